/**
 * Local statistics of `<klondike-solitaire>` (opt-in with the `stats`
 * attribute): games played and won, the current and best winning streaks,
 * the best time and the best scores, kept apart for draw 1 and draw 3, in
 * `localStorage` under `klondike-solitaire-stats:<key>` (`stats` alone: the
 * key `default`).
 *
 * What counts: a game is *played* at its first move (a deal dealt and left
 * untouched does not count); it is *won* when all 52 cards are home (Finish
 * included). A played game left without a win (new deal, same deal, a rule
 * change, or a reload that does not restore it) ends the current streak.
 * Replays (`el.replay()`) never count. A restored game (`persist`) that
 * already had moves was counted before the reload, so it is not counted again.
 * @module
 */
import { ownFields } from '../../engine/own.js';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Klondike, Scoring } from '../../engine/index.js';
import type { KlondikeMoveDetail, KlondikeWinDetail } from '../events.js';
import { newsWhileConnected, type SessionNews } from '../session/news.js';

/** The statistics of one draw mode. */
export interface DrawStats {
  /** Games played (counted at their first move). */
  played: number;
  /** Games won. */
  won: number;
  /** Wins in a row, up to now (0 after a played game left unwon). */
  streak: number;
  /** The longest run of wins. */
  bestStreak: number;
  /** The fastest win, in milliseconds, or null before the first win. */
  bestTimeMs: number | null;
  /** The best score of a win under Normal scoring (points), or null. */
  bestScore: number | null;
  /** The best result of a win under Vegas scoring (dollars), or null. */
  bestVegas: number | null;
}

/** All the statistics: one {@link DrawStats} per draw mode. */
export interface KlondikeStats {
  /** Draw 1 games. */
  draw1: DrawStats;
  /** Draw 3 games. */
  draw3: DrawStats;
}

interface StoredStats extends KlondikeStats {
  format: 'klondike-solitaire-stats';
  version: 1;
  /** A played game of that draw mode was left in progress (its end is not known yet). */
  pending: { draw1: boolean; draw3: boolean };
}

/** The storage key prefix of the statistics. */
export const STATS_KEY_PREFIX = 'klondike-solitaire-stats:';

/** Statistics with nothing played. */
export function emptyStats(): KlondikeStats {
  const zero = (): DrawStats => ({ played: 0, won: 0, streak: 0, bestStreak: 0, bestTimeMs: null, bestScore: null, bestVegas: null });
  return { draw1: zero(), draw3: zero() };
}

/** Largest counter or best value read back from storage: anything beyond is tampered and reads as none. */
const STORED_MAX = 1e9;
const count = (v: unknown): number => (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= STORED_MAX ? v : 0);
const best = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= STORED_MAX ? v : null);

function readDraw(v: unknown): DrawStats {
  const o = ownFields((typeof v === 'object' && v !== null ? v : {}) as Record<string, unknown>);
  const played = count(o.played);
  const won = Math.min(count(o.won), played);
  return {
    played,
    won,
    streak: Math.min(count(o.streak), won),
    bestStreak: Math.min(count(o.bestStreak), won),
    bestTimeMs: (best(o.bestTimeMs) ?? -1) >= 0 ? best(o.bestTimeMs) : null,
    bestScore: best(o.bestScore),
    bestVegas: best(o.bestVegas),
  };
}

/**
 * Reads and writes the statistics under one storage key. Every update reads
 * the stored value first, so several elements with the same key add up.
 * A missing or unreadable storage gives empty statistics and saves nothing.
 */
export class StatsStore {
  private warned = false;

  constructor(readonly key: string) {}

  /** The storage key: `klondike-solitaire-stats:<key>`. */
  get storageKey(): string {
    return STATS_KEY_PREFIX + this.key;
  }

  /** The statistics as stored (empty ones when there are none or they are unreadable). */
  read(): KlondikeStats {
    const { draw1, draw3 } = this.load();
    return { draw1, draw3 };
  }

  /** Forgets every statistic of this key. */
  reset(): void {
    try {
      localStorage.removeItem(this.storageKey);
    } catch {
      // No storage: nothing was kept.
    }
  }

  /** A game of that draw mode got its first move. */
  played(draw: 1 | 3): void {
    this.update((s) => {
      const d = draw === 1 ? 'draw1' : 'draw3';
      if (s.pending[d]) s[d].streak = 0;
      s[d].played++;
      s.pending[d] = true;
    });
  }

  /** The played game in progress was left unwon. */
  abandoned(draw: 1 | 3): void {
    this.update((s) => {
      const d = draw === 1 ? 'draw1' : 'draw3';
      if (!s.pending[d]) return;
      s[d].streak = 0;
      s.pending[d] = false;
    });
  }

  /** A played game was won. */
  won(draw: 1 | 3, scoring: Scoring, win: Pick<KlondikeWinDetail, 'score' | 'timeMs'> & { assisted?: boolean }): void {
    this.update((s) => {
      const d = draw === 1 ? 'draw1' : 'draw3';
      const st = s[d];
      s.pending[d] = false;
      st.won = Math.min(st.won + 1, st.played);
      st.streak++;
      st.bestStreak = Math.max(st.bestStreak, st.streak);
      if (win.assisted) return; // a replayed or solver-finished win sets no best time or score
      st.bestTimeMs = st.bestTimeMs === null ? win.timeMs : Math.min(st.bestTimeMs, win.timeMs);
      if (scoring === 'normal') st.bestScore = st.bestScore === null ? win.score : Math.max(st.bestScore, win.score);
      if (scoring === 'vegas') st.bestVegas = st.bestVegas === null ? win.score : Math.max(st.bestVegas, win.score);
    });
  }

  private load(): StoredStats {
    const fresh: StoredStats = { format: 'klondike-solitaire-stats', version: 1, ...emptyStats(), pending: { draw1: false, draw3: false } };
    let text: string | null;
    try {
      text = localStorage.getItem(this.storageKey);
    } catch {
      return fresh;
    }
    if (text === null) return fresh;
    try {
      const parsed = JSON.parse(text) as Record<string, unknown>;
      if (typeof parsed !== 'object' || parsed === null) throw new Error('not a statistics record');
      const data = ownFields(parsed);
      if (data.format !== fresh.format || data.version !== 1) throw new Error('not a statistics record');
      const pending = ownFields((typeof data.pending === 'object' && data.pending !== null ? data.pending : {}) as Record<string, unknown>);
      return { ...fresh, draw1: readDraw(data.draw1), draw3: readDraw(data.draw3), pending: { draw1: pending.draw1 === true, draw3: pending.draw3 === true } };
    } catch {
      if (!this.warned) console.warn(`<klondike-solitaire>: the statistics under "${this.storageKey}" are unreadable; starting afresh.`);
      this.warned = true;
      return fresh;
    }
  }

  private update(change: (s: StoredStats) => void): void {
    const s = this.load();
    change(s);
    try {
      localStorage.setItem(this.storageKey, JSON.stringify(s));
    } catch {
      // No storage (private mode, quota, sandbox): statistics are not kept.
    }
  }
}

/** What the statistics controller needs from the element. */
export interface StatsHost extends ReactiveControllerHost {
  /** The session's news: the games it counts (never the public events, which a page can dispatch). */
  readonly news: SessionNews;
  /** The `stats` attribute: null = off; '' = the key "default"; else the key. */
  readonly statsKey: string | null;
  readonly game: Klondike;
  /** True while a replay plays (its moves and win do not count). */
  readonly replaying: boolean;
}

/** Counts the element's games into a {@link StatsStore} while the `stats` attribute is set. */
export class StatsController implements ReactiveController {
  private store: StatsStore | null = null;
  /** The game in progress was counted as played (and has not been won). */
  private counted = false;
  private draw: 1 | 3 = 1;
  private readonly news = newsWhileConnected(this.host.news, { 'new-game': () => this.onNewGame(), move: (d) => this.onMove(d), win: (d) => this.onWin(d) });

  constructor(private readonly host: StatsHost) {
    host.addController(this);
  }

  hostConnected(): void {
    this.news.connect();
  }

  hostDisconnected(): void {
    this.news.disconnect();
  }

  /** The statistics, or null while the `stats` attribute is absent. */
  get stats(): KlondikeStats | null {
    return this.current()?.read() ?? null;
  }

  /** Forgets the statistics (of the current key); the game in progress is not counted any more. */
  reset(): void {
    this.current()?.reset();
    this.counted = false;
  }

  private current(): StatsStore | null {
    const k = this.host.statsKey;
    if (k === null || k === undefined) return (this.store = null);
    const key = String(k).trim() || 'default';
    if (this.store?.key !== key) this.store = new StatsStore(key);
    return this.store;
  }

  private onNewGame = (): void => {
    const store = this.current();
    if (store && this.counted) store.abandoned(this.draw);
    const game = this.host.game;
    this.draw = game.options.draw;
    // A game restored with moves (persist) was counted before the reload.
    this.counted = game.history.length > 0 && !game.isWon();
  };

  private onMove = (move: KlondikeMoveDetail): void => {
    if (this.counted || move.source === 'replay' || this.host.replaying) return;
    const store = this.current();
    if (!store) return;
    this.counted = true;
    this.draw = this.host.game.options.draw;
    store.played(this.draw);
  };

  private onWin = (win: KlondikeWinDetail): void => {
    const store = this.current();
    if (!store || !this.counted || this.host.replaying) return;
    this.counted = false;
    store.won(this.draw, this.host.game.options.scoring, win);
  };
}
