import { expect, fixture, html } from '@open-wc/testing';
import { executeServerCommand, setViewport } from '@web/test-runner-commands';
import { easyDeal, gameFixture, landed, makeDeal, settle, suit } from './helpers.js';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import { LANDING_SLACK_MS } from '../../src/element/session/deps.js';

/** A table `top` px down the page, then a new deal of `KL1-D1N-AAAAAAG` on it with `ms` of animation (the opening deal is never animated). */
async function animatedDeal(ms: number, top = 0): Promise<KlondikeSolitaire> {
  const wrap = await fixture<HTMLDivElement>(html`<div style="width:640px;margin-top:${top}px">
    <klondike-solitaire code="KL1-D1N-AAAAAAH" style="--klondike-animation-ms: ${ms}ms"></klondike-solitaire>
  </div>`);
  const el = wrap.querySelector('klondike-solitaire')!;
  await el.updateComplete;
  el.newGame('KL1-D1N-AAAAAAG');
  await el.updateComplete;
  return el;
}

describe('<klondike-solitaire> rendering', () => {
  it('renders 52 card nodes, data-card only on face-up cards', async () => {
    const el = await gameFixture();
    const cards = [...el.shadowRoot!.querySelectorAll('[part~=card]')];
    expect(cards.length).to.equal(52);
    const up = cards.filter((c) => c.classList.contains('up'));
    expect(up.length).to.equal(7);
    for (const c of cards) {
      if (c.classList.contains('up')) expect(c.getAttribute('data-card')).to.match(/^[A2-9TJQK][shdc]$/);
      else {
        expect(c.hasAttribute('data-card')).to.equal(false);
        expect(c.getAttribute('aria-hidden'), 'a face-down card is out of the accessibility tree').to.equal('true');
        expect(c.hasAttribute('aria-label')).to.equal(false);
        expect(c.textContent!.trim()).to.equal('');
      }
    }
    const tops = el.game.tableau.map((c) => c.up[0]).sort();
    expect(up.map((c) => c.getAttribute('data-card')).sort()).to.deep.equal(tops);
  });

  it('cards lying exactly under another are not painted; each shows again as it is uncovered', async () => {
    const el = await gameFixture();
    el.newGame('KL1-D1N-AAAAAAG');
    await settle(el);
    const painted = (pile: string) =>
      [...el.shadowRoot!.querySelectorAll<HTMLElement>(`[part~=card][data-pile="${pile}"]`)].filter((n) => getComputedStyle(n).visibility === 'visible').length;
    // 24 in the stock: the top two and the two edge cards of its thickness.
    expect(el.shadowRoot!.querySelectorAll('[part~=card][data-pile=S]').length).to.equal(24);
    expect(painted('S')).to.equal(4);
    for (let i = 0; i < 6; i++) el.move('S');
    await landed(el);
    expect(painted('S')).to.equal(4);
    expect(painted('W'), 'the waste: its top and the card under it').to.equal(2);
    // Undo puts the top back on the stock: the card under it shows at once.
    el.undo();
    await landed(el);
    expect(painted('W')).to.equal(2);
    expect([...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~=card][data-pile=W]')].filter((n) => n.classList.contains('covered')).length).to.equal(3);
  });

  it('exposes the parts', async () => {
    const el = await gameFixture();
    const root = el.shadowRoot!;
    const count = (p: string) => root.querySelectorAll(`[part~=${p}]`).length;
    expect(count('table')).to.equal(1);
    expect(count('stock')).to.equal(1);
    expect(count('waste')).to.equal(1);
    expect(count('foundation')).to.equal(4);
    expect(count('column')).to.equal(7);
    expect(count('toolbar')).to.equal(1);
    expect(count('status')).to.equal(1);
    expect(root.querySelectorAll('[part=toolbar] button').length, 'New deal, Undo, Hint, Finish, Settings').to.equal(5);
  });

  it('keeps the game on resize and fits 320 px', async () => {
    const el = await gameFixture({ deal: easyDeal(), width: 320 });
    el.move('1-F');
    const before = JSON.stringify(el.game.toJSON());
    const table = el.shadowRoot!.querySelector<HTMLElement>('[part=table]')!;
    expect(table.getBoundingClientRect().width).to.be.closeTo(320, 1);
    (el.parentElement as HTMLElement).style.width = '1000px';
    await new Promise((r) => setTimeout(r, 50));
    await settle(el);
    expect(JSON.stringify(el.game.toJSON())).to.equal(before);
    const cards = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~=card]')];
    const right = Math.max(...cards.map((c) => c.getBoundingClientRect().right));
    expect(right).to.be.at.most(el.getBoundingClientRect().right + 1);
  });

  it('fits the viewport\'s height (a phone in landscape) unless the page sets a height', async () => {
    await setViewport({ width: 844, height: 390 });
    try {
      const el = await gameFixture({ deal: easyDeal(), width: 720 });
      await new Promise((r) => setTimeout(r, 50));
      await settle(el);
      const box = el.getBoundingClientRect();
      expect(box.height, 'the whole game on screen').to.be.at.most(390);
      const cards = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~=card]')];
      expect(Math.max(...cards.map((c) => c.getBoundingClientRect().bottom))).to.be.at.most(box.bottom);
      // A height set by the page wins: the table fills it.
      el.style.height = '600px';
      await new Promise((r) => setTimeout(r, 50));
      await settle(el);
      expect(el.getBoundingClientRect().height).to.be.closeTo(600, 1);
      const frame = el.shadowRoot!.querySelector<HTMLElement>('.frame')!.getBoundingClientRect();
      expect(frame.bottom).to.be.closeTo(el.getBoundingClientRect().bottom, 1);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('on a phone-sized table the results panel shows its buttons without scrolling', async () => {
    // With the statistics block: the fullest panel.
    const el = await gameFixture({
      width: 390,
      attrs: 'stats=',
      deal: makeDeal({
        columns: [['Ks', 'Qh', 'Js', 'Th'], ['Kh', 'Qs', 'Jh', 'Ts'], ['Kd', 'Qc', 'Jd', 'Tc'], ['Kc', 'Qd', 'Jc', 'Td']],
        foundations: [suit('s', 9), suit('h', 9), suit('d', 9), suit('c', 9)],
        fill: false,
      }),
    });
    expect(await el.finish()).to.equal(true);
    await new Promise((r) => setTimeout(r, 150));
    await settle(el);
    const dialog = el.shadowRoot!.querySelector<HTMLElement>('[data-panel=results]')!;
    await el.updateComplete;
    const panel = dialog.querySelector<HTMLElement>('.panel')!;
    const table = el.shadowRoot!.querySelector<HTMLElement>('[part~=table]')!.getBoundingClientRect();
    expect(table.height, 'a short table').to.be.below(520);
    expect(panel.scrollHeight, 'the panel scrolls').to.be.at.most(panel.clientHeight + 1);
    const button = dialog.querySelector<HTMLElement>('[data-action=new]')!.getBoundingClientRect();
    const box = panel.getBoundingClientRect();
    expect(button.bottom).to.be.at.most(box.bottom);
    expect(button.top).to.be.at.least(box.top);
    localStorage.clear();
  });

  it('screenshots', async () => {
    await setViewport({ width: 1280, height: 800 });
    const el = await gameFixture({ width: 1280, height: 760 });
    await executeServerCommand('screenshot', { path: 'test/desktop.png' });
    await setViewport({ width: 375, height: 667 });
    (el.parentElement as HTMLElement).style.width = '375px';
    (el.parentElement as HTMLElement).style.height = '640px';
    await new Promise((r) => setTimeout(r, 50));
    await settle(el);
    await executeServerCommand('screenshot', { path: 'test/phone.png' });
  });

  it('a new deal flies the dealt cards from the stock; the cards that stay in the stock are not animated', async () => {
    const el = await gameFixture();
    el.style.setProperty('--klondike-animation-ms', '400ms');
    el.newGame('KL1-D1N-AAAAAAG');
    await el.updateComplete;
    const table = el.shadowRoot!.querySelector('.table')!;
    expect(table.hasAttribute('data-dealing')).to.equal(true);
    const cards = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~=card]')];
    const dealing = (c: HTMLElement) => c.getAnimations().some((a) => (a as CSSAnimation).animationName === 'deal');
    const stock = cards.filter((c) => c.dataset.pile === 'S');
    const dealt = cards.filter((c) => c.dataset.pile !== 'S');
    expect(stock.length).to.equal(24);
    expect(dealt.length).to.equal(28);
    expect(dealt.filter(dealing).length, 'every dealt card flies').to.equal(28);
    expect(stock.filter(dealing).length, 'the stock stays').to.equal(0);
    // In turn: each dealt card starts later than the one before it in deal (node) order.
    const delays = dealt.map((c) => parseFloat(getComputedStyle(c).animationDelay));
    expect(delays.every((d, i) => i === 0 || d > delays[i - 1]), `delays rise in deal order: ${delays.join(' ')}`).to.equal(true);
    await new Promise((r) => setTimeout(r, 600));
    expect(table.hasAttribute('data-dealing')).to.equal(false);
    expect(cards.filter(dealing).length).to.equal(0);
    expect(cards.filter((c) => c.style.getPropertyValue('--d') !== '').length, 'no card keeps its deal order once dealt').to.equal(0);
  });

  it('the opening table appears in place: no flight from the stock, no flip, nothing animated in its first frame', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div style="width:640px">
      <klondike-solitaire code="KL1-D1N-AAAAAAG" style="--klondike-animation-ms: 400ms"></klondike-solitaire>
    </div>`);
    const el = wrap.querySelector('klondike-solitaire')!;
    await el.updateComplete;
    const table = el.shadowRoot!.querySelector('.table')!;
    const cards = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~=card]')];
    expect(cards.length).to.equal(52);
    expect(table.hasAttribute('data-dealing'), 'no deal animation').to.equal(false);
    await new Promise((r) => requestAnimationFrame(r)); // the first painted frame
    const faces = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.face')];
    expect(faces.length).to.equal(7);
    expect(cards.flatMap((c) => c.getAnimations({ subtree: true })).length, 'nothing runs').to.equal(0);
    expect(faces.map((f) => getComputedStyle(f).animationName)).to.deep.equal(faces.map(() => 'none'));
    // A later deal flies.
    el.newGame('KL1-D1N-AAAAAAH');
    await el.updateComplete;
    expect(table.hasAttribute('data-dealing'), 'a new deal flies').to.equal(true);
  });

  it('a deal out of sight is not animated: no deal animation on a table below the viewport', async () => {
    const el = await animatedDeal(400, innerHeight + 200);
    const wrap = el.parentElement!;
    const table = el.shadowRoot!.querySelector('.table')!;
    expect(el.shadowRoot!.querySelectorAll('[part~=card]').length, 'dealt').to.equal(52);
    expect(table.hasAttribute('data-dealing'), 'out of sight').to.equal(false);
    wrap.scrollIntoView();
    el.newGame('KL1-D1N-AAAAAAH');
    await el.updateComplete;
    expect(table.hasAttribute('data-dealing'), 'in sight').to.equal(true);
  });

  it('a table far below the viewport is not rendered until it comes near (content-visibility: auto); its size does not change', async () => {
    const far = innerHeight * 3;
    const wrap = await fixture<HTMLDivElement>(html`<div>
      <klondike-solitaire code="KL1-D1N-AAAAAAG" style="width:640px"></klondike-solitaire>
      <klondike-solitaire code="KL1-D1N-AAAAAAH" style="width:640px;margin-top:${far}px"></klondike-solitaire>
    </div>`);
    const [near, away] = [...wrap.querySelectorAll('klondike-solitaire')];
    await Promise.all([near.updateComplete, away.updateComplete]);
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    await frame();
    const rendered = (el: Element) => el.shadowRoot!.querySelector('[part~=card]')!.checkVisibility({ contentVisibilityAuto: true });
    expect(rendered(near), 'the game in view').to.equal(true);
    expect(rendered(away), 'the game far below').to.equal(false);
    const table = away.shadowRoot!.querySelector<HTMLElement>('.table')!;
    const before = table.getBoundingClientRect().height;
    expect(before, 'the table keeps its height off-screen').to.be.above(200);
    away.scrollIntoView();
    await frame();
    expect(rendered(away), 'scrolled into view').to.equal(true);
    expect(table.getBoundingClientRect().height).to.equal(before);
    window.scrollTo(0, 0);
  });

  it('a face flips once as it turns up, then keeps no finished animation', async () => {
    const el = await animatedDeal(300);
    const faces = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.face')];
    const flipping = (f: HTMLElement) => f.getAnimations().some((a) => (a as CSSAnimation).animationName === 'flip');
    expect(faces.length).to.equal(7);
    expect(faces.filter(flipping).length, 'each face flips').to.equal(7);
    await new Promise((r) => setTimeout(r, 600));
    // A finished animation is no longer in getAnimations(), but Chromium keeps it while the style names it.
    expect(faces.map((f) => getComputedStyle(f).animationName), 'no animation kept').to.deep.equal(faces.map(() => 'none'));
  });

  it('a moved card stays raised while it flies and lands in the frame its transition ends, with its flip (no timer)', async function () {
    const el = await animatedDeal(400);
    await new Promise((r) => setTimeout(r, 700)); // the deal is over
    el.move('S');
    await el.updateComplete;
    const card = el.shadowRoot!.querySelector<HTMLElement>('[part~=card][data-pile=W]')!;
    expect(card.classList.contains('flying'), 'raised in flight').to.equal(true);
    const face = card.querySelector<HTMLElement>('.face')!;
    const flip = face.getAnimations().find((a) => (a as CSSAnimation).animationName === 'flip')!;
    const move = card.getAnimations().find((a) => (a as CSSTransition).transitionProperty === 'transform')!;
    expect(flip.effect!.getTiming().duration, 'the flip lasts the move').to.equal(move.effect!.getTiming().duration);
    // On the card, a listener runs before the table's own: the card still flies then.
    let flyingAtEnd: boolean | undefined;
    const t0 = performance.now();
    let at = 0;
    card.addEventListener('transitionend', (e) => (e as TransitionEvent).propertyName === 'transform' && ((at ||= performance.now() - t0), (flyingAtEnd ??= card.classList.contains('flying'))));
    // On the shadow root, after the table's own: its landing, committed in a microtask, is then on its way.
    await new Promise<void>((r) => {
      const root = el.shadowRoot!;
      root.addEventListener('transitionend', function ended(e) {
        if (e.target !== card || (e as TransitionEvent).propertyName !== 'transform') return;
        root.removeEventListener('transitionend', ended);
        r();
      });
    });
    // A machine so busy that the move's first frames came later than the timer's slack cannot tell the two apart.
    if (at >= 400 + LANDING_SLACK_MS - 20) this.skip();
    expect(flyingAtEnd, `ended after ${at} ms`).to.equal(true);
    await el.updateComplete;
    expect(card.classList.contains('flying'), 'landed with its transition').to.equal(false);
  });

  it('a win: the cascade, then the results panel opens (at once without animation)', async () => {
    const deal = makeDeal({ columns: [['Kc']], foundations: [suit('s'), suit('h'), suit('d'), suit('c', 12)], fill: false });
    const el = await gameFixture({ deal });
    el.style.setProperty('--klondike-animation-ms', '100ms');
    for (let i = 0; i < 200 && !el.shadowRoot!.querySelector('.court-art'); i++) await new Promise((r) => setTimeout(r, 20)); // the art is here
    await settle(el);
    expect(el.shadowRoot!.querySelector('.table')!.classList.contains('won')).to.equal(false);
    expect(el.move('1-F')).to.equal(true);
    await settle(el);
    expect(el.shadowRoot!.querySelector('.table')!.classList.contains('won')).to.equal(true);
    const panel = () => el.shadowRoot!.querySelector<HTMLElement>('[data-panel=results]');
    await new Promise((r) => setTimeout(r, 100));
    expect(panel(), 'the panel waits').to.equal(null);
    await new Promise((r) => setTimeout(r, 400));
    expect(el.shadowRoot!.querySelector('canvas.cascade'), 'the cascade plays').to.not.equal(null);
    expect(panel(), 'the panel waits for the cascade').to.equal(null);
    el.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true })); // a tap skips it
    await settle(el);
    expect(panel()).to.not.equal(null);
    // Animation off: no cascade, the panel at once.
    const quick = await gameFixture({ deal });
    quick.move('1-F');
    await settle(quick);
    await new Promise((r) => setTimeout(r, 120));
    expect(quick.shadowRoot!.querySelector('canvas.cascade'), 'no cascade without animation').to.equal(null);
    expect(quick.shadowRoot!.querySelector<HTMLElement>('[data-panel=results]')).to.not.equal(null);
  });
});
