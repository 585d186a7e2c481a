/**
 * What the session tells the element's own parts, and only them: each
 * change it commits (a deal, a move, an undo, a redo, a win, a dead end, a
 * refused move, a score change), typed, in the order it happened. The
 * statistics, the saved game, the announcer and the sound learn about the
 * game here, never from the public `klondike-*` events: a page can
 * dispatch those on the element (a `klondike-win` of its own making), and
 * nothing it dispatches may count as a win or remove a saved game.
 *
 * The session tells its parts first, then dispatches the public event with
 * the same detail, so a page's listener sees the parts already up to date.
 * A part whose listener throws is reported on the console; the others and
 * the public event still run.
 * @module
 */
import type {
  KlondikeInvalidMoveDetail,
  KlondikeMoveDetail,
  KlondikeNewGameDetail,
  KlondikeScoreChangeDetail,
  KlondikeStuckDetail,
  KlondikeUndoDetail,
  KlondikeWinDetail,
} from '../events.js';

/** Each piece of news by name, with its detail (that of the public event `klondike-<name>`). */
export interface SessionNewsMap {
  'new-game': KlondikeNewGameDetail;
  move: KlondikeMoveDetail;
  undo: KlondikeUndoDetail;
  redo: KlondikeUndoDetail;
  'invalid-move': KlondikeInvalidMoveDetail;
  stuck: KlondikeStuckDetail;
  'score-change': KlondikeScoreChangeDetail;
  win: KlondikeWinDetail;
}

/** A name of {@link SessionNewsMap}. */
export type SessionNewsName = keyof SessionNewsMap;

/** A listener of news `K`. */
export type SessionListener<K extends SessionNewsName> = (detail: SessionNewsMap[K]) => void;

/** The session's news: parts subscribe with {@link on}; the session alone calls {@link tell}. */
export class SessionNews {
  private readonly listeners = new Map<SessionNewsName, Set<SessionListener<never>>>();

  /** Calls `fn` with each piece of news `name` from now on; returns what stops it. */
  on<K extends SessionNewsName>(name: K, fn: SessionListener<K>): () => void {
    let set = this.listeners.get(name);
    if (!set) this.listeners.set(name, (set = new Set()));
    set.add(fn as SessionListener<never>);
    return () => this.off(name, fn);
  }

  /** Stops calling `fn` for `name`. */
  off<K extends SessionNewsName>(name: K, fn: SessionListener<K>): void {
    this.listeners.get(name)?.delete(fn as SessionListener<never>);
  }

  /** Tells every listener of `name` (the session calls this as it commits). */
  tell<K extends SessionNewsName>(name: K, detail: SessionNewsMap[K]): void {
    const set = this.listeners.get(name);
    if (!set) return;
    for (const fn of [...set]) {
      try {
        (fn as SessionListener<K>)(detail);
      } catch (e) {
        console.error(`<klondike-solitaire>: a part failed on "${name}":`, e);
      }
    }
  }
}

/**
 * Subscribes `listeners` while a controller's host is connected: call the
 * result's `connect` in `hostConnected` and `disconnect` in
 * `hostDisconnected`.
 */
export function newsWhileConnected(news: SessionNews, listeners: { [K in SessionNewsName]?: SessionListener<K> }): { connect(): void; disconnect(): void } {
  let stops: (() => void)[] = [];
  return {
    connect() {
      if (stops.length) return;
      for (const name of Object.keys(listeners) as SessionNewsName[]) stops.push(news.on(name, listeners[name] as SessionListener<typeof name>));
    },
    disconnect() {
      for (const stop of stops) stop();
      stops = [];
    },
  };
}
