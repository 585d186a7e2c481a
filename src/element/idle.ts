/**
 * Waiting for the page to be idle.
 * - `whenIdle`: work that can wait for an idle moment, but not long (the
 *   late parts' load after the first paint, the analysis of a deal the
 *   player asked for): an idle callback with a 2 s deadline.
 * - `whenPageIdle`: work nobody asked for yet (the first deal's analysis,
 *   which starts a solver worker): it waits for an idle period with no frame
 *   to draw, however long the page stays busy; no deadline forces it into
 *   the page's load.
 * @module
 */

/** Runs `f` when the page is idle (or after `fallbackMs` where idle callbacks do not exist). */
export function whenIdle(f: () => void, fallbackMs = 300): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(f, { timeout: 2000 });
  else setTimeout(f, fallbackMs);
}

/**
 * An idle period at least this long (ms) means the page has nothing to draw:
 * browsers give up to 50 ms then, and less between the frames of a page that
 * loads or animates.
 */
const LONG_IDLE_MS = 40;

/**
 * Runs `f` once the page has been idle for a while (a long idle period, see
 * {@link LONG_IDLE_MS}), with no deadline; where idle callbacks do not exist,
 * after `fallbackMs`. Returns a function that cancels the wait.
 */
export function whenPageIdle(f: () => void, fallbackMs = 2000): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const t = setTimeout(f, fallbackMs);
    return () => clearTimeout(t);
  }
  let handle = 0;
  const ask = (): void => {
    handle = requestIdleCallback((deadline) => (deadline.timeRemaining() >= LONG_IDLE_MS ? f() : ask()));
  };
  ask();
  return () => cancelIdleCallback(handle);
}
