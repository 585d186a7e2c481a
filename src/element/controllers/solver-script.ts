/**
 * Where the solver comes from, for {@link SolverClient}: the worker's script
 * and, where no worker can start, the same handler on the main thread.
 *
 * As written here (dev server, npm build, and the split build `dist/cdn/`),
 * the worker is the module file next to the solver (in a bundle, a Blob URL
 * that the inline-workers plugin puts in place of the `new URL(…)`), and the
 * fallback imports that same script, so the solver is there only once. The
 * single-file bundles replace this module (scripts/rollup-shared-runtime.mjs):
 * there the engine and the solver are one function that the page calls for
 * its engine and whose source is the worker's (classic) script.
 *
 * A module of its own so that SolverClient loads it with a dynamic
 * `import()` on the first request: for bundlers and in the split build the
 * solver (the largest part after Lit) is a chunk fetched after first paint.
 * @module
 * @internal
 */
import type { createSolverHandler } from '../../solver/handler.js';

let workerUrl: URL | string | undefined;

/**
 * The solver worker's script URL (a Blob URL in the bundles), made when the
 * first worker starts: a page whose games never ask the solver makes no
 * Blob (in the bundles, making it at load took a few ms of the first card).
 * @internal
 */
export function solverWorkerUrl(): URL | string {
  return (workerUrl ??= new URL('../../solver/worker.js', import.meta.url));
}

/** How that script is started: an ES module here. @internal */
export const SOLVER_WORKER_TYPE: WorkerType = 'module';

/** The solver's message handler for the main thread (the fallback when no worker starts). @internal */
export function loadMainThreadSolver(): Promise<typeof createSolverHandler> {
  return import(/* @vite-ignore */ String(solverWorkerUrl())).then((mod: { createSolverHandler: typeof createSolverHandler }) => mod.createSolverHandler);
}
