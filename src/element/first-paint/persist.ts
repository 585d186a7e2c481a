/**
 * Saved games for `<klondike-solitaire persist>`: the game in progress (the
 * engine's `toJSON()`, history and redo list included), its clock and, for a
 * deal of the day, its date, in `localStorage` under
 * `klondike-solitaire:<key>` (`persist` alone: the key `default`;
 * `persist="my-key"`: a save of its own, so several elements keep separate
 * games). A key belongs to one element of the page at a time: a second
 * element on a key already in use (say two bare `persist`) warns once and
 * saves nothing, rather than overwrite the first one's game.
 *
 * Saved after every change (debounced), on `pagehide`, when the page is
 * hidden and when the element leaves the page; restored when the element
 * deals its first game. A won game's save is removed. A save that cannot be
 * read (not JSON, another format, a tampered history: the engine's
 * `SaveError`) is set aside (moved to the key `<key>:unreadable`, for a
 * person to look at) with one console warning and a fresh deal is dealt. A
 * save made under another `undo-limit` restores with its undo history
 * adapted (see `Klondike.fromJSON`); the clock read back is bounded. A save
 * made under other rules than the element's, or for another
 * deal than its `code`, is left alone (and replaced by the next save).
 * Those decisions are made without the DOM by `reopenSave`
 * (session/saved-game.ts); this controller reads, writes and warns.
 * Without a usable `localStorage` the element plays as usual and saves nothing.
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Klondike } from '../../engine/index.js';
import type { RuleRequest } from '../session/saved-game.js';
import { newsWhileConnected, type SessionNews } from '../session/news.js';
import { reopenSave, type PersistedGame, type RestoredGame } from '../session/saved-game.js';

/** The storage key prefix of saved games. */
export const PERSIST_KEY_PREFIX = 'klondike-solitaire:';

/** Delay between a change and its save (ms). */
export const PERSIST_DEBOUNCE_MS = 250;

/** Suffix of the key an unreadable save is moved to. */
export const UNREADABLE_SUFFIX = ':unreadable';

/** What the persistence controller needs from the element. */
export interface PersistHost extends ReactiveControllerHost {
  /** The session's news: when to save (never the public events, which a page can dispatch). */
  readonly news: SessionNews;
  /** The `persist` attribute: null = off; '' = the key "default"; else the key. */
  readonly persist: string | null;
  /** The game in progress (undefined before the first deal). */
  readonly game: Klondike | undefined;
  readonly timeMs: number;
  readonly revision: number;
  readonly undoLimit: number;
  /** True when the game in progress had help (its win will be assisted). */
  readonly assisted: boolean;
  /** The date of the deal of the day in progress, or null. */
  readonly dailyDate: string | null;
  /** True while no real game is on the table (a proven deal is being searched). */
  readonly waitingForDeal: boolean;
  /** False once the element left the page (its key is free again). */
  readonly isConnected: boolean;
}

/** The element that holds each storage key on this page. */
const keyOwners = new Map<string, PersistHost>();

/** Keeps the game of one element in `localStorage`. */
export class PersistController implements ReactiveController {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private savedRevision = -1;
  private warnedStorage = false;
  private warnedShared: string | null = null;
  private claimed: string | null = null;
  private readonly news = newsWhileConnected(this.host.news, {
    move: () => this.schedule(),
    undo: () => this.schedule(),
    redo: () => this.schedule(),
    'new-game': () => this.schedule(),
    win: () => this.schedule(),
  });

  constructor(private readonly host: PersistHost) {
    host.addController(this);
  }

  /** The storage key in use, or null when `persist` is off (or its key is another element's). */
  get storageKey(): string | null {
    const p = this.host.persist;
    const key = p === null || p === undefined ? null : PERSIST_KEY_PREFIX + (String(p).trim() || 'default');
    if (key !== this.claimed) this.release();
    if (!key) return null;
    const owner = keyOwners.get(key);
    if (owner && owner !== this.host && owner.isConnected) {
      if (this.warnedShared !== key) {
        console.warn(`<klondike-solitaire>: the save "${key}" belongs to another <klondike-solitaire> on this page; this one is not saved. Give each element its own key: persist="…".`);
      }
      this.warnedShared = key;
      return null;
    }
    keyOwners.set(key, this.host);
    this.claimed = key;
    return key;
  }

  /** Frees this element's key for another element. */
  private release(): void {
    if (this.claimed && keyOwners.get(this.claimed) === this.host) keyOwners.delete(this.claimed);
    this.claimed = null;
  }

  hostConnected(): void {
    addEventListener('pagehide', this.flush);
    document.addEventListener('visibilitychange', this.onVisibility);
    this.news.connect();
  }

  hostDisconnected(): void {
    this.flush();
    this.release();
    removeEventListener('pagehide', this.flush);
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.news.disconnect();
  }

  /** Any other change of the game (e.g. the undo limit) is saved too. */
  hostUpdated(): void {
    if (this.host.revision !== this.savedRevision && this.timer === undefined) this.schedule();
  }

  /**
   * The saved game to resume, or null (persist off, nothing saved, or a save
   * that does not fit the element's rules, `code` or `daily` date). An
   * unreadable save is removed with one warning.
   * @param rules the rules the element asks for
   * @param codeGame the game of the element's `code` attribute, if any
   * @param daily the date of the deal of the day asked for (`daily`), if any
   */
  restore(rules: RuleRequest, codeGame: Klondike | null, daily: string | null): RestoredGame | null {
    const key = this.storageKey;
    if (!key) return null;
    const text = this.storage(() => localStorage.getItem(key));
    if (text === null || text === undefined) return null;
    const verdict = reopenSave(text, { rules, undoLimit: this.host.undoLimit, codeGame, daily });
    if (verdict.outcome === 'unreadable') {
      console.warn(`<klondike-solitaire>: the saved game under "${key}" could not be restored (${verdict.reason}); it was set aside under "${key}${UNREADABLE_SUFFIX}" and a new game is dealt.`);
      this.storage(() => {
        localStorage.setItem(key + UNREADABLE_SUFFIX, text);
        localStorage.removeItem(key);
      });
      return null;
    }
    if (verdict.outcome === 'left-alone') return null;
    this.savedRevision = this.host.revision;
    return verdict.saved;
  }

  /** Saves now (or removes the save of a won game). */
  save(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const key = this.storageKey;
    const game = this.host.game;
    if (!key || !game || this.host.waitingForDeal) return;
    this.savedRevision = this.host.revision;
    if (game.isWon()) {
      this.storage(() => localStorage.removeItem(key));
      return;
    }
    const data: PersistedGame = {
      format: 'klondike-solitaire-persist',
      version: 1,
      game: game.toJSON(),
      timeMs: Math.round(this.host.timeMs),
      daily: this.host.dailyDate,
      ...(this.host.assisted ? { assisted: true as const } : {}),
    };
    this.storage(() => localStorage.setItem(key, JSON.stringify(data)));
  }

  /** Removes the save of this element's key. */
  clear(): void {
    const key = this.storageKey;
    if (key) this.storage(() => localStorage.removeItem(key));
  }

  private schedule = (): void => {
    if (!this.storageKey) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.save(), PERSIST_DEBOUNCE_MS);
  };

  /** Saves at once (the clock included), e.g. when the page goes away. */
  private flush = (): void => this.save();

  private onVisibility = (): void => {
    if (document.visibilityState === 'hidden') this.flush();
  };

  /** Runs a storage access; a storage that throws (blocked, full) gives one warning and undefined. */
  private storage<T>(fn: () => T): T | undefined {
    try {
      return fn();
    } catch (e) {
      if (!this.warnedStorage) console.warn(`<klondike-solitaire>: localStorage is not available (${(e as Error).message}); the game is not saved.`);
      this.warnedStorage = true;
      return undefined;
    }
  }
}
