/**
 * Lazy loading (issue 5): the solver script and the end-of-game dialogs are
 * not part of what the element needs at first paint. Each test file runs in a
 * fresh page, so nothing has loaded them before this file's first test.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { resetMouse } from '@web/test-runner-commands';
import { languages, stringsFor } from '../../src/element/i18n/index.js';
import { internalsOf } from '../../src/element/internals.js';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import { cardNode, centre, drag, fanDeal, gameFixture, grip, settle } from './helpers.js';

const fetched = (part: string): boolean => performance.getEntriesByType('resource').some((e) => e.name.includes(part));

describe('<klondike-solitaire> lazy parts', () => {
  it('the dialogs and the solver script are not loaded with the element, and load on demand', async () => {
    expect(customElements.get('klondike-solitaire'), 'the element is defined').to.not.equal(undefined);
    expect(customElements.get('klondike-results-dialog'), 'dialogs defined with the element').to.equal(undefined);
    expect(fetched('/solver-script.'), 'solver script fetched with the element').to.equal(false);

    const el = await gameFixture({ attrs: 'finish=off' });
    // The dialogs load when the page is idle after first paint.
    await waitUntil(() => customElements.get('klondike-results-dialog') !== undefined, 'the dialogs never loaded', { timeout: 5000 });
    expect(customElements.get('klondike-stuck-dialog')).to.not.equal(undefined);

    // The solver script loads with the first request, and the request is answered.
    const h = await el.hint();
    expect(h.kind).to.be.oneOf(['winning', 'progress', 'none']);
    expect(fetched('/solver-script.'), 'solver script not fetched by the first request').to.equal(true);
    await settle(el);
  });

  it('French loads on first use, and a French element never shows English first', async () => {
    expect(languages()).to.include('fr');
    expect(stringsFor('fr'), 'French loaded with the element').to.equal(undefined);
    const el = document.createElement('klondike-solitaire');
    el.setAttribute('lang', 'fr');
    el.style.setProperty('--klondike-animation-ms', '0ms');
    const texts: string[] = [];
    const host = document.createElement('div');
    host.style.width = '600px';
    document.body.append(host);
    try {
      host.append(el);
      const seen = new MutationObserver((records) => {
        for (const r of records) for (const n of r.addedNodes) texts.push(n.textContent ?? '');
      });
      seen.observe(el.shadowRoot!, { childList: true, subtree: true, characterData: true });
      await el.updateComplete;
      await settle(el);
      seen.disconnect();
      expect(stringsFor('fr')).to.not.equal(undefined);
      const first = el.shadowRoot!.querySelector('[part=toolbar] button')!.textContent!.trim();
      expect(first).to.equal('Nouvelle donne');
      expect(texts.join(' ')).to.include('Nouvelle donne');
      expect(texts.join(' '), 'an English render before the French one').to.not.include('New deal');
    } finally {
      host.remove();
    }
  });

  it('a drag begun before the input parts arrive is not lost: the first press is handed to them', async () => {
    // Hold back the idle-time load, so the press itself is what brings the input parts.
    const idle = window.requestIdleCallback;
    window.requestIdleCallback = (() => 0) as typeof idle;
    try {
      const wrap = await fixture<HTMLDivElement>(html`<div style="width:640px"></div>`);
      const el = document.createElement('klondike-solitaire') as KlondikeSolitaire;
      el.style.setProperty('--klondike-animation-ms', '0ms');
      wrap.append(el);
      el.newGame(fanDeal());
      await waitUntil(() => el.shadowRoot?.querySelector('[part~=card][data-card="9h"]'), 'the table never painted');
      await new Promise((r) => requestAnimationFrame(r));
      expect(internalsOf(el).parts.drag, 'the drag part is here before any input').to.equal(undefined);
      expect(cardNode(el, 'Tc')).to.not.equal(null);
      // 9h (column 1) onto Tc (column 2), with a real mouse: press, move, release.
      await drag(grip(el, '9h'), centre(el, 'Tc'), { steps: 8 });
      await settle(el);
      expect(el.game.toJSON().moves, 'the first drag played').to.deep.equal(['1-2']);
    } finally {
      window.requestIdleCallback = idle;
      await resetMouse();
    }
  });
});
