/**
 * Per-card lookup tables of the solver, cards as integers 0 – 51 (suit × 13
 * + rank − 1, suits s h d c): rank, suit, colour, the two parents and the
 * two children of each card, and each card's bit in a card set (52 bits as
 * two 32-bit words, the form the dead-position proof and the pile bases
 * compute on).
 * @module
 */
import { rankOf, suitOf } from '../engine/cards.js';

/** Per card: its rank, 1 (ace) to 13 (king). */
export const RANK = new Int8Array(52);
/** Per card: its suit, 0 – 3 (s h d c). */
export const SUIT = new Int8Array(52);
/** Per card: 1 when red (hearts, diamonds). */
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

// Card sets: two words, each of two 16-bit lanes of 13 bits (ace low):
// word 0 spades | hearts << 16, word 1 diamonds | clubs << 16 (black, red | red, black).
/** Per card: its bit in word 0 of a card set (0 if in word 1); {@link SET_HI}: in word 1. */
export const SET_LO = new Int32Array(52);
/** Per card: its bit in word 1 of a card set (see {@link SET_LO}). */
export const SET_HI = new Int32Array(52);
/** Per word * 32 + bit: the card. */
export const CARD_AT = new Int8Array(64);
for (let c = 0; c < 52; c++) {
  const s = (c / 13) | 0;
  const bit = 1 << (((s & 1) << 4) + (c % 13));
  if (s < 2) SET_LO[c] = bit;
  else SET_HI[c] = bit;
  CARD_AT[(s >> 1) * 32 + ((s & 1) << 4) + (c % 13)] = c;
}
