/**
 * A Klondike position in typed arrays, with the state key kept up to date
 * incrementally, and the search's moves applied and undone in place.
 *
 * - Columns: every card of a column, hidden then face up, bottom to top, in
 *   one `Int8Array` (stride {@link STRIDE}); `len` and `down` per column.
 * - The deck (stock and waste, see {@link ./deck.ts}) as a linked list; the
 *   waste top as a pointer into it.
 * - Foundations: one height per suit.
 * - `code[c]`: the attachment of each face-up card, the key's main part.
 *
 * ## Key (64 bits as two 32-bit halves, Zobrist hashing: ./zobrist.ts)
 * Each face-up tableau card contributes its *attachment*: base of a column,
 * or lying on the first / second of its two possible parents (the two cards
 * one rank higher of the other colour). Together with the hidden counts per
 * column, the cards left in the deck, the waste pointer and (with a pass
 * limit) the recycles used, this fixes the position up to the order of
 * columns that have no hidden card left, which is exactly the symmetry that
 * does not matter. In draw 1 with unlimited passes the waste pointer is left
 * out of the key: every pointer reaches every other.
 *
 * The safe moves played on it without branching are {@link ./safe-moves.ts}.
 * @module
 */
import { CHILD, PARENT, RANK, RED, SET_HI, SET_LO, SUIT } from './card-tables.js';
import { GUIDE_EMPTY, GUIDE_HOME, K_COLF, K_DECKC, K_DECKF, K_RUN } from './move-code.js';
import { giveInt32, growInt32, takeInt32 } from './array-pool.js';
import { ZC_HI, ZC_LO, ZD_HI, ZD_LO, ZH_HI, ZH_LO, ZP_HI, ZP_LO, ZR_HI, ZR_LO } from './zobrist.js';

/**
 * The links of a deck of `n` cards in their order, cards 0 … n − 1 and the
 * head sentinel at index `n`: `next` from the head to the first card and on
 * back to the head, `prev` the other way.
 */
function deckList(n: number): { next: Int16Array; prev: Int16Array } {
  const next = new Int16Array(n + 1);
  const prev = new Int16Array(n + 1);
  for (let i = 0; i <= n; i++) {
    next[i] = i === n ? 0 : i + 1;
    prev[i] = i === 0 ? n : i - 1;
  }
  return { next, prev };
}

/** Column stride in the card array: enough for any legal column. */
export const STRIDE = 64;

/** A position read from the engine's public view, cards as integers. */
export interface RawPosition {
  /** Per column: all cards bottom to top (hidden first). */
  cols: number[][];
  /** Per column: how many of those are hidden. */
  down: number[];
  /** Deck order: waste bottom → top, then stock top → bottom. */
  deck: number[];
  /** Cards currently on the waste (a prefix of `deck`). */
  wasteCount: number;
  /** Foundation heights s, h, d, c. */
  found: number[];
  /** Recycles used so far. */
  recycles: number;
  /** Draw size. */
  draw: number;
  /** Passes in all (Infinity = unlimited). */
  passes: number;
  /** Foundation take-back allowed. */
  takeback: boolean;
}

/** The position, its primitive changes, and the search's moves applied and undone. */
export class Position {
  /** Every column's cards, hidden then face up, bottom to top, at `column * STRIDE`. */
  readonly cards = new Int8Array(7 * STRIDE);
  /** Cards per column. */
  readonly len = new Int8Array(7);
  /** Hidden cards per column (the first `down` of its cards). */
  readonly down = new Int8Array(7);
  /** Foundation heights, per suit. */
  readonly found = new Int8Array(4);
  /** Per card: its attachment (0 not a face-up tableau card, 1 base of a column's face-up run, 2 / 3 on its first / second parent). */
  readonly code = new Uint8Array(52);
  /**
   * Per tableau card, the card it lies on (-1: the bottom of its column);
   * stale for the other cards. Kept for the dead-position check (see
   * `Search`'s dead check), which would otherwise rebuild it from the columns
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
  /** Per deck index: the card. */
  readonly deckCard: Int8Array;
  /** Deck index of each deck card (-1: not dealt to the deck). */
  readonly deckIndex = new Int8Array(52).fill(-1);
  /** Per card: 1 while it is in the deck. */
  readonly inDeck = new Uint8Array(52);
  /** The deck's links (see ./deck.ts), by deck index; `head` is the sentinel. */
  readonly next: Int16Array;
  readonly prev: Int16Array;
  readonly head: number;
  /** The waste top's deck index (-1: empty waste). */
  wtop: number;
  /** Cards in the deck. */
  deckCount: number;
  /** Recycles used so far. */
  recycles: number;
  /** The game's rules: draw size, passes in all (Infinity: unlimited), take-back. */
  readonly draw: number;
  readonly passes: number;
  readonly takeback: boolean;
  /** The waste pointer limits what the stock shows (draw 3, or a pass limit). */
  readonly usePtr: boolean;
  /**
   * Unlimited passes with the pointer in play (draw 3), Win mode: the pointer
   * is left out of the key; the table compares pointers by dominance
   * instead (see {@link ptrPos}).
   */
  readonly domPtr: boolean;
  /** Safe moves also play deck cards home from anywhere in the deck (draw 1, unlimited passes, Win mode). */
  readonly autoDeck: boolean;
  /** A pass limit: the recycles used are part of the key. */
  readonly usePass: boolean;
  /** Twin parents folded in the key (see {@link keyCode}). */
  readonly fold: boolean;
  /** The code each card contributes to the key now (`code`, or 2 when folded). */
  private readonly kc = new Uint8Array(52);
  /** The state key, low and high halves. */
  keyLo = 0;
  keyHi = 0;
  /** Cards on the foundations, and hidden in the tableau; and both at the start. */
  foundSum = 0;
  hiddenSum = 0;
  readonly startFound: number;
  readonly startHidden: number;

  /**
   * Per frame of the search (indexed by depth): what {@link apply} keeps to
   * undo the move played from that frame. Grown with the search's frames
   * ({@link growFrames}).
   */
  private fU1 = takeInt32(256);
  private fU2 = takeInt32(256);
  private fU3 = takeInt32(256);

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
   * right before the uncovered twin goes home: {@link ./move-generator.ts} generates
   * exactly that, as one compound move, so that it never lands on a state
   * the table already folds with the one it came from. Whether the twin is
   * face up is itself fixed by the rest of the key (hidden counts, deck,
   * foundations), so code 2 is not ambiguous.
   */
  private keyCode(c: number): number {
    const v = this.code[c];
    if (v < 2 || !this.fold) return v;
    return this.code[PARENT[c * 2]] !== 0 && this.code[PARENT[c * 2 + 1]] !== 0 ? 2 : v;
  }

  /** Brings card c's key contribution up to date. */
  private refresh(c: number): void {
    const o = this.kc[c];
    const v = this.keyCode(c);
    if (o === v) return;
    this.keyLo ^= ZC_LO[c * 4 + o] ^ ZC_LO[c * 4 + v];
    this.keyHi ^= ZC_HI[c * 4 + o] ^ ZC_HI[c * 4 + v];
    this.kc[c] = v;
  }

  private computeKey(): void {
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

  /** Sets card c's attachment code (and the card sets and key with it). */
  setCode(c: number, v: number): void {
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

  /** Sets column col's hidden count. */
  setDown(col: number, d: number): void {
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
  ptrPos(): number {
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
  ptrBit(): number {
    const P = this.ptrPos();
    return P % this.draw === 0 || P === this.deckCount ? 1 : 1 << P;
  }

  /** The bits ({@link ptrBit}) of the pointers that reach at least as much as this one (-1: all). */
  ptrDominators(): number {
    const P = this.ptrPos();
    const d = this.draw;
    if (P % d === 0 || P === this.deckCount) return -1;
    let dom = 0;
    for (let q = P; q > 0; q -= d) dom |= 1 << q;
    return dom;
  }

  /**
   * {@link ptrPos} cached: -1 once the pointer or the deck changed (tableau
   * moves keep it; undoing a deck move restores it, see {@link undo}).
   */
  ptrP = -1;

  /** Sets the waste top (deck index, -1: empty waste). */
  setWtop(w: number): void {
    if (this.usePtr && !this.domPtr) {
      const a = this.wtop < 0 ? 52 : this.deckCard[this.wtop];
      const b = w < 0 ? 52 : this.deckCard[w];
      this.keyLo ^= ZP_LO[a] ^ ZP_LO[b];
      this.keyHi ^= ZP_HI[a] ^ ZP_HI[b];
    }
    this.wtop = w;
    this.ptrP = -1;
  }

  /** Sets the recycles used. */
  setRecycles(r: number): void {
    if (this.usePass) {
      this.keyLo ^= ZR_LO[this.recycles & 255] ^ ZR_LO[r & 255];
      this.keyHi ^= ZR_HI[this.recycles & 255] ^ ZR_HI[r & 255];
    }
    this.recycles = r;
  }

  /** Turns up the top hidden card of a column left with no face-up card; returns 1 if it did. */
  flip(col: number): number {
    const d = this.down[col];
    if (d > 0 && this.len[col] === d) {
      this.setDown(col, d - 1);
      this.setCode(this.cards[col * STRIDE + d - 1], 1);
      return 1;
    }
    return 0;
  }

  /** Undoes {@link flip}: column col's bottom face-up card turns down again. */
  unflip(col: number): void {
    const d = this.down[col];
    this.setCode(this.cards[col * STRIDE + d], 0);
    this.setDown(col, d + 1);
  }

  /** Card c goes onto its foundation (the caller took it off its pile). */
  toFoundation(c: number): void {
    this.found[SUIT[c]]++;
    this.foundSum++;
  }

  /** Card c leaves its foundation (the caller puts it somewhere). */
  fromFoundation(c: number): void {
    this.found[SUIT[c]]--;
    this.foundSum--;
  }

  /**
   * The card at index i of column col (just put there, face up) lies where
   * it lies: its attachment code (base of the column's face-up run, or on
   * the first or second of its parents) and the card under it (`below`).
   */
  attach(col: number, i: number): void {
    const c = this.cards[col * STRIDE + i];
    const u = i === 0 ? -1 : this.cards[col * STRIDE + i - 1];
    this.below[c] = u;
    this.setCode(c, i === this.down[col] ? 1 : 2 + (SUIT[u] >> 1));
  }

  /** Puts card c face up on column col. */
  pushCard(col: number, c: number): void {
    const l = this.len[col];
    this.cards[col * STRIDE + l] = c;
    this.len[col] = l + 1;
    this.attach(col, l);
  }

  /** Unlinks deck index j from the deck (its card was played). */
  removeDeck(j: number): void {
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

  /** Links deck index j back where it was (see {@link removeDeck}). */
  restoreDeck(j: number): void {
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

  // ---- queries ----

  /** A card that may go to its foundation without losing anything (see docs/solver.md, "Safe moves"). */
  isSafe(c: number): boolean {
    const r = RANK[c];
    const s = SUIT[c];
    if (this.found[s] !== r - 1) return false;
    if (r <= 2) return true;
    const f = this.found;
    const oppOk = RED[c] ? f[0] >= r - 1 && f[3] >= r - 1 : f[1] >= r - 1 && f[2] >= r - 1;
    if (!oppOk) return false;
    return !this.takeback || f[3 - s] >= r - 2;
  }

  /** True when card c fits on the top of column col (a king on an empty column). */
  fits(c: number, col: number): boolean {
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
  safeOffFoundation(c: number): boolean {
    const s = SUIT[c];
    this.found[s]--;
    const safe = this.isSafe(c);
    this.found[s]++;
    return safe;
  }

  /** The card lying on face-up tableau card n, or -1 when n is its column's top. */
  cardOn(n: number): number {
    // A card on a face-up card is one of its two children, lying on it
    // (face-up cards only ever lie on their parents).
    for (let k = 0; k < 2; k++) {
      const y = CHILD[n * 2 + k];
      if (this.code[y] >= 2 && this.below[y] === n) return y;
    }
    return -1;
  }

  /**
   * Card n lies face up under a pile that can only go onto n's twin, and
   * that twin is in the deck or on its foundation. The obligation of a card
   * that went home from the deck (n must follow it) is then dropped: the
   * twin must first come down under an obligation of its own (be covered
   * next: by the pile, which as a partial run moves only as "move it over,
   * n goes home"), and the two obligations would wait for each other. (A
   * twin in the tableau is made bare by moves that do not need the card
   * home: they can come first.)
   */
  pileWithoutTop(n: number): boolean {
    if (n % 13 === 0 || this.code[n] === 0) return false;
    const base = this.cardOn(n);
    if (base < 0) return false;
    const t = PARENT[base * 2] === n ? PARENT[base * 2 + 1] : PARENT[base * 2];
    return this.inDeck[t] === 1 || this.found[SUIT[t]] >= RANK[t];
  }

  /** The frame arrays of {@link apply}, grown to `cap` frames (the search grows its own with them). */
  growFrames(cap: number): void {
    this.fU1 = growInt32(this.fU1, cap);
    this.fU2 = growInt32(this.fU2, cap);
    this.fU3 = growInt32(this.fU3, cap);
  }

  /** Gives the frame arrays back (see ./array-pool.ts): the position is then done with. */
  releaseFrames(): void {
    for (const a of [this.fU1, this.fU2, this.fU3]) giveInt32(a);
    this.fU1 = this.fU2 = this.fU3 = new Int32Array(0);
  }

  // ---- moves ----

  /**
   * Move m as a guide key (see `SearchOptions.guide`): the card it moves (the
   * lowest of a pile) times 64, plus where it goes: the card it goes onto,
   * `GUIDE_HOME` or `GUIDE_EMPTY`.
   */
  guideKey(m: number): number {
    const kind = m & 7;
    const a = (m >> 3) & 63;
    const b = (m >> 9) & 63;
    if (kind === K_COLF) return this.cards[a * STRIDE + this.len[a] - 1] * 64 + GUIDE_HOME;
    if (kind === K_DECKF) return this.deckCard[a] * 64 + GUIDE_HOME;
    const c = kind === K_RUN ? this.cards[a * STRIDE + this.len[a] - ((m >> 15) & 255)] : kind === K_DECKC ? this.deckCard[a] : a * 13 + this.found[a] - 1;
    const lb = this.len[b];
    return c * 64 + (lb ? this.cards[b * STRIDE + lb - 1] : GUIDE_EMPTY);
  }

  /** Plays move m from frame f; stores undo information in the frame. */
  apply(m: number, f: number): void {
    const kind = m & 7;
    const a = (m >> 3) & 63;
    const b = (m >> 9) & 63;
    const cnt = (m >> 15) & 255;
    const flag = (m >> 23) & 1;
    if (kind === K_COLF) {
      const l = this.len[a] - 1;
      const c = this.cards[a * STRIDE + l];
      this.len[a] = l;
      this.setCode(c, 0);
      this.toFoundation(c);
      this.fU2[f] = c;
      this.fU1[f] = this.flip(a);
    } else if (kind === K_RUN) {
      const from = this.len[a] - cnt;
      const to = this.len[b];
      for (let i = 0; i < cnt; i++) this.cards[b * STRIDE + to + i] = this.cards[a * STRIDE + from + i];
      this.len[b] = to + cnt;
      this.len[a] = from;
      this.attach(b, to);
      if (flag) {
        // Compound: the card uncovered goes home.
        const x = this.cards[a * STRIDE + from - 1];
        this.len[a] = from - 1;
        this.setCode(x, 0);
        this.toFoundation(x);
        this.fU2[f] = x;
      }
      this.fU1[f] = this.flip(a);
    } else if (kind === K_DECKF || kind === K_DECKC) {
      const c = this.deckCard[a];
      this.fU1[f] = this.ptrP;
      this.fU2[f] = this.wtop;
      this.fU3[f] = this.recycles;
      const p = this.prev[a];
      this.removeDeck(a);
      this.setWtop(p === this.head ? -1 : p);
      if (flag) this.setRecycles(this.recycles + 1);
      if (kind === K_DECKF) this.toFoundation(c);
      else this.pushCard(b, c);
    } else {
      // K_TAKE
      const c = a * 13 + this.found[a] - 1;
      this.fromFoundation(c);
      this.pushCard(b, c);
    }
  }

  /** Takes back move m, played from frame f by {@link apply}. */
  undo(m: number, f: number): void {
    const kind = m & 7;
    const a = (m >> 3) & 63;
    const b = (m >> 9) & 63;
    const cnt = (m >> 15) & 255;
    if (kind === K_COLF) {
      if (this.fU1[f]) this.unflip(a);
      const c = this.fU2[f];
      this.fromFoundation(c);
      const l = this.len[a];
      this.cards[a * STRIDE + l] = c;
      this.len[a] = l + 1;
      this.attach(a, l);
    } else if (kind === K_RUN) {
      if (this.fU1[f]) this.unflip(a);
      if ((m >> 23) & 1) {
        const x = this.fU2[f];
        this.fromFoundation(x);
        const l = this.len[a];
        this.cards[a * STRIDE + l] = x;
        this.len[a] = l + 1;
        this.attach(a, l);
      }
      const to = this.len[b] - cnt;
      const from = this.len[a];
      for (let i = 0; i < cnt; i++) this.cards[a * STRIDE + from + i] = this.cards[b * STRIDE + to + i];
      this.len[a] = from + cnt;
      this.len[b] = to;
      this.attach(a, from);
    } else if (kind === K_DECKF || kind === K_DECKC) {
      const c = this.deckCard[a];
      if (kind === K_DECKF) this.fromFoundation(c);
      else {
        this.len[b]--;
        this.setCode(c, 0);
      }
      this.restoreDeck(a);
      this.setWtop(this.fU2[f]);
      this.setRecycles(this.fU3[f]);
      this.ptrP = this.fU1[f]; // the deck and the pointer are as before the move
    } else {
      const l = --this.len[b];
      const c = this.cards[b * STRIDE + l];
      this.setCode(c, 0);
      this.toFoundation(c);
    }
  }
}
