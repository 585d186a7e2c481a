/**
 * What a hostile or careless page can do to the element, each a
 * reproduction that once broke it:
 * - language tags Intl rejects (the element's own, inherited from
 *   `<html lang>`, a registered language's `meta.locale`): one warning, the
 *   language's default locale, a status bar that renders, nothing thrown;
 * - stored settings named like `Object.prototype` members beside a saved
 *   game: ignored with a warning, the saved game shown;
 * - a polluted `Object.prototype` (`draw`, `card-back`): no effect at all;
 * - events the page dispatches on the element (`klondike-win`,
 *   `klondike-move`, `klondike-new-game`): the statistics and the saved game
 *   learn nothing from them;
 * - no `ResizeObserver` / `IntersectionObserver`: the element lays out
 *   (window resizes) and plays.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { registerLanguage, stringsEn } from '../../src/index.js';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import { captureWarnings, easyDeal, mount, settle, sleep, uncaught } from './helpers.js';

/** The status bar's text (empty when it did not render). */
function statusText(el: KlondikeSolitaire): string {
  const bar = el.shadowRoot!.querySelector('[part~=status]');
  const root = (bar as Element & { shadowRoot?: ShadowRoot | null })?.shadowRoot ?? bar;
  return root?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

function clearStorage(): void {
  for (const k of Object.keys(localStorage)) if (k.startsWith('klondike-solitaire')) localStorage.removeItem(k);
}

/** Wins the easy deal through move(). */
function winEasy(el: KlondikeSolitaire): void {
  el.newGame(easyDeal());
  for (let guard = 0; !el.game.isWon() && guard < 500; guard++) el.move(el.game.moves().find((m) => m.endsWith('-F')) ?? 'S');
  expect(el.game.isWon()).to.equal(true);
}

describe('a hostile page: language tags Intl rejects', () => {
  for (const [tag, scoring] of [
    ['de-a', 'normal'],
    ['de-de-de', 'normal'],
    ['pt-br-1', 'normal'],
    ['en-12', 'vegas'],
    ['fr-x', 'vegas'],
  ] as const) {
    it(`lang="${tag}" scoring=${scoring}: the language's default locale, one warning, the status bar renders, nothing thrown`, async () => {
      let el!: KlondikeSolitaire;
      const warnings: string[] = [];
      const errors = await uncaught(async () => {
        warnings.push(
          ...(await captureWarnings(async () => {
            el = await mount({ lang: tag, scoring });
            el.move('S');
            await settle(el);
            await sleep(1100); // a clock tick re-renders the status bar
          })),
        );
      });
      expect(errors).to.deep.equal([]);
      const code = tag.split('-')[0];
      const defaults: Record<string, string> = { de: 'de-DE', pt: 'pt-BR', en: 'en-US', fr: 'fr-FR' };
      expect(el.locale).to.equal(defaults[code]);
      expect(warnings.filter((w) => w.includes(tag))).to.have.length(1);
      expect(statusText(el)).to.match(/\d/);
      if (scoring === 'vegas') expect(statusText(el)).to.include('$');
    });
  }

  it('<html lang="de-de-de"> inherited: the same', async () => {
    const before = document.documentElement.getAttribute('lang');
    document.documentElement.setAttribute('lang', 'de-de-de');
    try {
      let el!: KlondikeSolitaire;
      const errors = await uncaught(async () => {
        el = await mount({ scoring: 'vegas' });
        el.move('S');
        await settle(el);
      });
      expect(errors).to.deep.equal([]);
      expect(el.locale).to.equal('de-DE');
      expect(statusText(el)).to.include('$');
    } finally {
      if (before === null) document.documentElement.removeAttribute('lang');
      else document.documentElement.setAttribute('lang', before);
    }
  });

  it("registerLanguage('sv', { 'meta.locale': 'sv_SE!!' }): one warning, the locale 'sv', the status bar renders", async () => {
    let el!: KlondikeSolitaire;
    const warnings = await captureWarnings(() => registerLanguage('sv', { ...stringsEn, 'meta.locale': 'sv_SE!!', 'status.moves': 'Drag' }));
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.include('sv_SE!!');
    const errors = await uncaught(async () => {
      el = await mount({ lang: 'sv', scoring: 'vegas' });
      el.move('S');
      await settle(el);
    });
    expect(errors).to.deep.equal([]);
    expect(el.locale).to.equal('sv');
    expect(statusText(el)).to.include('Drag');
  });
});

describe('a hostile page: stored settings named like prototype members', () => {
  beforeEach(clearStorage);
  afterEach(clearStorage);

  for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
    it(`"${name}" beside a saved game under persist="p": ignored with a warning, the saved game shown`, async () => {
      const first = await mount({ persist: 'p' });
      first.newGame('KL1-D1N-AAAAAAG');
      first.move('S');
      first.move('S');
      const history = first.game.history;
      first.remove(); // saves at once
      localStorage.setItem('klondike-solitaire:p:settings', `{"card-back":"tartan",${JSON.stringify(name)}:"x","felt":"wine"}`);
      let el!: KlondikeSolitaire;
      let warnings: string[] = [];
      const errors = await uncaught(async () => {
        warnings = await captureWarnings(async () => {
          el = await mount({ persist: 'p' });
        });
      });
      expect(errors).to.deep.equal([]);
      expect(el.shadowRoot!.querySelectorAll('[part~=card]').length).to.equal(52);
      expect(el.game.code).to.equal('KL1-D1N-AAAAAAG');
      expect(el.game.history).to.deep.equal(history);
      expect(el.getAttribute('card-back')).to.equal('tartan');
      expect(el.getAttribute('felt')).to.equal('wine');
      expect(warnings.filter((w) => w.includes(name))).to.have.length(1);
    });
  }
});

describe('a hostile page: a polluted Object.prototype', () => {
  const proto = Object.prototype as Record<string, unknown>;
  afterEach(() => {
    delete proto.draw;
    delete proto['card-back'];
    delete proto.scoring;
    delete proto.code;
  });

  it('Object.prototype.draw = "3" before the element is created: it plays draw 1 (with persist and without)', async () => {
    proto.draw = '3';
    const els: KlondikeSolitaire[] = [];
    const errors = await uncaught(async () => {
      els.push(await mount({ persist: 'polluted-draw' }));
      els.push(await mount());
      els.push(await mount({ code: 'KL1-D1N-AAAAAAG' }));
    });
    delete proto.draw;
    clearStorage();
    expect(errors).to.deep.equal([]);
    for (const el of els) {
      expect(el.game.options.draw).to.equal(1);
      expect(el.draw).to.equal(1);
    }
  });

  it('Object.prototype["card-back"] = "x": no warning about an attribute nobody set', async () => {
    proto['card-back'] = 'x';
    let el!: KlondikeSolitaire;
    const warnings = await captureWarnings(async () => {
      el = await mount({ persist: 'polluted' });
      el.move('S');
      await settle(el);
    });
    delete proto['card-back'];
    clearStorage();
    expect(warnings).to.deep.equal([]);
    expect(el.cardBack).to.equal('classic');
    expect(el.getAttribute('card-back')).to.not.equal('x');
  });
});

describe('a hostile page: forged events', () => {
  beforeEach(clearStorage);
  afterEach(clearStorage);

  it('a klondike-win dispatched by the page counts nothing in el.stats', async () => {
    const el = await mount({ stats: 'forged' });
    el.move('S'); // played
    const detail = { score: 9999, scoreText: '9999', moves: 1, passes: 0, timeMs: 1, code: el.game.code, assisted: false };
    el.dispatchEvent(new CustomEvent('klondike-win', { bubbles: true, composed: true, detail }));
    el.dispatchEvent(new CustomEvent('klondike-new-game', { bubbles: true, composed: true, detail: { code: null, options: el.game.options } }));
    expect(el.stats!.draw1).to.include({ played: 1, won: 0, bestScore: null });
    // A real win still counts.
    winEasy(el);
    expect(el.stats!.draw1).to.include({ won: 1 });
  });

  it('a forged klondike-win does not remove the saved game', async () => {
    const el = await mount({ persist: 'forged' });
    el.newGame('KL1-D1N-AAAAAAG');
    el.move('S');
    el.remove();
    expect(localStorage.getItem('klondike-solitaire:forged')).to.be.a('string');
    const again = await mount({ persist: 'forged' });
    const detail = { score: 1, scoreText: '1', moves: 1, passes: 0, timeMs: 1, code: again.game.code, assisted: false };
    again.dispatchEvent(new CustomEvent('klondike-win', { bubbles: true, composed: true, detail }));
    again.remove();
    expect(JSON.parse(localStorage.getItem('klondike-solitaire:forged')!).game.moves).to.deep.equal(['S']);
  });
});

describe('a page without ResizeObserver or IntersectionObserver', () => {
  it('lays out with window resizes, treats itself as in view, and plays', async () => {
    const w = window as unknown as Record<string, unknown>;
    const saved = { ResizeObserver: w.ResizeObserver, IntersectionObserver: w.IntersectionObserver };
    delete w.ResizeObserver;
    delete w.IntersectionObserver;
    try {
      let el!: KlondikeSolitaire;
      const errors = await uncaught(async () => {
        const wrap = await fixture<HTMLDivElement>(html`<div style="width:500px"></div>`);
        el = document.createElement('klondike-solitaire');
        el.style.setProperty('--klondike-animation-ms', '0ms');
        wrap.append(el);
        await settle(el);
        el.newGame('KL1-D1N-AAAAAAG');
        await settle(el);
        expect(el.move('S')).to.equal(true);
        await settle(el);
        const before = el.shadowRoot!.querySelector<HTMLElement>('[part~=card]')!.getBoundingClientRect().width;
        expect(before).to.be.greaterThan(0);
        wrap.style.width = '800px';
        dispatchEvent(new Event('resize'));
        await sleep(100);
        await settle(el);
        const after = el.shadowRoot!.querySelector<HTMLElement>('[part~=card]')!.getBoundingClientRect().width;
        expect(after).to.be.greaterThan(before);
        // A lazy table (loading="lazy") has nothing to wait for: treated as in view, it deals.
        const lazy = document.createElement('klondike-solitaire');
        lazy.setAttribute('loading', 'lazy');
        wrap.append(lazy);
        await settle(lazy);
        await settle(lazy);
        expect(lazy.shadowRoot!.querySelector<HTMLElement>('[part~=card]')!.getBoundingClientRect().width).to.be.greaterThan(0);
        expect(lazy.move('S')).to.equal(true);
      });
      expect(errors).to.deep.equal([]);
    } finally {
      Object.assign(w, saved);
    }
  });
});
