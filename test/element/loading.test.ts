/**
 * Loading: `loading="lazy"` keeps the element's size at once and deals only
 * near the viewport; the README's CSS recipe keeps the page from jumping
 * while the element upgrades (layout shift measured with a
 * PerformanceObserver, in an iframe that loads the element after its first
 * paint, as a page whose script comes late).
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import '../../src/klondike-solitaire.js';
import { reach, settle } from './helpers.js';

const frames = (n: number) => new Promise<void>((r) => {
  const step = (k: number) => (k ? requestAnimationFrame(() => step(k - 1)) : r());
  step(n);
});
const cards = (el: KlondikeSolitaire) => el.shadowRoot!.querySelectorAll('[part~=card]').length;

/** The recipe of the README ("No layout shift"). */
const RECIPE = 'klondike-solitaire:not(:defined) { display: block; aspect-ratio: 1; max-height: min(100svh, 860px); }';

/** Loads the element into an iframe after its first paint; resolves with the layout shift summed meanwhile. */
async function shiftWhileUpgrading(css: string): Promise<number> {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width:800px;height:900px;border:0';
  const script = new URL('../../src/klondike-solitaire.js', import.meta.url).href;
  frame.srcdoc = `<!doctype html><html lang="en"><head><style>body{margin:0}${css}</style></head><body>
    <div style="width:640px"><klondike-solitaire code="KL1-D1N-AAAAAAG" style="--klondike-animation-ms:0ms"></klondike-solitaire></div>
    <p id="below">Text under the game.</p></body></html>`;
  document.body.append(frame);
  try {
    await new Promise((r) => frame.addEventListener('load', r, { once: true }));
    const win = frame.contentWindow as Window & typeof globalThis;
    let shift = 0;
    new win.PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
    await new Promise((r) => win.requestAnimationFrame(() => win.requestAnimationFrame(r)));
    await win.eval(`import(${JSON.stringify(script)})`);
    const el = win.document.querySelector('klondike-solitaire') as KlondikeSolitaire;
    await el.updateComplete;
    for (let i = 0; i < 6; i++) await new Promise((r) => win.requestAnimationFrame(r));
    expect(el.shadowRoot!.querySelectorAll('[part~=card]').length).to.equal(52);
    return shift;
  } finally {
    frame.remove();
  }
}

describe('loading', () => {
  it('loading="lazy": the size is reserved at once, the cards and the solver wait for the viewport', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div style="width:640px">
      <div style="height:${innerHeight + 1500}px"></div>
      <klondike-solitaire loading="lazy" code="KL1-D1N-AAAAAAG" style="--klondike-animation-ms:0ms"></klondike-solitaire>
    </div>`);
    const el = wrap.querySelector('klondike-solitaire')!;
    await settle(el);
    await frames(3);
    const height = el.getBoundingClientRect().height;
    expect(height, 'its size is there before the deal').to.be.greaterThan(400);
    expect(cards(el), 'no cards off-screen').to.equal(0);
    expect(el.game.code).to.equal('KL1-D1N-AAAAAAG');
    el.scrollIntoView();
    for (let i = 0; i < 30 && cards(el) < 52; i++) await frames(1);
    expect(cards(el), 'dealt once near the viewport').to.equal(52);
    expect(el.getBoundingClientRect().height, 'no change of size').to.be.closeTo(height, 1);
    // The solver starts once dealt (and reached for): this deal is proven, so Finish comes.
    await reach(el);
    for (let i = 0; i < 200 && !el.canFinish; i++) await new Promise((r) => setTimeout(r, 50));
    expect(el.canFinish).to.equal(true);
  });

  it('loading="eager" (the default) deals at once, off-screen too', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div style="width:640px">
      <div style="height:${innerHeight + 1500}px"></div>
      <klondike-solitaire style="--klondike-animation-ms:0ms"></klondike-solitaire>
    </div>`);
    const el = wrap.querySelector('klondike-solitaire')!;
    await el.updateComplete;
    expect(el.loading).to.equal('eager');
    expect(cards(el), 'dealt in the first update').to.equal(52);
  });

  it('no layout shift while the element upgrades, with the README recipe (and a jump without it)', async function () {
    this.timeout(30_000);
    const withRecipe = await shiftWhileUpgrading(RECIPE);
    const without = await shiftWhileUpgrading('');
    expect(withRecipe, 'layout shift with the recipe').to.be.lessThan(0.01);
    expect(without, 'layout shift without it').to.be.greaterThan(0.05);
  });
});
