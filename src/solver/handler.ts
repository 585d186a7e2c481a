/**
 * The logic of the solver worker, apart from the worker globals so that it
 * can be tested in Node: a function that takes each incoming message and
 * posts responses. A `solve` runs in slices with a macrotask between them,
 * so that a `cancel` message is seen while it runs.
 * @module
 */
import { Klondike } from '../engine/klondike.js';
import { hint, isStuck } from './hint.js';
import type { SolverMessage, SolverResponse } from './protocol.js';
import { createSearch } from './solve.js';

/** States explored per slice of a `solve` request. */
export const SLICE_STATES = 50_000;

/**
 * Makes the message handler. `post` sends a response; `later` schedules the
 * next slice (default `setTimeout(f, 0)`).
 */
export function createSolverHandler(
  post: (response: SolverResponse) => void,
  later: (f: () => void) => void = (f) => setTimeout(f, 0),
): (message: SolverMessage) => void {
  const cancelled = new Set<number>();
  const running = new Set<number>();
  return (msg: SolverMessage): void => {
    if (msg.kind === 'cancel') {
      if (running.has(msg.id)) cancelled.add(msg.id);
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
    try {
      if (kind === 'hint') {
        post({ id, kind, hint: hint(game, { timeLimitMs: msg.timeLimitMs, maxStates: msg.maxStates }) });
        return;
      }
      if (kind === 'stuck') {
        post({ id, kind, stuck: isStuck(game, { timeLimitMs: msg.timeLimitMs, maxStates: msg.maxStates }) });
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
    const search = createSearch(game, { timeLimitMs: msg.timeLimitMs ?? 10_000, maxStates: msg.maxStates });
    running.add(id);
    const slice = (): void => {
      if (cancelled.has(id)) {
        cancelled.delete(id);
        running.delete(id);
        post({ id, kind, error: 'cancelled' });
        return;
      }
      try {
        const r = search.run(SLICE_STATES);
        if (r) {
          running.delete(id);
          post({ id, kind, solve: r });
        } else later(slice);
      } catch (e) {
        running.delete(id);
        post({ id, kind, error: (e as Error).message });
      }
    };
    slice();
  };
}
