/**
 * The search core: a Klondike position as typed arrays, macro moves over the
 * stock, a Zobrist key that folds symmetric states, and an iterative
 * depth-first search that can run in slices.
 *
 * Internal to the solver: the public API is in {@link ./solve.ts} and
 * {@link ./hint.ts}.
 *
 * ## State
 * - Columns: every card of a column, hidden then face up, bottom to top, in
 *   one `Int8Array` (stride {@link STRIDE}); `len` and `down` per column.
 * - Stock and waste together form the *deck*: the cards in the order they
 *   come up (waste bottom → top, then the stock from its top down). Playing
 *   a card removes it from a doubly linked list; the waste top is a pointer
 *   into that list. The cards one draw cycle can reach are computed from the
 *   pointer, the draw size and the cards left; a macro move "draw until card
 *   X shows, play it" replaces single stock taps (expanded back to `S` taps
 *   in the solution).
 * - Foundations: one height per suit.
 *
 * ## Key (64 bits as two 32-bit halves, Zobrist hashing)
 * Each face-up tableau card contributes its *attachment*: base of a column,
 * or lying on the first / second of its two possible parents (the two cards
 * one rank higher of the other colour). Together with the hidden counts per
 * column, the cards left in the deck, the waste pointer and (with a pass
 * limit) the recycles used, this fixes the position up to the order of
 * columns that have no hidden card left, which is exactly the symmetry that
 * does not matter. In draw 1 with unlimited passes the waste pointer is left
 * out of the key: every pointer reaches every other.
 * @module
 */
import { rankOf, suitOf } from '../engine/cards.js';

/** Column stride in the card array: enough for any legal column. */
export const STRIDE = 64;

// Move encoding: kind | a << 3 | b << 9 | c << 15 | flag << 23
/** Column top to its foundation: a = column. */
export const K_COLF = 0;
/** Run between columns: a = source, b = destination, c = cards. */
export const K_RUN = 1;
/** Deck card to its foundation: a = deck index, c = stock taps, flag = recycle. */
export const K_DECKF = 2;
/** Deck card to a column: a = deck index, b = column, c = taps, flag = recycle. */
export const K_DECKC = 3;
/** Foundation top back to a column: a = suit, b = column. */
export const K_TAKE = 4;

const enc = (kind: number, a: number, b: number, c: number, flag: number): number =>
  kind | (a << 3) | (b << 9) | (c << 15) | (flag << 23);

/** Search modes. */
export const Mode = {
  /** Looks for a win, with the partial-run pruning (not proven complete). */
  Fast: 0,
  /** Looks for a win with every partial run: complete, used to prove 'unsolvable'. */
  Full: 1,
  /** Looks for any progress (a foundation card more or a hidden card less). */
  Progress: 2,
} as const;
/** One of {@link Mode}. */
export type Mode = (typeof Mode)[keyof typeof Mode];

/** What a finished search found. */
export type Outcome = 'found' | 'exhausted' | 'cutoff';

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

// Deterministic Zobrist tables.
function makeZobrist(n: number, seed: number): Int32Array {
  const z = new Int32Array(n);
  let s = seed >>> 0;
  for (let i = 0; i < n; i++) {
    // xorshift32
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    z[i] = s | 0;
  }
  return z;
}
const ZC_LO = makeZobrist(52 * 4, 0x9e3779b9);
const ZC_HI = makeZobrist(52 * 4, 0x85ebca6b);
const ZD_LO = makeZobrist(52, 0xc2b2ae35);
const ZD_HI = makeZobrist(52, 0x27d4eb2f);
const ZH_LO = makeZobrist(7 * STRIDE, 0x165667b1);
const ZH_HI = makeZobrist(7 * STRIDE, 0xd3a2646c);
const ZP_LO = makeZobrist(53, 0xfd7046c5);
const ZP_HI = makeZobrist(53, 0xb55a4f09);
const ZR_LO = makeZobrist(256, 0x7feb352d);
const ZR_HI = makeZobrist(256, 0x846ca68b);
for (let c = 0; c < 52; c++) {
  ZC_LO[c * 4] = 0;
  ZC_HI[c * 4] = 0;
}

const RANK = new Int8Array(52);
const SUIT = new Int8Array(52);
const RED = new Uint8Array(52);
for (let c = 0; c < 52; c++) {
  RANK[c] = rankOf(c);
  SUIT[c] = suitOf(c);
  RED[c] = SUIT[c] === 1 || SUIT[c] === 2 ? 1 : 0;
}

const MIN_TT_LOG2 = 14;
/** Default cap of the transposition table: 2^23 slots (64 MB), filled to 3/4 at most. */
export const DEFAULT_TT_LOG2 = 23;

/**
 * The depth-first search over one position. Mutates only its own typed
 * arrays; `step()` advances it by a bounded number of states.
 */
export class Search {
  // Position.
  readonly cards = new Int8Array(7 * STRIDE);
  readonly len = new Int8Array(7);
  readonly down = new Int8Array(7);
  readonly found = new Int8Array(4);
  readonly code = new Uint8Array(52);
  readonly deckCard: Int8Array;
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
  readonly mode: Mode;
  private readonly usePtr: boolean;
  private readonly usePass: boolean;
  keyLo = 0;
  keyHi = 0;
  foundSum = 0;
  hiddenSum = 0;
  private readonly startFound: number;
  private readonly startHidden: number;

  // Transposition table (open addressing, linear probing).
  private ttLo: Int32Array;
  private ttHi: Int32Array;
  private ttMask: number;
  private ttCount = 0;
  private readonly ttMaxLog2: number;

  // Frames of the DFS.
  private cap = 256;
  private fStart = new Int32Array(this.cap);
  private fCount = new Int32Array(this.cap);
  private fNext = new Int32Array(this.cap);
  private fAuto = new Int32Array(this.cap); // start of this frame's auto moves in the auto log
  private fU1 = new Int32Array(this.cap); // undo info of the move played from this frame
  private fU2 = new Int32Array(this.cap);
  private fU3 = new Int32Array(this.cap);
  private depth = -1;
  private mv = new Int32Array(1 << 14);
  private mvTop = 0;
  private autoLog = new Int32Array(1 << 12);
  private autoTop = 0;

  /** States entered so far. */
  states = 0;
  /** The search is over. */
  done: Outcome | null = null;
  /** Set when the table was full or the stack too deep: no proof of exhaustion. */
  incomplete = false;
  private started = false;
  // Scratch for reachable deck cards.
  private readonly rIdx = new Int16Array(64);
  private readonly rTaps = new Int16Array(64);
  private readonly rFlag = new Uint8Array(64);

  constructor(p: RawPosition, mode: Mode, ttMaxLog2 = DEFAULT_TT_LOG2) {
    this.mode = mode;
    this.draw = p.draw;
    this.passes = p.passes;
    this.takeback = p.takeback;
    this.usePtr = !(p.draw === 1 && p.passes === Infinity);
    this.usePass = p.passes !== Infinity;
    this.ttMaxLog2 = Math.max(MIN_TT_LOG2, ttMaxLog2);
    const n = p.deck.length;
    this.deckCard = Int8Array.from(p.deck);
    this.next = new Int16Array(n + 1);
    this.prev = new Int16Array(n + 1);
    this.head = n;
    for (let i = 0; i <= n; i++) {
      this.next[i] = i === n ? 0 : i + 1;
      this.prev[i] = i === 0 ? n : i - 1;
    }
    if (n === 0) {
      this.next[0] = 0;
      this.prev[0] = 0;
    } else {
      this.next[n - 1] = n;
      this.prev[n] = n - 1;
      this.next[n] = 0;
    }
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
    }
    this.computeKey();
    this.foundSum = this.found[0] + this.found[1] + this.found[2] + this.found[3];
    this.hiddenSum = 0;
    for (let col = 0; col < 7; col++) this.hiddenSum += this.down[col];
    this.startFound = this.foundSum;
    this.startHidden = this.hiddenSum;
    const log2 = Math.min(16, this.ttMaxLog2);
    this.ttLo = new Int32Array(1 << log2);
    this.ttHi = new Int32Array(1 << log2);
    this.ttMask = (1 << log2) - 1;
  }

  private computeKey(): void {
    let lo = 0;
    let hi = 0;
    for (let c = 0; c < 52; c++) {
      lo ^= ZC_LO[c * 4 + this.code[c]];
      hi ^= ZC_HI[c * 4 + this.code[c]];
      if (this.inDeck[c]) {
        lo ^= ZD_LO[c];
        hi ^= ZD_HI[c];
      }
    }
    for (let col = 0; col < 7; col++) {
      lo ^= ZH_LO[col * STRIDE + this.down[col]];
      hi ^= ZH_HI[col * STRIDE + this.down[col]];
    }
    if (this.usePtr) {
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

  private setCode(c: number, v: number): void {
    const o = this.code[c];
    this.keyLo ^= ZC_LO[c * 4 + o] ^ ZC_LO[c * 4 + v];
    this.keyHi ^= ZC_HI[c * 4 + o] ^ ZC_HI[c * 4 + v];
    this.code[c] = v;
  }

  private setDown(col: number, d: number): void {
    const o = this.down[col];
    this.keyLo ^= ZH_LO[col * STRIDE + o] ^ ZH_LO[col * STRIDE + d];
    this.keyHi ^= ZH_HI[col * STRIDE + o] ^ ZH_HI[col * STRIDE + d];
    this.hiddenSum += d - o;
    this.down[col] = d;
  }

  private setWtop(w: number): void {
    if (this.usePtr) {
      const a = this.wtop < 0 ? 52 : this.deckCard[this.wtop];
      const b = w < 0 ? 52 : this.deckCard[w];
      this.keyLo ^= ZP_LO[a] ^ ZP_LO[b];
      this.keyHi ^= ZP_HI[a] ^ ZP_HI[b];
    }
    this.wtop = w;
  }

  private setRecycles(r: number): void {
    if (this.usePass) {
      this.keyLo ^= ZR_LO[this.recycles & 255] ^ ZR_LO[r & 255];
      this.keyHi ^= ZR_HI[this.recycles & 255] ^ ZR_HI[r & 255];
    }
    this.recycles = r;
  }

  /** Turns up the top hidden card of a column left with no face-up card; returns 1 if it did. */
  private flip(col: number): number {
    const d = this.down[col];
    if (d > 0 && this.len[col] === d) {
      this.setDown(col, d - 1);
      this.setCode(this.cards[col * STRIDE + d - 1], 1);
      return 1;
    }
    return 0;
  }

  private unflip(col: number): void {
    const d = this.down[col];
    this.setCode(this.cards[col * STRIDE + d], 0);
    this.setDown(col, d + 1);
  }

  private toFoundation(c: number): void {
    this.found[SUIT[c]]++;
    this.foundSum++;
  }

  private fromFoundation(c: number): void {
    this.found[SUIT[c]]--;
    this.foundSum--;
  }

  /** Attachment code of the card at index i of a column. */
  private codeAt(col: number, i: number): number {
    return i === this.down[col] ? 1 : 2 + (SUIT[this.cards[col * STRIDE + i - 1]] >> 1);
  }

  private pushCard(col: number, c: number): void {
    const l = this.len[col];
    this.cards[col * STRIDE + l] = c;
    this.len[col] = l + 1;
    this.setCode(c, this.codeAt(col, l));
  }

  private removeDeck(j: number): void {
    const p = this.prev[j];
    const n = this.next[j];
    this.next[p] = n;
    this.prev[n] = p;
    this.deckCount--;
    const c = this.deckCard[j];
    this.inDeck[c] = 0;
    this.keyLo ^= ZD_LO[c];
    this.keyHi ^= ZD_HI[c];
  }

  private restoreDeck(j: number): void {
    this.next[this.prev[j]] = j;
    this.prev[this.next[j]] = j;
    this.deckCount++;
    const c = this.deckCard[j];
    this.inDeck[c] = 1;
    this.keyLo ^= ZD_LO[c];
    this.keyHi ^= ZD_HI[c];
  }

  // ---- safe moves ----

  /** A card that may go to its foundation without losing anything (see the README of the solver). */
  private isSafe(c: number): boolean {
    const r = RANK[c];
    const s = SUIT[c];
    if (this.found[s] !== r - 1) return false;
    if (r <= 2) return true;
    const f = this.found;
    const oppOk = RED[c] ? f[0] >= r - 1 && f[3] >= r - 1 : f[1] >= r - 1 && f[2] >= r - 1;
    if (!oppOk) return false;
    return !this.takeback || f[3 - s] >= r - 2;
  }

  /** Plays safe foundation moves (column tops; the waste top in draw 1) and logs them. */
  private autoPlay(): void {
    let changed = true;
    while (changed) {
      changed = false;
      for (let col = 0; col < 7; col++) {
        const l = this.len[col];
        if (l === 0) continue;
        const c = this.cards[col * STRIDE + l - 1];
        if (this.isSafe(c)) {
          this.len[col] = l - 1;
          this.setCode(c, 0);
          this.toFoundation(c);
          const fl = this.flip(col);
          this.logAuto(col | (fl << 3) | (c << 5));
          changed = true;
        }
      }
      if (this.draw === 1 && this.wtop >= 0) {
        const c = this.deckCard[this.wtop];
        if (this.isSafe(c)) {
          const w = this.wtop;
          const p = this.prev[w];
          this.removeDeck(w);
          this.setWtop(p === this.head ? -1 : p);
          this.toFoundation(c);
          this.logAuto(16 | (w << 5));
          changed = true;
        }
      }
    }
  }

  private logAuto(v: number): void {
    if (this.autoTop === this.autoLog.length) {
      const a = new Int32Array(this.autoLog.length * 2);
      a.set(this.autoLog);
      this.autoLog = a;
    }
    this.autoLog[this.autoTop++] = v;
  }

  private undoAuto(to: number): void {
    while (this.autoTop > to) {
      const v = this.autoLog[--this.autoTop];
      if (v & 16) {
        const w = v >> 5;
        this.fromFoundation(this.deckCard[w]);
        this.restoreDeck(w);
        this.setWtop(w);
      } else {
        const col = v & 7;
        if (v & 8) this.unflip(col);
        const c = v >> 5;
        this.fromFoundation(c);
        const l = this.len[col];
        this.cards[col * STRIDE + l] = c;
        this.len[col] = l + 1;
        this.setCode(c, this.codeAt(col, l));
      }
    }
  }

  // ---- moves ----

  /** Plays move m from frame f; stores undo information in the frame. */
  private apply(m: number, f: number): void {
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
      const base = this.cards[a * STRIDE + from];
      const to = this.len[b];
      for (let i = 0; i < cnt; i++) this.cards[b * STRIDE + to + i] = this.cards[a * STRIDE + from + i];
      this.len[b] = to + cnt;
      this.len[a] = from;
      this.setCode(base, this.codeAt(b, to));
      this.fU1[f] = this.flip(a);
    } else if (kind === K_DECKF || kind === K_DECKC) {
      const c = this.deckCard[a];
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

  private undo(m: number, f: number): void {
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
      this.setCode(c, this.codeAt(a, l));
    } else if (kind === K_RUN) {
      if (this.fU1[f]) this.unflip(a);
      const to = this.len[b] - cnt;
      const from = this.len[a];
      for (let i = 0; i < cnt; i++) this.cards[a * STRIDE + from + i] = this.cards[b * STRIDE + to + i];
      this.len[a] = from + cnt;
      this.len[b] = to;
      this.setCode(this.cards[a * STRIDE + from], this.codeAt(a, from));
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
    } else {
      const l = --this.len[b];
      const c = this.cards[b * STRIDE + l];
      this.setCode(c, 0);
      this.toFoundation(c);
    }
  }


  // ---- transposition table ----

  /** Inserts the current key; false when it was already there (or the table is full). */
  private ttInsert(): boolean {
    let lo = this.keyLo;
    const hi = this.keyHi;
    if (lo === 0 && hi === 0) lo = 1;
    let mask = this.ttMask;
    let i = (lo ^ (hi >>> 7) ^ Math.imul(hi, 0x9e3779b1)) & mask;
    const tl = this.ttLo;
    const th = this.ttHi;
    for (;;) {
      const l = tl[i];
      if (l === 0 && th[i] === 0) break;
      if (l === lo && th[i] === hi) return false;
      i = (i + 1) & mask;
    }
    if ((this.ttCount + 1) * 4 > (mask + 1) * 3) {
      if (mask + 1 >= 1 << this.ttMaxLog2) {
        this.incomplete = true;
        return false;
      }
      this.grow();
      mask = this.ttMask;
      i = (lo ^ (hi >>> 7) ^ Math.imul(hi, 0x9e3779b1)) & mask;
      while (this.ttLo[i] !== 0 || this.ttHi[i] !== 0) i = (i + 1) & mask;
    }
    this.ttLo[i] = lo;
    this.ttHi[i] = hi;
    this.ttCount++;
    return true;
  }

  private grow(): void {
    const ol = this.ttLo;
    const oh = this.ttHi;
    const size = ol.length * 2;
    const mask = size - 1;
    const nl = new Int32Array(size);
    const nh = new Int32Array(size);
    for (let j = 0; j < ol.length; j++) {
      const lo = ol[j];
      const hi = oh[j];
      if (lo === 0 && hi === 0) continue;
      let i = (lo ^ (hi >>> 7) ^ Math.imul(hi, 0x9e3779b1)) & mask;
      while (nl[i] !== 0 || nh[i] !== 0) i = (i + 1) & mask;
      nl[i] = lo;
      nh[i] = hi;
    }
    this.ttLo = nl;
    this.ttHi = nh;
    this.ttMask = mask;
  }

  /** Bytes held by the transposition table. */
  get ttBytes(): number {
    return this.ttLo.byteLength * 2;
  }

  // ---- move generation ----

  /** Fills rIdx/rTaps/rFlag with the deck cards reachable now; returns how many. */
  private reachable(): number {
    const m = this.deckCount;
    if (m === 0) return 0;
    const d = this.draw;
    let P = 0;
    if (this.wtop >= 0) {
      for (let x = this.next[this.head]; ; x = this.next[x]) {
        P++;
        if (x === this.wtop) break;
      }
    }
    const canRecycle = this.recycles + 1 < this.passes;
    let n = 0;
    let q = 0;
    for (let x = this.next[this.head]; x !== this.head; x = this.next[x]) {
      q++;
      if (q >= P && (q === P || (q - P) % d === 0 || q === m)) {
        this.rIdx[n] = x;
        this.rTaps[n] = q === P ? 0 : Math.ceil((q - P) / d);
        this.rFlag[n++] = 0;
      } else if (canRecycle && (q % d === 0 || q === m)) {
        this.rIdx[n] = x;
        this.rTaps[n] = Math.ceil((m - P) / d) + 1 + Math.ceil(q / d);
        this.rFlag[n++] = 1;
      }
    }
    return n;
  }

  private pushMove(m: number): void {
    if (this.mvTop === this.mv.length) {
      const a = new Int32Array(this.mv.length * 2);
      a.set(this.mv);
      this.mv = a;
    }
    this.mv[this.mvTop++] = m;
  }

  /** True when card c fits on the top of column col (a king on an empty column). */
  private fits(c: number, col: number): boolean {
    const l = this.len[col];
    if (l === 0) return RANK[c] === 13;
    const t = this.cards[col * STRIDE + l - 1];
    return RANK[t] === RANK[c] + 1 && RED[t] !== RED[c];
  }

  /**
   * Generates the moves of the current state onto the move stack, best first.
   * `only` ≥ 0: the previous move put a card on column `only` from the
   * foundations (or, in draw 1 with unlimited passes, from the deck) that
   * nothing else needed: the next move must put a card on it, since any win
   * that plays it later can be reordered to play it just before its use.
   */
  private generate(only: number): void {
    if (only >= 0) {
      this.generateOnto(only);
      return;
    }
    const S = STRIDE;
    const full = this.mode !== Mode.Fast;
    let empty = -1;
    for (let col = 0; col < 7; col++) {
      if (this.len[col] === 0) {
        empty = col;
        break;
      }
    }
    // 1. Column tops to the foundations.
    for (let a = 0; a < 7; a++) {
      const l = this.len[a];
      if (l === 0) continue;
      const c = this.cards[a * S + l - 1];
      if (this.found[SUIT[c]] === RANK[c] - 1) this.pushMove(enc(K_COLF, a, 0, 0, 0));
    }
    // 2. Whole face-up runs that turn a hidden card, then that empty a column
    // (in Fast mode only when a king could then use it).
    const kingWaits = full || this.kingWaits();
    for (let pass = 0; pass < (kingWaits ? 2 : 1); pass++) {
      for (let a = 0; a < 7; a++) {
        const l = this.len[a];
        const dn = this.down[a];
        if (l === 0 || (pass === 0) !== dn > 0) continue;
        const base = this.cards[a * S + dn];
        const cnt = l - dn;
        if (RANK[base] === 13) {
          if (dn > 0 && empty >= 0) this.pushMove(enc(K_RUN, a, empty, cnt, 0));
          continue;
        }
        for (let b = 0; b < 7; b++) if (b !== a && this.len[b] > 0 && this.fits(base, b)) this.pushMove(enc(K_RUN, a, b, cnt, 0));
      }
    }
    // 3. Deck cards.
    const n = this.reachable();
    for (let i = 0; i < n; i++) {
      const j = this.rIdx[i];
      const c = this.deckCard[j];
      const taps = this.rTaps[i];
      const flag = this.rFlag[i];
      if (this.found[SUIT[c]] === RANK[c] - 1) this.pushMove(enc(K_DECKF, j, 0, taps, flag));
      if (RANK[c] === 13) {
        if (empty >= 0) this.pushMove(enc(K_DECKC, j, empty, taps, flag));
      } else {
        for (let b = 0; b < 7; b++) if (this.len[b] > 0 && this.fits(c, b)) this.pushMove(enc(K_DECKC, j, b, taps, flag));
      }
    }
    // 4. Partial runs: only when the card they uncover can go home (all of them in Full/Progress modes).
    for (let b = 0; b < 7; b++) {
      const lb = this.len[b];
      if (lb === 0) continue;
      const y = this.cards[b * S + lb - 1];
      const need = RANK[y] - 1;
      if (need < 1) continue;
      for (let a = 0; a < 7; a++) {
        if (a === b) continue;
        const la = this.len[a];
        const dn = this.down[a];
        if (la - dn < 2) continue;
        const baseRank = RANK[this.cards[a * S + dn]];
        const k = dn + (baseRank - need);
        if (k <= dn || k >= la) continue;
        const mc = this.cards[a * S + k];
        if (RED[mc] === RED[y]) continue;
        if (!full) {
          const x = this.cards[a * S + k - 1];
          if (this.found[SUIT[x]] !== RANK[x] - 1) continue;
        }
        this.pushMove(enc(K_RUN, a, b, la - k, 0));
      }
    }
    // 5. Take-backs from the foundations (not of cards that would be played straight back).
    if (this.takeback) {
      for (let s = 0; s < 4; s++) {
        const h = this.found[s];
        if (h === 0) continue;
        const c = s * 13 + h - 1;
        if (this.mode !== Mode.Progress && this.isSafe(c)) continue;
        if (RANK[c] === 13) {
          if (empty >= 0) this.pushMove(enc(K_TAKE, s, empty, 0, 0));
        } else {
          for (let b = 0; b < 7; b++) if (this.len[b] > 0 && this.fits(c, b)) this.pushMove(enc(K_TAKE, s, b, 0, 0));
        }
      }
    }
  }

  /** True when a king could move to an empty column: on hidden cards, in the deck, or (take-back) on a foundation. */
  private kingWaits(): boolean {
    for (let s = 0; s < 4; s++) {
      const k = s * 13 + 12;
      if (this.inDeck[k]) return true;
      if (this.takeback && this.found[s] === 13) return true;
      if (this.code[k] === 1) {
        for (let col = 0; col < 7; col++) {
          if (this.down[col] > 0 && this.cards[col * STRIDE + this.down[col]] === k && this.len[col] > this.down[col]) return true;
        }
      }
    }
    return false;
  }

  /** The moves that put a card or a run onto the top of column b. */
  private generateOnto(b: number): void {
    const S = STRIDE;
    const lb = this.len[b];
    const y = this.cards[b * S + lb - 1];
    const need = RANK[y] - 1;
    if (need < 1) return;
    for (let a = 0; a < 7; a++) {
      if (a === b) continue;
      const la = this.len[a];
      const dn = this.down[a];
      if (la === 0) continue;
      const k = dn + (RANK[this.cards[a * S + dn]] - need);
      if (k < dn || k >= la) continue;
      const mc = this.cards[a * S + k];
      if (RED[mc] === RED[y]) continue;
      if (k > dn && this.mode === Mode.Fast) {
        const x = this.cards[a * S + k - 1];
        if (this.found[SUIT[x]] !== RANK[x] - 1) continue;
      }
      if (k === dn && dn === 0 && this.mode === Mode.Fast) {
        // Emptying a column: fine, it is a use of the card.
      }
      this.pushMove(enc(K_RUN, a, b, la - k, 0));
    }
    const n = this.reachable();
    for (let i = 0; i < n; i++) {
      const c = this.deckCard[this.rIdx[i]];
      if (RANK[c] === need && RED[c] !== RED[y]) this.pushMove(enc(K_DECKC, this.rIdx[i], b, this.rTaps[i], this.rFlag[i]));
    }
    if (this.takeback) {
      for (let s = 0; s < 4; s++) {
        const h = this.found[s];
        if (h === need && RED[s * 13] !== RED[y]) this.pushMove(enc(K_TAKE, s, b, 0, 0));
      }
    }
  }

  /** The column that the move leading to frame d (d ≥ 1) filled and that must be used next, or -1. */
  private forcedColumn(d: number): number {
    if (d === 0) return -1;
    const m = this.mv[this.fStart[d - 1] + this.fNext[d - 1] - 1];
    const kind = m & 7;
    if (kind !== K_TAKE && !(kind === K_DECKC && !this.usePtr)) return -1;
    const b = (m >> 9) & 63;
    const l = this.len[b];
    if (l === 0) return -1;
    const top = this.cards[b * STRIDE + l - 1];
    const placed = kind === K_TAKE ? ((m >> 3) & 63) * 13 + this.found[(m >> 3) & 63] : this.deckCard[(m >> 3) & 63];
    return top === placed ? b : -1;
  }

  // ---- the depth-first search ----

  private ensureCap(): void {
    if (this.depth + 1 < this.cap) return;
    const cap = this.cap * 2;
    const g = (a: Int32Array): Int32Array<ArrayBuffer> => {
      const b = new Int32Array(cap);
      b.set(a);
      return b;
    };
    this.fStart = g(this.fStart);
    this.fCount = g(this.fCount);
    this.fNext = g(this.fNext);
    this.fAuto = g(this.fAuto);
    this.fU1 = g(this.fU1);
    this.fU2 = g(this.fU2);
    this.fU3 = g(this.fU3);
    this.cap = cap;
  }

  private isGoal(): boolean {
    if (this.mode === Mode.Progress) return this.foundSum > this.startFound || this.hiddenSum < this.startHidden;
    return this.foundSum === 52;
  }

  /**
   * Enters the current state (just reached by a move): safe moves, goal test,
   * table lookup, new frame. Returns 1 = goal, 0 = new frame pushed, -1 = seen.
   */
  private enter(): number {
    this.states++;
    const autoStart = this.autoTop;
    if (this.mode !== Mode.Progress) this.autoPlay();
    if (this.isGoal()) {
      this.ensureCap();
      const d = ++this.depth;
      this.fAuto[d] = autoStart;
      this.fStart[d] = this.mvTop;
      this.fCount[d] = 0;
      this.fNext[d] = 0;
      return 1;
    }
    if (!this.ttInsert()) {
      this.undoAuto(autoStart);
      return -1;
    }
    this.ensureCap();
    const d = ++this.depth;
    this.fAuto[d] = autoStart;
    this.fStart[d] = this.mvTop;
    this.generate(this.mode === Mode.Progress ? -1 : this.forcedColumn(d));
    this.fCount[d] = this.mvTop - this.fStart[d];
    this.fNext[d] = 0;
    return 0;
  }

  /**
   * Runs until the search ends or `budget` more states were entered, or
   * `shouldStop()` (checked every 1024 states) says so. Returns the outcome
   * once over, else null.
   */
  step(budget: number, shouldStop?: () => boolean): Outcome | null {
    if (this.done) return this.done;
    const limit = this.states + budget;
    if (!this.started) {
      this.started = true;
      if (this.enter() === 1) return (this.done = 'found');
    }
    let check = 0;
    while (this.depth >= 0) {
      if (this.states >= limit) return null;
      if (++check >= 1024) {
        check = 0;
        if (shouldStop && shouldStop()) return null;
      }
      const d = this.depth;
      if (this.fNext[d] < this.fCount[d]) {
        const m = this.mv[this.fStart[d] + this.fNext[d]++];
        this.apply(m, d);
        const r = this.enter();
        if (r === 1) return (this.done = 'found');
        if (r === -1) this.undo(m, d);
      } else {
        // Leave this frame: undo its safe moves and the move that led here.
        this.undoAuto(this.fAuto[d]);
        this.mvTop = this.fStart[d];
        this.depth--;
        if (this.depth >= 0) {
          const p = this.depth;
          this.undo(this.mv[this.fStart[p] + this.fNext[p] - 1], p);
        }
      }
    }
    return (this.done = this.incomplete ? 'cutoff' : 'exhausted');
  }

  /** The moves from the start to the goal, in notation (valid once step() returned 'found'). */
  path(): string[] {
    const out: string[] = [];
    const suits = 'shdc';
    const autoNotation = (v: number): string => (v & 16 ? 'W-F' : `${(v & 7) + 1}-F`);
    for (let d = 0; d <= this.depth; d++) {
      const autoEnd = d < this.depth ? this.fAuto[d + 1] : this.autoTop;
      for (let i = this.fAuto[d]; i < autoEnd; i++) out.push(autoNotation(this.autoLog[i]));
      if (d === this.depth) break;
      const m = this.mv[this.fStart[d] + this.fNext[d] - 1];
      const kind = m & 7;
      const a = (m >> 3) & 63;
      const b = (m >> 9) & 63;
      const c = (m >> 15) & 255;
      if (kind === K_COLF) out.push(`${a + 1}-F`);
      else if (kind === K_RUN) out.push(`${a + 1}-${b + 1}`);
      else if (kind === K_TAKE) out.push(`F${suits[a]}-${b + 1}`);
      else {
        for (let i = 0; i < c; i++) out.push('S');
        out.push(kind === K_DECKF ? 'W-F' : `W-${b + 1}`);
      }
    }
    return out;
  }
}
