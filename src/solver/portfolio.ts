/**
 * Several complete searches in one budget: the main depth-first search;
 * probes that run the same search with the moves of every state shuffled,
 * restarted with a new seed and twice the budget each time they run out;
 * a deck-first search; and the draw-1 relaxation, which can only prove a
 * loss. Or one half of them, for one analysis on two threads
 * ({@link PortfolioMembers}).
 *
 * Why: winnable deals that the main order finds late (it sinks millions of
 * states into a losing subtree first) are often found at once by another
 * order; restarts with growing budgets keep that luck from being spent in
 * one unlucky tree. Any search finishing decides: a win from any is a
 * win, and any one's exhaustion is a proof (each is complete).
 *
 * The turns are counted in states, never in time, so a budget of states
 * gives the same answer in one go or in slices of any size. The budget
 * schedules are in `schedule.ts`.
 * @module
 */
import type { SparseChecks } from './lost-check-rate.js';
import type { RawPosition } from './position.js';
import { SCHEDULE, type Schedule } from './schedule.js';
import { Mode, type SearchOptions } from './search-options.js';
import { Search, type Outcome } from './search.js';
import { TransTable } from './transposition-table.js';

/** Whose turn it is. */
const MAIN = 0;
const PROBE = 1;
const RELAX = 2;
const ALT = 3;
/** The turns' order: main, deck-first, probe, relaxation (each while it runs). */
const NEXT = [ALT, RELAX, MAIN, PROBE];

/**
 * Which of a {@link Portfolio}'s searches run: all of them in one budget
 * (`'all'`), or one half each, for one analysis on two threads: `'main'`
 * (the main search alone) and `'side'` (the relaxation from the first state,
 * the probes, and the deck-first search once the relaxation has stopped).
 * Each half is complete on its own (either one's exhaustion is a proof,
 * either one's win a win), so the first decisive answer of the two is the
 * answer. On two cores each half runs at full speed: the long proofs, which
 * need every state of one member, come about as soon as that member alone
 * would bring them.
 */
export type PortfolioMembers = 'all' | 'main' | 'side';

/**
 * The main search, its probes, a deck-first search and the relaxation,
 * stepped like one {@link Search}.
 *
 * The deck-first search: once the main search has run `Schedule.altAt`
 * states, the same complete search with the deck cards' moves generated
 * first (home, then onto columns; see `SearchOptions.deckFirst`) takes turns
 * for up to `Schedule.altMax` states. Some draw-3 wins that the main order
 * (hidden cards first) only finds after millions of states, and shuffled
 * orders rarely, come within a few thousand states in that order.
 *
 * The relaxation: where the waste pointer limits what the stock can show
 * (draw 3, or a pass limit), the same position under draw 1 with unlimited
 * passes is a relaxed game: every card the stock can bring to the waste top
 * in the real game, it can bring there too, with the deck left in the same
 * order when a card is played, and every other move is the same. So every
 * line that wins the real game wins the relaxed one, and when the relaxed
 * search is exhausted the real position is lost too. Its proofs often take
 * many times fewer states (draw 1 has the stronger obligations and no
 * pointer in its key). A relaxed win says nothing: the relaxation stops.
 */
export class Portfolio {
  private readonly main: Search;
  private probe: Search;
  private relax: Search | null = null;
  private alt: Search | null = null;
  private altDone = false;
  private altStates = 0;
  /** The relaxation was started (it may have stopped since). */
  private relaxStarted = false;
  private relaxStates = 0;
  private seed = 0x2545f491;
  private probeBudget: number;
  private probeStates = 0;
  private turn = MAIN;
  private inTurn = 0;
  /** States of the current turn (see `turnSize`). */
  private turnLen = 0;
  private winner: Search | null = null;
  /** The search is over. */
  done: Outcome | null = null;

  /** The options every search of the portfolio shares, from the schedule. */
  private readonly rules: SearchOptions;
  /** The kinds of dead check that the schedule makes only while they pay. */
  private readonly sparseChecks: SparseChecks;

  /**
   * `schedule`: how the budget is shared (see {@link Schedule}); `members`:
   * which searches run (see {@link PortfolioMembers}); `guide`: moves the
   * main search tries first (see `SearchOptions.guide`).
   */
  constructor(
    private readonly raw: RawPosition,
    private readonly log2: number,
    private readonly schedule: Schedule = SCHEDULE,
    private readonly members: PortfolioMembers = 'all',
    guide: ReadonlySet<number> | null = null,
  ) {
    const sparse = schedule.sparseDeadChecks === true;
    this.sparseChecks = { deck: sparse, home: sparse, pile: sparse };
    this.rules = {
      moreDeadChecks: schedule.moreDeadChecks === true,
      sleepAfterDeck: schedule.sleepAfterDeck === true,
      skipObligedDom: schedule.skipObligedDom === true,
      deckAfterDeck: schedule.deckAfterDeck === true,
      deepDeadEnds: schedule.deepDeadEnds === true,
      homeBare: schedule.homeBare === true,
      sparseChecks: this.sparseChecks,
    };
    // The side half never steps the main search: a table of 2^14 slots is all it holds.
    this.main = new Search(raw, Mode.Win, {
      ...this.rules,
      tableLog2: members === 'side' ? 14 : log2,
      reverseDeckAt: raw.draw !== 1 && raw.passes === Infinity ? schedule.reverseDeckAt : undefined,
      guide,
    });
    this.probeBudget = schedule.firstProbe;
    this.probe = this.newProbe();
    if (members === 'side') {
      this.turn = PROBE;
      this.startRelaxation();
      if (this.relax) this.turn = RELAX;
    }
  }

  /** Whether member `kind` takes turns in this portfolio (it may also have to be running). */
  private runs(kind: number): boolean {
    if (kind === ALT) return this.alt !== null;
    if (kind === RELAX) return this.relax !== null && this.members !== 'main';
    return kind === MAIN ? this.members !== 'side' : this.members !== 'main';
  }

  /** Starts the draw-1 relaxation, where the schedule asks for it and a waste pointer limits the stock. */
  private startRelaxation(): void {
    this.relaxStarted = true;
    const r = this.raw;
    if (this.schedule.relaxation && (r.draw !== 1 || r.passes !== Infinity)) {
      // Started only in a long search: its table starts at 2^20 slots (8 MB).
      const log2 = Math.max(14, this.log2 - 1);
      this.relax = new Search({ ...r, draw: 1, passes: Infinity, recycles: 0 }, Mode.Win, {
        ...this.rules,
        table: new TransTable(log2, false, 20),
        sparseChecks: { ...this.sparseChecks, cover: this.schedule.relaxSparseCoverChecks === true },
      });
    }
  }

  /** What the thresholds count: the main search's states, or in the side half (no main search) its own. */
  private get progress(): number {
    return this.members === 'side' ? this.states : this.main.states;
  }

  /** A new probe with the next seed; it reuses the old probe's table, emptied. */
  private newProbe(old?: Search): Search {
    this.seed = (Math.imul(this.seed, 0x9e3779b1) + 0x7f4a7c15) | 0 || 1;
    const table = old?.table;
    old?.release(true);
    table?.clear();
    return new Search(this.raw, Mode.Win, { ...this.rules, tableLog2: Math.max(14, this.log2 - 1), seed: this.seed, table });
  }

  /** States entered so far by all the searches. */
  get states(): number {
    return this.main.states + this.probeStates + this.probe.states + this.relaxStates + (this.relax?.states ?? 0) + (this.alt?.states ?? 0) + this.altStates;
  }

  /** The turn after `this.turn`: main, deck-first (while it runs), probe, relaxation (while it runs), in turn, of those this portfolio runs. */
  private nextTurn(): void {
    this.inTurn = 0;
    do this.turn = NEXT[this.turn];
    while (!this.runs(this.turn));
    const r = this.raw;
    const pointer = r.draw !== 1 || r.passes !== Infinity;
    // The deck-first search: in the main half and in 'all' after `altAt`
    // main-search states; in the side half once the relaxation has stopped
    // (while it runs, the deal is more often lost: its states go to the proof).
    const altDue = this.members === 'side' ? this.relaxStarted && !this.relax : this.members === 'all' && this.turn === MAIN && this.main.states >= this.schedule.altAt;
    if (altDue && !this.alt && !this.altDone && (pointer || !this.schedule.altOnlyWithPointer)) {
      this.alt = new Search(this.raw, Mode.Win, { ...this.rules, tableLog2: Math.max(14, this.log2 - 1), deckFirst: true });
    }
    if (this.members === 'all' && this.turn === MAIN && !this.relaxStarted && this.main.states >= this.schedule.relaxAt) this.startRelaxation();
  }

  /**
   * Stops the relaxation (it won, or its table is full: it can prove
   * nothing more) or the deck-first search (its budget is spent, or its
   * table is full); the next turn is then another's.
   */
  private stopMember(kind: number): void {
    if (kind === RELAX) {
      this.relaxStates += this.relax?.states ?? 0;
      this.relax?.release();
      this.relax = null;
    } else {
      this.altStates += this.alt?.states ?? 0;
      this.alt?.release();
      this.alt = null;
      this.altDone = true;
    }
    this.nextTurn();
  }

  /** The states of a turn of member `kind` (whose search is `s`). */
  private turnSize(kind: number, s: Search): number {
    const sc = this.schedule;
    if (kind === MAIN) return sc.mainTurn;
    if (kind === ALT) return sc.altTurn;
    if (kind === RELAX) return sc.relaxGrows ? Math.max(sc.relaxTurn, s.states) : sc.relaxTurn;
    return this.progress >= sc.lateAt ? sc.lateProbeTurn : sc.probeTurn;
  }

  /** Runs up to `budget` more states (see {@link Search.step}); the outcome once over, else null. */
  step(budget: number, shouldStop?: () => boolean): Outcome | null {
    if (this.done) return this.done;
    let left = budget;
    while (left > 0) {
      const kind = this.turn;
      const s = kind === MAIN ? this.main : kind === PROBE ? this.probe : kind === ALT ? (this.alt as Search) : (this.relax as Search);
      // Fixed at the turn's start: the same turns in one go or in slices.
      if (this.inTurn === 0) this.turnLen = this.turnSize(kind, s);
      const size = this.turnLen;
      let turn = size - this.inTurn;
      if (kind === PROBE) turn = Math.min(turn, this.probeBudget - this.probe.states);
      const n = Math.min(left, turn);
      const before = s.states;
      const out = s.step(n, shouldStop);
      const used = s.states - before;
      left -= used;
      this.inTurn += used;
      if (out === 'exhausted') return (this.done = 'exhausted');
      if (out === 'found' && kind !== RELAX) {
        this.winner = s;
        return (this.done = 'found');
      }
      if (out === 'cutoff' && kind === MAIN) return (this.done = 'cutoff');
      if ((kind === RELAX && out !== null) || (kind === ALT && (out === 'cutoff' || s.states >= this.schedule.altMax))) {
        this.stopMember(kind);
        continue;
      }
      if (out === null && used < n) return null; // stopped from outside
      if (kind === PROBE && (out === 'cutoff' || this.probe.states >= this.probeBudget)) {
        this.probeStates += this.probe.states;
        this.probeBudget *= 2;
        this.probe = this.newProbe(this.probe);
        this.inTurn = size;
      }
      if (this.inTurn >= size) this.nextTurn();
    }
    return null;
  }

  /** The winning moves, in notation (once `step` returned 'found', until {@link Portfolio.release}). */
  path(): string[] {
    return this.winner ? this.winner.path() : [];
  }

  /** Gives every member's arrays back (see `Search.release`): the search is over. Twice is harmless. */
  release(): void {
    for (const s of [this.main, this.probe, this.alt, this.relax]) s?.release();
    this.done ??= 'cutoff';
  }
}
