/**
 * The solver, seen from one part of an element: a ReactiveController that
 * sends its requests to the page's solver pool (`solver-pool.ts`: one
 * worker for every game on the page, a queue that serves the games that
 * can be seen first, then the game touched last), and cancels them when the
 * game moves on or the element leaves the page. The solver's script loads on the first request, not
 * with the element. Where the solver cannot run at all on the page, its
 * requests reject with an error whose message is {@link SOLVER_UNAVAILABLE},
 * and the element is told once (a warning, `klondike-error` and a message:
 * `reportError`).
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Klondike } from '../../engine/index.js';
import type { HintResult, SolveResult, SolverRequestKind, SolverResponse } from '../../solver/index.js';
import { pool, SOLVER_UNAVAILABLE } from './solver-pool.js';
import { watchOnScreen, type OnScreenWatch } from './on-screen.js';

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

interface Pending {
  kind: SolverRequestKind;
  /** Its id in the page's pool. */
  poolId: number;
  reject: (reason: unknown) => void;
}

/** Thrown (as a rejection) into requests that {@link SolverClient.cancel} stopped. */
export class SolverCancelledError extends Error {
  constructor() {
    super('solver request cancelled');
    this.name = 'SolverCancelledError';
  }
}

/** The host of a {@link SolverClient}: the element, or a part's port to it. */
export type SolverHost = ReactiveControllerHost & Partial<EventTarget> & {
  /** The element whose visibility orders the requests (a port's element); the host itself when it is an element. */
  readonly hostElement?: Element;
  /** Warning, `klondike-error` and a message: told once per element that the solver cannot run. */
  reportError?(message: string): void;
};

/** The elements (or hosts) already told that the solver cannot run: each is told once. */
const toldUnavailable = new WeakSet<object>();

/** One part's requests to the page's solver. */
export class SolverClient implements ReactiveController {
  /** False once the host left the page: requests are refused then. */
  private connected = true;
  /** Counted among the pool's users. */
  private registered = false;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  /** When the player last touched this game (the pool serves it first); 0: never. */
  private touchedAt = 0;
  private readonly touched = (): void => {
    this.touchedAt = performance.now();
    // A move is likely next, and an analysis after it: have a worker ready.
    pool.warm();
  };
  /** Whether the host element can be seen (none: a host that is not an element counts as seen). */
  private screen: OnScreenWatch | null = null;

  constructor(private readonly host: SolverHost) {
    host.addController(this);
  }

  hostConnected(): void {
    if (!this.registered) pool.users++;
    this.registered = this.connected = true;
    for (const type of ['pointerdown', 'keydown']) this.host.addEventListener?.(type, this.touched);
    // Coming on screen lets its waiting requests pass those of games that cannot be seen.
    const el = typeof Element === 'function' && this.host instanceof Element ? this.host : this.host.hostElement;
    if (el) this.screen ??= watchOnScreen(el, () => pool.dispatch());
  }

  /** Drops every request; the pool's workers end when the last game leaves the page. */
  hostDisconnected(): void {
    this.cancel();
    for (const type of ['pointerdown', 'keydown']) this.host.removeEventListener?.(type, this.touched);
    this.screen?.stop();
    this.screen = null;
    if (this.registered && --pool.users === 0) pool.shutDown();
    this.registered = this.connected = false;
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
   * Stops every request of this part (they reject with
   * {@link SolverCancelledError}): a waiting one leaves the queue, a running
   * one stops at its next slice and its late answer is ignored.
   */
  cancel(): void {
    if (this.pending.size === 0) return; // every move cancels: no error object (and its stack) for nothing
    const err = new SolverCancelledError();
    for (const p of this.pending.values()) {
      pool.cancel(p.poolId);
      p.reject(err);
    }
    this.pending.clear();
  }

  /** True when requests run in a worker (false once the page's thread stands in for one). */
  get inWorker(): boolean {
    return pool.inWorker;
  }

  /** True while a request is in flight. */
  get busy(): boolean {
    return this.pending.size > 0;
  }

  /** A request the solver cannot run: the element is told on the first. */
  private unavailable(): void {
    const key = this.host.hostElement ?? this.host;
    if (toldUnavailable.has(key)) return;
    toldUnavailable.add(key);
    this.host.reportError?.(SOLVER_UNAVAILABLE);
  }

  private request(kind: SolverRequestKind, game: Klondike, limits: SolverLimits): Promise<unknown> {
    if (!this.connected) return Promise.reject(new SolverCancelledError());
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const settle = (r: SolverResponse): void => {
        if (!this.pending.delete(id)) return; // cancelled meanwhile
        if (r.error === SOLVER_UNAVAILABLE) this.unavailable();
        if (r.error) reject(new Error(r.error));
        else resolve(r.kind === 'solve' ? r.solve : r.kind === 'hint' ? r.hint : r.stuck);
      };
      const poolId = pool.submit({ kind, save: game.toJSON(), limits: { ...limits }, priority: () => this.touchedAt, visible: () => this.screen?.shown ?? true, settle });
      this.pending.set(id, { kind, poolId, reject });
    });
  }
}
