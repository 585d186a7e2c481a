/**
 * The budget that defines the deal of the day, alone in a module with no
 * imports so that the element can read it without pulling the solver into
 * its first-paint code (the solver itself runs in the worker).
 * @module
 */

/** States the solver may explore per candidate deal: the budget that defines the daily deal. */
export const DAILY_STATE_BUDGET = 200_000;

/**
 * The named, frozen search that defines the deal of the day (pass it as
 * `SolveOptions.searchVersion`). Its budget schedule is a frozen copy (see
 * `DAILY_V1_SCHEDULE` in `portfolio.ts`), so tuning `solve()` cannot move a
 * day; the pinned dates and state counts of `test/solver/daily.test.ts`
 * catch any change of the core search that would.
 */
export const DAILY_SEARCH_VERSION = 'daily-v1';
