/**
 * The focus of a keyboard player (issue 48): it never drops to the page's
 * `<body>` (a toolbar button that turns off under the player's key, Undo
 * after the last undo, keeps the focus, as the WAI-ARIA toolbar pattern
 * advises, and a press on it does nothing); the table is one Tab stop, the
 * pile the player was on last (roving tabindex, arrows inside); a pile
 * reached with the arrows is scrolled into view; Finish's accent, when
 * offered, is not a second focus ring.
 */
import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import { autoFinishDeal, gameFixture, makeDeal, off, pileNode, settle } from './helpers.js';

// Column 1: (Kd) As; 2: 5h; 3: (2c 3c) 7h 6s 5d; 4: empty. Hearts foundation A-2; waste 9c Qh.
const DEAL = makeDeal({
  columns: [['-Kd', 'As'], ['5h'], ['-2c', '-3c', '7h', '6s', '5d'], []],
  foundations: [[], ['Ah', '2h'], [], []],
  waste: ['9c', 'Qh'],
});

const toolbarButton = (el: KlondikeSolitaire, action: string) => el.shadowRoot!.querySelector<HTMLButtonElement>(`[part=toolbar] [data-action=${action}]`)!;
/** Whether the page's focus fell to <body> (a boolean: a failed assertion that prints a node stalls the page). */
const onBody = () => document.activeElement === document.body || document.activeElement === null;
const press = async (el: KlondikeSolitaire, key: string) => {
  await sendKeys({ press: key });
  await settle(el);
};

describe('<klondike-solitaire> keeps the focus', () => {
  it('Enter on Undo until nothing is left to undo: Undo keeps the focus, off, and a press on it does nothing', async () => {
    const el = await gameFixture({ deal: DEAL });
    el.move('1-F');
    el.move('S');
    await settle(el);
    const undo = toolbarButton(el, 'undo');
    undo.focus();
    await press(el, 'Enter');
    expect(el.game.history).to.deep.equal(['1-F']);
    expect(off(undo)).to.equal(false);
    await press(el, 'Enter');
    expect(el.game.history).to.deep.equal([]);
    expect(off(undo), 'Undo is off').to.equal(true);
    expect(onBody(), 'focus on <body>').to.equal(false);
    expect(el.shadowRoot!.activeElement === undo, 'Undo kept the focus').to.equal(true);
    // Pressed again: nothing happens, nothing throws, the focus stays.
    await press(el, 'Enter');
    await press(el, ' ');
    expect(el.game.history).to.deep.equal([]);
    expect(el.shadowRoot!.activeElement === undo).to.equal(true);
    // The keys still reach the game: Tab goes on along the toolbar, U is heard.
    await press(el, 'Tab');
    expect((el.shadowRoot!.activeElement as HTMLElement | null)?.dataset.action).to.equal('hint');
  });

  it('Finish, when offered, has no halo like the focus ring; focused, it has the ring', async () => {
    const el = await gameFixture({ deal: autoFinishDeal() });
    const finish = toolbarButton(el, 'finish');
    expect(off(finish)).to.equal(false);
    expect(getComputedStyle(finish).boxShadow).to.equal('none');
    toolbarButton(el, 'new').focus();
    await press(el, 'Tab');
    await press(el, 'Tab');
    await press(el, 'Tab');
    expect(el.shadowRoot!.activeElement === finish, 'Finish focused').to.equal(true);
    const cs = getComputedStyle(finish);
    expect(cs.outlineStyle).to.equal('solid');
    expect(parseFloat(cs.outlineWidth)).to.be.at.least(2);
  });

  it('the table is one Tab stop: the first pile, then the pile the player was on last', async () => {
    const el = await gameFixture({ deal: DEAL });
    const stops = () => [...el.shadowRoot!.querySelectorAll<HTMLElement>('.slot[tabindex="0"]')].map((n) => n.dataset.pile);
    expect(stops()).to.deep.equal(['S']);
    const shiftTab = async () => {
      await sendKeys({ down: 'Shift' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ up: 'Shift' });
      await settle(el);
    };
    const active = () => el.shadowRoot!.activeElement as HTMLElement | null;
    toolbarButton(el, 'settings').focus();
    await press(el, 'Tab');
    expect(active()?.dataset.pile, 'Tab from the toolbar: the stock').to.equal('S');
    await press(el, 'Tab');
    expect(active()?.dataset.pile ?? null, 'the next Tab leaves the piles').to.equal(null);
    pileNode(el, 'S').focus();
    for (let i = 0; i < 8; i++) await press(el, 'ArrowRight');
    expect(active()?.dataset.pile).to.equal('3');
    expect(stops()).to.deep.equal(['3']);
    await shiftTab();
    expect(active()?.dataset.action, 'Shift+Tab: back to the toolbar').to.equal('settings');
    await press(el, 'Tab');
    expect(active()?.dataset.pile, 'Tab: back on the pile the player was on').to.equal('3');
    // A render (a move) keeps the stop where it is.
    el.move('1-F');
    await settle(el);
    expect(stops()).to.deep.equal(['3']);
  });

  it('a pile reached with the arrows is scrolled into view (a table wider and taller than the window)', async () => {
    await setViewport({ width: 320, height: 200 });
    try {
      const el = await gameFixture({ deal: DEAL, width: 900 });
      window.scrollTo(0, 0);
      pileNode(el, 'S').focus();
      const slot = () => el.shadowRoot!.activeElement as HTMLElement;
      for (let i = 0; i < 14 && slot().dataset.pile !== '7'; i++) await press(el, 'ArrowRight');
      expect(slot().dataset.pile).to.equal('7');
      const r = slot().getBoundingClientRect();
      const w = document.documentElement.clientWidth;
      expect(r.left >= -1 && r.right <= w + 1, `column 7 at ${r.left}..${r.right} in a ${w} px window`).to.equal(true);
      expect(r.top < innerHeight && r.bottom > 0, 'column 7 in view vertically').to.equal(true);
    } finally {
      await setViewport({ width: 800, height: 600 });
      window.scrollTo(0, 0);
    }
  });

  for (const action of ['close', 'undo', 'new'] as const) {
    it(`Enter on the message's ${action} button: the message goes, the focus goes to the table, not to <body>`, async () => {
      const el = await gameFixture({ deal: DEAL });
      el.move('1-F');
      el.showMessage('Nothing advances this game now.', true);
      await settle(el);
      const button = el.shadowRoot!.querySelector<HTMLElement>(`[part=message] [data-action=${action}]`)!;
      button.focus();
      await press(el, 'Enter');
      expect(el.shadowRoot!.querySelector('[part=message]') === null, 'the message closed').to.equal(true);
      expect(onBody(), 'focus on <body>').to.equal(false);
      expect((el.shadowRoot!.activeElement as HTMLElement | null)?.dataset.pile, 'the table\'s Tab stop').to.equal('S');
    });
  }

  it('in the toolbar, Left and Right move along its buttons (wrapping), Home and End to the ends', async () => {
    const el = await gameFixture({ deal: DEAL });
    const at = () => (el.shadowRoot!.activeElement as HTMLElement | null)?.dataset.action;
    toolbarButton(el, 'new').focus();
    await press(el, 'ArrowRight');
    expect(at()).to.equal('undo');
    await press(el, 'ArrowRight');
    expect(at()).to.equal('hint');
    await press(el, 'End');
    expect(at()).to.equal('settings');
    await press(el, 'ArrowRight');
    expect(at(), 'wraps to the first').to.equal('new');
    await press(el, 'ArrowLeft');
    expect(at(), 'wraps to the last').to.equal('settings');
    await press(el, 'Home');
    expect(at()).to.equal('new');
    expect(el.game.history, 'no move made').to.deep.equal([]);
  });
});
