/**
 * REAL touch input: Chromium's own touch pipeline driven through CDP
 * (Input.dispatchTouchEvent, the `touch` command of scripts/wtr-touch-plugin.mjs),
 * with touch emulation on. Unlike the synthetic PointerEvents of drag.test.ts,
 * these get touch-action, pointer capture, gesture taps (the click) and the
 * compatibility mouse events that follow a tap, as on a phone.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand, setViewport } from '@web/test-runner-commands';
import { LONG_PRESS_MS } from '../../src/element/late/input/drag.js';
import { DOUBLE_TAP_MS } from '../../src/element/late/input/tap.js';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import { cardNode, centre, fanDeal, gameFixture, grip, makeDeal, messageText, pileNode, pt, record, rectOf, settle, sleep, type Pt , inner } from './helpers.js';

const DEAL = fanDeal();

type TouchAction =
  | { type: 'start' | 'move'; x: number; y: number; steps?: number }
  | { type: 'end' | 'cancel' }
  | { type: 'wait'; ms: number };


async function touch(actions: TouchAction[]): Promise<void> {
  await executeServerCommand('touch', { actions });
}


/** A real tap (finger down and up in place), then time for the gesture's click. */
async function tapAt(el: KlondikeSolitaire, [x, y]: Pt): Promise<void> {
  await touch([{ type: 'start', x, y }, { type: 'wait', ms: 30 }, { type: 'end' }]);
  await sleep(60);
  await settle(el);
}
/** A real tap below the cards of a column (or on a pile's centre). */
async function tapPile(el: KlondikeSolitaire, pile: string): Promise<void> {
  const r = pileNode(el, pile).getBoundingClientRect();
  const y = /^[1-7]$/.test(pile) ? Math.min(r.bottom - 6, innerHeight - 4) : r.top + r.height / 2;
  await tapAt(el, pt(r.left + r.width / 2, y));
}
/** A real touch drag of `card`'s strip onto `to`, in `steps` moves; `release` false keeps the finger down. */
async function touchDrag(el: KlondikeSolitaire, card: string, to: Pt, { steps = 8, release = true } = {}): Promise<void> {
  const [x, y] = grip(el, card);
  const actions: TouchAction[] = [{ type: 'start', x, y }, { type: 'move', x: to[0], y: to[1], steps }];
  if (release) actions.push({ type: 'end' });
  await touch(actions);
  await sleep(60);
  await settle(el);
}

// Column 1: 9h; 2: (3d) Tc; 3: Qd; 4: (4d) Jc Th 9c; 5: As; 6: (5d) 3c; 7: Js. Waste 8s.

describe('<klondike-solitaire> real touch input (CDP)', () => {
  before(async () => {
    await setViewport({ width: 1000, height: 900 });
    await executeServerCommand('touch', { emulate: true });
  });
  afterEach(async () => {
    await executeServerCommand('touch', { reset: true });
    document.querySelector('#touch-spacer')?.remove();
  });
  after(async () => {
    await executeServerCommand('touch', { emulate: false });
  });

  it('the browser sees a touch device and real touch pointers', async () => {
    expect(navigator.maxTouchPoints).to.be.greaterThan(0);
    const el = await gameFixture({ deal: DEAL });
    const types: string[] = [];
    el.addEventListener('pointerdown', (e) => types.push(e.pointerType));
    el.addEventListener('touchstart', () => types.push('touchstart'));
    await tapAt(el, grip(el, 'Qd'));
    expect(types).to.deep.equal(['touch', 'touchstart']);
  });

  it('a tap on a card that can go home sends it home (one move, source "tap")', async () => {
    const el = await gameFixture({ deal: makeDeal({ columns: [['As'], ['-2c', '5d']] }) });
    const moves = record(el, 'klondike-move');
    await tapAt(el, grip(el, 'As'));
    expect(el.game.foundations[0]).to.deep.equal(['As']);
    expect(moves.map((e) => [e.detail.move, e.detail.source])).to.deep.equal([['1-F', 'tap']]);
    expect(cardNode(el, 'As').dataset.pile).to.equal('Fs');
  });

  it('a tap is handled once: the emulated mouse events after it add no second tap', async () => {
    // 5h has two destinations: one tap selects it; a second (double-handled) tap would deselect it.
    const el = await gameFixture({ deal: makeDeal({ columns: [['5h'], ['6s'], ['-9d', '6c']] }) });
    const seen: string[] = [];
    for (const n of ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click']) {
      el.addEventListener(n, (e) => seen.push(`${n}:${(e as PointerEvent).pointerType ?? ''}`));
    }
    await tapAt(el, grip(el, '5h'));
    await sleep(400); // past the double-tap window
    await settle(el);
    expect(seen.filter((s) => s.startsWith('click')).length, seen.join(' ')).to.equal(1);
    expect(seen.filter((s) => s.startsWith('pointerdown')).length, seen.join(' ')).to.equal(1);
    // Chromium does send the compatibility mousedown/mouseup after the tap; they must not count.
    expect(seen.filter((s) => s.startsWith('mousedown')).length, seen.join(' ')).to.equal(1);
    expect(inner(el).selection).to.deep.equal({ pile: '1', card: '5h' });
    expect(el.game.tableau[0].up).to.deep.equal(['5h']);
  });

  it('tap-select-tap: a tap selects, a tap on a column moves there', async () => {
    const el = await gameFixture({ deal: makeDeal({ columns: [['5h'], ['6s'], ['-9d', '6c']] }) });
    const moves = record(el, 'klondike-move');
    await tapAt(el, grip(el, '5h'));
    expect(inner(el).selection).to.deep.equal({ pile: '1', card: '5h' });
    expect(cardNode(el, '5h').classList.contains('selected')).to.equal(true);
    await sleep(350);
    await tapPile(el, '3');
    expect(el.game.tableau[2].up).to.deep.equal(['6c', '5h']);
    expect(inner(el).selection).to.equal(null);
    expect(moves.map((e) => [e.detail.move, e.detail.source])).to.deep.equal([['1-3', 'tap']]);
  });

  it('a touch drag moves a card onto a legal column, with source "drag"', async () => {
    const el = await gameFixture({ deal: DEAL });
    const moves = record(el, 'klondike-move');
    await touchDrag(el, '9h', centre(el, 'Tc'));
    expect(el.game.tableau[1].up).to.deep.equal(['Tc', '9h']);
    expect(el.game.tableau[0].up).to.deep.equal([]);
    expect(moves.map((e) => [e.detail.move, e.detail.source])).to.deep.equal([['1-2', 'drag']]);
    expect(cardNode(el, '9h').classList.contains('dragging')).to.equal(false);
    // The click of the drag's end is not a tap: nothing else moved, nothing selected.
    await sleep(350);
    expect(moves.length).to.equal(1);
    expect(inner(el).selection).to.equal(null);
  });

  it('a touch drag moves a run as one, following the finger', async () => {
    const el = await gameFixture({ deal: DEAL });
    const moves = record(el, 'klondike-move');
    const start = rectOf(el, 'Jc');
    const from = grip(el, 'Jc');
    await touchDrag(el, 'Jc', pt(from[0] - 40, from[1] + 30), { release: false });
    expect(inner(el).drag.dragging).to.equal(true);
    expect(rectOf(el, 'Jc').x - start.x).to.be.closeTo(-40, 1);
    expect(rectOf(el, 'Jc').y - start.y).to.be.closeTo(30, 1);
    await touch([{ type: 'move', x: centre(el, 'Qd')[0], y: centre(el, 'Qd')[1], steps: 4 }, { type: 'end' }]);
    await sleep(60);
    await settle(el);
    expect(el.game.tableau[2].up).to.deep.equal(['Qd', 'Jc', 'Th', '9c']);
    expect(el.game.tableau[3].up).to.deep.equal(['4d']);
    expect(moves.map((e) => [e.detail.move, e.detail.cards])).to.deep.equal([['4-3', ['Jc', 'Th', '9c']]]);
  });

  it('an illegal touch drop returns the card: klondike-invalid-move, table unchanged', async () => {
    const el = await gameFixture({ deal: DEAL });
    const invalid = record(el, 'klondike-invalid-move');
    const moves = record(el, 'klondike-move');
    const before = JSON.stringify(el.game.toJSON());
    const home = rectOf(el, '9h');
    await touchDrag(el, '9h', centre(el, 'Qd'));
    expect(JSON.stringify(el.game.toJSON())).to.equal(before);
    expect(moves.length).to.equal(0);
    expect(invalid.map((e) => [e.detail.move, e.detail.reason])).to.deep.equal([['1-3', 'wrong-rank']]);
    expect(messageText(el)).to.equal('Only a black jack can go on the queen of diamonds.');
    expect(rectOf(el, '9h')).to.deep.equal(home);
    expect(cardNode(el, '9h').dataset.pile).to.equal('1');
    expect(cardNode(el, '9h').classList.contains('dragging')).to.equal(false);
  });

  it('a long press (held ~600 ms) on a column with 2+ face-up cards opens the run panel', async () => {
    const el = await gameFixture({
      deal: makeDeal({ columns: [['Kd'], ['-3d', 'Tc'], ['Qd'], ['-4d', '-5d', 'Qh', 'Jc', 'Th', '9c'], ['As'], ['-6d', '3c'], ['Js']] }),
    });
    const menus = record(el, 'contextmenu');
    const [x, y] = grip(el, 'Th');
    await touch([{ type: 'start', x, y }, { type: 'wait', ms: Math.max(600, LONG_PRESS_MS + 150) }]);
    await settle(el);
    expect(inner(el).runPanel.isOpen).to.equal(true);
    expect(inner(el).selection).to.deep.equal({ pile: '4', card: 'Th' });
    await touch([{ type: 'end' }]);
    await sleep(60);
    await settle(el);
    // Lifting the finger keeps the panel (for taps), moves nothing, and is not a tap.
    expect(inner(el).runPanel.isOpen).to.equal(true);
    expect(el.game.tableau[3].up).to.deep.equal(['Qh', 'Jc', 'Th', '9c']);
    expect(menus.every((e) => e.defaultPrevented)).to.equal(true);
  });

  it('a long press on a column with one face-up card opens no panel', async () => {
    const el = await gameFixture({ deal: DEAL });
    const [x, y] = grip(el, '9h');
    await touch([{ type: 'start', x, y }, { type: 'wait', ms: 600 }, { type: 'end' }]);
    await sleep(60);
    await settle(el);
    expect(inner(el).runPanel.isOpen).to.equal(false);
  });

  it('the page does not scroll during a touch drag (touch-action: none), though a swipe elsewhere does', async () => {
    const el = await gameFixture({ deal: DEAL });
    const spacer = document.createElement('div');
    spacer.id = 'touch-spacer';
    spacer.style.height = '3000px';
    document.body.append(spacer);
    window.scrollTo(0, 0);
    await settle(el);
    expect(getComputedStyle(cardNode(el, '9h')).touchAction).to.equal('none');
    // Drag 9h up and down over the table, ending on no pile: it glides back.
    const from = grip(el, '9h');
    await touch([
      { type: 'start', x: from[0], y: from[1] },
      { type: 'move', x: from[0] + 5, y: from[1] + 250, steps: 10 },
      { type: 'move', x: from[0] + 5, y: from[1] + 60, steps: 6 },
    ]);
    await settle(el);
    expect(inner(el).drag.dragging).to.equal(true);
    expect(window.scrollY).to.equal(0);
    await touch([{ type: 'end' }]);
    await sleep(60);
    await settle(el);
    expect(window.scrollY).to.equal(0);
    expect(el.game.tableau[0].up).to.deep.equal(['9h']);
    // Control: the same finger swipe on the page below the element scrolls it.
    const sr = el.getBoundingClientRect();
    const sy = Math.min(innerHeight - 20, sr.bottom + 200);
    await touch([{ type: 'start', x: 200, y: sy }, { type: 'move', x: 200, y: sy - 200, steps: 10 }, { type: 'end' }]);
    await sleep(200);
    expect(window.scrollY).to.be.greaterThan(0);
    window.scrollTo(0, 0);
  });
});

/**
 * Two real taps at one point, `gapMs` apart; resolves with the time between
 * the two clicks the page got (a loaded machine may deliver them further
 * apart than the taps were made).
 */
async function doubleTapAt(el: KlondikeSolitaire, [x, y]: Pt, gapMs = 40): Promise<number> {
  const clicks: number[] = [];
  const onClick = (e: Event) => clicks.push(e.timeStamp);
  el.addEventListener('click', onClick);
  await touch([{ type: 'start', x, y }, { type: 'wait', ms: 10 }, { type: 'end' }, { type: 'wait', ms: gapMs }, { type: 'start', x, y }, { type: 'wait', ms: 10 }, { type: 'end' }]);
  await sleep(DOUBLE_TAP_MS + 100); // past the double-tap window
  await settle(el);
  el.removeEventListener('click', onClick);
  return clicks.length === 2 ? clicks[1] - clicks[0] : Infinity;
}

/**
 * Plays a double tap at the point `at()` gives, again (after `reset`) until
 * the page got its two clicks within the double-tap window (at most five
 * tries), so that the test sees a double tap and not two slow taps.
 */
async function doubleTapInWindow(el: KlondikeSolitaire, at: () => Pt, reset: () => void): Promise<void> {
  for (let i = 0; i < 5; i++) {
    const gap = await doubleTapAt(el, at());
    if (gap < DOUBLE_TAP_MS - 20) return;
    reset();
    await settle(el);
  }
  throw new Error('the browser never delivered a double tap within the window');
}

describe('<klondike-solitaire> multi-tap races on a phone (real touch, 375×667)', () => {
  before(async () => {
    await setViewport({ width: 375, height: 667 });
    await executeServerCommand('touch', { emulate: true });
  });
  afterEach(async () => {
    await executeServerCommand('touch', { reset: true });
  });
  after(async () => {
    await executeServerCommand('touch', { emulate: false });
    await setViewport({ width: 800, height: 600 });
  });

  it('a double tap acts on the card tapped first: its second tap never plays the card the first one revealed', async () => {
    // KL1-D1N-AAAAAAH: column 1 As; 3 (Ac 5d) Kd; 4 (…) 6c; 5 (…) 7h.
    const el = await gameFixture({ width: 375, attrs: 'code=KL1-D1N-AAAAAAH' });
    const moves = record(el, 'klondike-move');
    await tapAt(el, grip(el, 'As'));
    await sleep(DOUBLE_TAP_MS + 50);
    await touchDrag(el, '6c', centre(el, '7h'));
    expect(moves.map((e) => e.detail.move)).to.deep.equal(['1-F', '4-5']);
    await sleep(DOUBLE_TAP_MS + 50);
    const before = el.game.history.length;
    await doubleTapInWindow(el, () => grip(el, 'Kd'), () => {
      while (el.game.history.length > before) el.undo();
      moves.splice(2);
    });
    // The first tap sends K♦ to the empty column (its one place) and reveals 5♦ under the finger;
    // the second tap is the end of the same gesture: 5♦ stays (today's bug played 3-5 too).
    expect(moves.map((e) => e.detail.move)).to.deep.equal(['1-F', '4-5', '3-1']);
    expect(el.game.tableau[2].up).to.deep.equal(['5d']);
    // A tap of its own on 5♦, later, plays it.
    await tapAt(el, grip(el, '5d'));
    expect(moves.map((e) => e.detail.move)).to.deep.equal(['1-F', '4-5', '3-1', '3-5']);
  });

  it('two quick taps on different cards are two taps (only the same spot makes a double tap)', async () => {
    const el = await gameFixture({ width: 375, deal: makeDeal({ columns: [['As'], ['Ah'], ['-9d', '6c']] }) });
    const moves = record(el, 'klondike-move');
    const [a, b] = [grip(el, 'As'), grip(el, 'Ah')];
    await touch([{ type: 'start', x: a[0], y: a[1] }, { type: 'wait', ms: 10 }, { type: 'end' }, { type: 'wait', ms: 40 }, { type: 'start', x: b[0], y: b[1] }, { type: 'wait', ms: 10 }, { type: 'end' }]);
    await sleep(DOUBLE_TAP_MS + 100);
    await settle(el);
    expect(moves.map((e) => e.detail.move)).to.deep.equal(['1-F', '2-F']);
  });

  it('a tap during a flight acts on the card where it lands (not lost, not on the card painted there until it lands)', async function () {
    this.timeout(20_000);
    // Column 1: (6c) 5h; column 7: 6s. 5h's one place is on 6s (a long flight); once there, the 6c it uncovered is its one place.
    const wrap = document.createElement('div');
    wrap.style.width = '375px';
    const el = document.createElement('klondike-solitaire');
    el.style.setProperty('--klondike-animation-ms', '0ms');
    wrap.append(el);
    document.body.append(wrap);
    try {
      await settle(el);
      el.newGame(makeDeal({ columns: [['-6c', '5h'], [], [], [], [], [], ['6s']] }));
      await settle(el);
      el.style.setProperty('--klondike-animation-ms', '2500ms'); // dealt at once; the moves fly slowly
      await settle(el);
      const moves = record(el, 'klondike-move');
      await tapAt(el, grip(el, '5h'));
      expect(moves.map((e) => e.detail.move)).to.deep.equal(['1-7']);
      await sleep(DOUBLE_TAP_MS + 50); // a tap of its own, not the end of a double tap
      // 5h is still on its way: a finger on the spot where it lands (6s shows there yet) reaches 5h.
      const L = inner(el).tableLayout!;
      const t = inner(el).tableElement!.getBoundingClientRect();
      const place = L.cards.get('5h')!;
      const landing = pt(t.left + place.x + L.cardW / 2, t.top + place.y + L.cardH / 2);
      expect(cardNode(el, '5h').classList.contains('flying'), '5h in flight at the second tap').to.equal(true);
      const seen = el.shadowRoot!.elementFromPoint(...landing)?.closest<HTMLElement>('[part~=card]')?.dataset.card;
      expect(seen, 'the card painted under the finger while 5h flies').to.equal('6s');
      await tapAt(el, landing);
      expect(moves.map((e) => e.detail.move)).to.deep.equal(['1-7', '7-1']);
    } finally {
      wrap.remove();
    }
  });

  it('draw 3: two quick taps on the stock draw twice', async () => {
    const el = await gameFixture({ width: 375, attrs: 'draw=3', deal: makeDeal({ columns: [['Kh'], ['Qs']] }) });
    const moves = record(el, 'klondike-move');
    const stock = pileNode(el, 'S').getBoundingClientRect();
    await doubleTapInWindow(el, () => pt(stock.left + stock.width / 2, stock.top + stock.height / 2), () => {
      while (el.game.history.length) el.undo();
      moves.splice(0);
    });
    expect(moves.map((e) => e.detail.move)).to.deep.equal(['S', 'S']);
    expect(el.game.waste.length).to.equal(6);
  });
});
