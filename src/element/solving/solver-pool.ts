/**
 * One solver for the page: every `<klondike-solitaire>` on a page sends its
 * analyses to one shared pool of Web Workers (two by default, one on a
 * device with two cores: the pool keeps a core for the page), so ten games
 * cost two workers, not ten, and never run ten searches at once on a phone.
 *
 * - With two workers, a full search (`solve`, neither win-only nor a frozen
 *   version) runs as its two halves, one per worker: the main search, and
 *   the probes with the draw-1 relaxation (see `PortfolioMembers` in the
 *   solver). Each half is complete, so the first proof settles the request
 *   and stops the other half. A long proof needs every state of one member
 *   (the main search or the relaxation), which then runs at full speed, so
 *   a hard deal's verdict comes sooner; the halves hold between them the
 *   tables of one search.
 *
 * - Each worker runs one request at a time; the others wait in one queue.
 *   The games that can be seen are served first: a request of a game that
 *   is off-screen, hidden, or on a hidden page waits while any request of a
 *   visible game waits, and one that runs gives its worker up to a visible
 *   game's request (it is stopped at its next slice and waits again, to run
 *   from the start when nothing visible waits). Then the game the player
 *   touched last is served first, then the oldest request. A request its
 *   game cancelled (a move made it obsolete) leaves the queue at once, or is
 *   stopped in its worker at the next slice.
 * - Memory: a search's tables live only while it runs, and one worker runs
 *   one search, so the page holds at most `workers` searches' tables, each
 *   capped by `memoryLog2` (see `configureSolverPool` in `solver-limits.ts`); a search that
 *   hits its cap answers "unknown", never runs out of memory.
 * - Where no worker can start (a CSP that forbids it, a worker script that
 *   cannot load), the same queue feeds the solver's handler on the page's
 *   thread, in slices, with one warning on the console. Where that cannot
 *   load either, every request is answered {@link SOLVER_UNAVAILABLE} at
 *   once (no retry loop): the element says so once (`solver-client.ts`).
 * - The workers end when the last game leaves the page, and when no game has
 *   asked anything for `idleMs` (default 30 s): an idle page holds no
 *   solver. A pointer or a key on a game starts it again ahead of the
 *   analysis its move will ask for (or else the next request does). A
 *   worker started again runs its first searches cold (not yet compiled
 *   by V8): the first verdict after the idle end came about 0.2 s later at
 *   1× CPU and 0.3 s later at 4× (measured). Thirty seconds outlast a
 *   player's pauses between moves, so a game in play keeps its warm
 *   worker; a page nobody plays gives the worker's memory back (its heap
 *   and compiled code, which an idle worker never collects: several MB).
 * @module
 */
import type { KlondikeSave } from '../../engine/index.js';
import type { SolverMessage, SolverRequestKind, SolverResponse } from '../../solver/index.js';
import { onSolverLimits, solverLimits as options } from './solver-limits.js';

/** Where the solver comes from, loaded on the first request (see `solver-script.ts`). */
type SolverScript = typeof import('./solver-script.js');
let script: Promise<SolverScript> | null = null;
const solverScript = (): Promise<SolverScript> =>
  (script ??= import('./solver-script.js').catch((e: unknown) => {
    script = null; // a chunk that could not be fetched is tried again on the next request
    throw e;
  }));

/** The error of every request when neither a worker nor the page's thread can run the solver. @internal */
export const SOLVER_UNAVAILABLE = 'the solver is not available on this page';

/** Main-thread hint and stuck requests are synchronous: keep them short. */
const MAIN_THREAD_QUICK_MS = 250;

/** One request in the pool. */
export interface PoolRequest {
  readonly kind: SolverRequestKind;
  readonly save: KlondikeSave;
  readonly limits: Record<string, unknown>;
  /** Higher first: the time its game was last touched (0: never). */
  priority(): number;
  /**
   * False while its game cannot be seen (off-screen, hidden, a hidden page):
   * it waits while a visible game's request waits, and gives its worker up
   * to one. Absent: always visible.
   */
  visible?(): boolean;
  /** The answer (an error or a result). */
  settle(r: SolverResponse): void;
}

interface Slot {
  /** Its worker; null for the page's thread. */
  readonly worker: Worker | null;
  readonly post: (m: SolverMessage) => void;
  readonly end: () => void;
  running: number | null;
}

/** A request in a slot. */
interface Run {
  readonly req: PoolRequest;
  readonly slot: Slot;
  /** Stopped to give its worker to a visible game's request: it waits again unless answered meanwhile. */
  yielding?: boolean;
  /** Cancelled by its game: its late answer is not queued again. */
  dropped?: boolean;
}

const isVisible = (req: PoolRequest): boolean => req.visible?.() ?? true;

const maxWorkers = (): number => {
  const cores = typeof navigator === 'undefined' ? 2 : navigator.hardwareConcurrency || 2;
  return Math.max(1, Math.min(options.workers, cores - 1));
};

/** The page's pool. */
class SolverPool {
  private nextId = 1;
  private readonly queue = new Map<number, PoolRequest>();
  private readonly running = new Map<number, Run>();
  /** The requests that run as two halves (see {@link submitHalves}), each with its halves' ids. */
  private readonly halves = new Map<number, number[]>();
  private slots: Slot[] = [];
  private workerBroken = false;
  private mainThread: Promise<(m: SolverMessage) => void> | null = null;
  /** Games that use the pool; the workers end when none is left. */
  users = 0;
  /** Ends the workers once the pool has been idle for `idleMs`. */
  private idleTimer: ReturnType<typeof setTimeout> | null = null;

  /** False once no worker can start (requests run on the page's thread). */
  get inWorker(): boolean {
    return !this.workerBroken;
  }

  /** Queues `req`; returns its id (for {@link cancel}). */
  submit(req: PoolRequest): number {
    if (this.splits(req)) return this.submitHalves(req);
    const id = this.nextId++;
    this.queue.set(id, req);
    this.dispatch();
    return id;
  }

  /**
   * Whether `req` runs as two halves, one per worker (see `PortfolioMembers`
   * in the solver): a full search (`solve`, neither win-only nor a frozen
   * version, whose state budgets must give the same answer everywhere) on a
   * page that may run two workers.
   */
  private splits(req: PoolRequest): boolean {
    const l = req.limits;
    return req.kind === 'solve' && !this.workerBroken && maxWorkers() >= 2 && l.members === undefined && l.winOnly !== true && l.searchVersion === undefined;
  }

  /**
   * Queues `req` as its two halves: the main search in one worker, the
   * probes and the draw-1 relaxation in another. Each half is complete, so
   * the first decisive answer ('solved' or 'unsolvable') settles `req` and
   * stops the other half; two 'unknown' answers settle it 'unknown' (an
   * error only when both halves failed). Returns `req`'s id.
   */
  private submitHalves(req: PoolRequest): number {
    const id = this.nextId++;
    const parts: number[] = [];
    let waiting = 2;
    let last: SolverResponse | null = null;
    const settleHalf = (r: SolverResponse): void => {
      if (!this.halves.has(id)) return;
      waiting--;
      const decisive = r.solve !== undefined && r.solve.result !== 'unknown';
      const fallback: SolverResponse | null = last?.error === undefined && last !== null ? last : r;
      if (!decisive && waiting > 0) {
        last = r;
        return;
      }
      this.halves.delete(id);
      for (const part of parts) this.cancel(part);
      req.settle({ ...(decisive ? r : fallback), id });
    };
    this.halves.set(id, parts);
    for (const members of ['main', 'side'] as const) parts.push(this.submit({ ...req, limits: { ...req.limits, members }, settle: settleHalf }));
    return id;
  }

  /** The number of workers running now (0 before the first request and after an idle end). */
  get workers(): number {
    return this.slots.filter((s) => s.worker).length;
  }

  /**
   * Starts a worker ahead of any request when none runs (a player touched a
   * game after the workers' idle end): the analysis after the move finds it
   * started. The idle countdown runs as usual if no request follows.
   */
  warm(): void {
    if (this.workerBroken || this.slots.length > 0) return;
    void solverScript().then(
      (src) => {
        if (this.slots.length > 0 || this.workerBroken) return;
        this.freeSlot(src);
        this.idleCheck();
      },
      () => {},
    );
  }

  /** (Re)starts the idle countdown when nothing waits or runs; stops it otherwise. */
  idleCheck(): void {
    if (this.idleTimer !== null) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    if (this.queue.size > 0 || this.running.size > 0 || options.idleMs === 0 || this.workers === 0) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.queue.size > 0 || this.running.size > 0) return;
      this.endWorkers();
    }, options.idleMs);
  }

  /** Ends the workers, keeping a main-thread slot (it holds nothing between requests). */
  private endWorkers(): void {
    for (const s of this.slots) if (s.worker) s.end();
    this.slots = this.slots.filter((s) => !s.worker);
  }

  /** Drops request `id`: from the queue, or stopped in its worker (its late answer is ignored). */
  cancel(id: number): void {
    const parts = this.halves.get(id);
    if (parts) {
      this.halves.delete(id);
      for (const part of parts) this.cancel(part);
      return;
    }
    if (this.queue.delete(id)) return this.idleCheck();
    const r = this.running.get(id);
    if (!r) return;
    r.dropped = true;
    r.slot.post({ id, kind: 'cancel' });
  }

  /** Ends the workers (no game is left on the page). */
  shutDown(): void {
    for (const s of this.slots) s.end();
    this.slots = [];
    for (const [id, r] of this.running) r.req.settle({ id, kind: r.req.kind, error: 'cancelled' });
    this.running.clear();
    this.idleCheck();
  }

  /** Sends the most urgent waiting requests to free slots. */
  dispatch(): void {
    this.idleCheck();
    if (this.queue.size === 0) return;
    void solverScript().then(
      (src) => {
        for (;;) {
          const slot = this.freeSlot(src);
          if (!slot) return this.yieldToVisible();
          const next = this.mostUrgent();
          // Nothing left to run (cancelled meanwhile): the idle countdown covers a worker just started.
          if (next === null) return this.idleCheck();
          const req = this.queue.get(next)!;
          this.queue.delete(next);
          slot.running = next;
          this.running.set(next, { req, slot });
          const quick = !slot.worker && req.kind !== 'solve' ? Math.min(Number(req.limits.timeLimitMs ?? MAIN_THREAD_QUICK_MS), MAIN_THREAD_QUICK_MS) : req.limits.timeLimitMs;
          slot.post({ memoryLog2: options.memoryLog2, ...req.limits, timeLimitMs: quick as number | undefined, id: next, kind: req.kind, save: req.save } as SolverMessage);
        }
      },
      // The solver's module could not load (e.g. its chunk could not be fetched): tried again on the next request.
      () => this.unavailable(),
    );
  }

  /** The request to run next: a visible game's first, then the game touched last, then the oldest. */
  private mostUrgent(): number | null {
    let best: number | null = null;
    let bestSeen = false;
    let bestP = -Infinity;
    for (const [id, req] of this.queue) {
      const seen = isVisible(req);
      const p = req.priority();
      if (best === null || (seen && !bestSeen) || (seen === bestSeen && p > bestP)) [best, bestSeen, bestP] = [id, seen, p];
    }
    return best;
  }

  /**
   * Every slot is busy: for each visible game's request that waits, one
   * running request of a game that cannot be seen is stopped (it waits
   * again when its worker answers, see {@link answered}).
   */
  private yieldToVisible(): void {
    let waiting = 0;
    for (const req of this.queue.values()) if (isVisible(req)) waiting++;
    for (const run of this.running.values()) if (run.yielding) waiting--;
    for (const [id, run] of this.running) {
      if (waiting <= 0) return;
      if (run.yielding || run.dropped || isVisible(run.req)) continue;
      run.yielding = true;
      run.slot.post({ id, kind: 'cancel' });
      waiting--;
    }
  }

  private freeSlot(src: SolverScript): Slot | null {
    const free = this.slots.find((s) => s.running === null);
    if (free) return free;
    if (this.workerBroken) return this.slots.length === 0 ? this.mainSlot(src) : null;
    if (this.slots.length >= maxWorkers()) return null;
    try {
      const w = src.startSolverWorker();
      const slot: Slot = { worker: w, post: (m) => w.postMessage(m), end: () => w.terminate(), running: null };
      w.onmessage = (e: MessageEvent<SolverResponse>) => this.answered(e.data);
      w.onerror = (e) => {
        e.preventDefault();
        this.failed(slot, e.message || 'its script could not load');
      };
      this.slots.push(slot);
      return slot;
    } catch (e) {
      this.noWorker(String(e));
      return this.slots.length === 0 ? this.mainSlot(src) : null;
    }
  }

  /** The page's thread as the one slot (no worker can start). */
  private mainSlot(src: SolverScript): Slot {
    const queued: SolverMessage[] = [];
    let handle: ((m: SolverMessage) => void) | null = null;
    this.mainThread ??= src.loadMainThreadSolver().then((create) => create((r) => this.answered(r)));
    this.mainThread.then(
      (h) => {
        handle = h;
        for (const m of queued.splice(0)) setTimeout(() => h(m), 0);
      },
      (e: unknown) => this.failed(slot, String(e)),
    );
    const slot: Slot = {
      worker: null,
      post: (m) => (handle ? setTimeout(() => handle!(m), 0) : queued.push(m)),
      end: () => {},
      running: null,
    };
    this.slots.push(slot);
    return slot;
  }

  /** No worker can run the solver on this page (once: a warning; the page's thread stands in). */
  private noWorker(why: string): void {
    if (this.workerBroken) return;
    this.workerBroken = true;
    console.warn(`<klondike-solitaire>: no solver worker (${why}): the solver runs on the page's thread.`);
  }

  /** Every waiting request is answered {@link SOLVER_UNAVAILABLE}. */
  private unavailable(): void {
    for (const [id, req] of this.queue) req.settle({ id, kind: req.kind, error: SOLVER_UNAVAILABLE });
    this.queue.clear();
  }

  /** A worker died or could not start: its request and the rest go to the page's thread. */
  private failed(slot: Slot, why: string): void {
    slot.end();
    this.slots = this.slots.filter((s) => s !== slot);
    if (slot.worker) this.noWorker(why);
    for (const [id, r] of this.running) {
      if (r.slot !== slot) continue;
      this.running.delete(id);
      this.queue.set(id, r.req);
    }
    if (!slot.worker) {
      // The page's thread failed too: nothing can answer.
      this.unavailable();
      return;
    }
    this.dispatch();
  }

  private answered(r: SolverResponse): void {
    const run = this.running.get(r.id);
    if (!run) return;
    this.running.delete(r.id);
    run.slot.running = null;
    // Stopped to let a visible game's request run: it waits again, to run from the start.
    if (run.yielding && !run.dropped && r.error === 'cancelled') this.queue.set(r.id, run.req);
    else run.req.settle(r);
    this.dispatch();
  }
}

/** The page's solver pool. @internal */
export const pool = new SolverPool();
// New limits apply to the running pool at once.
onSolverLimits(() => {
  pool.dispatch();
  pool.idleCheck();
});
