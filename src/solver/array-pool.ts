/**
 * The array pool: spare typed arrays, the transposition tables and stacks of finished
 * searches, kept for the next ones.
 *
 * A solver worker is idle between analyses, and an idle worker runs no
 * garbage collection: the arrays an analysis dropped (about 1 MB: its
 * tables, its move and frame stacks) stayed in memory until the worker's
 * next collection, so a page of ten games, each analysed once, held ten
 * analyses' worth. A search now gives its arrays back here when it ends
 * (see `Search.release`), and the next search takes them: between analyses
 * the solver holds at most {@link SPARE_BYTES} of them, however many
 * analyses ran and however many games share the worker.
 *
 * Internal to the solver.
 * @module
 */

/**
 * The most bytes of spare arrays kept; an array given back beyond it, or
 * bigger than a quarter of it (the tables of a long search, which the next
 * search, starting small, would not take), is dropped: left to the garbage
 * collector.
 */
export const SPARE_BYTES = 4 << 20;

/** Arrays shorter than this are not worth keeping (their header costs as much). */
const MIN_LENGTH = 256;

const spare = new Map<number, Int32Array<ArrayBuffer>[]>();
let spareBytes = 0;

/** A zero-filled `Int32Array` of `length`: a spare one when there is one, else a new one. */
export function takeInt32(length: number): Int32Array<ArrayBuffer> {
  const a = spare.get(length)?.pop();
  if (!a) return new Int32Array(length);
  spareBytes -= a.byteLength;
  a.fill(0);
  return a;
}

/** `a` into the bigger `length` (the rest zero), giving `a` back. */
export function growInt32(a: Int32Array<ArrayBuffer>, length: number): Int32Array<ArrayBuffer> {
  const b = takeInt32(length);
  b.set(a);
  giveInt32(a);
  return b;
}

/**
 * Gives `a` back for a later {@link takeInt32}. The caller must not use it
 * again. Kept only while the spare arrays stay within {@link SPARE_BYTES}.
 */
export function giveInt32(a: Int32Array<ArrayBuffer>): void {
  if (a.length < MIN_LENGTH || a.byteLength > SPARE_BYTES / 4 || spareBytes + a.byteLength > SPARE_BYTES) return;
  let list = spare.get(a.length);
  if (!list) spare.set(a.length, (list = []));
  list.push(a);
  spareBytes += a.byteLength;
}

/** Bytes of spare arrays kept now (for tests and benchmarks). */
export function spareArrayBytes(): number {
  return spareBytes;
}
