/**
 * Short winning lines (`SolveOptions.shortLine`). The depth-first search
 * proves a win with the first line it finds, and in draw 1 with unlimited
 * passes it treats the whole deck as within reach, so that line cycles the
 * stock again and again (a median of 8 passes and 140 stock taps from the
 * opening). A player, and Finish, want the short line a person would play.
 *
 * Once a win is proved, a second, bounded search looks for a line with
 * fewer passes through the stock: the same complete search, win only, with
 * a pass limit of no recycle at all, then one more recycle, and so on, up to
 * one fewer than the line found uses; each limit gets at most
 * {@link SHORT_LINE_LEVEL_STATES} states and all of them
 * {@link SHORT_LINE_STATES}. Under a pass limit the waste pointer and the
 * recycles are part of the state, so the line it finds draws through the
 * stock in order instead of cycling it. The first win under the tightest
 * limit is kept when it is cheaper by (passes, stock taps, moves), compared
 * in that order after replaying both lines through the engine; otherwise
 * the first line stays. A bounded search proves nothing here: when it runs
 * out, the line already found is simply kept.
 * @module
 */
import type { Klondike } from '../engine/klondike.js';
import type { RawPosition } from './keys.js';
import { Portfolio, WIN_ONLY_SCHEDULE } from './portfolio.js';

/** States the shortening may explore in all, after the win was proved. */
export const SHORT_LINE_STATES = 100_000;
/** States the shortening may explore under one pass limit. */
export const SHORT_LINE_LEVEL_STATES = 25_000;
/** log2 of the table cap of each shortening search: ample for its budget. */
const SHORT_LINE_LOG2 = 18;

/** What a winning line costs a player, compared in this order. */
export interface LineCost {
  /** Recycles of the waste into the stock (the engine's `stats.passes`, counted from the start position). */
  readonly passes: number;
  /** Stock taps (`S`), recycles included. */
  readonly taps: number;
  /** Moves, taps included. */
  readonly moves: number;
}

/** Replays `moves` on a copy of `game`: their cost when they win, else null. */
export function lineCost(game: Klondike, moves: readonly string[]): LineCost | null {
  const g = game.clone();
  let taps = 0;
  try {
    for (const m of moves) {
      g.move(m);
      if (m === 'S') taps++;
    }
  } catch {
    return null;
  }
  return g.isWon() ? { passes: g.stats.passes - game.stats.passes, taps, moves: moves.length } : null;
}

/** True when `a` is cheaper than `b`: fewer passes, then fewer taps, then fewer moves. */
export function cheaper(a: LineCost, b: LineCost): boolean {
  if (a.passes !== b.passes) return a.passes < b.passes;
  if (a.taps !== b.taps) return a.taps < b.taps;
  return a.moves < b.moves;
}

/** The bounded second search, stepped in slices like the search itself. */
export class LineShortener {
  private best: string[];
  private bestCost: LineCost;
  /** Recycles the current search may add to those already made. */
  private extra = 0;
  private search: Portfolio | null = null;
  private spent = 0;
  private finished = false;

  /** `line` wins from `game` (whose position `raw` is) at cost `cost`. */
  constructor(
    private readonly game: Klondike,
    private readonly raw: RawPosition,
    line: string[],
    cost: LineCost,
  ) {
    this.best = line;
    this.bestCost = cost;
  }

  /** States explored by the shortening so far. */
  get states(): number {
    return this.spent + (this.search?.states ?? 0);
  }

  /** The cheapest winning line found so far (the first line until a cheaper one is found). */
  get line(): string[] {
    return this.best;
  }

  /**
   * Runs up to `budget` more states (or until `shouldStop()`, checked every
   * 1024 states); the cheapest line once the shortening is over, else null.
   */
  step(budget: number, shouldStop?: () => boolean): string[] | null {
    let left = budget;
    while (!this.finished) {
      if (!this.search && !this.nextLimit()) break;
      const s = this.search as Portfolio;
      const cap = Math.min(SHORT_LINE_LEVEL_STATES, SHORT_LINE_STATES - this.spent);
      const before = s.states;
      const n = Math.min(left, cap - before);
      const out = n > 0 ? s.step(n, shouldStop) : null;
      left -= s.states - before;
      if (out === 'found') {
        const moves = s.path();
        s.release();
        const cost = lineCost(this.game, moves);
        if (cost && cheaper(cost, this.bestCost)) {
          this.best = moves;
          this.bestCost = cost;
        }
        break; // the tightest limit that wins: a looser one would only allow more passes
      }
      if (out === null && s.states < cap) return null; // paused: out of slice, or stopped from outside
      // Lost under this limit, out of table, or out of its budget: the next limit.
      this.spent += s.states;
      s.release();
      this.search = null;
      this.extra++;
    }
    if (this.search) this.spent += this.search.states;
    this.release();
    this.finished = true;
    return this.best;
  }

  /** Gives the running search's arrays back (see ./spare.ts); the shortening keeps the best line so far. */
  release(): void {
    this.search?.release();
    this.search = null;
  }

  /** Starts the search under the next pass limit; false when none is left to try. */
  private nextLimit(): boolean {
    const r = this.raw;
    const passes = r.recycles + this.extra + 1;
    if (this.extra >= this.bestCost.passes || passes >= r.passes || this.spent >= SHORT_LINE_STATES) return false;
    this.search = new Portfolio({ ...r, passes }, SHORT_LINE_LOG2, WIN_ONLY_SCHEDULE);
    return true;
  }
}
