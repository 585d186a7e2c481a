import { expect } from '@open-wc/testing';
import { executeServerCommand, resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { LONG_PRESS_MS } from '../../src/element/late/input/drag.js';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import { cardNode, clickPile, gameFixture, makeDeal, pileNode, record, settle , inner } from './helpers.js';

type Pt = [number, number];
const pt = (x: number, y: number): Pt => [Math.round(x), Math.round(y)];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function grip(el: KlondikeSolitaire, card: string): Pt {
  const r = cardNode(el, card).getBoundingClientRect();
  return pt(r.left + r.width / 2, r.top + Math.min(10, r.height / 5));
}
const panel = (el: KlondikeSolitaire) => el.shadowRoot!.querySelector<HTMLElement>('.run-panel');
function part(el: KlondikeSolitaire, name: 'up' | 'down' | 'preview'): HTMLElement {
  const n = el.shadowRoot!.querySelector<HTMLElement>(`.run-panel [data-part="${name}"]`);
  if (!n) throw new Error(`no panel part ${name}`);
  return n;
}
function partCentre(el: KlondikeSolitaire, name: 'up' | 'down' | 'preview'): Pt {
  const r = part(el, name).getBoundingClientRect();
  return pt(r.left + r.width / 2, r.top + r.height / 2);
}
const countText = (el: KlondikeSolitaire) => el.shadowRoot!.querySelector('.run-count')?.textContent?.trim();
const previewCard = (el: KlondikeSolitaire) => part(el, 'preview').dataset.card;

/** Presses the mouse on `card` and holds it past the long-press delay. */
async function longPress(el: KlondikeSolitaire, card: string): Promise<Pt> {
  const at = grip(el, card);
  await sendMouse({ type: 'move', position: at });
  await sendMouse({ type: 'down' });
  await sleep(LONG_PRESS_MS + 150);
  await settle(el);
  return at;
}

/** Slides the pressed pointer to `to` in a few steps. */
async function slide(from: Pt, to: Pt, steps = 4): Promise<void> {
  for (let i = 1; i <= steps; i++) {
    await sendMouse({ type: 'move', position: pt(from[0] + ((to[0] - from[0]) * i) / steps, from[1] + ((to[1] - from[1]) * i) / steps) });
  }
}

// Column 4 holds a run of four: 2 hidden, then Qh Jc Th 9c. Column 7: Js (takes Th..).
// Column 1: Kd alone (one face-up card: no panel).
const DEAL = makeDeal({
  columns: [['Kd'], ['-3d', 'Tc'], ['Qd'], ['-4d', '-5d', 'Qh', 'Jc', 'Th', '9c'], ['As'], ['-6d', '3c'], ['Js']],
});

describe('<klondike-solitaire> run panel (long press)', () => {
  before(async () => {
    await setViewport({ width: 1000, height: 900 });
  });
  afterEach(async () => {
    await resetMouse();
  });

  it('a long press opens the panel on the pressed card: start card and count', async () => {
    const el = await gameFixture({ deal: DEAL });
    await longPress(el, 'Th');
    expect(panel(el)).to.exist;
    expect(inner(el).runPanel.isOpen).to.equal(true);
    expect(previewCard(el)).to.equal('Th');
    expect(countText(el)).to.equal('2 cards');
    // The run being chosen is shown as the selection.
    expect(inner(el).selection).to.deep.equal({ pile: '4', card: 'Th' });
    expect(cardNode(el, '9c').classList.contains('selected')).to.equal(true);
    expect(cardNode(el, 'Jc').classList.contains('selected')).to.equal(false);
    // Released without sliding: the panel stays, for taps and keys.
    await sendMouse({ type: 'up' });
    await settle(el);
    expect(inner(el).runPanel.isOpen).to.equal(true);
    expect(el.game.tableau[3].up).to.deep.equal(['Qh', 'Jc', 'Th', '9c']);
  });

  it('sliding onto the arrows changes the start card; releasing confirms (selects only)', async () => {
    const el = await gameFixture({ deal: DEAL });
    const moves = record(el, 'klondike-move');
    const before = JSON.stringify(el.game.toJSON());
    const at = await longPress(el, 'Th');
    const up = partCentre(el, 'up');
    await slide(at, up);
    await settle(el);
    expect(previewCard(el)).to.equal('Jc');
    expect(countText(el)).to.equal('3 cards');
    expect(part(el, 'up').classList.contains('active')).to.equal(true);
    // Resting on the arrow repeats: one card more after a moment (Qh), then it stops at the deepest card.
    await sleep(900);
    await settle(el);
    expect(previewCard(el)).to.equal('Qh');
    expect(countText(el)).to.equal('4 cards');
    expect(part(el, 'up').getAttribute('aria-disabled')).to.equal('true');
    const down = partCentre(el, 'down');
    await slide(up, down, 3);
    await settle(el);
    expect(previewCard(el)).to.equal('Jc');
    await sendMouse({ type: 'up' });
    await settle(el);
    expect(inner(el).runPanel.isOpen).to.equal(false);
    expect(panel(el)).to.equal(null);
    expect(inner(el).selection).to.deep.equal({ pile: '4', card: 'Jc' });
    expect(JSON.stringify(el.game.toJSON())).to.equal(before);
    expect(moves.length).to.equal(0);
  });

  it('after confirming, a tap on a destination moves the chosen run', async () => {
    const el = await gameFixture({ deal: DEAL });
    const moves = record(el, 'klondike-move');
    const at = await longPress(el, '9c');
    expect(previewCard(el)).to.equal('9c');
    await slide(at, partCentre(el, 'up'));
    await sendMouse({ type: 'move', position: partCentre(el, 'preview') });
    await sendMouse({ type: 'up' });
    await settle(el);
    expect(inner(el).selection).to.deep.equal({ pile: '4', card: 'Th' });
    await clickPile(el, '7');
    expect(el.game.tableau[6].up).to.deep.equal(['Js', 'Th', '9c']);
    expect(el.game.tableau[3].up).to.deep.equal(['Qh', 'Jc']);
    expect(moves.map((e) => e.detail.move)).to.deep.equal(['4-7']);
  });

  it('with the panel open: arrow buttons and ArrowUp/ArrowDown change the start card, Enter confirms', async () => {
    const el = await gameFixture({ deal: DEAL });
    await longPress(el, '9c');
    await sendMouse({ type: 'up' });
    await settle(el);
    expect(inner(el).runPanel.isOpen).to.equal(true);
    await sendMouse({ type: 'click', position: partCentre(el, 'up') });
    await settle(el);
    expect(previewCard(el)).to.equal('Th');
    await sendKeys({ press: 'ArrowUp' });
    await settle(el);
    expect(previewCard(el)).to.equal('Jc');
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' }); // already the deepest face-up card: stays
    await settle(el);
    expect(previewCard(el)).to.equal('Qh');
    expect(countText(el)).to.equal('4 cards');
    await sendKeys({ press: 'ArrowDown' });
    await settle(el);
    expect(previewCard(el)).to.equal('Jc');
    await sendMouse({ type: 'click', position: partCentre(el, 'down') });
    await settle(el);
    expect(previewCard(el)).to.equal('Th');
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(inner(el).runPanel.isOpen).to.equal(false);
    expect(inner(el).selection).to.deep.equal({ pile: '4', card: 'Th' });
    expect(el.game.tableau[3].up).to.deep.equal(['Qh', 'Jc', 'Th', '9c']);
  });

  it('a click on the preview card confirms', async () => {
    const el = await gameFixture({ deal: DEAL });
    await longPress(el, 'Jc');
    await sendMouse({ type: 'up' });
    await settle(el);
    await sendMouse({ type: 'click', position: partCentre(el, 'preview') });
    await settle(el);
    expect(inner(el).runPanel.isOpen).to.equal(false);
    expect(inner(el).selection).to.deep.equal({ pile: '4', card: 'Jc' });
    expect(el.game.tableau[3].up).to.deep.equal(['Qh', 'Jc', 'Th', '9c']);
  });

  it('Escape closes the panel with no change to the table', async () => {
    const el = await gameFixture({ deal: DEAL });
    const events = record(el, 'klondike-move', 'klondike-invalid-move');
    const before = JSON.stringify(el.game.toJSON());
    await longPress(el, '9c');
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    await settle(el);
    expect(previewCard(el)).to.equal('Jc');
    await sendKeys({ press: 'Escape' });
    await settle(el);
    expect(inner(el).runPanel.isOpen).to.equal(false);
    await sendMouse({ type: 'up' });
    await settle(el);
    expect(inner(el).selection).to.equal(null);
    expect(el.shadowRoot!.querySelectorAll('.card.selected').length).to.equal(0);
    expect(JSON.stringify(el.game.toJSON())).to.equal(before);
    expect(events.length).to.equal(0);
  });

  it('a press outside the open panel closes it with no change, and is not a tap', async () => {
    const el = await gameFixture({ deal: DEAL });
    const moves = record(el, 'klondike-move');
    await longPress(el, '9c');
    await sendMouse({ type: 'up' });
    await settle(el);
    expect(inner(el).runPanel.isOpen).to.equal(true);
    // Kd would go to nowhere anyway; As would go home on a tap: press it.
    const r = cardNode(el, 'As').getBoundingClientRect();
    await sendMouse({ type: 'click', position: pt(r.left + r.width / 2, r.top + 10) });
    await sleep(400);
    await settle(el);
    expect(inner(el).runPanel.isOpen).to.equal(false);
    expect(inner(el).selection).to.equal(null);
    expect(moves.length).to.equal(0);
  });

  it('a long press on a column with one face-up card opens nothing (the release is a tap)', async () => {
    const el = await gameFixture({ deal: DEAL });
    await longPress(el, 'Kd');
    expect(inner(el).runPanel.isOpen).to.equal(false);
    await sendMouse({ type: 'up' });
    await settle(el);
    expect(inner(el).runPanel.isOpen).to.equal(false);
  });

  it('moving before the delay makes a drag, not a panel', async () => {
    const el = await gameFixture({ deal: DEAL });
    const at = grip(el, 'Th');
    await sendMouse({ type: 'move', position: at });
    await sendMouse({ type: 'down' });
    await slide(at, pt(at[0] + 30, at[1] + 30), 3);
    await sleep(LONG_PRESS_MS + 100);
    await settle(el);
    expect(inner(el).runPanel.isOpen).to.equal(false);
    expect(inner(el).drag.dragging).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await sendMouse({ type: 'up' });
    await settle(el);
  });

  it('Enter on a focused column (two face-up cards or more) opens the panel from the keyboard', async () => {
    const el = await gameFixture({ deal: DEAL });
    const moves = record(el, 'klondike-move');
    pileNode(el, '4').focus();
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(inner(el).runPanel.isOpen).to.equal(true);
    expect(previewCard(el)).to.equal('9c');
    expect(el.shadowRoot!.activeElement).to.equal(part(el, 'preview'));
    await sendKeys({ press: 'ArrowUp' });
    await settle(el);
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(inner(el).runPanel.isOpen).to.equal(false);
    expect(inner(el).selection).to.deep.equal({ pile: '4', card: 'Th' });
    // Focus is back on the column: move it to column 7 and play there.
    expect((el.shadowRoot!.activeElement as HTMLElement).dataset.pile).to.equal('4');
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(el.game.tableau[6].up).to.deep.equal(['Js', 'Th', '9c']);
    expect(moves.map((e) => [e.detail.move, e.detail.source])).to.deep.equal([['4-7', 'keyboard']]);
  });

  it('closing the panel gives the focus back to its column and scrolls that column into view', async () => {
    await setViewport({ width: 320, height: 200 });
    try {
      const el = await gameFixture({ deal: DEAL, width: 900 });
      pileNode(el, '4').focus();
      await sendKeys({ press: 'Enter' });
      await settle(el);
      expect(inner(el).runPanel.isOpen).to.equal(true);
      window.scrollTo(0, 0); // the reader scrolled the page while the panel was open
      await sendKeys({ press: 'Escape' });
      await settle(el);
      expect(inner(el).runPanel.isOpen).to.equal(false);
      const slot = el.shadowRoot!.activeElement as HTMLElement;
      expect(slot.dataset.pile).to.equal('4');
      const r = slot.getBoundingClientRect();
      expect(r.left >= -1 && r.right <= document.documentElement.clientWidth + 1 && r.top < innerHeight && r.bottom > 0, `column 4 at ${r.left},${r.top}`).to.equal(true);
    } finally {
      await setViewport({ width: 800, height: 600 });
      window.scrollTo(0, 0);
    }
  });

  it('the panel closes by itself when the table changes under it', async () => {
    const el = await gameFixture({ deal: DEAL });
    pileNode(el, '4').focus();
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(inner(el).runPanel.isOpen).to.equal(true);
    el.move('5-F');
    await settle(el);
    expect(inner(el).runPanel.isOpen).to.equal(false);
  });

  for (const [w, h, name] of [
    [375, 667, 'panel-phone.png'],
    [1280, 800, 'panel-desktop.png'],
  ] as const) {
    it(`screenshot: the panel open at ${w}×${h}`, async () => {
      await setViewport({ width: w, height: h });
      const el = await gameFixture({ deal: DEAL, width: w - 16, height: h - 16 });
      const at = await longPress(el, 'Th');
      await slide(at, partCentre(el, 'up'));
      await settle(el);
      expect(previewCard(el)).to.equal('Jc');
      await executeServerCommand('screenshot', { path: name });
      await sendKeys({ press: 'Escape' });
      await sendMouse({ type: 'up' });
      await settle(el);
      await setViewport({ width: 1000, height: 900 });
    });
  }
});
