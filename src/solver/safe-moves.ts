/**
 * The safe moves: foundation moves that lose nothing (see docs/solver.md,
 * "Safe moves"), played on a {@link Position} without branching after
 * every move the search makes, logged so that they can be undone and
 * written out with the line.
 * @module
 */
import { giveInt32, growInt32, takeInt32 } from './array-pool.js';
import { RANK, SUIT } from './card-tables.js';
import { K_COLF, K_DECKC, K_DECKF, K_RUN, PILE_TO_TWIN } from './move-code.js';
import { STRIDE, type Position } from './position.js';

/** The safe moves of one search's position, and their log. */
export class SafeMoves {
  /** The safe moves played so far, in order (see {@link log} for the encoding); {@link top} of them are live. */
  private autoLog = takeInt32(1 << 12);
  private autoTop = 0;

  /**
   * `homeBare`: with take-back, column tops that lie on a face-up card go
   * home as soon as their foundation is one below them, in states without
   * an obligation (see {@link homeBareTops}; docs/solver.md, "Bare cards
   * home"; `SearchOptions.homeBare`).
   */
  constructor(
    private readonly pos: Position,
    readonly homeBare: boolean,
  ) {}

  /** How many safe moves are logged: where to undo back to (see {@link undoTo}). */
  get top(): number {
    return this.autoTop;
  }

  /** The i-th safe move logged (see {@link log}), for the line the search writes out. */
  at(i: number): number {
    return this.autoLog[i];
  }

  /**
   * Column `col`'s top lies on a face-up card and its foundation is one
   * below it: going home and the take-back onto the same card undo each
   * other, so the two positions are equally winnable.
   */
  homeableTop(col: number): boolean {
    const pos = this.pos;
    const l = pos.len[col];
    if (l - pos.down[col] < 2) return false;
    const c = pos.cards[col * STRIDE + l - 1];
    return pos.found[SUIT[c]] === RANK[c] - 1;
  }

  /**
   * Plays home every column top that lies on a face-up card with its
   * foundation ready (see {@link homeableTop}), and every such card under a
   * pile that its twin (a bare column top) could take: the pile moves over
   * to the twin first, as the compound move does. Which of two twins carries a pile is not in the key (see
   * `Position.keyCode`), so positions with one key must send the same cards
   * home: the card is bare in one of them. Then the safe moves. Logged like
   * the safe moves; true when any card moved. The search calls it, with
   * {@link homeBare} and take-back on, in states without an obligation
   * only: a card just taken back must stay for its use.
   */
  homeBareTops(): boolean {
    const pos = this.pos;
    let any = false;
    let changed = true;
    while (changed) {
      changed = false;
      // Only the next card of each suit can be ready, and only if it lies on a face-up card (code 2 or 3).
      for (let s = 0; s < 4; s++) {
        const h = pos.found[s];
        const c = s * 13 + h;
        if (h === 13 || pos.code[c] < 2) continue;
        let col = 6;
        while (col >= 0 && !(pos.len[col] > 0 && pos.cards[col * STRIDE + pos.len[col] - 1] === c)) col--;
        if (col >= 0) {
          pos.len[col]--;
          pos.setCode(c, 0);
          pos.toFoundation(c);
          // No flip: a face-up card lies under it.
          this.log(col | (c << 5));
          changed = any = true;
        } else if (this.pileToTwin(c, (3 - s) * 13 + h)) changed = any = true;
      }
      if (changed) this.autoPlay();
    }
    return any;
  }

  /**
   * Card c, covered by a pile, with its twin t a column top: moves the pile
   * onto t and c home (logged); false when c is bare or t is not a top.
   */
  private pileToTwin(c: number, t: number): boolean {
    const pos = this.pos;
    // t face up in the tableau, and a column top.
    if (pos.code[t] === 0) return false;
    let tc = 6;
    while (tc >= 0 && !(pos.len[tc] > 0 && pos.cards[tc * STRIDE + pos.len[tc] - 1] === t)) tc--;
    if (tc < 0) return false;
    let cc = -1;
    let ci = -1;
    for (let col = 0; col < 7 && cc < 0; col++) {
      const l = pos.len[col];
      for (let i = pos.down[col]; i < l - 1; i++) {
        if (pos.cards[col * STRIDE + i] === c) {
          cc = col;
          ci = i;
          break;
        }
      }
    }
    if (cc < 0) return false;
    const from = ci + 1;
    const cnt = pos.len[cc] - from;
    const to = pos.len[tc];
    for (let i = 0; i < cnt; i++) pos.cards[tc * STRIDE + to + i] = pos.cards[cc * STRIDE + from + i];
    pos.len[tc] = to + cnt;
    pos.attach(tc, to);
    pos.len[cc] = ci;
    pos.setCode(c, 0);
    pos.toFoundation(c);
    this.log(cc | (c << 5) | PILE_TO_TWIN | (tc << 12) | (cnt << 15));
    return true;
  }

  /**
   * Plays safe foundation moves and logs them: column tops; in draw 1 the
   * waste top, or with unlimited passes (Win mode, see `autoDeck`) any deck card.
   */
  autoPlay(): void {
    const pos = this.pos;
    let changed = true;
    while (changed) {
      changed = false;
      for (let col = 0; col < 7; col++) {
        const l = pos.len[col];
        if (l === 0) continue;
        const c = pos.cards[col * STRIDE + l - 1];
        if (pos.isSafe(c)) {
          pos.len[col] = l - 1;
          pos.setCode(c, 0);
          pos.toFoundation(c);
          const fl = pos.flip(col);
          this.log(col | (fl << 3) | (c << 5));
          changed = true;
        }
      }
      if (pos.autoDeck) {
        // Draw 1 with unlimited passes: any deck card can be brought up.
        for (let st = 0; st < 4; st++) {
          const h = pos.found[st];
          if (h === 13) continue;
          const c = st * 13 + h;
          if (pos.inDeck[c] && pos.isSafe(c)) {
            this.playDeckHome(pos.deckIndex[c]);
            changed = true;
          }
        }
      } else if (pos.draw === 1 && pos.wtop >= 0) {
        const c = pos.deckCard[pos.wtop];
        if (pos.isSafe(c)) {
          this.playDeckHome(pos.wtop);
          changed = true;
        }
      }
    }
  }

  /**
   * {@link autoPlay} after move m, played from a position where no safe
   * move was left (every state the search enters is closed that way): only
   * when the move may have made a card safe. A move home raises a
   * foundation (anything may follow); otherwise the foundations are the
   * same or lower (a take-back: no card gets safer), so only a new column
   * top (the card a run uncovered, a deck or foundation card put down) or,
   * in draw 1 without safe deck cards from anywhere, a new waste top can be
   * safe. (A run's top card was a column top before; a deck card's safety
   * depends only on the foundations.) Answers as `autoPlay` would, faster.
   */
  autoPlayAfter(m: number): void {
    const pos = this.pos;
    const kind = m & 7;
    if (kind === K_COLF || kind === K_DECKF || (kind === K_RUN && (m >> 23) & 1)) return this.autoPlay();
    const col = kind === K_RUN ? (m >> 3) & 63 : (m >> 9) & 63;
    const l = pos.len[col];
    if (l > 0 && pos.isSafe(pos.cards[col * STRIDE + l - 1])) return this.autoPlay();
    if (kind === K_DECKC && pos.draw === 1 && !pos.autoDeck && pos.wtop >= 0 && pos.isSafe(pos.deckCard[pos.wtop])) this.autoPlay();
  }

  /**
   * Plays deck card j home as a safe move (draw 1), with the taps that
   * bring it up, and logs it: 16 | j << 5 | (waste top before + 1) << 11 | taps << 17.
   */
  private playDeckHome(j: number): void {
    const pos = this.pos;
    let q = 0;
    let P = 0;
    let i = 0;
    for (let x = pos.next[pos.head]; x !== pos.head; x = pos.next[x]) {
      i++;
      if (x === j) q = i;
      if (x === pos.wtop) P = i;
    }
    const taps = q >= P ? q - P : pos.deckCount - P + 1 + q;
    const old = pos.wtop;
    const p = pos.prev[j];
    pos.removeDeck(j);
    pos.setWtop(p === pos.head ? -1 : p);
    pos.toFoundation(pos.deckCard[j]);
    this.log(16 | (j << 5) | ((old + 1) << 11) | (taps << 17));
  }

  /**
   * Logs a safe move: a column top home, `col | turned << 3 | card << 5`
   * (with {@link PILE_TO_TWIN}: the pile moved onto the twin first), or a
   * deck card home, `16 | deck index << 5 | (waste top before + 1) << 11 |
   * taps << 17`.
   */
  private log(v: number): void {
    if (this.autoTop === this.autoLog.length) this.autoLog = growInt32(this.autoLog, this.autoLog.length * 2);
    this.autoLog[this.autoTop++] = v;
  }

  /** Undoes the safe moves logged after the first `to`. */
  undoTo(to: number): void {
    const pos = this.pos;
    while (this.autoTop > to) {
      const v = this.autoLog[--this.autoTop];
      if (v & 16) {
        const w = (v >> 5) & 63;
        pos.fromFoundation(pos.deckCard[w]);
        pos.restoreDeck(w);
        pos.setWtop(((v >> 11) & 63) - 1);
      } else {
        const col = v & 7;
        if (v & 8) pos.unflip(col);
        const c = (v >> 5) & 63;
        pos.fromFoundation(c);
        const l = pos.len[col];
        pos.cards[col * STRIDE + l] = c;
        pos.len[col] = l + 1;
        pos.attach(col, l);
        if (v & PILE_TO_TWIN) {
          // The pile goes back from the twin onto c.
          const tc = (v >> 12) & 7;
          const cnt = (v >> 15) & 31;
          const to = pos.len[tc] - cnt;
          for (let i = 0; i < cnt; i++) pos.cards[col * STRIDE + l + 1 + i] = pos.cards[tc * STRIDE + to + i];
          pos.len[col] = l + 1 + cnt;
          pos.len[tc] = to;
          pos.attach(col, l + 1);
        }
      }
    }
  }

  /** Gives the log's array back (see ./array-pool.ts): the search is over. */
  release(): void {
    giveInt32(this.autoLog);
    this.autoLog = new Int32Array(0);
    this.autoTop = 0;
  }
}
