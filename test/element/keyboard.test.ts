import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import { gameFixture, makeDeal, messageText, pileNode, record, settle , inner } from './helpers.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const press = async (el: KlondikeSolitaire, key: string) => {
  await sendKeys({ press: key });
  await settle(el);
};
/** Presses `key` with modifier keys held (`Control`, `Shift`, `Meta`). */
const chord = async (el: KlondikeSolitaire, mods: string[], key: string) => {
  for (const m of mods) await sendKeys({ down: m });
  await sendKeys({ press: key });
  for (const m of [...mods].reverse()) await sendKeys({ up: m });
  await settle(el);
};
const focused = (el: KlondikeSolitaire) => (el.shadowRoot!.activeElement as HTMLElement | null)?.dataset.pile ?? null;
async function until(cond: () => boolean, ms = 4000): Promise<void> {
  const end = performance.now() + ms;
  while (!cond()) {
    if (performance.now() > end) throw new Error('timed out');
    await sleep(25);
  }
}

// Column 1: 5h (two places: 6s, 6c); 2: 6s; 3: (9d) 6c; 4: 9h (one place: on Tc); 5: Tc; 6: As.
const DEAL = makeDeal({
  columns: [['5h'], ['6s'], ['-9d', '6c'], ['9h'], ['-3d', 'Tc'], ['As'], ['Kd']],
  stock: ['2c', '8s'],
});

describe('<klondike-solitaire> keyboard', () => {
  before(async () => {
    await setViewport({ width: 1000, height: 900 });
  });
  afterEach(async () => {
    await resetMouse();
  });

  it('U undoes', async () => {
    const el = await gameFixture({ deal: DEAL });
    const undos = record(el, 'klondike-undo');
    el.move('4-5');
    await settle(el);
    pileNode(el, '5').focus();
    await press(el, 'u');
    expect(el.game.tableau[3].up).to.deep.equal(['9h']);
    expect(undos.map((e) => e.detail.move)).to.deep.equal(['4-5']);
  });

  it('Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo; other Ctrl keys are left to the page', async () => {
    const el = await gameFixture({ deal: DEAL });
    const undos = record(el, 'klondike-undo');
    const redos = record(el, 'klondike-redo');
    el.move('4-5');
    await settle(el);
    pileNode(el, '5').focus();
    await chord(el, ['Control'], 'z');
    expect(el.game.tableau[3].up).to.deep.equal(['9h']);
    await chord(el, ['Control', 'Shift'], 'Z');
    expect(el.game.tableau[4].up).to.deep.equal(['Tc', '9h']);
    await chord(el, ['Meta'], 'z');
    await chord(el, ['Control'], 'y');
    expect(el.game.tableau[4].up).to.deep.equal(['Tc', '9h']);
    expect(undos.map((e) => e.detail.move)).to.deep.equal(['4-5', '4-5']);
    expect(redos.map((e) => e.detail.move)).to.deep.equal(['4-5', '4-5']);
    // Ctrl+H, Ctrl+N: not the game's (the browser's or the page's).
    const seen: boolean[] = [];
    const spy = (e: KeyboardEvent) => e.key === 'n' && seen.push(e.defaultPrevented);
    document.addEventListener('keydown', spy);
    await chord(el, ['Control'], 'n');
    document.removeEventListener('keydown', spy);
    expect(seen).to.deep.equal([false]);
    expect(el.game.stats.moves, 'no new deal').to.be.above(0);
  });

  it('hint="off": no Hint button and H does nothing; el.hint() still answers', async () => {
    const el = await gameFixture({ deal: DEAL, attrs: 'hint=off' });
    expect(el.hints).to.equal(false);
    expect(el.shadowRoot!.querySelector('[part~=toolbar] [data-action=hint]')).to.equal(null);
    expect(el.shadowRoot!.querySelector('[part~=toolbar] [data-action=new]')).to.not.equal(null);
    pileNode(el, 'S').focus();
    await press(el, 'h');
    await sleep(600);
    expect(el.shadowRoot!.querySelector('.card.hint, .slot.hint')).to.equal(null);
    const h = await el.hint();
    expect(h.move).to.be.a('string');
    el.setAttribute('hint', 'on');
    await settle(el);
    expect(el.shadowRoot!.querySelector('[part~=toolbar] [data-action=hint]')).to.not.equal(null);
  });

  it('H asks for a hint and shows it on the table', async () => {
    const el = await gameFixture({ deal: DEAL });
    pileNode(el, 'S').focus();
    await press(el, 'h');
    await until(() => !!el.shadowRoot!.querySelector('.card.hint, .slot.hint'));
    expect(el.game.stats.moves).to.equal(0);
  });

  it('N starts a new deal', async () => {
    const el = await gameFixture({ deal: DEAL });
    const deals = record(el, 'klondike-new-game');
    pileNode(el, '1').focus();
    await press(el, 'n');
    expect(deals.length).to.equal(1);
    // A random deal: compared on the whole table (a lone 5h in column 1 is a 1-in-52 chance).
    expect(el.game.tableau.map((c) => c.up.length + c.down.length)).to.deep.equal([1, 2, 3, 4, 5, 6, 7]);
  });

  it('F finishes when Finish is offered', async () => {
    const upTo = (s: string) => [...'A23456789TJQ'].map((r) => r + s);
    const el = await gameFixture({
      deal: makeDeal({ columns: [['Ks'], ['Kh'], ['Kd'], ['Kc']], foundations: ['s', 'h', 'd', 'c'].map(upTo), fill: false }),
    });
    const wins = record(el, 'klondike-win');
    expect(el.canFinish).to.equal(true);
    pileNode(el, '1').focus();
    await press(el, 'f');
    await until(() => wins.length === 1);
    expect(el.game.isWon()).to.equal(true);
  });

  it('Space draws from the stock (source "keyboard")', async () => {
    const el = await gameFixture({ deal: DEAL });
    const moves = record(el, 'klondike-move');
    pileNode(el, '3').focus();
    await press(el, 'Space');
    expect(el.game.waste).to.deep.equal(['8s']);
    expect(moves.map((e) => [e.detail.move, e.detail.source])).to.deep.equal([['S', 'keyboard']]);
    expect(window.scrollY).to.equal(0);
  });

  it('Left and Right move focus between piles in visual order, wrapping', async () => {
    const el = await gameFixture({ deal: DEAL });
    pileNode(el, 'S').focus();
    const seen: (string | null)[] = [];
    for (let i = 0; i < 13; i++) {
      await press(el, 'ArrowRight');
      seen.push(focused(el));
    }
    expect(seen).to.deep.equal(['W', 'Fs', 'Fh', 'Fd', 'Fc', '1', '2', '3', '4', '5', '6', '7', 'S']);
    await press(el, 'ArrowLeft');
    expect(focused(el)).to.equal('7');
    await press(el, 'ArrowLeft');
    expect(focused(el)).to.equal('6');
  });

  it('Up and Down move focus between a column and the pile above it', async () => {
    const el = await gameFixture({ deal: DEAL });
    pileNode(el, '5').focus();
    await press(el, 'ArrowUp');
    expect(focused(el)).to.equal('Fh');
    await press(el, 'ArrowDown');
    expect(focused(el)).to.equal('5');
  });

  it('the focused pile shows a focus ring', async () => {
    const el = await gameFixture({ deal: DEAL });
    pileNode(el, 'S').focus();
    await press(el, 'ArrowRight');
    const slot = pileNode(el, 'W');
    expect(slot.matches(':focus-visible')).to.equal(true);
    const cs = getComputedStyle(slot);
    expect(cs.outlineStyle).to.equal('solid');
    expect(parseFloat(cs.outlineWidth)).to.be.at.least(2);
  });

  it('Enter selects a card, then Enter on another focused pile moves it there', async () => {
    const el = await gameFixture({ deal: DEAL });
    const moves = record(el, 'klondike-move');
    pileNode(el, '1').focus();
    await press(el, 'Enter');
    expect(inner(el).selection).to.deep.equal({ pile: '1', card: '5h' });
    await press(el, 'ArrowRight');
    await press(el, 'ArrowRight');
    expect(focused(el)).to.equal('3');
    await press(el, 'Enter');
    expect(el.game.tableau[2].up).to.deep.equal(['6c', '5h']);
    expect(moves.map((e) => [e.detail.move, e.detail.source])).to.deep.equal([['1-3', 'keyboard']]);
    expect(inner(el).selection).to.equal(null);
  });

  it('Enter acts like a tap: a card with one place goes there; an ace goes home', async () => {
    const el = await gameFixture({ deal: DEAL });
    pileNode(el, '4').focus();
    await press(el, 'Enter');
    expect(el.game.tableau[4].up).to.deep.equal(['Tc', '9h']);
    pileNode(el, '6').focus();
    await press(el, 'Enter');
    expect(el.game.foundations[0]).to.deep.equal(['As']);
  });

  it('Enter selects a card that could go home or onto a column (C), so it can go onto the column', async () => {
    const el = await gameFixture({ deal: makeDeal({ columns: [['2h'], ['3s']], foundations: [['Ah']] }) });
    expect(el.tapMode).to.equal('home');
    pileNode(el, '1').focus();
    await press(el, 'Enter');
    await sleep(400);
    expect(inner(el).selection).to.deep.equal({ pile: '1', card: '2h' });
    expect(el.game.foundations[1]).to.deep.equal(['Ah']);
    await press(el, 'ArrowRight');
    await press(el, 'Enter');
    expect(el.game.tableau[1].up).to.deep.equal(['3s', '2h']);
    // Undo, select again, and send it home: Enter on its foundation.
    el.undo();
    await settle(el);
    pileNode(el, '1').focus();
    await press(el, 'Enter');
    expect(inner(el).selection).to.deep.equal({ pile: '1', card: '2h' });
    pileNode(el, 'Fh').focus();
    await press(el, 'Enter');
    expect(el.game.foundations[1]).to.deep.equal(['Ah', '2h']);
  });

  it('Enter on the stock draws; Enter on a refused destination says why', async () => {
    const el = await gameFixture({ deal: DEAL });
    const invalid = record(el, 'klondike-invalid-move');
    pileNode(el, 'S').focus();
    await press(el, 'Enter');
    expect(el.game.waste).to.deep.equal(['8s']);
    pileNode(el, '1').focus();
    await press(el, 'Enter');
    expect(inner(el).selection).to.deep.equal({ pile: '1', card: '5h' });
    pileNode(el, '7').focus();
    await press(el, 'Enter');
    expect(invalid.map((e) => e.detail.move)).to.deep.equal(['1-7']);
    expect(messageText(el)).to.equal('Only a black queen can go on the king of diamonds.');
    expect(el.game.tableau[0].up).to.deep.equal(['5h']);
  });

  it('Escape drops the selection', async () => {
    const el = await gameFixture({ deal: DEAL });
    pileNode(el, '1').focus();
    await press(el, 'Enter');
    expect(inner(el).selection).to.not.equal(null);
    await press(el, 'Escape');
    expect(inner(el).selection).to.equal(null);
  });

  it('keys are ignored when the element does not have focus', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div><input id="outside" /></div>`);
    const el = await gameFixture({ deal: DEAL });
    const events = record(el, 'klondike-move', 'klondike-undo', 'klondike-new-game', 'klondike-invalid-move');
    el.move('4-5');
    await settle(el);
    const input = wrap.querySelector('input')!;
    input.focus();
    for (const k of ['u', 'n', 'h', 'f', 'Space', 'Enter', 'ArrowRight']) await press(el, k);
    expect(input.value).to.equal('unhf ');
    (document.activeElement as HTMLElement | null)?.blur();
    for (const k of ['u', 'n', 'Space']) await press(el, k);
    await sleep(50);
    expect(events.map((e) => e.type)).to.deep.equal(['klondike-move']);
    expect(el.game.tableau[4].up).to.deep.equal(['Tc', '9h']);
    expect(el.game.waste).to.deep.equal([]);
  });

  it('Enter and Space on a toolbar button press the button, not the table', async () => {
    const el = await gameFixture({ deal: DEAL });
    const deals = record(el, 'klondike-new-game');
    const moves = record(el, 'klondike-move');
    const newDeal = el.shadowRoot!.querySelector<HTMLButtonElement>('[part~=toolbar] button')!;
    newDeal.focus();
    await press(el, 'Space');
    expect(moves.length).to.equal(0);
    expect(deals.length).to.equal(1);
  });

  it('after a click on the table, keys reach the element; the focus ring waits for a key', async () => {
    const el = await gameFixture({ deal: DEAL });
    (document.activeElement as HTMLElement | null)?.blur();
    const r = pileNode(el, 'S').getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] });
    await settle(el);
    expect(el.game.waste).to.deep.equal(['8s']);
    expect(focused(el)).to.equal('S');
    // A pointer press does not draw a keyboard ring round the pile it focused.
    expect(pileNode(el, 'S').matches(':focus-visible'), 'ring after a click').to.equal(false);
    expect(getComputedStyle(pileNode(el, 'S')).outlineStyle).to.equal('none');
    await press(el, 'u');
    expect(el.game.waste).to.deep.equal([]);
    await press(el, 'ArrowRight');
    expect(focused(el)).to.equal('W');
    expect(pileNode(el, 'W').matches(':focus-visible'), 'ring after a key').to.equal(true);
  });

  it('taps on the stock keep the focus on it (no blur and focus again per tap); a press elsewhere takes it there', async () => {
    const el = await gameFixture({ deal: DEAL });
    const r = pileNode(el, 'S').getBoundingClientRect();
    const stock: [number, number] = [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
    await sendMouse({ type: 'click', position: stock });
    await settle(el);
    expect(focused(el)).to.equal('S');
    const changes: string[] = [];
    el.addEventListener('focusout', () => changes.push('out'));
    el.addEventListener('focusin', () => changes.push('in'));
    // The stock's top card is face down: it takes no focus, and the press keeps it on the stock.
    await sendMouse({ type: 'click', position: stock });
    await settle(el);
    expect(el.game.waste).to.deep.equal(['8s', '2c']);
    expect(focused(el)).to.equal('S');
    expect(changes, 'focus events on the element').to.deep.equal([]);
    const c = pileNode(el, '5').getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(c.left + c.width / 2), Math.round(c.top + 6)] });
    await settle(el);
    expect(focused(el), 'a press on column 5 (its face-down card)').to.equal('5');
    expect(el.game.waste, 'nothing played').to.deep.equal(['8s', '2c']);
  });
});
