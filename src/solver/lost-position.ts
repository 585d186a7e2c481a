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
 * with runs (inside the search), a card left on a parent that it can
 * never leave again (its home and its other parent wait for that
 * parent, which must first be bare).
 *
 * The fixpoint is computed on card sets, 52 bits as two 32-bit words
 * (a 16-bit lane of 13 bits per suit, ace lowest), in rounds until no set
 * grows: the cards that can be put on a parent are the bare cards of the
 * other colour shifted down one rank (kings: any, once a column may be
 * empty); the cards home are, per suit, the run of cards within reach
 * (tableau cards: bare) above the foundation, found with one addition;
 * only a card that left (the card under it turns bare) and a deck card
 * played (the deck cards it brings within reach, a bit set over deck
 * indices) are taken one by one. The rules are monotone, so the order
 * does not change the least fixpoint; the answer comes as soon as 52
 * cards are home, or when a round adds nothing with one missing.
 * @module
 */
import { CARD_AT, SET_HI, SET_LO } from './card-tables.js';
import { STRIDE, type RawPosition } from './position.js';

const LO = SET_LO;
const HI = SET_HI;
const ALL = 0x1fff1fff;
const ONES = 0x00010001;
const KINGS = 0x10001000;

/** Scratch arrays of {@link lostCore} (one per caller: no allocation per call). */
export class DeadScratch {
  /** Per tableau card: the card it lies on, -1 at the bottom of a column. */
  readonly below = new Int8Array(52);
  /** Per deck card: its index in the deck. */
  readonly dpos = new Int8Array(52);
  /**
   * Per count k: the deck indices (bit i: index i) of the cards out of
   * reach until k deck cards dealt before them were played (k < draw).
   */
  readonly before = new Int32Array(8);
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
 * `tabBelow`: per tableau card, the card it lies on (-1 at the bottom), when
 * the caller keeps it up to date (the search does, see `Position.below`):
 * then the tableau is read from the columns' hidden cards and tops only.
 * `onParent` (with it): the face-up cards that lie on their first parent
 * (words 0, 1) and on their second (words 2, 3), as card sets: a parent is
 * one rank higher in a suit that the lying card's suit fixes, so the cards
 * such a card bares when it leaves are a shift of the set, not a lookup each.
 * `upDeck` (with them): the face-up tableau cards (words 0, 1) and the deck
 * cards (words 2, 3) as card sets (see `Position.upDeck`); then the hidden
 * cards are not read either, and in draw 1, where every deck card is within
 * reach and the deck's order does not matter, neither is `deck` (nor `P`:
 * `m` alone counts).
 * (The weaker rule for carried cards, which an earlier version kept for the
 * daily deal's sake, is gone: no caller used it any more.)
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
  tabBelow: Int8Array | null = null,
  onParent: Int32Array | null = null,
  upDeck: Int32Array | null = null,
): boolean {
  const { dpos, before } = sc;
  const below = tabBelow ?? sc.below;
  // Sets (lo: word 0, hi: word 1): home, bare, left, within reach, tableau, face up, deck, may enter the tableau.
  let h0 = 0;
  let h1 = 0;
  for (let s = 0; s < 4; s++) {
    const f = found[s];
    if (s < 2) h0 |= ((1 << f) - 1) << ((s & 1) << 4);
    else h1 |= ((1 << f) - 1) << ((s & 1) << 4);
  }
  if (h0 === ALL && h1 === ALL) return false;
  let b0 = 0;
  let b1 = 0;
  let t0 = 0;
  let t1 = 0;
  let u0 = 0;
  let u1 = 0;
  let empty = false;
  for (let col = 0; col < 7; col++) {
    const base = col * STRIDE;
    const l = len[col];
    if (l === 0) {
      empty = true;
      continue;
    }
    if (upDeck) {
      // The caller keeps `below` and the face-up and deck sets: only the top.
      b0 |= LO[cards[base + l - 1]];
      b1 |= HI[cards[base + l - 1]];
      continue;
    }
    const dn = down[col];
    if (tabBelow) {
      // The caller keeps `below`: only the hidden cards (u holds them for now) and the top.
      for (let i = 0; i < dn; i++) {
        u0 |= LO[cards[base + i]];
        u1 |= HI[cards[base + i]];
      }
      b0 |= LO[cards[base + l - 1]];
      b1 |= HI[cards[base + l - 1]];
      continue;
    }
    let prev = -1;
    for (let i = 0; i < l; i++) {
      const c = cards[base + i];
      below[c] = prev;
      prev = c;
      t0 |= LO[c];
      t1 |= HI[c];
      if (i >= dn) {
        u0 |= LO[c];
        u1 |= HI[c];
      }
    }
    b0 |= LO[prev];
    b1 |= HI[prev];
  }
  // Deck: within reach with no deck card played yet (see the module doc); r = q mod draw, t = (q - P) mod draw past P.
  let k0 = 0;
  let k1 = 0;
  // Within reach: all but the deck's; may enter: the deck's, and the foundations' with take-back.
  let r0 = ALL;
  let r1 = ALL;
  if (upDeck) {
    k0 = upDeck[2];
    k1 = upDeck[3];
  }
  // Deck indices as bits (a deck has at most 24 cards; past 31, every deck
  // card counts as within reach, which only adds events): those out of
  // reach, and those played in the fixpoint.
  let out = 0;
  let played = 0;
  const ord = m <= 31 && draw <= before.length;
  if (ord) for (let k = 1; k < draw; k++) before[k] = 0;
  // In draw 1 every deck card is within reach: only the set counts.
  for (let q = 1, r = 0, t = 0; q <= (upDeck && draw === 1 ? 0 : m); q++) {
    if (++r === draw) r = 0;
    if (q > P && ++t === draw) t = 0;
    const c = deck[q - 1];
    dpos[c] = q - 1;
    k0 |= LO[c];
    k1 |= HI[c];
    if (ord && r !== 0 && q !== m && q !== P && (q <= P || t !== 0)) {
      r0 &= ~LO[c];
      r1 &= ~HI[c];
      out |= 1 << (q - 1);
      before[r] |= 1 << (q - 1);
    }
  }
  if (tabBelow) {
    // Tableau: neither home nor in the deck; face up: not hidden.
    t0 = ALL & ~h0 & ~k0;
    t1 = ALL & ~h1 & ~k1;
    u0 = upDeck ? upDeck[0] : t0 & ~u0;
    u1 = upDeck ? upDeck[1] : t1 & ~u1;
  }
  const e0 = takeback ? ~t0 & ALL : k0;
  const e1 = takeback ? ~t1 & ALL : k1;
  let l0 = 0;
  let l1 = 0;
  let p0 = 0;
  let p1 = 0;
  for (;;) {
    let changed = false;
    // Children of bare cards, and kings if a column may be empty, can be put on a parent.
    let blk = (b0 & 0x1fff) | (b1 >>> 16);
    let red = (b0 >>> 16) | (b1 & 0x1fff);
    let kg = empty ? KINGS : 0;
    let c0 = (red >> 1) | ((blk >> 1) << 16) | kg;
    let c1 = (blk >> 1) | ((red >> 1) << 16) | kg;
    // Cards from outside the tableau within reach go on them.
    let x0 = e0 & r0 & c0 & ~b0;
    let x1 = e1 & r1 & c1 & ~b1;
    if ((x0 | x1) !== 0) {
      b0 |= x0;
      b1 |= x1;
      changed = true;
      blk = (b0 & 0x1fff) | (b1 >>> 16);
      red = (b0 >>> 16) | (b1 & 0x1fff);
      c0 = (red >> 1) | ((blk >> 1) << 16) | kg;
      c1 = (blk >> 1) | ((red >> 1) << 16) | kg;
    }
    // Home: the run above each foundation of cards within reach (tableau cards: bare).
    let y = (r0 & (~t0 | b0)) | h0;
    x0 = y & ~(y + ONES) & ALL;
    y = (r1 & (~t1 | b1)) | h1;
    x1 = y & ~(y + ONES) & ALL;
    if (x0 !== h0 || x1 !== h1) {
      h0 = x0;
      h1 = x1;
      if (h0 === ALL && h1 === ALL) return false;
      changed = true;
    }
    // Tableau cards leave: home, or face up or bare on a bare parent; the card under them is then bare.
    for (;;) {
      x0 = t0 & ~l0 & (h0 | ((u0 | b0) & c0));
      x1 = t1 & ~l1 & (h1 | ((u1 | b1) & c1));
      if ((x0 | x1) === 0) break;
      changed = true;
      let y0 = x0;
      let y1 = x1;
      if (onParent) {
        // Cards on a parent bare it: the first parents (spades, hearts: word 0) of
        // hearts and spades are in the other lane one rank up, of diamonds and
        // clubs in the same lane; the second parents (diamonds, clubs: word 1) likewise.
        const p0 = x0 & onParent[0];
        const p1 = x1 & onParent[1];
        const q0 = x0 & onParent[2];
        const q1 = x1 & onParent[3];
        b0 |= ((p0 & 0x1fff) << 17) | ((p0 >>> 15) & 0x3ffe) | (p1 << 1);
        b1 |= (q0 << 1) | ((q1 & 0x1fff) << 17) | ((q1 >>> 15) & 0x3ffe);
        y0 &= ~(onParent[0] | onParent[2]);
        y1 &= ~(onParent[1] | onParent[3]);
      }
      for (let w = 0; w < 2; w++) {
        for (let x = w === 0 ? y0 : y1; x !== 0; x &= x - 1) {
          const c = CARD_AT[w * 32 + 31 - Math.clz32(x & -x)];
          const d = below[c];
          if (d < 0) {
            if (!empty) {
              empty = true;
              kg = KINGS;
              c0 |= KINGS;
              c1 |= KINGS;
            }
          } else {
            b0 |= LO[d];
            b1 |= HI[d];
          }
        }
      }
      l0 |= x0;
      l1 |= x1;
      blk = (b0 & 0x1fff) | (b1 >>> 16);
      red = (b0 >>> 16) | (b1 & 0x1fff);
      c0 = (red >> 1) | ((blk >> 1) << 16) | kg;
      c1 = (blk >> 1) | ((red >> 1) << 16) | kg;
    }
    // Deck cards played (home or bare): the one dealt before each, and those
    // dealt after at least k played cards where k was their count, come
    // within reach. (Nothing to do once every deck card is within reach:
    // always so in draw 1.)
    x0 = k0 & (h0 | b0) & ~p0;
    x1 = k1 & (h1 | b1) & ~p1;
    if ((x0 | x1) !== 0 && out !== 0) {
      p0 |= x0;
      p1 |= x1;
      for (let w = 0; w < 2; w++) {
        for (let x = w === 0 ? x0 : x1; x !== 0; x &= x - 1) played |= 1 << dpos[CARD_AT[w * 32 + 31 - Math.clz32(x & -x)]];
      }
      // The indices after the k-th lowest played one, for k = 1, 2, ….
      let now = played >>> 1;
      for (let k = 1, y = played; k < draw && y !== 0; k++, y &= y - 1) now |= before[k] & ~(((y & -y) << 1) - 1);
      now &= out;
      if (now !== 0) {
        out &= ~now;
        changed = true;
        for (let y = now; y !== 0; y &= y - 1) {
          const d = deck[31 - Math.clz32(y & -y)];
          r0 |= LO[d];
          r1 |= HI[d];
        }
      }
    }
    if (!changed) return true;
  }
}
