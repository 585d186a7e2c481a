/**
 * Hints and stuck detection, built on the same search as `solve()`.
 *
 * Definitions used here:
 * - **progress**: a position with more cards on the foundations than now, or
 *   fewer hidden tableau cards than now.
 * - **stuck**: the game is not won and either no legal move exists, or no
 *   sequence of legal moves reaches a position with progress (all that is
 *   left is cycling the stock, shuffling cards between columns, playing
 *   waste cards to the columns, or going back and forth).
 * @module
 */
import { ownFields } from '../engine/own.js';
import type { Klondike } from '../engine/klondike.js';
import { Mode } from './search-options.js';
import { Search } from './search.js';
import { DEFAULT_TT_LOG2 } from './transposition-table.js';
import { checkSolveOptions, createSearch, rawPosition, type SolveOptions, type SolveResult } from './solve.js';

/** What {@link hint} advises. */
export interface HintResult {
  /** The move to play (legal in the game as given), or null when `kind` is `'none'`. */
  move: string | null;
  /**
   * `'winning'`: the first move of a proven solution. `'progress'`: no win was
   * found (proved impossible, or out of budget), and this move starts a
   * sequence that reaches progress (more foundation cards or fewer hidden
   * cards); when even that search ran out of budget, a sensible move that
   * does something. `'none'`: the player is stuck (see {@link isStuck}), or
   * the game is already won.
   */
  kind: 'winning' | 'progress' | 'none';
  /** The verdict of the win search that the hint was based on. */
  result: SolveResult['result'];
}

/** Result of a progress search. */
interface ProgressOutcome {
  /** 'found': `move` starts a path to progress; 'none': proved there is none; 'unknown': out of budget. */
  outcome: 'found' | 'none' | 'unknown';
  move: string | null;
}

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/** The progress search in slices: `run(states)` gives the outcome once over, else null. */
interface ProgressSearch {
  run(stateBudget: number): ProgressOutcome | null;
}

/**
 * Searches, with every move and no pruning, a sequence that reaches progress;
 * in slices (the time limit counts only the time inside `run`).
 */
function createProgressSearch(game: Klondike, opts: SolveOptions): ProgressSearch {
  opts = ownFields(opts); // its own fields: a polluted Object.prototype sets no option
  checkSolveOptions(opts);
  if (game.isWon() || game.moves().length === 0) {
    const none: ProgressOutcome = { outcome: 'none', move: null };
    return { run: () => none };
  }
  const s = new Search(rawPosition(game), Mode.Progress, { tableLog2: opts.memoryLog2 ?? DEFAULT_TT_LOG2 });
  const maxStates = opts.maxStates ?? 2_000_000;
  const timeLimit = opts.timeLimitMs ?? 1000;
  const aborted = (): boolean => opts.signal?.aborted ?? false;
  let spent = 0;
  let answer: ProgressOutcome | null = null;
  return {
    run(stateBudget: number): ProgressOutcome | null {
      if (answer) return answer;
      if (aborted()) {
        s.release();
        return (answer = { outcome: 'unknown', move: null });
      }
      const t0 = now();
      const deadline = t0 + (timeLimit - spent);
      const left = Math.max(1, Math.min(stateBudget, maxStates - s.states));
      const out = s.step(left, () => aborted() || now() >= deadline);
      spent += now() - t0;
      if (out === 'found') answer = { outcome: 'found', move: s.path()[0] ?? null };
      else if (out === 'exhausted') answer = { outcome: 'none', move: null };
      // A cut-off search or a spent budget prove nothing.
      else if (out || s.states >= maxStates || spent >= timeLimit || aborted()) answer = { outcome: 'unknown', move: null };
      if (answer) s.release(); // its arrays back for the next search (see ./array-pool.ts)
      return answer;
    },
  };
}

/** Runs a sliced search to its end. */
function runToEnd<T>(search: { run(stateBudget: number): T | null }): T {
  for (;;) {
    const r = search.run(Infinity); // null again only when a deadline fell right on a check
    if (r !== null) return r;
  }
}

/** A move that does something, for when every search ran out of budget. */
function heuristicMove(game: Klondike): string | null {
  const moves = game.moves();
  if (!moves.length) return null;
  const hidden = game.stats.hiddenCards;
  const rank = (m: string): number => {
    if (m.endsWith('-F') && !m.startsWith('F')) return 0;
    if (m === 'S') return 3;
    if (m.startsWith('F')) return 5;
    if (m.startsWith('W')) return 2;
    const g = game.clone();
    g.move(m);
    return g.stats.hiddenCards < hidden ? 1 : 4;
  };
  return moves.slice().sort((a, b) => rank(a) - rank(b))[0];
}

/**
 * Advises a move (see {@link HintResult} for the kinds). First looks for a
 * win within the budget (`timeLimitMs`, default 1000 ms; `maxStates`), then,
 * if there is none or none was found, for a sequence that reaches progress
 * within the same budget again.
 */
export function hint(game: Klondike, opts: SolveOptions = {}): HintResult {
  return runToEnd(createHintSearch(game, opts));
}

/** {@link hint} in slices: `run(states)` gives the advice once there is one, else null (call again). */
export interface IncrementalHint {
  /** Explores at most `stateBudget` more states; the answer of {@link hint}, or null when not over yet. */
  run(stateBudget: number): HintResult | null;
}

/** The same advice as {@link hint}, in slices (for a worker that must see a cancel message between them). */
export function createHintSearch(game: Klondike, opts: SolveOptions = {}): IncrementalHint {
  opts = ownFields(opts); // its own fields: a polluted Object.prototype sets no option
  if (game.isWon()) {
    const done: HintResult = { move: null, kind: 'none', result: 'solved' };
    return { run: () => done };
  }
  const budget: SolveOptions = { ...opts, timeLimitMs: opts.timeLimitMs ?? 1000 };
  const win = createSearch(game, budget);
  let verdict: SolveResult['result'] = 'unknown';
  let progress: ProgressSearch | null = null;
  let answer: HintResult | null = null;
  return {
    run(stateBudget: number): HintResult | null {
      if (answer) return answer;
      if (!progress) {
        const r = win.run(stateBudget);
        if (!r) return null;
        if (r.result === 'solved' && r.moves.length) return (answer = { move: r.moves[0], kind: 'winning', result: 'solved' });
        verdict = r.result;
        progress = createProgressSearch(game, budget);
      }
      const p = progress.run(stateBudget);
      if (!p) return null;
      if (p.outcome === 'found') return (answer = { move: p.move, kind: 'progress', result: verdict });
      if (p.outcome === 'none') return (answer = { move: null, kind: 'none', result: verdict });
      const m = heuristicMove(game);
      return (answer = { move: m, kind: m ? 'progress' : 'none', result: verdict });
    },
  };
}

/**
 * True only when it is proved that the player is stuck: the game is not won
 * and there is no legal move at all, or no sequence of legal moves reaches a
 * position with more foundation cards or fewer hidden tableau cards (every
 * move is exhaustively tried, with no pruning). False when a winning or
 * progressing move exists, and false when the budget (`timeLimitMs`, default
 * 1000 ms; `maxStates`) ran out before a proof.
 */
export function isStuck(game: Klondike, opts: SolveOptions = {}): boolean {
  return runToEnd(createStuckCheck(game, opts));
}

/** {@link isStuck} in slices: `run(states)` gives the answer once there is one, else null (call again). */
export interface IncrementalStuckCheck {
  /** Explores at most `stateBudget` more states; the answer of {@link isStuck}, or null when not over yet. */
  run(stateBudget: number): boolean | null;
}

/**
 * The same check as {@link isStuck}, run in slices (for a worker that must
 * see a cancel message between them). The time limit counts only the time
 * spent inside `run`, as {@link createSearch}'s does.
 */
export function createStuckCheck(game: Klondike, opts: SolveOptions = {}): IncrementalStuckCheck {
  if (game.isWon()) return { run: () => false };
  const progress = createProgressSearch(game, opts);
  return {
    run(stateBudget: number): boolean | null {
      const p = progress.run(stateBudget);
      return p === null ? null : p.outcome === 'none';
    },
  };
}
