/**
 * The search's move stack: the moves generated for each frame of the
 * depth-first search, one run per frame on top of its parent's.
 * @module
 */
import { giveInt32, growInt32, takeInt32 } from './array-pool.js';

/** Encoded moves (see ./move-code.ts), pushed by the generator, read and trimmed by the search. */
export class MoveStack {
  /** The moves; `mv[0 .. top)` are live. */
  mv = takeInt32(1 << 14);
  /** How many moves are live. */
  top = 0;

  /** Pushes move m. */
  push(m: number): void {
    if (this.top === this.mv.length) this.mv = growInt32(this.mv, this.mv.length * 2);
    this.mv[this.top++] = m;
  }

  /** Gives the array back (see ./array-pool.ts): the search is over. */
  release(): void {
    giveInt32(this.mv);
    this.mv = new Int32Array(0);
    this.top = 0;
  }
}
