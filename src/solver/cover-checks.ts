/**
 * The dead checks on the states that must cover the deck card just put
 * down (draw 1 with unlimited passes; see `Search`), counted, and made
 * only while they pay where the search asks for it.
 * @module
 */

/** Checks made before their rate decides. */
const TRIAL = 4096;
/** The checks go on while at least 1 in this many proves a loss. */
const RATE = 32;

/**
 * Whether a search makes its next dead check on a state that must cover a
 * deck card. In some long proofs under 1 in 50 of those checks proves a
 * loss, and each one costs about as much as a state; in others 1 in 4 does
 * and cuts every cover at once. With {@link sparse}: always for the first
 * 4096, then while at least 1 in 32 proves a loss, else on one such state
 * in 16 (which keeps the rate up to date). Counted in states, so a search
 * gives the same answer in one go or in slices; leaving a check out never
 * loses a win.
 */
export class CoverChecks {
  /** Whether the checks are made only while they pay (else all of them). */
  sparse = false;
  /** Checks made. */
  made = 0;
  private losses = 0;
  private passed = 0;

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
