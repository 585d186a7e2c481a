/**
 * A state under an obligation skipped in draw 3 (unlimited passes) once the
 * same cards were entered without one, with a pointer that reaches at least
 * as much (`Search.skipObligedDom`, see `Search.ttInsert`).
 */
import { describe, expect, it } from 'vitest';
import { Klondike } from '../../src/engine/index.js';
import { DAILY_V1_SCHEDULE, SCHEDULE } from '../../src/solver/schedule.js';
import { compareWithAndWithout, randomLine, seededRandom } from './helpers.js';

describe('obliged states skipped under the draw-3 pointer dominance', () => {
  it('the same verdicts with and without the skip, and the plain search, on positions after random lines', () => {
    // Draw 3, unlimited passes (where the pointer dominance is used), take-back mostly on (a card
    // taken back leaves an obligation), the main order and a shuffled one, with the sleep sets
    // and the farthest-first deck order as solve() runs them.
    const { compared, plainToo, unsolvable, fewer, on, off } = compareWithAndWithout(
      160,
      (i) => {
        const rnd = seededRandom(31_000 + i);
        const game = new Klondike({ dealNumber: 40_000 + i * 53, draw: 3, takeback: i % 4 !== 0 });
        randomLine(game, rnd, 5 + rnd(60), i % 3 !== 0);
        return { game, seed: i % 4 === 3 ? 777 + i : 0 };
      },
      (skip, i) => ({ skipObligedDom: skip, sleepAfterDeck: true, reverseDeckAt: i % 2 === 0 ? 0 : 2000 }),
    );
    expect(compared).toBeGreaterThan(120);
    expect(plainToo).toBeGreaterThan(60);
    expect(unsolvable).toBeGreaterThan(40);
    expect(fewer).toBeGreaterThan(10);
    expect(on).toBeLessThan(off);
  }, 120_000);

  it("is on in solve()'s schedule and off in the frozen daily search", () => {
    expect(SCHEDULE.skipObligedDom).toBe(true);
    expect(DAILY_V1_SCHEDULE.skipObligedDom).toBeUndefined();
  });
});
