/**
 * What the dead-end tests and move generation ask of the column tops (see
 * {@link ./dead-end.ts} and {@link ./moves.ts}): which top a card fits, the
 * pile bases that could move onto a card, a foundation card safe once
 * taken back, and the deck cards within reach (filled by `Prune.reachable`).
 * @module
 */
import { SET_HI, SET_LO } from './dead.js';
import { newReach } from './deck.js';
import { CHILD, RANK, RED, STRIDE, SUIT } from './keys.js';
import { Play } from './play.js';

/** A position with the column-top tests of move generation. */
export class Fit extends Play {
  /** Scratch for the deck cards within reach (filled by `Prune.reachable`). */
  protected readonly reach = newReach();
  /** How many the reach scratch holds, and for which {@link generation} it was filled. */
  protected reachN = 0;
  protected reachAt = -1;

  // With `fold`, a card or pile goes onto at most one column top: the two
  // tops it fits on are twins, and the two results have the same key.

  /** True when card c fits on the top of column col (a king on an empty column). */
  protected fits(c: number, col: number): boolean {
    const l = this.len[col];
    if (l === 0) return RANK[c] === 13;
    const t = this.cards[col * STRIDE + l - 1];
    return RANK[t] === RANK[c] + 1 && RED[t] !== RED[c];
  }

  /**
   * Foundation top c would be safe (see isSafe) once taken back: it would go
   * straight home again by itself. (isSafe(c) itself is false for a card on
   * its foundation, which is not the next one of its suit.)
   */
  protected safeOffFoundation(c: number): boolean {
    const s = SUIT[c];
    this.found[s]--;
    const safe = this.isSafe(c);
    this.found[s]++;
    return safe;
  }

  /**
   * While move generation runs in Win mode: per card, the first column
   * whose top it fits on (-1: none; kings aside). The column tops do not
   * change while moves are generated, and with `fold` a card goes onto
   * the first column top it fits only (see {@link fits}).
   */
  private readonly topFor = new Int8Array(52).fill(-1);
  private tops = false;

  /** Fills `topFor` from the column tops (once per generated state). */
  protected buildTops(): void {
    for (let b = 6; b >= 0; b--) {
      const l = this.len[b];
      if (l === 0) continue;
      const t = this.cards[b * STRIDE + l - 1];
      if (RANK[t] === 1) continue;
      this.topFor[CHILD[t * 2]] = b;
      this.topFor[CHILD[t * 2 + 1]] = b;
    }
    this.tops = true;
  }

  /** Empties `topFor` again. */
  protected clearTops(): void {
    for (let b = 0; b < 7; b++) {
      const l = this.len[b];
      if (l === 0) continue;
      const t = this.cards[b * STRIDE + l - 1];
      if (RANK[t] === 1) continue;
      this.topFor[CHILD[t * 2]] = -1;
      this.topFor[CHILD[t * 2 + 1]] = -1;
    }
    this.tops = false;
  }

  /**
   * The first column from `from` on whose top card c (not a king) fits, or
   * -1. While the tops are listed (with `fold`) only from 0 is asked: a
   * card then goes onto one column top only.
   */
  protected nextFit(c: number, from: number): number {
    if (this.tops) return from === 0 ? this.topFor[c] : -1;
    for (let b = from; b < 7; b++) if (this.len[b] > 0 && this.fits(c, b)) return b;
    return -1;
  }

  /** Card x fits on some column top (a king: some column is empty). */
  protected fitsSomewhere(x: number): boolean {
    if (RANK[x] !== 13) return this.nextFit(x, 0) >= 0;
    for (let b = 0; b < 7; b++) if (this.len[b] === 0) return true;
    return false;
  }

  /**
   * Some column holds a face-up card of rank `need` (c's rank − 1) and the
   * other colour that could move onto c with the cards on it: it lies on the
   * column's hidden cards, or the card under it could go home (the compound
   * move "move the pile over, the card it uncovers goes home").
   */
  protected pileFits(c: number, need: number): boolean {
    if (this.fitsAt !== this.generation) {
      this.fitsAt = this.generation;
      this.pileBases();
    }
    return (((RED[c] ? this.blackBases : this.redBases) >>> (need - 1)) & 1) === 1;
  }

  /** Bumped for each state whose moves are generated: {@link pileFits} asks the columns once per state. */
  protected generation = 0;
  private fitsAt = -1;
  /** The ranks (bit rank − 1) of the red and of the black cards that {@link pileBases} found. */
  private redBases = 0;
  private blackBases = 0;

  /**
   * The face-up cards that could move with the cards on them (the base of
   * a column's face-up run, or a card on one that could go home), as the
   * ranks of the red and of the black ones: what {@link pileFits} looks
   * for, for every c at once. Read from the card sets the moves keep
   * (`upDeck`, `onParent`, `below`): the bases are the face-up cards on no
   * parent, and a card on one that could go home lies on the next card of
   * a suit, face up.
   */
  private pileBases(): void {
    const on = this.onParent;
    let w0 = this.upDeck[0] & ~(on[0] | on[2]);
    let w1 = this.upDeck[1] & ~(on[1] | on[3]);
    for (let s = 0; s < 4; s++) {
      const h = this.found[s];
      if (h === 13) continue;
      const x = s * 13 + h;
      if (this.code[x] === 0 || h === 0) continue;
      for (let i = 0; i < 2; i++) {
        const y = CHILD[x * 2 + i];
        if (this.code[y] >= 2 && this.below[y] === x) {
          w0 |= SET_LO[y];
          w1 |= SET_HI[y];
        }
      }
    }
    // Word 0: spades | hearts << 16; word 1: diamonds | clubs << 16.
    this.redBases = (w0 >>> 16) | (w1 & 0x1fff);
    this.blackBases = (w0 & 0x1fff) | (w1 >>> 16);
  }

}
