/**
 * The seeded shuffle behind deal numbers. Published in docs/records.md and pinned
 * by golden tests: never change it, or shared codes would give other cards.
 *
 * PRNG: sfc32 (Chris Doty-Humphrey's Small Fast Counter, 32-bit) seeded with
 * a = deal number mod 2^32, b = floor(deal number / 2^32), c = 0x4B4C3121,
 * d = 1; the first 12 outputs are thrown away.
 * Shuffle: the deck in order (spades A..K, hearts A..K, diamonds A..K,
 * clubs A..K) is shuffled by Fisher–Yates from the last index down:
 * for i = 51 … 1, j = floor(r · (i + 1) / 2^32) with r the next output, swap.
 * @module
 */

/** A deterministic 32-bit generator: each call returns the next uint32. */
export type Uint32Source = () => number;

/** The sfc32 generator seeded from a deal number as documented above. */
export function dealRandom(dealNumber: number): Uint32Source {
  let a = dealNumber >>> 0;
  let b = Math.floor(dealNumber / 4294967296) >>> 0;
  let c = 0x4b4c3121;
  let d = 1;
  const next = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  for (let i = 0; i < 12; i++) next();
  return next;
}

/** The 52 cards (as integers) in shuffled order for a deal number. */
export function shuffledDeck(dealNumber: number): number[] {
  const deck = Array.from({ length: 52 }, (_, i) => i);
  const next = dealRandom(dealNumber);
  for (let i = 51; i > 0; i--) {
    const j = Math.floor((next() * (i + 1)) / 4294967296);
    const t = deck[i];
    deck[i] = deck[j];
    deck[j] = t;
  }
  return deck;
}
