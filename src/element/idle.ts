/**
 * Waiting for the page to be idle.
 * - `whenIdle`: work that can wait for an idle moment, but not long (the
 *   late parts' load after the first paint, the analysis of a deal the
 *   player asked for): an idle callback with a 2 s deadline.
 * - `whenPageIdle`: work nobody asked for yet (the first deal's analysis,
 *   which starts a solver worker): it waits for an idle period with no frame
 *   to draw, however long the page stays busy; no deadline forces it into
 *   the page's load.
 * - `pageLoadOver`: the end of the page's load, once per page, for the work
 *   neither the first paint nor the first tap needs (the card art, the
 *   end-of-game dialogs): {@link LOAD_WINDOW_MS} after the first element's
 *   first paint, or earlier when the player reaches for a game
 *   (`endPageLoad`).
 * - `whenIdleAfter`: not before a given time, then at a long idle period
 *   (not between a flight's frames), with a 2 s deadline.
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

/**
 * How long after the element's first paint the page's load lasts, for the
 * work that waits for it (see `ElementWiring.afterFirstPaint`): the window
 * in which a slow phone is still busy with the page's own load and the
 * player's first taps, the one the load benchmarks count blocking time in
 * (`npm run bench:feel`).
 */
export const LOAD_WINDOW_MS = 5000;

/**
 * Runs `f` once `ms` have passed and then the page is idle for a while (a
 * long idle period, see {@link LONG_IDLE_MS}: not between the frames of a
 * tap's flight), or at the latest 2 s later (a page that is never idle
 * still gets it). Returns a function that cancels the wait.
 */
export function whenIdleAfter(ms: number, f: () => void): () => void {
  let handle = 0;
  const t = setTimeout(() => {
    if (typeof requestIdleCallback !== 'function') return f();
    const deadline = performance.now() + 2000;
    const ask = (): void => {
      handle = requestIdleCallback((idle) => (idle.didTimeout || idle.timeRemaining() >= LONG_IDLE_MS ? f() : ask()), { timeout: Math.max(1, deadline - performance.now()) });
    };
    ask();
  }, ms);
  return () => {
    clearTimeout(t);
    if (handle) cancelIdleCallback(handle);
  };
}

let loadOver: Promise<void> | undefined;
let endLoad = (): void => {};

/**
 * Resolves, once per page, when the page's load is over: when the page is
 * idle for a while ({@link whenIdleAfter}) {@link LOAD_WINDOW_MS} after the first call (the first element's first
 * paint), or at {@link endPageLoad}, whichever comes first. Every element
 * waits for the same end, so that the card art's faces (one for the page)
 * and each element's art styles arrive together.
 */
export function pageLoadOver(): Promise<void> {
  return (loadOver ??= new Promise<void>((resolve) => {
    endLoad = resolve;
    whenIdleAfter(LOAD_WINDOW_MS, resolve);
  }));
}

/** Ends the page's load now (the player reached for a game): see {@link pageLoadOver}. */
export function endPageLoad(): void {
  void pageLoadOver();
  endLoad();
}
