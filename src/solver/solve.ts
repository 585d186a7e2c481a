/**
 * `solve()` and its incremental form `createSearch()`.
 * @module
 */
import { ownFields } from '../engine/own.js';
import { parseCard } from '../engine/cards.js';
import type { Klondike } from '../engine/klondike.js';
import { Portfolio, type PortfolioMembers } from './portfolio.js';
import type { RawPosition } from './position.js';
import { DAILY_V1_SCHEDULE, SCHEDULE, WIN_ONLY_SCHEDULE, type Schedule } from './schedule.js';
import { DEFAULT_TT_LOG2 } from './transposition-table.js';
import { lineCost, LineShortener } from './short-line.js';

/** What a search concluded. */
export interface SolveResult {
  /**
   * `'solved'`: `moves` wins (checked by replaying it through the engine);
   * `'unsolvable'`: proved that no sequence of moves wins from here, under the
   * game's options (draw, passes left, take-back); `'unknown'`: the budget
   * (time, states, memory) ran out or the search was cancelled.
   */
  result: 'solved' | 'unsolvable' | 'unknown';
  /** Moves in notation that `game.move()` replays to a win (empty unless solved). */
  moves: string[];
  /** States explored (with `shortLine`, those of the shortening included). */
  states: number;
  /** Time taken, in milliseconds (for `createSearch`: time spent inside `run`). */
  ms: number;
}

/** Limits of a search; all optional. */
export interface SolveOptions {
  /** Stop with `'unknown'` after this many milliseconds (default: 10 000 for `solve`, none for `createSearch`). */
  timeLimitMs?: number;
  /** Stop with `'unknown'` after this many states (default: unlimited, but see `memoryLog2`). */
  maxStates?: number;
  /** Stop with `'unknown'` once this signal is aborted (checked before the search starts and every 1024 states). */
  signal?: AbortSignal;
  /**
   * log2 of the transposition table's slot cap (8 bytes a slot, 12 in draw
   * 3 with unlimited passes, where each key also keeps the waste pointers
   * seen; the table is full at 3/4). Default 23: at most 64 MB (96 MB) and
   * about 6 million keys, after
   * which the search answers `'unknown'`; the other searches that share
   * the budget (probes, deck-first, the draw-1 relaxation: see
   * docs/solver.md) each use a table of at most half that size.
   */
  memoryLog2?: number;
  /**
   * Only look for a win: leave out the searches that can only prove a loss
   * (the draw-1 relaxation, see docs/solver.md), so the whole
   * budget goes to finding one. `'unsolvable'` can still be answered (the
   * main search was exhausted). The deal of the day and the `winnable`
   * deals use it: they only ask whether the solver wins a deal.
   */
  winOnly?: boolean;
  /**
   * Runs a named, frozen version of the search instead of the current one:
   * `'daily-v1'` is the search that defines the deal of the day
   * (`DAILY_SEARCH_VERSION`; it looks only for a win, as `winOnly`). Its
   * budget schedule never changes when the solver is tuned, so a mapping
   * defined by it does not move. Leave it out for the best search of today.
   */
  searchVersion?: 'daily-v1';
  /**
   * Once a win is proved, look for a shorter winning line before answering:
   * fewer passes through the stock first, then fewer stock taps, then fewer
   * moves. A second, bounded search (the same complete search under ever
   * looser pass limits, at most 100 000 more states, beyond `maxStates`)
   * replaces the line when it finds a cheaper one; the time limit and the
   * signal cut it short, and the line found so far is answered. The
   * element's hints and Finish use it. Default false: the first line found.
   */
  shortLine?: boolean;
  /**
   * Which half of the search runs, for one analysis on two threads (see
   * `PortfolioMembers`): `'main'` in one, `'side'` in the other; the first
   * decisive answer is the answer. Default `'all'`: the whole search.
   * @internal
   */
  members?: PortfolioMembers;
}

/** Largest `memoryLog2` accepted: 2^28 slots (2 GB of table), far beyond any browser's budget. */
export const MAX_MEMORY_LOG2 = 28;

/**
 * Checks the limits of a search; throws a RangeError naming a bad one (NaN,
 * a negative or non-numeric limit, a `memoryLog2` that is not a whole
 * number from 0 to {@link MAX_MEMORY_LOG2}). `Infinity` is a valid time or
 * state limit: none.
 */
export function checkSolveOptions(opts: SolveOptions): void {
  if (typeof opts !== 'object' || opts === null) throw new TypeError('solver options must be an object like { timeLimitMs: 1000 }');
  const limit = (name: 'timeLimitMs' | 'maxStates'): void => {
    const v = opts[name];
    // An object is named by its type, never by its own toString (a page's, or not a function).
    if (v !== undefined && !(typeof v === 'number' && v >= 0)) throw new RangeError(`${name} must be a number ≥ 0 (Infinity for no limit), not ${typeof v === 'object' || typeof v === 'function' ? (v === null ? 'null' : typeof v) : String(v)}`);
  };
  limit('timeLimitMs');
  limit('maxStates');
  const m = opts.memoryLog2;
  if (m !== undefined && !(Number.isInteger(m) && m >= 0 && m <= MAX_MEMORY_LOG2)) {
    throw new RangeError(`memoryLog2 must be a whole number from 0 to ${MAX_MEMORY_LOG2}, not ${String(m)}`);
  }
}

/** A search that runs in slices: call `run` until it returns a result. */
export interface IncrementalSearch {
  /**
   * Explores up to `stateBudget` more states; returns the result when the
   * search is over (solved, proved unsolvable, or out of its limits), else
   * null. Between two calls the caller may simply drop the search to cancel it.
   */
  run(stateBudget: number): SolveResult | null;
  /** States explored so far (with `shortLine`, those of the shortening included). */
  readonly states: number;
}

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/** Reads the game's position into the solver's integer form. */
export function rawPosition(game: Klondike): RawPosition {
  const cols: number[][] = [];
  const down: number[] = [];
  for (const col of game.tableau) {
    cols.push([...col.down.map(parseCard), ...col.up.map(parseCard)]);
    down.push(col.down.length);
  }
  const waste = game.waste.map(parseCard);
  const stock = game.stock.map(parseCard);
  const deck = [...waste, ...stock.reverse()];
  const o = game.options;
  return {
    cols,
    down,
    deck,
    wasteCount: waste.length,
    found: game.foundations.map((f) => f.length),
    recycles: game.stats.passes,
    draw: o.draw,
    passes: o.passes,
    takeback: o.takeback,
  };
}

/** Replays moves on a clone; true when they are all legal and end in a win. */
export function verifySolution(game: Klondike, moves: readonly string[]): boolean {
  const g = game.clone();
  try {
    for (const m of moves) g.move(m);
  } catch {
    return false;
  }
  return g.isWon();
}

/** The budget schedule that `opts` ask for; throws for an unknown search version. */
function scheduleOf(opts: SolveOptions): Schedule {
  const v: unknown = opts.searchVersion;
  if (v === 'daily-v1') return DAILY_V1_SCHEDULE;
  if (v !== undefined) throw new RangeError(`searchVersion must be 'daily-v1' or left out, not ${JSON.stringify(v)}`);
  return opts.winOnly ? WIN_ONLY_SCHEDULE : SCHEDULE;
}

/**
 * A search that can run in slices on a main thread (see {@link IncrementalSearch}).
 * One complete search: its pruning only drops moves that a win never needs
 * (see docs/solver.md), so when it is exhausted the position is unsolvable.
 * `timeLimitMs` counts only the time spent inside `run`.
 */
export function createSearch(game: Klondike, opts: SolveOptions = {}): IncrementalSearch {
  opts = ownFields(opts); // its own fields: a polluted Object.prototype sets no option
  checkSolveOptions(opts);
  const raw = rawPosition(game);
  const maxStates = opts.maxStates ?? Infinity;
  const timeLimit = opts.timeLimitMs ?? Infinity;
  const members = opts.members ?? 'all';
  if (members !== 'all' && members !== 'main' && members !== 'side') throw new RangeError(`members must be 'all', 'main' or 'side', not ${JSON.stringify(members)}`);
  const search = new Portfolio(raw, opts.memoryLog2 ?? DEFAULT_TT_LOG2, scheduleOf(opts), members);
  let spent = 0;
  let result: SolveResult | null = null;

  let shortener: LineShortener | null = null;

  // Every end of the search gives its arrays back (see ./array-pool.ts).
  const finish = (r: SolveResult['result'], moves: string[]): SolveResult => {
    search.release();
    shortener?.release();
    result = { result: r, moves, states: search.states + (shortener?.states ?? 0), ms: Math.round(spent * 1000) / 1000 };
    return result;
  };

  if (game.isWon()) {
    search.release();
    result = { result: 'solved', moves: [], states: 0, ms: 0 };
  }

  return {
    get states() {
      return search.states + (shortener?.states ?? 0);
    },
    run(stateBudget: number): SolveResult | null {
      if (result) return result;
      // Cancelled: a win already proved is still a win (with the line shortened so far).
      if (opts.signal?.aborted) return shortener ? finish('solved', shortener.line) : finish('unknown', []);
      const t0 = now();
      const deadline = t0 + (timeLimit - spent);
      const shouldStop = (): boolean => (opts.signal?.aborted ?? false) || now() >= deadline;
      if (shortener) {
        const line = shortener.step(stateBudget, shouldStop);
        spent += now() - t0;
        if (line) return finish('solved', line);
        if (opts.signal?.aborted || spent >= timeLimit) return finish('solved', shortener.line);
        return null;
      }
      const left = Math.max(1, Math.min(stateBudget, maxStates - search.states));
      const out = search.step(left, shouldStop);
      spent += now() - t0;
      if (out === 'found') {
        const moves = search.path();
        const cost = lineCost(game, moves);
        if (!cost) return finish('unknown', []);
        if (!opts.shortLine || cost.passes === 0) return finish('solved', moves);
        search.release();
        shortener = new LineShortener(game, raw, moves, cost);
        return null; // the shortening runs in the next slices
      }
      if (out === 'exhausted') return finish('unsolvable', []);
      if (out === 'cutoff') return finish('unknown', []);
      // Paused: out of slice budget, total budget, time or cancelled.
      if (opts.signal?.aborted || spent >= timeLimit || search.states >= maxStates) return finish('unknown', []);
      return null;
    },
  };
}

/**
 * Solves a position: full information (the hidden cards are known), under
 * the game's options (draw 1/3, the passes left, take-back or not), from any
 * position. Every `'solved'` answer has been replayed through a copy of the
 * engine to a win; `'unsolvable'` is only answered when the whole search
 * space was exhausted (its pruning never loses a win).
 *
 * ```ts
 * const r = solve(new Klondike({ code: 'KL1-D1N-AAAAAAG' }), { timeLimitMs: 1000 });
 * if (r.result === 'solved') for (const m of r.moves) game.move(m);
 * ```
 */
export function solve(game: Klondike, opts: SolveOptions = {}): SolveResult {
  opts = ownFields(opts); // its own fields: a polluted Object.prototype sets no option
  checkSolveOptions(opts);
  const search = createSearch(game, { ...opts, timeLimitMs: opts.timeLimitMs ?? 10_000 });
  for (;;) {
    const r = search.run(1 << 30);
    if (r) return r;
  }
}
