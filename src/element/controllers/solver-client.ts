/**
 * The solver, seen from the element: a ReactiveController that owns a Web
 * Worker running `src/solver/worker.ts` (a module worker, or in the
 * single-file bundles a classic one: see `solver-script.ts`), numbers
 * requests and cancels them by a `cancel` message, which the worker sees
 * between two slices of a request, so one worker serves the element's whole
 * life; it is terminated when the element leaves the page. When
 * no Worker can start, the same requests run on the main thread, in slices,
 * so the page never freezes. The solver's script is loaded on the first
 * request, not with the element.
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Klondike, KlondikeSave } from '../../engine/index.js';
import type { HintResult, SolveResult, SolverMessage, SolverRequestKind, SolverResponse } from '../../solver/index.js';

/** What `solve` answers. */
export type SolveOutcome = SolveResult;
/** What `hint` answers. */
export type HintOutcome = Pick<HintResult, 'move' | 'kind'> & Partial<Pick<HintResult, 'result'>>;

/** Limits for one request. */
export interface SolverLimits {
  timeLimitMs?: number;
  maxStates?: number;
  /** `solve`: look only for a win (see `SolveOptions.winOnly`). */
  winOnly?: boolean;
  /** `solve`: the frozen search to run (see `SolveOptions.searchVersion`). */
  searchVersion?: 'daily-v1';
  /** `solve` and `hint`: shorten the winning line once found (see `SolveOptions.shortLine`). */
  shortLine?: boolean;
}

type Kind = SolverRequestKind;
interface Pending {
  kind: Kind;
  save: KlondikeSave;
  limits: SolverLimits;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/** Thrown (as a rejection) into requests that {@link SolverClient.cancel} stopped. */
export class SolverCancelledError extends Error {
  constructor() {
    super('solver request cancelled');
    this.name = 'SolverCancelledError';
  }
}

/** Where the solver comes from, loaded on the first request (see `solver-script.ts`). */
type SolverScript = typeof import('./solver-script.js');
let script: Promise<SolverScript> | null = null;
const solverScript = (): Promise<SolverScript> =>
  (script ??= import('./solver-script.js').catch((e: unknown) => {
    script = null; // a chunk that could not be fetched is tried again on the next request
    throw e;
  }));

/** Main-thread hint and stuck requests are synchronous: keep them short. */
const MAIN_THREAD_QUICK_MS = 250;

/** Owns the solver worker of one element. */
export class SolverClient implements ReactiveController {
  private worker: Worker | null = null;
  /** False once the host left the page: no worker is started then. */
  private connected = true;
  private workerBroken = false;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(host: ReactiveControllerHost) {
    host.addController(this);
  }

  /** Nothing to do: the worker starts on the first request. */
  hostConnected(): void {
    this.connected = true;
  }

  /** Terminates the worker and drops every request. */
  hostDisconnected(): void {
    this.connected = false;
    this.cancel();
    this.worker?.terminate();
    this.worker = null;
  }

  /** Searches a win from the game's position. */
  solve(game: Klondike, limits: SolverLimits = {}): Promise<SolveOutcome> {
    return this.request('solve', game, limits) as Promise<SolveOutcome>;
  }

  /** Asks for a hint. */
  hint(game: Klondike, limits: SolverLimits = {}): Promise<HintOutcome> {
    return this.request('hint', game, limits) as Promise<HintOutcome>;
  }

  /** True only when the solver proved that no move can change the game any more. */
  stuck(game: Klondike, limits: SolverLimits = {}): Promise<boolean> {
    return this.request('stuck', game, limits) as Promise<boolean>;
  }

  /**
   * Stops every request in flight (they reject with {@link SolverCancelledError}):
   * each gets a `cancel` message; the worker stops it at its next slice, and
   * its late answer, if any, is ignored.
   */
  cancel(): void {
    for (const id of this.pending.keys()) {
      this.worker?.postMessage({ id, kind: 'cancel' });
      this.mainThread?.({ id, kind: 'cancel' });
    }
    const err = new SolverCancelledError();
    for (const p of this.pending.values()) p.reject(err);
    this.pending.clear();
  }

  /** True when requests run in a worker (false after falling back to the page's thread). */
  get inWorker(): boolean {
    return !this.workerBroken;
  }

  /** True while a request is in flight. */
  get busy(): boolean {
    return this.pending.size > 0;
  }

  private request(kind: Kind, game: Klondike, limits: SolverLimits): Promise<unknown> {
    const id = this.nextId++;
    const save = game.toJSON();
    return new Promise((resolve, reject) => {
      if (!this.connected) {
        reject(new SolverCancelledError());
        return;
      }
      const p: Pending = { kind, save, limits, resolve, reject };
      this.pending.set(id, p);
      solverScript().then(
        (src) => {
          if (!this.pending.has(id)) return; // cancelled meanwhile
          const worker = this.ensureWorker(src);
          if (worker) worker.postMessage({ id, kind, save, ...limits });
          else this.runOnMainThread(id, p, src);
        },
        () => this.unavailable(id, p),
      );
    });
  }

  /** Neither a worker nor the module could load: the request fails. */
  private unavailable(id: number, p: Pending): void {
    // E.g. a CSP that forbids blob: scripts: the element falls back to
    // simple hints and offers no solver Finish.
    if (!this.pending.delete(id)) return;
    p.reject(new Error('the solver is not available on this page'));
  }

  private ensureWorker(src: SolverScript): Worker | null {
    if (this.worker || this.workerBroken) return this.worker;
    try {
      const w = new Worker(src.SOLVER_WORKER_URL, { type: src.SOLVER_WORKER_TYPE });
      w.onmessage = (e: MessageEvent<SolverResponse>) => this.onResponse(e.data);
      w.onerror = (e) => {
        e.preventDefault();
        this.onWorkerFailure(w);
      };
      this.worker = w;
    } catch {
      this.workerBroken = true;
    }
    return this.worker;
  }

  /** The worker could not start (or died): rerun its requests on the main thread. */
  private onWorkerFailure(w: Worker): void {
    if (this.worker !== w) return;
    w.terminate();
    this.worker = null;
    this.workerBroken = true;
    void solverScript().then((src) => {
      for (const [id, p] of this.pending) this.runOnMainThread(id, p, src);
    });
  }

  private onResponse(r: SolverResponse): void {
    const p = this.pending.get(r.id);
    if (!p) return;
    this.pending.delete(r.id);
    if (r.error) p.reject(new Error(r.error));
    else p.resolve(r.kind === 'solve' ? r.solve : r.kind === 'hint' ? r.hint : r.stuck);
  }

  /** The fallback: the worker's own handler, on this thread (solve runs in slices between tasks). */
  private mainThread: ((msg: SolverMessage) => void) | null = null;

  private runOnMainThread(id: number, p: Pending, src: SolverScript): void {
    const quick = p.kind === 'solve' ? p.limits.timeLimitMs : Math.min(p.limits.timeLimitMs ?? MAIN_THREAD_QUICK_MS, MAIN_THREAD_QUICK_MS);
    const start = (handle: (msg: SolverMessage) => void) =>
      setTimeout(() => this.pending.has(id) && handle({ ...p.limits, id, kind: p.kind, save: p.save, timeLimitMs: quick }), 0);
    if (this.mainThread) {
      start(this.mainThread);
      return;
    }
    this.loadMainThread(src).then(
      (handle) => start(handle),
      () => this.unavailable(id, p),
    );
  }

  private mainThreadLoading: Promise<(msg: SolverMessage) => void> | null = null;

  private loadMainThread(src: SolverScript): Promise<(msg: SolverMessage) => void> {
    this.mainThreadLoading ??= src.loadMainThreadSolver().then((createSolverHandler) => {
      this.mainThread = createSolverHandler((r) => this.onResponse(r));
      return this.mainThread;
    });
    return this.mainThreadLoading;
  }

}
