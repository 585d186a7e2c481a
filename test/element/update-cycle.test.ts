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
