/**
 * One analysis on two threads: the portfolio's two halves (`members:
 * 'main'`, the main search alone; `'side'`, the relaxation, the probes and
 * the deck-first search). Each half is a complete search, so either one's
 * answer is the position's: they never contradict each other or the whole
 * search, and each decides deals the other cannot within the same budget.
 */
import { describe, expect, it } from 'vitest';
import { Klondike } from '../../src/engine/index.js';
import { createSearch, createSolverHandler, solve, verifySolution, type SolveOptions, type SolverResponse } from '../../src/solver/index.js';
import { dealNumbers } from '../../src/cli/batch.js';

const budget = (maxStates: number, members?: SolveOptions['members']): SolveOptions => ({ maxStates, timeLimitMs: Infinity, members });

describe('the two halves of a search', () => {
  it('the side half proves at once a draw-3 deal that draw 1 loses; the main half alone cannot within 30 000 states', () => {
    const g = new Klondike({ code: 'KL1-D3N-CI373JI' });
    const side = solve(g, budget(30_000, 'side'));
    expect(side.result).toBe('unsolvable');
    expect(side.states).toBeLessThan(1000); // the relaxation runs from the first state
    expect(solve(g, budget(30_000, 'main')).result).toBe('unknown');
    expect(solve(g, budget(200_000)).result).toBe('unsolvable'); // the whole search agrees
  });

  it('the main half proves a draw-3 deal lost that the side half (its relaxation, its probes) leaves open at 30 000 states', () => {
    const g = new Klondike({ code: 'KL1-D3N-MD3D4RH' });
    const main = solve(g, budget(30_000, 'main'));
    expect(main.result).toBe('unsolvable');
    expect(main.states).toBeLessThan(15_000);
    expect(solve(g, budget(30_000, 'side')).result).toBe('unknown');
  });

  it('the side half wins a deal with a probe that the main half does not win within 30 000 states, and its line wins', () => {
    const g = new Klondike({ code: 'KL1-D3N-ZI66CFC' });
    const side = solve(g, budget(30_000, 'side'));
    expect(side.result).toBe('solved');
    expect(verifySolution(g, side.moves)).toBe(true);
    expect(solve(g, budget(30_000, 'main')).result).toBe('unknown');
  });

  it('never contradicts the other half or the whole search (120 deals: draw 1, draw 3, draw 3 with 3 passes), and every line it answers wins', () => {
    let decided = 0;
    for (const [draw, passes] of [[1, Infinity], [3, Infinity], [3, 3]] as const) {
      for (const n of dealNumbers(29, 40)) {
        const g = new Klondike({ dealNumber: n, draw, passes, takeback: true });
        const results = [solve(g, budget(20_000)), solve(g, budget(20_000, 'main')), solve(g, budget(20_000, 'side'))];
        const verdicts = new Set(results.map((r) => r.result).filter((r) => r !== 'unknown'));
        expect(verdicts.size, `${g.code}: ${results.map((r) => r.result).join(' ')}`).toBeLessThanOrEqual(1);
        for (const r of results) if (r.result === 'solved') expect(verifySolution(g, r.moves), g.code ?? '').toBe(true);
        if (verdicts.size) decided++;
      }
    }
    expect(decided).toBeGreaterThanOrEqual(90);
  }, 60_000);

  it('the side half takes the same states in one go or in slices', () => {
    const states = (slice: number): [string, number] => {
      const s = createSearch(new Klondike({ code: 'KL1-D3N-UYXREO7' }), budget(100_000, 'side'));
      let r = s.run(slice);
      while (!r) r = s.run(slice);
      return [r.result, r.states];
    };
    const whole = states(1 << 30);
    expect(whole[0]).toBe('unsolvable');
    expect(states(5000)).toEqual(whole);
    expect(states(131_071)).toEqual(whole);
  });

  it("the worker's handler runs the half a request names", () => {
    const out: SolverResponse[] = [];
    const later: (() => void)[] = [];
    const handle = createSolverHandler((r) => out.push(r), (f) => later.push(f), 5000);
    const save = new Klondike({ code: 'KL1-D3N-CI373JI' }).toJSON();
    handle({ id: 1, kind: 'solve', save, maxStates: 30_000, members: 'main' });
    handle({ id: 2, kind: 'solve', save, maxStates: 30_000, members: 'side' });
    while (later.length) later.shift()!();
    const byId = new Map(out.map((r) => [r.id, r.solve?.result]));
    expect(byId.get(1)).toBe('unknown');
    expect(byId.get(2)).toBe('unsolvable');
  });

  it('refuses a half that does not exist', () => {
    const g = new Klondike({ code: 'KL1-D3N-CI373JI' });
    expect(() => solve(g, { members: 'left' as never })).toThrow(/members must be 'all', 'main' or 'side'/);
  });
});
