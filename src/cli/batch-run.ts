/**
 * Runs the deals of a batch shard, resuming its `--jsonl` file, and hands their records over in the order
 * of their places in the run, whatever order they finish in: on this thread,
 * or with `--threads K` on K worker threads that each solve whole deals (the
 * same verdicts as one thread; the time only is shared). `bench --halves`
 * solves each deal on two threads, one half of the search each.
 * @module
 */
import type { Worker } from 'node:worker_threads';
import { batchDeal, benchGame, benchRecord, type BatchCommand, type BatchOptions, type DealRecord } from './batch-deal.js';
import type { BatchJob, BatchThreadData } from './batch-thread.js';
import { quoteInput } from '../engine/index.js';
import { dealNumbers, shardPlaces, solverLimits, type Shard } from './batch.js';
import { batchHeader, BatchWriter } from './batch-file.js';
import { SolverThreads } from './solver-threads.js';
import { threadWorker } from './thread-worker.js';

/** What to run: the command, its options, the deals (place and number) left to solve, and the threads. */
export interface BatchRun {
  readonly command: BatchCommand;
  readonly options: BatchOptions;
  readonly jobs: readonly BatchJob[];
  readonly threads: number;
}

/** Runs `run.jobs`; calls `onRecord` with each record, in the order of `run.jobs`. */
export async function runBatch(run: BatchRun, onRecord: (r: DealRecord) => void): Promise<void> {
  if (run.options.halves) return runHalves(run, onRecord);
  if (run.threads <= 1) {
    for (const j of run.jobs) {
      onRecord(batchDeal(run.command, j.i, j.deal, run.options));
      // Let a signal or a closed pipe be handled between two deals.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return;
  }
  return runThreads(run, onRecord);
}

async function runHalves(run: BatchRun, onRecord: (r: DealRecord) => void): Promise<void> {
  const threads = new SolverThreads();
  try {
    for (const j of run.jobs) {
      const game = benchGame(j.deal, run.options.draw);
      onRecord(benchRecord(j.i, j.deal, game, await threads.solve(game, solverLimits(run.options))));
    }
  } finally {
    await threads.close();
  }
}

type Reply = { i: number; record?: DealRecord; error?: string; ready?: true };

async function runThreads(run: BatchRun, onRecord: (r: DealRecord) => void): Promise<void> {
  const data: BatchThreadData = { command: run.command, options: run.options };
  const workers: Worker[] = [];
  const finished = new Map<number, DealRecord>();
  let next = 0; // the next job to hand out
  let flushed = 0; // the next job to hand over
  try {
    await new Promise<void>((resolve, reject) => {
      const flush = (): void => {
        while (flushed < run.jobs.length && finished.has(run.jobs[flushed].i)) {
          const i = run.jobs[flushed++].i;
          onRecord(finished.get(i) as DealRecord);
          finished.delete(i);
        }
        if (flushed === run.jobs.length) resolve();
      };
      const feed = (w: Worker): void => {
        if (next < run.jobs.length) w.postMessage(run.jobs[next++]);
      };
      const count = Math.min(run.threads, run.jobs.length);
      if (count === 0) resolve();
      for (let k = 0; k < count; k++) {
        const w = threadWorker('batch-thread', data);
        workers.push(w);
        w.on('error', reject);
        w.on('message', (m: Reply) => {
          if (m.ready) return feed(w);
          if (m.error !== undefined) return reject(new Error(`deal #${m.i}: ${m.error}`));
          finished.set(m.i, m.record as DealRecord);
          feed(w);
          try {
            flush();
          } catch (e) {
            reject(e as Error);
          }
        });
      }
    });
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

/** Where a shard runs: which shard, on how many threads, and its `--jsonl` file if any. */
export interface ShardPlan {
  readonly shard: Shard;
  readonly threads: number;
  readonly jsonl: string | null;
}

/**
 * Runs the deals of `plan.shard` that its `--jsonl` file (resumed when it
 * holds this run's records) does not hold yet, appending each record as
 * it comes; returns every record of the shard, old and new, in order, and
 * how many were there already.
 */
export async function runShard(command: BatchCommand, options: BatchOptions, plan: ShardPlan): Promise<{ records: DealRecord[]; resumed: number; cut: boolean }> {
  const numbers = dealNumbers(options.seed, options.deals);
  const opened = plan.jsonl === null ? null : BatchWriter.open(plan.jsonl, batchHeader(command, options, plan.shard));
  try {
    const done = new Map<number, DealRecord>();
    for (const r of opened?.done ?? []) {
      if (r.deal !== numbers[r.i]) throw new Error(`${quoteInput(plan.jsonl ?? '')}: deal #${r.i} is deal number ${numbers[r.i]} in this run, not ${r.deal}`);
      if (done.has(r.i)) throw new Error(`${quoteInput(plan.jsonl ?? '')} holds deal #${r.i} twice`);
      done.set(r.i, r);
    }
    const jobs = shardPlaces(options.deals, plan.shard)
      .filter((i) => !done.has(i))
      .map((i) => ({ i, deal: numbers[i] }));
    const fresh: DealRecord[] = [];
    await runBatch({ command, options, jobs, threads: plan.threads }, (r) => {
      opened?.writer.write(r);
      fresh.push(r);
    });
    const records = [...done.values(), ...fresh].sort((a, b) => a.i - b.i);
    return { records, resumed: done.size, cut: opened?.cut ?? false };
  } finally {
    opened?.writer.close();
  }
}
