/**
 * An idle game sleeps: after the quiet period without input, nobody playing
 * costs nothing. The clock stops (counting the quiet period, not the time
 * beyond it), nothing is scheduled any more (no timeout, interval, animation
 * frame or idle callback) and the shadow tree does not change; the next
 * press runs the clock again. The quiet period (60 s) is shortened through
 * the element's internals so the test does not wait a minute.
 */
import { expect } from '@open-wc/testing';
import { internalsOf } from '../../src/element/internals.js';
import { clickPile, easyDeal, gameFixture, landed } from './helpers.js';

const wait = window.setTimeout.bind(window);
const sleep = (ms: number) => new Promise<void>((r) => wait(r, ms));

/** Counts what the page schedules while `during` runs: timers, frames, idle callbacks, and changes to `root`. */
async function scheduledDuring(root: ShadowRoot, during: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const names = ['setTimeout', 'setInterval', 'requestAnimationFrame', 'requestIdleCallback'] as const;
  const w = window as unknown as Record<string, (...a: unknown[]) => unknown>;
  const saved = names.map((n) => w[n]);
  names.forEach((n, i) => {
    w[n] = (...a: unknown[]) => {
      seen.push(n);
      return saved[i].apply(window, a);
    };
  });
  const changes = new MutationObserver((records) => seen.push(...records.map((r) => `mutation ${r.type}`)));
  changes.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
  try {
    await during();
  } finally {
    names.forEach((n, i) => (w[n] = saved[i]));
    changes.disconnect();
  }
  return seen;
}

describe('an idle game sleeps', function () {
  this.timeout(20_000);

  it('after the quiet period the clock stops, nothing is scheduled, and the next press runs the clock again', async () => {
    const el = await gameFixture({ deal: easyDeal() });
    const clock = internalsOf(el).clock;
    clock.quietMs = 300;
    await clickPile(el, 'S'); // a real stock tap starts the clock
    await landed(el);
    expect(clock.running, 'the clock runs after a move').to.equal(true);
    const t0 = performance.now();
    while (clock.running && performance.now() - t0 < 5000) await sleep(50);
    expect(clock.sleeping, 'asleep after the quiet period').to.equal(true);
    expect(el.timeMs, 'the quiet period counts, the time beyond it does not').to.be.closeTo(300, 1);
    const shown = el.timeMs;
    const seen = await scheduledDuring(el.shadowRoot!, () => sleep(2500));
    expect(seen, 'nothing scheduled, nothing rendered while asleep').to.deep.equal([]);
    expect(el.timeMs, 'the clock stands still').to.equal(shown);
    await clickPile(el, '1'); // a press, not a move: the player is back
    expect(clock.running, 'the next press runs the clock again').to.equal(true);
    expect(clock.sleeping).to.equal(false);
  });
});
