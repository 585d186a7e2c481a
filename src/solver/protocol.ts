/**
 * The messages between the page (the element's solver controller) and the
 * solver Web Worker. Plain data only: no DOM here, so both sides import it.
 *
 * Request → response: one response per request, with the same `id` and
 * `kind`. `{ kind: 'cancel', id }` stops a request still running (requests
 * run in slices; the response then carries `error: 'cancelled'`).
 * Terminating the worker cancels everything.
 * @module
 */
import type { KlondikeSave } from '../engine/types.js';
import type { HintResult } from './hint.js';
import type { PortfolioMembers } from './portfolio.js';
import type { SolveResult } from './solve.js';

/** What a request asks for. */
export type SolverRequestKind = 'solve' | 'hint' | 'stuck';

/** A request: the game as saved by `game.toJSON()`, and optional limits. */
export interface SolverRequest {
  /** Chosen by the caller, echoed in the response. */
  id: number;
  /** `solve`: {@link SolveResult}; `hint`: {@link HintResult}; `stuck`: boolean. */
  kind: SolverRequestKind;
  /** The game, from `game.toJSON()`. */
  save: KlondikeSave;
  /** Time limit in milliseconds (defaults: solve 10 000, hint and stuck 1000). */
  timeLimitMs?: number;
  /** State limit. */
  maxStates?: number;
  /** `solve`: look only for a win (see `SolveOptions.winOnly`). */
  winOnly?: boolean;
  /** log2 of the transposition table's slot cap (see `SolveOptions.memoryLog2`); the solver's default when absent. */
  memoryLog2?: number;
  /** `solve`: the frozen search to run (see `SolveOptions.searchVersion`). */
  searchVersion?: 'daily-v1';
  /** `solve` and `hint`: shorten the winning line once found (see `SolveOptions.shortLine`). */
  shortLine?: boolean;
  /**
   * `solve`: which half of the search runs (see `SolveOptions.members`):
   * one analysis on two workers sends `'main'` to one and `'side'` to the other.
   * @internal
   */
  members?: PortfolioMembers;
}

/** Stops the request with this id, if it is still running. */
export interface SolverCancel {
  /** The request to stop. */
  id: number;
  kind: 'cancel';
}

/** Anything the worker accepts. */
export type SolverMessage = SolverRequest | SolverCancel;

/** The answer to a {@link SolverRequest}. */
export interface SolverResponse {
  /** The request's id. */
  id: number;
  /** The request's kind. */
  kind: SolverRequestKind;
  /** For `solve`. */
  solve?: SolveResult;
  /** For `hint`. */
  hint?: HintResult;
  /** For `stuck`. */
  stuck?: boolean;
  /** Set instead of a result when the request failed (bad save, …) or was cancelled (`'cancelled'`). */
  error?: string;
}
