/**
 * Short winning lines (src/solver/short-line.ts, `SolveOptions.shortLine`):
 * every shortened line is replayed through the engine move by move to a
 * win, it is never costlier than the line found first, and the shortening
 * is deterministic, sliced or not, from any position and under pass limits.
 */
import { describe, expect, it } from 'vitest';
import { Klondike } from '../../src/engine/index.js';
import { createSearch, createSolverHandler, solve, type SolverResponse } from '../../src/solver/index.js';
import { cheaper, GUIDED_STATES, guideOf, lineCost, SHORT_LINE_STATES, type LineCost } from '../../src/solver/short-line.js';
import { dealNumbers } from '../../src/cli/batch.js';
import { compareWithAndWithout, randomLine, seededRandom } from './helpers.js';

const BUDGET = { timeLimitMs: Infinity, maxStates: 300_000 };

/** Plays every move through a copy of the engine (each must be legal); its stats once won. */
function replay(game: Klondike, moves: readonly string[]): { won: boolean; passes: number } {
  const g = game.clone();
  for (const m of moves) g.move(m);
  return { won: g.isWon(), passes: g.stats.passes - game.stats.passes };
}

const notCostlier = (a: LineCost, b: LineCost) => !cheaper(b, a);

describe('solve - shortLine', () => {
  for (const draw of [1, 3] as const) {
    it(`draw ${draw}: from the opening, every shortened line replays to a win and is never costlier; most lose passes`, () => {
      const before: LineCost[] = [];
      const after: LineCost[] = [];
      for (const n of dealNumbers(5, 8)) {
        const game = new Klondike({ dealNumber: n, draw });
        const plain = solve(game, BUDGET);
        if (plain.result !== 'solved') continue;
        const short = solve(game, { ...BUDGET, shortLine: true });
        expect(short.result).toBe('solved');
        const r = replay(game, short.moves);
        expect(r.won).toBe(true);
        const a = lineCost(game, short.moves)!;
        const b = lineCost(game, plain.moves)!;
        expect(a.passes).toBe(r.passes);
        expect(notCostlier(a, b)).toBe(true);
        expect(short.states - plain.states).toBeLessThanOrEqual(SHORT_LINE_STATES + GUIDED_STATES);
        before.push(b);
        after.push(a);
      }
      expect(before.length).toBeGreaterThanOrEqual(6);
      const sum = (xs: LineCost[], k: keyof LineCost) => xs.reduce((s, c) => s + c[k], 0);
      expect(sum(after, 'passes')).toBeLessThan(sum(before, 'passes') * 0.75);
      expect(sum(after, 'taps')).toBeLessThan(sum(before, 'taps'));
      expect(after.filter((c, i) => cheaper(c, before[i])).length).toBeGreaterThanOrEqual(before.length / 2);
    }, 120_000);
  }

  it('from the middle of a game with recycles made and a pass limit, the line keeps within the passes left', () => {
    for (const draw of [1, 3] as const) {
      const game = new Klondike({ dealNumber: 987_654_321, draw, passes: 6 });
      const first = solve(game, BUDGET);
      expect(first.result).toBe('solved');
      // Play into the line until a recycle was made, then shorten from there.
      let i = 0;
      while (i < first.moves.length - 20 && game.stats.passes === 0) game.move(first.moves[i++]);
      for (let k = 0; k < 5; k++) game.move(first.moves[i++]);
      const plain = solve(game, BUDGET);
      const short = solve(game, { ...BUDGET, shortLine: true });
      expect(short.result).toBe('solved');
      const r = replay(game, short.moves);
      expect(r.won).toBe(true);
      expect(game.stats.passes + r.passes).toBeLessThanOrEqual(game.options.passes - 1);
      expect(notCostlier(lineCost(game, short.moves)!, lineCost(game, plain.moves)!)).toBe(true);
    }
  }, 60_000);

  it('guided searches: a draw-1 line that the plain searches leave at 8 passes comes down to 3 or fewer', () => {
    // Under a pass limit the plain order needs over 100 000 states to win this deal (none within 200 000
    // under 2 - 8 recycles): without the guided searches its line keeps the first one's 8 passes.
    const game = new Klondike({ code: 'KL1-D1N-S4RUZR3' });
    const plain = solve(game, BUDGET);
    expect(lineCost(game, plain.moves)!.passes).toBeGreaterThanOrEqual(8);
    const short = solve(game, { ...BUDGET, shortLine: true });
    expect(short.result).toBe('solved');
    expect(replay(game, short.moves).won).toBe(true);
    expect(lineCost(game, short.moves)!.passes).toBeLessThanOrEqual(3);
  }, 60_000);

  it("the guide: a line's moves as keys, one per card moved (no stock taps)", () => {
    const game = new Klondike({ dealNumber: 4242, draw: 1 });
    const g = game.clone();
    randomLine(g, seededRandom(7), 40);
    const line = g.history;
    const keys = guideOf(game, line);
    const played = line.filter((m) => m !== 'S').length;
    expect(keys.size).toBeGreaterThan(0);
    expect(keys.size).toBeLessThanOrEqual(played);
    for (const k of keys) expect(k % 64).toBeLessThanOrEqual(53);
  });

  it('a guided search gives the verdicts of the unguided one, under pass limits too (it only reorders moves)', () => {
    const { compared, unsolvable, on, off } = compareWithAndWithout(
      120,
      (i) => {
        const rnd = seededRandom(61_000 + i);
        const game = new Klondike({ dealNumber: 52_000 + i * 31, draw: i % 2 ? 3 : 1, passes: [Infinity, 1, 2, 3][i % 4] });
        randomLine(game, rnd, 5 + rnd(60), true);
        return { game, seed: 0 };
      },
      (on, i) => {
        if (!on) return {};
        const g = new Klondike({ dealNumber: 52_000 + i * 31, draw: i % 2 ? 3 : 1, passes: [Infinity, 1, 2, 3][i % 4] });
        const line = g.clone();
        randomLine(line, seededRandom(i), 80);
        return { guide: guideOf(g, line.history) };
      },
    );
    expect(compared).toBeGreaterThan(80);
    expect(unsolvable).toBeGreaterThan(10);
    expect(on).not.toBe(off); // the guide did reorder: the searches entered other states
  }, 120_000);

  it('the same line in one go or in slices of any size (guided searches too)', () => {
    for (const game of [new Klondike({ dealNumber: dealNumbers(5, 1)[0], draw: 1 }), new Klondike({ code: 'KL1-D1N-S4RUZR3' })]) {
      const once = solve(game, { ...BUDGET, shortLine: true });
      for (const slice of [997, 20_000]) {
        const s = createSearch(game, { ...BUDGET, shortLine: true });
        let r = s.run(slice);
        while (!r) r = s.run(slice);
        expect({ moves: r.moves, states: r.states }).toEqual({ moves: once.moves, states: once.states });
      }
    }
  }, 60_000);

  it('cancelled during the shortening: still solved, with a line that wins', () => {
    const game = new Klondike({ dealNumber: dealNumbers(5, 2)[1], draw: 1 });
    const ctl = new AbortController();
    const s = createSearch(game, { ...BUDGET, shortLine: true, signal: ctl.signal });
    let r = s.run(1 << 30); // the win: the shortening is due in the next slices
    if (r === null) {
      ctl.abort();
      r = s.run(1 << 30)!;
    }
    expect(r.result).toBe('solved');
    expect(replay(game, r.moves).won).toBe(true);
  }, 60_000);

  it('worker: solve and hint requests with shortLine answer the shortened line and its first move', () => {
    const game = new Klondike({ dealNumber: dealNumbers(5, 3)[2], draw: 1 });
    const short = solve(game, { timeLimitMs: Infinity, shortLine: true });
    const out: SolverResponse[] = [];
    const queue: (() => void)[] = [];
    const handle = createSolverHandler((x) => out.push(x), (f) => queue.push(f), 5000);
    handle({ id: 1, kind: 'solve', save: game.toJSON(), timeLimitMs: 1e9, shortLine: true });
    handle({ id: 2, kind: 'hint', save: game.toJSON(), timeLimitMs: 1e9, shortLine: true });
    while (queue.length) queue.shift()!();
    const byId = new Map(out.map((x) => [x.id, x]));
    expect(byId.get(1)!.solve!.moves).toEqual(short.moves);
    expect(byId.get(2)!.hint).toEqual({ move: short.moves[0], kind: 'winning', result: 'solved' });
  }, 60_000);
});
