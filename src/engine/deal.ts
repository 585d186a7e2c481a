/**
 * Laying out a deal: from a deal number (through the documented shuffle) or
 * from Solvitaire's JSON deal format, and back to that format.
 *
 * Dealing a shuffled deck: cards are taken from the front of the deck, row
 * by row as at a real table: row 1 puts one card on each of columns 1..7,
 * row 2 on columns 2..7, …, row 7 on column 7; the last card a column gets
 * is face up. The 24 cards left form the stock, the first of them (deck
 * position 28) on top, so it is the first card drawn.
 * @module
 */
import { cardName, parseCard, rankOf, suitOf, fitsOnColumnCard } from './cards.js';
import { shuffledDeck } from './prng.js';
import { Position } from './position.js';
import { quoteInput } from './text.js';
import type { SolvitaireDeal } from './types.js';
import { ownFields } from './own.js';

/** The starting position of a deal number. */
export function dealPosition(dealNumber: number): Position {
  return layoutDeck(shuffledDeck(dealNumber));
}

/** Lays out a deck (card integers, dealt from index 0) as described above. */
export function layoutDeck(deck: readonly number[]): Position {
  const pos = new Position();
  let k = 0;
  for (let row = 0; row < 7; row++) {
    for (let col = row; col < 7; col++) {
      if (col === row) pos.up[col].push(deck[k++]);
      else pos.down[col].push(deck[k++]);
    }
  }
  for (let i = 51; i >= 28; i--) pos.stock.push(deck[i]);
  return pos;
}

/** An error in a Solvitaire deal, saying what is wrong. */
export class DealFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DealFormatError';
  }
}

const SOLVITAIRE_RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

function solvitaireCard(card: number, faceUp: boolean): string {
  const suit = 'shdc'[suitOf(card)];
  return SOLVITAIRE_RANKS[rankOf(card) - 1] + (faceUp ? suit.toUpperCase() : suit);
}

/** Writes a position in Solvitaire's format (waste and foundation keys only when not empty). */
export function toSolvitaire(pos: Position): SolvitaireDeal {
  const out: SolvitaireDeal = {
    'tableau piles': pos.down.map((d, i) => [
      ...d.map((c) => solvitaireCard(c, false)),
      ...pos.up[i].map((c) => solvitaireCard(c, true)),
    ]),
    stock: pos.stock.map((c) => solvitaireCard(c, true)),
  };
  if (pos.waste.length) out.waste = pos.waste.map((c) => solvitaireCard(c, true));
  if (pos.foundations.some((f) => f.length)) {
    out.foundation = pos.foundations.map((f) => f.map((c) => solvitaireCard(c, true)));
  }
  return out;
}

/**
 * Reads a deal (or a position) in Solvitaire's format, object or JSON text.
 * Checks: 7 columns, 52 distinct cards in all, no hidden card above a face-up
 * one, face-up cards of a column forming a valid run, foundations in order.
 * A column whose cards are all hidden gets its top card turned up.
 */
export function fromSolvitaire(input: unknown): Position {
  let data = input;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch (e) {
      throw new DealFormatError(`Deal is not valid JSON: ${(e as Error).message}`);
    }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new DealFormatError('Deal must be an object with "tableau piles" and "stock"');
  }
  const d = ownFields(data as Record<string, unknown>);
  const piles = d['tableau piles'];
  if (!Array.isArray(piles) || piles.length !== 7) throw new DealFormatError('"tableau piles" must be an array of 7 columns');
  if (!Array.isArray(d.stock)) throw new DealFormatError('"stock" must be an array of cards');
  const seen = new Set<number>();
  const read = (text: unknown, where: string): { card: number; faceUp: boolean } => {
    if (typeof text !== 'string') throw new DealFormatError(`${where}: a card must be a string like "10H"`);
    const card = parseCard(text);
    if (card < 0) throw new DealFormatError(`${where}: ${quoteInput(text)} is not a card (ranks A 2-10 J Q K, suits c d h s)`);
    if (seen.has(card)) throw new DealFormatError(`${where}: ${cardName(card)} appears twice`);
    seen.add(card);
    const suitChar = text.trim().slice(-1);
    return { card, faceUp: suitChar === suitChar.toUpperCase() };
  };
  const pos = new Position();
  piles.forEach((pile, col) => {
    if (!Array.isArray(pile)) throw new DealFormatError(`column ${col + 1} must be an array`);
    pile.forEach((text, i) => {
      const { card, faceUp } = read(text, `column ${col + 1}, card ${i + 1}`);
      if (faceUp) {
        const up = pos.up[col];
        if (up.length && !fitsOnColumnCard(card, up[up.length - 1])) {
          throw new DealFormatError(`column ${col + 1}: face-up ${cardName(card)} does not fit on ${cardName(up[up.length - 1])}`);
        }
        up.push(card);
      } else {
        if (pos.up[col].length) throw new DealFormatError(`column ${col + 1}: hidden ${cardName(card)} lies on a face-up card`);
        pos.down[col].push(card);
      }
    });
    pos.flipIfNeeded(col);
  });
  d.stock.forEach((text, i) => pos.stock.push(read(text, `stock, card ${i + 1}`).card));
  if (d.waste !== undefined) {
    if (!Array.isArray(d.waste)) throw new DealFormatError('"waste" must be an array of cards');
    d.waste.forEach((text, i) => pos.waste.push(read(text, `waste, card ${i + 1}`).card));
  }
  if (d.foundation !== undefined) {
    if (!Array.isArray(d.foundation) || d.foundation.length > 4) throw new DealFormatError('"foundation" must be up to 4 arrays');
    d.foundation.forEach((f, i) => {
      if (!Array.isArray(f)) throw new DealFormatError(`foundation ${i + 1} must be an array`);
      f.forEach((text, j) => {
        const { card } = read(text, `foundation ${i + 1}, card ${j + 1}`);
        const target = pos.foundations[suitOf(card)];
        if (rankOf(card) !== target.length + 1) {
          throw new DealFormatError(`foundation ${i + 1}: ${cardName(card)} is out of order (foundations go ace to king by suit)`);
        }
        target.push(card);
      });
    });
  }
  if (seen.size !== 52) throw new DealFormatError(`a deal needs all 52 cards, this one has ${seen.size}`);
  return pos;
}
