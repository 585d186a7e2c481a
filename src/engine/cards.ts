/**
 * Cards as small integers: `card = suit * 13 + (rank - 1)`, suits in the
 * foundation order spades, hearts, diamonds, clubs, rank 1 (ace) to 13 (king).
 * @module
 */
import type { CardName, Rank, Suit } from './types.js';

/** Suit letters in foundation order. */
export const SUITS: readonly Suit[] = ['s', 'h', 'd', 'c'];
/** Rank letters, index 0 = ace. */
export const RANKS: readonly Rank[] = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];
/** English names of suits, for messages. */
export const SUIT_NAMES: readonly string[] = ['spades', 'hearts', 'diamonds', 'clubs'];

/** Suit index 0..3 of a card. */
export const suitOf = (card: number): number => (card / 13) | 0;
/** Rank 1..13 of a card. */
export const rankOf = (card: number): number => (card % 13) + 1;
/** True for hearts and diamonds. */
export const isRed = (card: number): boolean => {
  const s = suitOf(card);
  return s === 1 || s === 2;
};
/** Builds a card from its suit index and rank 1..13. */
export const makeCard = (suit: number, rank: number): number => suit * 13 + rank - 1;

/** True when `card` may sit on `onto` in a column: one rank lower, opposite colour. */
export const fitsOnColumnCard = (card: number, onto: number): boolean =>
  rankOf(card) + 1 === rankOf(onto) && isRed(card) !== isRed(onto);

/** Notation of a card, e.g. `'Th'`. */
export function cardName(card: number): CardName {
  return RANKS[rankOf(card) - 1] + SUITS[suitOf(card)];
}

/**
 * Parses a card in notation (`'Th'`, `'th'`, also `'10h'`), returning its
 * integer or -1 when it is not a card.
 */
export function parseCard(text: string): number {
  const m = /^(10|[A2-9TJQK])([SHDC])$/i.exec(text.trim());
  if (!m) return -1;
  const rankText = m[1].toUpperCase() === '10' ? 'T' : m[1].toUpperCase();
  const rank = RANKS.indexOf(rankText as Rank) + 1;
  const suit = SUITS.indexOf(m[2].toLowerCase() as Suit);
  return makeCard(suit, rank);
}

/** A readable English name, e.g. `'10 of hearts'`. */
export function cardLongName(card: number): string {
  const r = rankOf(card);
  const rank = r === 1 ? 'ace' : r === 11 ? 'jack' : r === 12 ? 'queen' : r === 13 ? 'king' : String(r);
  return `${rank} of ${SUIT_NAMES[suitOf(card)]}`;
}
