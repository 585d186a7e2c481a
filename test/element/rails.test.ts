import { expect } from '@open-wc/testing';
import { resetMouse, sendKeys, setViewport } from '@web/test-runner-commands';
import { RAIL_PILE_IDS, usesRails } from '../../src/element/views/layout.js';
import { cardNode, clickPile, drag, fanDeal, gameFixture, grip, makeDeal, pileNode, settle, slotCentre , inner } from './helpers.js';

/** A wide, short table: a phone in landscape (the element's box, toolbar and status bar included). */
const WIDE = { width: 820, height: 330 };

describe('<klondike-solitaire> on a wide, short table (rails)', () => {
  before(async () => {
    await setViewport({ width: 1000, height: 700 });
  });
  afterEach(async () => {
    await resetMouse();
  });

  it('puts the stock and waste on a left rail and the foundations two by two on a right rail, the columns from the top', async () => {
    const el = await gameFixture({ deal: fanDeal(), ...WIDE });
    const L = inner(el).tableLayout!;
    expect(usesRails(L.width, L.height), 'rails at this size').to.equal(true);
    const s = L.slots;
    expect(s.S.x + s.S.w, 'stock left of column 1').to.be.below(s['1'].x);
    expect(s.W.x).to.equal(s.S.x);
    expect(s.W.y, 'waste under the stock').to.be.at.least(s.S.y + s.S.h);
    expect(s['1'].y, 'columns start at the top').to.equal(s.S.y);
    expect(s.Fs.x, 'foundations right of column 7').to.be.above(s['7'].x + s['7'].w);
    expect([s.Fh.y, s.Fd.x, s.Fc.y]).to.deep.equal([s.Fs.y, s.Fs.x, s.Fd.y]);
    expect(s.Fh.x).to.be.above(s.Fs.x);
    expect(s.Fd.y).to.be.above(s.Fs.y + s.Fs.h - 1);
    // Every slot inside the table, none overlapping another.
    const ids = Object.keys(s) as (keyof typeof s)[];
    for (const a of ids) {
      const r = s[a];
      expect(r.x >= 0 && r.y >= 0 && r.x + r.w <= L.width && r.y + r.h <= L.height, `${a} inside`).to.equal(true);
      for (const b of ids) {
        const q = s[b];
        if (a < b) expect(r.x + r.w <= q.x || q.x + q.w <= r.x || r.y + r.h <= q.y || q.y + q.h <= r.y, `${a} / ${b} apart`).to.equal(true);
      }
    }
  });

  it('makes the cards larger than the rows would at the same size', async () => {
    const el = await gameFixture({ deal: fanDeal(), ...WIDE });
    const railW = inner(el).tableLayout!.cardW;
    // The rows size cards for a top row and a dozen fanned cards in the height
    // (layout.ts: height less the padding, over 4.1 card heights).
    const rowsAtShort = (inner(el).tableLayout!.height - 2 * 11) / (1.4 * 4.1);
    expect(railW).to.be.at.least(rowsAtShort * 1.15);
    (el.parentElement as HTMLElement).style.height = '700px';
    await new Promise((r) => setTimeout(r, 50));
    await settle(el);
    expect(usesRails(inner(el).tableLayout!.width, inner(el).tableLayout!.height), 'rows on a taller table').to.equal(false);
    // A short desktop window: the rows already give pipped cards, so they stay.
    expect(usesRails(1240, 510)).to.equal(false);
    expect(usesRails(820, 240)).to.equal(true);
    expect(inner(el).tableLayout!.slots['1'].y).to.be.above(inner(el).tableLayout!.slots.S.y + inner(el).tableLayout!.cardH);
  });

  it('real input works on the rails: a drag to a lower foundation, a click on the stock, a drag from the waste', async () => {
    const el = await gameFixture({ deal: fanDeal(), ...WIDE });
    await drag(grip(el, 'As'), slotCentre(el, 'Fc'));
    await settle(el);
    expect(el.game.foundations[0], 'As went to its own foundation').to.deep.equal(['As']);
    await drag(grip(el, '8s'), grip(el, '9h'));
    await settle(el);
    expect(el.game.tableau[0].up).to.deep.equal(['9h', '8s']);
    const stock = el.game.stock.length;
    await clickPile(el, 'S');
    expect(el.game.stock.length, 'a click on the stock draws').to.equal(stock - 1);
    expect(cardNode(el, el.game.waste[el.game.waste.length - 1]).dataset.pile).to.equal('W');
  });

  it('draw 3: the waste fans downwards, each covered card showing its index; the top card plays', async () => {
    const deal = makeDeal({ columns: [['Kh'], ['-Qd', 'Qs'], [], [], [], [], []], stock: ['2c', '3c', 'Jh'] });
    const el = await gameFixture({ deal, ...WIDE, attrs: 'draw=3' });
    await clickPile(el, 'S');
    expect(el.game.waste.slice(-3)).to.deep.equal(['Jh', '3c', '2c']);
    const r = el.game.waste.slice(-3).map((c) => cardNode(el, c).getBoundingClientRect());
    expect(r[0].left).to.equal(r[1].left);
    expect(r[1].left).to.equal(r[2].left);
    const idx = inner(el).tableLayout!.cardH * 0.2;
    expect(r[1].top - r[0].top, 'a strip of the covered card shows').to.be.at.least(idx);
    expect(r[2].top - r[1].top).to.be.at.least(idx);
    expect(r[2].bottom, 'the fan stays on the table').to.be.at.most(inner(el).tableElement!.getBoundingClientRect().bottom);
    expect(pileNode(el, 'W')).to.exist;
    await drag(grip(el, '2c'), slotCentre(el, 'Fc'));
    await settle(el);
    expect(el.game.foundations[3]).to.deep.equal([]);
    expect(el.game.waste[el.game.waste.length - 1], 'an illegal drop changes nothing').to.equal('2c');
    await drag(grip(el, 'Jh'), grip(el, 'Qs'));
    await settle(el);
    expect(el.game.tableau[1].up, 'only the top card plays: Jh stays covered').to.deep.equal(['Qs']);
  });

  it('keyboard and focus follow the rails: reading order left to right, up and down within a rail', async () => {
    const el = await gameFixture({ deal: fanDeal(), ...WIDE });
    const slots = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.slot')].map((n) => n.dataset.pile);
    expect(slots, 'tab order = reading order').to.deep.equal([...RAIL_PILE_IDS]);
    const focused = () => (el.shadowRoot!.activeElement as HTMLElement | null)?.dataset.pile ?? null;
    const press = async (key: string) => {
      await sendKeys({ press: key });
      await settle(el);
      return focused();
    };
    pileNode(el, 'S').focus();
    expect(await press('ArrowDown')).to.equal('W');
    expect(await press('ArrowRight')).to.equal('1');
    expect(await press('ArrowUp'), 'nothing above a column').to.equal('1');
    expect(await press('ArrowLeft')).to.equal('W');
    expect(await press('ArrowUp')).to.equal('S');
    pileNode(el, '7').focus();
    expect(await press('ArrowRight')).to.equal('Fs');
    expect(await press('ArrowDown')).to.equal('Fd');
    expect(await press('ArrowRight')).to.equal('Fc');
    expect(await press('ArrowUp')).to.equal('Fh');
    // Enter on the waste then on column 1: the keyboard plays there too.
    pileNode(el, 'W').focus();
    await sendKeys({ press: 'Enter' });
    await settle(el);
    pileNode(el, '1').focus();
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(el.game.tableau[0].up).to.deep.equal(['9h', '8s']);
  });

  it('a wide element on a short screen puts the toolbar and the status on one row, and the table takes the room', async () => {
    await setViewport({ width: 900, height: 400 });
    try {
      const el = await gameFixture({ deal: fanDeal(), width: 860 });
      await new Promise((r) => setTimeout(r, 50));
      await settle(el);
      const root = el.shadowRoot!;
      const bar = root.querySelector<HTMLElement>('[part=toolbar]')!.getBoundingClientRect();
      const status = root.querySelector<HTMLElement>('[part=status]')!.getBoundingClientRect();
      const table = inner(el).tableElement!.getBoundingClientRect();
      expect(Math.abs(status.top - bar.top), 'one row').to.be.below(2);
      const buttons = [...root.querySelectorAll<HTMLElement>('[part=toolbar] > *')].map((b) => b.getBoundingClientRect());
      expect(status.left, 'status right of the buttons').to.be.at.least(Math.max(...buttons.map((b) => b.right)));
      expect(status.right).to.be.at.most(el.getBoundingClientRect().right + 1);
      expect(status.bottom, 'within the toolbar row').to.be.at.most(bar.bottom + 1);
      expect(table.top).to.be.closeTo(bar.bottom, 2);
      expect(el.getBoundingClientRect().height, 'the whole game on screen').to.be.at.most(400);
      expect(table.height, 'the room of the second bar goes to the table').to.be.at.least(400 - 60);
      expect(root.querySelector('[part=status]')!.textContent).to.match(/Score/);
      // Narrower: English still fits on one row; French with a Rules link does not, so the status stays under the table.
      (el.parentElement as HTMLElement).style.width = '680px';
      await new Promise((r) => setTimeout(r, 50));
      await settle(el);
      expect(Math.abs(root.querySelector('[part=status]')!.getBoundingClientRect().top - bar.top), 'English at 680 px: one row').to.be.below(2);
      el.setAttribute('lang', 'fr');
      el.setAttribute('rules-url', 'https://example.com/rules');
      await new Promise((r) => setTimeout(r, 100));
      await settle(el);
      await new Promise((r) => requestAnimationFrame(r));
      await settle(el);
      const tools = [...root.querySelectorAll<HTMLElement>('[part=toolbar] > *')].map((b) => b.getBoundingClientRect());
      const fr = root.querySelector<HTMLElement>('[part=status]')!.getBoundingClientRect();
      expect(fr.top, 'French + Rules at 680 px: the status under the table').to.be.at.least(inner(el).tableElement!.getBoundingClientRect().bottom - 1);
      expect(Math.max(...tools.map((b) => b.right))).to.be.at.most(el.getBoundingClientRect().right);
      el.removeAttribute('lang');
      el.removeAttribute('rules-url');
      (el.parentElement as HTMLElement).style.width = '860px';
      // A tall screen: the two bars again.
      await setViewport({ width: 900, height: 800 });
      await new Promise((r) => setTimeout(r, 50));
      await settle(el);
      const status2 = root.querySelector<HTMLElement>('[part=status]')!.getBoundingClientRect();
      expect(status2.top, 'status under the table').to.be.at.least(inner(el).tableElement!.getBoundingClientRect().bottom - 1);
    } finally {
      await setViewport({ width: 1000, height: 700 });
    }
  });
});
