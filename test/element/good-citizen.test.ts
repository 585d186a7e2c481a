/**
 * A good citizen in someone else's page: connecting `<klondike-solitaire>`
 * writes no attribute onto the page's markup (no `code`, `theme`, `felt`,
 * `takeback`…), playing and script-set properties write none either, and an
 * attribute the page wrote stays as written. The look the options give is
 * still applied (the styles key on the shadow frame, not on the host).
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import { settle } from './helpers.js';

const frameOf = (el: KlondikeSolitaire) => el.shadowRoot!.querySelector<HTMLElement>('.frame')!;

describe('the page markup is the page\'s', function () {
  this.timeout(30_000);

  it('a bare element: its outerHTML is untouched after connecting, dealing, playing and script-set properties', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div style="width:640px"><klondike-solitaire></klondike-solitaire></div>`);
    const el = wrap.querySelector('klondike-solitaire')!;
    const markup = '<klondike-solitaire></klondike-solitaire>';
    await settle(el);
    await el.hint(); // loads the late parts (input, solver client)
    expect(el.outerHTML).to.equal(markup);
    expect(el.game.code).to.match(/^KL1-/); // a random deal, its code not written on the page
    expect(el.move('S')).to.equal(true);
    expect(el.newGame('KL1-D3V-AAAAAAG')).to.equal(true);
    await settle(el);
    Object.assign(el, { theme: 'dark', felt: 'wine', fourColour: true, largeIndex: true, animation: 'off', cardBack: 'tartan', takeback: false });
    await settle(el);
    expect(el.outerHTML, 'nothing written on the host').to.equal(markup);
    // ... and the look follows the properties all the same.
    const frame = frameOf(el);
    expect(getComputedStyle(frame).colorScheme).to.equal('dark');
    expect(frame.dataset.felt).to.equal('wine');
    expect(frame.classList.contains('four-colour')).to.equal(true);
    expect(getComputedStyle(frame).getPropertyValue('--_anim').trim()).to.equal('0ms');
  });

  it('attributes the page wrote stay as written, in its own spelling', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div style="width:640px">
      <klondike-solitaire draw="3" scoring="vegas" takeback="false" four-colour="on" theme="dark" felt="wine" undo-limit="unlimited" hint="off"></klondike-solitaire>
    </div>`);
    const el = wrap.querySelector('klondike-solitaire')!;
    const before = el.outerHTML;
    await settle(el);
    expect(el.move('S')).to.equal(true);
    await settle(el);
    expect(el.outerHTML).to.equal(before);
    expect([el.draw, el.scoring, el.takeback, el.fourColour, el.undoLimit, el.hints]).to.deep.equal([3, 'vegas', false, true, Infinity, false]);
    expect(getComputedStyle(frameOf(el)).colorScheme).to.equal('dark');
  });

  it('an attribute the page wrote follows its property when the element changes it (code on New deal, daily on newGame)', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div style="width:640px"><klondike-solitaire code="KL1-D1N-AAAAAAG"></klondike-solitaire></div>`);
    const el = wrap.querySelector('klondike-solitaire')!;
    await settle(el);
    expect(el.getAttribute('code')).to.equal('KL1-D1N-AAAAAAG');
    expect(el.newGame('KL1-D1N-AAAAAAH')).to.equal(true);
    await settle(el);
    expect(el.getAttribute('code')).to.equal('KL1-D1N-AAAAAAH');
    expect(el.getAttributeNames()).to.deep.equal(['code']);
  });
});
