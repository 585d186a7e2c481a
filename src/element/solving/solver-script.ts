/**
 * Where the solver comes from, for the page's solver pool: how a solver
 * worker starts and, where no worker can start, the same handler on the
 * page's thread.
 *
 * As written here (dev server, the npm build, the split build `dist/cdn/`),
 * both are spelled the way bundlers recognise, with literal specifiers:
 * `new Worker(new URL('../../solver/worker.js', import.meta.url), { type:
 * 'module' })` (Vite, webpack 5, Parcel and Rollup's plugins bundle the
 * worker with its imports and emit it as a file of its own) and
 * `import('../../solver/worker.js')` for the fallback (a chunk of its own).
 * In the npm build `dist/solver/worker.js` is itself one self-contained
 * module with no import (rollup.config.mjs), so a tool that only copies the
 * file, or inlines it as a `data:` URL, still starts a worker that works.
 * The split build writes the worker as a file next to its chunks
 * (scripts/rollup-worker-files.mjs), started from its own URL when it is
 * on the page's origin, so a strict CSP needs no `blob:`.
 *
 * The single-file bundles replace this module (scripts/rollup-shared-runtime.mjs):
 * there the engine and the solver are one function that the page calls for
 * its engine and whose source is the worker's classic script (a Blob URL).
 *
 * A module of its own so that the pool loads it with a dynamic `import()` on
 * the first request: for bundlers and in the split build the solver is not
 * in the first paint.
 * @module
 * @internal
 */
import type { createSolverHandler } from '../../solver/handler.js';

/**
 * Starts one solver worker (an ES module worker). Throws where the page may
 * not start one; a worker whose script cannot load fires `error`.
 * @internal
 */
export function startSolverWorker(): Worker {
  return new Worker(new URL('../../solver/worker.js', import.meta.url), { type: 'module' });
}

/** The solver's message handler for the main thread (the fallback when no worker starts). @internal */
export function loadMainThreadSolver(): Promise<typeof createSolverHandler> {
  return import('../../solver/worker.js').then((mod) => mod.createSolverHandler);
}
