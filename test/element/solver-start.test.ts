/**
 * The solver's first analysis stays out of the page's load: on a page that
 * is never idle (idle callbacks run only when a deadline forces them, as a
 * slow phone loading a page does), the first deal is not analysed, however
 * long the page stays busy, until the player reaches for the game; then it
 * starts at once. (The worker it starts costs a slow phone most of a second.)
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import { internalsOf } from '../../src/element/internals.js';
import { gameFixture, reach } from './helpers.js';

const wait = window.setTimeout.bind(window);
const sleep = (ms: number) => new Promise<void>((r) => wait(r, ms));

describe("the solver's first analysis", function () {
  this.timeout(20_000);

  it('waits for an idle page with no deadline, and starts at once when the player reaches for the game', async () => {
    await sendMouse({ type: 'move', position: [innerWidth - 1, innerHeight - 1] }); // away from where the game comes
    const idle = window.requestIdleCallback;
    // A page that is never idle: an idle callback runs only when its deadline forces it.
    window.requestIdleCallback = ((f: IdleRequestCallback, opts?: IdleRequestOptions) =>
      opts?.timeout === undefined ? 0 : wait(() => f({ didTimeout: true, timeRemaining: () => 0 }), opts.timeout)) as typeof idle;
    try {
      const el = await gameFixture();
      expect(innerWidth - 1, 'the mouse is outside the game').to.be.greaterThan(el.getBoundingClientRect().right);
      const solver = internalsOf(el).parts.assist.solver;
      const asked: string[] = [];
      for (const kind of ['solve', 'stuck', 'hint'] as const) {
        const call = solver[kind].bind(solver) as (...a: unknown[]) => never;
        (solver as unknown as Record<string, unknown>)[kind] = (...a: unknown[]) => (asked.push(kind), call(...a));
      }
      await sleep(3000); // beyond the 2 s deadline of an idle callback
      expect(asked, 'no analysis while the page is busy and nobody reached for the game').to.deep.equal([]);
      await reach(el);
      await waitUntil(() => asked.length > 0, 'the analysis starts when the player reaches for the game', { timeout: 3000 });
      expect(asked[0]).to.equal('stuck');
    } finally {
      window.requestIdleCallback = idle;
    }
  });
});
