/**
 * Tableau moves asleep after deck moves: a move generator that drops, in a
 * state just reached by a deck move, the tableau moves that were already
 * tried before that deck move and commute with it (a sleep set, as in
 * partial-order reduction, kept along chains of deck moves). The search
 * ({@link ./search.ts}) keeps the frames; this layer keeps, per frame, which
 * moves were followed by no safe move and which runs are asleep.
 *
 * Why: in a long draw-3 search most states entered are states already seen,
 * reached again by the same moves in another order; the commonest such
 * order is a run or a card home, then a deck card, then the same run or
 * card home again (the main order tries tableau moves first). Such a
 * revisit costs a state of the budget each time. See docs/solver.md,
 * "Tableau moves after a deck move".
 * @module
 */
import { K_COLF, K_DECKC, K_DECKF, K_RUN, STRIDE, type RawPosition, type Mode } from './keys.js';
import { MoveGen } from './moves.js';
import { giveInt32, growInt32, takeInt32 } from './spare.js';

/** A move generator with the sleep sets of {@link SleepGen.sleepMoves}. */
export class SleepGen extends MoveGen {
  /**
   * Drop the tableau moves asleep after a deck move (see
   * {@link SleepGen.sleepMoves}). Off by default; the portfolio turns it on
   * from its schedule (`Schedule.sleepAfterDeck`; not in `'daily-v1'`).
   */
  sleepAfterDeck = false;
  /** Per frame, bit i: its move i (i < 31) was followed by no safe move. */
  protected fClean = takeInt32(this.cap);
  /** Per frame: where its runs asleep start in `slp`, and how many. */
  private fSlp = takeInt32(this.cap);
  private fSlpN = takeInt32(this.cap);
  private slp = takeInt32(1 << 10);
  private slpTop = 0;

  constructor(p: RawPosition, mode: Mode) {
    super(p, mode);
  }

  /** A new frame d: nothing tried yet, nothing asleep. */
  protected sleepFrame(d: number): void {
    this.fClean[d] = 0;
    this.fSlp[d] = this.slpTop;
    this.fSlpN[d] = 0;
  }

  /** Frame d is left: its runs asleep are dropped. */
  protected sleepLeave(d: number): void {
    this.slpTop = this.fSlp[d];
  }

  /** The frame arrays of this layer, grown to `cap` (the search grows its own with them). */
  protected growSleep(cap: number): void {
    this.fClean = growInt32(this.fClean, cap);
    this.fSlp = growInt32(this.fSlp, cap);
    this.fSlpN = growInt32(this.fSlpN, cap);
  }

  /** Gives this layer's arrays back (see ./spare.ts). */
  protected releaseSleep(): void {
    for (const a of [this.fClean, this.fSlp, this.fSlpN, this.slp]) giveInt32(a);
    this.fClean = this.fSlp = this.fSlpN = this.slp = new Int32Array(0);
    this.slpTop = 0;
  }

  /**
   * Drops from the moves just generated (from `start` to the top of the move
   * stack) for frame d the tableau moves that commute with the deck move that
   * led here and were already tried, before it, in the parent state: the
   * `tried` moves from `pStart` on the move stack, of the parent frame p
   * (which had no obligation). Called on a new state without an obligation,
   * reached with no safe move after the deck move.
   *
   * Why it loses no win. Let Y be the parent state, m2 the deck move (Y·m2
   * is this state X) and m1 a move tried at Y before m2: a column top home
   * (K_COLF), or a whole run that turns a hidden card (K_RUN, not the
   * compound one; it empties no column), with no safe move after it
   * either. m1 touches its columns and (K_COLF) one foundation, m2 the deck
   * and its target column (or the foundation of its card, never the suit
   * of m1's card: both would be next on it); with m2's column not one of
   * m1's, the two commute on the cards, and the safe moves after both are
   * the same (they are the closure of the same position). Neither leaves
   * an obligation. At Y·m1 the deck and the pointer are as at Y, so m2 is
   * generated there, or a move to an equal key: its card onto the twin of
   * m2's column (the fold, see `Position.keyCode`), a king into another
   * empty column, or, when m1 (a card home) made the card safe, the card
   * home from the deck, where safe moves take it after m1 at X too. Y·m1
   * was entered: searched (with the same key, maybe a pointer that reaches
   * more; the move from there leaves the pointer where m2 leaves it), or
   * proved lost (then so is X·m1), or seen before, searched then.
   *
   * Kept along deck moves: a run asleep at X whose move at X would be
   * followed by no safe move (the card it turns is not safe: the rest of X
   * is not) stays asleep after the next deck move m3 if it commutes with
   * m3: X·m1 is covered as above by a searched state, where m3 is
   * generated too and leads to X·m3·m1's key. Deck moves are never
   * dropped, so each such step rests on states entered, not on another
   * drop: every state the search would enter without this rule is still
   * entered, or one with its key and a pointer that reaches as much.
   */
  protected sleepMoves(p: number, d: number, pStart: number, tried: number, start: number): void {
    const mv = this.mv;
    const m2 = mv[pStart + tried];
    const k2 = m2 & 7;
    if (k2 !== K_DECKF && k2 !== K_DECKC) return;
    const tb = k2 === K_DECKC ? (m2 >> 9) & 63 : -1;
    // Asleep here: the moves tried before m2 at the parent, then the runs asleep there, that commute with m2.
    const base = this.slpTop;
    let top = base;
    const clean = this.fClean[p];
    const n = Math.min(tried, 31);
    for (let i = 0; i < n; i++) {
      if ((clean >> i) & 1 && this.commutes(mv[pStart + i], tb)) top = this.pushSleep(top, mv[pStart + i]);
    }
    for (let i = this.fSlp[p], e = i + this.fSlpN[p]; i < e; i++) {
      if (this.commutes(this.slp[i], tb)) top = this.pushSleep(top, this.slp[i]);
    }
    if (top === base) return;
    const slp = this.slp;
    let w = start;
    for (let r = start; r < this.mvTop; r++) {
      const m = mv[r];
      let i = base;
      while (i < top && slp[i] !== m) i++;
      if (i === top) mv[w++] = m;
    }
    this.mvTop = w;
    // Passed on to the children: the runs whose move here would be followed by no safe move.
    let k = base;
    for (let i = base; i < top; i++) {
      const m = slp[i];
      if ((m & 7) !== K_RUN) continue;
      const a1 = (m >> 3) & 63;
      if (!this.isSafe(this.cards[a1 * STRIDE + this.down[a1] - 1])) slp[k++] = m;
    }
    this.fSlpN[d] = k - base;
    this.slpTop = k;
  }

  /**
   * Move m (tried at an ancestor) commutes with a deck move whose target
   * column is `tb` (-1: home): a column top home, or a whole run that turns a
   * hidden card (not the compound move), off column `tb`.
   */
  private commutes(m: number, tb: number): boolean {
    const kind = m & 7;
    if (kind === K_COLF) return ((m >> 3) & 63) !== tb;
    if (kind !== K_RUN || (m >> 23) & 1) return false;
    const a1 = (m >> 3) & 63;
    return a1 !== tb && ((m >> 9) & 63) !== tb && this.down[a1] > 0;
  }

  /** Appends m to the sleep stack at `top`; returns the new top. */
  private pushSleep(top: number, m: number): number {
    if (top === this.slp.length) this.slp = growInt32(this.slp, this.slp.length * 2);
    this.slp[top] = m;
    return top + 1;
  }
}
