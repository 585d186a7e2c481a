/**
 * Playing on a {@link Position}: safe foundation moves played without
 * branching (and logged, so they can be undone and written out), and the
 * search's moves applied and undone in place.
 * @module
 */
import { GUIDE_EMPTY, GUIDE_HOME, K_COLF, K_DECKC, K_DECKF, K_RUN, PILE_TO_TWIN, RANK, RED, STRIDE, SUIT } from './keys.js';
import { Position } from './position.js';
import { growInt32 } from './spare.js';

/** A position that plays and takes back moves. */
export class Play extends Position {
  // ---- safe moves ----

  /** A card that may go to its foundation without losing anything (see docs/solver.md, "Safe moves"). */
  protected isSafe(c: number): boolean {
    const r = RANK[c];
    const s = SUIT[c];
    if (this.found[s] !== r - 1) return false;
    if (r <= 2) return true;
    const f = this.found;
    const oppOk = RED[c] ? f[0] >= r - 1 && f[3] >= r - 1 : f[1] >= r - 1 && f[2] >= r - 1;
    if (!oppOk) return false;
    return !this.takeback || f[3 - s] >= r - 2;
  }

  /**
   * With take-back, column tops that lie on a face-up card go home as soon
   * as their foundation is one below them, in states without an
   * obligation (`Search.enter`; see docs/solver.md, "Bare cards home").
   * Set by the portfolio (`Schedule.homeBare`).
   */
  homeBare = false;

  /**
   * Column `col`'s top lies on a face-up card and its foundation is one
   * below it: going home and the take-back onto the same card undo each
   * other, so the two positions are equally winnable.
   */
  protected homeableTop(col: number): boolean {
    const l = this.len[col];
    if (l - this.down[col] < 2) return false;
    const c = this.cards[col * STRIDE + l - 1];
    return this.found[SUIT[c]] === RANK[c] - 1;
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
  protected homeBareTops(): boolean {
    let any = false;
    let changed = true;
    while (changed) {
      changed = false;
      // Only the next card of each suit can be ready, and only if it lies on a face-up card (code 2 or 3).
      for (let s = 0; s < 4; s++) {
        const h = this.found[s];
        const c = s * 13 + h;
        if (h === 13 || this.code[c] < 2) continue;
        let col = 6;
        while (col >= 0 && !(this.len[col] > 0 && this.cards[col * STRIDE + this.len[col] - 1] === c)) col--;
        if (col >= 0) {
          this.len[col]--;
          this.setCode(c, 0);
          this.toFoundation(c);
          // No flip: a face-up card lies under it.
          this.logAuto(col | (c << 5));
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
    // t face up in the tableau, and a column top.
    if (this.code[t] === 0) return false;
    let tc = 6;
    while (tc >= 0 && !(this.len[tc] > 0 && this.cards[tc * STRIDE + this.len[tc] - 1] === t)) tc--;
    if (tc < 0) return false;
    let cc = -1;
    let ci = -1;
    for (let col = 0; col < 7 && cc < 0; col++) {
      const l = this.len[col];
      for (let i = this.down[col]; i < l - 1; i++) {
        if (this.cards[col * STRIDE + i] === c) {
          cc = col;
          ci = i;
          break;
        }
      }
    }
    if (cc < 0) return false;
    const from = ci + 1;
    const cnt = this.len[cc] - from;
    const to = this.len[tc];
    for (let i = 0; i < cnt; i++) this.cards[tc * STRIDE + to + i] = this.cards[cc * STRIDE + from + i];
    this.len[tc] = to + cnt;
    this.attach(tc, to);
    this.len[cc] = ci;
    this.setCode(c, 0);
    this.toFoundation(c);
    this.logAuto(cc | (c << 5) | PILE_TO_TWIN | (tc << 12) | (cnt << 15));
    return true;
  }

  /**
   * Plays safe foundation moves and logs them: column tops; in draw 1 the
   * waste top, or with unlimited passes (Win mode, see `autoDeck`) any deck card.
   */
  protected autoPlay(): void {
    let changed = true;
    while (changed) {
      changed = false;
      for (let col = 0; col < 7; col++) {
        const l = this.len[col];
        if (l === 0) continue;
        const c = this.cards[col * STRIDE + l - 1];
        if (this.isSafe(c)) {
          this.len[col] = l - 1;
          this.setCode(c, 0);
          this.toFoundation(c);
          const fl = this.flip(col);
          this.logAuto(col | (fl << 3) | (c << 5));
          changed = true;
        }
      }
      if (this.autoDeck) {
        // Draw 1 with unlimited passes: any deck card can be brought up.
        for (let st = 0; st < 4; st++) {
          const h = this.found[st];
          if (h === 13) continue;
          const c = st * 13 + h;
          if (this.inDeck[c] && this.isSafe(c)) {
            this.playDeckHome(this.deckIndex[c]);
            changed = true;
          }
        }
      } else if (this.draw === 1 && this.wtop >= 0) {
        const c = this.deckCard[this.wtop];
        if (this.isSafe(c)) {
          this.playDeckHome(this.wtop);
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
  protected autoPlayAfter(m: number): void {
    const kind = m & 7;
    if (kind === K_COLF || kind === K_DECKF || (kind === K_RUN && (m >> 23) & 1)) return this.autoPlay();
    const col = kind === K_RUN ? (m >> 3) & 63 : (m >> 9) & 63;
    const l = this.len[col];
    if (l > 0 && this.isSafe(this.cards[col * STRIDE + l - 1])) return this.autoPlay();
    if (kind === K_DECKC && this.draw === 1 && !this.autoDeck && this.wtop >= 0 && this.isSafe(this.deckCard[this.wtop])) this.autoPlay();
  }

  /**
   * Plays deck card j home as a safe move (draw 1), with the taps that
   * bring it up, and logs it: 16 | j << 5 | (waste top before + 1) << 11 | taps << 17.
   */
  private playDeckHome(j: number): void {
    let q = 0;
    let P = 0;
    let i = 0;
    for (let x = this.next[this.head]; x !== this.head; x = this.next[x]) {
      i++;
      if (x === j) q = i;
      if (x === this.wtop) P = i;
    }
    const taps = q >= P ? q - P : this.deckCount - P + 1 + q;
    const old = this.wtop;
    const p = this.prev[j];
    this.removeDeck(j);
    this.setWtop(p === this.head ? -1 : p);
    this.toFoundation(this.deckCard[j]);
    this.logAuto(16 | (j << 5) | ((old + 1) << 11) | (taps << 17));
  }

  protected logAuto(v: number): void {
    if (this.autoTop === this.autoLog.length) this.autoLog = growInt32(this.autoLog, this.autoLog.length * 2);
    this.autoLog[this.autoTop++] = v;
  }

  protected undoAuto(to: number): void {
    while (this.autoTop > to) {
      const v = this.autoLog[--this.autoTop];
      if (v & 16) {
        const w = (v >> 5) & 63;
        this.fromFoundation(this.deckCard[w]);
        this.restoreDeck(w);
        this.setWtop(((v >> 11) & 63) - 1);
      } else {
        const col = v & 7;
        if (v & 8) this.unflip(col);
        const c = (v >> 5) & 63;
        this.fromFoundation(c);
        const l = this.len[col];
        this.cards[col * STRIDE + l] = c;
        this.len[col] = l + 1;
        this.attach(col, l);
        if (v & PILE_TO_TWIN) {
          // The pile goes back from the twin onto c.
          const tc = (v >> 12) & 7;
          const cnt = (v >> 15) & 31;
          const to = this.len[tc] - cnt;
          for (let i = 0; i < cnt; i++) this.cards[col * STRIDE + l + 1 + i] = this.cards[tc * STRIDE + to + i];
          this.len[col] = l + 1 + cnt;
          this.len[tc] = to;
          this.attach(col, l + 1);
        }
      }
    }
  }

  // ---- moves ----

  /**
   * Move m as a guide key (see `Search.guide`): the card it moves (the
   * lowest of a pile) times 64, plus where it goes: the card it goes onto,
   * `GUIDE_HOME` or `GUIDE_EMPTY`.
   */
  protected guideKey(m: number): number {
    const kind = m & 7;
    const a = (m >> 3) & 63;
    const b = (m >> 9) & 63;
    if (kind === K_COLF) return this.cards[a * STRIDE + this.len[a] - 1] * 64 + GUIDE_HOME;
    if (kind === K_DECKF) return this.deckCard[a] * 64 + GUIDE_HOME;
    const c = kind === K_RUN ? this.cards[a * STRIDE + this.len[a] - ((m >> 15) & 255)] : kind === K_DECKC ? this.deckCard[a] : a * 13 + this.found[a] - 1;
    const lb = this.len[b];
    return c * 64 + (lb ? this.cards[b * STRIDE + lb - 1] : GUIDE_EMPTY);
  }

  /** Plays move m from frame f; stores undo information in the frame. */
  protected apply(m: number, f: number): void {
    const kind = m & 7;
    const a = (m >> 3) & 63;
    const b = (m >> 9) & 63;
    const cnt = (m >> 15) & 255;
    const flag = (m >> 23) & 1;
    if (kind === K_COLF) {
      const l = this.len[a] - 1;
      const c = this.cards[a * STRIDE + l];
      this.len[a] = l;
      this.setCode(c, 0);
      this.toFoundation(c);
      this.fU2[f] = c;
      this.fU1[f] = this.flip(a);
    } else if (kind === K_RUN) {
      const from = this.len[a] - cnt;
      const to = this.len[b];
      for (let i = 0; i < cnt; i++) this.cards[b * STRIDE + to + i] = this.cards[a * STRIDE + from + i];
      this.len[b] = to + cnt;
      this.len[a] = from;
      this.attach(b, to);
      if (flag) {
        // Compound: the card uncovered goes home.
        const x = this.cards[a * STRIDE + from - 1];
        this.len[a] = from - 1;
        this.setCode(x, 0);
        this.toFoundation(x);
        this.fU2[f] = x;
      }
      this.fU1[f] = this.flip(a);
    } else if (kind === K_DECKF || kind === K_DECKC) {
      const c = this.deckCard[a];
      this.fU1[f] = this.ptrP;
      this.fU2[f] = this.wtop;
      this.fU3[f] = this.recycles;
      const p = this.prev[a];
      this.removeDeck(a);
      this.setWtop(p === this.head ? -1 : p);
      if (flag) this.setRecycles(this.recycles + 1);
      if (kind === K_DECKF) this.toFoundation(c);
      else this.pushCard(b, c);
    } else {
      // K_TAKE
      const c = a * 13 + this.found[a] - 1;
      this.fromFoundation(c);
      this.pushCard(b, c);
    }
  }

  protected undo(m: number, f: number): void {
    const kind = m & 7;
    const a = (m >> 3) & 63;
    const b = (m >> 9) & 63;
    const cnt = (m >> 15) & 255;
    if (kind === K_COLF) {
      if (this.fU1[f]) this.unflip(a);
      const c = this.fU2[f];
      this.fromFoundation(c);
      const l = this.len[a];
      this.cards[a * STRIDE + l] = c;
      this.len[a] = l + 1;
      this.attach(a, l);
    } else if (kind === K_RUN) {
      if (this.fU1[f]) this.unflip(a);
      if ((m >> 23) & 1) {
        const x = this.fU2[f];
        this.fromFoundation(x);
        const l = this.len[a];
        this.cards[a * STRIDE + l] = x;
        this.len[a] = l + 1;
        this.attach(a, l);
      }
      const to = this.len[b] - cnt;
      const from = this.len[a];
      for (let i = 0; i < cnt; i++) this.cards[a * STRIDE + from + i] = this.cards[b * STRIDE + to + i];
      this.len[a] = from + cnt;
      this.len[b] = to;
      this.attach(a, from);
    } else if (kind === K_DECKF || kind === K_DECKC) {
      const c = this.deckCard[a];
      if (kind === K_DECKF) this.fromFoundation(c);
      else {
        this.len[b]--;
        this.setCode(c, 0);
      }
      this.restoreDeck(a);
      this.setWtop(this.fU2[f]);
      this.setRecycles(this.fU3[f]);
      this.ptrP = this.fU1[f]; // the deck and the pointer are as before the move
    } else {
      const l = --this.len[b];
      const c = this.cards[b * STRIDE + l];
      this.setCode(c, 0);
      this.toFoundation(c);
    }
  }
}
