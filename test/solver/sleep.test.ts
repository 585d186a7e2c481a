import { describe, expect, it } from 'vitest';
import { Klondike } from '../../src/engine/index.js';
import { DAILY_V1_SCHEDULE, SCHEDULE } from '../../src/solver/schedule.js';
import { Mode } from '../../src/solver/search-options.js';
import { Search } from '../../src/solver/search.js';
import { rawPosition } from '../../src/solver/solve.js';
import { compareWithAndWithout, randomLine, replaysToWin, sameKeysWithAndWithout, seededRandom } from './helpers.js';

describe('tableau moves asleep after a deck move or a tableau move', () => {
  it('the same verdicts with and without the rule, and the plain search, on positions after random lines, in fewer states', () => {
    // Draw 3 (and pass limits, where the waste pointer is in play too; and some draw 1, where only
    // tableau moves after tableau moves are asleep), take-back on and off, the main order and a shuffled one: each position is searched with the rule and without it and, where it
    // finishes, by the plain search (every move, no pruning).
    const { compared, plainToo, unsolvable, fewer, on, off } = compareWithAndWithout(
      160,
      (i) => {
        const rnd = seededRandom(7000 + i);
        const passes = [Infinity, Infinity, 1, 2, 3][i % 5];
        const game = new Klondike({ dealNumber: 9000 + i * 31, draw: i % 7 === 6 ? 1 : 3, takeback: i % 2 === 0, passes });
        randomLine(game, rnd, 5 + rnd(60), i % 3 !== 0);
        return { game, seed: i % 4 === 3 ? 12345 + i : 0 };
      },
      (asleep) => ({ sleepAfterDeck: asleep }),
    );
    expect(compared).toBeGreaterThan(120);
    expect(plainToo).toBeGreaterThan(80);
    expect(unsolvable).toBeGreaterThan(40);
    expect(fewer).toBeGreaterThan(20);
    expect(on).toBeLessThan(off);
  }, 120_000);

  it('every key the search enters without the rule, it enters with it (exhausted searches, no dead checks)', () => {
    // The rule only drops moves to states that are entered anyway (see Search.sleepMoves): with the
    // static dead checks off (they depend on the move that led to a state, so on the path), an
    // exhausted search enters the same keys either way. Draw 3 with unlimited passes, where no state
    // is skipped for its obligation (that skip depends on the order of the search too).
    const { compared, fewer } = sameKeysWithAndWithout(
      400,
      (i) => {
        const rnd = seededRandom(7000 + i);
        const game = new Klondike({ dealNumber: 9000 + i * 31, draw: 3, takeback: i % 2 === 0 });
        randomLine(game, rnd, 5 + rnd(60), i % 3 !== 0);
        return { game, seed: i % 4 === 3 ? 12345 + i : 0 };
      },
      (asleep) => ({ sleepAfterDeck: asleep }),
    );
    expect(compared).toBeGreaterThan(120);
    expect(fewer).toBeGreaterThan(30);
  }, 120_000);

  it('on whole deals: the same verdict in fewer states, a win and a proof', () => {
    // Counted on these two draw-3 deals: a win (9 710 states against 10 939) and a proof (10 954 against 12 779).
    for (const code of ['KL1-D3N-ADZPF3L', 'KL1-D3N-BFPEZCO']) {
      const g = new Klondike({ code });
      const raw = rawPosition(g);
      const a = new Search(raw, Mode.Win, { tableLog2: 20, sleepAfterDeck: true });
      const b = new Search(raw, Mode.Win, { tableLog2: 20 });
      const ra = a.step(100_000);
      const rb = b.step(100_000);
      expect(ra, code).not.toBeNull();
      expect(ra, code).toBe(rb);
      expect(a.states, code).toBeLessThan(b.states);
      if (ra === 'found') expect(replaysToWin(g, a.path()), code).toBe(true);
    }
  });

  it("is on in solve()'s schedule and off in the frozen daily search", () => {
    expect(SCHEDULE.sleepAfterDeck).toBe(true);
    expect(DAILY_V1_SCHEDULE.sleepAfterDeck).toBeUndefined();
  });
});

describe('deck moves farthest first', () => {
  it('the same verdicts as nearest first on positions after random lines, and in a long search fewer states', () => {
    let compared = 0;
    let unsolvable = 0;
    for (let i = 0; i < 120; i++) {
      const rnd = seededRandom(8000 + i);
      const g = new Klondike({ dealNumber: 11_000 + i * 37, draw: 3, takeback: i % 2 === 0 });
      randomLine(g, rnd, 5 + rnd(60), i % 3 !== 0);
      if (g.isWon()) continue;
      const raw = rawPosition(g);
      const a = new Search(raw, Mode.Win, { tableLog2: 20, reverseDeckAt: i % 3 === 0 ? 0 : 500 });
      const b = new Search(raw, Mode.Win, { tableLog2: 20 });
      const ra = a.step(60_000);
      const rb = b.step(60_000);
      if (!ra || !rb) continue;
      expect(ra, `position ${i}`).toBe(rb);
      if (ra === 'found') expect(replaysToWin(g, a.path()), `position ${i}, line`).toBe(true);
      compared++;
      if (ra === 'exhausted') unsolvable++;
    }
    expect(compared).toBeGreaterThan(90);
    expect(unsolvable).toBeGreaterThan(30);
    // A draw-3 proof (KL1-D3N-BFPEZCO, 12 779 states nearest first): fewer states farthest first.
    const g = new Klondike({ code: 'KL1-D3N-BFPEZCO' });
    const far = new Search(rawPosition(g), Mode.Win, { tableLog2: 20, reverseDeckAt: 0 });
    const near = new Search(rawPosition(g), Mode.Win, { tableLog2: 20 });
    expect(far.step(100_000)).toBe('exhausted');
    expect(near.step(100_000)).toBe('exhausted');
    expect(far.states).toBeLessThan(near.states);
  }, 60_000);

  it("is on in solve()'s schedule and off in the frozen daily search", () => {
    expect(SCHEDULE.reverseDeckAt).toBe(20_000);
    expect(DAILY_V1_SCHEDULE.reverseDeckAt).toBeUndefined();
  });
});
