import { expect } from '@open-wc/testing';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import { captureWarnings, easyDeal, mount, settle, resultsExtras } from './helpers.js';

const KEY = 'klondike-solitaire-stats:';

/** Deals the easy deal and wins it through move(). */
function winEasy(el: KlondikeSolitaire): void {
  el.newGame(easyDeal());
  for (let guard = 0; !el.game.isWon() && guard < 500; guard++) el.move(el.game.moves().find((m) => m.endsWith('-F')) ?? 'S');
  expect(el.game.isWon()).to.equal(true);
}

describe('<klondike-solitaire stats>', () => {
  beforeEach(() => {
    for (const k of Object.keys(localStorage)) if (k.startsWith('klondike-solitaire')) localStorage.removeItem(k);
  });

  it('stats - off without the attribute: el.stats is null and nothing is stored', async () => {
    const el = await mount();
    expect(el.stats).to.equal(null);
    winEasy(el);
    expect(Object.keys(localStorage).filter((k) => k.startsWith(KEY))).to.deep.equal([]);
  });

  it('stats - played at the first move, won, streaks, best time and score, per draw mode', async () => {
    const el = await mount({ stats: '' });
    expect(el.stats!.draw1).to.deep.equal({ played: 0, won: 0, streak: 0, bestStreak: 0, bestTimeMs: null, bestScore: null, bestVegas: null });
    el.newGame('KL1-D1N-AAAAAAG');
    expect(el.stats!.draw1.played).to.equal(0); // dealt, not played
    winEasy(el);
    const score = el.game.score;
    let s = el.stats!.draw1;
    expect(s).to.include({ played: 1, won: 1, streak: 1, bestStreak: 1, bestScore: score, bestVegas: null });
    expect(s.bestTimeMs).to.be.a('number');
    winEasy(el);
    s = el.stats!.draw1;
    expect(s).to.include({ played: 2, won: 2, streak: 2, bestStreak: 2 });
    // A played game left unwon ends the streak.
    el.newGame('KL1-D1N-AAAAAAG');
    el.move('S');
    el.undo(); // still played
    el.restart();
    s = el.stats!.draw1;
    expect(s).to.include({ played: 3, won: 2, streak: 0, bestStreak: 2 });
    el.newGame(); // the restarted deal was not touched: not a game
    expect(el.stats!.draw1.played).to.equal(3);
    // Draw 3 is counted apart.
    el.setAttribute('draw', '3');
    await settle(el);
    el.move('S');
    expect(el.stats!.draw3).to.include({ played: 1, won: 0 });
    expect(el.stats!.draw1.played).to.equal(3);
    expect(JSON.parse(localStorage.getItem(`${KEY}default`)!).draw1.played).to.equal(3);
  });

  it('stats - Vegas wins keep their own best; a reload without persist ends the streak', async () => {
    const el = await mount({ stats: 'v', scoring: 'vegas' });
    winEasy(el);
    const s = el.stats!.draw1;
    expect(s.bestVegas).to.equal(el.game.score);
    expect(s.bestScore).to.equal(null);
    el.newGame();
    el.move('S');
    el.remove();
    const again = await mount({ stats: 'v', scoring: 'vegas' });
    expect(again.stats!.draw1).to.include({ played: 2, streak: 1 });
    again.move('S'); // the previous game was left in progress: it is lost
    expect(again.stats!.draw1).to.include({ played: 3, won: 1, streak: 0, bestStreak: 1 });
  });

  it('stats - a game restored by persist is not counted twice and its win counts', async () => {
    const el = await mount({ stats: 'p', persist: 'p' });
    el.newGame(easyDeal());
    el.move('S');
    el.remove();
    const again = await mount({ stats: 'p', persist: 'p' });
    expect(again.game.history).to.deep.equal(['S']);
    for (let guard = 0; !again.game.isWon() && guard < 500; guard++) again.move(again.game.moves().find((m) => m.endsWith('-F')) ?? 'S');
    expect(again.stats!.draw1).to.include({ played: 1, won: 1, streak: 1 });
  });

  it('stats - shown in the results panel; resetStats() forgets them', async () => {
    const el = await mount({ stats: 'panel' });
    winEasy(el);
    const extras = await resultsExtras(el);
    const stat = (name: string) => extras.querySelector(`[data-stat=${name}]`)?.textContent?.trim();
    expect(stat('played')).to.equal('1');
    expect(stat('won')).to.equal('1 (100%)');
    expect(stat('streak')).to.equal('1');
    expect(stat('best-streak')).to.equal('1');
    expect(stat('best-time')).to.match(/^\d\d:\d\d$/);
    expect(stat('best-score')).to.equal(el.game.scoreText);
    el.resetStats();
    expect(el.stats!.draw1.played).to.equal(0);
    expect(localStorage.getItem(`${KEY}panel`)).to.equal(null);
  });

  it('stats - unreadable stored statistics: one warning, counted afresh', async () => {
    localStorage.setItem(`${KEY}bad`, '{oops');
    const warnings = await captureWarnings(async () => {
      const el = await mount({ stats: 'bad' });
      el.move('S');
      expect(el.stats!.draw1.played).to.equal(1);
    });
    expect(warnings.length).to.equal(1);
    expect(warnings[0]).to.contain('klondike-solitaire-stats:bad');
  });
});
