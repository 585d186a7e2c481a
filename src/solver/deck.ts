/**
 * Stock and waste as one sequence (the *deck*): which cards the current and
 * the next draw cycle can put on top of the waste, and at what cost in taps.
 *
 * The deck lists the cards in the order they come up (waste bottom → top,
 * then the stock from its top down), as a doubly linked list with a head
 * sentinel; playing a card unlinks it. The waste top is a pointer into the
 * list (-1: empty waste). With P cards up to the pointer and m cards in all,
 * drawing `draw` at a time shows the cards at positions P + k·draw (and the
 * last one); after a recycle, positions k·draw (and the last one).
 * @module
 */

/**
 * The links of a deck of `n` cards in their order, cards 0 … n − 1 and the
 * head sentinel at index `n`: `next` from the head to the first card and on
 * back to the head, `prev` the other way.
 */
export function deckList(n: number): { next: Int16Array; prev: Int16Array } {
  const next = new Int16Array(n + 1);
  const prev = new Int16Array(n + 1);
  for (let i = 0; i <= n; i++) {
    next[i] = i === n ? 0 : i + 1;
    prev[i] = i === 0 ? n : i - 1;
  }
  return { next, prev };
}

/** Where the reachable cards are written: deck index, stock taps, recycle flag. */
export interface Reach {
  readonly idx: Int16Array;
  readonly taps: Int16Array;
  readonly flag: Uint8Array;
}

/** A fresh scratch for {@link reachable}. */
export const newReach = (): Reach => ({ idx: new Int16Array(64), taps: new Int16Array(64), flag: new Uint8Array(64) });

/**
 * Fills `out` with the deck cards that can be brought to the waste top now
 * (`P`: the cards up to the waste top, 0 for an empty waste): in the current
 * cycle, or (when `canRecycle`) after turning the waste back. Returns how
 * many.
 */
export function reachable(next: Int16Array, head: number, P: number, m: number, d: number, canRecycle: boolean, out: Reach): number {
  if (m === 0) return 0;
  const rIdx = out.idx;
  const rTaps = out.taps;
  const rFlag = out.flag;
  let n = 0;
  let q = 0;
  if (d === 1) {
    // Draw 1 (the draw-1 relaxation's game, the most frequent caller):
    // every card of the current cycle, and the rest after a recycle; no
    // division.
    for (let x = next[head]; x !== head; x = next[x]) {
      q++;
      if (q >= P) {
        rIdx[n] = x;
        rTaps[n] = q - P;
        rFlag[n++] = 0;
      } else if (canRecycle) {
        rIdx[n] = x;
        rTaps[n] = m - P + 1 + q;
        rFlag[n++] = 1;
      }
    }
    return n;
  }
  for (let x = next[head]; x !== head; x = next[x]) {
    q++;
    if (q >= P && (q === P || (q - P) % d === 0 || q === m)) {
      rIdx[n] = x;
      rTaps[n] = q === P ? 0 : Math.ceil((q - P) / d);
      rFlag[n++] = 0;
    } else if (canRecycle && (q % d === 0 || q === m)) {
      rIdx[n] = x;
      rTaps[n] = Math.ceil((m - P) / d) + 1 + Math.ceil(q / d);
      rFlag[n++] = 1;
    }
  }
  return n;
}
