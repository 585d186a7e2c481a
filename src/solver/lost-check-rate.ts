/**
 * How often a search makes the static proof that a state is lost (see
 * ./lost-position.ts), per kind of state (see `Search`: on states that must
 * cover a deck card, after a deck card onto a column, after a deck card
 * home, after a pile moved without turning a card): counted, and made only
 * while it pays where the search asks for it.
 * @module
 */

/** Checks made before their rate decides. */
const TRIAL = 4096;
/** The checks go on while at least 1 in this many proves a loss. */
const RATE = 32;

/**
 * Whether a search makes its next dead check of one kind. How often a
 * kind proves a loss varies from one search to another far more than
 * between kinds: on the states that must cover a deck card, 1 in 700 in
 * one long proof and 1 in 4 in another; after a deck card onto a column
 * (draw 3), 1 in 50 in one and 1 in 2 in another. A check costs about
 * as much as a state. With `sparse`: always for the first 4096, then
 * while at least 1 in 32 proves a loss, else on one such state in 16
 * (which keeps the rate up to date). Counted in states, so a search gives
 * the same answer in one go or in slices; leaving a check out never loses
 * a win.
 */
export class CheckRate {
  /** Checks made. */
  made = 0;
  private losses = 0;
  private passed = 0;

  /** `sparse`: the checks are made only while they pay (else all of them). */
  constructor(private readonly sparse: boolean) {}

  /** Whether the state at hand is to be checked. */
  due(): boolean {
    return !this.sparse || this.made < TRIAL || this.losses * RATE >= this.made || (++this.passed & 15) === 0;
  }

  /** Counts a check that answered `lost`; returns `lost`. */
  noted(lost: boolean): boolean {
    this.made++;
    if (lost) this.losses++;
    return lost;
  }
}

/** The kinds of dead check of {@link LostChecks} made only while they pay (the others: always). */
export interface SparseChecks {
  readonly cover?: boolean;
  readonly deck?: boolean;
  readonly home?: boolean;
  readonly pile?: boolean;
}

/**
 * A search's dead checks by kind: on the states that must cover the deck
 * card just put down (draw 1 with unlimited passes), after a deck card
 * onto a column, after a deck card home, and after a pile moved without
 * turning a card. Those after a hidden card was turned are always made.
 */
export class LostChecks {
  readonly cover: CheckRate;
  readonly deck: CheckRate;
  readonly home: CheckRate;
  readonly pile: CheckRate;

  /** `sparse`: the kinds whose checks are made only while they pay (see {@link CheckRate}). */
  constructor(sparse: SparseChecks = {}) {
    this.cover = new CheckRate(sparse.cover === true);
    this.deck = new CheckRate(sparse.deck === true);
    this.home = new CheckRate(sparse.home === true);
    this.pile = new CheckRate(sparse.pile === true);
  }
}
