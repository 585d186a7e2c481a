/**
 * The transposition table: 64-bit keys (two 32-bit halves) in open-addressed
 * `Int32Array`s with linear probing, growing by doubling up to a cap.
 * @module
 */
import { giveInt32, takeInt32 } from './array-pool.js';

/** Smallest cap of a table: 2^14 slots. */
export const MIN_TT_LOG2 = 14;
/** Default cap of the transposition table: 2^23 slots (64 MB; 96 MB with pointer masks), filled to 3/4 at most. */
export const DEFAULT_TT_LOG2 = 23;

/** Insert outcome: a new key. */
export const TT_NEW = 0;
/** Insert outcome: the key was already there. */
export const TT_SEEN = 1;
/** Insert outcome: the table is full (at its cap); the key was not stored. */
export const TT_FULL = 2;

/**
 * A set of 64-bit keys with a size cap; with `values`, each key also holds
 * a 32-bit mask (see {@link TransTable.insertDominated}).
 */
export class TransTable {
  private lo: Int32Array<ArrayBuffer>;
  private hi: Int32Array<ArrayBuffer>;
  private val: Int32Array<ArrayBuffer> | null;
  private mask: number;
  private count = 0;
  private lastSlot = 0;
  private readonly maxLog2: number;

  /**
   * `startLog2`: log2 of the slots to start with (default 16: most
   * searches are short; one known to be long saves the rehashing).
   */
  constructor(maxLog2 = DEFAULT_TT_LOG2, values = false, startLog2 = 16) {
    this.maxLog2 = Math.max(MIN_TT_LOG2, maxLog2);
    const log2 = Math.min(startLog2, this.maxLog2);
    this.lo = takeInt32(1 << log2);
    this.hi = takeInt32(1 << log2);
    this.val = values ? takeInt32(1 << log2) : null;
    this.mask = (1 << log2) - 1;
  }

  /**
   * For a table made with `values`: a key seen with a set of variants (bits
   * of a mask). Answers {@link TT_SEEN} when some variant in `dominators`
   * was seen with this key, else records `bit` and answers {@link TT_NEW}
   * (or {@link TT_FULL} for a new key in a full table).
   */
  insertDominated(lo: number, hi: number, bit: number, dominators: number): number {
    const val = this.val as Int32Array;
    if (lo === 0 && hi === 0) lo = 1;
    const mask = this.mask;
    let i = (lo ^ (hi >>> 7) ^ Math.imul(hi, 0x9e3779b1)) & mask;
    for (;;) {
      const l = this.lo[i];
      if (l === 0 && this.hi[i] === 0) break;
      if (l === lo && this.hi[i] === hi) {
        const v = val[i];
        if ((v & dominators) !== 0) return TT_SEEN;
        val[i] = v | bit;
        return TT_NEW;
      }
      i = (i + 1) & mask;
    }
    // A new key: into the empty slot found, unless the table must grow first.
    if ((this.count + 1) * 4 > (mask + 1) * 3) {
      const r = this.insert(lo, hi);
      if (r === TT_NEW) (this.val as Int32Array)[this.lastSlot] = bit;
      return r;
    }
    this.lo[i] = lo;
    this.hi[i] = hi;
    val[i] = bit;
    this.count++;
    return TT_NEW;
  }

  /** For a table made with `values`: the key is in the table, seen with some variant in `dominators`. */
  hasDominated(lo: number, hi: number, dominators: number): boolean {
    const i = this.slotOf(lo, hi);
    return i >= 0 && ((this.val as Int32Array)[i] & dominators) !== 0;
  }

  /** The key is in the table. */
  has(lo: number, hi: number): boolean {
    return this.slotOf(lo, hi) >= 0;
  }

  /** The slot that holds the key, or -1. */
  private slotOf(lo: number, hi: number): number {
    if (lo === 0 && hi === 0) lo = 1;
    const mask = this.mask;
    let i = (lo ^ (hi >>> 7) ^ Math.imul(hi, 0x9e3779b1)) & mask;
    for (;;) {
      const l = this.lo[i];
      if (l === 0 && this.hi[i] === 0) return -1;
      if (l === lo && this.hi[i] === hi) return i;
      i = (i + 1) & mask;
    }
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
    this.lastSlot = i;
    this.count++;
    return TT_NEW;
  }

  private grow(): void {
    const ol = this.lo;
    const oh = this.hi;
    const size = ol.length * 2;
    const mask = size - 1;
    const nl = takeInt32(size);
    const nh = takeInt32(size);
    const ov = this.val;
    const nv = ov ? takeInt32(size) : null;
    for (let j = 0; j < ol.length; j++) {
      const lo = ol[j];
      const hi = oh[j];
      if (lo === 0 && hi === 0) continue;
      let i = (lo ^ (hi >>> 7) ^ Math.imul(hi, 0x9e3779b1)) & mask;
      while (nl[i] !== 0 || nh[i] !== 0) i = (i + 1) & mask;
      nl[i] = lo;
      nh[i] = hi;
      if (nv && ov) nv[i] = ov[j];
    }
    giveInt32(ol);
    giveInt32(oh);
    if (ov) giveInt32(ov);
    this.lo = nl;
    this.hi = nh;
    this.val = nv;
    this.mask = mask;
  }

  /**
   * Gives the table's arrays back for the next tables (see ./array-pool.ts);
   * the table is then empty and tiny (still usable, but it is meant to be
   * dropped). Twice is harmless.
   */
  release(): void {
    giveInt32(this.lo);
    giveInt32(this.hi);
    if (this.val) giveInt32(this.val);
    this.lo = new Int32Array(1);
    this.hi = new Int32Array(1);
    this.val = this.val ? new Int32Array(1) : null;
    this.mask = 0;
    this.count = 0;
  }

  /** Empties the table, keeping its size (cheaper than growing a new one again). */
  clear(): void {
    this.lo.fill(0);
    this.hi.fill(0);
    this.val?.fill(0);
    this.count = 0;
  }

  /** Keys stored. */
  get size(): number {
    return this.count;
  }
}
