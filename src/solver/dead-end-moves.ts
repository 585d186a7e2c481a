/**
 * The dead-end tests of move generation (see {@link ./move-generator.ts}): moves that leave an obligation (see
 * `MoveGenerator.generate`) that no move could meet, so that their state would
 * have no move at all. Leaving such a move out changes no verdict: its
 * state is lost (not won, no move), and it is not entered.
 * @module
 */
import { RANK, RED, SUIT } from './card-tables.js';
import type { ColumnTops } from './column-tops.js';
import type { DeckReach } from './deck.js';
import { STRIDE, type Position } from './position.js';

/**
 * Deck cards looked at beyond the first, one on another, by
 * `DeadEndMoves.coverDeadEnd` (on one draw-1 proof: 966 k states, 863 k with one
 * more, 819 k with three, 817 k with six; deeper costs more than it saves).
 */
const CHAIN_DEPTH = 3;

/** Take-backs looked at beyond the first, one on another or as preparations, by `DeadEndMoves.takeDeadEnd`. */
const TAKE_DEPTH = 2;
/** At most this many `DeadEndMoves.takeDeadEnd` calls inside one another. */
const TAKE_NEST = 4;

/**
 * Card x, taken back from a foundation or put down from the deck right
 * after card c was taken back, can prepare a use of c (see
 * `MoveGenerator.generate`, OB_TAKEN): x is c − 1 (bared by c), of a higher rank,
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

/** The dead-end tests of one search's move generation. */
export class DeadEndMoves {
  /**
   * `deep`: the deeper tests: a deck card going home whose next card of the suit
   * lies under a pile no column top takes, or goes home from the deck as
   * a dead end in its turn; a take-back whose covers and preparations
   * are all dead ends in their turn (deck cards, take-backs:
   * {@link TAKE_DEPTH} deep); a deck card's chain of covers with the deck
   * as the chain leaves it, and take-backs in it that are dead ends. Off,
   * the tests as they were before, for the frozen `'daily-v1'` search
   * (`SearchOptions.deepDeadEnds`).
   */
  constructor(
    private readonly pos: Position,
    private readonly tops: ColumnTops,
    private readonly reach: DeckReach,
    private readonly deep: boolean,
  ) {}

  /**
   * Foundation top c (not safe once taken back) taken back onto a column
   * would leave a state with no move. Its obligation (see
   * `MoveGenerator.generate`) wants the next move to put a card on c, or to
   * prepare a use of c ({@link mayPrepare}: take a card back, or in draw 1
   * with unlimited passes put a deck card down). What could do it, as
   * `MoveGenerator.generateOnto`, `generateTakes` and `generateDeckToColumns`
   * would generate it after the take-back: a run based on a card that fits
   * c (whole, or partial with the card it uncovers going home), a deck card
   * that fits c (in draw 1 with unlimited passes, not a dead end itself:
   * {@link coverDeadEnd}), a foundation top that fits c, or a preparation
   * that fits some column top; a card taken back (to cover c or as a
   * preparation) not a dead end in its turn, looked at `depth` more
   * take-backs deep. (No safe move can follow a take-back: lowering a
   * foundation makes no card safe, and c is not.)
   */
  takeDeadEnd(c: number, depth = this.deep ? TAKE_DEPTH : 0): boolean {
    const pos = this.pos;
    const need = RANK[c] - 1;
    const deep = this.deep;
    // (Asked inside itself too deep: not a dead end.)
    if (this.tops.pileFits(c, need) || this.placedCovers(c) || this.takeNest >= TAKE_NEST) return false;
    this.takeNest++;
    // From here on, c is off its foundation and on its column, as after the
    // take-back (the pile bases were read above, before: the state after it
    // has no base the state before lacks but c itself, which lies on its
    // parent and moves with the compound move when that parent could go
    // home; the calls inside this one count it: placedCovers). The cheap
    // ways out first (deck cards), then the take-backs, each asked in turn.
    const s = SUIT[c];
    pos.found[s]--;
    this.placed[this.takeNest - 1] = c;
    let way = false;
    for (let t = 0; t < 4 && !way; t++) {
      const d = t * 13 + need - 1;
      if (RED[d] === RED[c] || !pos.inDeck[d]) continue;
      // Draw 1, unlimited passes: a deck card put on c must be covered next
      // in its turn; one whose chain of covers is a dead end does not count.
      // With a waste pointer, one out of reach does not (the take-back
      // leaves the deck and the pointer as they are).
      if (!deep) way = true;
      else way = pos.usePtr ? this.reach.has(d) : !this.coverDeadEnd(pos.deckIndex[d], d);
    }
    if (!pos.usePtr) {
      // A deck card put down to prepare a use of c (not a dead end itself).
      for (let j = pos.next[pos.head]; j !== pos.head && !way; j = pos.next[j]) {
        const d = pos.deckCard[j];
        way = mayPrepare(d, c) && this.fitsAfter(d) && !(deep && this.coverDeadEnd(j, d));
      }
    }
    for (let t = 0; t < 4 && !way; t++) {
      const d = t * 13 + need - 1;
      if (RED[d] !== RED[c] && !pos.inDeck[d] && pos.found[t] === need) way = !pos.safeOffFoundation(d) && (depth === 0 || !this.takeDeadEnd(d, depth - 1));
    }
    for (let t = 0; t < 4 && !way; t++) {
      const h = pos.found[t];
      if (h === 0) continue;
      const x = t * 13 + h - 1;
      way = mayPrepare(x, c) && !pos.safeOffFoundation(x) && this.fitsAfter(x) && (depth === 0 || !this.takeDeadEnd(x, depth - 1));
    }
    pos.found[s]++;
    this.takeNest--;
    return !way;
  }

  /** How many {@link takeDeadEnd} calls are running (one asks another for a card it could take back). */
  private takeNest = 0;
  /** The cards that the running {@link takeDeadEnd} calls take back, outermost first. */
  private readonly placed = new Int8Array(TAKE_NEST);

  /**
   * Card x fits some column top once the cards that the running
   * {@link takeDeadEnd} calls take back are on their columns: one of the
   * tops now (a parent such a card covers counts still, which only adds
   * ways out), or one of those cards. (For the card of the outermost call
   * itself no preparation fits it, but inside, the card of an enclosing
   * call is a column top: 7♥, bared by 8♥ taken back, goes onto 8♠ taken
   * back before.)
   */
  private fitsAfter(x: number): boolean {
    if (this.tops.fitsSomewhere(x)) return true;
    for (let i = 0; i < this.takeNest; i++) {
      const p = this.placed[i];
      if (RANK[p] === RANK[x] + 1 && RED[p] !== RED[x]) return true;
    }
    return false;
  }

  /**
   * A card that a running {@link takeDeadEnd} call takes back could cover
   * c (one rank lower, the other colour): it lies on its column then, and
   * could move onto c (as the compound move, when the card it lies on
   * could go home), which the pile bases read before do not show.
   */
  private placedCovers(c: number): boolean {
    for (let i = 0; i < this.takeNest; i++) {
      const p = this.placed[i];
      if (RANK[p] + 1 === RANK[c] && RED[p] !== RED[c]) return true;
    }
    return false;
  }

  /**
   * Draw 1, unlimited passes: deck card c (deck index j) put on a column
   * would leave a state with no move. Its obligation (see `MoveGenerator.generate`)
   * wants a card on c next, and no safe move voids it first: c is not safe,
   * nor is the card it uncovers on the waste. What `MoveGenerator.generateOnto`
   * would look for: a run based on a card that fits c (a whole run, or a
   * partial one whose uncovered card goes home), a deck card that fits c
   * (all are within reach) and would not be a dead end in its turn (looked
   * at {@link CHAIN_DEPTH} cards deep), a foundation top that fits c
   * (take-back). A deck card d on c leaves the same columns' runs and the
   * same foundations, so what could cover d is known now; the waste card
   * it uncovers may differ (an earlier card of the chain is gone): then d
   * counts as a way out.
   */
  coverDeadEnd(j: number, c: number): boolean {
    // (Asked inside takeDeadEnd, the cards it takes back count as covers too: placedCovers.)
    if (this.pos.isSafe(c) || this.wasteSafeAfter(j)) return false;
    return this.chainDeadEnd(j, c, CHAIN_DEPTH);
  }

  /** Deck index p is c's (j) or that of a card before c in the chain. */
  private inChain(p: number, j: number): boolean {
    if (p === j) return true;
    for (let i = 0; i < this.chainLen; i++) if (this.chain[i] === p) return true;
    return false;
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
    const pos = this.pos;
    const need = RANK[c] - 1;
    if (need < 1) return true;
    if (this.tops.pileFits(c, need) || this.placedCovers(c)) return false;
    for (let s = 0; s < 4; s++) {
      const d = s * 13 + need - 1;
      if (RED[d] === RED[c]) continue;
      if (pos.takeback && pos.found[s] === need && !pos.safeOffFoundation(d)) return false;
    }
    for (let s = 0; s < 4; s++) {
      const d = s * 13 + need - 1;
      if (RED[d] === RED[c] || !pos.inDeck[d]) continue;
      if (depth === 0 || pos.isSafe(d)) return false;
      const jd = pos.deckIndex[d];
      // The card d uncovers on the waste once played: the one before it in
      // the deck that c and the cards before c in the chain (gone by then) left.
      let p = pos.prev[jd];
      // (Without deepDeadEnds, as before: such a d counts as a way out.)
      if (!this.deep && p !== pos.head && this.inChain(p, j)) return false;
      while (p !== pos.head && this.inChain(p, j)) p = pos.prev[p];
      if (p !== pos.head && pos.isSafe(pos.deckCard[p])) return false;
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
   * obligation), it does not win, and the next card of its suit, n, cannot
   * go home next (see `MoveGenerator.generateHome`): n is hidden; or it lies face
   * up under a pile that no column top takes (and the obligation stands,
   * see `Position.pileWithoutTop`); or it is in the deck, and going home after
   * c would be a dead end in its turn. `raised`: cards of c's suit below c
   * that went home from the deck before it, in that chain (their
   * foundation is raised meanwhile: the state after them is the one asked
   * about); `under`: the deck index of the card c uncovers on the waste
   * once played (the chain's cards skipped), or the head.
   */
  homeDeadEnd(j: number, c: number, raised = 0, under = this.pos.prev[j]): boolean {
    const pos = this.pos;
    const s = SUIT[c];
    if (pos.foundSum + raised === 51) return false;
    pos.found[s]++;
    let dead = under === pos.head || !pos.isSafe(pos.deckCard[under]);
    for (let a = 0; a < 7 && dead; a++) dead = !(pos.len[a] > 0 && pos.isSafe(pos.cards[a * STRIDE + pos.len[a] - 1]));
    // A deck card made safe goes home too (from anywhere in the deck). With
    // take-back on, c going home makes no card safe unless c was (then it
    // would be home already); without, it can (5♥ once 4♣ is home, with
    // the diamonds at 2): the test before deepDeadEnds missed that.
    for (let t = 0; t < 4 && dead && this.deep; t++) {
      const y = t * 13 + pos.found[t];
      dead = !(pos.found[t] < 13 && pos.inDeck[y] === 1 && pos.isSafe(y));
    }
    if (dead && RANK[c] < 13 && !this.deep) dead = pos.code[c + 1] === 0 && !pos.inDeck[c + 1];
    else if (dead && RANK[c] < 13) {
      const n = c + 1;
      if (pos.inDeck[n]) {
        // The card n uncovers on the waste: the one before it in the deck
        // that the chain (of c's suit, below n: gone home by then) left.
        const jn = pos.deckIndex[n];
        let p = pos.prev[jn];
        while (p !== pos.head && SUIT[pos.deckCard[p]] === s && RANK[pos.deckCard[p]] < RANK[n]) p = pos.prev[p];
        dead = this.homeDeadEnd(jn, n, raised + 1, p);
      } else if (pos.code[n] !== 0) {
        // Face up: home next from the column top, or as the compound move;
        // c going home changes neither the columns nor n's twin.
        const base = pos.cardOn(n);
        dead = base >= 0 && this.tops.nextFit(base, 0) < 0 && !pos.pileWithoutTop(n);
      }
    }
    pos.found[s]--;
    return dead;
  }

  /** The card deck index j uncovers on the waste, once played, is safe (it would go home by itself). */
  private wasteSafeAfter(j: number): boolean {
    const pos = this.pos;
    const p = pos.prev[j];
    return p !== pos.head && pos.isSafe(pos.deckCard[p]);
  }
}
