/**
 * A Klondike position in typed arrays, with the state key kept up to date
 * incrementally, safe foundation moves, and moves applied and undone in
 * place.
 *
 * - Columns: every card of a column, hidden then face up, bottom to top, in
 *   one `Int8Array` (stride {@link STRIDE}); `len` and `down` per column.
 * - The deck (stock and waste, see {@link ./deck.ts}) as a linked list; the
 *   waste top as a pointer into it.
 * - Foundations: one height per suit.
 * - `code[c]`: the attachment of each face-up card, the key's main part (see
 *   {@link ./keys.ts}).
 *
 * Playing moves on it is {@link ./play.ts}.
 * @module
 */
import {
  SUIT,
  STRIDE,
  ZC_HI,
  ZC_LO,
  ZD_HI,
  ZD_LO,
  ZH_HI,
  ZH_LO,
  ZP_HI,
  ZP_LO,
  ZR_HI,
  ZR_LO,
  RANK,
  PARENT,
  CHILD,
  type RawPosition,
} from './keys.js';
import { SET_HI, SET_LO } from './dead.js';
import { takeInt32 } from './spare.js';
import { deckList } from './deck.js';

/** The position and its primitive changes; the search layers build on it. */
export class Position {
  // Position.
  readonly cards = new Int8Array(7 * STRIDE);
  readonly len = new Int8Array(7);
  readonly down = new Int8Array(7);
  readonly found = new Int8Array(4);
  readonly code = new Uint8Array(52);
  /**
   * Per tableau card, the card it lies on (-1: the bottom of its column);
   * stale for the other cards. Kept for the dead-position check (see
   * `Search.lostNow`), which would otherwise rebuild it from the columns
   * on every call.
   */
  readonly below = new Int8Array(52).fill(-1);
  /**
   * The face-up tableau cards that lie on their first parent (code 2) and
   * on their second (code 3), as the dead check's card sets (two words
   * each, see `lostCore`), kept with `code`.
   */
  readonly onParent = new Int32Array(4);
  /** The face-up tableau cards (words 0, 1: nonzero `code`) and the deck cards (2, 3) as the dead check's card sets. */
  readonly upDeck = new Int32Array(4);
  readonly deckCard: Int8Array;
  /** Deck index of each deck card (-1: not dealt to the deck). */
  readonly deckIndex = new Int8Array(52).fill(-1);
  readonly inDeck = new Uint8Array(52);
  readonly next: Int16Array;
  readonly prev: Int16Array;
  readonly head: number;
  wtop: number;
  deckCount: number;
  recycles: number;
  readonly draw: number;
  readonly passes: number;
  readonly takeback: boolean;
  protected readonly usePtr: boolean;
  /**
   * Unlimited passes with the pointer in play (draw 3), Win mode: the pointer
   * is left out of the key; the table compares pointers by dominance
   * instead (see {@link ptrPos}).
   */
  protected readonly domPtr: boolean;
  /** Safe moves also play deck cards home from anywhere in the deck (draw 1, unlimited passes, Win mode). */
  protected readonly autoDeck: boolean;
  protected readonly usePass: boolean;
  /** Twin parents folded in the key (see {@link keyCode}). */
  readonly fold: boolean;
  /** The code each card contributes to the key now (`code`, or 2 when folded). */
  protected readonly kc = new Uint8Array(52);
  keyLo = 0;
  keyHi = 0;
  foundSum = 0;
  hiddenSum = 0;
  protected readonly startFound: number;
  protected readonly startHidden: number;

  // Undo information of the move played from each frame of the DFS.
  protected cap = 256;
  protected fU1 = takeInt32(this.cap);
  protected fU2 = takeInt32(this.cap);
  protected fU3 = takeInt32(this.cap);
  protected autoLog = takeInt32(1 << 12);
  protected autoTop = 0;

  constructor(p: RawPosition, fold = false) {
    this.fold = fold;
    this.draw = p.draw;
    this.passes = p.passes;
    this.takeback = p.takeback;
    this.usePtr = !(p.draw === 1 && p.passes === Infinity);
    this.usePass = p.passes !== Infinity;
    this.domPtr = fold && !this.usePass && this.usePtr;
    this.autoDeck = fold && !this.usePtr;
    const n = p.deck.length;
    this.deckCard = Int8Array.from(p.deck);
    for (let j = 0; j < p.deck.length; j++) this.deckIndex[p.deck[j]] = j;
    ({ next: this.next, prev: this.prev } = deckList(n));
    this.head = n;
    this.deckCount = n;
    this.wtop = p.wasteCount > 0 ? p.wasteCount - 1 : -1;
    this.recycles = p.recycles;
    for (const c of p.deck) this.inDeck[c] = 1;
    for (let s = 0; s < 4; s++) this.found[s] = p.found[s];
    for (let col = 0; col < 7; col++) {
      const cs = p.cols[col];
      if (cs.length > STRIDE) throw new RangeError('column too long');
      for (let i = 0; i < cs.length; i++) this.cards[col * STRIDE + i] = cs[i];
      this.len[col] = cs.length;
      this.down[col] = p.down[col];
      for (let i = p.down[col]; i < cs.length; i++) this.code[cs[i]] = i === p.down[col] ? 1 : 2 + (SUIT[cs[i - 1]] >> 1);
      for (let i = 1; i < cs.length; i++) this.below[cs[i]] = cs[i - 1];
    }
    for (let c = 0; c < 52; c++) {
      const v = this.code[c];
      if (v !== 0) {
        this.upDeck[0] |= SET_LO[c];
        this.upDeck[1] |= SET_HI[c];
      }
      if (this.inDeck[c]) {
        this.upDeck[2] |= SET_LO[c];
        this.upDeck[3] |= SET_HI[c];
      }
      if (v < 2) continue;
      this.onParent[(v - 2) * 2] |= SET_LO[c];
      this.onParent[(v - 2) * 2 + 1] |= SET_HI[c];
    }
    this.computeKey();
    this.foundSum = this.found[0] + this.found[1] + this.found[2] + this.found[3];
    this.hiddenSum = 0;
    for (let col = 0; col < 7; col++) this.hiddenSum += this.down[col];
    this.startFound = this.foundSum;
    this.startHidden = this.hiddenSum;
  }

  /**
   * The code card c contributes to the key: its attachment (0 not a face-up
   * tableau card, 1 base of a column, 2 / 3 on its first / second parent),
   * except that with `fold`, a card on a parent while *both* its parents are
   * face up in the tableau contributes 2 whichever parent it lies on.
   *
   * Why that is sound: two such parents are twins (same rank and colour), so
   * whatever fits on one fits on the other. Two positions that differ only
   * by which twin carries which pile are equally winnable: a move in one maps
   * to a move in the other (onto the twin instead), except a twin going to
   * its foundation, which needs it bare; there, moving the pile over to the
   * other (then bare) twin first restores the mapping. So such positions are
   * one state for the table, and moving a pile between twins is needed only
   * right before the uncovered twin goes home: {@link ./moves.ts} generates
   * exactly that, as one compound move, so that it never lands on a state
   * the table already folds with the one it came from. Whether the twin is
   * face up is itself fixed by the rest of the key (hidden counts, deck,
   * foundations), so code 2 is not ambiguous.
   */
  protected keyCode(c: number): number {
    const v = this.code[c];
    if (v < 2 || !this.fold) return v;
    return this.code[PARENT[c * 2]] !== 0 && this.code[PARENT[c * 2 + 1]] !== 0 ? 2 : v;
  }

  /** Brings card c's key contribution up to date. */
  protected refresh(c: number): void {
    const o = this.kc[c];
    const v = this.keyCode(c);
    if (o === v) return;
    this.keyLo ^= ZC_LO[c * 4 + o] ^ ZC_LO[c * 4 + v];
    this.keyHi ^= ZC_HI[c * 4 + o] ^ ZC_HI[c * 4 + v];
    this.kc[c] = v;
  }

  protected computeKey(): void {
    let lo = 0;
    let hi = 0;
    for (let c = 0; c < 52; c++) {
      const k = this.keyCode(c);
      this.kc[c] = k;
      lo ^= ZC_LO[c * 4 + k];
      hi ^= ZC_HI[c * 4 + k];
      if (this.inDeck[c]) {
        lo ^= ZD_LO[c];
        hi ^= ZD_HI[c];
      }
    }
    for (let col = 0; col < 7; col++) {
      lo ^= ZH_LO[col * STRIDE + this.down[col]];
      hi ^= ZH_HI[col * STRIDE + this.down[col]];
    }
    if (this.usePtr && !this.domPtr) {
      const w = this.wtop < 0 ? 52 : this.deckCard[this.wtop];
      lo ^= ZP_LO[w];
      hi ^= ZP_HI[w];
    }
    if (this.usePass) {
      lo ^= ZR_LO[this.recycles & 255];
      hi ^= ZR_HI[this.recycles & 255];
    }
    this.keyLo = lo;
    this.keyHi = hi;
  }

  // ---- primitive changes, each keeping the key up to date ----

  protected setCode(c: number, v: number): void {
    const o = this.code[c];
    this.code[c] = v;
    if (o >= 2) {
      this.onParent[(o - 2) * 2] ^= SET_LO[c];
      this.onParent[(o - 2) * 2 + 1] ^= SET_HI[c];
    }
    if (v >= 2) {
      this.onParent[(v - 2) * 2] ^= SET_LO[c];
      this.onParent[(v - 2) * 2 + 1] ^= SET_HI[c];
    }
    this.refresh(c);
    if ((o === 0) !== (v === 0)) {
      this.upDeck[0] ^= SET_LO[c];
      this.upDeck[1] ^= SET_HI[c];
      if (this.fold && RANK[c] > 1) {
        // c's children fold or unfold with it.
        this.refresh(CHILD[c * 2]);
        this.refresh(CHILD[c * 2 + 1]);
      }
    }
  }

  protected setDown(col: number, d: number): void {
    const o = this.down[col];
    this.keyLo ^= ZH_LO[col * STRIDE + o] ^ ZH_LO[col * STRIDE + d];
    this.keyHi ^= ZH_HI[col * STRIDE + o] ^ ZH_HI[col * STRIDE + d];
    this.hiddenSum += d - o;
    this.down[col] = d;
  }

  /**
   * The waste pointer as a count P of cards up to the waste top (0: empty
   * waste). With P cards up to the waste top and m in all, the cards within
   * reach are those at P, P + d, P + 2d, … and, after a recycle, at d, 2d, …
   * and m (see {@link ./deck.ts}). With unlimited passes a state's moves
   * depend on the pointer only through that set (a played card leaves the
   * pointer on the card before it, wherever the pointer was; taps cost
   * nothing). So a state whose set contains another's has every successor
   * of the other: when P is a multiple of d or m, the set is the smallest
   * (that of an empty waste), contained in every other; and a pointer P'
   * ≤ P with P' = P mod d reaches all that P does. The search skips a
   * state when the same cards were seen with a pointer that reaches at
   * least as much (see `Search.ttInsert`), which is as sound as skipping
   * the same state: the skipped state's successors are all successors of a
   * state that is searched.
   */
  protected ptrPos(): number {
    if (this.ptrP >= 0) return this.ptrP;
    const w = this.wtop;
    let P = 0;
    if (w >= 0) {
      for (let x = this.next[this.head]; ; x = this.next[x]) {
        P++;
        if (x === w) break;
      }
    }
    return (this.ptrP = P);
  }

  /** The pointer as a bit of the table's masks (see {@link ptrPos}): bit 0 for those that reach least. */
  protected ptrBit(): number {
    const P = this.ptrPos();
    return P % this.draw === 0 || P === this.deckCount ? 1 : 1 << P;
  }

  /** The bits ({@link ptrBit}) of the pointers that reach at least as much as this one (-1: all). */
  protected ptrDominators(): number {
    const P = this.ptrPos();
    const d = this.draw;
    if (P % d === 0 || P === this.deckCount) return -1;
    let dom = 0;
    for (let q = P; q > 0; q -= d) dom |= 1 << q;
    return dom;
  }

  /**
   * {@link ptrPos} cached: -1 once the pointer or the deck changed (tableau
   * moves keep it; undoing a deck move restores it, see `Play.undo`).
   */
  protected ptrP = -1;

  protected setWtop(w: number): void {
    if (this.usePtr && !this.domPtr) {
      const a = this.wtop < 0 ? 52 : this.deckCard[this.wtop];
      const b = w < 0 ? 52 : this.deckCard[w];
      this.keyLo ^= ZP_LO[a] ^ ZP_LO[b];
      this.keyHi ^= ZP_HI[a] ^ ZP_HI[b];
    }
    this.wtop = w;
    this.ptrP = -1;
  }

  protected setRecycles(r: number): void {
    if (this.usePass) {
      this.keyLo ^= ZR_LO[this.recycles & 255] ^ ZR_LO[r & 255];
      this.keyHi ^= ZR_HI[this.recycles & 255] ^ ZR_HI[r & 255];
    }
    this.recycles = r;
  }

  /** Turns up the top hidden card of a column left with no face-up card; returns 1 if it did. */
  protected flip(col: number): number {
    const d = this.down[col];
    if (d > 0 && this.len[col] === d) {
      this.setDown(col, d - 1);
      this.setCode(this.cards[col * STRIDE + d - 1], 1);
      return 1;
    }
    return 0;
  }

  protected unflip(col: number): void {
    const d = this.down[col];
    this.setCode(this.cards[col * STRIDE + d], 0);
    this.setDown(col, d + 1);
  }

  protected toFoundation(c: number): void {
    this.found[SUIT[c]]++;
    this.foundSum++;
  }

  protected fromFoundation(c: number): void {
    this.found[SUIT[c]]--;
    this.foundSum--;
  }

  /**
   * The card at index i of column col (just put there, face up) lies where
   * it lies: its attachment code (base of the column's face-up run, or on
   * the first or second of its parents) and the card under it (`below`).
   */
  protected attach(col: number, i: number): void {
    const c = this.cards[col * STRIDE + i];
    const u = i === 0 ? -1 : this.cards[col * STRIDE + i - 1];
    this.below[c] = u;
    this.setCode(c, i === this.down[col] ? 1 : 2 + (SUIT[u] >> 1));
  }

  protected pushCard(col: number, c: number): void {
    const l = this.len[col];
    this.cards[col * STRIDE + l] = c;
    this.len[col] = l + 1;
    this.attach(col, l);
  }

  protected removeDeck(j: number): void {
    const p = this.prev[j];
    const n = this.next[j];
    this.next[p] = n;
    this.prev[n] = p;
    this.deckCount--;
    this.ptrP = -1;
    const c = this.deckCard[j];
    this.inDeck[c] = 0;
    this.upDeck[2] ^= SET_LO[c];
    this.upDeck[3] ^= SET_HI[c];
    this.keyLo ^= ZD_LO[c];
    this.keyHi ^= ZD_HI[c];
  }

  protected restoreDeck(j: number): void {
    this.next[this.prev[j]] = j;
    this.prev[this.next[j]] = j;
    this.deckCount++;
    this.ptrP = -1;
    const c = this.deckCard[j];
    this.inDeck[c] = 1;
    this.upDeck[2] ^= SET_LO[c];
    this.upDeck[3] ^= SET_HI[c];
    this.keyLo ^= ZD_LO[c];
    this.keyHi ^= ZD_HI[c];
  }
}
