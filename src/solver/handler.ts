/**
 * The logic of the solver worker, apart from the worker globals so that it
 * can be tested in Node: a function that takes each incoming message and
 * posts responses. Every request runs in slices with a macrotask between
 * them, so that a `cancel` message is seen while it runs.
 * @module
 */
import { Klondike } from '../engine/klondike.js';
import { createHintSearch, createStuckCheck } from './hint.js';
import type { SolverMessage, SolverRequestKind, SolverResponse } from './protocol.js';
import { createSearch } from './solve.js';

/** States explored per slice of a request. */
export const SLICE_STATES = 50_000;

/**
 * Makes the message handler. `post` sends a response; `later` schedules the
 * next slice (default `setTimeout(f, 0)`); `sliceStates` is the size of a
 * slice (tests make it small).
 */
export function createSolverHandler(
  post: (response: SolverResponse) => void,
  later: (f: () => void) => void = (f) => setTimeout(f, 0),
  sliceStates: number = SLICE_STATES,
): (message: SolverMessage) => void {
  const cancelled = new Set<number>();
  /** The requests running, each with the signal that cancels its search. */
  const running = new Map<number, AbortController>();

  /** Runs `step` (one slice: the response's fields once over, else null) until it is over or cancelled. */
  const sliced = (id: number, kind: SolverRequestKind, abort: AbortController, step: () => Omit<SolverResponse, 'id' | 'kind'> | null): void => {
    running.set(id, abort);
    const slice = (): void => {
      if (cancelled.has(id)) {
        cancelled.delete(id);
        running.delete(id);
        // One last slice under the aborted signal: the search ends at once
        // and gives its arrays back for the next request (see ./array-pool.ts).
        try {
          step();
        } catch {
          // Cancelled anyway.
        }
        post({ id, kind, error: 'cancelled' });
        return;
      }
      try {
        const r = step();
        if (r) {
          running.delete(id);
          post({ id, kind, ...r });
        } else later(slice);
      } catch (e) {
        running.delete(id);
        post({ id, kind, error: (e as Error).message });
      }
    };
    slice();
  };

  return (msg: SolverMessage): void => {
    if (msg.kind === 'cancel') {
      const abort = running.get(msg.id);
      if (abort) {
        cancelled.add(msg.id);
        abort.abort();
      }
      return;
    }
    const { id, kind } = msg;
    let game: Klondike;
    try {
      game = Klondike.fromJSON(msg.save);
    } catch (e) {
      post({ id, kind, error: (e as Error).message });
      return;
    }
    const abort = new AbortController();
    const limits = { timeLimitMs: msg.timeLimitMs, maxStates: msg.maxStates, memoryLog2: msg.memoryLog2, shortLine: msg.shortLine === true, signal: abort.signal };
    try {
      if (kind === 'hint') {
        const search = createHintSearch(game, limits);
        sliced(id, kind, abort, () => {
          const h = search.run(sliceStates);
          return h ? { hint: h } : null;
        });
        return;
      }
      if (kind === 'stuck') {
        const check = createStuckCheck(game, limits);
        sliced(id, kind, abort, () => {
          const stuck = check.run(sliceStates);
          return stuck === null ? null : { stuck };
        });
        return;
      }
      if (kind !== 'solve') {
        post({ id, kind, error: `unknown request kind ${JSON.stringify(kind)}` });
        return;
      }
    } catch (e) {
      post({ id, kind, error: (e as Error).message });
      return;
    }
    let search: ReturnType<typeof createSearch>;
    try {
      search = createSearch(game, { ...limits, timeLimitMs: msg.timeLimitMs ?? 10_000, winOnly: msg.winOnly === true, searchVersion: msg.searchVersion, members: msg.members });
    } catch (e) {
      post({ id, kind, error: (e as Error).message });
      return;
    }
    sliced(id, kind, abort, () => {
      const solve = search.run(sliceStates);
      return solve ? { solve } : null;
    });
  };
}
