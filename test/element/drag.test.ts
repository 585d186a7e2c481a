import { expect } from '@open-wc/testing';
import { executeServerCommand, resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { dropTarget, liftableCards } from '../../src/element/late/input/drop-target.js';
import { cardNode, centre, drag, dragCard, fanDeal, gameFixture, grip, messageText, pileNode, pt, record, rectOf, settle, sleep, slotCentre , inner } from './helpers.js';

const DEAL = fanDeal();


describe('<klondike-solitaire> drag input', () => {
  before(async () => {
    await setViewport({ width: 1000, height: 900 });
  });
  afterEach(async () => {
    await resetMouse();
  });

  it('a drag moves a card onto a column, with source "drag"', async () => {
    const el = await gameFixture({ deal: DEAL });
    const moves = record(el, 'klondike-move');
    await dragCard(el, '9h', centre(el, 'Tc'));
    expect(el.game.tableau[1].up).to.deep.equal(['Tc', '9h']);
    expect(el.game.tableau[0].up).to.deep.equal([]);
    expect(moves.map((e) => [e.detail.move, e.detail.source])).to.deep.equal([['1-2', 'drag']]);
    expect(cardNode(el, '9h').dataset.pile).to.equal('2');
    expect(cardNode(el, '9h').classList.contains('dragging')).to.equal(false);
  });

  it('the dragged cards follow the pointer as one block, raised, without transition', async () => {
    const el = await gameFixture({ deal: DEAL });
    const start = ['Jc', 'Th', '9c'].map((c) => rectOf(el, c));
    const from = grip(el, 'Jc');
    await drag(from, pt(from[0] - 40, from[1] + 30), { release: false });
    await settle(el);
    ['Jc', 'Th', '9c'].forEach((c, i) => {
      const n = cardNode(el, c);
      expect(n.classList.contains('dragging'), c).to.equal(true);
      expect(getComputedStyle(n).transitionDuration, c).to.equal('0s');
      expect(Number(n.style.zIndex)).to.be.greaterThan(100);
      const r = rectOf(el, c);
      expect(r.x - start[i].x, c).to.be.closeTo(-40, 1);
      expect(r.y - start[i].y, c).to.be.closeTo(30, 1);
    });
    expect(inner(el).drag.dragging).to.equal(true);
    // Only the dragged run moves: its neighbours stay.
    expect(cardNode(el, 'Qd').classList.contains('dragging')).to.equal(false);
    await sendMouse({ type: 'up' });
    await settle(el);
    expect(inner(el).drag.dragging).to.equal(false);
  });

  it('a run drags as one and moves with the move of its bottom card', async () => {
    const el = await gameFixture({ deal: DEAL });
    const moves = record(el, 'klondike-move');
    await dragCard(el, 'Jc', centre(el, 'Qd'));
    expect(el.game.tableau[2].up).to.deep.equal(['Qd', 'Jc', 'Th', '9c']);
    expect(el.game.tableau[3].up).to.deep.equal(['4d']);
    expect(moves.map((e) => [e.detail.move, e.detail.cards, e.detail.flipped])).to.deep.equal([['4-3', ['Jc', 'Th', '9c'], '4d']]);
    expect(cardNode(el, '9c').dataset.pile).to.equal('3');
  });

  it('a run taken from the middle of a column moves with the cards on it', async () => {
    const el = await gameFixture({ deal: DEAL });
    await dragCard(el, 'Th', centre(el, 'Js'));
    expect(el.game.tableau[6].up).to.deep.equal(['Js', 'Th', '9c']);
    expect(el.game.tableau[3].up).to.deep.equal(['Jc']);
  });

  it('an illegal drop glides back with a message; table unchanged; klondike-invalid-move fired', async () => {
    const el = await gameFixture({ deal: DEAL });
    const invalid = record(el, 'klondike-invalid-move');
    const moves = record(el, 'klondike-move');
    const before = JSON.stringify(el.game.toJSON());
    const home = rectOf(el, '9h');
    await dragCard(el, '9h', centre(el, 'Qd'));
    expect(JSON.stringify(el.game.toJSON())).to.equal(before);
    expect(moves.length).to.equal(0);
    expect(invalid.length).to.equal(1);
    expect(invalid[0].detail).to.deep.include({ move: '1-3', reason: 'wrong-rank' });
    expect(messageText(el)).to.equal('Only a black jack can go on the queen of diamonds.');
    expect(invalid[0].detail.message).to.equal(messageText(el));
    expect(rectOf(el, '9h')).to.deep.equal(home);
    expect(cardNode(el, '9h').dataset.pile).to.equal('1');
    expect(cardNode(el, '9h').classList.contains('dragging')).to.equal(false);
  });

  it('dropping part of a run where only another part fits is refused', async () => {
    // 4-7 is legal for Th (with 9c), not for 9c alone.
    const el = await gameFixture({ deal: DEAL });
    const invalid = record(el, 'klondike-invalid-move');
    const home = rectOf(el, '9c');
    await dragCard(el, '9c', centre(el, 'Js'));
    expect(el.game.tableau[3].up).to.deep.equal(['Jc', 'Th', '9c']);
    expect(invalid.map((e) => e.detail.move)).to.deep.equal(['4-7']);
    expect(messageText(el)).to.equal('Only a red 10 can go on the jack of spades.');
    expect(rectOf(el, '9c')).to.deep.equal(home);
  });

  it('a drop on no pile, or back on its own pile, glides back silently', async () => {
    const el = await gameFixture({ deal: DEAL });
    const invalid = record(el, 'klondike-invalid-move');
    const home = rectOf(el, '9h');
    const from = grip(el, '9h');
    await dragCard(el, '9h', pt(from[0] + 3, from[1] + 40));
    expect(rectOf(el, '9h')).to.deep.equal(home);
    expect(invalid.length).to.equal(0);
    expect(messageText(el)).to.equal(null);
    expect(el.game.tableau[0].up).to.deep.equal(['9h']);
  });

  it('generous targets: a card dropped low in a column area lands on it', async () => {
    const el = await gameFixture({ deal: DEAL });
    const col = pileNode(el, '2').getBoundingClientRect();
    const tc = cardNode(el, 'Tc').getBoundingClientRect();
    const to = pt(col.left + col.width / 2, Math.min(tc.bottom + tc.height * 1.5, col.bottom - 10));
    await dragCard(el, '9h', to);
    expect(el.game.tableau[1].up).to.deep.equal(['Tc', '9h']);
  });

  it('any foundation accepts a card: it goes to its own', async () => {
    const el = await gameFixture({ deal: DEAL });
    await dragCard(el, 'As', slotCentre(el, 'Fc'));
    expect(el.game.foundations[0]).to.deep.equal(['As']);
    expect(cardNode(el, 'As').dataset.pile).to.equal('Fs');
  });

  it('a drop between two foundation slots, over the foundation row, still counts', async () => {
    const el = await gameFixture({ deal: DEAL });
    const a = slotCentre(el, 'Fd');
    const b = slotCentre(el, 'Fc');
    await dragCard(el, 'As', pt((a[0] + b[0]) / 2, a[1] + 10));
    expect(el.game.foundations[0]).to.deep.equal(['As']);
  });

  it('the waste top card drags', async () => {
    const el = await gameFixture({ deal: DEAL });
    await dragCard(el, '8s', centre(el, '9h'));
    expect(el.game.tableau[0].up).to.deep.equal(['9h', '8s']);
    expect(el.game.waste).to.deep.equal([]);
  });

  it('a foundation top card drags back to a column (take-back)', async () => {
    const el = await gameFixture({ deal: DEAL });
    const moves = record(el, 'klondike-move');
    await dragCard(el, '2h', centre(el, '3c'));
    expect(el.game.tableau[5].up).to.deep.equal(['3c', '2h']);
    expect(moves.map((e) => e.detail.move)).to.deep.equal(['Fh-6']);
  });

  it('a foundation card does not lift when take-back is off', async () => {
    const el = await gameFixture({ attrs: 'takeback=off' });
    el.newGame(DEAL);
    await settle(el);
    expect(el.game.options.takeback).to.equal(false);
    const home = rectOf(el, '2h');
    await dragCard(el, '2h', centre(el, '3c'), { release: false });
    expect(cardNode(el, '2h').classList.contains('dragging')).to.equal(false);
    expect(rectOf(el, '2h')).to.deep.equal(home);
    await sendMouse({ type: 'up' });
    await settle(el);
    expect(el.game.foundations[1]).to.deep.equal(['Ah', '2h']);
  });

  it('a press that moves less than the threshold is a tap', async () => {
    const el = await gameFixture({ deal: DEAL });
    const moves = record(el, 'klondike-move');
    const from = grip(el, '9h');
    await drag(from, pt(from[0] + 3, from[1] + 2), { steps: 3 });
    await settle(el);
    // 9h has one place (on Tc): the tap plays it.
    expect(moves.map((e) => [e.detail.move, e.detail.source])).to.deep.equal([['1-2', 'tap']]);
    expect(el.game.tableau[1].up).to.deep.equal(['Tc', '9h']);
  });

  it('after a real drag, the click that ends it is not a tap', async () => {
    const el = await gameFixture({ deal: DEAL });
    const moves = record(el, 'klondike-move');
    const from = grip(el, 'Qd');
    // Qd has no place: dragged away and back, nothing plays and nothing is selected.
    await dragCard(el, 'Qd', pt(from[0] + 60, from[1] + 5));
    await sleep(50);
    expect(moves.length).to.equal(0);
    expect(inner(el).selection).to.equal(null);
  });

  it('a slide from where nothing lifts (the felt) is not a tap where it ends', async () => {
    const el = await gameFixture({ deal: DEAL });
    const moves = record(el, 'klondike-move');
    const t = inner(el).tableElement!.getBoundingClientRect();
    const target = grip(el, '9h');
    // From the empty felt at the bottom of the table onto 9h (which one tap would play onto Tc).
    await drag(pt(target[0], t.bottom - 8), target);
    await settle(el);
    await sleep(50);
    expect(moves.length).to.equal(0);
    expect(el.game.tableau[0].up).to.deep.equal(['9h']);
  });

  it('Escape cancels a drag: the cards glide back, the release plays nothing', async () => {
    const el = await gameFixture({ deal: DEAL });
    const moves = record(el, 'klondike-move');
    const home = rectOf(el, '9h');
    await dragCard(el, '9h', centre(el, 'Tc'), { release: false });
    expect(cardNode(el, '9h').classList.contains('dragging')).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await settle(el);
    expect(cardNode(el, '9h').classList.contains('dragging')).to.equal(false);
    expect(rectOf(el, '9h')).to.deep.equal(home);
    await sendMouse({ type: 'up' });
    await settle(el);
    expect(moves.length).to.equal(0);
    expect(el.game.tableau[0].up).to.deep.equal(['9h']);
  });

  it('a legal target lights up while dragging', async () => {
    const el = await gameFixture({ deal: DEAL });
    await dragCard(el, '9h', centre(el, 'Tc'), { release: false });
    expect(pileNode(el, '2').classList.contains('target')).to.equal(true);
    // Lit by the drag's styles, which come with the input parts (styles/input.ts).
    expect(getComputedStyle(pileNode(el, '2')).boxShadow).to.contain('rgba(255, 213, 74, 0.8)');
    expect(getComputedStyle(cardNode(el, '9h')).cursor).to.equal('grabbing');
    await sendMouse({ type: 'move', position: centre(el, 'Qd') });
    await settle(el);
    expect(pileNode(el, '2').classList.contains('target')).to.equal(false);
    expect(pileNode(el, '3').classList.contains('target')).to.equal(false);
    await sendMouse({ type: 'up' });
    await settle(el);
    expect(el.shadowRoot!.querySelectorAll('.slot.target').length).to.equal(0);
  });

  it('touch and pen pointers drag too (pointer events)', async () => {
    const el = await gameFixture({ deal: DEAL });
    const moves = record(el, 'klondike-move');
    const table = inner(el).tableElement!;
    const [x0, y0] = grip(el, '9h');
    const [x1, y1] = centre(el, 'Tc');
    const init = (x: number, y: number, pointerType: string): PointerEventInit => ({
      pointerId: 7, pointerType, isPrimary: true, clientX: x, clientY: y, bubbles: true, composed: true, cancelable: true,
    });
    cardNode(el, '9h').dispatchEvent(new PointerEvent('pointerdown', init(x0, y0, 'touch')));
    for (let i = 1; i <= 5; i++) table.dispatchEvent(new PointerEvent('pointermove', init(x0 + ((x1 - x0) * i) / 5, y0 + ((y1 - y0) * i) / 5, 'touch')));
    await settle(el);
    expect(cardNode(el, '9h').classList.contains('dragging')).to.equal(true);
    table.dispatchEvent(new PointerEvent('pointerup', init(x1, y1, 'touch')));
    await settle(el);
    expect(moves.map((e) => [e.detail.move, e.detail.source])).to.deep.equal([['1-2', 'drag']]);
  });

  it('a real pen (CDP, pointerType pen) drags a card onto a column', async () => {
    const el = await gameFixture({ deal: DEAL });
    const moves = record(el, 'klondike-move');
    const seen: string[] = [];
    inner(el).tableElement!.addEventListener('pointerdown', (e) => seen.push(e.pointerType));
    const [x0, y0] = grip(el, '9h');
    const [x1, y1] = centre(el, 'Tc');
    await executeServerCommand('pen', { actions: [{ type: 'down', x: x0, y: y0 }, { type: 'move', x: x1, y: y1, steps: 8 }] });
    await settle(el);
    expect(cardNode(el, '9h').classList.contains('dragging')).to.equal(true);
    await executeServerCommand('pen', { type: 'up' });
    await settle(el);
    expect(seen).to.deep.equal(['pen']);
    expect(moves.map((e) => [e.detail.move, e.detail.source])).to.deep.equal([['1-2', 'drag']]);
  });

  it('pointercancel puts the cards back and plays nothing', async () => {
    const el = await gameFixture({ deal: DEAL });
    const moves = record(el, 'klondike-move');
    const table = inner(el).tableElement!;
    const home = rectOf(el, '9h');
    const [x0, y0] = grip(el, '9h');
    const [x1, y1] = centre(el, 'Tc');
    const init = (x: number, y: number): PointerEventInit => ({
      pointerId: 9, pointerType: 'pen', isPrimary: true, clientX: x, clientY: y, bubbles: true, composed: true,
    });
    cardNode(el, '9h').dispatchEvent(new PointerEvent('pointerdown', init(x0, y0)));
    table.dispatchEvent(new PointerEvent('pointermove', init(x1, y1)));
    await settle(el);
    expect(inner(el).drag.dragging).to.equal(true);
    table.dispatchEvent(new PointerEvent('pointercancel', init(x1, y1)));
    await settle(el);
    expect(inner(el).drag.dragging).to.equal(false);
    expect(rectOf(el, '9h')).to.deep.equal(home);
    expect(moves.length).to.equal(0);
  });

  it('draggables have touch-action: none and no text selection', async () => {
    const el = await gameFixture({ deal: DEAL });
    const n = cardNode(el, '9h');
    expect(getComputedStyle(n).touchAction).to.equal('none');
    expect(getComputedStyle(inner(el).tableElement!).userSelect).to.equal('none');
  });

  it('liftableCards and dropTarget (pure helpers)', async () => {
    const el = await gameFixture({ deal: DEAL });
    const g = el.game;
    expect(liftableCards(g, '4', 'Th')).to.deep.equal(['Th', '9c']);
    expect(liftableCards(g, 'W', '8s')).to.deep.equal(['8s']);
    expect(liftableCards(g, 'Fh', '2h')).to.deep.equal(['2h']);
    expect(liftableCards(g, 'Fh', 'Ah')).to.equal(null);
    const L = inner(el).tableLayout!;
    const c5 = L.slots['5'];
    expect(dropTarget(L, { ...c5, x: c5.x + 4 }, 0, 0)).to.equal('5');
    expect(dropTarget(L, { ...L.slots.Fh, y: L.slots.Fh.y + 5 }, 0, 0)).to.equal('Fh');
    expect(dropTarget(L, { x: -500, y: -500, w: 10, h: 10 }, -400, -400)).to.equal(null);
  });

  for (const [w, h, name] of [
    [375, 667, 'drag-phone.png'],
    [1280, 800, 'drag-desktop.png'],
  ] as const) {
    it(`screenshot: a drag in progress at ${w}×${h}`, async () => {
      await setViewport({ width: w, height: h });
      const el = await gameFixture({ deal: DEAL, width: w - 16, height: h - 16 });
      const to = centre(el, 'Qd');
      await dragCard(el, 'Jc', pt(to[0] - 12, to[1] + 24), { release: false });
      expect(pileNode(el, '3').classList.contains('target')).to.equal(true);
      expect(cardNode(el, '9c').classList.contains('dragging')).to.equal(true);
      await executeServerCommand('screenshot', { path: name });
      await sendKeys({ press: 'Escape' });
      await sendMouse({ type: 'up' });
      await settle(el);
      await setViewport({ width: 1000, height: 900 });
    });
  }
});
