/**
 * The element's input and assistance parts: tap, drag, keyboard, the run
 * panel, the announcer, hints and Finish, and the results' extras. This
 * module loads after the first paint (`loader.ts`); the wiring builds
 * these parts when it arrives (`../first-paint/parts.ts` builds the
 * first-paint ones, and `port()`, the hosts both give their parts).
 * @module
 */
import type { nothing, TemplateResult } from 'lit';
import { port, type CoreParts, type PartsContext } from '../first-paint/parts.js';
import { dragStyles, runPanelStyles } from '../styles/input.js';
import { addStyles } from '../styles/adopt.js';
import { forcedColorStyles } from '../styles/forced-colors.js';
import { TapController } from './input/tap.js';
import { DragController } from './input/drag.js';
import { KeyboardController } from './input/keyboard.js';
import { RunPanelController } from './panels/run-panel.js';
import { ResultsExtrasController } from './panels/results-extras.js';
import { Announcer } from './announcer.js';
import { renderReplayBar, replayBarStyles } from './panels/replay-bar.js';
import { hitTable } from '../views/hit-test.js';
import { AssistController } from './assist.js';

/** The parts that load after the first paint. */
export interface LateParts {
  readonly tap: TapController;
  readonly runPanel: RunPanelController;
  readonly drag: DragController;
  readonly keyboard: KeyboardController;
  readonly announcer: Announcer;
  readonly assist: AssistController;
  readonly extras: ResultsExtrasController;
  /** The replay bar over the replay of the first-paint parts (while one runs). */
  readonly replayBar: { render(): TemplateResult | typeof nothing };
}

/** Builds the element's input and assistance parts over `ctx`, beside its first-paint parts `core`. */
export function createLateParts(ctx: PartsContext, core: CoreParts): LateParts {
  const { el, session, surface } = ctx;
  addStyles(el.renderRoot, [runPanelStyles, dragStyles, replayBarStyles, forcedColorStyles]);
  const tryMove = session.play.bind(session);
  const hitTest = (clientX: number, clientY: number) => hitTable(surface.element, surface.layout, clientX, clientY);
  const selection = {
    get selection() {
      return session.selection;
    },
    select: session.select.bind(session),
    clearSelection: session.clearSelection.bind(session),
  };
  const table = {
    get revision() {
      return session.revision;
    },
    get tableLayout() {
      return surface.layout;
    },
    get tableElement() {
      return surface.element;
    },
    get renderRoot() {
      return el.renderRoot;
    },
    get strings() {
      return ctx.strings();
    },
  };
  const runPanel = new RunPanelController(port(el, ctx.onTable, table, selection));
  const tap = new TapController(
    port(el, ctx.onTable, table, selection, {
      get tapMode() {
        return el.tapMode;
      },
      hitTest,
      tryMove,
      showMessage: (text: string) => session.showMessage(text),
    }),
  );
  const drag = new DragController(
    port(el, ctx.onTable, table, selection, {
      hitTest,
      dragCards: session.dragCards.bind(session),
      moveDrag: session.moveDrag.bind(session),
      endDrag: session.endDrag.bind(session),
      tryMove,
      rejectMove: session.reject.bind(session),
      runPanel,
    }),
  );
  const keyboard = new KeyboardController(
    port(el, ctx.onTable, table, selection, {
      undo: () => el.undo(),
      redo: () => el.redo(),
      hint: () => el.hint(),
      newGame: () => el.newGame(),
      showMessage: (text: string) => session.showMessage(text),
      finish: () => el.finish(),
      showSettings: () => el.showSettings(),
      get hints() {
        return el.hints;
      },
      tryMove,
      tap,
      runPanel,
      drag,
    }),
  );
  const announcer = new Announcer(
    port(el, ctx.onTable, table, selection, {
      news: ctx.session.news,
      runPanel,
      get hasUpdated() {
        return el.hasUpdated;
      },
    }),
  );
  const assist = new AssistController(
    port(el, ctx.onTable, table, {
      get animationMs() {
        return ctx.animationMs();
      },
      get announceStuck() {
        return el.stuck !== 'silent';
      },
      get announceLost() {
        return el.stuck === 'lost';
      },
      get finishMode() {
        return el.finishMode;
      },
      get isConnected() {
        return el.isConnected;
      },
      tryMove,
      onStuck: (lost?: boolean) => session.stuck(lost),
      reportError: ctx.reportError,
    }),
  );
  const extras = new ResultsExtrasController(
    el,
    port(el, ctx.onTable, {
      get dailyDate() {
        return core.deals.dailyDate;
      },
      get stats() {
        return core.stats.stats;
      },
      share: () => el.share(),
      get shareText() {
        return el.shareText;
      },
    }),
  );
  const replayBar = { render: () => renderReplayBar(core.replay, ctx.strings()) };
  return { tap, runPanel, drag, keyboard, announcer, assist, extras, replayBar };
}
