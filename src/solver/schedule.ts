/**
 * How a portfolio of searches (`portfolio.ts`) shares its budget: the
 * schedules of `solve()`, of `winOnly` searches and the frozen one of the
 * deal of the day.
 * @module
 */

/**
 * How a `Portfolio` shares its budget between its searches: turn
 * sizes and the thresholds that start its members. All counted in states,
 * never in time, so a budget of states gives the same answer in one go or in
 * slices of any size.
 */
export interface Schedule {
  /** States the main search runs per turn. */
  readonly mainTurn: number;
  /** States a probe runs per turn. */
  readonly probeTurn: number;
  /**
   * Main-search states after which a probe turn shrinks to `lateProbeTurn`:
   * most wins that the probes find, they find early; a search still running
   * after that is more often a proof, which needs every state of the main search.
   */
  readonly lateAt: number;
  /** States a probe runs per turn once the main search has run `lateAt`. */
  readonly lateProbeTurn: number;
  /** Budget of the first probe; each restart doubles it. */
  readonly firstProbe: number;
  /** Main-search states after which the relaxation starts (where it runs at all). */
  readonly relaxAt: number;
  /** States the relaxation runs per turn. */
  readonly relaxTurn: number;
  /** Main-search states after which the deck-first search starts. */
  readonly altAt: number;
  /** States the deck-first search runs per turn. */
  readonly altTurn: number;
  /** States after which the deck-first search stops (its wins come early or not at all). */
  readonly altMax: number;
  /**
   * Whether the deck-first search runs only where a waste pointer limits
   * what the stock shows (draw 3, a pass limit). In draw 1 with unlimited
   * passes every deck card is always within reach, and without it no
   * verdict changed on 3000 deals (seeds 11 – 13, 1 M states) but one more
   * proof came within that budget (see docs/benchmarks.md).
   */
  readonly altOnlyWithPointer?: boolean;
  /**
   * Whether a relaxation turn grows to as many states as the relaxation has
   * run so far (`relaxTurn` at least), so that its turns double. Most long
   * relaxations end in a proof, which needs every one of its states: the
   * main search's and the probes' turns in between are then only cost (on
   * the draw-3 relaxed proofs of about a million states, 11 – 12 % of the
   * states with turns of `relaxTurn`, 8 % with growing ones). A relaxation
   * that ends in a win says nothing; it takes no more states either way,
   * since it stops at the same state.
   */
  readonly relaxGrows?: boolean;
  /**
   * Whether the draw-1 relaxation makes the dead check on the states that
   * must cover the deck card just put down only while it pays
   * (`CheckRate`): on the relaxed proofs where under 1 in
   * 32 of those checks proves a loss (1 in 700 on one), the proof runs
   * 8 – 13 % faster; where 1 in 4 does, nothing changes. Left out (off) of
   * the frozen `'daily-v1'` (which has no relaxation anyway).
   */
  readonly relaxSparseCoverChecks?: boolean;
  /**
   * Whether the searches make the dead checks after a deck card onto a
   * column, a deck card home or a pile moved without turning a card only
   * while each kind pays (`CheckRate`): in one long draw-3 proof 1 in 50
   * of the checks after a deck card onto a column proves a loss, in
   * another 1 in 2. Left out (off) of the frozen `'daily-v1'`.
   */
  readonly sparseDeadChecks?: boolean;
  /** Whether the draw-1 relaxation runs (it can only prove a loss). */
  readonly relaxation: boolean;
  /**
   * Whether the searches also check for dead positions after a pile moved
   * and, in draw 1, after a deck card was played (`SearchOptions.moreDeadChecks`).
   * Left out (off) of the frozen `'daily-v1'`, whose states it would change.
   */
  readonly moreDeadChecks?: boolean;
  /**
   * Whether the searches skip a tableau move right after a deck move (or
   * another tableau move) when it was tried before that move and the two
   * commute (`SearchOptions.sleepAfterDeck`, a sleep set). Left out (off) of the
   * frozen `'daily-v1'`.
   */
  readonly sleepAfterDeck?: boolean;
  /**
   * Main-search states after which, in draw 3 with unlimited passes, the
   * main search generates deck moves farthest first (`SearchOptions.reverseDeckAt`;
   * left out: never). The order changes no verdict (the moves are the same).
   * On 7 hard draw-3 deals of seed 13 the main search alone entered 16 %
   * fewer states in that order (from its first state); from 20 000 states
   * on, the unseen seeds 1, 11, 12, 13, 21 (1000 deals each, 1 M states)
   * lost no deal and decided two more, while from the first state quick
   * wins of the nearest-first order were lost.
   */
  readonly reverseDeckAt?: number;
  /**
   * Whether, with the draw-3 pointer dominance, a state under an
   * obligation is skipped once the same cards were entered without one,
   * with a pointer that reaches at least as much (`SearchOptions.skipObligedDom`).
   * Left out (off) of the frozen `'daily-v1'`.
   */
  readonly skipObligedDom?: boolean;
  /**
   * Whether deck moves sleep too (`SearchOptions.deckAfterDeck`; needs
   * `sleepAfterDeck`): in draw 3 with unlimited passes, a deck move right
   * after another deck move when it was tried before that move and the
   * order tried first reaches the same cards with a waste pointer that
   * reaches at least as much; with a waste pointer (draw 3, a pass limit),
   * a deck card put on a column right after a tableau move it commutes
   * with and was tried before. Left out (off) of the frozen `'daily-v1'`.
   */
  readonly deckAfterDeck?: boolean;
  /**
   * Whether move generation uses the deeper dead-end tests (draw 1 with
   * unlimited passes, and the relaxation: `SearchOptions.deepDeadEnds`): a deck
   * card home, a take-back or a deck card put down whose obligation only
   * dead ends could meet is not generated. Left out (off) of the frozen
   * `'daily-v1'`.
   */
  readonly deepDeadEnds?: boolean;
  /**
   * Whether, with take-back, the searches send home every column top that
   * lies on a face-up card once its foundation is ready, in states without
   * an obligation (`SearchOptions.homeBare`): going home and the take-back onto the
   * same card undo each other, so the two positions are equally winnable
   * and one of them is enough. Left out (off) of the frozen `'daily-v1'`.
   */
  readonly homeBare?: boolean;
}

/** The schedule of `solve()`: free to change when the solver is tuned. */
export const SCHEDULE: Schedule = Object.freeze({
  mainTurn: 8192,
  probeTurn: 4096,
  lateAt: 200_000,
  lateProbeTurn: 1024,
  firstProbe: 16_384,
  relaxAt: 20_000,
  relaxTurn: 131_072,
  relaxGrows: true,
  altAt: 200_000,
  altTurn: 8192,
  altMax: 32_768,
  altOnlyWithPointer: true,
  relaxation: true,
  moreDeadChecks: true,
  sleepAfterDeck: true,
  reverseDeckAt: 20_000,
  skipObligedDom: true,
  deckAfterDeck: true,
  deepDeadEnds: true,
  homeBare: true,
  relaxSparseCoverChecks: true,
  sparseDeadChecks: true,
});

/** {@link SCHEDULE} without the relaxation (`SolveOptions.winOnly`). */
export const WIN_ONLY_SCHEDULE: Schedule = Object.freeze({ ...SCHEDULE, relaxation: false });

/**
 * The schedule of the daily search `'daily-v1'` (see `solver/daily.ts`):
 * **frozen**. The deal of the day is the first deal that this search wins
 * within its budget, so a change here would move days that players have
 * shared. Tune {@link SCHEDULE} instead; never edit these figures.
 */
export const DAILY_V1_SCHEDULE: Schedule = Object.freeze({
  mainTurn: 8192,
  probeTurn: 4096,
  lateAt: 200_000,
  lateProbeTurn: 1024,
  firstProbe: 16_384,
  relaxAt: 20_000,
  relaxTurn: 65_536,
  altAt: 200_000,
  altTurn: 8192,
  altMax: 32_768,
  relaxation: false,
});
