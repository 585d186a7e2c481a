/**
 * The solver under hostile positions and budgets: near-empty tableaus, every
 * card in the stock, dead tables, the largest budgets, tiny memory, and
 * cancellation in the middle of a search (AbortSignal, createSearch slices,
 * the worker handler). It must stay within its state and time caps, answer
 * 'unknown' when it is cut short, and never give a wrong answer: every
 * 'solved' replays to a win, and 'unsolvable' is only said of positions that
 * really are. Timings are checked only against generous bounds (5× a limit).
 */
import { describe, expect, it } from 'vitest';
import { Klondike, type SolvitaireDeal } from '../../src/engine/index.js';
import { createSearch, createSolverHandler, hint, isStuck, solve, type SolveResult, type SolverResponse } from '../../src/solver/index.js';
import { ALL, game, replaysToWin } from './helpers.js';

const SUITS = ['s', 'h', 'd', 'c'] as const;
const sv = (card: string): string => (card[0] === 'T' ? '10' : card[0]) + card[1].toUpperCase();

/** Every card in the stock (top = last drawn first), seven empty columns. */
function allInStock(order: readonly string[]): SolvitaireDeal {
  return { 'tableau piles': [[], [], [], [], [], [], []], stock: order.map(sv) };
}

/** A deterministic shuffle (mulberry32) of the 52 cards. */
function shuffled(seed: number): string[] {
  let a = seed >>> 0;
  const rnd = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const cards = [...ALL];
  for (let i = cards.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
  return cards;
}

/** The answer is consistent: solved replays to a win; unknown and unsolvable carry no moves. */
function checkSound(g: Klondike, r: SolveResult): void {
  expect(['solved', 'unsolvable', 'unknown']).toContain(r.result);
  if (r.result === 'solved') expect(replaysToWin(g, r.moves)).toBe(true);
  else expect(r.moves).toEqual([]);
  expect(Number.isFinite(r.states) && r.states >= 0).toBe(true);
  expect(Number.isFinite(r.ms) && r.ms >= 0).toBe(true);
}

/** A dead table: kings and lone cards on hidden cards, an empty stock: nothing can ever be played home. */
function deadGame(): Klondike {
  const tops = ['Ks', 'Kh', 'Kd', 'Kc', '5s', '5c', '9h'];
  const hidden = ALL.filter((c) => !tops.includes(c));
  const cols = tops.map((t, i) => `${hidden.splice(0, i === 6 ? hidden.length : i < 3 ? 7 : 6).join(' ')} | ${t}`);
  return game({ cols }, { draw: 1 });
}

const time = <T>(f: () => T): [T, number] => {
  const t0 = performance.now();
  const v = f();
  return [v, performance.now() - t0];
};

describe('solver under hostile positions', () => {
  it('near-empty tableau: one card left to play, a lone king, a single column run', () => {
    // One card out: the Kc alone in column 7.
    const one = game({ cols: ['', '', '', '', '', '', 'Kc'], found: { s: 13, h: 13, d: 13, c: 12 } });
    const r1 = solve(one, { timeLimitMs: 1000 });
    expect(r1.result).toBe('solved');
    expect(r1.moves).toEqual(['7-F']);
    // The last clubs hidden in reverse order under the Tc (must be dug out), the rest home.
    const dig = game({ cols: ['Kc Qc Jc | Tc'], found: { s: 13, h: 13, d: 13, c: 9 } });
    const r2 = solve(dig, { timeLimitMs: 1000 });
    expect(r2.result).toBe('solved');
    checkSound(dig, r2);
    // Hidden cards only: each must be uncovered in turn.
    const hidden = game({ cols: ['Kd Kc | Kh', 'Ks'], found: { s: 12, h: 12, d: 12, c: 12 } });
    const r3 = solve(hidden, { timeLimitMs: 1000 });
    expect(r3.result).toBe('solved');
    checkSound(hidden, r3);
    expect(r3.states).toBeLessThan(10_000);
  });

  it('a buried near-empty column is solved; a dead table is proved unsolvable, quickly', () => {
    // Clubs buried in one column under their ace, take-back off: winnable, and found.
    const g = game({ cols: ['Kc Qc Jc Tc 9c 8c 7c 6c 5c 4c 3c 2c | Ac'], found: { s: 13, h: 13, d: 13 } }, { takeback: false });
    const r = solve(g, { timeLimitMs: 1000 });
    expect(r.result).toBe('solved');
    checkSound(g, r);
    // The dead table (every column blocked, empty stock): proved, not guessed.
    const dead = deadGame();
    const [rd, ms] = time(() => solve(dead, { timeLimitMs: 2000 }));
    expect(rd.result).toBe('unsolvable');
    expect(ms).toBeLessThan(5 * 2000);
    expect(isStuck(dead, { timeLimitMs: 500 })).toBe(true);
    expect(hint(dead, { timeLimitMs: 300 })).toMatchObject({ move: null, kind: 'none' });
  });

  it('all 52 cards in the stock, draw 1 and draw 3, one pass and unlimited: sound answers within the caps', () => {
    const limit = 400;
    for (const [seed, draw, passes] of [
      [1, 1, Infinity],
      [2, 3, Infinity],
      [3, 1, 1],
      [4, 3, 1],
      [5, 3, 3],
    ] as const) {
      const g = new Klondike({ deal: allInStock(shuffled(seed)), draw, passes, scoring: 'none' });
      expect(g.tableau.every((c) => c.down.length === 0 && c.up.length === 0)).toBe(true);
      expect(g.stock.length).toBe(52);
      const [r, ms] = time(() => solve(g, { timeLimitMs: limit, maxStates: 400_000 }));
      checkSound(g, r);
      expect(r.states).toBeLessThanOrEqual(400_000 + 2048);
      expect(ms, `seed ${seed} draw ${draw} passes ${passes}`).toBeLessThan(5 * limit);
    }
  });

  it('all cards in the stock in winning order (draw 1, one pass) is solved', () => {
    // Top of the stock first: A..K of each suit, so every draw goes home.
    const order = SUITS.flatMap((s) => 'A23456789TJQK'.split('').map((r) => r + s)).reverse();
    const g = new Klondike({ deal: allInStock(order), draw: 1, passes: 1 });
    const r = solve(g, { timeLimitMs: 1000 });
    expect(r.result).toBe('solved');
    checkSound(g, r);
  });

  it('maxStates is a hard cap on the states explored; cut short means unknown', () => {
    for (const cap of [1, 100, 5_000, 60_000]) {
      for (const n of [13, 77, 4242]) {
        const g = new Klondike({ dealNumber: n, draw: 3 });
        const r = solve(g, { maxStates: cap, timeLimitMs: 30_000 });
        checkSound(g, r);
        expect(r.states, `deal ${n} cap ${cap}`).toBeLessThanOrEqual(cap + 2048);
        if (r.result === 'unknown') expect(r.states).toBeGreaterThan(0);
      }
    }
  });

  it('a small memory cap (memoryLog2) never gives a wrong verdict and stays within its time', () => {
    const g = new Klondike({ dealNumber: 13, draw: 3 });
    const [r, ms] = time(() => solve(g, { memoryLog2: 10, timeLimitMs: 1500, maxStates: 300_000 }));
    checkSound(g, r);
    // With the table full the search is incomplete: it may not claim a proof.
    expect(r.result).not.toBe('unsolvable');
    expect(r.states).toBeLessThanOrEqual(300_000 + 2048);
    expect(ms).toBeLessThan(5 * 1500);
  });

  it('the largest time budget on hard deals still honours maxStates and answers soundly', () => {
    for (const n of [13, 99, 31337]) {
      const g = new Klondike({ dealNumber: n, draw: 3, passes: Infinity });
      const [r, ms] = time(() => solve(g, { timeLimitMs: Number.MAX_SAFE_INTEGER, maxStates: 200_000 }));
      checkSound(g, r);
      expect(r.states).toBeLessThanOrEqual(200_000 + 2048);
      expect(ms).toBeLessThan(20_000);
    }
  });

  it('timeLimitMs is honoured within 5× on deals that take long', () => {
    const limit = 150;
    for (const n of [13, 4242, 987654]) {
      const g = new Klondike({ dealNumber: n, draw: 3, passes: Infinity });
      const [r, ms] = time(() => solve(g, { timeLimitMs: limit }));
      checkSound(g, r);
      expect(ms, `deal ${n}`).toBeLessThan(5 * limit + 200);
    }
  });

  it('hint and isStuck honour their budgets (each of their searches is capped)', () => {
    const g = new Klondike({ dealNumber: 13, draw: 3 });
    const [h, ms] = time(() => hint(g, { timeLimitMs: 100 }));
    expect(h.move === null || g.moves().includes(h.move)).toBe(true);
    expect(ms).toBeLessThan(5 * 2 * 100 + 200);
    const [, ms2] = time(() => isStuck(g, { timeLimitMs: 100 }));
    expect(ms2).toBeLessThan(5 * 100 + 200);
  });
});

describe('solver cancellation mid-search', () => {
  it('an AbortSignal aborted while the search runs stops it with unknown', () => {
    const g = new Klondike({ dealNumber: 13, draw: 3, passes: Infinity });
    // A signal that turns aborted after it has been looked at a few times
    // (the search checks it every 1024 states): a cancel in the middle.
    let reads = 0;
    const signal = {
      get aborted() {
        reads++;
        return reads > 3;
      },
    } as AbortSignal;
    const [r, ms] = time(() => solve(g, { signal, timeLimitMs: 60_000 }));
    if (r.result !== 'solved') {
      expect(r).toMatchObject({ result: 'unknown', moves: [] });
      expect(r.states).toBeLessThan(20 * 1024);
    }
    checkSound(g, r);
    expect(ms).toBeLessThan(2000);
  });

  it('createSearch: abort between slices gives unknown at the next slice; states stop growing', () => {
    const g = new Klondike({ dealNumber: 13, draw: 3, passes: Infinity });
    const ac = new AbortController();
    const s = createSearch(g, { signal: ac.signal });
    const first = s.run(2_000);
    if (first) {
      checkSound(g, first);
      return; // solved in one slice: nothing to cancel
    }
    expect(s.states).toBeGreaterThan(0);
    expect(s.states).toBeLessThanOrEqual(2_000 + 2048);
    ac.abort();
    const before = s.states;
    const r = s.run(1_000_000);
    expect(r).toMatchObject({ result: 'unknown', moves: [] });
    expect(s.states - before).toBeLessThanOrEqual(1024);
    // The result sticks: later runs return the same answer and explore nothing.
    expect(s.run(1_000_000)).toEqual(r);
    expect(s.states).toBe(r!.states);
  });

  it('createSearch: small slices respect the slice budget and the total maxStates', () => {
    const g = new Klondike({ dealNumber: 4242, draw: 3 });
    const s = createSearch(g, { maxStates: 30_000 });
    let r: SolveResult | null = null;
    let prev = 0;
    let slices = 0;
    while (!r && slices < 10_000) {
      r = s.run(500);
      slices++;
      expect(s.states - prev).toBeLessThanOrEqual(500 + 2048);
      prev = s.states;
    }
    expect(r).not.toBeNull();
    checkSound(g, r!);
    expect(r!.states).toBeLessThanOrEqual(30_000 + 2048);
  });

  it('createSearch: timeLimitMs counts only time spent in run', () => {
    const g = new Klondike({ dealNumber: 987654, draw: 3, passes: Infinity });
    const s = createSearch(g, { timeLimitMs: 100 });
    let r: SolveResult | null = null;
    const t0 = performance.now();
    while (!r) r = s.run(1_000);
    checkSound(g, r);
    expect(performance.now() - t0).toBeLessThan(5 * 100 + 200);
    expect(r.ms).toBeLessThan(5 * 100);
  });

  it('the worker handler: a cancel between slices ends the request with an error, not a verdict', () => {
    const out: SolverResponse[] = [];
    const queue: (() => void)[] = [];
    const handle = createSolverHandler((x) => out.push(x), (f) => queue.push(f));
    handle({ id: 1, kind: 'solve', save: new Klondike({ dealNumber: 13, draw: 3, passes: Infinity }).toJSON(), timeLimitMs: 60_000 });
    // Let it run a slice or two, then cancel.
    for (let i = 0; i < 2 && queue.length; i++) queue.shift()!();
    handle({ id: 1, kind: 'cancel' });
    while (queue.length) queue.shift()!();
    expect(out).toHaveLength(1);
    if (out[0].solve) checkSound(new Klondike({ dealNumber: 13, draw: 3, passes: Infinity }), out[0].solve);
    else expect(out[0]).toEqual({ id: 1, kind: 'solve', error: 'cancelled' });
    // A corrupt save is an error response, never a throw.
    handle({ id: 2, kind: 'solve', save: { version: 999, moves: 'x' } as never });
    expect(out.at(-1)).toMatchObject({ id: 2, error: expect.any(String) });
  });
});

describe('non-finite and absurd limits', () => {
  const g = new Klondike({ code: 'KL1-D1N-AAAAAAG' });
  it.each<[string, object, RegExp]>([
    ['timeLimitMs NaN', { timeLimitMs: NaN }, /timeLimitMs must be a number ≥ 0/],
    ['timeLimitMs negative', { timeLimitMs: -1 }, /timeLimitMs/],
    ['timeLimitMs as text', { timeLimitMs: '100' }, /timeLimitMs/],
    ['maxStates NaN', { maxStates: NaN }, /maxStates/],
    ['maxStates an object whose toString is not a function', { maxStates: { toString: [] } }, /maxStates must be a number ≥ 0 .*, not object$/],
    ['memoryLog2 NaN', { memoryLog2: NaN }, /memoryLog2 must be a whole number from 0 to 28/],
    ['memoryLog2 64', { memoryLog2: 64 }, /memoryLog2/],
    ['memoryLog2 1.5', { memoryLog2: 1.5 }, /memoryLog2/],
  ])('solve, hint, isStuck, createSearch - %s is refused with a RangeError naming it', (_n, opts, why) => {
    expect(() => solve(g, opts)).toThrow(RangeError);
    expect(() => solve(g, opts)).toThrow(why);
    expect(() => hint(g, opts)).toThrow(why);
    expect(() => isStuck(g, opts)).toThrow(why);
    expect(() => createSearch(g, opts)).toThrow(why);
  });
  it('Infinity stays a valid limit (none)', () => {
    expect(solve(g, { timeLimitMs: Infinity, maxStates: 5000 }).result).toMatch(/solved|unknown|unsolvable/);
  });
});
