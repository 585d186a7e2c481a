/**
 * Move generation: the moves of a position onto a move stack, best first,
 * with the dominance pruning of the search (see docs/solver.md).
 * @module
 */
import { RANK, RED, SUIT } from './card-tables.js';
import { ColumnTops } from './column-tops.js';
import { DeadEndMoves, mayPrepare } from './dead-end-moves.js';
import { DeckReach } from './deck.js';
import { enc, K_COLF, K_DECKC, K_DECKF, K_RUN, K_TAKE } from './move-code.js';
import { homeCardUnderPile, kingCanComeNow } from './move-pruning.js';
import type { MoveStack } from './move-stack.js';
import { STRIDE, type Position } from './position.js';
import { Mode } from './search-options.js';

/** Obligation: a card went home from the deck, draw 1 with unlimited passes (see {@link MoveGenerator.generate}). */
export const OB_DECK_HOME = 2 << 12;
/** Obligation flag: the card on the column came from a foundation (see {@link MoveGenerator.generate}). */
export const OB_TAKEN = 8;
/** Obligation: a column was just emptied, a king must go into an empty column next (see {@link MoveGenerator.generate}). */
export const OB_KING = 1 << 12;

/** The move generator of one search: it reads the position and pushes moves onto the move stack. */
export class MoveGenerator {
  private readonly order = new Int8Array(7);
  /**
   * Deck moves generated farthest first (the reverse of their order in
   * the deck) instead of nearest first: the order is free (the moves are
   * the same), and in a long draw-3 search this one enters fewer states
   * (see `SearchOptions.reverseDeckAt`).
   */
  private deckReversed = false;
  private readonly fold: boolean;
  private readonly usePtr: boolean;
  private readonly tops: ColumnTops;
  /** The deck cards within reach of the state whose moves are generated. */
  readonly reach: DeckReach;
  /** The dead-end tests (see ./dead-end-moves.ts). */
  readonly deadEnds: DeadEndMoves;

  /**
   * `deckFirst`: unobliged moves in another order, deck cards first, then
   * the rest as usual (the portfolio's deck-first search);
   * `deepDeadEnds`: see `SearchOptions.deepDeadEnds`; `homeBare`: the
   * search sends bare cards home (see `SafeMoves.homeBareTops`).
   */
  constructor(
    private readonly pos: Position,
    private readonly stack: MoveStack,
    readonly mode: Mode,
    private readonly deckFirst: boolean,
    deepDeadEnds: boolean,
    private readonly homeBare: boolean,
  ) {
    this.fold = pos.fold;
    this.usePtr = pos.usePtr;
    this.tops = new ColumnTops(pos);
    this.reach = new DeckReach(pos);
    this.deadEnds = new DeadEndMoves(pos, this.tops, this.reach, deepDeadEnds);
  }

  /** From now on, deck moves are generated farthest first (see `SearchOptions.reverseDeckAt`). */
  reverseDeckOrder(): void {
    this.deckReversed = true;
  }

  /**
   * Generates the moves of the current state onto the move stack, best first.
   *
   * `only` is an obligation that the previous move left (-1: none), each
   * justified by the same argument: a win that makes that move and uses it
   * only later can be reordered to make it just before its use, so the search
   * may require the use to follow at once (and keys the obligation with the
   * state, see `Search.ttInsert`):
   * - 0..6: in draw 1 with unlimited passes, a card came onto that column
   *   from the deck, where every card stays within reach: the next move
   *   must put a card on it.
   * - {@link OB_TAKEN} | 0..6: a card came onto that column from a
   *   foundation: the next move must put a card on it, or take a card back
   *   from a foundation, or (draw 1, unlimited passes) put a deck card on
   *   a column. Why the two last: a card taken back is also of use to bare
   *   the card under it on its foundation for a take-back of its own, and
   *   preparing a use may take such moves first (a column top to take a
   *   card back onto, a card to bare on a foundation). Delay each such
   *   move until just before its first use, preparations in order: deck
   *   cards, then take-backs; each is then followed by its use or by
   *   another preparation. In Win mode a preparation must be able to serve
   *   a use of the card taken back ({@link mayPrepare}); any other move
   *   does not depend on it and waits until its own use.
   * - {@link OB_DECK_HOME} | c: in draw 1 with unlimited passes, c went home
   *   from the deck (where it was always within reach) and no safe move
   *   followed: the next move must put c + 1 home.
   * - {@link OB_KING}: in Win mode, a move made in a state without an
   *   obligation emptied a column: the next move must put a king into an
   *   empty column (a king-based pile on hidden cards, a deck king, a king
   *   taken back). Columns are emptied only when such a king can come
   *   (see `kingCanComeNow` in ./move-pruning.ts), and a win that puts the king there later can
   *   leave the pile on its column until just before the king (the same
   *   argument).
   */
  generate(only: number): void {
    this.tops.forget();
    this.reach.forget();
    if (!this.fold) return this.generateMoves(only);
    this.tops.buildTops();
    this.generateMoves(only);
    this.tops.clearTops();
  }

  /** {@link generate}, once the column tops are listed (with `fold`). */
  private generateMoves(only: number): void {
    const pos = this.pos;
    if (only >= OB_DECK_HOME) {
      const c = only & 63;
      if (RANK[c] < 13) this.generateHome(c + 1);
      return;
    }
    if (only === OB_KING) return this.generateKings();
    if (only >= 0) {
      this.generateOnto(only & 7);
      if (only & OB_TAKEN) {
        let empty = -1;
        for (let col = 0; col < 7 && empty < 0; col++) if (pos.len[col] === 0) empty = col;
        const lb = pos.len[only & 7];
        const prep = this.mode === Mode.Win && lb > 0 ? pos.cards[(only & 7) * STRIDE + lb - 1] : -1;
        this.generateTakes(empty, prep);
        if (!this.usePtr) this.generateDeckToColumns(empty, prep);
      }
      return;
    }
    const S = STRIDE;
    const full = this.mode !== Mode.Win;
    let empty = -1;
    for (let col = 0; col < 7; col++) {
      if (pos.len[col] === 0) {
        empty = col;
        break;
      }
    }
    // The deck cards within reach (steps 2 and 3 use them).
    const n = this.reach.list();
    if (this.deckFirst) {
      // Deck cards home first, then onto columns.
      const top = this.stack.top;
      this.generateDeck(n, empty, full);
      const mv = this.stack.mv;
      let k = top;
      for (let i = top; i < this.stack.top; i++) {
        const m = mv[i];
        if ((m & 7) !== K_DECKF) continue;
        for (let j = i; j > k; j--) mv[j] = mv[j - 1];
        mv[k++] = m;
      }
    }
    // 1. Column tops to the foundations.
    for (let a = 0; a < 7; a++) {
      const l = pos.len[a];
      if (l === 0) continue;
      const c = pos.cards[a * S + l - 1];
      if (pos.found[SUIT[c]] === RANK[c] - 1) this.stack.push(enc(K_COLF, a, 0, 0, 0));
    }
    // 2. Whole face-up runs that turn a hidden card, then those that empty a
    // column. In Win mode a column is emptied only when a king can move
    // into it at once (see kingCanComeNow): an empty column serves nothing
    // but a king, and a win that empties it earlier can wait until just
    // before a king goes there (see kingCanComeNow); and the next move puts that
    // king there (OB_KING, set by Search.obligation).
    let kingComes = full ? 1 : -1; // -1: not asked yet
    const order = this.order;
    for (let i = 0; i < 7; i++) {
      // Columns with more hidden cards first (stable insertion sort).
      let j = i;
      const dn = pos.down[i];
      while (j > 0 && pos.down[order[j - 1]] < dn) {
        order[j] = order[j - 1];
        j--;
      }
      order[j] = i;
    }
    for (let pass = 0; pass < 2; pass++) {
      for (let oi = 0; oi < 7; oi++) {
        const a = order[oi];
        const l = pos.len[a];
        const dn = pos.down[a];
        if (l === 0 || (pass === 0) !== dn > 0) continue;
        const base = pos.cards[a * S + dn];
        const cnt = l - dn;
        if (RANK[base] === 13) {
          if (dn > 0 && empty >= 0) this.stack.push(enc(K_RUN, a, empty, cnt, 0));
          continue;
        }
        for (let b = this.tops.nextFit(base, 0); b >= 0; b = this.fold ? -1 : this.tops.nextFit(base, b + 1)) {
          if (b === a) continue;
          if (pass === 1 && kingComes < 0) kingComes = kingCanComeNow(this.pos, this.reach, this.deadEnds) ? 1 : 0;
          if (kingComes === 0) break;
          this.stack.push(enc(K_RUN, a, b, cnt, 0));
        }
      }
    }
    // 3. Deck cards (see generateDeck).
    if (!this.deckFirst) this.generateDeck(n, empty, full);
    // 4. Partial runs. A partial run always moves between twin parents (the
    // card it leaves and the column top it goes to both fit under its base),
    // which the folded key does not tell apart: in Win mode it is generated
    // only as the compound "move it over, the card it uncovers goes home",
    // the one use of it (see Position.keyCode), so only when a card next on
    // its foundation lies face up under another. Full/Progress: all of them.
    for (let b = full || homeCardUnderPile(this.pos) ? 0 : 7; b < 7; b++) {
      const lb = pos.len[b];
      if (lb === 0) continue;
      const y = pos.cards[b * S + lb - 1];
      const need = RANK[y] - 1;
      if (need < 1) continue;
      for (let a = 0; a < 7; a++) {
        if (a === b) continue;
        const la = pos.len[a];
        const dn = pos.down[a];
        if (la - dn < 2) continue;
        const baseRank = RANK[pos.cards[a * S + dn]];
        const k = dn + (baseRank - need);
        if (k <= dn || k >= la) continue;
        const mc = pos.cards[a * S + k];
        if (RED[mc] === RED[y]) continue;
        if (!full) {
          const x = pos.cards[a * S + k - 1];
          if (pos.found[SUIT[x]] !== RANK[x] - 1) continue;
        }
        this.stack.push(enc(K_RUN, a, b, la - k, full ? 0 : 1));
      }
    }
    // 5. Take-backs from the foundations.
    this.generateTakes(empty);
  }

  /**
   * Deck cards within reach (the first `n` listed in `reach`) home and onto
   * the columns they fit (a king: onto the empty column `empty`). In draw 1
   * with unlimited passes (Win mode) a move whose obligation nothing can
   * meet is left out: its state would have no moves.
   */
  private generateDeck(n: number, empty: number, full: boolean): void {
    const pos = this.pos;
    const pre = !full && !this.usePtr;
    for (let k = 0; k < n; k++) {
      const i = this.deckReversed ? n - 1 - k : k;
      const j = this.reach.idx[i];
      const c = pos.deckCard[j];
      const taps = this.reach.taps[i];
      const flag = this.reach.flag[i];
      if (pos.found[SUIT[c]] === RANK[c] - 1 && !(pre && this.deadEnds.homeDeadEnd(j, c))) this.stack.push(enc(K_DECKF, j, 0, taps, flag));
      // Where c could go (a king: the empty column); most deck cards fit
      // nowhere, and then the dead-end test below is not asked.
      const first = RANK[c] === 13 ? empty : this.tops.nextFit(c, 0);
      if (first < 0) continue;
      if (pre && this.deadEnds.coverDeadEnd(j, c)) continue;
      // A safe card put on a column would go straight home (safe moves
      // follow every move): the move is the one home, or (draw 1, unlimited
      // passes) that one freed from its obligation, which no win needs.
      if (!full && pos.isSafe(c)) continue;
      // Likewise, with bare cards sent home, a card whose foundation is
      // ready, where no obligation follows a deck card (a waste pointer):
      // the move home, with the same waste pointer after it.
      if (this.homeBare && this.usePtr && pos.takeback && RANK[c] !== 13 && pos.found[SUIT[c]] === RANK[c] - 1) continue;
      if (RANK[c] === 13) this.stack.push(enc(K_DECKC, j, empty, taps, flag));
      else for (let b = first; b >= 0; b = this.fold ? -1 : this.tops.nextFit(c, b + 1)) this.stack.push(enc(K_DECKC, j, b, taps, flag));
    }
  }

  /** {@link OB_KING}: the moves that put a king into an empty column, as the other generators make them. */
  private generateKings(): void {
    const pos = this.pos;
    let empty = -1;
    for (let col = 0; col < 7 && empty < 0; col++) if (pos.len[col] === 0) empty = col;
    if (empty < 0) return;
    for (let a = 0; a < 7; a++) {
      const dn = pos.down[a];
      const l = pos.len[a];
      if (dn > 0 && l > dn && RANK[pos.cards[a * STRIDE + dn]] === 13) this.stack.push(enc(K_RUN, a, empty, l - dn, 0));
    }
    const n = this.reach.list();
    const pre = !this.usePtr;
    for (let i = 0; i < n; i++) {
      const j = this.reach.idx[i];
      const c = pos.deckCard[j];
      if (RANK[c] !== 13 || pos.isSafe(c) || (pre && this.deadEnds.coverDeadEnd(j, c))) continue;
      this.stack.push(enc(K_DECKC, j, empty, this.reach.taps[i], this.reach.flag[i]));
    }
    if (!pos.takeback) return;
    for (let s = 0; s < 4; s++) {
      const c = s * 13 + 12;
      if (pos.found[s] === 13 && !pos.safeOffFoundation(c) && !this.deadEnds.takeDeadEnd(c)) this.stack.push(enc(K_TAKE, s, empty, 0, 0));
    }
  }

  /** Draw 1, unlimited passes: every deck card onto a column it fits (a king: onto the empty column `empty`). */
  generateDeckToColumns(empty: number, prep: number): void {
    const n = this.reach.list();
    for (let i = 0; i < n; i++) {
      const j = this.reach.idx[i];
      const c = this.pos.deckCard[j];
      if (prep >= 0 && !mayPrepare(c, prep)) continue;
      // Where c could go first: the dead-end test only for a card that fits somewhere.
      const first = RANK[c] === 13 ? empty : this.tops.nextFit(c, 0);
      if (first < 0 || (this.mode === Mode.Win && this.deadEnds.coverDeadEnd(j, c))) continue;
      const m = enc(K_DECKC, j, 0, this.reach.taps[i], this.reach.flag[i]);
      if (RANK[c] === 13) {
        this.stack.push(m | (empty << 9));
        continue;
      }
      for (let b = first; b >= 0; b = this.fold ? -1 : this.tops.nextFit(c, b + 1)) this.stack.push(m | (b << 9));
    }
  }

  /**
   * Take-backs from the foundations onto a column (a king: onto the empty
   * column `empty`, if ≥ 0). In Win mode not of a card that would be safe
   * once taken back (see `Position.safeOffFoundation`): the safe moves would
   * put it straight home again, so the move changes nothing (or, under an
   * obligation, only drops the obligation, which no win needs). (Before,
   * this test asked isSafe of the card on its foundation, which is never
   * true there: every such take-back was generated.)
   */
  generateTakes(empty: number, prep = -1): void {
    const pos = this.pos;
    if (!pos.takeback) return;
    for (let s = 0; s < 4; s++) {
      const h = pos.found[s];
      if (h === 0) continue;
      const c = s * 13 + h - 1;
      if (this.mode === Mode.Win && pos.safeOffFoundation(c)) continue;
      if (prep >= 0 && !mayPrepare(c, prep)) continue;
      let b = RANK[c] === 13 ? empty : this.tops.nextFit(c, 0);
      if (b < 0 || (this.mode === Mode.Win && this.deadEnds.takeDeadEnd(c))) continue;
      this.stack.push(enc(K_TAKE, s, b, 0, 0));
      if (this.fold || RANK[c] === 13) continue;
      for (b = this.tops.nextFit(c, b + 1); b >= 0; b = this.tops.nextFit(c, b + 1)) this.stack.push(enc(K_TAKE, s, b, 0, 0));
    }
  }

  /** The moves that put card n home now (n is next on its foundation): from a column top, from under a pile (compound), from the deck. */
  generateHome(n: number): void {
    const pos = this.pos;
    const S = STRIDE;
    for (let a = 0; a < 7; a++) {
      const la = pos.len[a];
      for (let i = pos.down[a]; i < la; i++) {
        if (pos.cards[a * S + i] !== n) continue;
        if (i === la - 1) this.stack.push(enc(K_COLF, a, 0, 0, 0));
        else {
          const base = pos.cards[a * S + i + 1];
          for (let b = this.tops.nextFit(base, 0); b >= 0; b = this.fold ? -1 : this.tops.nextFit(base, b + 1)) {
            if (b !== a) this.stack.push(enc(K_RUN, a, b, la - i - 1, 1));
          }
        }
        return;
      }
    }
    if (!pos.inDeck[n]) return;
    const k = this.reach.list();
    for (let i = 0; i < k; i++) {
      const j = this.reach.idx[i];
      if (pos.deckCard[j] === n && !(this.mode === Mode.Win && !this.usePtr && this.deadEnds.homeDeadEnd(j, n))) {
        this.stack.push(enc(K_DECKF, j, 0, this.reach.taps[i], this.reach.flag[i]));
      }
    }
  }

  /** The moves that put a card or a run onto the top of column b. */
  generateOnto(b: number): void {
    const pos = this.pos;
    const S = STRIDE;
    const lb = pos.len[b];
    const y = pos.cards[b * S + lb - 1];
    const need = RANK[y] - 1;
    if (need < 1) return;
    for (let a = 0; a < 7; a++) {
      if (a === b) continue;
      const la = pos.len[a];
      const dn = pos.down[a];
      if (la === 0) continue;
      const k = dn + (RANK[pos.cards[a * S + dn]] - need);
      if (k < dn || k >= la) continue;
      const mc = pos.cards[a * S + k];
      if (RED[mc] === RED[y]) continue;
      let then = 0;
      if (k > dn && this.mode === Mode.Win) {
        const x = pos.cards[a * S + k - 1];
        if (pos.found[SUIT[x]] !== RANK[x] - 1) continue;
        then = 1;
      }
      // (k === dn with dn === 0 empties a column: fine, it is a use of the card.)
      this.stack.push(enc(K_RUN, a, b, la - k, then));
    }
    if (!this.usePtr) {
      // Draw 1, unlimited passes: every deck card is within reach (as `reachable` lists them) and two at most fit.
      const P = pos.ptrPos();
      const m = pos.deckCount;
      let q = 0;
      for (let x = pos.next[pos.head]; x !== pos.head; x = pos.next[x]) {
        q++;
        const c = pos.deckCard[x];
        if (RANK[c] !== need || RED[c] === RED[y]) continue;
        if (this.mode === Mode.Win && this.deadEnds.coverDeadEnd(x, c)) continue;
        this.stack.push(q >= P ? enc(K_DECKC, x, b, q - P, 0) : enc(K_DECKC, x, b, m - P + 1 + q, 1));
      }
    } else {
      const n = this.reach.list();
      for (let i = 0; i < n; i++) {
        const c = pos.deckCard[this.reach.idx[i]];
        if (RANK[c] !== need || RED[c] === RED[y]) continue;
        this.stack.push(enc(K_DECKC, this.reach.idx[i], b, this.reach.taps[i], this.reach.flag[i]));
      }
    }
    if (pos.takeback) {
      for (let s = 0; s < 4; s++) {
        const h = pos.found[s];
        if (h !== need || RED[s * 13] === RED[y]) continue;
        // As in generateTakes: not a card that would go straight home again.
        if (this.mode === Mode.Win && (pos.safeOffFoundation(s * 13 + h - 1) || this.deadEnds.takeDeadEnd(s * 13 + h - 1))) continue;
        this.stack.push(enc(K_TAKE, s, b, 0, 0));
      }
    }
  }

}
