import { expect, fixture, html } from '@open-wc/testing';
import { dailyStart, DEAL_COUNT, localDateOf } from '../../src/engine/index.js';
import { dailyCode, dailyGame, solve } from '../../src/solver/index.js';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import { mount, record, settle, sleep, resultsExtras } from './helpers.js';


/** Waits until the element holds a real (proven) deal. */
async function dealt(el: KlondikeSolitaire, ms = 20_000): Promise<void> {
  for (const end = Date.now() + ms; el.waitingForDeal; ) {
    if (Date.now() > end) throw new Error('no deal in time');
    await sleep(25);
  }
  await settle(el);
}

/** The solver wins `el.game` from the deal, and its line replays to a win. */
function expectWinnable(el: KlondikeSolitaire): void {
  const game = el.game.clone();
  const r = solve(game, { timeLimitMs: 8000 });
  expect(r.result).to.equal('solved');
  for (const m of r.moves) game.move(m);
  expect(game.isWon()).to.equal(true);
}

describe('<klondike-solitaire winnable> and <klondike-solitaire daily>', function () {
  this.timeout(60_000);

  it('daily / winnable removed while their search runs: the search stops and an ordinary deal is played', async () => {
    // Checked right after the first update (the search starts in it), not
    // after `updateComplete` (which also waits for the late parts to load):
    // a fast worker could have answered by then. The daily date skips a deal
    // (pinned in test/solver/daily.test.ts): a longer search.
    for (const [attr, value] of [['daily', '2026-01-16'], ['winnable', '']]) {
      const wrap = await fixture<HTMLDivElement>(html`<div style="width:640px"></div>`);
      const el = document.createElement('klondike-solitaire');
      el.style.setProperty('--klondike-animation-ms', '0ms');
      el.setAttribute(attr, value);
      wrap.append(el);
      await new Promise((r) => setTimeout(r));
      expect(el.waitingForDeal, `${attr}: searching`).to.equal(true);
      el.removeAttribute(attr);
      await settle(el);
      expect(el.waitingForDeal, `${attr}: search stopped`).to.equal(false);
      expect(el.game.stock.length, `${attr}: a real deal, not the waiting deck`).to.equal(24);
      expect(el.game.code).to.match(/^KL1-/);
      expect(el.move('S')).to.equal(true);
      await sleep(300);
      expect(el.game.stats.moves, `${attr}: no late deal replaces the game`).to.equal(1);
    }
  });

  it('winnable - the first deal waits for a proven deal; the page and the events stay sane', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div style="width:640px"></div>`);
    const el = document.createElement('klondike-solitaire');
    el.style.setProperty('--klondike-animation-ms', '0ms');
    el.setAttribute('winnable', '');
    const games = record(el, 'klondike-new-game');
    wrap.append(el);
    await el.updateComplete;
    expect(el.waitingForDeal).to.equal(true);
    expect(el.shadowRoot!.querySelector('[part=dealing]')).to.exist;
    expect(el.move('S')).to.equal(false); // the table is held
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 10);
    await dealt(el);
    clearInterval(ticker);
    expect(ticks).to.be.greaterThan(0); // the page kept running
    expect(el.shadowRoot!.querySelector('[part=dealing]')).to.equal(null);
    expect(games.length).to.equal(1);
    expect(games[0].detail.code).to.equal(el.game.code);
    expect(el.game.dealNumber).to.be.a('number');
    expect(el.game.history).to.deep.equal([]);
    expectWinnable(el);
    expect(el.move('S')).to.equal(true);
  });

  it('winnable - New deal draws another proven deal under the current rules', async () => {
    const el = await mount({ winnable: '', draw: '3' });
    await dealt(el);
    const first = el.game.code;
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part=toolbar] [data-action=new]')!.click();
    await el.updateComplete;
    expect(el.waitingForDeal).to.equal(true);
    await dealt(el);
    expect(el.game.code).to.not.equal(first);
    expect(el.game.options.draw).to.equal(3);
    expectWinnable(el);
  });

  it('daily - a fixed date gives the code of `klondike daily` (dailyCode), draw 1 and draw 3', async () => {
    const date = '2026-03-14';
    const el = await mount({ daily: date });
    await dealt(el);
    expect(el.game.code).to.equal(dailyCode(date));
    expect(el.game.code).to.equal('KL1-D1N-CKEZCYS');
    expect(el.dailyDate).to.equal(date);
    const el3 = await mount({ daily: date, draw: '3' });
    await dealt(el3);
    expect(el3.game.code).to.equal(dailyCode(date, { draw: 3 }));
    // A rule change keeps daily mode: the day's deal under the new rules.
    el3.setAttribute('draw', '1');
    await settle(el3);
    await dealt(el3);
    expect(el3.game.code).to.equal(dailyCode(date));
    expect(el3.dailyDate).to.equal(date);
  });

  it("daily - a date that skips deals, and today's local date", async () => {
    const el = await mount({ daily: '2026-02-07', draw: '3' });
    await dealt(el);
    expect(el.game.code).to.equal(dailyCode('2026-02-07', { draw: 3 }));
    const today = localDateOf(new Date());
    const t = await mount({ daily: '' });
    await dealt(t);
    expect(t.dailyDate).to.equal(today);
    expect((t.game.dealNumber! - dailyStart(today) + DEAL_COUNT) % DEAL_COUNT).to.be.lessThan(100);
    expect(t.game.code).to.equal(dailyCode(today));
  });

  it("daily - with persist, the day's game in progress survives a reload without a new search", async () => {
    localStorage.removeItem('klondike-solitaire:daily');
    const el = await mount({ daily: '2026-03-14', persist: 'daily' });
    await dealt(el);
    el.move('S');
    el.remove();
    const again = await mount({ daily: '2026-03-14', persist: 'daily' });
    expect(again.waitingForDeal).to.equal(false);
    expect(again.game.code).to.equal(dailyCode('2026-03-14'));
    expect(again.game.history).to.deep.equal(['S']);
    expect(again.dailyDate).to.equal('2026-03-14');
    again.remove();
    const other = await mount({ daily: '2026-03-15', persist: 'daily' }); // another day: its own deal
    await dealt(other);
    expect(other.game.code).to.equal(dailyCode('2026-03-15'));
    expect(other.game.history).to.deep.equal([]);
    localStorage.removeItem('klondike-solitaire:daily');
  });

  it('daily - an invalid date: klondike-error, then today', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div style="width:640px"></div>`);
    const el = document.createElement('klondike-solitaire');
    el.setAttribute('daily', '2026-02-30');
    const errors = record(el, 'klondike-error');
    const warn = console.warn;
    console.warn = () => {};
    try {
      wrap.append(el);
      await el.updateComplete;
      await dealt(el);
    } finally {
      console.warn = warn;
    }
    expect(errors.length).to.equal(1);
    expect(errors[0].detail.message).to.contain('2026-02-30');
    expect(el.dailyDate).to.equal(localDateOf(new Date()));
  });

  it('daily - the results panel names the day; New deal leaves daily mode', async () => {
    const date = '2026-03-02';
    const el = await mount({ daily: date });
    await dealt(el);
    const line = dailyGame(date).solution;
    expect(el.game.code).to.equal(dailyGame(date).code);
    for (const m of line) expect(el.move(m)).to.equal(true);
    expect(el.game.isWon()).to.equal(true);
    const extras = await resultsExtras(el);
    const p = extras.querySelector('[data-daily]')!;
    expect(p.getAttribute('data-daily')).to.equal(date);
    expect(p.textContent).to.contain(date);
    el.shadowRoot!.querySelector<HTMLElement>('[data-panel=results]')!.querySelector<HTMLButtonElement>('[data-action=new]')!.click();
    await settle(el);
    expect(el.hasAttribute('daily')).to.equal(false);
    expect(el.daily).to.equal(null);
    expect(el.dailyDate).to.equal(null);
    expect(el.waitingForDeal).to.equal(false);
    expect(el.game.code).to.not.equal(dailyGame(date).code);
    expect(el.game.history).to.deep.equal([]);
  });
});
