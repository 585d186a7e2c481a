/**
 * The probes' move order: a seeded Fisher–Yates shuffle of a run of the move
 * stack, driven by xorshift32, so that a probe with the same seed always
 * tries its moves in the same order.
 * @module
 */

/**
 * Shuffles the `n` entries of `a` from index `start` in place, with the
 * xorshift32 state `x`; returns the state after it.
 */
export function shuffleRun(a: Int32Array, start: number, n: number, x: number): number {
  for (let i = n - 1; i > 0; i--) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    const j = (x >>> 0) % (i + 1);
    const t = a[start + i];
    a[start + i] = a[start + j];
    a[start + j] = t;
  }
  return x;
}
