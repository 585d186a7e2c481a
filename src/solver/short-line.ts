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
 *
 * Where the line kept still makes {@link GUIDED_FROM_PASSES} passes or more
 * (the plain searches ran out of states under the tighter limits: on about
 * one draw-1 deal in ten, 8 – 10 passes stay), guided searches follow: the
 * same searches with the first line's moves tried first (`SearchOptions.guide`),
 * from one pass fewer than the line kept down, each win making the next
 * limit tighter, {@link GUIDED_STATES} states in all. Following a plan that
 * wins, with the deck cards taken in the order a pass limit allows, they
 * often win where the plain order does not: on 177 draw-1 deals from the
 * opening, 17 lines of 4 passes or more became 6 (docs/solver.md, "Short
 * lines").
 * @module
 */
import { parseCard } from '../engine/cards.js';
import type { Klondike } from '../engine/klondike.js';
import { GUIDE_EMPTY, GUIDE_HOME } from './move-code.js';
import { Portfolio } from './portfolio.js';
import type { RawPosition } from './position.js';
import { WIN_ONLY_SCHEDULE } from './schedule.js';

/** States the shortening may explore in all, after the win was proved. */
export const SHORT_LINE_STATES = 100_000;
/** States the shortening may explore under one pass limit. */
export const SHORT_LINE_LEVEL_STATES = 25_000;
/** States the guided searches may explore in all, after the plain ones (see {@link LineShortener}). */
export const GUIDED_STATES = 25_000;
/** The guided searches run when the line kept after the plain ones makes this many passes or more. */
export const GUIDED_FROM_PASSES = 2;
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

/**
 * The moves of `line` (which wins from `game`) as guide keys: the card that
 * moved (the lowest of a pile) times 64, plus where it went (the card it
 * went onto, {@link GUIDE_HOME} or {@link GUIDE_EMPTY}). Stock taps are
 * left out: under a pass limit the deck cards come up in their own order.
 */
export function guideOf(game: Klondike, line: readonly string[]): Set<number> {
  const g = game.clone();
  const keys = new Set<number>();
  for (const m of line) {
    const to = m.slice(m.indexOf('-') + 1);
    let target = GUIDE_HOME;
    if (to !== 'F') {
      const up = g.tableau[Number(to) - 1]?.up ?? [];
      target = up.length ? parseCard(up[up.length - 1]) : GUIDE_EMPTY;
    }
    const r = g.move(m);
    if (m !== 'S' && r.cards.length) keys.add(parseCard(r.cards[0]) * 64 + target);
  }
  return keys;
}

/** The bounded second search, stepped in slices like the search itself. */
export class LineShortener {
  private best: string[];
  private bestCost: LineCost;
  /** Recycles the current search may add to those already made. */
  private extra = 0;
  private search: Portfolio | null = null;
  private spent = 0;
  /** States spent in the current phase: the plain searches, then the guided ones. */
  private phaseSpent = 0;
  private guided = false;
  private finished = false;
  /** The first line's moves (see {@link guideOf}), tried first by the guided searches. */
  private readonly guide: Set<number>;

  /** `line` wins from `game` (whose position `raw` is) at cost `cost`. */
  constructor(
    private readonly game: Klondike,
    private readonly raw: RawPosition,
    line: string[],
    cost: LineCost,
  ) {
    this.best = line;
    this.bestCost = cost;
    this.guide = guideOf(game, line);
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
      if (!this.search && !this.nextLimit()) {
        if (this.nextPhase()) continue;
        break;
      }
      const s = this.search as Portfolio;
      const cap = Math.min(SHORT_LINE_LEVEL_STATES, this.phaseStates() - this.phaseSpent);
      const before = s.states;
      const n = Math.min(left, cap - before);
      const out = n > 0 ? s.step(n, shouldStop) : null;
      left -= s.states - before;
      if (out === null && s.states < cap) return null; // paused: out of slice, or stopped from outside
      const moves = out === 'found' ? s.path() : null;
      this.spent += s.states;
      this.phaseSpent += s.states;
      this.release();
      if (moves) {
        const cost = lineCost(this.game, moves);
        if (cost && cheaper(cost, this.bestCost)) {
          this.best = moves;
          this.bestCost = cost;
        }
        // Guided, from the loosest limit down: the next tighter one.
        if (this.guided) {
          this.extra = Math.min(this.extra, this.bestCost.passes) - 1;
          continue;
        }
        // Plain, from the tightest limit up: a looser one would only allow more passes.
        if (this.nextPhase()) continue;
        break;
      }
      // Lost under this limit, out of table, or out of its budget: plain, the
      // next looser limit; guided, the end (a tighter one is harder still).
      if (this.guided) break;
      this.extra++;
    }
    this.release();
    this.finished = true;
    return this.best;
  }

  /** The states of the current phase in all. */
  private phaseStates(): number {
    return this.guided ? GUIDED_STATES : SHORT_LINE_STATES;
  }

  /**
   * After the plain searches: the guided ones, when the line kept still
   * makes {@link GUIDED_FROM_PASSES} passes or more, from one pass fewer
   * than it down.
   */
  private nextPhase(): boolean {
    if (this.guided || this.bestCost.passes < GUIDED_FROM_PASSES) return false;
    this.guided = true;
    this.extra = this.bestCost.passes - 1;
    this.phaseSpent = 0;
    return true;
  }

  /** Gives the running search's arrays back (see ./array-pool.ts); the shortening keeps the best line so far. */
  release(): void {
    this.search?.release();
    this.search = null;
  }

  /** Starts the search under the next pass limit; false when none is left to try. */
  private nextLimit(): boolean {
    const r = this.raw;
    const passes = r.recycles + this.extra + 1;
    if (this.extra < 0 || this.extra >= this.bestCost.passes || passes >= r.passes || this.phaseSpent >= this.phaseStates()) return false;
    this.search = new Portfolio({ ...r, passes }, SHORT_LINE_LOG2, WIN_ONLY_SCHEDULE, 'all', this.guided ? this.guide : null);
    return true;
  }
}
