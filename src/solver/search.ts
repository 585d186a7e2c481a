/**
 * The search core: an iterative depth-first search over {@link MoveGen}
 * positions, with a transposition table of state keys, that can run in
 * slices and resume.
 *
 * Internal to the solver: the public API is in {@link ./solve.ts} and
 * {@link ./hint.ts}. Layers: {@link ./keys.ts} (encoding, key tables),
 * {@link ./position.ts} (state, key), {@link ./play.ts} (safe moves, apply /
 * undo), {@link ./deck.ts} (stock reachability), {@link ./moves.ts} (move
 * generation), {@link ./sleep.ts} (tableau moves asleep after deck moves),
 * {@link ./table.ts} (transposition table), this file (the DFS driver), {@link ./portfolio.ts} (main search and probes in one budget).
 * @module
 */
import { DEFAULT_TT_LOG2, K_COLF, K_DECKC, K_DECKF, K_RUN, K_TAKE, Mode, STRIDE, ZF_HI, ZF_LO, ZX_HI, ZX_LO, type Outcome, type RawPosition } from './keys.js';
import { DeadChecks } from './sparse-checks.js';
import { DeadScratch, lostCore, provablyLost } from './dead.js';
import { OB_DECK_HOME, OB_KING, OB_TAKEN } from './moves.js';
import { SleepGen } from './sleep.js';
import { shuffleRun } from './shuffle.js';
import { pushAutoMove, pushMove } from './notation.js';
import { giveInt32, growInt32, takeInt32 } from './spare.js';
import { TransTable, TT_FULL, TT_NEW } from './table.js';

export { DEFAULT_TT_LOG2, K_COLF, K_DECKC, K_DECKF, K_RUN, K_TAKE, Mode, STRIDE };
export type { Outcome, RawPosition };

/**
 * States a search runs before it checks for dead positions inside (see
 * `Search.lostNow`): most deals are won within a few hundred states, where
 * the check would only add its cost; the long searches it cuts go on.
 */
const DEAD_AFTER = 512;

/**
 * The depth-first search over one position. Mutates only its own typed
 * arrays; `step()` advances it by a bounded number of states.
 */
export class Search extends SleepGen {
  private readonly tt: TransTable;

  // Frames of the DFS.
  private fStart = takeInt32(this.cap);
  private fCount = takeInt32(this.cap);
  private fNext = takeInt32(this.cap);
  private fAuto = takeInt32(this.cap); // start of this frame's auto moves in the auto log
  private fHid = takeInt32(this.cap); // hidden cards in the frame's state
  private fDeck = takeInt32(this.cap); // deck cards in the frame's state
  private fOnly = takeInt32(this.cap); // the obligation the frame's moves were generated under
  private readonly deadSc = new DeadScratch();
  private depth = -1;

  /**
   * Also check for dead positions after a pile moved without turning a
   * hidden card (it empties a column, or a compound partial run) and, in
   * draw 1 with unlimited passes, after a deck card was played (with a
   * waste pointer, draw 3 or a pass limit, that is always checked). Turned
   * off for the frozen search `'daily-v1'`, whose states it would change
   * (see `Schedule.moreDeadChecks`).
   */
  moreDeadChecks = true;
  /** The dead checks by kind, counted, each made only while it pays where asked (see {@link DeadChecks}). */
  readonly checks = new DeadChecks();
  /**
   * States after which deck moves are generated farthest first
   * (`MoveGen.deckReversed`; the portfolio sets it for its main search in
   * draw 3 with unlimited passes, see `Schedule.reverseDeckAt`).
   */
  reverseDeckAt = Infinity;
  /**
   * With the pointer dominance (draw 3, unlimited passes), also skip a
   * state under an obligation once the same cards were entered without one
   * and with a pointer that reaches at least as much (see `ttInsert`).
   * Not in the frozen `'daily-v1'` (see `Schedule.skipObligedDom`).
   */
  skipObligedDom = false;
  /** The last state entered was followed by safe moves (set by `enter`). */
  private autoAfter = false;
  /** States entered so far. */
  states = 0;
  /** The search is over. */
  done: Outcome | null = null;
  /** Set when the table was full or the stack too deep: no proof of exhaustion. */
  incomplete = false;
  private started = false;

  /** A card of the start position can never go home (see {@link provablyLost}). */
  private readonly lost: boolean;
  /** xorshift32 state of the move shuffle; 0 = moves in their generated order. */
  private rng: number;

  /**
   * `seed` ≠ 0 shuffles the moves of every state (a seeded, deterministic
   * order): the same complete search, visiting the tree in another order.
   * `table`: an empty table to use instead of a new one (its own cap applies).
   */
  constructor(p: RawPosition, mode: Mode, ttMaxLog2 = DEFAULT_TT_LOG2, seed = 0, table?: TransTable) {
    super(p, mode);
    this.tt = table ?? new TransTable(ttMaxLog2, this.domPtr);
    // A probe (seed ≠ 0) runs beside a main search, which checks this first.
    this.lost = mode === Mode.Win && seed === 0 && provablyLost(p);
    this.rng = seed | 0;
  }

  /**
   * Keys of moves to try first (see `guideOf` in short-line.ts): the moves of
   * a line already found, which a search under a pass limit can often
   * follow with the deck cards taken in another order.
   */
  guide: ReadonlySet<number> | null = null;

  /** Moves the n moves from index `start` whose guide key is in {@link guide} to the front, in order. */
  private guided(start: number, n: number): void {
    const mv = this.mv;
    let k = start;
    for (let i = start; i < start + n; i++) {
      const m = mv[i];
      if (!this.guide!.has(this.guideKey(m))) continue;
      for (let j = i; j > k; j--) mv[j] = mv[j - 1];
      mv[k++] = m;
    }
  }

  /** Shuffles n moves from index `start` of the move stack (see `shuffle.ts`). */
  private shuffle(start: number, n: number): void {
    this.rng = shuffleRun(this.mv, start, n, this.rng);
  }

  /**
   * Inserts the current key, with the obligation `only` of the next move
   * when there is one: the moves generated depend on it, so it is part of
   * the state; false when it was already there (or the table is full).
   */
  private ttInsert(only: number): boolean {
    let lo = this.keyLo;
    let hi = this.keyHi;
    const dom = this.domPtr ? this.ptrDominators() : 0;
    // A state under an obligation is skipped once the same cards were
    // entered without one (with the pointer dominance: with a pointer that
    // reaches at least as much): a win from here is a win from those cards,
    // and their search (complete, with no obligation narrowing it) finds
    // one if there is any.
    if (only !== -1 && (this.domPtr ? (this.skipObligedDom && this.tt.hasDominated(lo, hi, dom)) : this.tt.has(lo, hi))) return false;
    if (only >= OB_DECK_HOME) {
      const c = only & 63;
      lo ^= ZX_LO[c];
      hi ^= ZX_HI[c];
    } else if (only === OB_KING) {
      lo ^= 0x2f6b5a3d;
      hi ^= 0x61c88647;
    } else if (only >= 0) {
      const c = this.cards[(only & 7) * STRIDE + this.len[only & 7] - 1];
      lo ^= ZF_LO[c];
      hi ^= ZF_HI[c];
      if (only & OB_TAKEN) {
        lo ^= 0x5bd1e995;
        hi ^= 0x1b873593;
      }
    }
    // With the pointer dominance the pointer is not in the key: it is compared with those seen.
    const r = this.domPtr ? this.tt.insertDominated(lo, hi, this.ptrBit(), dom) : this.tt.insert(lo, hi);
    if (r === TT_FULL) this.incomplete = true;
    return r === TT_NEW;
  }

  /** {@link lostNow} on the state just entered (from depth `d0`, under obligation `only`) if the checks of its kind are due. */
  private lostNowIfDue(d0: number, only: number): boolean {
    if (this.hiddenSum < this.fHid[d0]) return this.lostNow();
    const c = this.checks;
    const kind = only >= 0 && only < 7 ? c.cover : this.deckCount >= this.fDeck[d0] ? c.pile : (this.mv[this.fStart[d0] + this.fNext[d0] - 1] & 7) === K_DECKF ? c.home : c.deck;
    return kind.due() && kind.noted(this.lostNow());
  }

  /**
   * {@link lostCore} on the current position. Called on new states where a
   * hidden card was just turned: there, a whole subtree is often lost for a
   * reason the start position did not show (a card moved onto its own
   * lower suit-mate's column, a deck order that locks, a card left on a
   * parent it can never leave: the runs rule), and the check (a few µs) is
   * cheap against the subtree.
   */
  private lostNow(): boolean {
    const sc = this.deadSc;
    let m = 0;
    let P = 0;
    // In draw 1 the deck's order does not matter to the check (see lostCore's upDeck).
    if (this.draw === 1) m = this.deckCount;
    else {
      for (let x = this.next[this.head]; x !== this.head; x = this.next[x]) {
        sc.deck[m++] = this.deckCard[x];
        if (x === this.wtop) P = m;
      }
    }
    return lostCore(this.cards, this.len, this.down, this.found, this.takeback, sc.deck, m, P, this.draw, sc, this.below, this.onParent, this.upDeck);
  }

  /** The transposition table (a finished probe hands it on, cleared, to the next). */
  get table(): TransTable {
    return this.tt;
  }

  /**
   * What the move that led to frame d (d ≥ 1) obliges the next move to do
   * (see {@link MoveGen.generate} for the encoding and the reasons), or -1.
   * `autoPlayed`: safe moves followed it, which is a use of it already.
   */
  private obligation(d: number, autoPlayed: boolean): number {
    if (d === 0) return -1;
    const f = d - 1;
    const m = this.mv[this.fStart[f] + this.fNext[f] - 1];
    const kind = m & 7;
    if (kind === K_TAKE || (kind === K_DECKC && !this.usePtr)) {
      const b = (m >> 9) & 63;
      const l = this.len[b];
      if (l === 0) return -1;
      const top = this.cards[b * STRIDE + l - 1];
      const placed = kind === K_TAKE ? ((m >> 3) & 63) * 13 + this.found[(m >> 3) & 63] : this.deckCard[(m >> 3) & 63];
      if (top !== placed) return -1;
      return kind === K_TAKE ? b | OB_TAKEN : b;
    }
    if (this.mode !== Mode.Win || autoPlayed) return -1;
    // A column emptied by a free move: a king must go there next (see OB_KING).
    if (kind === K_RUN && !((m >> 23) & 1) && this.len[(m >> 3) & 63] === 0 && this.fOnly[f] < 0) return OB_KING;
    if (kind === K_DECKF && !this.usePtr) {
      const c = this.deckCard[(m >> 3) & 63];
      return this.pileWithoutTop(c + 1) ? -1 : OB_DECK_HOME | c;
    }
    return -1;
  }

  // ---- the depth-first search ----

  private ensureCap(): void {
    if (this.depth + 1 < this.cap) return;
    const cap = this.cap * 2;
    const g = (a: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> => growInt32(a, cap);
    this.fStart = g(this.fStart);
    this.fCount = g(this.fCount);
    this.fNext = g(this.fNext);
    this.fAuto = g(this.fAuto);
    this.fHid = g(this.fHid);
    this.fDeck = g(this.fDeck);
    this.fOnly = g(this.fOnly);
    this.growSleep(cap);
    this.fU1 = g(this.fU1);
    this.fU2 = g(this.fU2);
    this.fU3 = g(this.fU3);
    this.cap = cap;
  }

  private isGoal(): boolean {
    if (this.mode === Mode.Progress) return this.foundSum > this.startFound || this.hiddenSum < this.startHidden;
    return this.foundSum === 52;
  }

  /**
   * Enters the current state (just reached by a move): safe moves, goal test,
   * table lookup, new frame. Returns 1 = goal, 0 = new frame pushed, -1 = seen.
   */
  private enter(): number {
    this.states++;
    const autoStart = this.autoTop;
    if (this.mode !== Mode.Progress) {
      const p = this.depth;
      if (p < 0) this.autoPlay();
      else this.autoPlayAfter(this.mv[this.fStart[p] + this.fNext[p] - 1]);
    }
    // With take-back, in a state without an obligation, bare cards whose
    // foundation is ready go home too (see Play.homeBareTops): the state
    // with them home is as winnable and covers both.
    const only = this.mode === Mode.Progress ? -1 : this.obligation(this.depth + 1, this.autoTop > autoStart);
    if (only === -1 && this.homeBare && this.takeback && this.mode === Mode.Win) this.homeBareTops();
    this.autoAfter = this.autoTop > autoStart;
    if (this.isGoal()) {
      this.ensureCap();
      const d = ++this.depth;
      this.fAuto[d] = autoStart;
      this.fStart[d] = this.mvTop;
      this.fCount[d] = 0;
      this.fNext[d] = 0;
      return 1;
    }
    if (!this.ttInsert(only)) {
      this.undoAuto(autoStart);
      return -1;
    }
    // A hidden card was turned, or a deck card was played (with a waste
    // pointer, draw 3 or a pass limit, that changes what the stock can
    // show; in draw 1 the card may lock where it went: the runs rule), or
    // a pile moved (it may lock on its new parent): prove the state lost
    // statically if it can be (see ./dead.ts; sound for any position, so
    // cutting it never loses a win). The last two only with moreDeadChecks
    // (draw 3 always checks deck cards played).
    const d0 = this.depth;
    if (
      this.mode === Mode.Win &&
      this.states > DEAD_AFTER &&
      d0 >= 0 &&
      (this.hiddenSum < this.fHid[d0] ||
        ((this.usePtr || this.moreDeadChecks) && this.deckCount < this.fDeck[d0]) ||
        (this.moreDeadChecks && (this.mv[this.fStart[d0] + this.fNext[d0] - 1] & 7) === K_RUN)) &&
      this.lostNowIfDue(d0, only)
    ) {
      this.undoAuto(autoStart);
      return -1;
    }
    this.ensureCap();
    const d = ++this.depth;
    this.fAuto[d] = autoStart;
    this.fHid[d] = this.hiddenSum;
    this.fDeck[d] = this.deckCount;
    this.fOnly[d] = only;
    this.fStart[d] = this.mvTop;
    this.sleepFrame(d);
    this.generate(only);
    if (this.sleepAfterDeck && only === -1 && d0 >= 0 && !this.autoAfter && this.fOnly[d0] === -1) {
      this.sleepMoves(d0, d, this.fStart[d0], this.fNext[d0] - 1, this.fStart[d]);
    }
    this.fCount[d] = this.mvTop - this.fStart[d];
    if (this.rng !== 0) this.shuffle(this.fStart[d], this.fCount[d]);
    else if (this.guide) this.guided(this.fStart[d], this.fCount[d]);
    this.fNext[d] = 0;
    return 0;
  }

  /**
   * Runs until the search ends or `budget` more states were entered, or
   * `shouldStop()` (checked every 1024 states) says so. Returns the outcome
   * once over, else null.
   */
  step(budget: number, shouldStop?: () => boolean): Outcome | null {
    if (this.done) return this.done;
    const limit = this.states + budget;
    if (!this.started) {
      this.started = true;
      if (this.enter() === 1) return (this.done = 'found');
      if (this.mode === Mode.Win && this.lost) return (this.done = 'exhausted');
    }
    let check = 0;
    while (this.depth >= 0) {
      if (this.states >= limit) return null;
      if (++check >= 1024) {
        check = 0;
        if (shouldStop && shouldStop()) return null;
      }
      const d = this.depth;
      if (this.states >= this.reverseDeckAt && !this.deckReversed) this.deckReversed = true;
      if (this.fNext[d] < this.fCount[d]) {
        const i = this.fNext[d]++;
        const m = this.mv[this.fStart[d] + i];
        this.apply(m, d);
        const r = this.enter();
        if (r === 1) return (this.done = 'found');
        if (i < 31 && !this.autoAfter) this.fClean[d] |= 1 << i;
        if (r === -1) this.undo(m, d);
      } else {
        // Leave this frame: undo its safe moves and the move that led here.
        this.undoAuto(this.fAuto[d]);
        this.mvTop = this.fStart[d];
        this.sleepLeave(d);
        this.depth--;
        if (this.depth >= 0) {
          const p = this.depth;
          this.undo(this.mv[this.fStart[p] + this.fNext[p] - 1], p);
        }
      }
    }
    return (this.done = this.incomplete ? 'cutoff' : 'exhausted');
  }

  /**
   * Gives the search's arrays back for the next searches (see ./spare.ts),
   * its table too unless `keepTable` (a probe's table passes to the next
   * probe). The search is then over: `step()` does nothing more and
   * `path()` is no longer valid. Twice is harmless.
   */
  release(keepTable = false): void {
    if (!keepTable) this.tt.release();
    const arrays = [this.fStart, this.fCount, this.fNext, this.fAuto, this.fHid, this.fDeck, this.fOnly, this.fU1, this.fU2, this.fU3, this.mv, this.autoLog];
    this.fStart = this.fCount = this.fNext = this.fAuto = this.fHid = this.fDeck = this.fOnly = this.fU1 = this.fU2 = this.fU3 = this.mv = this.autoLog = new Int32Array(0);
    this.cap = 0;
    this.depth = -1;
    this.done ??= 'cutoff';
    for (const a of arrays) giveInt32(a);
    this.releaseSleep();
  }

  /** The moves from the start to the goal, in notation (valid once step() returned 'found'). */
  path(): string[] {
    const out: string[] = [];
    for (let d = 0; d <= this.depth; d++) {
      const autoEnd = d < this.depth ? this.fAuto[d + 1] : this.autoTop;
      for (let i = this.fAuto[d]; i < autoEnd; i++) pushAutoMove(out, this.autoLog[i]);
      if (d === this.depth) break;
      pushMove(out, this.mv[this.fStart[d] + this.fNext[d] - 1]);
    }
    return out;
  }
}
