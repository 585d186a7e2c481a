import { expect } from '@open-wc/testing';
import { captureWarnings, cardNode, easyDeal, gameFixture, makeDeal, messageText, record, settle, suit, off } from './helpers.js';

describe('<klondike-solitaire> API and events', () => {
  it('undo restores score and table; redo plays again; events carry their detail', async () => {
    const el = await gameFixture({ deal: makeDeal({ columns: [['-Kd', 'As'], ['5h']] }) });
    const got = record(el, 'klondike-move', 'klondike-score-change', 'klondike-undo', 'klondike-redo');
    const before = { tableau: el.game.tableau, score: el.score };
    expect(el.move('1-F')).to.equal(true);
    await settle(el);
    expect(el.score).to.equal(15);
    expect(cardNode(el, 'Kd')).to.exist;
    expect(got.map((e) => e.type)).to.deep.equal(['klondike-move', 'klondike-score-change']);
    expect(got[0].detail).to.deep.equal({ move: '1-F', cards: ['As'], flipped: 'Kd', score: 15, source: 'api' });
    expect(got[0].bubbles && got[0].composed).to.equal(true);
    expect(got[1].detail).to.deep.equal({ score: 15, previous: 0, scoreText: '15' });
    expect(el.undo()).to.equal('1-F');
    await settle(el);
    expect(el.score).to.equal(0);
    expect(el.game.tableau).to.deep.equal(before.tableau);
    expect(el.shadowRoot!.querySelector('[data-card=Kd]')).to.equal(null);
    expect(cardNode(el, 'As').dataset.pile).to.equal('1');
    expect(got[2].type).to.equal('klondike-undo');
    expect(got[2].detail).to.deep.equal({ move: '1-F' });
    expect(got[3].detail).to.deep.equal({ score: 0, previous: 15, scoreText: '0' });
    expect(el.redo()).to.equal('1-F');
    expect(got.at(-2)!.type).to.equal('klondike-redo');
    expect(got.at(-2)!.detail).to.deep.equal({ move: '1-F' });
    expect(el.score).to.equal(15);
  });

  it('the Undo button undoes', async () => {
    const el = await gameFixture({ deal: makeDeal({ columns: [['As']] }) });
    el.move('1-F');
    await settle(el);
    const btn = el.shadowRoot!.querySelector<HTMLButtonElement>('[part=toolbar] [data-action=undo]')!;
    expect(off(btn)).to.equal(false);
    btn.click();
    await settle(el);
    expect(el.game.foundations[0]).to.deep.equal([]);
    expect(off(btn)).to.equal(true);
  });

  it('move() refuses an illegal move: false, message, klondike-invalid-move', async () => {
    const el = await gameFixture({ deal: makeDeal({ columns: [['5h'], ['9d']] }) });
    const got = record(el, 'klondike-invalid-move');
    expect(el.move('1-2')).to.equal(false);
    await settle(el);
    expect(got[0].detail).to.deep.equal({ move: '1-2', reason: 'wrong-rank', message: 'Only a black 8 can go on the 9 of diamonds.' });
    expect(messageText(el)).to.equal('Only a black 8 can go on the 9 of diamonds.');
    expect(el.move('nonsense')).to.equal(false);
    expect(got[1].detail.reason).to.equal('syntax');
  });

  it('newGame(code) fires klondike-new-game; the code attribute starts a deal', async () => {
    const el = await gameFixture();
    const got = record(el, 'klondike-new-game');
    expect(el.newGame('KL1-D3N-AAAAAAG')).to.equal(true);
    await settle(el);
    expect(got[0].detail.code).to.equal('KL1-D3N-AAAAAAG');
    expect(got[0].detail.options.draw).to.equal(3);
    expect(el.draw).to.equal(3);
    expect(el.code).to.equal('KL1-D3N-AAAAAAG');
    expect(el.hasAttribute('code'), 'no attribute written').to.equal(false);
    el.setAttribute('code', 'kl1-d1v-aaaaaah');
    await settle(el);
    expect(el.game.code).to.equal('KL1-D1V-AAAAAAH');
    expect(el.code).to.equal('KL1-D1V-AAAAAAH');
    expect(el.scoring).to.equal('vegas');
    expect(el.getAttribute('code'), 'the page\'s code attribute follows the deal').to.equal('KL1-D1V-AAAAAAH');
    expect(el.hasAttribute('scoring'), 'no attribute written').to.equal(false);
    expect(got.length).to.equal(2);
  });

  it('an invalid code: warning, klondike-error, message, game kept', async () => {
    const el = await gameFixture();
    const code = el.game.code;
    const errors = record(el, 'klondike-error');
    const warnings = await captureWarnings(async () => {
      el.setAttribute('code', 'KL1-XYZ');
      await settle(el);
    });
    expect(el.game.code).to.equal(code);
    expect(el.code).to.equal(code);
    expect(errors.length).to.equal(1);
    expect(errors[0].detail.message).to.match(/^Invalid deal code/);
    expect(warnings.length).to.equal(1);
    expect(messageText(el)).to.match(/^Invalid deal code/);
  });

  it('invalid attribute values: one warning each, the default', async () => {
    let el!: Awaited<ReturnType<typeof gameFixture>>;
    const warnings = await captureWarnings(async () => {
      el = await gameFixture({ attrs: 'draw=5&scoring=bogus&passes=0&takeback=maybe&undo-limit=-2&stuck=loud' });
    });
    expect(warnings.length).to.equal(6);
    expect(warnings[0]).to.contain('draw="5"');
    expect([el.draw, el.scoring, el.passes, el.takeback, el.undoLimit, el.stuck]).to.deep.equal([1, 'normal', undefined, true, 100, 'announce']);
    expect(el.game.options).to.deep.include({ draw: 1, scoring: 'normal', passes: Infinity, takeback: true, undoLimit: 100 });
    expect(el.shadowRoot!.querySelectorAll('[part~=card]').length).to.equal(52);
  });

  it('valid attributes set the rules; a rule change redeals the same deal number', async () => {
    const el = await gameFixture({ attrs: 'draw=3&scoring=none&passes=3&takeback=off&undo-limit=unlimited' });
    expect(el.game.options).to.deep.equal({ draw: 3, scoring: 'none', passes: 3, takeback: false, undoLimit: Infinity, foundationPoints: 'every-time' });
    const deal = el.game.dealNumber;
    el.move('S');
    const got = record(el, 'klondike-new-game');
    el.setAttribute('draw', '1');
    await settle(el);
    expect(got.length).to.equal(1);
    expect(el.game.dealNumber).to.equal(deal);
    expect(el.game.options.draw).to.equal(1);
    expect(el.game.stats.moves).to.equal(0);
    el.move('S');
    el.setAttribute('undo-limit', '0');
    await settle(el);
    expect(got.length).to.equal(1);
    expect(el.game.stats.moves).to.equal(1);
    expect(el.game.canUndo).to.equal(false);
  });

  it('a full game won through move() fires klondike-win exactly once', async () => {
    const el = await gameFixture({ deal: easyDeal() });
    const wins = record(el, 'klondike-win');
    let guard = 0;
    while (!el.game.isWon() && guard++ < 500) {
      const m = el.game.moves().find((x) => x.endsWith('-F')) ?? 'S';
      expect(el.move(m)).to.equal(true);
    }
    expect(el.game.isWon()).to.equal(true);
    el.undo();
    el.redo();
    await settle(el);
    expect(wins.length).to.equal(1);
    const d = wins[0].detail;
    expect(d).to.include({ score: el.game.score, scoreText: el.game.scoreText, moves: el.game.stats.moves, passes: 0, code: null });
    expect(d.timeMs).to.be.a('number');
    await new Promise((r) => setTimeout(r, 120));
    await settle(el);
    const panel = el.shadowRoot!.querySelector<HTMLElement>('[data-panel=results]')!;
    expect(panel.getAttribute('part')).to.equal('dialog');
    await el.updateComplete;
    expect(panel.querySelector('[data-stat=cards]')!.textContent).to.equal('52');
    // A win is final: Undo is off (the button and the method) until a new deal; the panel stays.
    expect(off(el.shadowRoot!.querySelector<HTMLButtonElement>('[part=toolbar] [data-action=undo]')!)).to.equal(true);
    expect(el.undo()).to.equal(null);
    await settle(el);
    expect(el.game.isWon()).to.equal(true);
    expect(el.shadowRoot!.querySelector<HTMLElement>('[data-panel=results]')).to.not.equal(null);
    expect(wins.length).to.equal(1);
  });

  it('Finish runs the auto-finish to a win', async () => {
    const el = await gameFixture({
      deal: makeDeal({
        columns: [['Ks', 'Qh', 'Js', 'Th'], ['Kh', 'Qs', 'Jh', 'Ts'], ['Kd', 'Qc', 'Jd', 'Tc'], ['Kc', 'Qd', 'Jc', 'Td']],
        foundations: [suit('s', 9), suit('h', 9), suit('d', 9), suit('c', 9)],
        fill: false,
      }),
    });
    const wins = record(el, 'klondike-win');
    const moves = record(el, 'klondike-move');
    expect(el.canFinish).to.equal(true);
    const btn = el.shadowRoot!.querySelector<HTMLButtonElement>('[data-action=finish]')!;
    expect(off(btn)).to.equal(false);
    btn.click();
    for (let i = 0; i < 50 && !el.game.isWon(); i++) await new Promise((r) => setTimeout(r, 20));
    expect(el.game.isWon()).to.equal(true);
    expect(wins.length).to.equal(1);
    expect(moves.every((e) => e.detail.source === 'finish')).to.equal(true);
    expect(moves.length).to.equal(16);
  });

  it('a proven dead end opens the stuck dialog and fires klondike-stuck; silent does not', async () => {
    const tops = ['2s', '2c', '4s', '4c', '6s', '6c', '8s'];
    const rest = ['s', 'h', 'd', 'c'].flatMap((s) => suit(s)).filter((c) => !tops.includes(c));
    const sizes = [6, 6, 6, 6, 7, 7, 7];
    let k = 0;
    const columns = tops.map((t, i) => [...rest.slice(k, (k += sizes[i])).map((c) => '-' + c), t]);
    const deal = makeDeal({ columns, fill: false });
    const el = await gameFixture();
    const stuck = record(el, 'klondike-stuck');
    el.newGame(deal);
    await settle(el);
    expect(el.game.moves()).to.deep.equal([]);
    expect(stuck.length).to.equal(1);
    expect(stuck[0].detail).to.deep.equal({ lost: false });
    const dialog = el.shadowRoot!.querySelector<HTMLElement>('[data-panel=stuck]')!;
    expect(dialog).to.exist;
    await el.updateComplete;
    dialog.querySelector<HTMLButtonElement>('[data-action=review]')!.click();
    await settle(el);
    expect(el.shadowRoot!.querySelector<HTMLElement>('[data-panel=stuck]')).to.equal(null);
    el.setAttribute('stuck', 'silent');
    await settle(el);
    el.newGame(deal);
    await settle(el);
    expect(stuck.length).to.equal(1);
    expect(el.shadowRoot!.querySelector<HTMLElement>('[data-panel=stuck]')).to.equal(null);
  });

  it('hint() asks the solver and marks the card on the table', async () => {
    const el = await gameFixture({ deal: makeDeal({ columns: [['5h'], ['6s'], ['Kd']] }) });
    const h = await el.hint();
    await settle(el);
    expect(h.move).to.be.a('string');
    expect(['winning', 'progress']).to.include(h.kind);
    expect(el.shadowRoot!.querySelectorAll('.card.hint, .slot.hint').length).to.be.greaterThan(0);
  });

  it('rules-url: a "Rules" link ends the toolbar (new tab, http(s) only); none by default', async () => {
    const el = await gameFixture();
    const link = () => el.shadowRoot!.querySelector<HTMLAnchorElement>('[part~=toolbar] a[part~=rules-link]');
    expect(link()).to.equal(null);
    el.setAttribute('rules-url', 'rules.html#klondike');
    await settle(el);
    expect(link()!.href).to.equal(new URL('rules.html#klondike', document.baseURI).href);
    expect(link()!.target).to.equal('_blank');
    expect(link()!.rel).to.contain('noopener');
    expect(link()!.getAttribute('aria-label')).to.equal('Rules');
    expect(link()!.innerText.trim()).to.equal('Rules');
    const r = link()!.getBoundingClientRect();
    expect(r.width).to.be.greaterThan(10);
    el.lang = 'fr';
    await settle(el);
    expect(link()!.getAttribute('aria-label')).to.equal('Règles');
    expect(link()!.innerText.trim()).to.equal('Règles');
    // On a narrow table: a round "?" that keeps the (English) toolbar to one row.
    el.lang = 'en';
    (el.parentElement as HTMLElement).style.width = '340px';
    await new Promise((res) => setTimeout(res, 100));
    await settle(el);
    expect(link()!.innerText.trim()).to.equal('?');
    const toolbar = el.shadowRoot!.querySelector('[part~=toolbar]')!.getBoundingClientRect();
    expect(link()!.getBoundingClientRect().top - toolbar.top).to.be.lessThan(12);
    const warnings = await captureWarnings(async () => {
      el.setAttribute('rules-url', 'javascript:alert(1)');
      await settle(el);
    });
    expect(warnings.filter((w) => w.includes('rules-url'))).to.have.length(1);
    expect(link()).to.equal(null);
  });

  it('the clock wakes the page only while it runs: no ticker before the first move, one that shows the time while it runs, none after a new deal', async () => {
    const live = new Set<number>();
    const { setInterval: set, clearInterval: clear } = window;
    window.setInterval = ((fn: TimerHandler, ms?: number, ...rest: unknown[]) => {
      const id = set(fn, ms, ...rest);
      if (ms === 1000) live.add(id);
      return id;
    }) as typeof window.setInterval;
    window.clearInterval = ((id?: number) => {
      if (id !== undefined) live.delete(id);
      clear(id);
    }) as typeof window.clearInterval;
    try {
      const el = await gameFixture({ deal: easyDeal() });
      await new Promise((r) => setTimeout(r, 300));
      expect(live.size, 'a game not started').to.equal(0);
      expect(el.move('S')).to.equal(true);
      expect(live.size, 'the clock runs').to.equal(1);
      const shown = () => el.shadowRoot!.querySelector('[part=status]')!.textContent!.match(/\d\d:\d\d/)?.[0];
      await new Promise((r) => setTimeout(r, 1300));
      expect(shown(), 'the time shown moves on').to.equal('00:01');
      el.newGame();
      expect(live.size, 'a new deal, not started').to.equal(0);
    } finally {
      window.setInterval = set;
      window.clearInterval = clear;
    }
  });

  it('the clock stops while the page is hidden and runs again at the next move', async () => {
    const el = await gameFixture({ deal: easyDeal() });
    expect(el.move('S')).to.equal(true);
    await new Promise((r) => setTimeout(r, 150));
    const hide = (state: 'hidden' | 'visible') => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    try {
      hide('hidden');
      const atHide = el.timeMs;
      expect(atHide).to.be.greaterThan(100);
      await new Promise((r) => setTimeout(r, 300));
      expect(el.timeMs).to.equal(atHide);
      hide('visible');
      await new Promise((r) => setTimeout(r, 100));
      expect(el.timeMs, 'still stopped: no move yet').to.equal(atHide);
      expect(el.move('S')).to.equal(true);
      await new Promise((r) => setTimeout(r, 100));
      expect(el.timeMs).to.be.greaterThan(atHide + 50);
      expect(el.timeMs).to.be.lessThan(atHide + 300);
    } finally {
      delete (document as unknown as Record<string, unknown>).visibilityState;
    }
  });
});
