/**
 * What one search is asked to do: its {@link Mode} and its
 * {@link SearchOptions}, fixed when it is made (the portfolio derives them
 * from its `Schedule`; tests set them one rule at a time).
 * @module
 */
import type { SparseChecks } from './lost-check-rate.js';
import type { TransTable } from './transposition-table.js';

/** Search modes. */
export const Mode = {
  /**
   * Looks for a win with the dominance pruning and the folded key (see
   * docs/solver.md): complete, so its exhaustion proves 'unsolvable'.
   */
  Win: 0,
  /** Looks for a win with every move and the plain key: a slower reference (tests cross-check Win against it). */
  Full: 1,
  /** Looks for any progress (a foundation card more or a hidden card less), every move, no safe moves. */
  Progress: 2,
} as const;
/** One of {@link Mode}. */
export type Mode = (typeof Mode)[keyof typeof Mode];

/**
 * The rules and resources of one search, all optional. The rules change
 * how many states a search enters, never its verdict (each is proved
 * sound where it is implemented). Left out, a rule takes the default
 * named on it.
 */
export interface SearchOptions {
  /** log2 of the transposition table's slot cap (default `DEFAULT_TT_LOG2`). */
  readonly tableLog2?: number;
  /** An empty table to use instead of a new one (its own cap applies): a finished probe hands its table on. */
  readonly table?: TransTable;
  /**
   * Nonzero: the moves of every state are shuffled with this seed (a
   * deterministic order): the same complete search, visiting the tree in
   * another order (the portfolio's probes). Default 0: generated order.
   */
  readonly seed?: number;
  /**
   * Moves whose guide key (see `Position.guideKey`) is in this set are
   * tried first: the moves of a line already found, which a search under a
   * pass limit can often follow with the deck cards taken in another order
   * (see `guideOf` in short-line.ts). Default: none.
   */
  readonly guide?: ReadonlySet<number> | null;
  /**
   * Also check for dead positions after a pile moved without turning a
   * hidden card and, in draw 1 with unlimited passes, after a deck card was
   * played (`Schedule.moreDeadChecks`). Default true.
   */
  readonly moreDeadChecks?: boolean;
  /**
   * The kinds of dead check made only while they pay (see `CheckRate`): on
   * the states that must cover the deck card just put down (`cover`), after
   * a deck card onto a column (`deck`), after a deck card home (`home`),
   * after a pile moved (`pile`). Default: none, every check is made.
   */
  readonly sparseChecks?: SparseChecks;
  /**
   * Drop the tableau moves asleep after a deck or tableau move (see
   * `SleepSets`; `Schedule.sleepAfterDeck`). Default false.
   */
  readonly sleepAfterDeck?: boolean;
  /**
   * With {@link sleepAfterDeck}: deck moves sleep too (see
   * `SleepSets.deckCommutes`; `Schedule.deckAfterDeck`). Default false.
   */
  readonly deckAfterDeck?: boolean;
  /**
   * With the draw-3 pointer dominance, skip a state under an obligation once
   * the same cards were entered without one and with a pointer that reaches
   * at least as much (`Schedule.skipObligedDom`). Default false.
   */
  readonly skipObligedDom?: boolean;
  /**
   * The deeper dead-end tests of move generation (see `DeadEndMoves`;
   * `Schedule.deepDeadEnds`). Default true.
   */
  readonly deepDeadEnds?: boolean;
  /**
   * With take-back, send column tops that lie on a face-up card home once
   * their foundation is ready, in states without an obligation (see
   * `SafeMoves.homeBareTops`; `Schedule.homeBare`). Default false.
   */
  readonly homeBare?: boolean;
  /**
   * Generate the deck cards' moves first (home, then onto columns), the rest
   * as usual: the portfolio's deck-first search. Default false.
   */
  readonly deckFirst?: boolean;
  /**
   * States after which deck moves are generated farthest first instead of
   * nearest first (`Schedule.reverseDeckAt`). Default: never.
   */
  readonly reverseDeckAt?: number;
}
