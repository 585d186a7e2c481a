/**
 * Stock and waste as one sequence (the *deck*): which cards the current and
 * the next draw cycle can put on top of the waste, and at what cost in taps.
 *
 * The deck lists the cards in the order they come up (waste bottom → top,
 * then the stock from its top down), as a doubly linked list with a head
 * sentinel; playing a card unlinks it. The waste top is a pointer into the
 * list (-1: empty waste). With P cards up to the pointer and m cards in all,
 * drawing `draw` at a time shows the cards at positions P + k·draw (and the
 * last one); after a recycle, positions k·draw (and the last one). The
 * list itself is kept by the {@link Position}.
 * @module
 */
import type { Position } from './position.js';


/**
 * The deck cards within reach of one search's position, listed once per
 * state whose moves are generated: deck index, stock taps, recycle flag.
 */
export class DeckReach {
  /** Deck index of each card listed. */
  readonly idx = new Int16Array(64);
  /** Stock taps that bring each one to the waste top. */
  readonly taps = new Int16Array(64);
  /** 1 when that takes a recycle. */
  readonly flag = new Uint8Array(64);
  /** How many the last {@link list} found. */
  n = 0;
  /** The list is of the state whose moves are being generated (see {@link forget}). */
  private listed = false;

  constructor(private readonly pos: Position) {}

  /** Lists the deck cards within reach now; returns how many. */
  list(): number {
    const p = this.pos;
    this.n = reachable(p.next, p.head, p.ptrPos(), p.deckCount, p.draw, p.recycles + 1 < p.passes, this);
    this.listed = true;
    return this.n;
  }

  /** A new state: the list is stale until {@link list} runs again. */
  forget(): void {
    this.listed = false;
  }

  /** Deck card d is within reach now, as far as the list tells (listed for this state; else: yes). */
  has(d: number): boolean {
    if (!this.listed) return true;
    const j = this.pos.deckIndex[d];
    for (let i = 0; i < this.n; i++) if (this.idx[i] === j) return true;
    return false;
  }
}

/**
 * Fills `out` with the deck cards that can be brought to the waste top now
 * (`P`: the cards up to the waste top, 0 for an empty waste): in the current
 * cycle, or (when `canRecycle`) after turning the waste back. Returns how
 * many.
 */
function reachable(next: Int16Array, head: number, P: number, m: number, d: number, canRecycle: boolean, out: DeckReach): number {
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
