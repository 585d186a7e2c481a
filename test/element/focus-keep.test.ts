/**
 * The focus of a keyboard player never drops to the page's `<body>` (issue
 * 48): a toolbar button that turns off under the player's key (Undo after
 * the last undo) keeps the focus, as the
 * WAI-ARIA toolbar pattern advises, and a press on it does nothing. Finish's
 * accent, when offered, is not a second focus ring.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import { autoFinishDeal, gameFixture, makeDeal, off, settle } from './helpers.js';

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
});
