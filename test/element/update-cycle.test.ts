// The element's update cycle: no update is scheduled inside another (Lit's
// development-mode "change-in-update" notice stays on and never fires), and
// the first measure still renders the dealt table before the first paint.
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { captureWarnings, clickCard, easyDeal, landed, settle, sleep } from './helpers.js';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';

/**
 * Records the properties of `el` written during an update: every property
 * write goes through Lit's requestUpdate(name, …); those made inside
 * willUpdate/update are listed.
 */
function recordWrites(el: KlondikeSolitaire): string[] {
  const hooks = el as unknown as Record<'requestUpdate' | 'willUpdate' | 'update', (...args: unknown[]) => unknown>;
  const proto = Object.getPrototypeOf(el) as typeof hooks;
  let inUpdate = false;
  const written: string[] = [];
  for (const hook of ['willUpdate', 'update'] as const) {
    hooks[hook] = function (this: unknown, ...args: unknown[]) {
      inUpdate = true;
      try {
        return proto[hook].apply(this, args);
      } finally {
        inUpdate = false;
      }
    };
  }
  hooks.requestUpdate = function (this: unknown, ...args: unknown[]) {
    if (inUpdate && args[0] !== undefined) written.push(String(args[0]));
    return proto.requestUpdate.apply(this, args);
  };
  return written;
}

/** Waits until the element holds a proven deal (daily). */
async function dealt(el: KlondikeSolitaire, ms = 30_000): Promise<void> {
  await settle(el);
  for (const end = Date.now() + ms; el.waitingForDeal; ) {
    if (Date.now() > end) throw new Error('no deal in time');
    await sleep(25);
  }
  await settle(el);
}

describe('update cycle', () => {
  it('keeps Lit’s change-in-update notice on, and a game’s life never triggers it', async () => {
    const ctor = customElements.get('klondike-solitaire') as unknown as { enabledWarnings?: string[] };
    // Lit's development build lists its enabled notices; the element disables none.
    expect(ctor.enabledWarnings ?? ['change-in-update']).to.include('change-in-update');
    const warnings = await captureWarnings(async () => {
      const wrap = await fixture<HTMLDivElement>(html`<div style="width:640px"><klondike-solitaire draw="3"></klondike-solitaire></div>`);
      const el = wrap.querySelector('klondike-solitaire') as KlondikeSolitaire;
      await settle(el);
      el.newGame(easyDeal());
      await landed(el);
      await clickCard(el, 'Ah');
      await landed(el);
      el.setAttribute('draw', '1');
      el.scoring = 'vegas';
      el.undoLimit = 3;
      await settle(el);
      el.code = 'KL1-D3N-AAAAAAG';
      await settle(el);
      await setViewport({ width: 360, height: 700 });
      await settle(el);
      el.showSettings();
      await settle(el);
      await setViewport({ width: 800, height: 600 });
      await settle(el);
    });
    expect(warnings.filter((w) => w.includes('change-in-update'))).to.deep.equal([]);
  });

  it('writes no property during an update: a deal caused by an attribute only changes what the rule properties read', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div style="width:640px"></div>`);
    const el = document.createElement('klondike-solitaire') as KlondikeSolitaire;
    const written = recordWrites(el);
    el.setAttribute('code', 'KL1-D3N-AAAAAAG');
    wrap.append(el);
    await settle(el);
    expect(el.draw, 'the first deal, from a code').to.equal(3);
    el.setAttribute('code', 'KL1-D1V-AAAAAAH');
    await settle(el);
    expect([el.draw, el.scoring, el.code], 'a new code').to.deep.equal([1, 'vegas', 'KL1-D1V-AAAAAAH']);
    expect(el.getAttribute('code'), 'the page’s attribute as it set it').to.equal('KL1-D1V-AAAAAAH');
    el.draw = 3;
    el.undoLimit = 2;
    await settle(el);
    expect(el.game.options, 'new rules, the same deal').to.include({ draw: 3, scoring: 'vegas', undoLimit: 2 });
    expect(el.code).to.equal(el.game.code);
    await captureWarnings(async () => {
      el.setAttribute('code', 'KL1-XYZ');
      await settle(el);
    });
    expect(el.code, 'an invalid code: the game’s shows again').to.equal(el.game.code);
    expect(el.getAttribute('code')).to.equal(el.game.code);
    expect(written, 'properties written during an update').to.deep.equal([]);
  });

  it('writes no property during an update: the stored settings (persist) come back before the first one', async () => {
    const key = 'klondike-solitaire:update-cycle';
    localStorage.setItem(`${key}:settings`, JSON.stringify({ felt: 'blue', 'card-back': 'tartan', draw: '3', 'show-clock': 'off' }));
    try {
      const wrap = await fixture<HTMLDivElement>(html`<div style="width:640px"></div>`);
      const el = document.createElement('klondike-solitaire') as KlondikeSolitaire;
      const written = recordWrites(el);
      el.setAttribute('persist', 'update-cycle');
      wrap.append(el);
      await settle(el);
      expect([el.felt, el.cardBack, el.showClock, el.draw, el.game.options.draw], 'restored on the first deal').to.deep.equal(['blue', 'tartan', false, 3, 3]);
      expect(el.getAttribute('felt'), 'written to the attribute, as the player chose it').to.equal('blue');
      expect(written, 'properties written during an update').to.deep.equal([]);

      // A public method called before the first update still restores first (a key of its own: the first element holds its key).
      localStorage.setItem(`${key}-early:settings`, JSON.stringify({ felt: 'wine', draw: '3' }));
      const early = document.createElement('klondike-solitaire') as KlondikeSolitaire;
      early.setAttribute('persist', 'update-cycle-early');
      expect(early.newGame()).to.equal(true);
      expect([early.felt, early.game.options.draw]).to.deep.equal(['wine', 3]);
    } finally {
      for (const k of [key, `${key}-early`]) {
        localStorage.removeItem(`${k}:settings`);
        localStorage.removeItem(k);
      }
    }
  });

  it('writes no property during an update: a code set on a daily element leaves daily mode, and the page’s daily shows again when it sets it', async function () {
    this.timeout(60_000);
    const date = '2026-03-02';
    const wrap = await fixture<HTMLDivElement>(html`<div style="width:640px"></div>`);
    const el = document.createElement('klondike-solitaire') as KlondikeSolitaire;
    const written = recordWrites(el);
    el.setAttribute('daily', date);
    wrap.append(el);
    await dealt(el);
    expect(el.dailyDate, 'the deal of the day').to.equal(date);
    el.setAttribute('code', 'KL1-D1V-AAAAAAH');
    await settle(el);
    expect(el.game.code, 'the code’s deal').to.equal('KL1-D1V-AAAAAAH');
    expect([el.daily, el.hasAttribute('daily'), el.dailyDate], 'daily mode left').to.deep.equal([null, false, null]);
    expect(written, 'properties written during an update').to.deep.equal([]);
    el.daily = date;
    expect(el.daily, 'the page’s value').to.equal(date);
    await settle(el);
    await dealt(el);
    expect(el.dailyDate, 'the deal of the day again').to.equal(date);
  });

  it('renders the dealt table in the task of its first update (before the first paint)', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div style="width:640px"></div>`);
    const el = document.createElement('klondike-solitaire') as KlondikeSolitaire;
    wrap.append(el);
    // No frame may pass: the cards must be placed by the end of the microtasks of this task.
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    const placed = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~=card]')].filter((c) => c.style.transform !== '');
    expect(placed.length).to.equal(52);
  });
});
