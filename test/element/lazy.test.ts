/**
 * Lazy loading (issue 5): the solver script, the end-of-game dialogs and the
 * settings panel are not part of what the element needs at first paint. Each
 * test file runs in a fresh page, so nothing has loaded them before this
 * file's first test. And the panels register no tag of their own (issue 41):
 * only `<klondike-solitaire>` is in the page's registry.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { resetMouse } from '@web/test-runner-commands';
import { languages, stringsFor } from '../../src/element/i18n/index.js';
import { internalsOf } from '../../src/element/internals.js';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import { autoFinishDeal, cardNode, centre, drag, fanDeal, gameFixture, grip, pileNode, settle, sleep, deadDeal } from './helpers.js';

// Room for every module the dev server serves (the default 250 entries fill up, and later fetches go unrecorded).
performance.setResourceTimingBufferSize(10_000);
const fetched = (part: string): boolean => performance.getEntriesByType('resource').some((e) => e.name.includes(part));

/** Every tag defined from here on (the lazy chunks load after this module). */
const defined: string[] = [];
const define = customElements.define.bind(customElements);
customElements.define = (name: string, ctor: CustomElementConstructor, options?: ElementDefinitionOptions) => {
  defined.push(name);
  define(name, ctor, options);
};

/** The tags the status bar and the panels had before they became templates of the element. */
const FORMER_PANEL_TAGS = ['klondike-status-bar', 'klondike-results-dialog', 'klondike-stuck-dialog', 'klondike-results-extras', 'klondike-settings-panel'];

describe('<klondike-solitaire> lazy parts', () => {
  it('the dialogs and the solver script are not loaded with the element, and load on demand', async () => {
    expect(customElements.get('klondike-solitaire'), 'the element is defined').to.not.equal(undefined);
    expect(fetched('/panels/dialogs.'), 'dialogs fetched with the element').to.equal(false);
    expect(fetched('/panels/settings-panel.'), 'settings panel fetched with the element').to.equal(false);
    expect(fetched('/solver-script.'), 'solver script fetched with the element').to.equal(false);

    const el = await gameFixture({ attrs: 'finish=off' });
    // The dialogs load when the page is idle after first paint; the settings panel does not.
    await waitUntil(() => fetched('/panels/dialogs.'), 'the dialogs never loaded', { timeout: 5000 });
    expect(fetched('/panels/settings-panel.'), 'settings panel fetched before it opened').to.equal(false);

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

  it('after every panel has shown, the registry knows no klondike-* tag but klondike-solitaire', async () => {
    const el = await gameFixture({ deal: autoFinishDeal() });
    // The settings panel (S), opened and closed.
    pileNode(el, 'S').focus();
    await sendKeys({ press: 's' });
    await settle(el);
    expect(el.shadowRoot!.querySelector('[data-panel=settings]'), 'the settings panel shows').to.not.equal(null);
    expect(fetched('/panels/settings-panel.')).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await settle(el);
    // The run panel (Enter on a column of four face-up cards), then Escape.
    pileNode(el, '1').focus();
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(el.shadowRoot!.querySelector('.run-panel'), 'the run panel shows').to.not.equal(null);
    await sendKeys({ press: 'Escape' });
    await settle(el);
    // The results panel, with its extras.
    el.finish();
    await waitUntil(() => el.game.isWon(), 'Finish never won', { timeout: 5000 });
    await sleep(150);
    await settle(el);
    expect(el.shadowRoot!.querySelector('[data-panel=results] .extras'), 'the results panel and its extras show').to.not.equal(null);
    // The stuck panel.
    el.newGame(deadDeal());
    await settle(el);
    expect(el.shadowRoot!.querySelector('[data-panel=stuck]'), 'the stuck panel shows').to.not.equal(null);

    for (const tag of FORMER_PANEL_TAGS) expect(customElements.get(tag), tag).to.equal(undefined);
    expect(defined.filter((name) => name.startsWith('klondike-')), 'tags defined by the lazy parts').to.deep.equal([]);
    const tags = new Set<string>();
    const walk = (root: ParentNode) => {
      for (const n of root.querySelectorAll('*')) {
        if (n.localName.startsWith('klondike-') && n.localName !== 'klondike-solitaire') tags.add(n.localName);
        if (n.shadowRoot) walk(n.shadowRoot);
      }
    };
    walk(document);
    expect([...tags], 'klondike-* nodes in the shadow tree').to.deep.equal([]);
  });
});
