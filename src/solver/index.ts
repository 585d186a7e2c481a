/**
 * The Klondike solver: full-information search from any position, under any
 * of the engine's rule options, plus hints and stuck detection for the UI.
 * Pure TypeScript with no DOM and no Node dependency; in the browser it runs
 * in the Web Worker `solver/worker.js` (protocol in `protocol.ts`).
 *
 * ```ts
 * import { solve } from 'klondike-solitaire-element/solver';
 * const r = solve(game, { timeLimitMs: 1000 }); // { result, moves, states, ms }
 * ```
 * @module
 */
export { solve, createSearch, verifySolution, checkSolveOptions, MAX_MEMORY_LOG2 } from './solve.js';
export type { SolveResult, SolveOptions, IncrementalSearch } from './solve.js';
export { hint, isStuck, createHintSearch, createStuckCheck } from './hint.js';
export type { HintResult, IncrementalHint, IncrementalStuckCheck } from './hint.js';
export { createSolverHandler, SLICE_STATES } from './handler.js';
export type { SolverRequest, SolverRequestKind, SolverCancel, SolverMessage, SolverResponse } from './protocol.js';
export { dailyCode, dailyGame, isDailyWinnable } from './daily.js';
export { DAILY_STATE_BUDGET, DAILY_SEARCH_VERSION } from './daily-budget.js';
export type { DailyOptions, DailyResult } from './daily.js';
// The engine types that the solver's signatures name, so that a user of this
// entry point alone can write them (types only: the engine stays its own entry).
export type {
  CalendarDate,
  CardName,
  Column,
  DailyDeal,
  DateInput,
  FoundationPoints,
  GameStats,
  IllegalReason,
  Klondike,
  KlondikeInit,
  KlondikeOptions,
  KlondikeSave,
  LoadOptions,
  MoveNotation,
  MoveProblem,
  MoveResult,
  Scoring,
  SolvitaireDeal,
} from '../engine/index.js';
