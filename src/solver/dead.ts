/**
 * A static proof that a position is lost: some card can never go home,
 * because everything it needs waits, directly or through a chain of other
 * cards, for that card itself.
 *
 * The proof computes, as a least fixpoint, an over-approximation of the
 * events any line of play can ever bring about; a card whose "goes home"
 * event is not in it never goes home. The events, and for each one a
 * condition that must hold (by events strictly before it, or derived
 * before it in the same move) the *first* time it happens in any game:
 *
 * - `home[c]`, c goes to its foundation: the card below it in its suit is
 *   home (or c is an ace), and, if c started in the tableau, c is a bare
 *   column top (`bare[c]`): tableau cards never go to the waste.
 * - `leave[c]`, a tableau card c leaves the place it started in: it goes
 *   home; or it is face up (it was, or every card above it left: that is
 *   the only way a hidden card turns) and moves, with the run on it, onto a
 *   bare parent (rank + 1, other colour) or, a king, into an empty column;
 *   or it started face up on a face-up card z of its run and z leaves
 *   (carrying it).
 * - `bare[c]`, c is a column top with nothing on it: for a tableau card,
 *   every card that started above it left, or c itself left (it moved
 *   elsewhere, or went home and came back); for a deck card, or a
 *   foundation card when take-back is on, it is put on a bare parent (or, a
 *   king, into an empty column).
 * - an empty column: one was empty, or the bottom card of a column left.
 * - `reach[c]`, deck card c comes to the waste top (it must, before it is
 *   played home or onto a bare parent). Count deck positions from 1 (waste
 *   bottom first); with P cards up to the waste top and m in all, taps show
 *   the cards at P + d, P + 2d, … and m, a recycle then d, 2d, … and m,
 *   and playing the card at r leaves the pointer at r - 1. So while no deck
 *   card has been played, only the positions P, P + kd, kd and m come up;
 *   later, c's position moves only when a card before it is played, and
 *   the pointer stops on c by a play only when the card right after it is
 *   played (every card dealt between them having gone first). So the first
 *   time c comes up, it was dealt at one of those positions, or a deck card
 *   dealt before it, or the one dealt right after it, was played. (A pass
 *   limit only removes positions: still sound. Draw 1: every position.)
 *
 * Every real game therefore only brings about events of the fixpoint (by
 * induction over its moves): if some card's `home` is missing, no game
 * wins. Order and quantity (a parent carries one card at a time, cards
 * come back from the foundations) are ignored, which only adds events, so
 * the proof stays sound. It catches, among others, a card that has its
 * lower suit-mate and both parents under it, and the cycles in which cards
 * of several columns wait for one another that way.
 * @module
 */
import { RANK, STRIDE, SUIT, PARENT, type RawPosition } from './keys.js';

/** Card c can be put on a bare parent (a king: into an empty column). */
function canBare(c: number, bare: Uint8Array, empty: boolean): boolean {
  if (RANK[c] === 13) return empty;
  return bare[PARENT[c * 2]] === 1 || bare[PARENT[c * 2 + 1]] === 1;
}

/** Scratch arrays of {@link lostCore} (one per caller: no allocation per call). */
export class DeadScratch {
  readonly where = new Int16Array(52);
  readonly home = new Uint8Array(52);
  readonly bare = new Uint8Array(52);
  readonly leave = new Uint8Array(52);
  readonly aboveLeft = new Uint8Array(52);
  readonly enters = new Uint8Array(52);
  /** Per deck card: it can be brought to the waste top (see {@link lostCore}). */
  readonly reach = new Uint8Array(52);
  /** The deck in draw order, for callers that build it (the search). */
  readonly deck = new Int8Array(52);
}

let shared: DeadScratch | null = null;

/** True when some card of the position can provably never go home (see the module doc). */
export function provablyLost(p: RawPosition): boolean {
  const cards = new Int8Array(7 * STRIDE);
  const len = new Int8Array(7);
  const down = new Int8Array(7);
  for (let col = 0; col < 7; col++) {
    const cs = p.cols[col];
    if (cs.length > STRIDE) return false;
    for (let i = 0; i < cs.length; i++) cards[col * STRIDE + i] = cs[i];
    len[col] = cs.length;
    down[col] = p.down[col];
  }
  shared ??= new DeadScratch();
  for (let i = 0; i < p.deck.length; i++) shared.deck[i] = p.deck[i];
  return lostCore(cards, len, down, p.found, p.takeback, shared.deck, p.deck.length, p.wasteCount, p.draw, shared);
}

/**
 * {@link provablyLost} on a position in the solver's arrays: columns of
 * `cards` (stride {@link STRIDE}, hidden then face up), `len` and `down`
 * per column, foundation heights `found`; the deck is the first `m` cards
 * of `deck` in draw order (waste bottom first), `P` of them up to the
 * waste top, `draw` cards a tap. Allocates nothing (`sc` is the scratch).
 */
export function lostCore(
  cards: Int8Array,
  len: Int8Array,
  down: Int8Array,
  found: ArrayLike<number>,
  takeback: boolean,
  deck: Int8Array,
  m: number,
  P: number,
  draw: number,
  sc: DeadScratch,
): boolean {
  // where[c] = column * STRIDE + index for tableau cards, -1 elsewhere.
  const { where, home, bare, leave, aboveLeft, enters, reach } = sc;
  where.fill(-1);
  home.fill(0);
  bare.fill(0);
  leave.fill(0);
  // aboveLeft[c]: every card that started above tableau card c has left.
  aboveLeft.fill(0);
  let empty = false;
  for (let col = 0; col < 7; col++) {
    const l = len[col];
    if (l === 0) empty = true;
    for (let i = 0; i < l; i++) where[cards[col * STRIDE + i]] = col * STRIDE + i;
  }
  let homes = 0;
  for (let c = 0; c < 52; c++) {
    if (RANK[c] <= found[SUIT[c]]) {
      home[c] = 1;
      homes++;
    }
  }
  // Cards that may be put into the tableau from outside it: the deck's, and the foundations' with take-back.
  for (let c = 0; c < 52; c++) {
    enters[c] = where[c] < 0 && (!home[c] || takeback) ? 1 : 0;
    reach[c] = 1;
  }
  // Deck cards within reach with no card of the deck played yet (see the module doc).
  for (let q = 1; q <= m; q++) reach[deck[q - 1]] = q % draw === 0 || q === m || q === P || (q > P && (q - P) % draw === 0) ? 1 : 0;
  for (let changed = true; changed; ) {
    changed = false;
    for (let col = 0; col < 7; col++) {
      const base = col * STRIDE;
      const dn = down[col];
      // The lowest face-up card that left: the face-up cards above it are carried.
      let low = len[col];
      for (let j = dn; j < low; j++) if (leave[cards[base + j]] === 1) low = j;
      // From the top down: aboveLeft holds while every card above has left.
      let all = true;
      for (let i = len[col] - 1; i >= 0; i--) {
        const c = cards[base + i];
        if (all && !aboveLeft[c]) {
          aboveLeft[c] = 1;
          changed = true;
        }
        if (!leave[c]) {
          const up = i >= dn || aboveLeft[c] === 1;
          if (home[c] || (i >= dn && low < i) || (up && canBare(c, bare, empty))) {
            leave[c] = 1;
            changed = true;
            if (i === 0) empty = true;
          }
        }
        if (!bare[c] && (aboveLeft[c] || leave[c])) {
          bare[c] = 1;
          changed = true;
        }
        all = all && leave[c] === 1;
      }
    }
    // A deck card comes within reach once a card before it in the deck, or the one just after it, was played.
    let before = false;
    for (let q = 0; q < m; q++) {
      const c = deck[q];
      if (!reach[c] && (before || (q + 1 < m && (home[deck[q + 1]] === 1 || bare[deck[q + 1]] === 1)))) {
        reach[c] = 1;
        changed = true;
      }
      before = before || home[c] === 1 || bare[c] === 1;
    }
    for (let c = 0; c < 52; c++) {
      if (!reach[c]) continue;
      if (enters[c] && !bare[c] && canBare(c, bare, empty)) {
        bare[c] = 1;
        changed = true;
      }
      if (!home[c] && (RANK[c] === 1 || home[c - 1]) && (where[c] < 0 || bare[c])) {
        home[c] = 1;
        changed = true;
        // Every card home: nothing more to prove.
        if (++homes === 52) return false;
      }
    }
  }
  for (let c = 0; c < 52; c++) if (!home[c]) return true;
  return false;
}
