/**
 * The page-wide limits of the solver pool, apart from the pool itself: the
 * side-effect entry (the single files, the split build's first paint)
 * exports {@link configureSolverPool} to script-tag hosts without carrying
 * the pool's code, which loads after the first paint.
 * @module
 */

/** The page-wide limits of the solver (see {@link configureSolverPool}). */
export interface SolverPoolOptions {
  /**
   * Workers the page may run at once (default 2; at most
   * `navigator.hardwareConcurrency - 1`). With two, one analysis runs on
   * both: the main search in one worker, the probes and the draw-1
   * relaxation in the other, and the first proof is the verdict (the long
   * proofs, which need every state of one of them, come sooner); two games'
   * requests can also run side by side. With one, every search runs whole
   * in that worker.
   */
  workers?: number;
  /**
   * log2 of the slot cap of each search's transposition table (default 22;
   * 16 to 23). A search that fills it answers "unknown". At 22 a search's
   * tables hold at most about 90 MB in draw 3 or with a pass limit (the main
   * table 48 MB, the searches that share its budget half that each; for a
   * moment more while the main table doubles) and about 50 MB in draw 1
   * with unlimited passes, released when it ends; each of `workers` runs one
   * search, or one half of one, at a time (the halves share those tables
   * between them). One less halves these figures.
   */
  memoryLog2?: number;
  /**
   * Milliseconds without a request after which the workers end, to start
   * again on the next request (default 30 000; 0 keeps them for the page's
   * life).
   */
  idleMs?: number;
}

/**
 * The limits in force, read by the pool at each request.
 * @internal
 */
export const solverLimits: Required<SolverPoolOptions> = { workers: 2, memoryLog2: 22, idleMs: 30_000 };

/** What the pool does with new limits (start or end workers, restart its idle countdown); none before it loads. */
let applyLimits: (() => void) | null = null;

/**
 * Registers what applies new limits to the running pool (the pool calls it
 * once, when it loads).
 * @internal
 */
export function onSolverLimits(apply: () => void): void {
  applyLimits = apply;
}

/**
 * Sets the page-wide limits of the solver shared by every game on the page:
 * how many workers may run at once, how much memory each search may use and
 * how long an idle worker stays. Applies to the requests that start after
 * the call. A value it cannot honour throws a `RangeError` and changes
 * nothing (the other values of that call included).
 */
export function configureSolverPool(o: SolverPoolOptions): void {
  const { workers, memoryLog2, idleMs } = o;
  if (workers !== undefined && (!Number.isInteger(workers) || workers < 1)) throw new RangeError(`workers must be a whole number ≥ 1, not ${String(workers)}`);
  if (memoryLog2 !== undefined && (!Number.isInteger(memoryLog2) || memoryLog2 < 16 || memoryLog2 > 23)) {
    throw new RangeError(`memoryLog2 must be a whole number from 16 to 23, not ${String(memoryLog2)}`);
  }
  if (idleMs !== undefined && (!Number.isFinite(idleMs) || idleMs < 0)) throw new RangeError(`idleMs must be a number ≥ 0, not ${String(idleMs)}`);
  if (workers !== undefined) solverLimits.workers = workers;
  if (memoryLog2 !== undefined) solverLimits.memoryLog2 = memoryLog2;
  if (idleMs !== undefined) solverLimits.idleMs = idleMs;
  applyLimits?.();
}
