/**
 * Tableau moves asleep: a move generator that drops, in a state just
 * reached by a deck move or a tableau move, the tableau moves that were
 * already tried before that move and commute with it (a sleep set, as in
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
import { K_COLF, K_DECKC, K_DECKF, K_RUN, STRIDE, SUIT, type RawPosition, type Mode } from './keys.js';
import { MoveGen } from './moves.js';
import { giveInt32, growInt32, takeInt32 } from './spare.js';

/** A move generator with the sleep sets of {@link SleepGen.sleepMoves}. */
export class SleepGen extends MoveGen {
  /**
   * Drop the tableau moves asleep after a deck or tableau move (see
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
   * stack) for frame d the tableau moves that commute with the move m2 that
   * led here and were already tried, before it, in the parent state: the
   * `tried` moves from `pStart` on the move stack, of the parent frame p
   * (which had no obligation). Called on a new state without an obligation,
   * reached with no safe move after m2. m2 is a deck move, a column top
   * home, or a whole run that turns a hidden card (not the compound move).
   *
   * Why it loses no win. Let Y be the parent state (Y·m2 is this state X)
   * and m1 a move tried at Y before m2: a column top home (K_COLF), or a
   * whole run that turns a hidden card (K_RUN, not the compound one; it
   * empties no column), with no safe move after it either. m1 touches its
   * columns and (K_COLF) one foundation, m2 likewise, or the deck and its
   * target column (or the foundation of its card); two cards going home
   * are never of one suit (both would be next on it). With no column in
   * common, the two commute on the cards, and the safe moves after both
   * are the same (they are the closure of the same position). Neither
   * leaves an obligation (m2 empties no column: X would have one). At Y·m1,
   * m2 is generated, or a move to an equal key: its card or pile onto the
   * twin of its column top (the fold, see `Position.keyCode`; the twin m1
   * bared), a king into another empty column, or, when m1 (a card home)
   * made a deck card safe, that card home from the deck, where safe moves
   * take it after m1 at X too. (The deck and the pointer are as at Y.) And
   * Y·m1 was entered before X: searched (with the same key, maybe a
   * pointer that reaches more; a deck move from there leaves the pointer
   * where m2 leaves it), or proved lost (then so is X·m1), or seen, that
   * is searched before. Induction on the order in which states are first
   * searched: every move generated in a state searched before X leads to
   * a key that is entered, so m2 from Y·m1's key does, and that is X·m1's.
   *
   * Kept along deck moves: a run asleep at X whose move at X would be
   * followed by no safe move (the card it turns is not safe: the rest of X
   * is not) stays asleep after the next deck move m3 if it commutes with
   * m3: X·m1's key is entered as above, a searched state with it generates
   * m3 too, to X·m3·m1's key, and deck moves are never dropped. So every
   * state the search would enter without this rule is still entered, or
   * one with its key and a pointer that reaches as much.
   */
  protected sleepMoves(p: number, d: number, pStart: number, tried: number, start: number): void {
    const mv = this.mv;
    const m2 = mv[pStart + tried];
    const k2 = m2 & 7;
    // The columns m2 touches (-1: none).
    let ta = -1;
    let tb = -1;
    if (k2 === K_DECKC) tb = (m2 >> 9) & 63;
    else if (k2 === K_COLF) ta = (m2 >> 3) & 63;
    else if (k2 === K_RUN && !((m2 >> 23) & 1)) {
      ta = (m2 >> 3) & 63;
      tb = (m2 >> 9) & 63;
    } else if (k2 !== K_DECKF) return;
    // Asleep here: the moves tried before m2 at the parent, then the runs asleep there, that commute with m2.
    const base = this.slpTop;
    let top = base;
    const clean = this.fClean[p];
    const n = Math.min(tried, 31);
    for (let i = 0; i < n; i++) {
      if ((clean >> i) & 1 && this.commutes(mv[pStart + i], ta, tb)) top = this.pushSleep(top, mv[pStart + i]);
    }
    // (Only along deck moves, never dropped: see above.)
    if (k2 === K_DECKC || k2 === K_DECKF) {
      for (let i = this.fSlp[p], e = i + this.fSlpN[p]; i < e; i++) {
        if (this.commutes(this.slp[i], ta, tb)) top = this.pushSleep(top, this.slp[i]);
      }
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
      const a1 = (m >> 3) & 63;
      if ((m & 7) === K_RUN ? !this.isSafe(this.cards[a1 * STRIDE + this.down[a1] - 1]) : this.closedAfterHome(a1)) slp[k++] = m;
    }
    this.fSlpN[d] = k - base;
    this.slpTop = k;
  }

  /**
   * Move m (tried at an ancestor) commutes with a deck move whose target
   * column is `tb` (-1: home): a column top home, or a whole run that turns a
   * hidden card (not the compound move), off column `tb`.
   */
  private commutes(m: number, ta: number, tb: number): boolean {
    const kind = m & 7;
    const a1 = (m >> 3) & 63;
    if (kind === K_COLF) return a1 !== ta && a1 !== tb;
    if (kind !== K_RUN || (m >> 23) & 1) return false;
    const b1 = (m >> 9) & 63;
    return a1 !== ta && a1 !== tb && b1 !== ta && b1 !== tb && this.down[a1] > 0;
  }

  /**
   * Column a's top going home here would be followed by no safe move: not
   * by the card under it, another column top or (draw 1) the waste top,
   * with its foundation one higher. (Where safe moves also take deck cards
   * from anywhere, draw 1 with unlimited passes, a deck move leaves an
   * obligation, so nothing asleep is passed on there.)
   */
  private closedAfterHome(a: number): boolean {
    const l = this.len[a];
    const x = this.cards[a * STRIDE + l - 1];
    const s = SUIT[x];
    this.found[s]++;
    let closed = l < 2 || !this.isSafe(this.cards[a * STRIDE + l - 2]);
    for (let b = 0; b < 7 && closed; b++) {
      const lb = this.len[b];
      if (b !== a && lb > 0 && this.isSafe(this.cards[b * STRIDE + lb - 1])) closed = false;
    }
    // Draw 1 plays the waste top home too (see Play.autoPlay).
    if (this.draw === 1 && this.wtop >= 0 && this.isSafe(this.deckCard[this.wtop])) closed = false;
    this.found[s]--;
    return closed;
  }

  /** Appends m to the sleep stack at `top`; returns the new top. */
  private pushSleep(top: number, m: number): number {
    if (top === this.slp.length) this.slp = growInt32(this.slp, this.slp.length * 2);
    this.slp[top] = m;
    return top + 1;
  }
}
