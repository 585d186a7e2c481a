/**
 * Where the solver worker's script is: the file next to the solver (dev
 * server, npm build) or, in a bundle, a Blob URL that the build's
 * inline-workers plugin puts in place of the `new URL(…)` expression. The same
 * script is the main-thread fallback (it exports the handler), so a bundle
 * carries the solver only once.
 *
 * A module of its own so that {@link SolverClient} can load it with a
 * dynamic `import()` on the first request: in the split build
 * (`dist/cdn/`) and for bundlers, the solver (the largest part after Lit) is
 * a chunk fetched after first paint, not part of the entry.
 * @module
 * @internal
 */

/** The solver worker's script URL (a Blob URL in the bundles). @internal */
export const SOLVER_WORKER_URL: URL | string = new URL('../solver/worker.js', import.meta.url);
