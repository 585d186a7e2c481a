import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse, sendKeys, setViewport } from '@web/test-runner-commands';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import { LEFT_RAIL_PILE_IDS } from '../../src/element/views/layout.js';
import { captureWarnings, cardNode, centre, clickPile, drag, dragCard, gameFixture, grip, inner, makeDeal, pileNode, record, settle, slotCentre } from './helpers.js';

/**
 * Column 1: 9h; 2: (3d) Tc; 3: Qd; 4: (4d) Jc Th 9c; 5: As; 6: (5d) 3c; 7: Js;
 * foundation: hearts A 2; the stock draws Kc, 8s, 3h first (3h on top of a draw 3).
 */
const DEAL = makeDeal({
  columns: [['9h'], ['-3d', 'Tc'], ['Qd'], ['-4d', 'Jc', 'Th', '9c'], ['As'], ['-5d', '3c'], ['Js']],
  foundations: [[], ['Ah', '2h']],
  stock: ['3h', '8s', 'Kc'],
});
/** A wide, short table: a phone in landscape (rails). */
const WIDE = { width: 820, height: 330 };

const rect = (el: KlondikeSolitaire, pile: string) => pileNode(el, pile).getBoundingClientRect();
const focused = (el: KlondikeSolitaire) => (el.shadowRoot!.activeElement as HTMLElement | null)?.dataset.pile ?? null;
async function press(el: KlondikeSolitaire, key: string): Promise<string | null> {
  await sendKeys({ press: key });
  await settle(el);
  return focused(el);
}
/** The left edge of the face-down stock cards (their pile's place), in viewport pixels. */
const stockLeft = (el: KlondikeSolitaire) => Math.min(...[...el.shadowRoot!.querySelectorAll<HTMLElement>('.card[data-pile=S]')].map((n) => n.getBoundingClientRect().left));

describe('<klondike-solitaire hand="left">', () => {
  before(async () => {
    await setViewport({ width: 1000, height: 900 });
  });
  afterEach(async () => {
    await resetMouse();
  });

  it('puts the stock above column 7, the waste above column 6 and the foundations above columns 1-4', async () => {
    const el = await gameFixture({ deal: DEAL, attrs: 'hand=left&draw=3' });
    expect(el.hand).to.equal('left');
    expect(el.getAttribute('hand')).to.equal('left');
    const near = (a: number, b: number, what: string) => expect(Math.abs(a - b), what).to.be.below(1.5);
    const x = (pile: string) => slotCentre(el, pile)[0];
    near(x('S'), x('7'), 'stock over column 7');
    near(x('W'), x('6'), 'waste over column 6');
    ['Fs', 'Fh', 'Fd', 'Fc'].forEach((f, i) => near(x(f), x(String(i + 1)), `${f} over column ${i + 1}`));
    expect(rect(el, 'S').bottom).to.be.below(rect(el, '7').top + 1);
    // The deal flies from the stock: its origin follows it.
    const table = inner(el).tableElement!;
    expect(parseFloat(table.style.getPropertyValue('--sx'))).to.be.closeTo(inner(el).tableLayout!.slots.S.x, 0.01);
    // Slots in reading order: the top row left to right, then the columns.
    const slots = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.slot')].map((n) => n.dataset.pile);
    expect(slots).to.deep.equal(['Fs', 'Fh', 'Fd', 'Fc', 'W', 'S', '1', '2', '3', '4', '5', '6', '7']);
  });

  it('a real click on the stock (on the right) draws three, fanned to the left with each index showing', async () => {
    const el = await gameFixture({ deal: DEAL, attrs: 'hand=left&draw=3' });
    const moves = record(el, 'klondike-move');
    await clickPile(el, 'S');
    expect(moves.map((e) => e.detail.move)).to.deep.equal(['S']);
    expect(el.game.waste).to.deep.equal(['Kc', '8s', '3h']);
    const [kc, s8, h3] = ['Kc', '8s', '3h'].map((c) => cardNode(el, c).getBoundingClientRect());
    expect(s8.left, 'the fan opens to the left').to.be.below(kc.left - 10);
    expect(h3.left).to.be.below(s8.left - 10);
    expect(kc.right, 'the bottom card in the waste slot').to.be.closeTo(rect(el, 'W').right, 1);
    // Clear of the foundations.
    expect(h3.left).to.be.above(rect(el, 'Fc').right);
    // The covered cards show their index in the strip the fan leaves them (their right side).
    for (const [card, over] of [['Kc', s8], ['8s', h3]] as const) {
      const idx = cardNode(el, card).querySelector('.idx.tl')!.getBoundingClientRect();
      expect(idx.left, `${card}'s index right of the card on it`).to.be.at.least(over.right - 0.5);
      expect(idx.right).to.be.at.most(cardNode(el, card).getBoundingClientRect().right);
    }
  });

  it('real drags play: the top waste card to its foundation (on the left), then the next one to a column', async () => {
    const el = await gameFixture({ deal: DEAL, attrs: 'hand=left&draw=3' });
    const moves = record(el, 'klondike-move');
    await clickPile(el, 'S');
    await dragCard(el, '3h', slotCentre(el, 'Fh'));
    expect(el.game.foundations[1]).to.deep.equal(['Ah', '2h', '3h']);
    await dragCard(el, '8s', centre(el, '9h'));
    expect(el.game.tableau[0].up).to.deep.equal(['9h', '8s']);
    await dragCard(el, 'As', slotCentre(el, 'Fs'));
    expect(el.game.foundations[0]).to.deep.equal(['As']);
    expect(moves.map((e) => [e.detail.move, e.detail.source])).to.deep.equal([
      ['S', 'tap'],
      ['W-F', 'drag'],
      ['W-1', 'drag'],
      ['5-F', 'drag'],
    ]);
  });

  it('the arrow keys go through the piles as the player sees them', async () => {
    const el = await gameFixture({ deal: DEAL, attrs: 'hand=left' });
    pileNode(el, 'Fs').focus();
    const seen: (string | null)[] = [];
    for (let i = 0; i < 13; i++) seen.push(await press(el, 'ArrowRight'));
    expect(seen).to.deep.equal(['Fh', 'Fd', 'Fc', 'W', 'S', '1', '2', '3', '4', '5', '6', '7', 'Fs']);
    expect(await press(el, 'ArrowLeft')).to.equal('7');
    expect(await press(el, 'ArrowUp'), 'column 7 up: the stock').to.equal('S');
    expect(await press(el, 'ArrowDown')).to.equal('7');
    expect(await press(el, 'ArrowLeft')).to.equal('6');
    expect(await press(el, 'ArrowUp'), 'column 6 up: the waste').to.equal('W');
    expect(await press(el, 'ArrowDown'), 'the waste down: column 6').to.equal('6');
    expect(await press(el, 'ArrowLeft')).to.equal('5');
    expect(await press(el, 'ArrowUp'), 'column 5 up: the waste, whose fan covers it').to.equal('W');
    pileNode(el, '1').focus();
    expect(await press(el, 'ArrowUp')).to.equal('Fs');
    expect(await press(el, 'ArrowRight')).to.equal('Fh');
    expect(await press(el, 'ArrowDown')).to.equal('2');
    // Space still draws.
    await press(el, 'Space');
    expect(el.game.waste).to.deep.equal(['Kc']);
  });

  it('switching hand mid-game keeps the game (no new deal, same moves and code) and moves the stock to the right', async () => {
    const el = await gameFixture({ deal: DEAL, attrs: 'draw=3' });
    await clickPile(el, 'S');
    await dragCard(el, '3h', slotCentre(el, 'Fh'));
    const before = { json: JSON.stringify(el.game.toJSON()), code: el.code, record: el.record, moves: el.game.stats.moves, score: el.score };
    const events = record(el, 'klondike-new-game', 'klondike-move');
    const leftBefore = stockLeft(el);
    expect(rect(el, 'S').left).to.be.below(rect(el, '2').left);

    el.setAttribute('hand', 'left');
    await settle(el);
    expect(el.hand).to.equal('left');
    expect({ json: JSON.stringify(el.game.toJSON()), code: el.code, record: el.record, moves: el.game.stats.moves, score: el.score }).to.deep.equal(before);
    expect(events.length, 'no new deal, no move').to.equal(0);
    expect(slotCentre(el, 'S')[0], 'stock over column 7').to.be.closeTo(slotCentre(el, '7')[0], 1.5);
    expect(stockLeft(el), 'the stock cards moved with it').to.be.above(leftBefore + 300);
    expect(cardNode(el, '8s').getBoundingClientRect().left).to.be.below(cardNode(el, 'Kc').getBoundingClientRect().left);
    // It plays on from there with real input.
    await dragCard(el, '8s', centre(el, '9h'));
    expect(el.game.tableau[0].up).to.deep.equal(['9h', '8s']);

    el.hand = 'right';
    await settle(el);
    expect(el.getAttribute('hand')).to.equal('right');
    expect(rect(el, 'S').left).to.be.below(rect(el, '2').left);
    expect(el.game.stats.moves).to.equal(before.moves + 1);
  });

  it('with animation on, the cards glide to their new places (no still phase, a transform transition runs)', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div style="width:640px"><klondike-solitaire style="--klondike-animation-ms: 400ms" draw="3"></klondike-solitaire></div>`);
    const el = wrap.querySelector('klondike-solitaire')!;
    el.newGame(DEAL);
    await settle(el);
    await new Promise((r) => setTimeout(r, 600)); // the deal animation
    const moving = () => cardNode(el, 'Js').getAnimations().length + el.shadowRoot!.querySelectorAll('.card[data-pile=S]')[0].getAnimations().length;
    expect(moving()).to.equal(0);
    el.hand = 'left';
    await el.updateComplete;
    await new Promise((r) => requestAnimationFrame(r));
    expect(inner(el).tableElement!.classList.contains('still')).to.equal(false);
    expect(el.shadowRoot!.querySelectorAll('.card[data-pile=S]')[0].getAnimations().length, 'the stock glides').to.be.above(0);
    expect(cardNode(el, 'Js').getAnimations().length, 'the columns stay').to.equal(0);
  });

  it('an invalid value warns once and gives right; values are normalised', async () => {
    const el = await gameFixture({ deal: DEAL });
    const warnings = await captureWarnings(async () => {
      el.setAttribute('hand', 'sideways');
      await settle(el);
    });
    expect(warnings.length).to.equal(1);
    expect(warnings[0]).to.contain('hand="sideways"');
    expect(el.hand).to.equal('right');
    expect(el.getAttribute('hand')).to.equal('right');
    el.setAttribute('hand', ' LEFT ');
    await settle(el);
    expect([el.hand, el.getAttribute('hand')]).to.deep.equal(['left', 'left']);
    expect(inner(el).tableLayout!.hand).to.equal('left');
  });

  it('on rails: the stock rail on the right, the foundations rail on the left; real input and arrow keys follow', async () => {
    const el = await gameFixture({ deal: DEAL, ...WIDE, attrs: 'hand=left' });
    const L = inner(el).tableLayout!;
    expect(L.rails).to.equal(true);
    expect(rect(el, 'S').left, 'stock right of column 7').to.be.above(rect(el, '7').right);
    expect(rect(el, 'W').top).to.be.above(rect(el, 'S').bottom - 1);
    for (const f of ['Fs', 'Fh', 'Fd', 'Fc']) expect(rect(el, f).right, `${f} left of column 1`).to.be.below(rect(el, '1').left);
    expect(rect(el, 'Fs').left).to.be.below(rect(el, 'Fh').left);
    const slots = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.slot')].map((n) => n.dataset.pile);
    expect(slots).to.deep.equal([...LEFT_RAIL_PILE_IDS]);

    await clickPile(el, 'S');
    expect(el.game.waste).to.deep.equal(['Kc']);
    await drag(grip(el, 'As'), slotCentre(el, 'Fc'));
    await settle(el);
    expect(el.game.foundations[0], 'As to its own foundation').to.deep.equal(['As']);

    pileNode(el, 'Fs').focus();
    expect(await press(el, 'ArrowDown')).to.equal('Fd');
    expect(await press(el, 'ArrowRight')).to.equal('Fc');
    expect(await press(el, 'ArrowRight')).to.equal('1');
    expect(await press(el, 'ArrowUp'), 'nothing above a column').to.equal('1');
    pileNode(el, '7').focus();
    expect(await press(el, 'ArrowRight')).to.equal('S');
    expect(await press(el, 'ArrowDown')).to.equal('W');
    expect(await press(el, 'ArrowRight')).to.equal('Fs');
  });

  it('the run panel opens on the left of the column', async () => {
    const el = await gameFixture({ deal: DEAL, attrs: 'hand=left' });
    pileNode(el, '4').focus();
    await press(el, 'Enter');
    const panel = el.shadowRoot!.querySelector('.run-panel')!.getBoundingClientRect();
    expect(panel.right).to.be.at.most(rect(el, '4').left);
  });
});
