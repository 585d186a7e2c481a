/**
 * The element's parts, wired: each input, controller and panel receives a
 * narrow port built here from the session, the table surface and the few
 * settings it reads, never the element's internals. The element's public
 * API stays the public API; what the parts need flows through these ports.
 * @module
 */
import type { LitElement, ReactiveController, ReactiveControllerHost } from 'lit';
import { Klondike } from '../engine/index.js';
import type { Strings } from './i18n/strings.js';
import type { RuleRequest } from './options.js';
import type { TableSession } from './session/table-session.js';
import type { TableSurface } from './controllers/table-surface.js';
import type { KlondikeSolitaire } from './klondike-solitaire.js';
import { TapController } from './input/tap.js';
import { DragController } from './input/drag.js';
import { KeyboardController } from './input/keyboard.js';
import { RunPanelController } from './panels/run-panel.js';
import { ResultsExtrasController } from './panels/results-extras.js';
import { Announcer } from './controllers/announcer.js';
import { AssistController } from './controllers/assist.js';
import { PersistController } from './controllers/persist.js';
import { DealSource } from './controllers/deal-source.js';
import { StatsController } from './controllers/stats.js';
import { ReplayController } from './controllers/replay.js';
import type { ShareHost } from './controllers/share.js';

/** What the wiring reads from the element beyond its public API. */
export interface PartsContext {
  readonly el: KlondikeSolitaire;
  readonly session: TableSession;
  readonly surface: TableSurface;
  strings(): Strings;
  rules(): RuleRequest;
  startGame(game: Klondike): void;
  reportError(message: string): void;
  timeMs(): number;
  animationMs(): number;
}

/** The element's controllers. */
export interface ElementParts {
  readonly tap: TapController;
  readonly runPanel: RunPanelController;
  readonly drag: DragController;
  readonly keyboard: KeyboardController;
  readonly announcer: Announcer;
  readonly assist: AssistController;
  readonly persist: PersistController;
  readonly deals: DealSource;
  readonly stats: StatsController;
  readonly replay: ReplayController;
  readonly extras: ResultsExtrasController;
  readonly shareSource: ShareHost;
}

/**
 * A controller host that is not the element: updates and events go to the
 * element, the rest is the members of `parts` (getters stay live getters).
 */
function port<A extends object, B extends object = object, C extends object = object>(el: LitElement, a: A, b?: B, c?: C): A & B & C & ReactiveControllerHost & EventTarget {
  const base = {
    addController: (c: ReactiveController) => el.addController(c),
    removeController: (c: ReactiveController) => el.removeController(c),
    requestUpdate: () => el.requestUpdate(),
    get updateComplete() {
      return el.updateComplete;
    },
    addEventListener: el.addEventListener.bind(el),
    removeEventListener: el.removeEventListener.bind(el),
    dispatchEvent: el.dispatchEvent.bind(el),
  };
  for (const part of [a, b, c]) if (part) Object.defineProperties(base, Object.getOwnPropertyDescriptors(part));
  return base as unknown as A & B & C & ReactiveControllerHost & EventTarget;
}

/** Builds the element's parts over `ctx`. */
export function createParts(ctx: PartsContext): ElementParts {
  const { el, session, surface } = ctx;
  const current = () => (session.started ? session.game : undefined);
  const tryMove = session.play.bind(session);
  const selection = {
    get selection() {
      return session.selection;
    },
    select: session.select.bind(session),
    clearSelection: session.clearSelection.bind(session),
  };
  const table = {
    get game() {
      return session.game;
    },
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
  const runPanel = new RunPanelController(port(el, table, selection));
  const tap = new TapController(
    port(el, table, selection, {
      get tapMode() {
        return el.tapMode;
      },
      hitTest: surface.hitTest.bind(surface),
      tryMove,
      showMessage: (text: string) => session.showMessage(text),
    }),
  );
  const drag = new DragController(
    port(el, table, selection, {
      hitTest: surface.hitTest.bind(surface),
      dragCards: session.dragCards.bind(session),
      endDrag: session.endDrag.bind(session),
      tryMove,
      rejectMove: session.reject.bind(session),
      runPanel,
    }),
  );
  const keyboard = new KeyboardController(
    port(el, table, selection, {
      undo: () => el.undo(),
      redo: () => el.redo(),
      hint: () => el.hint(),
      newGame: () => el.newGame(),
      finish: () => el.finish(),
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
    port(el, table, selection, {
      runPanel,
      get hasUpdated() {
        return el.hasUpdated;
      },
    }),
  );
  const assist = new AssistController(
    port(el, table, {
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
    }),
  );
  const common = {
    get game() {
      return current();
    },
    get undoLimit() {
      return el.undoLimit;
    },
    get strings() {
      return ctx.strings();
    },
    startGame: ctx.startGame,
    reportError: ctx.reportError,
  };
  const deals = new DealSource(
    port(el, common, {
      get winnable() {
        return el.winnable;
      },
      get daily() {
        return el.daily;
      },
      set daily(v: string | null) {
        el.daily = v;
      },
      get ruleRequest() {
        return ctx.rules();
      },
    }),
  );
  const replay = new ReplayController(port(el, common, { tryMove }));
  const persist = new PersistController(
    port(el, common, {
      get persist() {
        return el.persist;
      },
      get timeMs() {
        return ctx.timeMs();
      },
      get revision() {
        return session.revision;
      },
      get assisted() {
        return session.assisted;
      },
      get dailyDate() {
        return deals.dailyDate;
      },
      get waitingForDeal() {
        return deals.waiting;
      },
      get isConnected() {
        return el.isConnected;
      },
    }),
  );
  const stats = new StatsController(
    port(el, {
      get statsKey() {
        return el.statsKey;
      },
      get game() {
        return session.game;
      },
      get replaying() {
        return replay.active;
      },
    }),
  );
  const shareSource: ShareHost = port(el, common, {
    get timeMs() {
      return ctx.timeMs();
    },
    get dailyDate() {
      return deals.dailyDate;
    },
    get shareUrl() {
      return el.shareUrl;
    },
    get record() {
      return el.record;
    },
    get renderRoot() {
      return el.renderRoot;
    },
  });
  const extras = new ResultsExtrasController(el, {
    get game() {
      return current();
    },
    get dailyDate() {
      return deals.dailyDate;
    },
    get stats() {
      return stats.stats;
    },
    share: () => el.share(),
    get shareText() {
      return el.shareText;
    },
  });
  return { tap, runPanel, drag, keyboard, announcer, assist, persist, deals, stats, replay, extras, shareSource };
}

/** What {@link openingGame} needs. */
export interface OpeningRequest {
  /** The `code` attribute (may be empty). */
  readonly code: string;
  readonly undoLimit: number;
  readonly rules: RuleRequest;
  readonly parts: Pick<ElementParts, 'persist' | 'deals'>;
  /** Reports an invalid `code` (the game is dealt anyway). */
  onBadCode(message: string): void;
}

/**
 * The first game of an element: the saved game when `persist` has one for
 * these rules (with its clock and its daily date), else the deal of `code`,
 * else the deck waiting for a proven deal (`daily`, `winnable`), else a
 * random deal.
 */
export function openingGame(r: OpeningRequest): { game: Klondike; saved?: { timeMs: number; daily: string | null; assisted: boolean } } {
  let game: Klondike | null = null;
  if (r.code) {
    try {
      game = new Klondike({ code: r.code, undoLimit: r.undoLimit });
    } catch (e) {
      r.onBadCode((e as Error).message);
    }
  }
  const saved = r.parts.persist.restore(r.rules, game, r.parts.deals.requestedDate());
  if (saved) return { game: saved.game, saved: { timeMs: saved.timeMs, daily: saved.daily, assisted: saved.assisted } };
  return { game: game ?? r.parts.deals.placeholder() ?? new Klondike({ ...r.rules, undoLimit: r.undoLimit }) };
}
