/**
 * What move generation and the dead-end tests ask of the column tops (see
 * {@link ./move-generator.ts} and {@link ./dead-end-moves.ts}): which top a
 * card fits, and whether some pile could move onto a card.
 * @module
 */
import { CHILD, RANK, RED, SET_HI, SET_LO } from './card-tables.js';
import { STRIDE, type Position } from './position.js';

/** The column tops of one search's position, as move generation asks about them. */
export class ColumnTops {
  constructor(private readonly pos: Position) {}

  /** A new state: what was read of the columns is stale (the move generator calls it for each state). */
  forget(): void {
    this.basesRead = false;
  }

  // With `fold`, a card or pile goes onto at most one column top: the two
  // tops it fits on are twins, and the two results have the same key.

  /**
   * While move generation runs in Win mode: per card, the first column
   * whose top it fits on (-1: none; kings aside). The column tops do not
   * change while moves are generated, and with `fold` a card goes onto
   * the first column top it fits only (see `Position.fits`).
   */
  private readonly topFor = new Int8Array(52).fill(-1);
  private tops = false;

  /** Fills `topFor` from the column tops (once per generated state). */
  buildTops(): void {
    const pos = this.pos;
    for (let b = 6; b >= 0; b--) {
      const l = pos.len[b];
      if (l === 0) continue;
      const t = pos.cards[b * STRIDE + l - 1];
      if (RANK[t] === 1) continue;
      this.topFor[CHILD[t * 2]] = b;
      this.topFor[CHILD[t * 2 + 1]] = b;
    }
    this.tops = true;
  }

  /** Empties `topFor` again. */
  clearTops(): void {
    const pos = this.pos;
    for (let b = 0; b < 7; b++) {
      const l = pos.len[b];
      if (l === 0) continue;
      const t = pos.cards[b * STRIDE + l - 1];
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
  nextFit(c: number, from: number): number {
    const pos = this.pos;
    if (this.tops) return from === 0 ? this.topFor[c] : -1;
    for (let b = from; b < 7; b++) if (pos.len[b] > 0 && pos.fits(c, b)) return b;
    return -1;
  }

  /** Card x fits on some column top (a king: some column is empty). */
  fitsSomewhere(x: number): boolean {
    if (RANK[x] !== 13) return this.nextFit(x, 0) >= 0;
    for (let b = 0; b < 7; b++) if (this.pos.len[b] === 0) return true;
    return false;
  }

  /**
   * Some column holds a face-up card of rank `need` (c's rank − 1) and the
   * other colour that could move onto c with the cards on it: it lies on the
   * column's hidden cards, or the card under it could go home (the compound
   * move "move the pile over, the card it uncovers goes home").
   */
  pileFits(c: number, need: number): boolean {
    if (!this.basesRead) {
      this.basesRead = true;
      this.pileBases();
    }
    return (((RED[c] ? this.blackBases : this.redBases) >>> (need - 1)) & 1) === 1;
  }

  /** {@link pileBases} was read for the state whose moves are being generated (see {@link forget}). */
  private basesRead = false;
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
    const pos = this.pos;
    const on = pos.onParent;
    let w0 = pos.upDeck[0] & ~(on[0] | on[2]);
    let w1 = pos.upDeck[1] & ~(on[1] | on[3]);
    for (let s = 0; s < 4; s++) {
      const h = pos.found[s];
      if (h === 13) continue;
      const x = s * 13 + h;
      if (pos.code[x] === 0 || h === 0) continue;
      for (let i = 0; i < 2; i++) {
        const y = CHILD[x * 2 + i];
        if (pos.code[y] >= 2 && pos.below[y] === x) {
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
