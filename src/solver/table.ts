/**
 * The transposition table: 64-bit keys (two 32-bit halves) in open-addressed
 * `Int32Array`s with linear probing, growing by doubling up to a cap.
 * @module
 */
import { DEFAULT_TT_LOG2, MIN_TT_LOG2 } from './keys.js';

/** Insert outcome: a new key. */
export const TT_NEW = 0;
/** Insert outcome: the key was already there. */
export const TT_SEEN = 1;
/** Insert outcome: the table is full (at its cap); the key was not stored. */
export const TT_FULL = 2;

/** A set of 64-bit keys with a size cap. */
export class TransTable {
  private lo: Int32Array;
  private hi: Int32Array;
  private mask: number;
  private count = 0;
  private readonly maxLog2: number;

  constructor(maxLog2 = DEFAULT_TT_LOG2) {
    this.maxLog2 = Math.max(MIN_TT_LOG2, maxLog2);
    const log2 = Math.min(16, this.maxLog2);
    this.lo = new Int32Array(1 << log2);
    this.hi = new Int32Array(1 << log2);
    this.mask = (1 << log2) - 1;
  }

  /** Inserts a key: {@link TT_NEW}, {@link TT_SEEN} or {@link TT_FULL}. */
  insert(lo: number, hi: number): number {
    if (lo === 0 && hi === 0) lo = 1;
    let mask = this.mask;
    let i = (lo ^ (hi >>> 7) ^ Math.imul(hi, 0x9e3779b1)) & mask;
    const tl = this.lo;
    const th = this.hi;
    for (;;) {
      const l = tl[i];
      if (l === 0 && th[i] === 0) break;
      if (l === lo && th[i] === hi) return TT_SEEN;
      i = (i + 1) & mask;
    }
    if ((this.count + 1) * 4 > (mask + 1) * 3) {
      if (mask + 1 >= 1 << this.maxLog2) return TT_FULL;
      this.grow();
      mask = this.mask;
      i = (lo ^ (hi >>> 7) ^ Math.imul(hi, 0x9e3779b1)) & mask;
      while (this.lo[i] !== 0 || this.hi[i] !== 0) i = (i + 1) & mask;
    }
    this.lo[i] = lo;
    this.hi[i] = hi;
    this.count++;
    return TT_NEW;
  }

  private grow(): void {
    const ol = this.lo;
    const oh = this.hi;
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
    this.lo = nl;
    this.hi = nh;
    this.mask = mask;
  }

  /** Empties the table, keeping its size (cheaper than growing a new one again). */
  clear(): void {
    this.lo.fill(0);
    this.hi.fill(0);
    this.count = 0;
  }

  /** Keys stored. */
  get size(): number {
    return this.count;
  }

  /** Bytes held. */
  get bytes(): number {
    return this.lo.byteLength * 2;
  }
}
