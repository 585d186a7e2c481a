import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys, sendMouse } from '@web/test-runner-commands';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import { autoFinishDeal, gameFixture, settle, sleep } from './helpers.js';

const canvasOf = (el: KlondikeSolitaire) => el.shadowRoot!.querySelector<HTMLCanvasElement>('canvas.cascade');
const resultsShown = (el: KlondikeSolitaire) => !!el.shadowRoot!.querySelector('[data-panel=results]');

/** Waits (up to `ms`) for `ok`. */
async function until(ok: () => boolean, ms = 8000): Promise<boolean> {
  for (let t = 0; t < ms && !ok(); t += 20) await sleep(20);
  return ok();
}

/** A game one Finish from the win, animated (the cascade plays only when the table animates); the art is loaded. */
async function nearlyWon(attrs = ''): Promise<KlondikeSolitaire> {
  const el = await gameFixture({ deal: autoFinishDeal(), width: 640, attrs });
  el.style.setProperty('--klondike-animation-ms', '60ms');
  await settle(el);
  await until(() => !!el.shadowRoot!.querySelector('.court-art'));
  return el;
}

/** Records whether a cascade canvas ever appeared in `el`'s shadow root. */
function watchCanvas(el: KlondikeSolitaire): { seen: boolean } {
  const seen = { seen: false };
  new MutationObserver(() => (seen.seen ||= !!canvasOf(el))).observe(el.shadowRoot!, { childList: true });
  return seen;
}

describe('the win cascade', function () {
  this.timeout(30_000);

  it('plays on a win, drawing frames on one canvas over the table, then the results panel opens by itself', async () => {
    const el = await nearlyWon();
    await el.finish();
    expect(el.game.isWon()).to.equal(true);
    expect(await until(() => !!canvasOf(el)), 'the cascade starts').to.equal(true);
    expect(el.shadowRoot!.querySelectorAll('canvas').length).to.equal(1);
    expect(resultsShown(el), 'the results panel waits for the cascade').to.equal(false);
    const table = el.shadowRoot!.querySelector('.table')!.getBoundingClientRect();
    const c = canvasOf(el)!.getBoundingClientRect();
    expect([c.left, c.top, c.width, c.height].map(Math.round)).to.deep.equal([table.left, table.top, table.width, table.height].map(Math.round));
    expect(await until(() => resultsShown(el), 9000), 'the results panel opens after the cascade').to.equal(true);
    expect(await until(() => !canvasOf(el), 1000), 'the canvas is gone').to.equal(true);
  });

  it('a tap skips it: the canvas goes at once and the results panel opens', async () => {
    const el = await nearlyWon();
    await el.finish();
    expect(await until(() => !!canvasOf(el))).to.equal(true);
    const c = canvasOf(el)!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(c.left + c.width / 2), Math.round(c.top + c.height / 2)] });
    expect(canvasOf(el), 'skipped').to.equal(null);
    expect(await until(() => resultsShown(el), 1500), 'the results panel opens').to.equal(true);
  });

  it('a key skips it too', async () => {
    const el = await nearlyWon();
    await el.finish();
    expect(await until(() => !!canvasOf(el))).to.equal(true);
    el.shadowRoot!.querySelector<HTMLElement>('[part~=toolbar] button')!.focus(); // the cards are home, under the canvas
    expect(el.shadowRoot!.activeElement).to.exist;
    await sendKeys({ press: 'Escape' });
    expect(canvasOf(el), 'skipped').to.equal(null);
    expect(await until(() => resultsShown(el), 1500)).to.equal(true);
  });

  it('does not play under prefers-reduced-motion, nor with animation="off": the results panel comes as before', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const el = await nearlyWon();
      const seen = watchCanvas(el);
      await el.finish();
      expect(await until(() => resultsShown(el), 3000)).to.equal(true);
      expect(seen.seen, 'no cascade under reduced motion').to.equal(false);
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
    const el = await nearlyWon('animation=off');
    const seen = watchCanvas(el);
    await el.finish();
    expect(await until(() => resultsShown(el), 3000)).to.equal(true);
    expect(seen.seen, 'no cascade with animation="off"').to.equal(false);
  });

  it('a new game during the cascade ends it', async () => {
    const el = await nearlyWon();
    await el.finish();
    expect(await until(() => !!canvasOf(el))).to.equal(true);
    el.newGame();
    await settle(el);
    expect(canvasOf(el)).to.equal(null);
    expect(resultsShown(el)).to.equal(false);
  });
});
