/**
 * The searches behind proven deals (`winnable`, `daily`; the state and the
 * "Dealing…" layer are `first-paint/deal-source.ts`): random deals tried
 * until the solver proves one winnable, and the walk of the deal of the
 * day at the fixed state budget of `solver/daily-budget.ts`. This module
 * and the solver client load with the first search, so the first paint
 * carries neither.
 * @module
 */
import { dailyDealAsync, type Klondike } from '../../engine/index.js';
import { DAILY_SEARCH_VERSION, DAILY_STATE_BUDGET } from '../../solver/daily-budget.js';
import { SolverClient, type SolverHost } from './solver-client.js';

/** Time the solver gets to prove one candidate deal winnable (`winnable`). */
export const WINNABLE_BUDGET_MS = 300;

/** Candidates tried before `winnable` gives up and deals an unproven deal (with a warning). */
export const WINNABLE_MAX_TRIES = 40;

/** What a winnable search ends with: the deal to put on the table, or why it stopped early. */
export type WinnableOutcome = { game: Klondike } | 'stopped' | 'rules-changed';

/** One element's searches, over a solver client of their own (so the game's hints never cancel them). */
export class DealSearch {
  readonly client: SolverClient;

  constructor(host: SolverHost) {
    this.client = new SolverClient(host);
  }

  /**
   * Tries random deals (`make()`) until one is proven winnable; after
   * {@link WINNABLE_MAX_TRIES} the last one, with a warning. `stopped()` and
   * `rulesChanged()` are asked after each try.
   */
  async winnable(make: () => Klondike, stopped: () => boolean, rulesChanged: () => boolean): Promise<WinnableOutcome> {
    let last: Klondike | null = null;
    for (let i = 0; i < WINNABLE_MAX_TRIES; i++) {
      const game = make();
      last = game;
      let solved = false;
      try {
        solved = (await this.client.solve(game, { timeLimitMs: WINNABLE_BUDGET_MS, winOnly: true })).result === 'solved';
      } catch {
        if (stopped()) return 'stopped';
      }
      if (stopped()) return 'stopped';
      if (rulesChanged()) return 'rules-changed';
      if (solved) return { game };
    }
    console.warn(`<klondike-solitaire>: no deal proven winnable in ${WINNABLE_MAX_TRIES} tries; dealing an unproven one.`);
    return { game: last! };
  }

  /** The deal number of the day `date` under the rules of `make` (rejects as `dailyDealAsync`, or when the solver cannot run). */
  async daily(date: string, make: (dealNumber: number) => Klondike): Promise<number> {
    const deal = await dailyDealAsync(date, async (n) => {
      const r = await this.client.solve(make(n), { maxStates: DAILY_STATE_BUDGET, timeLimitMs: Infinity, searchVersion: DAILY_SEARCH_VERSION });
      return r.result === 'solved';
    });
    return deal.dealNumber;
  }
}
