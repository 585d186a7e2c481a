import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import { CARD_BACKS, FELTS } from '../../src/element/index.js';
import { captureWarnings, cardNode, easyDeal, gameFixture, settle } from './helpers.js';

/** What a hidden card's back paints (the face-down card's own background): its colour and pattern, as the browser computed them. */
function backLook(el: KlondikeSolitaire): string {
  const card = el.shadowRoot!.querySelector<HTMLElement>('[part~=card].down');
  if (!card) throw new Error('no face-down card on the table');
  const s = getComputedStyle(card);
  return `${s.backgroundColor} ${s.backgroundImage}`;
}

/** The felt's painted background. */
const feltLook = (el: KlondikeSolitaire): string => getComputedStyle(el.shadowRoot!.querySelector('.frame')!).backgroundImage;

/** The rendered top-left corner index of a face-up card: the rank's font size and the index's box. */
function cornerIndex(el: KlondikeSolitaire, card: string): { font: number; width: number; height: number } {
  const rank = cardNode(el, card).querySelector<HTMLElement>('.idx.tl .idx-rank')!;
  const box = cardNode(el, card).querySelector<HTMLElement>('.idx.tl')!.getBoundingClientRect();
  return { font: parseFloat(getComputedStyle(rank).fontSize), width: box.width, height: box.height };
}

describe('card art', () => {
  it('paints each card back differently from the classic default, and keeps the page\'s card-back attribute true', async () => {
    const el = await gameFixture({ deal: easyDeal() });
    expect(el.cardBack).to.equal('classic');
    const classic = backLook(el);
    expect(classic).to.contain('repeating-linear-gradient');
    const seen = new Set([classic]);
    for (const back of CARD_BACKS.filter((b) => b !== 'classic')) {
      el.setAttribute('card-back', back);
      await settle(el);
      expect(el.cardBack).to.equal(back);
      const look = backLook(el);
      expect(look, back).to.not.equal(classic);
      expect(look, back).to.not.contain('url(');
      seen.add(look);
    }
    expect(seen.size).to.equal(CARD_BACKS.length);
    el.cardBack = 'tartan';
    await settle(el);
    expect(el.shadowRoot!.querySelector<HTMLElement>('.frame')!.dataset.back).to.equal('tartan');
    expect(el.getAttribute('card-back'), "the page's attribute follows the property").to.equal('tartan');
  });

  it('changes the back and the felt live, keeping the game in progress', async () => {
    const el = await gameFixture({ deal: easyDeal() });
    el.move('S');
    await settle(el);
    const game = el.game;
    const code = el.code;
    const before = { back: backLook(el), felt: feltLook(el) };
    el.setAttribute('card-back', 'midnight');
    el.setAttribute('felt', 'wine');
    await settle(el);
    expect(el.game).to.equal(game);
    expect(el.code).to.equal(code);
    expect(el.game.history).to.deep.equal(['S']);
    expect(backLook(el)).to.not.equal(before.back);
    expect(feltLook(el)).to.not.equal(before.felt);
  });

  it('paints each felt differently; --klondike-felt still wins', async () => {
    const el = await gameFixture({ deal: easyDeal() });
    const looks = new Set<string>();
    for (const felt of FELTS) {
      el.setAttribute('felt', felt);
      await settle(el);
      looks.add(feltLook(el));
    }
    expect(looks.size).to.equal(FELTS.length);
    el.style.setProperty('--klondike-felt', 'rgb(1, 2, 3)');
    await settle(el);
    expect(feltLook(el)).to.contain('rgb(1, 2, 3)');
  });

  it('warns once for an unknown back or felt, falls back to the default and respells the attribute', async () => {
    const el = await gameFixture({ deal: easyDeal() });
    const classic = backLook(el);
    el.setAttribute('card-back', 'stripes');
    await settle(el);
    const warnings = await captureWarnings(async () => {
      el.setAttribute('card-back', 'paisley');
      el.setAttribute('felt', 'purple');
      await settle(el);
    });
    expect(warnings.filter((w) => w.includes('card-back="paisley"'))).to.have.length(1);
    expect(warnings.filter((w) => w.includes('felt="purple"'))).to.have.length(1);
    expect(warnings).to.have.length(2);
    expect(el.cardBack).to.equal('classic');
    expect(el.getAttribute('card-back')).to.equal('classic');
    expect(el.felt).to.equal('green');
    expect(el.getAttribute('felt')).to.equal('green');
    expect(backLook(el)).to.equal(classic);
    // A value set as a property is normalised too; a known one in another case is accepted.
    const more = await captureWarnings(async () => {
      (el as unknown as { cardBack: string }).cardBack = ' Crimson ';
      await settle(el);
    });
    expect(more).to.have.length(0);
    expect(el.cardBack).to.equal('crimson');
  });

  it('draws a host image given by --klondike-card-back-image over the pattern', async () => {
    const el = await gameFixture({ deal: easyDeal(), attrs: 'card-back=stripes' });
    el.style.setProperty('--klondike-card-back-image', 'linear-gradient(rgb(200, 10, 20), rgb(10, 20, 200))');
    await settle(el);
    const look = backLook(el);
    expect(look).to.contain('linear-gradient(rgb(200, 10, 20), rgb(10, 20, 200))');
    expect(look).to.not.contain('repeating-linear-gradient');
  });

  it('large-index makes the corner index bigger, on one line, on a 320 px table', async () => {
    const el = await gameFixture({ deal: easyDeal(), width: 320 });
    const face = el.game.tableau[6].up[0];
    const small = cornerIndex(el, face);
    el.largeIndex = true;
    await settle(el);
    expect(el.hasAttribute('large-index'), 'no attribute written').to.equal(false);
    const large = cornerIndex(el, face);
    expect(large.font).to.be.closeTo(small.font * 1.45, 0.5);
    expect(large.font).to.be.at.least(15); // readable on a phone's narrowest table
    expect(large.height).to.be.greaterThan(small.height);
    expect(large.width).to.be.greaterThan(small.width);
    // It still fits in the card's width.
    expect(large.width).to.be.lessThan(cardNode(el, face).getBoundingClientRect().width * 0.9);
  });

  it('large-index shows one big suit instead of pips on a wide table, clear of the index', async () => {
    await setViewport({ width: 1100, height: 1000 }); // tall enough for large cards (a short window narrows them)
    const el = await gameFixture({ deal: easyDeal(), width: 1000 });
    const face = el.game.tableau.map((c) => c.up[0]).find((c) => /^[2-9T]/.test(c))!;
    const shown = (sel: string) => getComputedStyle(cardNode(el, face).querySelector(sel)!).display !== 'none';
    expect(shown('.pips')).to.equal(true);
    el.setAttribute('large-index', '');
    await settle(el);
    expect(shown('.pips')).to.equal(false);
    expect(shown('.big')).to.equal(true);
    const idx = cardNode(el, face).querySelector('.idx.tl')!.getBoundingClientRect();
    const big = cardNode(el, face).querySelector('.big')!.getBoundingClientRect();
    expect(idx.bottom).to.be.lessThan(big.top);
    await setViewport({ width: 800, height: 600 });
  });

  it('draws all the pips of a number card as one path, so a face is a dozen elements, and lays them out', async () => {
    // The opening of this deal shows 5♠ 3♥ 3♣ 3♦ face up.
    await setViewport({ width: 1100, height: 1000 });
    const el = await gameFixture({ attrs: 'code=KL1-D1N-AAAAAAG', width: 1000 });
    const faces = el.game.tableau.flatMap((c) => c.up).filter((c) => /^[2-9T]/.test(c));
    expect(faces.length).to.be.greaterThan(2);
    for (const card of faces) {
      const node = cardNode(el, card);
      const pips = node.querySelector<SVGSVGElement>('svg.pips')!;
      const rank = card[0] === 'T' ? 10 : Number(card[0]);
      // One closed outline per pip (a club is four circles and a stem).
      const outlines = (pips.querySelector('path')!.getAttribute('d')!.match(/M/g) ?? []).length;
      expect(outlines, card).to.equal(rank * (card[1] === 'c' ? 5 : 1));
      expect(node.querySelector('.face')!.querySelectorAll('*').length, card).to.be.at.most(12);
      // The pips fill the middle of the card (a third of its width at most, less beside a large index: views/pip-field.ts) and stay inside it.
      const box = pips.getBoundingClientRect();
      const c = node.getBoundingClientRect();
      expect(box.width).to.be.at.most(c.width * 0.32 + 0.5);
      expect(box.width).to.be.at.least(c.width * 0.32 * 0.6 - 0.5);
      const drawn = pips.querySelector('path')!.getBoundingClientRect();
      expect(drawn.left).to.be.greaterThan(c.left);
      expect(drawn.right).to.be.lessThan(c.right);
      expect(drawn.top).to.be.greaterThan(c.top + c.height * 0.1);
      expect(drawn.bottom).to.be.lessThan(c.bottom - c.height * 0.1);
    }
    await setViewport({ width: 800, height: 600 });
  });
});
