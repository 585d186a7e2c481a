/**
 * Whether a game can be seen: its element intersects the viewport (one
 * IntersectionObserver for the page; `display: none`, a `hidden` ancestor
 * or a lazy table not yet near the viewport count as off-screen) and the
 * page itself is not hidden (`document.visibilityState`). The solver pool
 * serves the games that can be seen first (see `solver-pool.ts`).
 *
 * An element counts as on screen until the observer's first report (it
 * comes within a frame of `watchOnScreen`), so that nothing waits on a
 * missing report.
 * @module
 */

/** What {@link watchOnScreen} gives back. */
export interface OnScreenWatch {
  /** True while the element intersects the viewport and the page is visible. */
  readonly shown: boolean;
  /** Stops watching (the element left the page). */
  stop(): void;
}

interface Watched {
  /** The observer's last report (true until the first one). */
  intersecting: boolean;
  /** Called when the element comes on screen, one per watcher. */
  readonly listeners: Set<() => void>;
}

const watched = new Map<Element, Watched>();
let observer: IntersectionObserver | null = null;

const pageHidden = (): boolean => typeof document !== 'undefined' && document.visibilityState === 'hidden';

function observed(entries: IntersectionObserverEntry[]): void {
  for (const e of entries) {
    const w = watched.get(e.target);
    if (!w || w.intersecting === e.isIntersecting) continue;
    w.intersecting = e.isIntersecting;
    if (w.intersecting && !pageHidden()) for (const f of w.listeners) f();
  }
}

function pageShown(): void {
  if (pageHidden()) return;
  for (const w of watched.values()) if (w.intersecting) for (const f of w.listeners) f();
}

/**
 * Watches whether `el` can be seen; `onShown` runs each time it comes on
 * screen (scrolled into view, shown again, the page visible again).
 */
export function watchOnScreen(el: Element, onShown: () => void): OnScreenWatch {
  if (typeof IntersectionObserver !== 'function') return { shown: !pageHidden(), stop: () => {} };
  if (!observer) {
    observer = new IntersectionObserver(observed);
    document.addEventListener('visibilitychange', pageShown);
  }
  let w = watched.get(el);
  if (!w) {
    w = { intersecting: true, listeners: new Set() };
    watched.set(el, w);
    observer.observe(el);
  }
  const entry = w;
  const listener = (): void => onShown();
  entry.listeners.add(listener);
  let stopped = false;
  return {
    get shown() {
      return !stopped && entry.intersecting && !pageHidden();
    },
    stop() {
      if (stopped) return;
      stopped = true;
      entry.listeners.delete(listener);
      if (entry.listeners.size > 0) return;
      watched.delete(el);
      observer?.unobserve(el);
      if (watched.size === 0) {
        observer?.disconnect();
        observer = null;
        document.removeEventListener('visibilitychange', pageShown);
      }
    },
  };
}
