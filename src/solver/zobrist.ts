/**
 * The Zobrist tables of the state key: deterministic pseudo-random 32-bit
 * words, two per feature (the key's low and high halves), that a position
 * XORs together (see `Position`). What the key covers is told in
 * {@link ./position.ts}.
 * @module
 */

/** `n` words from an xorshift32 stream started at `seed`. */
function makeZobrist(n: number, seed: number): Int32Array {
  const z = new Int32Array(n);
  let s = seed >>> 0;
  for (let i = 0; i < n; i++) {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    z[i] = s | 0;
  }
  return z;
}

/** Per card × attachment code (0 – 3): a face-up tableau card's attachment; code 0 contributes nothing. */
export const ZC_LO = makeZobrist(52 * 4, 0x9e3779b9);
/** High half of {@link ZC_LO}. */
export const ZC_HI = makeZobrist(52 * 4, 0x85ebca6b);
/** Per card: it is in the deck. */
export const ZD_LO = makeZobrist(52, 0xc2b2ae35);
/** High half of {@link ZD_LO}. */
export const ZD_HI = makeZobrist(52, 0x27d4eb2f);
/** Per column × hidden count (stride 64): the hidden cards of a column. */
export const ZH_LO = makeZobrist(7 * 64, 0x165667b1);
/** High half of {@link ZH_LO}. */
export const ZH_HI = makeZobrist(7 * 64, 0xd3a2646c);
/** Per waste-top card (52: empty waste): the waste pointer. */
export const ZP_LO = makeZobrist(53, 0xfd7046c5);
/** High half of {@link ZP_LO}. */
export const ZP_HI = makeZobrist(53, 0xb55a4f09);
/** Per recycle count (mod 256): the recycles used, under a pass limit. */
export const ZR_LO = makeZobrist(256, 0x7feb352d);
/** High half of {@link ZR_LO}. */
export const ZR_HI = makeZobrist(256, 0x846ca68b);
/** Per card: the obligation to cover this column top (see `Search`'s table keys). */
export const ZF_LO = makeZobrist(52, 0x2545f491);
/** High half of {@link ZF_LO}. */
export const ZF_HI = makeZobrist(52, 0x9e3779b1 ^ 0x5bd1e995);
/** Per card: the obligation to put the next card of its suit home after it. */
export const ZX_LO = makeZobrist(52, 0x68e31da4);
/** High half of {@link ZX_LO}. */
export const ZX_HI = makeZobrist(52, 0xb5297a4d);
for (let c = 0; c < 52; c++) {
  ZC_LO[c * 4] = 0;
  ZC_HI[c * 4] = 0;
}
