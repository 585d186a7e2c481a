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

/** True when some card of the position can provably never go home (see the module doc). */
export function provablyLost(p: RawPosition): boolean {
  // where[c] = column * STRIDE + index for tableau cards, -1 elsewhere.
  const where = new Int16Array(52).fill(-1);
  const home = new Uint8Array(52);
  const bare = new Uint8Array(52);
  const leave = new Uint8Array(52);
  // aboveLeft[c]: every card that started above tableau card c has left.
  const aboveLeft = new Uint8Array(52);
  let empty = false;
  for (let col = 0; col < 7; col++) {
    const cs = p.cols[col];
    if (cs.length === 0) empty = true;
    for (let i = 0; i < cs.length; i++) where[cs[i]] = col * STRIDE + i;
  }
  for (let c = 0; c < 52; c++) if (RANK[c] <= p.found[SUIT[c]]) home[c] = 1;
  // Cards that may be put into the tableau from outside it: the deck's, and the foundations' with take-back.
  const enters = new Uint8Array(52);
  for (let c = 0; c < 52; c++) enters[c] = where[c] < 0 && (!home[c] || p.takeback) ? 1 : 0;
  const canBare = (c: number): boolean => {
    if (RANK[c] === 13) return empty;
    return bare[PARENT[c * 2]] === 1 || bare[PARENT[c * 2 + 1]] === 1;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (let col = 0; col < 7; col++) {
      const cs = p.cols[col];
      const dn = p.down[col];
      // From the top down: aboveLeft holds while every card above has left.
      let all = true;
      for (let i = cs.length - 1; i >= 0; i--) {
        const c = cs[i];
        if (all && !aboveLeft[c]) {
          aboveLeft[c] = 1;
          changed = true;
        }
        if (!leave[c]) {
          const up = i >= dn || aboveLeft[c] === 1;
          let carried = false;
          for (let j = dn; j < i && !carried; j++) carried = leave[cs[j]] === 1;
          if (home[c] || carried || (up && canBare(c))) {
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
    for (let c = 0; c < 52; c++) {
      if (enters[c] && !bare[c] && canBare(c)) {
        bare[c] = 1;
        changed = true;
      }
      if (!home[c] && (RANK[c] === 1 || home[c - 1]) && (where[c] < 0 || bare[c])) {
        home[c] = 1;
        changed = true;
      }
    }
  }
  for (let c = 0; c < 52; c++) if (!home[c]) return true;
  return false;
}
