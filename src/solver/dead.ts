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
 * - `leave[c]`, a tableau card c parts from the card it started on *by a
 *   move of its own*: it goes home, or it is the lowest card of a pile
 *   moved onto a bare parent (rank + 1, other colour) or, a king, into an
 *   empty column; it must be face up for that (it was, or it is `bare`:
 *   a hidden card turns only as the column top). A card merely carried,
 *   because a card under it moved, does not leave: it still lies on the
 *   same card.
 * - `bare[c]`, c is a column top with nothing on it: for a tableau card, it
 *   started as the top of its column, or the card that started right on
 *   it left (by a move of its own: the only way two cards of a column
 *   part, since moving c, or a card under it, carries everything on c
 *   along; c itself goes home or back only once bare); for a deck card,
 *   or a foundation card when take-back is on, it is put on a bare parent
 *   (or, a king, into an empty column).
 * - an empty column: one was empty, or the bottom card of a column left.
 * - `reach[c]`, deck card c comes to the waste top (it must, before it is
 *   played home or onto a bare parent). Count deck positions from 1 (waste
 *   bottom first); with P cards up to the waste top and m in all, taps show
 *   the cards at P + d, P + 2d, … and m, a recycle then d, 2d, … and m,
 *   and playing the card at r leaves the pointer at r - 1. While the
 *   pointer is below c, the distance from it to c modulo d changes only at
 *   a recycle (a tap adds d to it, a play takes one from both), where it
 *   becomes c's position: its place q less the k deck cards dealt before c
 *   played by then. And once the pointer is past c, it stops on c only
 *   when the card right after c is played (every card dealt between them
 *   having gone first). So the first time c comes up, c is at P or at
 *   P + d, P + 2d, … (first cycle), or at the end, or at least q mod d of
 *   the cards dealt before it were played (k ≡ q mod d after a recycle),
 *   or the card dealt right after it was played. (A pass limit only
 *   removes positions: still sound. Draw 1: every position.)
 *
 * Every real game therefore only brings about events of the fixpoint (by
 * induction over its moves): if some card's `home` is missing, no game
 * wins. Order and quantity (a parent carries one card at a time, cards
 * come back from the foundations) are ignored, which only adds events, so
 * the proof stays sound. It catches, among others, a card that has its
 * lower suit-mate and both parents under it, the cycles in which cards
 * of several columns wait for one another that way, and, on positions
 * with runs (`runs` of {@link lostCore}), a card left on a parent that it
 * can never leave again (its home and its other parent wait for that
 * parent, which must first be bare).
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
  return lostCore(cards, len, down, p.found, p.takeback, shared.deck, p.deck.length, p.wasteCount, p.draw, shared, true);
}

/**
 * {@link provablyLost} on a position in the solver's arrays: columns of
 * `cards` (stride {@link STRIDE}, hidden then face up), `len` and `down`
 * per column, foundation heights `found`; the deck is the first `m` cards
 * of `deck` in draw order (waste bottom first), `P` of them up to the
 * waste top, `draw` cards a tap. Allocates nothing (`sc` is the scratch).
 *
 * `runs`: the rules of the module doc, where a card carried along with
 * the card under it has not left (stronger on positions with runs: inside
 * the search). Without it (the default), the previous, weaker rule: a
 * face-up card counts as left once a card under it in its run left, and a
 * card that left as bare. Both are sound; the default only keeps the
 * search, and so the daily deals that its state budget picks
 * (`daily.test.ts`), as they were until the search passes `true`.
 * {@link provablyLost} uses `true` (a deal has no runs: the same answer).
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
  runs = false,
): boolean {
  // where[c] = column * STRIDE + index for tableau cards, -1 elsewhere.
  const { where, home, bare, leave, enters, reach } = sc;
  where.fill(-1);
  home.fill(0);
  bare.fill(0);
  leave.fill(0);
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
      const l = len[col];
      // Without `runs`: a face-up card carried by the lowest one that left counts as left (see lostCore).
      let low = l;
      if (!runs) for (let j = dn; j < low; j++) if (leave[cards[base + j]] === 1) low = j;
      for (let i = l - 1; i >= 0; i--) {
        const c = cards[base + i];
        // Bare: the top, or the card right on it left (by a move of its own).
        if (!bare[c] && (i === l - 1 || leave[cards[base + i + 1]] === 1 || (!runs && leave[c] === 1))) {
          bare[c] = 1;
          changed = true;
        }
        // Leaves: home, or face up (hidden cards turn as the top) onto a bare parent.
        if (!leave[c] && (home[c] === 1 || (!runs && i >= dn && low < i) || ((i >= dn || bare[c] === 1) && canBare(c, bare, empty)))) {
          leave[c] = 1;
          changed = true;
          if (i === 0) empty = true;
        }
      }
    }
    // A deck card comes within reach once enough cards dealt before it (q mod d), or the one just after it, were played.
    let before = 0;
    for (let q = 0; q < m; q++) {
      const c = deck[q];
      if (!reach[c] && (before >= (q + 1) % draw || (q + 1 < m && (home[deck[q + 1]] === 1 || bare[deck[q + 1]] === 1)))) {
        reach[c] = 1;
        changed = true;
      }
      if (home[c] === 1 || bare[c] === 1) before++;
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
