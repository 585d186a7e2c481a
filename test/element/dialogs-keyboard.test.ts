/**
 * The panels as WAI-ARIA modal dialogs, played with the keyboard alone
 * (issue 48): a whole game with arrows and Enter, the results and stuck
 * dialogs' every exit, Tab staying inside each modal, Escape closing it, the
 * table behind inert, and the focus never on the page's <body>.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import { autoFinishDeal, gameFixture, inner, makeDeal, pileNode, settle, sleep, suit, deadDeal } from './helpers.js';

const root = (el: KlondikeSolitaire) => el.shadowRoot!;
const press = async (el: KlondikeSolitaire, key: string) => {
  await sendKeys({ press: key });
  await settle(el);
};
const shiftTab = async (el: KlondikeSolitaire) => {
  await sendKeys({ down: 'Shift' });
  await sendKeys({ press: 'Tab' });
  await sendKeys({ up: 'Shift' });
  await settle(el);
};
/** The focused node in the element, or null. */
const active = (el: KlondikeSolitaire) => root(el).activeElement as HTMLElement | null;
/** The pile that has the focus (its slot or a card of it), or null. */
const focusedPile = (el: KlondikeSolitaire) => active(el)?.dataset.pile ?? null;
/** Whether the page's focus fell to <body> (as a boolean: a failed assertion that prints a node stalls the page). */
const onBody = () => document.activeElement === document.body || document.activeElement === null;
const panel = (el: KlondikeSolitaire, kind: string) => root(el).querySelector<HTMLElement>(`[data-panel=${kind}]`);

/** Arrow Right through the piles until `pile` has the focus (reading order, wrapping). */
async function goTo(el: KlondikeSolitaire, pile: string): Promise<void> {
  for (let i = 0; i < 14 && focusedPile(el) !== pile; i++) await press(el, 'ArrowRight');
  expect(focusedPile(el), `focus on ${pile}`).to.equal(pile);
}

/** Moves the top card of column `from` to its foundation with keys only: Enter (the run panel opens on a run: Enter again picks the top card), then Enter on the foundation. */
async function homeByKeys(el: KlondikeSolitaire, from: string): Promise<string> {
  const card = el.game.tableau[Number(from) - 1].up.at(-1)!;
  await goTo(el, from);
  await press(el, 'Enter');
  if (root(el).querySelector('.run-panel')) await press(el, 'Enter');
  await goTo(el, `F${card[1]}`);
  await press(el, 'Enter');
  expect(el.game.foundations.flat(), `${card} home`).to.include(card);
  return `F${card[1]}`;
}

/** A deal with one way forward, Ah from the stock home; after it only the stock is left to turn, to no end: the solver's stuck verdict follows that move. */
function twoMovesFromDead() {
  const tops = ['2s', '2c', '4s', '4c', '6s', '6c', '8s'];
  const rest = ['s', 'h', 'd', 'c'].flatMap((s) => suit(s)).filter((c) => !tops.includes(c) && c !== 'Kh' && c !== 'Ah');
  const sizes = [6, 6, 6, 6, 7, 6, 6];
  let k = 0;
  return makeDeal({ columns: tops.map((t, i) => [...rest.slice(k, (k += sizes[i])).map((c) => '-' + c), t]), stock: ['Kh', 'Ah'], fill: false });
}

/** Presses Tab (or Shift+Tab) `n` times; each time the focus must stay inside `dialog`. */
async function tabsStayIn(el: KlondikeSolitaire, dialog: HTMLElement, n: number, back = false): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < n; i++) {
    if (back) await shiftTab(el);
    else await press(el, 'Tab');
    expect(dialog.contains(active(el)), `${back ? 'Shift+' : ''}Tab ${i + 1} left the dialog`).to.equal(true);
    expect(onBody()).to.equal(false);
    seen.push(active(el)!.dataset.action ?? active(el)!.localName);
  }
  return seen;
}

/** While `dialog` is open: the toolbar, the status bar and everything on the table but the dialog are inert. */
function expectBackgroundInert(el: KlondikeSolitaire, dialog: HTMLElement): void {
  const r = root(el);
  expect(r.querySelector('[part~=toolbar]')!.hasAttribute('inert'), 'toolbar inert').to.equal(true);
  expect(r.querySelector('[part~=status]')!.hasAttribute('inert'), 'status bar inert').to.equal(true);
  const behind = [...r.querySelector('.table')!.children].filter((n) => n !== dialog);
  expect(behind.length).to.be.greaterThan(13);
  expect(behind.filter((n) => !n.hasAttribute('inert')).map((n) => n.className)).to.deep.equal([]);
  // A pile behind cannot take the focus.
  pileNode(el, 'S').focus();
  expect(dialog.contains(active(el)), 'the stock behind took the focus').to.equal(true);
}

function expectNothingInert(el: KlondikeSolitaire): void {
  expect([...root(el).querySelectorAll('[inert]')].length, 'inert nodes left').to.equal(0);
}

describe('<klondike-solitaire> dialogs with the keyboard alone', () => {
  it('a whole game with arrows and Enter; the results dialog traps Tab, the table is inert; Same deal puts the focus back on the pile', async function () {
    this.timeout(120_000);
    const el = await gameFixture({ deal: autoFinishDeal() });
    // Into the element from the page with Tab: the first stop is the toolbar, then the piles.
    pileNode(el, 'S').focus();
    let lastPile = '';
    for (const rank of ['T', 'J', 'Q', 'K']) {
      for (const col of ['1', '2', '3', '4']) {
        if (el.game.tableau[Number(col) - 1].up.at(-1)?.[0] === rank) lastPile = await homeByKeys(el, col);
      }
    }
    expect(el.game.isWon()).to.equal(true);
    await sleep(200); // the results panel shows after the last animation
    await settle(el);
    const dialog = panel(el, 'results')!;
    expect(!!dialog, 'the results dialog shows').to.equal(true);
    expect(active(el)!.dataset.action, 'focus on New deal').to.equal('new');
    expect(dialog.getAttribute('role')).to.equal('dialog');
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    expectBackgroundInert(el, dialog);
    active(el); // back on New deal after the refused focus
    root(el).querySelector<HTMLElement>('[data-panel=results] [data-action=new]')!.focus();
    // An explicit deal has no code to copy: Share, New deal, Same deal, round.
    expect(await tabsStayIn(el, dialog, 6)).to.deep.equal(['same', 'share', 'new', 'same', 'share', 'new']);
    await tabsStayIn(el, dialog, 6, true);
    // Same deal with Enter: the dialog goes, the focus is back on the pile the player was on.
    root(el).querySelector<HTMLElement>('[data-panel=results] [data-action=same]')!.focus();
    await press(el, 'Enter');
    expect(!!panel(el, 'results')).to.equal(false);
    expect(el.game.stats.moves).to.equal(0);
    expect(onBody(), 'focus on <body>').to.equal(false);
    expect(focusedPile(el)).to.equal(lastPile);
    expectNothingInert(el);
    // The keys work again at once.
    await press(el, 'ArrowRight');
    expect(focusedPile(el)).to.not.equal(lastPile);
  });

  it('results dialog: Escape closes it to the table; New deal with Enter leaves the focus on the table', async () => {
    const el = await gameFixture({ deal: autoFinishDeal() });
    pileNode(el, '2').focus();
    await press(el, 'f');
    for (let i = 0; i < 100 && !panel(el, 'results'); i++) await sleep(30);
    await settle(el);
    expect(!!panel(el, 'results'), 'the results dialog shows').to.equal(true);
    await press(el, 'Escape');
    expect(!!panel(el, 'results')).to.equal(false);
    expect(onBody()).to.equal(false);
    expect(focusedPile(el)).to.equal('2');
    expectNothingInert(el);

    el.newGame(autoFinishDeal());
    await settle(el);
    pileNode(el, '3').focus();
    await press(el, 'f');
    for (let i = 0; i < 100 && !panel(el, 'results'); i++) await sleep(30);
    await settle(el);
    expect(active(el)!.dataset.action).to.equal('new');
    await press(el, 'Enter');
    expect(!!panel(el, 'results')).to.equal(false);
    expect(el.game.isWon()).to.equal(false);
    expect(onBody()).to.equal(false);
    expect(focusedPile(el)).to.equal('3');
    // The next game goes on with the keys alone: Space draws, the arrows and Enter play.
    await press(el, ' ');
    expect(el.game.history).to.deep.equal(['S']);
    await goTo(el, 'W');
    await press(el, 'Enter');
    expect(el.game.history.length > 1 || !!inner(el).selection || !!root(el).querySelector('.run-panel'), 'Enter on the waste acts').to.equal(true);
  });

  for (const exit of ['new', 'same', 'review', 'undo', 'Escape'] as const) {
    it(`stuck dialog: the verdict after the move; Tab stays inside; ${exit === 'Escape' ? 'Escape' : `Enter on ${exit}`} puts the focus back on the table`, async () => {
      const el = await gameFixture({ deal: twoMovesFromDead() });
      pileNode(el, 'S').focus();
      await press(el, ' '); // draws Ah
      await goTo(el, 'W');
      await press(el, 'Enter');
      await goTo(el, 'Fh');
      await press(el, 'Enter');
      expect(el.game.history).to.deep.equal(['S', 'W-F']);
      for (let i = 0; i < 100 && !panel(el, 'stuck'); i++) await sleep(30);
      await settle(el);
      const dialog = panel(el, 'stuck')!;
      expect(!!dialog, 'the stuck dialog shows').to.equal(true);
      expect(active(el)!.dataset.action).to.equal('new');
      expectBackgroundInert(el, dialog);
      root(el).querySelector<HTMLElement>('[data-panel=stuck] [data-action=new]')!.focus();
      const seen = await tabsStayIn(el, dialog, 5);
      expect(seen.slice(0, 4)).to.deep.equal(['same', 'review', 'undo', 'new']);
      await tabsStayIn(el, dialog, 5, true);
      expect(el.game.history).to.deep.equal(['S', 'W-F']);
      if (exit === 'Escape') await press(el, 'Escape');
      else {
        root(el).querySelector<HTMLElement>(`[data-panel=stuck] [data-action=${exit}]`)!.focus();
        await press(el, 'Enter');
      }
      expect(!!panel(el, 'stuck'), 'the dialog closed').to.equal(false);
      expect(onBody(), 'focus on <body>').to.equal(false);
      expect(focusedPile(el), 'focus back on the foundation, where the player was').to.equal('Fh');
      expectNothingInert(el);
      if (exit === 'undo') expect(el.game.history).to.deep.equal(['S']);
      if (exit === 'same') expect(el.game.history).to.deep.equal([]);
      if (exit === 'review' || exit === 'Escape') expect(el.game.history).to.deep.equal(['S', 'W-F']);
      await press(el, 'ArrowRight');
      expect(focusedPile(el)).to.equal('Fd');
    });
  }

  it('a stuck dialog with nothing focused before: its exits put the focus on the stock', async () => {
    const el = await gameFixture();
    el.newGame(deadDeal());
    await settle(el);
    const dialog = panel(el, 'stuck')!;
    expect(!!dialog).to.equal(true);
    await press(el, 'Enter'); // New deal (focused when it showed)
    expect(!!panel(el, 'stuck')).to.equal(false);
    expect(onBody()).to.equal(false);
    expect(focusedPile(el)).to.equal('S');
  });

  it('the settings panel is modal too: the table behind is inert, Escape gives the focus back to the pile the player was on', async () => {
    const el = await gameFixture({ deal: autoFinishDeal() });
    pileNode(el, '4').focus();
    await press(el, 's');
    const dialog = panel(el, 'settings')!;
    expect(!!dialog).to.equal(true);
    expectBackgroundInert(el, dialog);
    await press(el, 'Escape');
    expect(!!panel(el, 'settings')).to.equal(false);
    expect(focusedPile(el)).to.equal('4');
    expectNothingInert(el);
  });
});
