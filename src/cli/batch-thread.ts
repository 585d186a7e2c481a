/**
 * A worker thread of `--threads K` (Node `worker_threads`): it solves the
 * deals it is sent, whole, one at a time, and answers each with its record
 * (see `batch-deal.ts`), so its verdicts are those of the main thread.
 * @module
 * @internal
 */
import { parentPort, workerData } from 'node:worker_threads';
import { batchDeal, type BatchCommand, type BatchOptions } from './batch-deal.js';

/** What the thread is given when it starts. @internal */
export interface BatchThreadData {
  readonly command: BatchCommand;
  readonly options: BatchOptions;
}

/** A job: the deal's place in the run and its number. @internal */
export interface BatchJob {
  readonly i: number;
  readonly deal: number;
}

const { command, options } = workerData as BatchThreadData;

parentPort?.postMessage({ ready: true });
parentPort?.on('message', (job: BatchJob) => {
  try {
    parentPort?.postMessage({ i: job.i, record: batchDeal(command, job.i, job.deal, options) });
  } catch (e) {
    parentPort?.postMessage({ i: job.i, error: e instanceof Error ? e.message : String(e) });
  }
});
