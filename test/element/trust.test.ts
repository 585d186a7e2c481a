/**
 * What a host can trust: saves that always come back (reloaded with other
 * attributes), bounded numbers read from storage, the once-per-card rule
 * against farmed scores, assisted wins after "Play from here", and
 * share-url limited to http(s).
 */
import { expect } from '@open-wc/testing';
import { encodeRecord, Klondike, verifyRecord } from '../../src/engine/index.js';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import { captureWarnings, clickCard, easyDeal, gameFixture, mount, record, settle, sleep } from './helpers.js';

const KEY = 'klondike-solitaire:';

/** Stores a game under a persist key, as the element would have saved it. */
function store(key: string, game: Klondike, extra: Record<string, unknown> = {}): void {
  localStorage.setItem(KEY + key, JSON.stringify({ format: 'klondike-solitaire-persist', version: 1, game: game.toJSON(), timeMs: 5000, daily: null, ...extra }));
}

describe('saves that always come back', () => {
  beforeEach(() => {
    for (const k of Object.keys(localStorage)) if (k.startsWith('klondike-solitaire')) localStorage.removeItem(k);
  });

  it('save - more than 100 moves under undo-limit 100, reloaded with undo-limit="unlimited": restored, final moves stay final', async () => {
    const el = await mount({ persist: 'u1' });
    el.newGame('KL1-D1N-AAAAAAG');
    for (let i = 0; i < 110; i++) expect(el.move('S')).to.equal(true);
    el.remove(); // saves at once
    let again!: KlondikeSolitaire;
    const warnings = await captureWarnings(async () => {
      again = await mount({ persist: 'u1', 'undo-limit': 'unlimited' });
    });
    expect(warnings).to.deep.equal([]);
    expect(again.game.history.length).to.equal(110);
    expect(again.game.options.undoLimit).to.equal(Infinity);
    let undone = 0;
    while (again.undo()) undone++;
    expect(undone).to.equal(100);
  });

  it('save - moves waiting to be redone, reloaded with a lower undo-limit: restored, the redo beyond the limit dropped', async () => {
    const el = await mount({ persist: 'u2' });
    el.newGame('KL1-D1N-AAAAAAG');
    for (let i = 0; i < 12; i++) el.move('S');
    for (let i = 0; i < 6; i++) el.undo();
    el.remove();
    let again!: KlondikeSolitaire;
    const warnings = await captureWarnings(async () => {
      again = await mount({ persist: 'u2', 'undo-limit': '2' });
    });
    expect(warnings).to.deep.equal([]);
    expect(again.game.history.length).to.equal(6);
    expect(again.game.canRedo).to.equal(false);
    expect(again.undo()).to.equal('S');
    expect(again.undo()).to.equal('S');
    expect(again.undo()).to.equal(null);
    again.remove();
    const off = await mount({ persist: 'u2', 'undo-limit': '0' });
    expect(off.game.history.length).to.be.within(4, 6);
    expect(off.undo()).to.equal(null);
  });

  it('undo-limit changed mid-game with moves to redo: the history adapts, nothing throws', async () => {
    const el = await mount();
    el.newGame('KL1-D1N-AAAAAAG');
    for (let i = 0; i < 8; i++) el.move('S');
    for (let i = 0; i < 5; i++) el.undo();
    for (const limit of ['1', 'unlimited', '0', '100']) {
      el.setAttribute('undo-limit', limit);
      await settle(el);
      expect(el.game.options.undoLimit).to.equal(limit === 'unlimited' ? Infinity : Number(limit));
      expect(el.game.history.length).to.equal(3);
    }
    expect(el.move('S')).to.equal(true);
  });

  it('save - a clock of 1e308 ms restores bounded (99:59:59 at most)', async () => {
    const g = new Klondike({ code: 'KL1-D1N-AAAAAAG' });
    g.move('S');
    store('clock', g, { timeMs: 1e308 });
    const el = await mount({ persist: 'clock' });
    expect(el.game.history).to.deep.equal(['S']);
    expect(el.timeMs).to.be.at.most((100 * 3600 - 1) * 1000);
    expect(el.shadowRoot!.textContent).to.not.contain('e+');
  });

  it('save - a counter of 1e300 undos cannot be restored: set aside with one warning, a fresh deal', async () => {
    const g = new Klondike({ code: 'KL1-D1N-AAAAAAG' });
    g.move('S');
    const text = JSON.stringify({ format: 'klondike-solitaire-persist', version: 1, game: { ...g.toJSON(), undos: 1e300 }, timeMs: 10, daily: null });
    localStorage.setItem(`${KEY}bad`, text);
    let el!: KlondikeSolitaire;
    const warnings = await captureWarnings(async () => {
      el = await mount({ persist: 'bad' });
    });
    expect(warnings.length).to.equal(1);
    expect(warnings[0]).to.contain('set aside');
    expect(localStorage.getItem(`${KEY}bad:unreadable`)).to.equal(text);
    expect(el.game.history).to.deep.equal([]);
    expect(el.move('S')).to.equal(true);
  });

  it('save - every combination of rule and undo attributes restores it or deals fresh, never throws', async () => {
    const g = new Klondike({ code: 'KL1-D1N-AAAAAAG', undoLimit: 3 });
    for (let i = 0; i < 30; i++) g.move('S');
    g.undo();
    for (const attrs of [{}, { 'undo-limit': '0' }, { 'undo-limit': 'unlimited' }, { draw: '3' }, { 'foundation-points': 'once-per-card' }, { scoring: 'vegas', 'undo-limit': '1' }] as Record<string, string>[]) {
      store('combo', g);
      const el = await mount({ persist: 'combo', ...attrs });
      expect(el.move('S')).to.equal(true);
      el.remove();
    }
  });
});

describe('scores a host can trust', () => {
  /** Plays deal 0 (the engine's greedy win) with a take-back loop at each chance, on the element. */
  function farm(el: KlondikeSolitaire): void {
    const plan = new Klondike({ dealNumber: 0 });
    for (let guard = 0; !plan.isWon() && guard < 3000; guard++) {
      const m = plan.moves().find((x) => x.endsWith('-F')) ?? plan.moves().find((x) => x.startsWith('W-') || /^\d-\d$/.test(x)) ?? 'S';
      plan.move(m);
    }
    for (const m of plan.history.slice(0, 60)) {
      const tb = el.game.moves().find((x) => x.startsWith('F'));
      if (tb) {
        el.move(tb);
        el.move(`${tb.slice(-1)}-F`);
      }
      el.move(m);
    }
  }
  it('foundation-points="once-per-card": take-back loops earn nothing; the farmed record of the reference rule is refused by it', async () => {
    const ref = await mount({ code: 'KL1-D1N-AAAAAAA' });
    const once = await mount({ code: 'KL1-D1N-AAAAAAA' });
    once.setAttribute('foundation-points', 'once-per-card'); // the same deal again, under the rule
    await settle(once);
    expect(once.code).to.equal('KL1-D1NO-AAAAAAA');
    expect((await mount({ code: 'KL1-D1NO-AAAAAAA' })).foundationPoints, 'the code sets the rule (no attribute written)').to.equal('once-per-card');
    farm(ref);
    farm(once);
    expect(ref.game.history.length).to.equal(once.game.history.length);
    expect(ref.game.history.some((m) => m.startsWith('F'))).to.equal(true);
    expect(ref.score).to.be.greaterThan(once.score);
    const plain = new Klondike({ code: 'KL1-D1N-AAAAAAA' });
    for (const m of ref.game.history.filter((m, i, h) => !m.startsWith('F') && !(h[i - 1] ?? '').startsWith('F'))) plain.move(m);
    expect(once.score).to.equal(plain.score);
    const leaderboard = { foundationPoints: 'once-per-card', requireWin: false } as const;
    expect(verifyRecord(ref.record, leaderboard)).to.include({ accepted: false, refusal: 'other-rule' });
    expect(verifyRecord(once.record, leaderboard)).to.include({ accepted: true, score: once.score, foundationPoints: 'once-per-card' });
  });

  it('a win after "Play from here" of a replayed record says assisted, and sets no best time', async () => {
    localStorage.removeItem('klondike-solitaire-stats:trust');
    const g = new Klondike({ deal: easyDeal() });
    while (!g.isWon()) g.move(g.moves().find((m) => m.endsWith('-F')) ?? 'S');
    const last = g.history.at(-1)!;
    g.undo();
    const el = await gameFixture({ attrs: 'stats=trust' });
    const wins = record(el, 'klondike-win');
    expect(el.replay(encodeRecord(g), { autoplay: false })).to.equal(true);
    while (el.replayer.step()) {
      /* every move but the last */
    }
    el.replayer.stop(); // "Play from here"
    await settle(el);
    expect(el.game.moves()).to.include(last);
    const [src] = last.split('-');
    const card = src === 'W' ? el.game.waste.at(-1)! : el.game.tableau[Number(src) - 1].up.at(-1)!;
    expect(card).to.not.equal(undefined);
    await sleep(300); // the table at rest after the replay
    await settle(el);
    await clickCard(el, card); // the player's own tap sends it home
    for (let i = 0; i < 20 && !el.game.isWon(); i++) await sleep(50);
    expect(el.game.isWon()).to.equal(true);
    expect(wins.length).to.equal(1);
    expect(wins[0].detail.assisted).to.equal(true);
    expect(el.stats!.draw1.bestTimeMs).to.equal(null);
  });

  it('a win of the player alone is not assisted', async () => {
    const el = await gameFixture({ deal: easyDeal() });
    const wins = record(el, 'klondike-win');
    for (let guard = 0; !el.game.isWon() && guard < 500; guard++) el.move(el.game.moves().find((x) => x.endsWith('-F')) ?? 'S');
    expect(wins[0].detail.assisted).to.equal(false);
  });

  it('share-url: javascript: and data: URLs give no link (one warning); http(s) works', async () => {
    const el = await gameFixture({ deal: easyDeal() });
    for (let guard = 0; !el.game.isWon() && guard < 500; guard++) el.move(el.game.moves().find((x) => x.endsWith('-F')) ?? 'S');
    for (const bad of ['javascript:alert(1)', 'data:text/html,hi']) {
      el.setAttribute('share-url', bad);
      await settle(el);
      const warnings = await captureWarnings(() => {
        expect(el.shareText!).to.not.contain(bad.slice(0, 5));
      });
      expect(warnings.join()).to.contain('share-url');
    }
    el.setAttribute('share-url', 'https://example.com/play');
    await settle(el);
    expect(el.shareText!).to.contain(`https://example.com/play#${el.record}`);
  });
});
