/**
 * Pile ids and runs: the one place that decodes a pile id (`S`, `W`, `Fs`…
 * `Fc`, `1`…`7`) into the engine's arrays, and that finds "the run from this
 * card" in a column. Every view, input and controller uses these.
 * @module
 */
import type { CardName, Column } from '../../engine/index.js';

/** A pile of the table: stock, waste, the four foundations (by suit), the seven columns. */
export type PileId = 'S' | 'W' | 'Fs' | 'Fh' | 'Fd' | 'Fc' | '1' | '2' | '3' | '4' | '5' | '6' | '7';

/** The suits in foundation order. */
export const SUITS = 'shdc';

/** The piles that hold cards face up (everything but the stock). */
export interface PileSource {
  readonly tableau: readonly Column[];
  readonly waste: readonly CardName[];
  readonly foundations: readonly (readonly CardName[])[];
}

/** True for the column ids `1`…`7`. */
export function isColumn(pile: string | null | undefined): pile is '1' | '2' | '3' | '4' | '5' | '6' | '7' {
  return !!pile && pile.length === 1 && pile >= '1' && pile <= '7';
}

/** True for the foundation ids `Fs`, `Fh`, `Fd`, `Fc`. */
export function isFoundation(pile: string | null | undefined): pile is 'Fs' | 'Fh' | 'Fd' | 'Fc' {
  return !!pile && pile.length === 2 && pile[0] === 'F' && SUITS.includes(pile[1]);
}

/** The column of a column id (`'3'` → the third column). */
export function columnOf(game: Pick<PileSource, 'tableau'>, pile: string): Column {
  return game.tableau[Number(pile) - 1];
}

/** The foundation of a suit letter (`s`, `h`, `d`, `c`) or of a foundation id (`Fh`). */
export function foundationOf(game: Pick<PileSource, 'foundations'>, suitOrPile: string): readonly CardName[] {
  return game.foundations[SUITS.indexOf(suitOrPile[suitOrPile.length - 1])];
}

/**
 * The cards that move with `card` from `pile`: in a column the run from that
 * card to the top (empty when the card is not face up there); elsewhere the
 * card alone.
 */
export function runFrom(game: PileSource, pile: string, card: string): string[] {
  if (!isColumn(pile)) return [card];
  const up = columnOf(game, pile).up;
  const i = up.indexOf(card);
  return i < 0 ? [] : up.slice(i);
}

/** The face-up cards a move can pick up from `pile`, bottom to top (the waste and foundations: the top card). */
export function pickableCards(game: PileSource, pile: string): string[] {
  if (pile === 'W') return game.waste.slice(-1);
  if (isFoundation(pile)) return foundationOf(game, pile).slice(-1);
  if (isColumn(pile)) return columnOf(game, pile).up.slice();
  return [];
}
