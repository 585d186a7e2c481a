/**
 * The dominance tests of move generation (see {@link ./move-generator.ts}):
 * moves that no win needs first, because a win that makes them can make
 * them later (or as another move) instead. Each test tells why it loses no
 * win.
 * @module
 */
import { RANK } from './card-tables.js';
import type { DeadEndMoves } from './dead-end-moves.js';
import type { DeckReach } from './deck.js';
import { STRIDE, type Position } from './position.js';

/**
 * Win mode: a king can move into a column emptied now (a king-based pile
 * on hidden cards, a king within reach in the deck, or a king taken
 * back, as move generation would generate them; emptying a column by
 * moving its pile changes none of these). Only then is a column emptied.
 * `reach`: the deck cards within reach, just listed.
 *
 * Why that loses no win: an empty column serves only a king. In a win
 * that empties column A (its whole pile onto a card p) and puts a king
 * there later, or never, leave the pile on A until just before that king
 * (or for good): a card put on the pile or taken off it is put on or
 * taken off A; a move that carried the pile along with p moves p's part
 * alone (same base, same column: generated alike); a move that put p
 * home from under the pile puts it home bare. p stays bare meanwhile
 * (only the pile fits on it) and never becomes safe (the pile's base,
 * which fits on it, is not home), so just before the king the pile moves
 * onto p, and this test holds there. (Safe moves may come earlier this
 * way, which never loses a win; if the pile's last card goes home from
 * A, A empties by itself.) The previous test asked only that a king
 * could use the column some day (in the deck, on a foundation, on
 * hidden cards).
 */
export function kingCanComeNow(pos: Position, reach: DeckReach, deadEnds: DeadEndMoves): boolean {
  const n = reach.n;
  const S = STRIDE;
  for (let a = 0; a < 7; a++) {
    const dn = pos.down[a];
    if (dn > 0 && pos.len[a] > dn && RANK[pos.cards[a * S + dn]] === 13) return true;
  }
  let deck = false;
  for (let s = 0; s < 4; s++) {
    const k = s * 13 + 12;
    if (pos.takeback && pos.found[s] === 13 && !pos.safeOffFoundation(k)) return true;
    if (pos.inDeck[k]) deck = true;
  }
  if (!deck) return false;
  for (let i = 0; i < n; i++) {
    const j = reach.idx[i];
    const c = pos.deckCard[j];
    if (RANK[c] === 13 && !pos.isSafe(c) && !(!pos.usePtr && deadEnds.coverDeadEnd(j, c))) return true;
  }
  return false;
}

/** Some card next on its foundation lies face up in the tableau, under another card. */
export function homeCardUnderPile(pos: Position): boolean {
  for (let s = 0; s < 4; s++) {
    const h = pos.found[s];
    if (h === 13 || pos.code[s * 13 + h] === 0) continue;
    let top = false;
    for (let b = 0; b < 7 && !top; b++) top = pos.len[b] > 0 && pos.cards[b * STRIDE + pos.len[b] - 1] === s * 13 + h;
    if (!top) return true;
  }
  return false;
}
