/**
 * The deal of the day, bound to the solver: the engine's date → deal-number
 * walk (`engine/daily.ts`) accepts the first deal that {@link solve} proves
 * winnable under the day's rules within {@link DAILY_STATE_BUDGET} states
 * (looking only for a win, with the frozen search `'daily-v1'`, so that the
 * searches that can only prove a loss neither spend the budget nor move a
 * day, and tuning the solver moves no day).
 *
 * The budget counts states, never time (`timeLimitMs` is Infinity), and the
 * search is deterministic for a given budget, so every machine, fast or slow,
 * picks the same deal. A deal the solver cannot win within the budget is
 * skipped even if it is winnable: the daily deal is always one the solver
 * has won, never a guess.
 *
 * ```ts
 * dailyCode('2026-03-14');               // 'KL1-D1N-…'
 * dailyCode('2026-03-14', { draw: 3 });  // 'KL1-D3N-…'
 * ```
 *
 * Stability: the mapping is defined by a named, frozen search,
 * {@link DAILY_SEARCH_VERSION} (`'daily-v1'`): the core search with a budget
 * schedule that tuning `solve()` does not touch. A change to the core search
 * (move generation, pruning) that changes what it explores within the
 * budget must be kept out of `'daily-v1'`; the pinned dates and state counts
 * of `test/solver/daily.test.ts` catch it.
 * @module
 */
import { ownFields } from '../engine/own.js';
import { dailyDeal, type DailyDeal } from '../engine/daily.js';
import type { DateInput } from '../engine/date.js';
import { Klondike } from '../engine/klondike.js';
import type { MoveNotation, Scoring } from '../engine/types.js';
import { DAILY_SEARCH_VERSION, DAILY_STATE_BUDGET } from './daily-budget.js';
import { solve } from './solve.js';

/** The rules of a daily deal, and (for tests and experiments) the budget. */
export interface DailyOptions {
  /** Cards per stock tap: 1 (default) or 3. */
  draw?: 1 | 3;
  /**
   * Scoring (default Normal). Scoring itself never changes the deal chosen,
   * but the passes default to the scoring's (1 in Vegas), and those can.
   */
  scoring?: Scoring;
  /** Passes through the stock in all (default: the scoring's default: unlimited for Normal and none, 1 for Vegas). */
  passes?: number;
  /** Foundation take-back (default on). */
  takeback?: boolean;
  /**
   * States per candidate (default {@link DAILY_STATE_BUDGET}). Another budget
   * gives another mapping: leave it alone for the real daily deal.
   */
  maxStates?: number;
}

/** The daily deal with its code and the solver's winning line. */
export interface DailyResult extends DailyDeal {
  /** The deal code, rules included: `KL1-D1N-…`. */
  readonly code: string;
  /** A winning line from the deal, in notation (replays through `game.move`). */
  readonly solution: MoveNotation[];
  /** States the solver explored over the whole walk. */
  readonly states: number;
}

function budget(opts: DailyOptions): number {
  const n = ownFields(opts).maxStates ?? DAILY_STATE_BUDGET; // its own fields: a polluted Object.prototype sets no option
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`maxStates must be a whole number ≥ 1, not ${String(n)}`);
  return n;
}

function newGame(dealNumber: number, opts: DailyOptions): Klondike {
  opts = ownFields(opts);
  return new Klondike({ dealNumber, draw: opts.draw ?? 1, scoring: opts.scoring ?? 'normal', passes: opts.passes, takeback: opts.takeback ?? true });
}

/**
 * Whether the solver proves deal `dealNumber` winnable under `opts`' rules
 * within the state budget (deterministic: no time limit).
 */
export function isDailyWinnable(dealNumber: number, opts: DailyOptions = {}): boolean {
  return solve(newGame(dealNumber, opts), { maxStates: budget(opts), timeLimitMs: Infinity, searchVersion: DAILY_SEARCH_VERSION }).result === 'solved';
}

/**
 * The deal of the day under the given rules (draw 1, Normal scoring,
 * unlimited passes, take-back on by default): its date, day number, start,
 * deal number, code and a winning line. Throws a `DateError` for a
 * malformed date.
 */
export function dailyGame(date: DateInput, opts: DailyOptions = {}): DailyResult {
  const maxStates = budget(opts);
  newGame(0, opts); // checks the rule options before any search
  let states = 0;
  let solution: MoveNotation[] = [];
  const deal = dailyDeal(date, (n) => {
    const r = solve(newGame(n, opts), { maxStates, timeLimitMs: Infinity, searchVersion: DAILY_SEARCH_VERSION });
    states += r.states;
    solution = r.moves;
    return r.result === 'solved';
  });
  const code = newGame(deal.dealNumber, opts).code!;
  return { ...deal, code, solution, states };
}

/** The code of the day's deal, e.g. `dailyCode('2026-03-14', { draw: 3 })`. */
export function dailyCode(date: DateInput, opts: DailyOptions = {}): string {
  return dailyGame(date, opts).code;
}
