/**
 * A solver thread of {@link SolverThreads} (Node `worker_threads`): it
 * solves the positions it is sent with one half of the search (see
 * `PortfolioMembers`) and answers each with its result. A job whose id the
 * shared flag has reached is cancelled between two slices.
 * @module
 * @internal
 */
import { parentPort, workerData } from 'node:worker_threads';
import { Klondike, type KlondikeSave } from '../engine/index.js';
import { createSearch, type SolveOptions } from '../solver/index.js';

/** A job: the position (a saved game), the options and the job's id. @internal */
export interface ThreadJob {
  readonly id: number;
  readonly save: KlondikeSave;
  readonly opts: SolveOptions;
}

/** States between two looks at the cancel flag (a few ms). */
const SLICE = 8192;

const cancelled = new Int32Array(workerData as SharedArrayBuffer);

parentPort?.postMessage({ ready: true });
parentPort?.on('message', (job: ThreadJob) => {
  try {
    const search = createSearch(Klondike.fromJSON(job.save), job.opts);
    let r = search.run(SLICE);
    while (!r) r = Atomics.load(cancelled, 0) >= job.id ? { result: 'unknown', moves: [], states: search.states, ms: 0 } : search.run(SLICE);
    parentPort?.postMessage({ id: job.id, result: r });
  } catch (e) {
    parentPort?.postMessage({ id: job.id, error: e instanceof Error ? e.message : String(e) });
  }
});
