import { expect, fixture, html } from '@open-wc/testing';
import { executeServerCommand, setViewport } from '@web/test-runner-commands';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import { en } from '../../src/element/i18n/en.js';
import { fr } from '../../src/element/i18n/fr.js';
import { languages, pickLanguage, registerLanguage } from '../../src/element/i18n/index.js';
import { formatClock, formatScore } from '../../src/element/i18n/format.js';
import { cardNode, gameFixture, makeDeal, messageText, pileNode, settle } from './helpers.js';

// Column 1: Kh; 2: Qs; 3: Jd; 4: 5h; 5: 9d; 6: (Tc) As.
const DEAL = makeDeal({ columns: [['Kh'], ['Qs'], ['Jd'], ['5h'], ['9d'], ['-Tc', 'As']] });

const buttons = (el: KlondikeSolitaire) => [...el.shadowRoot!.querySelectorAll('[part=toolbar] button')].map((b) => b.getAttribute('aria-label') ?? b.textContent!.trim());
const statusLabels = (el: KlondikeSolitaire) =>
  [...el.shadowRoot!.querySelector('[part=status]')!.querySelectorAll('.label')].map((l) => l.textContent!.trim());
const corner = (el: KlondikeSolitaire, card: string) => cardNode(el, card).querySelector('.idx-rank')!.textContent!.trim();

async function statusSettled(el: KlondikeSolitaire): Promise<void> {
  await settle(el);
}

describe('<klondike-solitaire> languages', () => {
  it('English by default (no lang anywhere, an English browser)', async () => {
    const el = await gameFixture({ deal: DEAL });
    expect(el.language).to.equal('en');
    expect(buttons(el)).to.deep.equal(['New deal', 'Undo', 'Hint', 'Finish', 'Settings']);
    expect([corner(el, 'Kh'), corner(el, 'Qs'), corner(el, 'Jd'), corner(el, 'As')]).to.deep.equal(['K', 'Q', 'J', 'A']);
  });

  it('lang="fr": French strings, R D V on the faces, French names and messages', async () => {
    const el = await gameFixture({ deal: DEAL, attrs: 'lang=fr' });
    await statusSettled(el);
    expect(el.language).to.equal('fr');
    expect(buttons(el)).to.deep.equal(['Nouvelle donne', 'Annuler', 'Indice', 'Terminer', 'Réglages']);
    expect(statusLabels(el)).to.deep.equal(['Score', 'Coups', 'Tours', 'Temps']);
    expect([corner(el, 'Kh'), corner(el, 'Qs'), corner(el, 'Jd'), corner(el, 'As')]).to.deep.equal(['R', 'D', 'V', 'A']);
    // The upside-down corner's letter is drawn by CSS from data-rank (decoration: the top-left index is the card's text).
    expect(getComputedStyle(cardNode(el, 'Kh').querySelector('.idx.br .idx-rank')!, '::before').content).to.equal('"R"');
    expect(cardNode(el, 'Kh').getAttribute('aria-label')).to.equal('Roi de cœur');
    expect(cardNode(el, 'Qs').getAttribute('aria-label')).to.equal('Dame de pique');
    expect(pileNode(el, 'S').getAttribute('aria-label')).to.match(/^Pioche, \d+ cartes$/);
    expect(pileNode(el, '6').getAttribute('aria-label')).to.equal('Colonne 6, 1 carte cachée, as de pique');
    expect(el.shadowRoot!.querySelector('[part=table]')!.getAttribute('aria-label')).to.equal('Table de solitaire Klondike');
    el.move('4-5');
    await settle(el);
    expect(messageText(el)).to.equal('Sur le 9 de carreau, il faut un 8 de couleur noire.');
    el.move('1-2');
    await settle(el);
    expect(messageText(el)).to.equal('Sur la dame de pique, il faut un valet de couleur rouge.');
  });

  it('inherits lang from an ancestor (fr-CA → French, formatted for fr-CA)', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div lang="fr-CA" style="width:640px">
      <section><klondike-solitaire style="--klondike-animation-ms: 0ms"></klondike-solitaire></section>
    </div>`);
    const el = wrap.querySelector('klondike-solitaire')!;
    await settle(el);
    expect(el.language).to.equal('fr');
    expect(el.locale).to.equal('fr-CA');
    expect(buttons(el)[0]).to.equal('Nouvelle donne');
    expect(el.shadowRoot!.querySelector('.frame')!.getAttribute('lang')).to.equal('fr-CA');
  });

  it('switches live: the lang property, then an ancestor lang', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div style="width:640px">
      <klondike-solitaire style="--klondike-animation-ms: 0ms"></klondike-solitaire>
    </div>`);
    const el = wrap.querySelector('klondike-solitaire')!;
    el.newGame(DEAL);
    await statusSettled(el);
    expect(buttons(el)[0]).to.equal('New deal');
    el.lang = 'fr';
    await statusSettled(el);
    expect(el.getAttribute('lang')).to.equal('fr');
    expect(buttons(el)[0]).to.equal('Nouvelle donne');
    expect(statusLabels(el)).to.contain('Coups');
    expect(corner(el, 'Kh')).to.equal('R');
    el.removeAttribute('lang');
    await statusSettled(el);
    expect(buttons(el)[0]).to.equal('New deal');
    expect(corner(el, 'Kh')).to.equal('K');
    wrap.setAttribute('lang', 'fr');
    await new Promise((r) => setTimeout(r, 0));
    await statusSettled(el);
    expect(buttons(el)[0]).to.equal('Nouvelle donne');
    expect(statusLabels(el)).to.contain('Temps');
    wrap.setAttribute('lang', 'en-GB');
    await new Promise((r) => setTimeout(r, 0));
    await statusSettled(el);
    expect(el.locale).to.equal('en-GB');
    expect(buttons(el)[0]).to.equal('New deal');
  });

  it('picks the first language with a table; a region falls back to its language', () => {
    expect(pickLanguage(['ja', 'fr-CA', 'en'])).to.deep.equal({ code: 'fr', locale: 'fr-CA' });
    expect(pickLanguage(['FR'])).to.deep.equal({ code: 'fr', locale: 'fr-FR' });
    expect(pickLanguage(['ja', 'zh-TW'])).to.deep.equal({ code: 'en', locale: 'en-US' });
    expect(pickLanguage(['sv', 'de_CH'])).to.deep.equal({ code: 'de', locale: 'de-CH' });
    expect(pickLanguage([])).to.deep.equal({ code: 'en', locale: 'en-US' });
  });

  it('formats scores and the clock with Intl', () => {
    const vegas = (score: number) => ({ score, options: { scoring: 'vegas' as const } });
    expect([208, 0, -52].map((s) => formatScore(vegas(s), 'en-US'))).to.deep.equal(['+$208', '$0', '-$52']);
    expect(formatScore(vegas(208), 'fr-FR')).to.match(/^\+208\s\$$/);
    expect(formatScore({ score: 1250, options: { scoring: 'normal' } }, 'fr-FR')).to.match(/^1\s250$/);
    expect(formatScore({ score: 1250, options: { scoring: 'normal' } }, 'en-US')).to.equal('1,250');
    expect(formatScore({ score: 0, options: { scoring: 'none' } }, 'en-US')).to.equal('');
    expect(formatClock(65_000, 'fr-FR')).to.equal('01:05');
    expect(formatClock(3_725_000, 'en-US')).to.equal('1:02:05');
  });

  it('French has every key, none empty, and keeps the placeholders English needs', () => {
    const holes = (s: string): string[] => [...(s.match(/\{\w+\}/g) ?? [])].sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(fr[key], key).to.be.a('string').and.not.equal('');
      // French may use the forms with articles (theTarget, aRank, theRank, theCard) or the lower-case suit.
      const extra = ['{theTarget}', '{aRank}', '{theRank}', '{theCard}', '{count}', '{suit}'];
      for (const h of holes(fr[key])) expect(holes(en[key]).concat(extra), `${key} ${h}`).to.contain(h);
    }
    expect(Object.keys(fr).sort()).to.deep.equal(Object.keys(en).sort());
  });

  it('a page can add a language at run time', async () => {
    registerLanguage('sv', { ...en, 'meta.locale': 'sv-SE', 'toolbar.new': 'Ny giv', 'letter.K': 'K', 'letter.Q': 'D', 'letter.J': 'Kn' });
    const el = await gameFixture({ deal: DEAL, attrs: 'lang=sv-FI' });
    expect(el.language).to.equal('sv');
    expect(el.locale).to.equal('sv-FI');
    expect(buttons(el)[0]).to.equal('Ny giv');
    expect(corner(el, 'Jd')).to.equal('Kn');
  });

  it('a table with a key missing, or a code that is no language, is refused with the reason; nothing is registered', () => {
    const { 'toolbar.undo': _undo, ...partial } = en;
    expect(() => registerLanguage('da', partial as typeof en)).to.throw(TypeError, /no string for 'toolbar\.undo'.*stringsEn/);
    expect(() => registerLanguage('da', null as unknown as typeof en)).to.throw(TypeError, /and \d+ more/);
    expect(() => registerLanguage('da-DK', en)).to.throw(TypeError, /primary language subtag/);
    expect(languages()).to.not.include('da');
  });

  it('screenshot: the French UI on a phone', async () => {
    await setViewport({ width: 375, height: 667 });
    const el = await gameFixture({ width: 375, height: 640, attrs: 'lang=fr&code=KL1-D1N-AAAAAAG' });
    for (const m of el.game.moves().filter((x) => x !== 'S').slice(0, 2)) el.move(m);
    el.move('S');
    el.move('9-9');
    await statusSettled(el);
    await executeServerCommand('screenshot', { path: 'fr-phone.png' });
  });
});
