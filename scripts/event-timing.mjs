// What bench:load and bench:click share: each tap as INP measures it
// (Event Timing, grouped by interactionId). Only interactions of 16 ms or
// more report entries (the API's floor); a shorter tap reports none.

/** Starts recording the page's interactions (call before the taps). */
export async function watchTaps(page) {
  await page.evaluate(() => {
    window.__taps = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.interactionId) window.__taps.push({ id: e.interactionId, duration: e.duration, handlers: e.processingEnd - e.processingStart });
    }).observe({ type: 'event', durationThreshold: 16 });
  });
}

/** The interactions recorded since `watchTaps`: input to next paint (`duration`) and the handlers' time of each, in ms. */
export async function readTaps(page) {
  const taps = new Map();
  for (const e of await page.evaluate(() => window.__taps)) {
    const t = taps.get(e.id) ?? { duration: 0, handlers: 0 };
    t.duration = Math.max(t.duration, e.duration);
    t.handlers += e.handlers;
    taps.set(e.id, t);
  }
  return [...taps.values()];
}
