/**
 * Bare cards home (`SafeMoves.homeBareTops`, `Schedule.homeBare`): with take-back, in
 * a state without an obligation, a column top lying on a face-up card goes
 * home as soon as its foundation is ready (going home and the take-back
 * onto the same card undo each other), and so does such a card under a pile
 * that its twin, a bare column top, could take (the pile moves over first:
 * which twin carries a pile is not in the key).
 */
import { describe, expect, it } from 'vitest';
import { Klondike } from '../../src/engine/index.js';
import { solve } from '../../src/solver/index.js';
import { DAILY_V1_SCHEDULE, SCHEDULE } from '../../src/solver/schedule.js';
import { Mode, type SearchOptions } from '../../src/solver/search-options.js';
import { Search } from '../../src/solver/search.js';
import { rawPosition } from '../../src/solver/solve.js';
import { compareWithAndWithout, game, randomLine, replaysToWin, sameKeysWithAndWithout, seededRandom } from './helpers.js';

/** The other rules on, as `solve()` runs them (see SCHEDULE). */
const scheduled = (i: number): SearchOptions => ({
  moreDeadChecks: true,
  sleepAfterDeck: true,
  skipObligedDom: true,
  deckAfterDeck: true,
  deepDeadEnds: true,
  reverseDeckAt: i % 2 === 0 ? 0 : 2000,
});

describe('bare cards home', () => {
  it('the same verdicts with and without the rule, and the plain search, on positions after random lines, in fewer states', () => {
    // Draw 3 and draw 1, pass limits, take-back mostly on (the rule needs it), the main order and a
    // shuffled one. Offline, 3 859 positions this way (2 706 also against the plain search) agreed.
    const { compared, plainToo, unsolvable, fewer, on, off } = compareWithAndWithout(
      200,
      (i) => {
        const rnd = seededRandom(91_000 + i);
        const passes = [Infinity, Infinity, Infinity, 1, 2, 3][i % 6];
        const game = new Klondike({ dealNumber: 70_000 + i * 37, draw: i % 3 === 2 ? 1 : 3, takeback: i % 8 !== 0, passes });
        randomLine(game, rnd, 5 + rnd(70), i % 3 !== 0);
        return { game, seed: i % 4 === 3 ? 555 + i : 0 };
      },
      (on, i) => ({ ...scheduled(i), homeBare: on }),
    );
    expect(compared).toBeGreaterThan(150);
    expect(plainToo).toBeGreaterThan(100);
    expect(unsolvable).toBeGreaterThan(60);
    expect(fewer).toBeGreaterThan(50);
    expect(on).toBeLessThan(off * 0.9);
  }, 120_000);

  it('keeps the sleep sets exact: the same keys with and without them (exhausted searches, no dead checks)', () => {
    // Positions 2 300 – 2 600 include 2 380, where a card under a pile whose twin was a bare top
    // went home in one of two positions with one key and not in the other, until the pile moved over.
    const { compared, fewer } = sameKeysWithAndWithout(
      300,
      (i0) => {
        const i = 2300 + i0;
        const rnd = seededRandom(17_000 + i);
        const game = new Klondike({ dealNumber: 19_000 + i * 41, draw: 3, takeback: true });
        randomLine(game, rnd, 5 + rnd(60), i % 3 !== 0);
        return { game, seed: i % 4 === 3 ? 4321 + i : 0 };
      },
      (asleep) => ({ homeBare: true, sleepAfterDeck: asleep, deckAfterDeck: asleep }),
    );
    expect(compared).toBeGreaterThan(80);
    expect(fewer).toBeGreaterThan(20);
  }, 120_000);

  it('moves a pile over to the twin, then the card home, and the line replays', () => {
    // Th (hearts at 9) lies on Jc under 9s; its twin Td is a bare top: 9s goes onto Td, Th home.
    // Spades at 7 with 8s hidden: 9s itself is not ready. (Draw 3: no deck card goes home by itself.)
    const g = game(
      {
        cols: ['| Jc Th 9s', '| Td', '| Kh Qc Jd', '| Kd Qs Jh', '| Kc Qd', '| Ks Qh Js', '8s | Ts'],
        found: { s: 7, h: 9, d: 9, c: 10 },
      },
      { draw: 3 },
    );
    const s = new Search(rawPosition(g), Mode.Win, { homeBare: true });
    expect(s.step(10_000)).toBe('found');
    const line = s.path();
    expect(line.slice(0, 2)).toEqual(['1-2', '1-F']);
    expect(replaysToWin(g, line)).toBe(true);
    const r = solve(g);
    expect(r.result).toBe('solved');
    expect(replaysToWin(g, r.moves)).toBe(true);
  });

  it('sends a bare card home only with take-back, and not from hidden cards', () => {
    // Th (hearts at 9, not safe: a black 9 is out) lies bare on Jc; once it is home, Jh on Qs is
    // ready too, then Qh under Js, whose twin Qd is a bare top (Js moves over). Without take-back nothing moves; lying on a hidden card, Th stays (turning that
    // card is not undone by a take-back). Draw 3: no deck card goes home by itself.
    const rest = ['| Kh Qc Jd', '| Kd Qs Jh', '| Kc Qd', '| Ks Qh Js', '| Td'];
    const found = { s: 8, h: 9, d: 9, c: 10 };
    const first = (cols: string[], stock: string[], takeback: boolean): string[] => {
      const s = new Search(rawPosition(game({ cols, stock, found }, { takeback, draw: 3 })), Mode.Win, { homeBare: true });
      s.step(1);
      return s.path();
    };
    expect(first(['| Jc Th', ...rest], ['9s', 'Ts'], true)).toEqual(['1-F', '3-F', '5-4', '5-F']);
    expect(first(['| Jc Th', ...rest], ['9s', 'Ts'], false)).toEqual([]);
    expect(first(['9s | Th', ...rest], ['Jc', 'Ts'], true)).toEqual([]);
  });

  it("is on in solve()'s schedule and off in the frozen daily search", () => {
    expect(SCHEDULE.homeBare).toBe(true);
    expect(DAILY_V1_SCHEDULE.homeBare).toBeUndefined();
  });
});
