/**
 * N during a game in progress (issue 48): a new deal cannot be undone, and
 * N is one stray key away for a keyboard or screen-reader player, so the
 * first N only asks ("Press N again…", shown and spoken) and a second N,
 * with no other key or move between, deals. With no move made, after a
 * win, or from an end dialog, N deals at once; the toolbar's New deal
 * button always does.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import { gameFixture, makeDeal, messageText, pileNode, record, settle, sleep, suit } from './helpers.js';

// Column 1: (Kd) As; 2: 5h; 3: (2c 3c) 7h 6s 5d; 4: empty. Hearts foundation A-2; waste 9c Qh.
const DEAL = makeDeal({
  columns: [['-Kd', 'As'], ['5h'], ['-2c', '-3c', '7h', '6s', '5d'], []],
  foundations: [[], ['Ah', '2h'], [], []],
  waste: ['9c', 'Qh'],
});
const ASK = 'Press N again for a new deal: this game will be lost.';

/** No move but one draw of the king of hearts: in Vegas (one pass) the game is stuck after it. */
function stuckAfterOneDraw() {
  const tops = ['2s', '2c', '4s', '4c', '6s', '6c', '8s'];
  const rest = ['s', 'h', 'd', 'c'].flatMap((x) => suit(x)).filter((c) => !tops.includes(c) && c !== 'Kh');
  const sizes = [6, 6, 6, 6, 7, 7, 6];
  let k = 0;
  return makeDeal({ columns: tops.map((t, i) => [...rest.slice(k, (k += sizes[i])).map((c) => '-' + c), t]), stock: ['Kh'], fill: false });
}

const press = async (el: KlondikeSolitaire, key: string) => {
  await sendKeys({ press: key });
  await settle(el);
};
const spoken = (el: KlondikeSolitaire) => el.shadowRoot!.querySelector('[aria-live=polite]')!.textContent!.trim();

describe('<klondike-solitaire> N during a game', () => {
  it('with no move made, N deals at once', async () => {
    const el = await gameFixture({ deal: DEAL });
    const deals = record(el, 'klondike-new-game');
    pileNode(el, 'S').focus();
    await press(el, 'n');
    expect(deals.length).to.equal(1);
  });

  it('after a move, the first N asks (shown and spoken), the second deals', async () => {
    const el = await gameFixture({ deal: DEAL });
    el.move('1-F');
    await settle(el);
    const deals = record(el, 'klondike-new-game');
    pileNode(el, '2').focus();
    await press(el, 'n');
    expect(deals.length, 'no deal on the first N').to.equal(0);
    expect(el.game.history).to.deep.equal(['1-F']);
    expect(messageText(el)).to.equal(ASK);
    expect(spoken(el)).to.equal(ASK);
    await press(el, 'n');
    expect(deals.length, 'the second N deals').to.equal(1);
    expect(el.game.history).to.deep.equal([]);
  });

  it('another key or a move between the two N keeps the game: N asks again', async () => {
    const el = await gameFixture({ deal: DEAL });
    el.move('1-F');
    await settle(el);
    const deals = record(el, 'klondike-new-game');
    pileNode(el, '2').focus();
    await press(el, 'n');
    await press(el, 'ArrowRight');
    await press(el, 'n');
    expect(deals.length, 'an arrow between').to.equal(0);
    el.move('S');
    await settle(el);
    await press(el, 'n');
    expect(deals.length, 'a move between').to.equal(0);
    expect(messageText(el)).to.equal(ASK);
  });

  it('the toolbar\'s New deal button deals at once, even in a game in progress', async () => {
    const el = await gameFixture({ deal: DEAL });
    el.move('1-F');
    await settle(el);
    const deals = record(el, 'klondike-new-game');
    const button = el.shadowRoot!.querySelector<HTMLElement>('[part=toolbar] [data-action=new]')!;
    button.focus();
    await press(el, 'Enter');
    expect(deals.length).to.equal(1);
  });

  it('from the stuck dialog (the game is over), N deals at once, as its New deal button does', async () => {
    const el = await gameFixture({ attrs: 'scoring=vegas' });
    el.newGame(stuckAfterOneDraw());
    await settle(el);
    el.move('S'); // the one pass of Vegas: after it nothing is left
    for (let i = 0; i < 100 && !el.shadowRoot!.querySelector('[data-panel=stuck]'); i++) await sleep(30);
    await settle(el);
    expect(!!el.shadowRoot!.querySelector('[data-panel=stuck]'), 'the stuck dialog shows').to.equal(true);
    const deals = record(el, 'klondike-new-game');
    await press(el, 'n');
    expect(deals.length).to.equal(1);
  });
});
