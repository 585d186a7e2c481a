/**
 * Vocabulary of the search core: the move encoding, the search modes, the
 * position as read from the engine, card tables, and the Zobrist tables of
 * the state key.
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
/** Run between columns: a = source, b = destination, c = cards, flag = then the card it uncovers goes home (compound). */
export const K_RUN = 1;
/** Deck card to its foundation: a = deck index, c = stock taps, flag = recycle. */
export const K_DECKF = 2;
/** Deck card to a column: a = deck index, b = column, c = taps, flag = recycle. */
export const K_DECKC = 3;
/** Foundation top back to a column: a = suit, b = column. */
export const K_TAKE = 4;

/**
 * A flag of a column-top entry of the safe-move log (`Play.logAuto`: column
 * in bits 0 – 2, turned card 3, card 5 – 10): before the card went home, the
 * pile on it moved onto its twin (that column in bits 12 – 14, its cards in
 * 15 – 19). See `Play.homeBareTops`.
 */
export const PILE_TO_TWIN = 1 << 11;

/** Where a guided move goes (see `Search.guide`): home. Otherwise the card it goes onto, or {@link GUIDE_EMPTY}. */
export const GUIDE_HOME = 52;
/** Where a guided move goes: an empty column. */
export const GUIDE_EMPTY = 53;

export const enc = (kind: number, a: number, b: number, c: number, flag: number): number =>
  kind | (a << 3) | (b << 9) | (c << 15) | (flag << 23);

/** Search modes. */
export const Mode = {
  /**
   * Looks for a win with the dominance pruning and the folded key (see
   * docs/solver.md): complete, so its exhaustion proves 'unsolvable'.
   */
  Win: 0,
  /** Looks for a win with every move and the plain key: a slower reference (tests cross-check Win against it). */
  Full: 1,
  /** Looks for any progress (a foundation card more or a hidden card less), every move, no safe moves. */
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
export const ZC_LO = makeZobrist(52 * 4, 0x9e3779b9);
export const ZC_HI = makeZobrist(52 * 4, 0x85ebca6b);
export const ZD_LO = makeZobrist(52, 0xc2b2ae35);
export const ZD_HI = makeZobrist(52, 0x27d4eb2f);
export const ZH_LO = makeZobrist(7 * STRIDE, 0x165667b1);
export const ZH_HI = makeZobrist(7 * STRIDE, 0xd3a2646c);
export const ZP_LO = makeZobrist(53, 0xfd7046c5);
export const ZP_HI = makeZobrist(53, 0xb55a4f09);
export const ZR_LO = makeZobrist(256, 0x7feb352d);
export const ZR_HI = makeZobrist(256, 0x846ca68b);
export const ZF_LO = makeZobrist(52, 0x2545f491);
export const ZF_HI = makeZobrist(52, 0x9e3779b1 ^ 0x5bd1e995);
export const ZX_LO = makeZobrist(52, 0x68e31da4);
export const ZX_HI = makeZobrist(52, 0xb5297a4d);
for (let c = 0; c < 52; c++) {
  ZC_LO[c * 4] = 0;
  ZC_HI[c * 4] = 0;
}

export const RANK = new Int8Array(52);
export const SUIT = new Int8Array(52);
export const RED = new Uint8Array(52);
for (let c = 0; c < 52; c++) {
  RANK[c] = rankOf(c);
  SUIT[c] = suitOf(c);
  RED[c] = SUIT[c] === 1 || SUIT[c] === 2 ? 1 : 0;
}

/** The two parents of each card (rank one higher, other colour; code 2 then code 3), kings: themselves. */
export const PARENT = new Int8Array(104);
/** The two children of each card (rank one lower, other colour), aces: themselves. */
export const CHILD = new Int8Array(104);
for (let c = 0; c < 52; c++) {
  const r = RANK[c];
  // Suits s h d c = 0 1 2 3; black s c, red h d. Parent code 2 + (suit >> 1).
  const other = RED[c] ? [0, 3] : [1, 2];
  for (let i = 0; i < 2; i++) {
    PARENT[c * 2 + i] = r === 13 ? c : other[i] * 13 + r;
    CHILD[c * 2 + i] = r === 1 ? c : other[i] * 13 + r - 2;
  }
}

export const MIN_TT_LOG2 = 14;
/** Default cap of the transposition table: 2^23 slots (64 MB; 96 MB with pointer masks), filled to 3/4 at most. */
export const DEFAULT_TT_LOG2 = 23;
