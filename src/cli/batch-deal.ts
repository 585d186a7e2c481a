/**
 * What one deal of a sharded batch records, one JSON line each: `study`'s
 * three verdicts (take-back off, on, and the traditional pass limit) and
 * `bench`'s one, each with the states it explored and its time. The same
 * functions run on the main thread and in the worker threads of
 * `--threads`.
 * @module
 */
import { Klondike } from '../engine/index.js';
import { solve, type SolveResult } from '../solver/index.js';
import { solverLimits, type SearchLimits } from './batch.js';

/** A search's verdict. */
export type Verdict = SolveResult['result'];

/** The batch commands that write deal records. */
export type BatchCommand = 'study' | 'bench';

/** The options that decide a run's verdicts (a header's `options`): runs merge only when these are equal. */
export interface BatchOptions extends SearchLimits {
  readonly deals: number;
  readonly draw: 1 | 3;
  readonly seed: number;
  /** `bench --halves`: each deal's search split in two halves on two threads. */
  readonly halves?: true;
}

/** One search of a deal; `from` when its verdict follows from another search's (no search ran). */
export interface SearchRecord {
  readonly verdict: Verdict;
  readonly states?: number;
  readonly ms?: number;
  readonly from?: 'takebackOff';
}

/** What every deal record holds: its place in the run (`i`), its deal number and its code. */
export interface DealRecordBase {
  readonly i: number;
  readonly deal: number;
  readonly code: string;
}

/** One deal of `study`. */
export interface StudyRecord extends DealRecordBase {
  /** Unlimited passes, take-back off. */
  readonly takebackOff: SearchRecord;
  /** Unlimited passes, take-back on. */
  readonly takebackOn: SearchRecord;
  /** The traditional pass limit (draw 1: one pass, draw 3: three), take-back off. */
  readonly traditional: SearchRecord;
}

/** One deal of `bench` (unlimited passes, take-back on). */
export interface BenchRecord extends DealRecordBase, SearchRecord {}

/** A deal record of either command. */
export type DealRecord = StudyRecord | BenchRecord;

/** The traditional pass limit of a draw mode: draw 1 one pass, draw 3 three. */
export const traditionalPasses = (draw: 1 | 3): number => (draw === 1 ? 1 : 3);

const searched = (r: SolveResult): SearchRecord => ({ verdict: r.result, states: r.states, ms: Math.round(r.ms * 100) / 100 });

/**
 * `study`'s record of deal number `deal` at place `i`: winnable without
 * take-back, with it (no search when it is won without), and under the
 * traditional pass limit (no search when it is lost with unlimited passes:
 * a pass limit only removes options).
 */
export function studyDeal(i: number, deal: number, o: BatchOptions): StudyRecord {
  const limits = solverLimits(o);
  const search = (passes: number, takeback: boolean): SearchRecord => searched(solve(new Klondike({ dealNumber: deal, draw: o.draw, passes, takeback }), limits));
  const takebackOff = search(Infinity, false);
  const takebackOn: SearchRecord = takebackOff.verdict === 'solved' ? { verdict: 'solved', from: 'takebackOff' } : search(Infinity, true);
  const traditional: SearchRecord = takebackOff.verdict === 'unsolvable' ? { verdict: 'unsolvable', from: 'takebackOff' } : search(traditionalPasses(o.draw), false);
  return { i, deal, code: new Klondike({ dealNumber: deal, draw: o.draw }).code ?? String(deal), takebackOff, takebackOn, traditional };
}

/** The game `bench` solves for deal number `deal`. */
export const benchGame = (deal: number, draw: 1 | 3): Klondike => new Klondike({ dealNumber: deal, draw, passes: Infinity, takeback: true });

/** `bench`'s record of one search result. */
export function benchRecord(i: number, deal: number, game: Klondike, r: SolveResult): BenchRecord {
  return { i, deal, code: game.code ?? String(deal), ...searched(r) };
}

/** `bench`'s record of deal number `deal` at place `i`, solved on this thread. */
export function benchDeal(i: number, deal: number, o: BatchOptions): BenchRecord {
  const game = benchGame(deal, o.draw);
  return benchRecord(i, deal, game, solve(game, solverLimits(o)));
}

/** The record of deal number `deal` at place `i` for `command`. */
export function batchDeal(command: BatchCommand, i: number, deal: number, o: BatchOptions): DealRecord {
  return command === 'study' ? studyDeal(i, deal, o) : benchDeal(i, deal, o);
}
