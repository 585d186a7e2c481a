/**
 * A `worker_threads` worker running one of the command line's thread
 * scripts (`solve-thread`, `batch-thread`): in dist the .js file; run from
 * the sources under tsx, whose loader a worker does not inherit, the .ts
 * file imported through tsx's API.
 * @module
 * @internal
 */
import { Worker } from 'node:worker_threads';

/** A worker running `./<script>.js` (or `.ts` from the sources) with `workerData`. @internal */
export function threadWorker(script: string, workerData: unknown): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL(`./${script}.js`, import.meta.url), { workerData });
  const source = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((m) => m.tsImport(${JSON.stringify(new URL(`./${script}.ts`, import.meta.url).href)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(source, { eval: true, execArgv: [], workerData });
}
