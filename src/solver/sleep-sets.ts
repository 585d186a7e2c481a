/**
 * Tableau moves asleep: the sleep sets that drop, in a state just
 * reached by a deck move or a tableau move, the tableau moves that were
 * already tried before that move and commute with it (a sleep set, as in
 * partial-order reduction, kept along chains of deck moves). The search
 * ({@link ./search.ts}) keeps the frames; the sleep sets keep, per frame, which
 * moves were followed by no safe move and which runs are asleep.
 *
 * Why: in a long draw-3 search most states entered are states already seen,
 * reached again by the same moves in another order; the commonest such
 * order is a run or a card home, then a deck card, then the same run or
 * card home again (the main order tries tableau moves first). Such a
 * revisit costs a state of the budget each time. See docs/solver.md,
 * "Tableau moves after a deck move".
 * @module
 */
import { giveInt32, growInt32, takeInt32 } from './array-pool.js';
import { RANK, SUIT } from './card-tables.js';
import { K_COLF, K_DECKC, K_DECKF, K_RUN } from './move-code.js';
import type { MoveStack } from './move-stack.js';
import { STRIDE, type Position } from './position.js';
import type { SafeMoves } from './safe-moves.js';

/** The bits of a deck move that name it without its taps: kind, deck index, column. */
const DECK_MOVE = 0x7fff;

/** The sleep sets of one search (see {@link SleepSets.sleepMoves}), kept per frame. */
export class SleepSets {
  /** Per deck index: its position in the deck (from 1), valid while `qRead` (for the state at hand). */
  private readonly qOf = new Int8Array(64);
  private qRead = false;
  /** Per frame, bit i: its move i (i < 31) was followed by no safe move. */
  private fClean = takeInt32(256);
  /** Per frame: where its runs asleep start in `slp`, and how many. */
  private fSlp = takeInt32(256);
  private fSlpN = takeInt32(256);
  /** Per frame: the most foundation cards of any state on the stack down to it. */
  private fFmax = takeInt32(256);
  private slp = takeInt32(1 << 10);
  private slpTop = 0;

  /**
   * `deckAfterDeck`: also drop, in draw 3 with unlimited passes, a deck
   * move right after another deck move when the two orders reach the same
   * cards and the order tried first leaves a waste pointer that reaches at
   * least as much (see {@link SleepSets.deckCommutes}), and, with a waste
   * pointer, a deck card put on a column right after a tableau move it
   * commutes with (see {@link SleepSets.sleepMoves}); `SearchOptions.deckAfterDeck`.
   * `safe`: the search's safe moves, whose `homeBare` rule decides which
   * moves are followed by a safe move.
   */
  constructor(
    private readonly pos: Position,
    private readonly stack: MoveStack,
    private readonly safe: SafeMoves,
    private readonly deckAfterDeck: boolean,
  ) {}

  /** Move i (i < 31) of frame d was followed by no safe move. */
  markClean(d: number, i: number): void {
    this.fClean[d] |= 1 << i;
  }

  /** A new frame d: nothing tried yet, nothing asleep. */
  enterFrame(d: number): void {
    const pos = this.pos;
    this.fClean[d] = 0;
    this.fSlp[d] = this.slpTop;
    this.fSlpN[d] = 0;
    this.fFmax[d] = d > 0 && this.fFmax[d - 1] > pos.foundSum ? this.fFmax[d - 1] : pos.foundSum;
  }

  /** Frame d is left: its runs asleep are dropped. */
  leaveFrame(d: number): void {
    this.slpTop = this.fSlp[d];
  }

  /** The frame arrays, grown to `cap` frames (the search grows its own with them). */
  growFrames(cap: number): void {
    this.fClean = growInt32(this.fClean, cap);
    this.fSlp = growInt32(this.fSlp, cap);
    this.fSlpN = growInt32(this.fSlpN, cap);
    this.fFmax = growInt32(this.fFmax, cap);
  }

  /** Gives the arrays back (see ./array-pool.ts): the search is over. */
  release(): void {
    for (const a of [this.fClean, this.fSlp, this.fSlpN, this.fFmax, this.slp]) giveInt32(a);
    this.fClean = this.fSlp = this.fSlpN = this.fFmax = this.slp = new Int32Array(0);
    this.slpTop = 0;
  }

  /**
   * Drops from the moves just generated (from `start` to the top of the move
   * stack) for frame d the tableau moves that commute with the move m2 that
   * led here and were already tried, before it, in the parent state: the
   * `tried` moves from `pStart` on the move stack, of the parent frame p
   * (which had no obligation). Called on a new state without an obligation,
   * reached with no safe move after m2. m2 is a deck move, a column top
   * home, or a whole run that turns a hidden card (not the compound move).
   *
   * Why it loses no win. Let Y be the parent state (Y·m2 is this state X)
   * and m1 a move tried at Y before m2: a column top home (K_COLF), or a
   * whole run that turns a hidden card (K_RUN, not the compound one; it
   * empties no column), with no safe move after it either. m1 touches its
   * columns and (K_COLF) one foundation, m2 likewise, or the deck and its
   * target column (or the foundation of its card); two cards going home
   * are never of one suit (both would be next on it). With no column in
   * common, the two commute on the cards, and the safe moves after both
   * are the same (they are the closure of the same position). Neither
   * leaves an obligation (m2 empties no column: X would have one). At Y·m1,
   * m2 is generated, or a move to an equal key: its card or pile onto the
   * twin of its column top (the fold, see `Position.keyCode`; the twin m1
   * bared), a king into another empty column, or, when m1 (a card home)
   * made a deck card safe, that card home from the deck, where safe moves
   * take it after m1 at X too. (The deck and the pointer are as at Y.) And
   * Y·m1 was entered before X: searched (with the same key, maybe a
   * pointer that reaches more; a deck move from there leaves the pointer
   * where m2 leaves it), or proved lost (then so is X·m1), or seen, that
   * is searched before. Induction on the order in which states are first
   * searched: every move generated in a state searched before X leads to
   * a key that is entered, so m2 from Y·m1's key does, and that is X·m1's.
   *
   * Kept along deck moves: a run asleep at X whose move at X would be
   * followed by no safe move (the card it turns is not safe: the rest of X
   * is not) stays asleep after the next deck move m3 if it commutes with
   * m3: X·m1's key is entered as above, a searched state with it generates
   * m3 too, to X·m3·m1's key. (With `deckAfterDeck` m3 may be asleep
   * there in turn: then that key is entered from a state that Y·m1's
   * subtree searched earlier. A run that turns a card leaves fewer hidden
   * cards than every state on the stack has, so Y·m1 is not one of them:
   * its subtree is complete before X is entered, m2 was tried there (it
   * came after m1 at Y, so it is not asleep there), and every state a drop
   * here rests on was entered before X. A card home passes on only when
   * no state on the stack down to Y has more foundation cards than Y (no
   * take-back led here from one): then Y·m1, with one more, is not on the
   * stack either, and the same holds. Otherwise a take-back could lead back
   * to the cards of Y·m1 on the stack, and the argument would rest on a
   * state searched later.) So
   * every state the search would enter
   * without this rule is still entered, or one with its key and a pointer
   * that reaches as much.
   */
  sleepMoves(p: number, d: number, pStart: number, tried: number, start: number): void {
    const pos = this.pos;
    const mv = this.stack.mv;
    this.qRead = false;
    const m2 = mv[pStart + tried];
    const k2 = m2 & 7;
    // The columns m2 touches (-1: none).
    let ta = -1;
    let tb = -1;
    if (k2 === K_DECKC) tb = (m2 >> 9) & 63;
    else if (k2 === K_COLF) ta = (m2 >> 3) & 63;
    else if (k2 === K_RUN && !((m2 >> 23) & 1)) {
      ta = (m2 >> 3) & 63;
      tb = (m2 >> 9) & 63;
    } else if (k2 !== K_DECKF) return;
    // Asleep here: the moves tried before m2 at the parent, then the runs asleep there, that commute with m2.
    const base = this.slpTop;
    let top = base;
    const clean = this.fClean[p];
    const n = Math.min(tried, 31);
    const deck2 = this.deckAfterDeck && pos.domPtr && (k2 === K_DECKC || k2 === K_DECKF);
    // A deck card put on a column, tried before a tableau move m2 (see deckAfterDeck).
    const tab2 = this.deckAfterDeck && pos.usePtr && ta >= 0;
    for (let i = 0; i < n; i++) {
      if (!((clean >> i) & 1)) continue;
      const m1 = mv[pStart + i];
      const k1 = m1 & 7;
      if (k1 === K_DECKC || k1 === K_DECKF) {
        if (deck2 ? this.deckCommutes(m1, m2) : tab2 && k1 === K_DECKC && ((m1 >> 9) & 63) !== ta && ((m1 >> 9) & 63) !== tb) top = this.pushSleep(top, m1 & DECK_MOVE);
      } else if (this.commutes(m1, ta, tb)) top = this.pushSleep(top, m1);
    }
    // (Only along deck moves: see above.)
    if (k2 === K_DECKC || k2 === K_DECKF) {
      for (let i = this.fSlp[p], e = i + this.fSlpN[p]; i < e; i++) {
        if (this.commutes(this.slp[i], ta, tb)) top = this.pushSleep(top, this.slp[i]);
      }
    }
    if (top === base) return;
    const slp = this.slp;
    let w = start;
    for (let r = start; r < this.stack.top; r++) {
      const m = mv[r];
      // Deck moves asleep are kept without their taps (which differ here).
      const km = (m & 7) === K_DECKC || (m & 7) === K_DECKF ? m & DECK_MOVE : m;
      let i = base;
      while (i < top && slp[i] !== km) i++;
      if (i === top) mv[w++] = m;
    }
    this.stack.top = w;
    // Passed on to the children: the runs whose move here would be followed
    // by no safe move (deck moves asleep are not: they rest on the parent's
    // order only, see deckCommutes). With deck moves asleep (a waste pointer), a card home
    // only when no state on the stack has as many foundation cards as Y·m1
    // (see "Kept along deck moves" above: after a take-back, Y·m1 could
    // have the cards of a state still on the stack).
    const homeToo = !this.deckAfterDeck || !pos.usePtr || this.fFmax[p] === pos.foundSum - (k2 === K_DECKF ? 1 : 0);
    let k = base;
    for (let i = base; i < top; i++) {
      const m = slp[i];
      const k1 = m & 7;
      if (k1 === K_DECKC || k1 === K_DECKF || (k1 === K_COLF && !homeToo)) continue;
      const a1 = (m >> 3) & 63;
      if ((m & 7) === K_RUN ? this.closedAfterRun(m) : this.closedAfterHome(a1)) slp[k++] = m;
    }
    this.fSlpN[d] = k - base;
    this.slpTop = k;
  }

  /**
   * (With `deckAfterDeck` and a waste pointer, draw 3 or a pass limit, a
   * deck card put on a column, m1, tried at Y before a tableau move m2 that
   * led here, is asleep too when it goes to a column m2 does not touch: m2
   * leaves the deck and the pointer as they are, so m1 here is the same
   * move; its card is not safe here (it is generated here), so no safe move
   * follows it; at Y·m1, which leaves no obligation with a waste pointer,
   * m2 is generated (its columns are as at Y; a run may go onto m1's card
   * instead, the twin of its target, an equal key) and followed by no safe
   * move (none followed it at Y, and m1's card is not safe with m2's card
   * home, as here). So X·m1 is Y·m1·m2, and Y·m1 was entered before X: the
   * same induction as above. In the main order deck moves come after
   * these tableau moves; the shuffled probes and the deck-first search
   * meet this case.)
   *
   * Deck move m1, tried at the parent Y before the deck move m2 that led
   * here (X = Y·m2, with no safe move after m2 and no obligation at X or
   * Y; draw 3 with unlimited passes, where deck moves leave no obligation
   * and the table compares waste pointers by dominance), need not be tried
   * again here: X·m1 has the same cards as Y·m1·m2, and Y·m1·m2's pointer
   * reaches at least as much as X·m1's.
   *
   * Why it loses no win. Let c1, c2 be the cards of m1 and m2, at
   * positions q1, q2 of Y's deck (P cards up to the waste top: playing
   * the card at position q leaves P = q − 1, wherever the pointer was).
   * m1 and m2 put their cards on two different columns or home (two cards
   * going home from Y are of two suits): they commute on the cards.
   * Safe moves: none follows m1 at Y (it is `clean`) nor m2 at Y (X is
   * entered without any). A card put on a column is never safe there (it
   * is not generated then) and changes no other column top; so X·m1 and
   * Y·m1·m2 are the same cards with no safe move after either, except
   * where m1 is a card home and m2 a card on a column: then c2 must not be
   * safe with c1 home (checked), else X·m1 would send c2 home; two cards
   * home give the same position before the safe moves, so the same after.
   * At Y·m1, m2 is generated: c2 is within reach (checked, from Y·m1's
   * pointer q1 − 1), its foundation or target column top is as at Y (a
   * card home: still next on its foundation; a card on a column: not
   * safe, the foundations are as at Y, and its column top is there, or
   * the twin c1 is, which the folded key does not tell apart, see
   * `Position.keyCode`), and no obligation is left in draw 3. Y·m1 was
   * entered before X (tried first at Y): searched with the same key, or
   * skipped for a state with its cards and a pointer that reaches more
   * (from which c2, within reach there too, leaves the same pointer), or
   * proved lost (and so is everything its pointer dominates). By
   * induction on the order in which states are first searched (every move
   * that the generator makes, before any is asleep, at a state searched
   * before X leads to a key that is entered), Y·m1·m2's key is entered
   * with its pointer, and that pointer reaches at least as much as X·m1's
   * (checked: equal, or P' ≤ P with P' ≡ P mod 3 and P' > 0, or X·m1's
   * reaches least: a multiple of 3 or the last card). So X·m1 is covered
   * (see `Position.ptrPos`). The rule is not passed on to the children:
   * it rests on the parent's order only.
   */
  private deckCommutes(m1: number, m2: number): boolean {
    const pos = this.pos;
    const k1 = m1 & 7;
    const k2 = m2 & 7;
    const j1 = (m1 >> 3) & 63;
    const j2 = (m2 >> 3) & 63;
    const c1 = pos.deckCard[j1];
    const c2 = pos.deckCard[j2];
    if (j1 === j2 || !pos.inDeck[c1]) return false;
    if (k1 === K_DECKC && k2 === K_DECKC && ((m1 >> 9) & 63) === ((m2 >> 9) & 63)) return false;
    if (k1 === K_DECKF && k2 === K_DECKC) {
      const s = SUIT[c1];
      pos.found[s]++;
      // (With bare cards sent home, c2 on a column top goes home once its foundation is ready.)
      const safe = pos.isSafe(c2) || (this.safe.homeBare && pos.takeback && RANK[c2] !== 13 && pos.found[SUIT[c2]] === RANK[c2] - 1);
      pos.found[s]--;
      if (safe) return false;
    }
    // Positions in X's deck (m cards): c2 was at P + 1 in Y's (it left the pointer on the card before it).
    const P = pos.ptrPos();
    const m = pos.deckCount;
    const d = pos.draw;
    if (!this.qRead) {
      // Once per state: every deck card's position.
      this.qRead = true;
      let q = 0;
      for (let x = pos.next[pos.head]; x !== pos.head; x = pos.next[x]) this.qOf[x] = ++q;
    }
    const q1 = this.qOf[j1];
    const y2 = P + 1;
    const y1 = q1 < y2 ? q1 : q1 + 1;
    // At Y·m1 (m cards, pointer y1 − 1): c2 within reach?
    const r2 = y1 < y2 ? y2 - 1 : y2;
    const p1 = y1 - 1;
    if (!((r2 >= p1 && ((r2 - p1) % d === 0 || r2 === m)) || r2 % d === 0 || r2 === m)) return false;
    // Y·m1·m2 leaves pointer a, X·m1 leaves b (m − 1 cards): a reaches at least as much as b?
    const a = r2 - 1;
    const b = q1 - 1;
    return a === b || b % d === 0 || b === m - 1 || (a > 0 && a < b && (b - a) % d === 0);
  }

  /**
   * Move m (tried at an ancestor) commutes with a deck move whose target
   * column is `tb` (-1: home): a column top home, or a whole run that turns a
   * hidden card (not the compound move), off column `tb`.
   */
  private commutes(m: number, ta: number, tb: number): boolean {
    const kind = m & 7;
    const a1 = (m >> 3) & 63;
    if (kind === K_COLF) return a1 !== ta && a1 !== tb;
    if (kind !== K_RUN || (m >> 23) & 1) return false;
    const b1 = (m >> 9) & 63;
    return a1 !== ta && a1 !== tb && b1 !== ta && b1 !== tb && this.pos.down[a1] > 0;
  }

  /**
   * The whole run m (it turns a hidden card) would be followed by no safe
   * move here: not by the card it turns nor, with bare cards sent home
   * (`homeBare`), by a lone card that lands on a column top with its
   * foundation ready. (A longer run's top lies on a face-up card here and
   * after: in a state entered without an obligation such a card is not
   * ready, and the run leaves the foundations alone.)
   */
  private closedAfterRun(m: number): boolean {
    const pos = this.pos;
    const a = (m >> 3) & 63;
    const dn = pos.down[a];
    if (pos.isSafe(pos.cards[a * STRIDE + dn - 1])) return false;
    if (!this.safe.homeBare || !pos.takeback || pos.len[a] - dn !== 1 || pos.len[(m >> 9) & 63] === 0) return true;
    const c = pos.cards[a * STRIDE + dn];
    return pos.found[SUIT[c]] !== RANK[c] - 1;
  }

  /**
   * Column a's top going home here would be followed by no safe move: not
   * by the card under it, another column top or (draw 1) the waste top,
   * with its foundation one higher. (Where safe moves also take deck cards
   * from anywhere, draw 1 with unlimited passes, a deck move leaves an
   * obligation, so nothing asleep is passed on there.)
   */
  private closedAfterHome(a: number): boolean {
    const pos = this.pos;
    const l = pos.len[a];
    const x = pos.cards[a * STRIDE + l - 1];
    const s = SUIT[x];
    pos.found[s]++;
    let closed = l < 2 || !pos.isSafe(pos.cards[a * STRIDE + l - 2]);
    for (let b = 0; b < 7 && closed; b++) {
      const lb = pos.len[b];
      if (b !== a && lb > 0 && pos.isSafe(pos.cards[b * STRIDE + lb - 1])) closed = false;
    }
    // With bare cards sent home: the card under it, or another column top, whose foundation is then ready.
    if (closed && this.safe.homeBare && pos.takeback) {
      pos.len[a] = l - 1;
      for (let b = 0; b < 7 && closed; b++) if (this.safe.homeableTop(b)) closed = false;
      pos.len[a] = l;
    }
    // Draw 1 plays the waste top home too (see `SafeMoves.autoPlay`).
    if (pos.draw === 1 && pos.wtop >= 0 && pos.isSafe(pos.deckCard[pos.wtop])) closed = false;
    pos.found[s]--;
    return closed;
  }

  /** Appends m to the sleep stack at `top`; returns the new top. */
  private pushSleep(top: number, m: number): number {
    if (top === this.slp.length) this.slp = growInt32(this.slp, this.slp.length * 2);
    this.slp[top] = m;
    return top + 1;
  }
}
