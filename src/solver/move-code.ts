/**
 * How the search writes a move in one integer (its kind and operands), and
 * the codes of a guided move's target (see `SearchOptions.guide`).
 * @module
 */

// Move encoding: kind | a << 3 | b << 9 | c << 15 | flag << 23
/** Column top to its foundation: a = column. */
export const K_COLF = 0;
/** Run between columns: a = source, b = destination, c = cards, flag = then the card it uncovers goes home (compound). */
export const K_RUN = 1;
/** Deck card to its foundation: a = deck index, c = stock taps, flag = recycle. */
export const K_DECKF = 2;
/** Deck card to a column: a = deck index, b = column, c = taps, flag = recycle. */
export const K_DECKC = 3;
/** Foundation top back to a column: a = suit, b = column. */
export const K_TAKE = 4;

/**
 * A flag of a column-top entry of the safe-move log (`SafeMoves.log`: column
 * in bits 0 – 2, turned card 3, card 5 – 10): before the card went home, the
 * pile on it moved onto its twin (that column in bits 12 – 14, its cards in
 * 15 – 19). See `SafeMoves.homeBareTops`.
 */
export const PILE_TO_TWIN = 1 << 11;

/** Where a guided move goes (see `SearchOptions.guide`): home. Otherwise the card it goes onto, or {@link GUIDE_EMPTY}. */
export const GUIDE_HOME = 52;
/** Where a guided move goes: an empty column. */
export const GUIDE_EMPTY = 53;

/** A move as one integer: kind | a << 3 | b << 9 | c << 15 | flag << 23. */
export const enc = (kind: number, a: number, b: number, c: number, flag: number): number =>
  kind | (a << 3) | (b << 9) | (c << 15) | (flag << 23);
