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
 *
 * The fixpoint is computed with a worklist: each event, once derived
 * (a flag set per card), is pushed once, and popping it checks only the
 * rules it can newly satisfy (a bare card: itself and its two children;
 * a card home: the next of its suit; a deck card played: the deck cards
 * it brings within reach). The rules are monotone, so the order does not
 * change the least fixpoint; the answer comes as soon as 52 cards are
 * home, or when the worklist runs dry with one missing.
 * @module
 */
import { CHILD, PARENT, RANK, STRIDE, type RawPosition } from './keys.js';

// Per-card flags (DeadScratch.st): the events derived so far, and what the card is.
const HOME = 1;
const BARE = 2;
const LEAVE = 4;
const REACH = 8;
/** From outside the tableau (the deck, or the foundations with take-back): it can be put into it. */
const ENTERS = 16;
const TAB = 32;
const DECK = 64;
/** A deck card home or bare: its effect on the reach of the others is applied. */
const PLAYED = 128;
/** A face-up tableau card. */
const UP = 256;
/** A tableau card at the bottom of its column. */
const BOTTOM = 512;
// Worklist entries: card | event << 6.
const E_HOME = 0;
const E_BARE = 1 << 6;
const E_LEAVE = 2 << 6;
const E_REACH = 3 << 6;
const E_EMPTY = 4 << 6;

/** Card c can be put on a bare parent (a king: into an empty column). */
function canBare(c: number, st: Uint16Array, empty: boolean): boolean {
  if (RANK[c] === 13) return empty;
  return ((st[PARENT[c * 2]] | st[PARENT[c * 2 + 1]]) & BARE) !== 0;
}

/** Card c (flags f) can go home: the card below it is, and it is within reach (a tableau card: bare). */
function canHome(c: number, f: number, st: Uint16Array): boolean {
  return (f & (HOME | REACH | TAB | BARE)) !== (REACH | TAB) && (f & (HOME | REACH)) === REACH && (RANK[c] === 1 || (st[c - 1] & HOME) !== 0);
}

/** Card c (flags f), once a parent is bare: a tableau card leaves (face up or bare), another enters (within reach). */
function onBareParent(f: number): number {
  if ((f & TAB) !== 0) return (f & LEAVE) === 0 && (f & (HOME | UP | BARE)) !== 0 ? E_LEAVE : -1;
  return (f & (ENTERS | REACH | BARE)) === (ENTERS | REACH) ? E_BARE : -1;
}

/** Scratch arrays of {@link lostCore} (one per caller: no allocation per call). */
export class DeadScratch {
  /** Per tableau card: column * STRIDE + index. */
  readonly where = new Int16Array(52);
  /** Per card: the events derived so far and what it is (bit flags). */
  readonly st = new Uint16Array(52);
  /** Per deck card: its index in the deck. */
  readonly dpos = new Int8Array(52);
  /** Per deck index: how many more deck cards before it must be home or bare to bring it within reach. */
  readonly before = new Int8Array(52);
  /** The worklist: events derived whose consequences are not applied yet. */
  readonly work = new Int16Array(256);
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
  const { where, st, dpos, before, work } = sc;
  // Cards that may be put into the tableau from outside it: the deck's, and the foundations' with take-back.
  st.fill(REACH | ENTERS);
  let homes = 0;
  let n = 0;
  for (let s = 0; s < 4; s++) {
    const h = found[s];
    for (let c = s * 13; c < s * 13 + h; c++) st[c] = takeback ? REACH | ENTERS | HOME : REACH | HOME;
    homes += h;
    // Only the top of a foundation has consequences.
    if (h > 0) work[n++] = E_HOME | (s * 13 + h - 1);
  }
  if (homes === 52) return false;
  let empty = false;
  for (let col = 0; col < 7; col++) {
    const base = col * STRIDE;
    const l = len[col];
    if (l === 0) empty = true;
    const dn = down[col];
    for (let i = 0; i < l; i++) {
      const c = cards[base + i];
      where[c] = base + i;
      const f = st[c];
      st[c] = (f & ~ENTERS) | (i >= dn ? TAB | UP : TAB) | (i === 0 ? BOTTOM : 0);
      if ((f & HOME) !== 0) work[n++] = E_HOME | c;
    }
    // Column tops are bare.
    if (l > 0) {
      const t = cards[base + l - 1];
      st[t] |= BARE;
      work[n++] = E_BARE | t;
    }
  }
  // Deck cards within reach with no card of the deck played yet (see the module doc).
  // r = q mod draw, t = (q - P) mod draw past P.
  for (let q = 1, r = 0, t = 0; q <= m; q++) {
    if (++r === draw) r = 0;
    if (q > P && ++t === draw) t = 0;
    const c = deck[q - 1];
    dpos[c] = q - 1;
    before[q - 1] = r;
    const f = st[c];
    if ((f & HOME) !== 0) work[n++] = E_HOME | c;
    if (r === 0 || q === m || q === P || (q > P && t === 0)) {
      st[c] = f | DECK | REACH;
      work[n++] = E_REACH | c;
    } else st[c] = (f & ~REACH) | DECK;
  }
  if (empty) work[n++] = E_EMPTY;
  for (let c = 0; c < 52; c += 13) {
    if (canHome(c, st[c], st)) {
      st[c] |= HOME;
      if (++homes === 52) return false;
      work[n++] = E_HOME | c;
    }
  }
  // Highest deck index that may still be out of reach.
  let hi = m - 1;
  while (n > 0) {
    const e = work[--n];
    const c = e & 63;
    const ev = e & ~63;
    let f = st[c];
    if (ev === E_BARE) {
      // A tableau card may leave onto a bare parent, or go home.
      if ((f & TAB) !== 0) {
        if ((f & LEAVE) === 0 && canBare(c, st, empty)) {
          st[c] = f |= LEAVE;
          work[n++] = E_LEAVE | c;
        }
        if (canHome(c, f, st)) {
          st[c] = f |= HOME;
          if (++homes === 52) return false;
          work[n++] = E_HOME | c;
        }
      }
      // Its children can be put on it.
      if (RANK[c] !== 1) {
        let x = CHILD[c * 2];
        let g = st[x];
        let r = onBareParent(g);
        if (r >= 0) {
          st[x] = g | (r === E_LEAVE ? LEAVE : BARE);
          work[n++] = r | x;
        }
        x = CHILD[c * 2 + 1];
        g = st[x];
        r = onBareParent(g);
        if (r >= 0) {
          st[x] = g | (r === E_LEAVE ? LEAVE : BARE);
          work[n++] = r | x;
        }
      }
    } else if (ev === E_HOME) {
      // A tableau card has left; the next card of the suit may follow.
      if ((f & (TAB | LEAVE)) === TAB) {
        st[c] = f |= LEAVE;
        work[n++] = E_LEAVE | c;
      }
      const x = c + 1;
      if (RANK[c] !== 13 && canHome(x, st[x], st)) {
        st[x] |= HOME;
        if (++homes === 52) return false;
        work[n++] = E_HOME | x;
      }
    } else if (ev === E_LEAVE) {
      // The card it lay on is bare; the bottom card leaves an empty column.
      const w = where[c];
      if ((f & BOTTOM) === 0) {
        const b = cards[w - 1];
        if ((st[b] & BARE) === 0) {
          st[b] |= BARE;
          work[n++] = E_BARE | b;
        }
      } else if (!empty) {
        empty = true;
        work[n++] = E_EMPTY;
      }
      if (!runs) {
        // The weaker rule (see lostCore): it is bare, and the face-up cards on it have left.
        if ((f & BARE) === 0) {
          st[c] = f | BARE;
          work[n++] = E_BARE | c;
        }
        const col = (w / STRIDE) | 0;
        if ((f & UP) !== 0) {
          for (let j = w + 1; j < col * STRIDE + len[col]; j++) {
            const a = cards[j];
            if ((st[a] & LEAVE) === 0) {
              st[a] |= LEAVE;
              work[n++] = E_LEAVE | a;
            }
          }
        }
      }
      continue;
    } else if (ev === E_REACH) {
      if ((f & (ENTERS | BARE)) === ENTERS && canBare(c, st, empty)) {
        st[c] = f |= BARE;
        work[n++] = E_BARE | c;
      }
      if (canHome(c, f, st)) {
        st[c] = f |= HOME;
        if (++homes === 52) return false;
        work[n++] = E_HOME | c;
      }
    } else {
      // An empty column: kings can go into it.
      for (let k = 12; k < 52; k += 13) {
        const g = st[k];
        const r = onBareParent(g);
        if (r >= 0) {
          st[k] = g | (r === E_LEAVE ? LEAVE : BARE);
          work[n++] = r | k;
        }
      }
      continue;
    }
    // A deck card played (home or bare): the one dealt before it, and those a count of plays before them allows, come within reach.
    if ((f & (DECK | PLAYED)) === DECK && (f & (HOME | BARE)) !== 0) {
      st[c] |= PLAYED;
      const p = dpos[c];
      if (p > 0 && (st[deck[p - 1]] & REACH) === 0) {
        st[deck[p - 1]] |= REACH;
        work[n++] = E_REACH | deck[p - 1];
      }
      while (hi > p && (st[deck[hi]] & REACH) !== 0) hi--;
      for (let q = p + 1; q <= hi; q++) {
        const d = deck[q];
        if (--before[q] <= 0 && (st[d] & REACH) === 0) {
          st[d] |= REACH;
          work[n++] = E_REACH | d;
        }
      }
    }
  }
  return true;
}
