/**
 * The tests that move generation prunes with (see {@link ./moves.ts}): moves
 * whose state would have no move left, and moves that no win needs.
 * @module
 */
import { newReach, reachable } from './deck.js';
import { SET_HI, SET_LO } from './dead.js';
import { CHILD, RANK, RED, STRIDE, SUIT } from './keys.js';
import { Play } from './play.js';

/**
 * Deck cards looked at beyond the first, one on another, by
 * `Prune.coverDeadEnd` (on one draw-1 proof: 966 k states, 863 k with one
 * more, 819 k with three, 817 k with six; deeper costs more than it saves).
 */
const CHAIN_DEPTH = 3;

/**
 * Card x, taken back from a foundation or put down from the deck right
 * after card c was taken back, can prepare a use of c (see
 * `MoveGen.generate`, OB_TAKEN): x is c − 1 (bared by c), of a higher rank,
 * or of c's rank and the other colour.
 *
 * Why the others cannot: c (rank r) has two uses, a card of rank r − 1
 * (other colour) put on it, or c − 1 (rank r − 1) bared for a take-back of
 * its own. A preparation between the take-back and that use serves a card
 * of the chain: it is the card that card lands on (one rank higher, other
 * colour) or the card of its suit one rank higher, taken back to bare it.
 * Starting from rank r − 1, every card of the chain is of rank r or more,
 * and those of rank r are the landing spot of c − 1 or the card that bares
 * the card put on c: both of the other colour. Any other take-back or deck
 * card serves no use of c, does not depend on c having left its
 * foundation, and can wait until just before its own use.
 */
export const mayPrepare = (x: number, c: number): boolean =>
  RANK[x] > RANK[c] || (RANK[x] === RANK[c] && RED[x] !== RED[c]) || (x + 1 === c && SUIT[x] === SUIT[c]);

/** A position with the pruning tests of move generation. */
export class Prune extends Play {
  // Scratch for reachable deck cards.
  protected readonly reach = newReach();

  /** Fills the reach scratch with the deck cards reachable now; returns how many. */
  protected reachable(): number {
    return reachable(this.next, this.head, this.ptrPos(), this.deckCount, this.draw, this.recycles + 1 < this.passes, this.reach);
  }

  // With `fold`, a card or pile goes onto at most one column top: the two
  // tops it fits on are twins, and the two results have the same key.

  /** True when card c fits on the top of column col (a king on an empty column). */
  protected fits(c: number, col: number): boolean {
    const l = this.len[col];
    if (l === 0) return RANK[c] === 13;
    const t = this.cards[col * STRIDE + l - 1];
    return RANK[t] === RANK[c] + 1 && RED[t] !== RED[c];
  }

  /**
   * Foundation top c would be safe (see isSafe) once taken back: it would go
   * straight home again by itself. (isSafe(c) itself is false for a card on
   * its foundation, which is not the next one of its suit.)
   */
  protected safeOffFoundation(c: number): boolean {
    const s = SUIT[c];
    this.found[s]--;
    const safe = this.isSafe(c);
    this.found[s]++;
    return safe;
  }

  /**
   * While move generation runs in Win mode: per card, the first column
   * whose top it fits on (-1: none; kings aside). The column tops do not
   * change while moves are generated, and with `fold` a card goes onto
   * the first column top it fits only (see {@link fits}).
   */
  private readonly topFor = new Int8Array(52).fill(-1);
  private tops = false;

  /** Fills `topFor` from the column tops (once per generated state). */
  protected buildTops(): void {
    for (let b = 6; b >= 0; b--) {
      const l = this.len[b];
      if (l === 0) continue;
      const t = this.cards[b * STRIDE + l - 1];
      if (RANK[t] === 1) continue;
      this.topFor[CHILD[t * 2]] = b;
      this.topFor[CHILD[t * 2 + 1]] = b;
    }
    this.tops = true;
  }

  /** Empties `topFor` again. */
  protected clearTops(): void {
    for (let b = 0; b < 7; b++) {
      const l = this.len[b];
      if (l === 0) continue;
      const t = this.cards[b * STRIDE + l - 1];
      if (RANK[t] === 1) continue;
      this.topFor[CHILD[t * 2]] = -1;
      this.topFor[CHILD[t * 2 + 1]] = -1;
    }
    this.tops = false;
  }

  /**
   * The first column from `from` on whose top card c (not a king) fits, or
   * -1. While the tops are listed (with `fold`) only from 0 is asked: a
   * card then goes onto one column top only.
   */
  protected nextFit(c: number, from: number): number {
    if (this.tops) return from === 0 ? this.topFor[c] : -1;
    for (let b = from; b < 7; b++) if (this.len[b] > 0 && this.fits(c, b)) return b;
    return -1;
  }

  /** Card x fits on some column top (a king: some column is empty). */
  protected fitsSomewhere(x: number): boolean {
    if (RANK[x] !== 13) return this.nextFit(x, 0) >= 0;
    for (let b = 0; b < 7; b++) if (this.len[b] === 0) return true;
    return false;
  }

  /**
   * Some column holds a face-up card of rank `need` (c's rank − 1) and the
   * other colour that could move onto c with the cards on it: it lies on the
   * column's hidden cards, or the card under it could go home (the compound
   * move "move the pile over, the card it uncovers goes home").
   */
  private pileFits(c: number, need: number): boolean {
    if (this.fitsAt !== this.generation) {
      this.fitsAt = this.generation;
      this.pileBases();
    }
    return (((RED[c] ? this.blackBases : this.redBases) >>> (need - 1)) & 1) === 1;
  }

  /** Bumped for each state whose moves are generated: {@link pileFits} asks the columns once per state. */
  protected generation = 0;
  private fitsAt = -1;
  /** The ranks (bit rank − 1) of the red and of the black cards that {@link pileBases} found. */
  private redBases = 0;
  private blackBases = 0;

  /**
   * The face-up cards that could move with the cards on them (the base of
   * a column's face-up run, or a card on one that could go home), as the
   * ranks of the red and of the black ones: what {@link pileFits} looks
   * for, for every c at once. Read from the card sets the moves keep
   * (`upDeck`, `onParent`, `below`): the bases are the face-up cards on no
   * parent, and a card on one that could go home lies on the next card of
   * a suit, face up.
   */
  private pileBases(): void {
    const on = this.onParent;
    let w0 = this.upDeck[0] & ~(on[0] | on[2]);
    let w1 = this.upDeck[1] & ~(on[1] | on[3]);
    for (let s = 0; s < 4; s++) {
      const h = this.found[s];
      if (h === 13) continue;
      const x = s * 13 + h;
      if (this.code[x] === 0 || h === 0) continue;
      for (let i = 0; i < 2; i++) {
        const y = CHILD[x * 2 + i];
        if (this.code[y] >= 2 && this.below[y] === x) {
          w0 |= SET_LO[y];
          w1 |= SET_HI[y];
        }
      }
    }
    // Word 0: spades | hearts << 16; word 1: diamonds | clubs << 16.
    this.redBases = (w0 >>> 16) | (w1 & 0x1fff);
    this.blackBases = (w0 & 0x1fff) | (w1 >>> 16);
  }

  /**
   * Foundation top c (not safe once taken back) taken back onto a column
   * would leave a state with no move. Its obligation (see
   * `MoveGen.generate`) wants the next move to put a card on c, or to
   * prepare a use of c ({@link mayPrepare}: take a card back, or in draw 1
   * with unlimited passes put a deck card down). What could do it: a run
   * based on a card that fits c (whole, or partial with the card it
   * uncovers going home), a deck card that fits c (within reach or not:
   * this only errs towards generating), a foundation top that fits c, or a
   * preparation that fits some column top. (No safe move can follow a
   * take-back: lowering a foundation makes no card safe, and c is not.)
   */
  protected takeDeadEnd(c: number): boolean {
    const need = RANK[c] - 1;
    if (this.pileFits(c, need)) return false;
    for (let t = 0; t < 4; t++) {
      const d = t * 13 + need - 1;
      if (RED[d] === RED[c]) continue;
      if (this.inDeck[d]) return false;
      if (this.found[t] === need && !this.safeOffFoundation(d)) return false;
    }
    const s = SUIT[c];
    this.found[s]--;
    let prep = false;
    for (let t = 0; t < 4 && !prep; t++) {
      const h = this.found[t];
      if (h === 0) continue;
      const x = t * 13 + h - 1;
      prep = mayPrepare(x, c) && !this.safeOffFoundation(x) && this.fitsSomewhere(x);
    }
    this.found[s]++;
    if (prep) return false;
    if (!this.usePtr) {
      for (let j = this.next[this.head]; j !== this.head; j = this.next[j]) {
        const d = this.deckCard[j];
        if (mayPrepare(d, c) && this.fitsSomewhere(d)) return false;
      }
    }
    return true;
  }

  /**
   * Draw 1, unlimited passes: deck card c (deck index j) put on a column
   * would leave a state with no move. Its obligation (see `MoveGen.generate`)
   * wants a card on c next, and no safe move voids it first: c is not safe,
   * nor is the card it uncovers on the waste. What `MoveGen.generateOnto`
   * would look for: a run based on a card that fits c (a whole run, or a
   * partial one whose uncovered card goes home), a deck card that fits c
   * (all are within reach) and would not be a dead end in its turn (looked
   * at {@link CHAIN_DEPTH} cards deep), a foundation top that fits c
   * (take-back). A deck card d on c leaves the same columns' runs and the
   * same foundations, so what could cover d is known now; the waste card
   * it uncovers may differ (an earlier card of the chain is gone): then d
   * counts as a way out.
   */
  protected coverDeadEnd(j: number, c: number): boolean {
    if (this.isSafe(c) || this.wasteSafeAfter(j)) return false;
    this.chainLen = 0;
    return this.chainDeadEnd(j, c, CHAIN_DEPTH);
  }

  /** Deck indices of the cards of the chain that {@link chainDeadEnd} is looking at. */
  private readonly chain = new Int16Array(16);
  private chainLen = 0;

  /**
   * {@link coverDeadEnd} once c (deck index j, not safe, nor the card it
   * uncovers) is on a column: nothing can cover it but deck cards, each of
   * which would be a dead end in its turn. `prevJ`: the deck index of the
   * card put down just before c in the chain (-1: none); `depth`: levels
   * still looked at (below, the answer is "not a dead end").
   */
  private chainDeadEnd(j: number, c: number, depth: number): boolean {
    const need = RANK[c] - 1;
    if (need < 1) return true;
    if (this.pileFits(c, need)) return false;
    for (let s = 0; s < 4; s++) {
      const d = s * 13 + need - 1;
      if (RED[d] === RED[c]) continue;
      if (this.takeback && this.found[s] === need && !this.safeOffFoundation(d)) return false;
    }
    for (let s = 0; s < 4; s++) {
      const d = s * 13 + need - 1;
      if (RED[d] === RED[c] || !this.inDeck[d]) continue;
      if (depth === 0 || this.isSafe(d)) return false;
      const jd = this.deckIndex[d];
      // The card d uncovers on the waste once played: if it is c or the card
      // before c in the chain, the deck will differ: count d as a way out.
      const p = this.prev[jd];
      if (p === j) return false;
      for (let i = 0; i < this.chainLen; i++) if (this.chain[i] === p) return false;
      if (p !== this.head && this.isSafe(this.deckCard[p])) return false;
      this.chain[this.chainLen++] = j;
      const dead = this.chainDeadEnd(jd, d, depth - 1);
      this.chainLen--;
      if (!dead) return false;
    }
    return true;
  }

  /**
   * Draw 1, unlimited passes: deck card c (deck index j) going home would
   * leave a state with no move: no safe move follows (which would void the
   * obligation), it does not win, and the next card of its suit is hidden.
   */
  protected homeDeadEnd(j: number, c: number): boolean {
    const s = SUIT[c];
    if (this.foundSum === 51) return false;
    this.found[s]++;
    let auto = this.wasteSafeAfter(j);
    for (let a = 0; a < 7 && !auto; a++) auto = this.len[a] > 0 && this.isSafe(this.cards[a * STRIDE + this.len[a] - 1]);
    this.found[s]--;
    if (auto) return false;
    if (RANK[c] === 13) return true;
    // c + 1 hidden: nothing can put it home next. Face up or in the deck: see Search.obligation.
    return this.code[c + 1] === 0 && !this.inDeck[c + 1];
  }

  /** The card deck index j uncovers on the waste, once played, is safe (it would go home by itself). */
  private wasteSafeAfter(j: number): boolean {
    const p = this.prev[j];
    return p !== this.head && this.isSafe(this.deckCard[p]);
  }

  /**
   * Win mode: a king can move into a column emptied now (a king-based pile
   * on hidden cards, a king within reach in the deck, or a king taken
   * back, as move generation would generate them; emptying a column by
   * moving its pile changes none of these). Only then is a column emptied.
   * `n`: how many deck cards {@link reachable} has just listed.
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
  protected kingNow(n: number): boolean {
    const S = STRIDE;
    for (let a = 0; a < 7; a++) {
      const dn = this.down[a];
      if (dn > 0 && this.len[a] > dn && RANK[this.cards[a * S + dn]] === 13) return true;
    }
    let deck = false;
    for (let s = 0; s < 4; s++) {
      const k = s * 13 + 12;
      if (this.takeback && this.found[s] === 13 && !this.safeOffFoundation(k)) return true;
      if (this.inDeck[k]) deck = true;
    }
    if (!deck) return false;
    // n: the deck cards within reach, in the reach scratch (see reachable).
    for (let i = 0; i < n; i++) {
      const j = this.reach.idx[i];
      const c = this.deckCard[j];
      if (RANK[c] === 13 && !this.isSafe(c) && !(!this.usePtr && this.coverDeadEnd(j, c))) return true;
    }
    return false;
  }
}
