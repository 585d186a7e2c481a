// The element's update cycle: no update is scheduled inside another (Lit's
// development-mode "change-in-update" notice stays on and never fires), and
// the first measure still renders the dealt table before the first paint.
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { captureWarnings, clickCard, easyDeal, landed, settle } from './helpers.js';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';

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
    // Every property write goes through Lit's requestUpdate(name, …): record those made inside willUpdate/update.
    const wrap = await fixture<HTMLDivElement>(html`<div style="width:640px"></div>`);
    const el = document.createElement('klondike-solitaire') as KlondikeSolitaire;
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
