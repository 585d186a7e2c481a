/**
 * The tests that move generation prunes with (see {@link ./moves.ts}): moves
 * whose state would have no move left, and moves that no win needs.
 * @module
 */
import { reachable } from './deck.js';
import { DeadEnd } from './dead-end.js';
import { RANK, STRIDE } from './keys.js';

export { mayPrepare } from './dead-end.js';

/** A position with the pruning tests of move generation. */
export class Prune extends DeadEnd {
  /** Fills the reach scratch with the deck cards reachable now; returns how many. */
  protected reachable(): number {
    this.reachN = reachable(this.next, this.head, this.ptrPos(), this.deckCount, this.draw, this.recycles + 1 < this.passes, this.reach);
    this.reachAt = this.generation;
    return this.reachN;
  }

  /**
   * Win mode: a king can move into a column emptied now (a king-based pile
   * on hidden cards, a king within reach in the deck, or a king taken
   * back, as move generation would generate them; emptying a column by
   * moving its pile changes none of these). Only then is a column emptied.
   * `n`: how many deck cards {@link reachable} has just listed.
   *
   * Why that loses no win: an empty column serves only a king. In a win
   * that empties column A (its whole pile onto a card p) and puts a king
   * there later, or never, leave the pile on A until just before that king
   * (or for good): a card put on the pile or taken off it is put on or
   * taken off A; a move that carried the pile along with p moves p's part
   * alone (same base, same column: generated alike); a move that put p
   * home from under the pile puts it home bare. p stays bare meanwhile
   * (only the pile fits on it) and never becomes safe (the pile's base,
   * which fits on it, is not home), so just before the king the pile moves
   * onto p, and this test holds there. (Safe moves may come earlier this
   * way, which never loses a win; if the pile's last card goes home from
   * A, A empties by itself.) The previous test asked only that a king
   * could use the column some day (in the deck, on a foundation, on
   * hidden cards).
   */
  protected kingNow(n: number): boolean {
    const S = STRIDE;
    for (let a = 0; a < 7; a++) {
      const dn = this.down[a];
      if (dn > 0 && this.len[a] > dn && RANK[this.cards[a * S + dn]] === 13) return true;
    }
    let deck = false;
    for (let s = 0; s < 4; s++) {
      const k = s * 13 + 12;
      if (this.takeback && this.found[s] === 13 && !this.safeOffFoundation(k)) return true;
      if (this.inDeck[k]) deck = true;
    }
    if (!deck) return false;
    // n: the deck cards within reach, in the reach scratch (see reachable).
    for (let i = 0; i < n; i++) {
      const j = this.reach.idx[i];
      const c = this.deckCard[j];
      if (RANK[c] === 13 && !this.isSafe(c) && !(!this.usePtr && this.coverDeadEnd(j, c))) return true;
    }
    return false;
  }

  /** Some card next on its foundation lies face up in the tableau, under another card. */
  protected homeUnderPile(): boolean {
    for (let s = 0; s < 4; s++) {
      const h = this.found[s];
      if (h === 13 || this.code[s * 13 + h] === 0) continue;
      let top = false;
      for (let b = 0; b < 7 && !top; b++) top = this.len[b] > 0 && this.cards[b * STRIDE + this.len[b] - 1] === s * 13 + h;
      if (!top) return true;
    }
    return false;
  }
}
