/**
 * The solver's module Web Worker entry: `new Worker(new URL('./worker.js',
 * import.meta.url), { type: 'module' })`. Messages are typed in
 * {@link ./protocol.ts}; the logic is in {@link ./handler.ts}.
 * @module
 */
import { createSolverHandler } from './handler.js';
import type { SolverMessage, SolverResponse } from './protocol.js';

interface WorkerScope {
  onmessage: ((e: { data: SolverMessage }) => void) | null;
  postMessage(message: SolverResponse): void;
}

// Loaded as a worker: answer messages. Loaded as a module on a page (the
// element's fallback when no worker can start): only export the handler.
if ('WorkerGlobalScope' in globalThis) {
  const scope = self as unknown as WorkerScope;
  const handle = createSolverHandler((r) => scope.postMessage(r));
  scope.onmessage = (e) => handle(e.data);
}

export { createSolverHandler };
