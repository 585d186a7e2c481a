/**
 * The search core: an iterative depth-first search over one {@link Position},
 * with a transposition table of state keys, that can run in slices and
 * resume. It is composed of the parts that each hold one concept:
 *
 * - {@link ./position.ts}: the state, its key, moves applied and undone;
 * - {@link ./safe-moves.ts}: the foundation moves played without branching;
 * - {@link ./move-generator.ts}: the moves of a state, best first, with the
 *   dominance tests of {@link ./move-pruning.ts} and the dead-end tests of
 *   {@link ./dead-end-moves.ts} (over {@link ./column-tops.ts} and
 *   {@link ./deck.ts});
 * - {@link ./sleep-sets.ts}: moves asleep after a move they commute with;
 * - {@link ./transposition-table.ts}: the states seen;
 * - {@link ./lost-position.ts}: the static proof that a state is lost, made
 *   as often as {@link ./lost-check-rate.ts} says it pays.
 *
 * Internal to the solver: the public API is in {@link ./solve.ts} and
 * {@link ./hint.ts}; {@link ./portfolio.ts} runs several searches in one budget.
 * @module
 */
import { giveInt32, growInt32, takeInt32 } from './array-pool.js';
import { LostChecks } from './lost-check-rate.js';
import { DeadScratch, lostCore, provablyLost } from './lost-position.js';
import { K_DECKF, K_RUN, K_TAKE, K_DECKC } from './move-code.js';
import { MoveGenerator, OB_DECK_HOME, OB_KING, OB_TAKEN } from './move-generator.js';
import { MoveStack } from './move-stack.js';
import { pushAutoMove, pushMove } from './notation.js';
import { Position, STRIDE, type RawPosition } from './position.js';
import { SafeMoves } from './safe-moves.js';
import { Mode, type SearchOptions } from './search-options.js';
import { shuffleRun } from './shuffle.js';
import { SleepSets } from './sleep-sets.js';
import { DEFAULT_TT_LOG2, TransTable, TT_FULL, TT_NEW } from './transposition-table.js';
import { ZF_HI, ZF_LO, ZX_HI, ZX_LO } from './zobrist.js';

/** What a finished search found. */
export type Outcome = 'found' | 'exhausted' | 'cutoff';

/**
 * States a search runs before it checks for dead positions inside (see
 * `Search`'s `lostNow`): most deals are won within a few hundred states, where
 * the check would only add its cost; the long searches it cuts go on.
 */
const DEAD_AFTER = 512;

/**
 * The depth-first search over one position. Mutates only its own typed
 * arrays; `step()` advances it by a bounded number of states.
 */
export class Search {
  /** The position searched, changed in place as the search goes. */
  readonly pos: Position;
  private readonly safe: SafeMoves;
  private readonly stack = new MoveStack();
  private readonly gen: MoveGenerator;
  /** The sleep sets, with `SearchOptions.sleepAfterDeck` (else null). */
  private readonly sleep: SleepSets | null;
  private readonly tt: TransTable;
  readonly mode: Mode;

  // Frames of the DFS.
  private cap = 256;
  private fStart = takeInt32(this.cap);
  private fCount = takeInt32(this.cap);
  private fNext = takeInt32(this.cap);
  private fAuto = takeInt32(this.cap); // start of this frame's safe moves in their log
  private fHid = takeInt32(this.cap); // hidden cards in the frame's state
  private fDeck = takeInt32(this.cap); // deck cards in the frame's state
  private fOnly = takeInt32(this.cap); // the obligation the frame's moves were generated under
  private readonly deadSc = new DeadScratch();
  private depth = -1;

  /** See `SearchOptions.moreDeadChecks`. */
  private readonly moreDeadChecks: boolean;
  /** The dead checks by kind, counted, each made only while it pays where asked (see {@link LostChecks}). */
  readonly checks: LostChecks;
  /** See `SearchOptions.reverseDeckAt`. */
  private readonly reverseDeckAt: number;
  private deckReversed = false;
  /** See `SearchOptions.skipObligedDom`. */
  private readonly skipObligedDom: boolean;
  /** See `SearchOptions.guide`. */
  private readonly guide: ReadonlySet<number> | null;
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

  /** A search of `p` in `mode`, with the rules and resources of `opts` (see {@link SearchOptions}). */
  constructor(p: RawPosition, mode: Mode, opts: SearchOptions = {}) {
    this.mode = mode;
    const pos = (this.pos = new Position(p, mode === Mode.Win));
    this.safe = new SafeMoves(pos, opts.homeBare === true);
    this.gen = new MoveGenerator(pos, this.stack, mode, opts.deckFirst === true, opts.deepDeadEnds !== false, opts.homeBare === true);
    this.sleep = opts.sleepAfterDeck === true ? new SleepSets(pos, this.stack, this.safe, opts.deckAfterDeck === true) : null;
    this.tt = opts.table ?? new TransTable(opts.tableLog2 ?? DEFAULT_TT_LOG2, pos.domPtr);
    this.moreDeadChecks = opts.moreDeadChecks !== false;
    this.skipObligedDom = opts.skipObligedDom === true;
    this.reverseDeckAt = opts.reverseDeckAt ?? Infinity;
    this.guide = opts.guide ?? null;
    this.checks = new LostChecks(opts.sparseChecks);
    const seed = opts.seed ?? 0;
    // A probe (seed ≠ 0) runs beside a main search, which checks this first.
    this.lost = mode === Mode.Win && seed === 0 && provablyLost(p);
    this.rng = seed | 0;
  }

  /** Moves the n moves from index `start` whose guide key is in {@link guide} to the front, in order. */
  private guided(start: number, n: number): void {
    const mv = this.stack.mv;
    let k = start;
    for (let i = start; i < start + n; i++) {
      const m = mv[i];
      if (!this.guide!.has(this.pos.guideKey(m))) continue;
      for (let j = i; j > k; j--) mv[j] = mv[j - 1];
      mv[k++] = m;
    }
  }

  /**
   * Inserts the current key, with the obligation `only` of the next move
   * when there is one: the moves generated depend on it, so it is part of
   * the state; false when it was already there (or the table is full).
   */
  private ttInsert(only: number): boolean {
    const pos = this.pos;
    let lo = pos.keyLo;
    let hi = pos.keyHi;
    const dom = pos.domPtr ? pos.ptrDominators() : 0;
    // A state under an obligation is skipped once the same cards were
    // entered without one (with the pointer dominance: with a pointer that
    // reaches at least as much): a win from here is a win from those cards,
    // and their search (complete, with no obligation narrowing it) finds
    // one if there is any.
    if (only !== -1 && (pos.domPtr ? (this.skipObligedDom && this.tt.hasDominated(lo, hi, dom)) : this.tt.has(lo, hi))) return false;
    if (only >= OB_DECK_HOME) {
      const c = only & 63;
      lo ^= ZX_LO[c];
      hi ^= ZX_HI[c];
    } else if (only === OB_KING) {
      lo ^= 0x2f6b5a3d;
      hi ^= 0x61c88647;
    } else if (only >= 0) {
      const c = pos.cards[(only & 7) * STRIDE + pos.len[only & 7] - 1];
      lo ^= ZF_LO[c];
      hi ^= ZF_HI[c];
      if (only & OB_TAKEN) {
        lo ^= 0x5bd1e995;
        hi ^= 0x1b873593;
      }
    }
    // With the pointer dominance the pointer is not in the key: it is compared with those seen.
    const r = pos.domPtr ? this.tt.insertDominated(lo, hi, pos.ptrBit(), dom) : this.tt.insert(lo, hi);
    if (r === TT_FULL) this.incomplete = true;
    return r === TT_NEW;
  }

  /** {@link lostNow} on the state just entered (from depth `d0`, under obligation `only`) if the checks of its kind are due. */
  private lostNowIfDue(d0: number, only: number): boolean {
    const pos = this.pos;
    if (pos.hiddenSum < this.fHid[d0]) return this.lostNow();
    const c = this.checks;
    const kind = only >= 0 && only < 7 ? c.cover : pos.deckCount >= this.fDeck[d0] ? c.pile : (this.stack.mv[this.fStart[d0] + this.fNext[d0] - 1] & 7) === K_DECKF ? c.home : c.deck;
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
    const pos = this.pos;
    const sc = this.deadSc;
    let m = 0;
    let P = 0;
    // In draw 1 the deck's order does not matter to the check (see lostCore's upDeck).
    if (pos.draw === 1) m = pos.deckCount;
    else {
      for (let x = pos.next[pos.head]; x !== pos.head; x = pos.next[x]) {
        sc.deck[m++] = pos.deckCard[x];
        if (x === pos.wtop) P = m;
      }
    }
    return lostCore(pos.cards, pos.len, pos.down, pos.found, pos.takeback, sc.deck, m, P, pos.draw, sc, pos.below, pos.onParent, pos.upDeck);
  }

  /** The transposition table (a finished probe hands it on, cleared, to the next). */
  get table(): TransTable {
    return this.tt;
  }

  /**
   * What the move that led to frame d (d ≥ 1) obliges the next move to do
   * (see `MoveGenerator.generate` for the encoding and the reasons), or -1.
   * `autoPlayed`: safe moves followed it, which is a use of it already.
   */
  private obligation(d: number, autoPlayed: boolean): number {
    const pos = this.pos;
    if (d === 0) return -1;
    const f = d - 1;
    const m = this.stack.mv[this.fStart[f] + this.fNext[f] - 1];
    const kind = m & 7;
    if (kind === K_TAKE || (kind === K_DECKC && !pos.usePtr)) {
      const b = (m >> 9) & 63;
      const l = pos.len[b];
      if (l === 0) return -1;
      const top = pos.cards[b * STRIDE + l - 1];
      const placed = kind === K_TAKE ? ((m >> 3) & 63) * 13 + pos.found[(m >> 3) & 63] : pos.deckCard[(m >> 3) & 63];
      if (top !== placed) return -1;
      return kind === K_TAKE ? b | OB_TAKEN : b;
    }
    if (this.mode !== Mode.Win || autoPlayed) return -1;
    // A column emptied by a free move: a king must go there next (see OB_KING).
    if (kind === K_RUN && !((m >> 23) & 1) && pos.len[(m >> 3) & 63] === 0 && this.fOnly[f] < 0) return OB_KING;
    if (kind === K_DECKF && !pos.usePtr) {
      const c = pos.deckCard[(m >> 3) & 63];
      return pos.pileWithoutTop(c + 1) ? -1 : OB_DECK_HOME | c;
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
    this.sleep?.growFrames(cap);
    this.pos.growFrames(cap);
    this.cap = cap;
  }

  private isGoal(): boolean {
    const pos = this.pos;
    if (this.mode === Mode.Progress) return pos.foundSum > pos.startFound || pos.hiddenSum < pos.startHidden;
    return pos.foundSum === 52;
  }

  /**
   * Enters the current state (just reached by a move): safe moves, goal test,
   * table lookup, new frame. Returns 1 = goal, 0 = new frame pushed, -1 = seen.
   */
  private enter(): number {
    const pos = this.pos;
    this.states++;
    const autoStart = this.safe.top;
    if (this.mode !== Mode.Progress) {
      const p = this.depth;
      if (p < 0) this.safe.autoPlay();
      else this.safe.autoPlayAfter(this.stack.mv[this.fStart[p] + this.fNext[p] - 1]);
    }
    // With take-back, in a state without an obligation, bare cards whose
    // foundation is ready go home too (see `SafeMoves.homeBareTops`): the state
    // with them home is as winnable and covers both.
    const only = this.mode === Mode.Progress ? -1 : this.obligation(this.depth + 1, this.safe.top > autoStart);
    if (only === -1 && this.safe.homeBare && pos.takeback && this.mode === Mode.Win) this.safe.homeBareTops();
    this.autoAfter = this.safe.top > autoStart;
    if (this.isGoal()) {
      this.ensureCap();
      const d = ++this.depth;
      this.fAuto[d] = autoStart;
      this.fStart[d] = this.stack.top;
      this.fCount[d] = 0;
      this.fNext[d] = 0;
      return 1;
    }
    if (!this.ttInsert(only)) {
      this.safe.undoTo(autoStart);
      return -1;
    }
    // A hidden card was turned, or a deck card was played (with a waste
    // pointer, draw 3 or a pass limit, that changes what the stock can
    // show; in draw 1 the card may lock where it went: the runs rule), or
    // a pile moved (it may lock on its new parent): prove the state lost
    // statically if it can be (see ./lost-position.ts; sound for any position, so
    // cutting it never loses a win). The last two only with moreDeadChecks
    // (draw 3 always checks deck cards played).
    const d0 = this.depth;
    if (
      this.mode === Mode.Win &&
      this.states > DEAD_AFTER &&
      d0 >= 0 &&
      (pos.hiddenSum < this.fHid[d0] ||
        ((pos.usePtr || this.moreDeadChecks) && pos.deckCount < this.fDeck[d0]) ||
        (this.moreDeadChecks && (this.stack.mv[this.fStart[d0] + this.fNext[d0] - 1] & 7) === K_RUN)) &&
      this.lostNowIfDue(d0, only)
    ) {
      this.safe.undoTo(autoStart);
      return -1;
    }
    this.ensureCap();
    const d = ++this.depth;
    this.fAuto[d] = autoStart;
    this.fHid[d] = pos.hiddenSum;
    this.fDeck[d] = pos.deckCount;
    this.fOnly[d] = only;
    this.fStart[d] = this.stack.top;
    this.sleep?.enterFrame(d);
    this.gen.generate(only);
    if (this.sleep && only === -1 && d0 >= 0 && !this.autoAfter && this.fOnly[d0] === -1) {
      this.sleep.sleepMoves(d0, d, this.fStart[d0], this.fNext[d0] - 1, this.fStart[d]);
    }
    this.fCount[d] = this.stack.top - this.fStart[d];
    if (this.rng !== 0) this.rng = shuffleRun(this.stack.mv, this.fStart[d], this.fCount[d], this.rng);
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
    const pos = this.pos;
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
      if (this.states >= this.reverseDeckAt && !this.deckReversed) {
        this.deckReversed = true;
        this.gen.reverseDeckOrder();
      }
      if (this.fNext[d] < this.fCount[d]) {
        const i = this.fNext[d]++;
        const m = this.stack.mv[this.fStart[d] + i];
        pos.apply(m, d);
        const r = this.enter();
        if (r === 1) return (this.done = 'found');
        if (i < 31 && !this.autoAfter) this.sleep?.markClean(d, i);
        if (r === -1) pos.undo(m, d);
      } else {
        // Leave this frame: undo its safe moves and the move that led here.
        this.safe.undoTo(this.fAuto[d]);
        this.stack.top = this.fStart[d];
        this.sleep?.leaveFrame(d);
        this.depth--;
        if (this.depth >= 0) {
          const p = this.depth;
          pos.undo(this.stack.mv[this.fStart[p] + this.fNext[p] - 1], p);
        }
      }
    }
    return (this.done = this.incomplete ? 'cutoff' : 'exhausted');
  }

  /**
   * Gives the search's arrays back for the next searches (see ./array-pool.ts),
   * its table too unless `keepTable` (a probe's table passes to the next
   * probe). The search is then over: `step()` does nothing more and
   * `path()` is no longer valid. Twice is harmless.
   */
  release(keepTable = false): void {
    if (!keepTable) this.tt.release();
    const arrays = [this.fStart, this.fCount, this.fNext, this.fAuto, this.fHid, this.fDeck, this.fOnly];
    this.fStart = this.fCount = this.fNext = this.fAuto = this.fHid = this.fDeck = this.fOnly = new Int32Array(0);
    this.cap = 0;
    this.depth = -1;
    this.done ??= 'cutoff';
    for (const a of arrays) giveInt32(a);
    this.pos.releaseFrames();
    this.stack.release();
    this.safe.release();
    this.sleep?.release();
  }

  /** The moves from the start to the goal, in notation (valid once step() returned 'found'). */
  path(): string[] {
    const out: string[] = [];
    for (let d = 0; d <= this.depth; d++) {
      const autoEnd = d < this.depth ? this.fAuto[d + 1] : this.safe.top;
      for (let i = this.fAuto[d]; i < autoEnd; i++) pushAutoMove(out, this.safe.at(i));
      if (d === this.depth) break;
      pushMove(out, this.stack.mv[this.fStart[d] + this.fNext[d] - 1]);
    }
    return out;
  }
}
