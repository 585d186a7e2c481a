/**
 * The element's parts, wired: each controller receives a narrow port built
 * here from the session, the table surface and the few settings it reads,
 * never the element's internals. The element's public API stays the public
 * API; what the parts need flows through these ports.
 *
 * The parts come in two sets. The first-paint parts (below) are built with
 * the element: the saved game, the proven deals, the statistics, the replay
 * and Share. The input and assistance parts (`late/parts.ts`: tap, drag,
 * keyboard, the run panel, the announcer, hints and Finish, the results'
 * extras) load in a module of their own after the first paint, so that the
 * first card does not wait for their code (see `loader.ts`).
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Klondike } from '../../engine/index.js';
import type { Strings } from '../i18n/strings.js';
import type { RuleRequest } from '../session/saved-game.js';
import type { TableSession } from '../session/table-session.js';
import type { TableSurface } from './table-surface.js';
import type { ElementHost } from '../host.js';
import { PersistController } from './persist.js';
import { DealSource } from './deal-source.js';
import { StatsController } from './stats.js';
import { ReplayController } from './replay.js';
import type { ShareHost } from './share.js';
import { PlayerSettings } from './player-settings.js';
import { emit } from '../events.js';
import { showPlayed } from '../attributes.js';

/** The game on the table, as the parts' ports read it (undefined before the first deal). */
export interface OnTable {
  readonly game: Klondike;
}

/** What the wiring reads from the element beyond its public API. */
export interface PartsContext {
  readonly el: ElementHost;
  readonly session: TableSession;
  /** The one `game` getter of the ports: merged into each port that reads the game. */
  readonly onTable: OnTable;
  readonly surface: TableSurface;
  strings(): Strings;
  rules(): RuleRequest;
  startGame(game: Klondike): void;
  reportError(message: string): void;
  timeMs(): number;
  animationMs(): number;
}

/** The parts built with the element (first paint needs them). */
export interface CoreParts {
  readonly persist: PersistController;
  readonly deals: DealSource;
  readonly stats: StatsController;
  readonly replay: ReplayController;
  readonly shareSource: ShareHost;
  readonly settings: PlayerSettings;
}

/** A part's host: the members it reads, plus updates and events forwarded to the element. */
export type Port<T> = T & ReactiveControllerHost & EventTarget & { readonly hostElement: Element };

/** The intersection of the members of `T`'s objects. */
type Merged<T extends readonly object[]> = T extends readonly [infer H, ...infer R extends readonly object[]] ? H & Merged<R> : unknown;

/**
 * A controller host that is not the element: updates and events go to the
 * element, the rest is the members of `parts` (copied as property
 * descriptors, so getters stay live getters).
 */
export function port<T extends readonly object[]>(el: ElementHost, ...parts: T): Port<Merged<T>> {
  const base: Port<object> = {
    addController: (c: ReactiveController) => el.addController(c),
    removeController: (c: ReactiveController) => el.removeController(c),
    requestUpdate: () => el.requestUpdate(),
    get updateComplete() {
      return el.updateComplete;
    },
    addEventListener: el.addEventListener.bind(el),
    removeEventListener: el.removeEventListener.bind(el),
    dispatchEvent: el.dispatchEvent.bind(el),
    /** The element itself (its visibility orders its solver requests). */
    hostElement: el,
  };
  for (const part of parts) Object.defineProperties(base, Object.getOwnPropertyDescriptors(part));
  return base as Port<Merged<T>>; // the members of the parts were just defined on it
}

/** Builds the element's first-paint parts over `ctx`. */
export function createCoreParts(ctx: PartsContext): CoreParts {
  const { el, session } = ctx;
  const common = {
    get undoLimit() {
      return el.undoLimit;
    },
    get strings() {
      return ctx.strings();
    },
    get timeMs() {
      return ctx.timeMs();
    },
    get dailyDate() {
      return deals.dailyDate;
    },
    get assisted() {
      return session.assisted;
    },
    /** What the session tells its parts (never the public events, which a page can dispatch). */
    news: session.news,
    startGame: ctx.startGame,
    reportError: ctx.reportError,
  };
  const deals = new DealSource(
    port(el, ctx.onTable, common, {
      get winnable() {
        return el.winnable;
      },
      get daily() {
        return el.daily;
      },
      leaveDaily() {
        showPlayed(el, { daily: null });
      },
      get ruleRequest() {
        return ctx.rules();
      },
    }),
  );
  const replay = new ReplayController(port(el, ctx.onTable, common, { tryMove: session.play.bind(session) }));
  const persist = new PersistController(
    port(el, ctx.onTable, common, {
      get persist() {
        return el.persist;
      },
      get revision() {
        return session.revision;
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
    port(el, ctx.onTable, {
      news: session.news,
      get statsKey() {
        return el.statsKey;
      },
      get replaying() {
        return replay.active;
      },
    }),
  );
  const shareSource: ShareHost = port(el, ctx.onTable, common, {
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
  const settings = new PlayerSettings(el, () => persist.storageKey, (detail) => emit(el, 'klondike-settings-change', detail));
  return { persist, deals, stats, replay, shareSource, settings };
}
