/**
 * The budget that defines the deal of the day, alone in a module with no
 * imports so that the element can read it without pulling the solver into
 * its first-paint code (the solver itself runs in the worker).
 * @module
 */

/** States the solver may explore per candidate deal: the budget that defines the daily deal. */
export const DAILY_STATE_BUDGET = 200_000;
