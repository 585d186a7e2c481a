/**
 * The built-in languages besides English and French (issue 19): each one,
 * chosen by `lang`, loads its table on first use and renders the toolbar,
 * the status bar, the corner letters, the card names, the messages and the
 * numbers in that language.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand, setViewport } from '@web/test-runner-commands';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import { formatScore } from '../../src/element/i18n/format.js';
import { stringsFor } from '../../src/element/i18n/index.js';
import { cardNode, gameFixture, makeDeal, messageText, pileNode, settle } from './helpers.js';

// Column 1: Kh; 2: Qs; 3: Jd; 4: 5h; 5: 9d; 6: (Tc) As.
const DEAL = makeDeal({ columns: [['Kh'], ['Qs'], ['Jd'], ['5h'], ['9d'], ['-Tc', 'As']] });

const buttons = (el: KlondikeSolitaire) => [...el.shadowRoot!.querySelectorAll('[part=toolbar] button')].map((b) => b.getAttribute('aria-label') ?? b.textContent!.trim());
const statusBar = (el: KlondikeSolitaire) => el.shadowRoot!.querySelector('[part=status]')!;
const statusLabels = (el: KlondikeSolitaire) => [...statusBar(el).querySelectorAll('.label')].map((l) => l.textContent!.trim());
const statusValue = (el: KlondikeSolitaire, stat: string) => statusBar(el).querySelector(`[data-stat=${stat}] .value`)!.textContent!.trim();
const corners = (el: KlondikeSolitaire) => ['Kh', 'Qs', 'Jd', 'As'].map((c) => cardNode(el, c).querySelector('.idx-rank')!.textContent!.trim());

interface Expected {
  locale: string;
  buttons: string[];
  status: string[];
  /** The corners of Kh Qs Jd As. */
  corners: string[];
  /** The Vegas score at the start (-52 dollars), as the locale writes it. */
  vegas: string;
  /** 1250 points. */
  points: string;
  kingOfHearts: string;
  column6: string;
  /** 5h onto 9d, then Kh onto Qs. */
  refusals: [string, string];
}

const LANGUAGES: Record<string, Expected> = {
  de: {
    locale: 'de-DE',
    buttons: ['Neues Spiel', 'Rückgängig', 'Tipp', 'Abschließen', 'Einstellungen'],
    status: ['Punkte', 'Züge', 'Runden', 'Zeit'],
    corners: ['K', 'D', 'B', 'A'],
    vegas: '-52\u00a0$',
    points: '1.250',
    kingOfHearts: 'Herz-König',
    column6: 'Spalte 6, 1 verdeckte Karte, Pik-Ass',
    refusals: ['Auf Karo-9 passt nur eine 8 in Schwarz.', 'Auf Pik-Dame passt nur ein Bube in Rot.'],
  },
  es: {
    locale: 'es-ES',
    buttons: ['Nueva partida', 'Deshacer', 'Pista', 'Terminar', 'Ajustes'],
    status: ['Puntos', 'Movimientos', 'Pasadas', 'Tiempo'],
    corners: ['K', 'Q', 'J', 'A'],
    vegas: '-52\u00a0$',
    // Spanish groups from five digits on.
    points: '1250',
    kingOfHearts: 'Rey de corazones',
    column6: 'Columna 6, 1 carta boca abajo, as de picas',
    refusals: ['Sobre el 9 de diamantes solo va un 8 de color negro.', 'Sobre la reina de picas solo va una jota de color rojo.'],
  },
  it: {
    locale: 'it-IT',
    buttons: ['Nuova partita', 'Annulla', 'Aiuto', 'Completa', 'Impostazioni'],
    status: ['Punti', 'Mosse', 'Giri', 'Tempo'],
    corners: ['K', 'Q', 'J', 'A'],
    vegas: '-52\u00a0$',
    points: '1250',
    kingOfHearts: 'Re di cuori',
    column6: 'Colonna 6, 1 carta coperta, asso di picche',
    refusals: ['Sopra il 9 di quadri va solo un 8 di colore nero.', 'Sopra la donna di picche va solo un fante di colore rosso.'],
  },
  pt: {
    locale: 'pt-BR',
    buttons: ['Novo jogo', 'Desfazer', 'Dica', 'Concluir', 'Configurações'],
    status: ['Pontos', 'Jogadas', 'Rodadas', 'Tempo'],
    corners: ['K', 'Q', 'J', 'A'],
    vegas: '-$\u00a052',
    points: '1.250',
    kingOfHearts: 'Rei de copas',
    column6: 'Coluna 6, 1 carta virada para baixo, ás de espadas',
    refusals: ['Sobre o 9 de ouros só pode ir um 8 de cor preta.', 'Sobre a dama de espadas só pode ir um valete de cor vermelha.'],
  },
  nl: {
    locale: 'nl-NL',
    buttons: ['Nieuw spel', 'Terug', 'Hint', 'Afmaken', 'Instellingen'],
    status: ['Score', 'Zetten', 'Rondes', 'Tijd'],
    corners: ['H', 'V', 'B', 'A'],
    vegas: '$\u00a0-52',
    points: '1.250',
    kingOfHearts: 'Harten heer',
    column6: 'Kolom 6, 1 dichte kaart, schoppen aas',
    refusals: ['Op ruiten 9 past alleen een zwarte 8.', 'Op schoppen vrouw past alleen een rode boer.'],
  },
};

describe('<klondike-solitaire> in German, Spanish, Italian, Portuguese and Dutch', () => {
  for (const [code, want] of Object.entries(LANGUAGES)) {
    it(`lang="${code}": loads its table on first use; toolbar, status, corners, names, messages and numbers in ${want.locale}`, async () => {
      expect(stringsFor(code), `${code} loaded before any element spoke it`).to.equal(undefined);
      const el = await gameFixture({ deal: DEAL, attrs: `lang=${code}&scoring=vegas` });
      await el.updateComplete;
      expect(el.language).to.equal(code);
      expect(el.locale).to.equal(want.locale);
      expect(buttons(el)).to.deep.equal(want.buttons);
      expect(statusLabels(el)).to.deep.equal(want.status);
      expect(statusValue(el, 'score')).to.equal(want.vegas);
      expect(formatScore({ score: 1250, options: { scoring: 'normal' } }, el.locale)).to.equal(want.points);
      expect(corners(el)).to.deep.equal(want.corners);
      expect(getComputedStyle(cardNode(el, 'Kh').querySelector('.idx.br .idx-rank')!, '::before').content).to.equal(`"${want.corners[0]}"`);
      expect(cardNode(el, 'Kh').getAttribute('aria-label')).to.equal(want.kingOfHearts);
      expect(pileNode(el, '6').getAttribute('aria-label')).to.equal(want.column6);
      el.move('4-5');
      await settle(el);
      expect(messageText(el)).to.equal(want.refusals[0]);
      el.move('1-2');
      await settle(el);
      expect(messageText(el)).to.equal(want.refusals[1]);
    });
  }

  it('a region tag gets its language with its own number formats (pt-PT, de-AT)', async () => {
    const pt = await gameFixture({ deal: DEAL, attrs: 'lang=pt-PT&scoring=vegas' });
    await pt.updateComplete;
    expect([pt.language, pt.locale]).to.deep.equal(['pt', 'pt-PT']);
    expect(buttons(pt)[0]).to.equal('Novo jogo');
    expect(statusValue(pt, 'score')).to.equal('-52\u00a0$');
    const de = await gameFixture({ deal: DEAL, attrs: 'lang=de-AT' });
    expect([de.language, de.locale]).to.deep.equal(['de', 'de-AT']);
    expect(buttons(de)[0]).to.equal('Neues Spiel');
  });
});

describe('<klondike-solitaire> languages on a phone', () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

  for (const code of Object.keys(LANGUAGES)) {
    it(`screenshot: ${code} at 375×667, the toolbar on one row, no label cut`, async () => {
      await setViewport({ width: 375, height: 667 });
      const el = await gameFixture({ width: 375, height: 640, attrs: `lang=${code}&scoring=vegas&code=KL1-D1N-AAAAAAG` });
      await el.updateComplete;
      // Every toolbar button and status label fits: no text overflows its box.
      const boxes = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part=toolbar] button'), ...statusBar(el).querySelectorAll<HTMLElement>('.label')];
      for (const b of boxes.filter((b) => b.localName !== 'button')) expect(b.scrollWidth, `${code}: "${b.textContent!.trim()}" overflows`).to.be.at.most(b.clientWidth + 1);
      // A word shown on a button lies within it (a button may show its icon instead).
      for (const w of el.shadowRoot!.querySelectorAll<HTMLElement>('[part=toolbar] .long')) {
        if (getComputedStyle(w).visibility !== 'visible') continue;
        const [r, b] = [w.getBoundingClientRect(), w.closest('button, a')!.getBoundingClientRect()];
        expect(r.left >= b.left - 0.5 && r.right <= b.right + 0.5, `${code}: "${w.textContent!.trim()}" overflows its button`).to.equal(true);
      }
      // The four buttons on one row, as in English and French.
      const tops = boxes.slice(0, 4).map((b) => Math.round(b.getBoundingClientRect().top));
      expect(new Set(tops).size, `${code}: the toolbar wraps`).to.equal(1);
      await executeServerCommand('screenshot', { path: `lang-${code}-phone.png` });
    });
  }
});
