/**
 * `whenIdle`: work that can wait for an idle moment of the page (the late
 * parts' load after the first paint, a new deal's analysis).
 * @module
 */

/** Runs `f` when the page is idle (or after `fallbackMs` where idle callbacks do not exist). */
export function whenIdle(f: () => void, fallbackMs = 300): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(f, { timeout: 2000 });
  else setTimeout(f, fallbackMs);
}
