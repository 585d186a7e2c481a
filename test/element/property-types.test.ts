/**
 * Properties set by frameworks, with the types frameworks give: React 19
 * sets `daily={true}` (a bare `daily` in JSX) and `persist={true}` as
 * properties, Vue and Svelte pass attribute text (`"3"`, `"unlimited"`,
 * `"off"`) to properties. Each gets the documented meaning of the same
 * attribute, with no warning; a value of no meaning warns once and gives the
 * default. Nothing throws into the page, and the table is dealt.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { localDateOf } from '../../src/engine/index.js';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import { captureWarnings, settle, sleep } from './helpers.js';

/** A new element with `props` set as properties before it is connected (as React 19 does), mounted; page errors recorded. */
async function withProps(props: Record<string, unknown>): Promise<{ el: KlondikeSolitaire; errors: string[] }> {
  const errors: string[] = [];
  const onError = (e: ErrorEvent) => void errors.push(String(e.message));
  const onRejection = (e: PromiseRejectionEvent) => void errors.push(String(e.reason));
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  try {
    const wrap = await fixture<HTMLDivElement>(html`<div style="width:640px"></div>`);
    const el = document.createElement('klondike-solitaire');
    el.style.setProperty('--klondike-animation-ms', '0ms');
    Object.assign(el, props);
    wrap.append(el);
    await settle(el);
    await sleep(50);
    return { el, errors };
  } finally {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  }
}

/** Waits until a proven deal (daily, winnable) is on the table. */
async function dealt(el: KlondikeSolitaire): Promise<void> {
  for (const end = Date.now() + 30_000; el.waitingForDeal; await sleep(25)) {
    if (Date.now() > end) throw new Error('no deal in time');
  }
  await settle(el);
}

const cards = (el: KlondikeSolitaire) => el.shadowRoot!.querySelectorAll('[part~=card]').length;

describe('properties of other types (frameworks)', function () {
  this.timeout(60_000);

  it('daily={true} (React 19): the deal of the day, no error, a dealt table', async () => {
    let got!: { el: KlondikeSolitaire; errors: string[] };
    const warnings = await captureWarnings(async () => {
      got = await withProps({ daily: true });
      await dealt(got.el);
    });
    const { el, errors } = got;
    expect(errors).to.deep.equal([]);
    expect(warnings).to.deep.equal([]);
    expect(el.daily).to.equal('');
    expect(el.dailyDate).to.equal(localDateOf(new Date()));
    expect(cards(el)).to.equal(52);
    el.daily = false as never; // off again, as daily={false} does
    await settle(el);
    expect(el.daily).to.equal(null);
  });

  it('persist={true} (React 19): the default key, as a bare persist', async () => {
    const key = 'klondike-solitaire:default';
    localStorage.removeItem(key);
    try {
      const { el, errors } = await withProps({ persist: true });
      expect(errors).to.deep.equal([]);
      expect(el.persist).to.equal('');
      expect(el.move('S')).to.equal(true);
      await settle(el);
      await sleep(50);
      el.remove(); // saved at the latest when it leaves the page
      expect(localStorage.getItem(key), 'saved under the default key').to.be.a('string');
    } finally {
      localStorage.removeItem(key);
    }
  });

  it('attribute text given to properties (Vue, Svelte): the attribute meaning, no warning', async () => {
    let got!: { el: KlondikeSolitaire; errors: string[] };
    const warnings = await captureWarnings(async () => {
      got = await withProps({
        draw: '3',
        undoLimit: 'unlimited',
        passes: '3',
        soundVolume: '0.25',
        takeback: 'off',
        showClock: 'off',
        winnable: 'off',
        fourColour: 'on',
        largeIndex: '',
        statsKey: true,
        loading: 'eager',
      });
    });
    const { el, errors } = got;
    expect(errors).to.deep.equal([]);
    expect(warnings).to.deep.equal([]);
    expect([el.draw, el.undoLimit, el.passes, el.soundVolume, el.takeback, el.showClock]).to.deep.equal([3, Infinity, 3, 0.25, false, false]);
    expect([el.winnable, el.fourColour, el.largeIndex, el.statsKey]).to.deep.equal([false, true, true, '']);
    expect(el.game.options.draw).to.equal(3);
    expect(el.stats, 'stats on with the default key').to.not.equal(null);
    expect(cards(el)).to.equal(52);
  });

  it('finish="off", hint="off", stats="key" set as properties (React 19, Vue): the attribute meaning, the methods kept', async () => {
    // React 19 and Vue set a prop as a property when the element has one of
    // that name (`if (name in el) el[name] = value`); `finish` and `hint` are
    // also methods, `stats` a read-only property.
    const wrap = await fixture<HTMLDivElement>(html`<div style="width:640px"></div>`);
    const el = document.createElement('klondike-solitaire');
    el.style.setProperty('--klondike-animation-ms', '0ms');
    const props: Record<string, unknown> = { finish: 'off', hint: 'off', stats: 'mine' };
    const warnings = await captureWarnings(async () => {
      for (const [name, value] of Object.entries(props)) {
        expect(name in el, `${name} is a member`).to.equal(true);
        expect(() => ((el as unknown as Record<string, unknown>)[name] = value), `el.${name} = ${JSON.stringify(value)}`).to.not.throw();
      }
      wrap.append(el);
      await settle(el);
    });
    expect(warnings).to.deep.equal([]);
    expect([el.finishMode, el.hints, el.statsKey]).to.deep.equal(['off', false, 'mine']);
    expect(el.hasAttribute('finish') || el.hasAttribute('hint') || el.hasAttribute('stats'), 'no attribute written').to.equal(false);
    expect(el.shadowRoot!.querySelector('[data-action=hint]'), 'no Hint button').to.equal(null);
    expect(typeof el.finish).to.equal('function');
    expect(typeof el.hint).to.equal('function');
    expect(el.stats, 'the statistics, not the key').to.be.an('object');
    expect(await el.finish(), 'finish() still a method (nothing to finish on a fresh deal)').to.equal(false);
    // Removed props (React sets null), and the bare JSX spellings (true).
    Object.assign(el, { finish: null, hint: true, stats: null });
    await settle(el);
    expect([el.finishMode, el.hints, el.statsKey]).to.deep.equal(['solver', true, null]);
    expect(el.stats).to.equal(null);
    localStorage.removeItem('klondike-solitaire-stats:mine');
  });

  it('values of no meaning: one warning each, the default, nothing thrown', async () => {
    let got!: { el: KlondikeSolitaire; errors: string[] };
    const warnings = await captureWarnings(async () => {
      got = await withProps({ daily: { date: 'today' }, persist: [], rulesUrl: Symbol.iterator, settings: {}, lang: 12 });
    });
    const { el, errors } = got;
    expect(errors).to.deep.equal([]);
    expect([el.daily, el.persist, el.rulesUrl, el.settings, el.lang]).to.deep.equal([null, null, '', null, '12']);
    for (const attr of ['daily', 'persist', 'rules-url', 'settings']) {
      expect(warnings.filter((w) => w.includes(`${attr}=`)).length, `${attr}: one warning`).to.equal(1);
    }
    expect(cards(el)).to.equal(52);
  });

  it('a method called before the first update sees normal values (daily={true}, then newGame())', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div style="width:640px"></div>`);
    const el = document.createElement('klondike-solitaire');
    el.style.setProperty('--klondike-animation-ms', '0ms');
    (el as unknown as { persist: unknown }).persist = 7;
    wrap.append(el);
    expect(() => el.newGame('KL1-D1N-AAAAAAG')).to.not.throw();
    await settle(el);
    expect(el.persist).to.equal('7');
    expect(el.game.code).to.equal('KL1-D1N-AAAAAAG');
    localStorage.removeItem('klondike-solitaire:7');
  });
});
