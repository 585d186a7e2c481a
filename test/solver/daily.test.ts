/**
 * The deal of the day bound to the solver (src/solver/daily.ts): pinned
 * codes, real wins, real skips, and the determinism the mapping relies on.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DateError, encodeRecord, Klondike } from '../../src/engine/index.js';
import { createSearch, solve, type SolveResult } from '../../src/solver/index.js';
import { DAILY_SEARCH_VERSION, DAILY_STATE_BUDGET } from '../../src/solver/daily-budget.js';
import { dailyCode, dailyGame, isDailyWinnable, type DailyResult } from '../../src/solver/daily.js';
import { DAILY_V1_SCHEDULE } from '../../src/solver/schedule.js';

/**
 * Generated once with the solver of this commit, then hard-coded: a shared
 * daily deal must stay the same forever. If a solver change breaks these,
 * the daily mapping changed: see docs/records.md, "Stability".
 * Regenerated with the single-pass solver (folded key, probes): three days
 * moved (2026-01-01 and 2026-02-07 in draw 3, 2026-03-02 in draw 1), because
 * it wins within the budget deals that the previous solver skipped.
 * Regenerated again when the dead-position check inside the search took the
 * runs rule: 2026-01-01 in draw 1 moved to its first candidate;
 * 2026-01-16 (draw 1) is pinned as a day with a skip instead.
 * Since then the mapping is frozen: it is defined by the named search
 * 'daily-v1' (DAILY_SEARCH_VERSION, its own budget schedule), and the states
 * each walk explores are pinned too, so a change of the core search that
 * changes what 'daily-v1' explores fails here even before it moves a day.
 */
const PINNED: { date: string; draw: 1 | 3; code: string; skipped: number; states: number }[] = [
  { date: '2026-01-01', draw: 1, code: 'KL1-D1N-NIMGVFL', skipped: 0, states: 694 },
  { date: '2026-01-16', draw: 1, code: 'KL1-D1N-NLHU5RB', skipped: 1, states: 41 },
  { date: '2026-01-01', draw: 3, code: 'KL1-D3N-NIMGVFL', skipped: 0, states: 3256 },
  { date: '2026-02-07', draw: 1, code: 'KL1-D1N-NBCMILM', skipped: 0, states: 39 },
  { date: '2026-02-07', draw: 3, code: 'KL1-D3N-NBCMILM', skipped: 0, states: 138 },
  { date: '2026-03-02', draw: 1, code: 'KL1-D1N-R5F4VBM', skipped: 0, states: 1498 },
  { date: '2026-03-02', draw: 3, code: 'KL1-D3N-R5F4VBM', skipped: 0, states: 74 },
  { date: '2026-03-14', draw: 1, code: 'KL1-D1N-CKEZCYS', skipped: 0, states: 63 },
  { date: '2026-03-14', draw: 3, code: 'KL1-D3N-CKEZCYS', skipped: 0, states: 4248 },
  { date: '2027-12-31', draw: 1, code: 'KL1-D1N-22BXYIG', skipped: 1, states: 76 },
  { date: '2027-12-31', draw: 3, code: 'KL1-D3N-22BXYIG', skipped: 1, states: 10305 },
];

const results = new Map<string, DailyResult>();
const key = (date: string, draw: 1 | 3) => `${date}/${draw}`;

beforeAll(() => {
  for (const p of PINNED) results.set(key(p.date, p.draw), dailyGame(p.date, { draw: p.draw }));
}, 120_000);

/** Solves with the daily budget: in one go, or in slices of `slice` states. */
function budgeted(dealNumber: number, draw: 1 | 3, slice?: number): SolveResult {
  const game = new Klondike({ dealNumber, draw });
  if (slice === undefined) return solve(game, { maxStates: DAILY_STATE_BUDGET, timeLimitMs: Infinity, searchVersion: DAILY_SEARCH_VERSION });
  const search = createSearch(game, { maxStates: DAILY_STATE_BUDGET, searchVersion: DAILY_SEARCH_VERSION });
  for (;;) {
    const r = search.run(slice);
    if (r) return r;
  }
}
const verdict = (r: SolveResult) => ({ result: r.result, states: r.states, moves: r.moves });

describe('dailyCode / dailyGame', () => {
  it('pinned dates give pinned codes, both draws (the budget is 200 000 states)', () => {
    expect(DAILY_STATE_BUDGET).toBe(200_000);
    for (const p of PINNED) {
      const r = results.get(key(p.date, p.draw))!;
      expect({ date: p.date, draw: p.draw, code: r.code, skipped: r.skipped, states: r.states }).toEqual(p);
      expect(r.date).toBe(p.date);
      expect(r.dealNumber).toBe((r.start + r.skipped) % 2 ** 35);
    }
  });
  it('dailyCode - the code alone, Normal scoring, unlimited passes, take-back on by default', () => {
    expect(dailyCode('2026-03-14')).toBe('KL1-D1N-CKEZCYS');
    expect(dailyCode({ year: 2026, month: 3, day: 14 }, { draw: 3 })).toBe('KL1-D3N-CKEZCYS');
  });
  it('each day\'s deal is really won: the solution replays to a win (and its record is short)', () => {
    for (const p of PINNED) {
      const r = results.get(key(p.date, p.draw))!;
      const g = new Klondike({ code: r.code });
      for (const m of r.solution) g.move(m);
      expect(g.isWon()).toBe(true);
      expect(encodeRecord(g).length).toBeLessThan(300);
    }
  });
  it('the skipped deals are really not won by the solver within the budget', () => {
    for (const [date, draw] of [['2026-01-16', 1], ['2027-12-31', 1], ['2027-12-31', 3]] as const) {
      const r = results.get(key(date, draw))!;
      expect(r.skipped).toBeGreaterThan(0);
      for (let n = r.start; n < r.dealNumber; n++) expect(isDailyWinnable(n, { draw })).toBe(false);
      expect(isDailyWinnable(r.dealNumber, { draw })).toBe(true);
    }
  }, 60_000);
  it('rules: scoring changes the code but not the deal; Vegas defaults to one pass; passes and take-back go into the code', () => {
    const normal = results.get(key('2026-03-14', 1))!;
    expect(dailyGame('2026-03-14', { scoring: 'none' })).toMatchObject({ code: 'KL1-D1U-CKEZCYS', dealNumber: normal.dealNumber });
    expect(dailyGame('2026-03-14', { scoring: 'vegas', passes: Infinity }).code).toBe('KL1-D1VP0-CKEZCYS');
    expect(dailyGame('2026-03-14', { scoring: 'vegas' }).code).toMatch(/^KL1-D1V-/);
    expect(dailyGame('2026-03-14', { draw: 3, passes: 3, takeback: false }).code).toMatch(/^KL1-D3NP3X-/);
  }, 60_000);
  it('a smaller budget is another mapping (fewer deals won, more skipped)', () => {
    const small = dailyGame('2026-01-15', { maxStates: 50 });
    const full = dailyGame('2026-01-15');
    expect(full.skipped).toBe(0);
    expect(small.skipped).toBeGreaterThan(0);
  }, 60_000);
  it('a malformed date, rules or budget gets a clear error before any search', () => {
    expect(() => dailyCode('2026-02-30')).toThrow(DateError);
    expect(() => dailyCode('2026-02-30')).toThrow(/2026-02 has no day 30/);
    expect(() => dailyCode('yesterday')).toThrow(/write it YYYY-MM-DD/);
    expect(() => dailyCode('2026-03-14', { draw: 2 as 1 })).toThrow(/draw must be 1 or 3/);
    expect(() => dailyCode('2026-03-14', { passes: 0 })).toThrow(/passes must be/);
    expect(() => dailyCode('2026-03-14', { maxStates: 0 })).toThrow(/maxStates must be a whole number ≥ 1/);
  });
});

describe("the frozen search 'daily-v1'", () => {
  it('its budget schedule is the one the mapping was made with (never edit it: tune SCHEDULE instead)', () => {
    expect(DAILY_SEARCH_VERSION).toBe('daily-v1');
    expect(DAILY_V1_SCHEDULE).toEqual({
      mainTurn: 8192, probeTurn: 4096, lateAt: 200_000, lateProbeTurn: 1024, firstProbe: 16_384,
      relaxAt: 20_000, relaxTurn: 65_536, altAt: 200_000, altTurn: 8192, altMax: 32_768, relaxation: false,
    });
    expect(Object.isFrozen(DAILY_V1_SCHEDULE)).toBe(true);
  });
  it('an unknown search version is a clear error', () => {
    const game = new Klondike({ dealNumber: 1 });
    expect(() => solve(game, { searchVersion: 'daily-v0' as 'daily-v1' })).toThrow(/searchVersion must be 'daily-v1'/);
  });
});

describe('determinism of the budgeted search (what makes the daily deal the same everywhere)', () => {
  it('the same deal and budget give the same verdict, states and moves, in one go or in slices of any size', () => {
    // A deal that runs out of budget, one the search wins after many states, one won at once.
    const cases: [number, 1 | 3][] = [
      [results.get(key('2026-01-01', 1))!.start, 1],
      [results.get(key('2027-12-31', 3))!.start, 3],
      [results.get(key('2026-02-07', 3))!.dealNumber, 3],
      [results.get(key('2026-03-14', 1))!.dealNumber, 1],
    ];
    for (const [n, draw] of cases) {
      const once = verdict(budgeted(n, draw));
      expect(verdict(budgeted(n, draw))).toEqual(once);
      expect(verdict(budgeted(n, draw, 997))).toEqual(once);
      expect(verdict(budgeted(n, draw, 65_536))).toEqual(once);
      if (once.result === 'unknown') expect(once.states).toBe(DAILY_STATE_BUDGET);
    }
  }, 60_000);
});
