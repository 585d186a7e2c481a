/**
 * Two searches in one budget: the main depth-first search, and probes that
 * run the same complete search with the moves of every state shuffled,
 * restarted with a new seed and twice the budget each time they run out.
 *
 * Why: winnable deals that the main order finds late (it sinks millions of
 * states into a losing subtree first) are often found at once by another
 * order; restarts with growing budgets keep that luck from being spent in
 * one unlucky tree. Either search finishing decides: a win from either is a
 * win, and either one's exhaustion is a proof (both are complete).
 *
 * The turns are counted in states, never in time, so a budget of states
 * gives the same answer in one go or in slices of any size.
 * @module
 */
import { Mode, type Outcome, type RawPosition } from './keys.js';
import { Search } from './search.js';

/** States the main search runs per turn. */
const MAIN_TURN = 8192;
/** States a probe runs per turn. */
const PROBE_TURN = 4096;
/**
 * Main-search states after which a probe turn shrinks to {@link LATE_PROBE_TURN}:
 * most wins that the probes find, they find early; a search still running
 * after that is more often a proof, which needs every state of the main search.
 */
const LATE_AT = 200_000;
/** States a probe runs per turn once the main search has run {@link LATE_AT}. */
const LATE_PROBE_TURN = 1024;
/** Budget of the first probe; each restart doubles it. */
const FIRST_PROBE = 16_384;

/** The main search and its probes, stepped like one {@link Search}. */
export class Portfolio {
  private readonly main: Search;
  private probe: Search;
  private seed = 0x2545f491;
  private probeBudget = FIRST_PROBE;
  private probeStates = 0;
  private probeTurn = false;
  private inTurn = 0;
  private winner: Search | null = null;
  /** The search is over. */
  done: Outcome | null = null;

  constructor(
    private readonly raw: RawPosition,
    private readonly log2: number,
  ) {
    this.main = new Search(raw, Mode.Win, log2);
    this.probe = this.newProbe();
  }

  /** A new probe with the next seed; it reuses the old probe's table, emptied. */
  private newProbe(old?: Search): Search {
    this.seed = (Math.imul(this.seed, 0x9e3779b1) + 0x7f4a7c15) | 0 || 1;
    const table = old?.table;
    table?.clear();
    return new Search(this.raw, Mode.Win, Math.max(14, this.log2 - 1), this.seed, table);
  }

  /** States entered so far by all the searches. */
  get states(): number {
    return this.main.states + this.probeStates + this.probe.states;
  }

  /** Runs up to `budget` more states (see {@link Search.step}); the outcome once over, else null. */
  step(budget: number, shouldStop?: () => boolean): Outcome | null {
    if (this.done) return this.done;
    let left = budget;
    while (left > 0) {
      const s = this.probeTurn ? this.probe : this.main;
      const pt = this.main.states >= LATE_AT ? LATE_PROBE_TURN : PROBE_TURN;
      const turn = this.probeTurn ? Math.min(pt - this.inTurn, this.probeBudget - this.probe.states) : MAIN_TURN - this.inTurn;
      const n = Math.min(left, turn);
      const before = s.states;
      const out = s.step(n, shouldStop);
      const used = s.states - before;
      left -= used;
      this.inTurn += used;
      if (out === 'found') {
        this.winner = s;
        return (this.done = 'found');
      }
      if (out === 'exhausted') return (this.done = 'exhausted');
      if (out === 'cutoff' && s === this.main) return (this.done = 'cutoff');
      if (out === null && used < n) return null; // stopped from outside
      if (this.probeTurn && (out === 'cutoff' || this.probe.states >= this.probeBudget)) {
        this.probeStates += this.probe.states;
        this.probeBudget *= 2;
        this.probe = this.newProbe(this.probe);
        this.inTurn = pt;
      }
      if (this.inTurn >= (this.probeTurn ? pt : MAIN_TURN)) {
        this.probeTurn = !this.probeTurn;
        this.inTurn = 0;
      }
    }
    return null;
  }

  /** The winning moves, in notation (once `step` returned 'found'). */
  path(): string[] {
    return this.winner ? this.winner.path() : [];
  }
}
