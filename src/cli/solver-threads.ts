/**
 * One analysis on two threads (Node): the search's two halves (see
 * `PortfolioMembers`), the main search in one `worker_threads` worker and
 * the probes with the draw-1 relaxation in the other. Each half is complete,
 * so the first decisive answer ('solved' or 'unsolvable') is the answer and
 * the other half is cancelled. `klondike bench --halves` uses it.
 * @module
 * @internal
 */
import { Worker } from 'node:worker_threads';
import type { Klondike } from '../engine/index.js';
import type { SolveOptions, SolveResult } from '../solver/index.js';
import type { ThreadJob } from './solve-thread.js';
import { threadWorker } from './thread-worker.js';

type Reply = { id: number; result?: SolveResult; error?: string };

/** Two solver threads that answer one position at a time. @internal */
export class SolverThreads {
  private readonly flag = new SharedArrayBuffer(4);
  private readonly workers: Worker[];
  private nextId = 1;
  /** Both threads have loaded the solver (its modules are in, so no deal's time counts that). */
  private readonly ready: Promise<unknown>;

  constructor() {
    this.workers = [0, 1].map(() => threadWorker('solve-thread', this.flag));
    this.ready = Promise.all(
      this.workers.map(
        (w) =>
          new Promise<void>((resolve, reject) => {
            w.once('message', () => resolve());
            w.once('error', reject);
          }),
      ),
    );
  }

  /** One worker's answer to `job`. */
  private ask(w: Worker, job: ThreadJob): Promise<SolveResult> {
    return new Promise((resolve, reject) => {
      const done = (): void => {
        w.off('message', onMessage);
        w.off('error', onError);
      };
      const onError = (e: Error): void => (done(), reject(e));
      const onMessage = (m: Reply): void => {
        if (m.id !== job.id) return;
        done();
        if (m.error !== undefined) reject(new Error(m.error));
        else resolve(m.result as SolveResult);
      };
      w.on('message', onMessage);
      w.on('error', onError);
      w.postMessage(job);
    });
  }

  /**
   * Solves `game` with `opts` on both threads; `ms` is the wall time until
   * the answer, `states` both halves' states.
   */
  async solve(game: Klondike, opts: SolveOptions = {}): Promise<SolveResult> {
    await this.ready;
    const save = game.toJSON();
    const id = this.nextId++;
    const t0 = performance.now();
    let first: SolveResult | null = null;
    let firstMs = 0;
    const halves = (['main', 'side'] as const).map((members, i) =>
      this.ask(this.workers[i], { id, save, opts: { ...opts, members } }).then((r) => {
        if (!first && r.result !== 'unknown') {
          first = r;
          firstMs = performance.now() - t0;
          Atomics.store(new Int32Array(this.flag), 0, id);
        }
        return r;
      }),
    );
    const both = await Promise.all(halves);
    const states = both[0].states + both[1].states;
    const decided = first as SolveResult | null;
    if (decided) return { ...decided, states, ms: firstMs };
    return { result: 'unknown', moves: [], states, ms: performance.now() - t0 };
  }

  /** Ends both threads. */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
