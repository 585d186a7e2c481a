/**
 * The mutable table of a game, cards as integers, with the primitive
 * operations that moves are made of and their exact inverses.
 * Internal to the engine: the public view is {@link Klondike}.
 * @module
 */
import { rankOf, suitOf } from './cards.js';

/** Pile ids used inside the engine. */
export const STOCK = -1;
/** Pile id of the waste. */
export const WASTE = 7;
/** Pile id of the first foundation (spades); hearts, diamonds, clubs follow. */
export const FOUNDATION = 8;

/** What a move did, enough to undo it exactly. */
export interface Step {
  /** The move in notation. */
  readonly move: string;
  /** Source pile id (STOCK for a stock tap). */
  readonly from: number;
  /** Destination pile id (a column 0..6 or FOUNDATION + suit); STOCK for a draw/recycle. */
  readonly to: number;
  /** Cards moved (for a draw: cards turned; 0 for a recycle). */
  readonly count: number;
  /** Whether a hidden card turned face up after the move. */
  readonly flipped: boolean;
  /** Score change actually applied (after the floor). */
  readonly scoreDelta: number;
  /** Waste fan size before the move. */
  readonly fanBefore: number;
  /** Under `'once-per-card'`: the card earned its foundation points with this move. */
  readonly homed: boolean;
}

/** A table: seven columns, stock, waste and four foundations. */
export class Position {
  /** Hidden cards of each column, bottom to top. */
  down: number[][] = [[], [], [], [], [], [], []];
  /** Face-up cards of each column, bottom to top. */
  up: number[][] = [[], [], [], [], [], [], []];
  /** Stock, bottom to top: the last card is drawn next. */
  stock: number[] = [];
  /** Waste, bottom to top: the last card plays. */
  waste: number[] = [];
  /** Foundations by suit (s, h, d, c), ace first. */
  foundations: number[][] = [[], [], [], []];
  /** Times the waste went back to the stock. */
  recycles = 0;
  /** Cards of the latest draw still on the waste (what a draw-3 fan shows). */
  fan = 0;

  /** A deep copy. */
  clone(): Position {
    const p = new Position();
    p.down = this.down.map((c) => c.slice());
    p.up = this.up.map((c) => c.slice());
    p.stock = this.stock.slice();
    p.waste = this.waste.slice();
    p.foundations = this.foundations.map((f) => f.slice());
    p.recycles = this.recycles;
    p.fan = this.fan;
    return p;
  }

  /** The card on top of a foundation, or -1. */
  foundationTop(suit: number): number {
    const f = this.foundations[suit];
    return f.length ? f[f.length - 1] : -1;
  }

  /** True when `card` is the next card its foundation takes. */
  fitsFoundation(card: number): boolean {
    return this.foundations[suitOf(card)].length === rankOf(card) - 1;
  }

  /** Cards on the foundations. */
  foundationCount(): number {
    return this.foundations[0].length + this.foundations[1].length + this.foundations[2].length + this.foundations[3].length;
  }

  /** Hidden tableau cards. */
  hiddenCount(): number {
    let n = 0;
    for (const d of this.down) n += d.length;
    return n;
  }

  /** Turns up to `draw` cards from the stock onto the waste; returns how many. */
  draw(draw: number): number {
    const n = Math.min(draw, this.stock.length);
    for (let i = 0; i < n; i++) this.waste.push(this.stock.pop()!);
    this.fan = n;
    return n;
  }

  /** Puts `n` drawn cards back from the waste onto the stock. */
  undraw(n: number, fanBefore: number): void {
    for (let i = 0; i < n; i++) this.stock.push(this.waste.pop()!);
    this.fan = fanBefore;
  }

  /** Turns the waste back into the stock, same order. */
  recycle(): void {
    this.stock = this.waste.reverse();
    this.waste = [];
    this.recycles++;
    this.fan = 0;
  }

  /** Inverse of {@link recycle}. */
  unrecycle(fanBefore: number): void {
    this.waste = this.stock.reverse();
    this.stock = [];
    this.recycles--;
    this.fan = fanBefore;
  }

  /** Removes the top `count` cards of a pile (waste, column, foundation). */
  take(pile: number, count: number): number[] {
    const src = pile === WASTE ? this.waste : pile >= FOUNDATION ? this.foundations[pile - FOUNDATION] : this.up[pile];
    return src.splice(src.length - count, count);
  }

  /** Puts cards on a pile (a column 0..6, FOUNDATION + suit, or the waste). */
  put(pile: number, cards: number[]): void {
    const dst = pile === WASTE ? this.waste : pile >= FOUNDATION ? this.foundations[pile - FOUNDATION] : this.up[pile];
    for (const c of cards) dst.push(c);
  }

  /** Turns the top hidden card of a column face up if no face-up card is left; returns whether it did. */
  flipIfNeeded(col: number): boolean {
    if (this.up[col].length === 0 && this.down[col].length > 0) {
      this.up[col].push(this.down[col].pop()!);
      return true;
    }
    return false;
  }

  /** Inverse of a flip: the only face-up card of a column goes face down again. */
  unflip(col: number): void {
    this.down[col].push(this.up[col].pop()!);
  }
}
