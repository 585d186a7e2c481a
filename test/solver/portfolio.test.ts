/**
 * The members of the portfolio beside the main search and the probes: the
 * relaxation (a position where the waste pointer limits what the stock
 * shows, draw 3 or a pass limit, is lost when the same position under draw
 * 1 with unlimited passes is lost) and the deck-first search.
 */
import { describe, expect, it } from 'vitest';
import { Klondike } from '../../src/engine/index.js';
import { solve } from '../../src/solver/index.js';
import type { SparseChecks } from '../../src/solver/lost-check-rate.js';
import { Portfolio } from '../../src/solver/portfolio.js';
import { SCHEDULE } from '../../src/solver/schedule.js';
import { Mode } from '../../src/solver/search-options.js';
import { Search } from '../../src/solver/search.js';
import { DEFAULT_TT_LOG2 } from '../../src/solver/transposition-table.js';
import { rawPosition } from '../../src/solver/solve.js';
import { randomLine, seededRandom } from './helpers.js';

describe('relaxation', () => {
  it('every draw-3 or pass-limited position that the search wins is won under draw 1 with unlimited passes', () => {
    // The claim the relaxation rests on, checked on positions after random lines.
    const rnd = seededRandom(4242);
    let won = 0;
    for (let n = 0; n < 160; n++) {
      const passes = n % 3 === 0 ? 1 : n % 3 === 1 ? 3 : Infinity;
      const g = new Klondike({ dealNumber: n * 6113 + 11, draw: n % 5 === 0 ? 1 : 3, passes, takeback: n % 2 === 0 });
      randomLine(g, rnd, rnd(60));
      const raw = rawPosition(g);
      if (raw.draw === 1 && raw.passes === Infinity) continue;
      const real = new Search(raw, Mode.Win).step(20_000);
      if (real !== 'found') continue;
      won++;
      const relaxed = new Search({ ...raw, draw: 1, passes: Infinity, recycles: 0 }, Mode.Win).step(200_000);
      expect(relaxed, `position ${n}`).not.toBe('exhausted');
    }
    expect(won).toBeGreaterThanOrEqual(40);
  }, 60_000);

  it('a draw-3 deal that only the relaxation proves lost early: unsolvable well before the main search alone could', () => {
    // Deal 1127941794, draw 3: the main search alone needs about 880 000
    // states for the proof; under draw 1 it is lost too, which the
    // relaxation proves once it starts (after 20 000 states of the main search).
    const g = new Klondike({ dealNumber: 1127941794, draw: 3, passes: Infinity, takeback: true });
    const r = solve(g, { maxStates: 300_000, timeLimitMs: 60_000 });
    expect(r.result).toBe('unsolvable');
    const alone = new Search(rawPosition(g), Mode.Win).step(300_000);
    expect(alone).toBeNull(); // still running: the proof above is the relaxation's
    // winOnly leaves the relaxation out: the same budget goes to looking for a win.
    expect(solve(g, { maxStates: 300_000, timeLimitMs: 60_000, winOnly: true }).result).toBe('unknown');
  }, 60_000);
});

describe('relaxation turns that grow', () => {
  /** The outcome and states of a portfolio run in slices of `slice` states. */
  function run(code: string, schedule = SCHEDULE, slice = 1 << 30): [string | null, number] {
    const p = new Portfolio(rawPosition(new Klondike({ code })), DEFAULT_TT_LOG2, schedule);
    let out = null;
    while (!out && p.states < 2_000_000) out = p.step(slice);
    const states = p.states;
    p.release();
    return [out, states];
  }

  it('a long relaxed proof leaves the other searches fewer turns, and takes the same states in one go or in slices', () => {
    // KL1-D3N-ECN42ST is lost under draw 1 (a relaxed proof of about
    // 536 000 states): with turns of 131 072 the main search and the probes
    // take 98 000 states beside it, with doubling turns 86 000.
    const [fixedOut, fixed] = run('KL1-D3N-ECN42ST', { ...SCHEDULE, relaxGrows: false });
    const [out, grown] = run('KL1-D3N-ECN42ST');
    expect(fixedOut).toBe('exhausted');
    expect(out).toBe('exhausted');
    expect(grown).toBeLessThan(fixed);
    expect(run('KL1-D3N-ECN42ST', SCHEDULE, 5000)).toEqual([out, grown]);
    expect(run('KL1-D3N-ECN42ST', SCHEDULE, 131_071)).toEqual([out, grown]);
  }, 60_000);
});

describe('deck-first search', () => {
  it('is the same complete search in another order: the same verdict as the main order on positions after random lines', () => {
    const rnd = seededRandom(777);
    let both = 0;
    for (let n = 0; n < 100; n++) {
      const g = new Klondike({ dealNumber: n * 4241 + 3, draw: n % 2 ? 3 : 1, passes: n % 3 === 0 ? 2 : Infinity, takeback: n % 4 < 2 });
      randomLine(g, rnd, 100, true);
      const raw = rawPosition(g);
      const main = new Search(raw, Mode.Win).step(30_000);
      const other = new Search(raw, Mode.Win, { deckFirst: true }).step(30_000);
      if (main && other) {
        both++;
        expect(other, `position ${n}`).toBe(main);
      }
    }
    expect(both).toBeGreaterThanOrEqual(60);
  }, 60_000);

  it('wins a draw-3 deal that the main order only wins after millions of states', () => {
    // Deal 33504736462, draw 3: the main order needs about 4.7 M states;
    // deck first, a few hundred once it starts (after 200 000 of the main search).
    const g = new Klondike({ dealNumber: 33504736462, draw: 3, passes: Infinity, takeback: true });
    const r = solve(g, { maxStates: 400_000, timeLimitMs: 60_000 });
    expect(r.result).toBe('solved');
    const c = g.clone();
    for (const m of r.moves) c.move(m);
    expect(c.isWon()).toBe(true);
    expect(new Search(rawPosition(g), Mode.Win).step(400_000)).toBeNull(); // the main order alone: still searching
  }, 60_000);
});

/** Which kinds of dead check a test run makes sparse. */
type Kinds = SparseChecks;

/**
 * A search of `code` (its draw-1 relaxation with `relaxed`) to `max` states in slices of
 * `slice`, with the dead checks of `kinds` made only while they pay: its outcome,
 * states and the checks made of each kind.
 */
function checked(code: string, kinds: Kinds, max: number, slice = 1 << 30, relaxed = false) {
  const raw = rawPosition(new Klondike({ code }));
  const s = new Search(relaxed ? { ...raw, draw: 1, passes: Infinity, recycles: 0 } : raw, Mode.Win, { sparseChecks: kinds });
  const c = s.checks;
  let out = null;
  while (!out && s.states < max) out = s.step(Math.min(slice, max - s.states));
  const r = { out, states: s.states, cover: c.cover.made, deck: c.deck.made, home: c.home.made, pile: c.pile.made };
  s.release();
  return r;
}

describe('dead checks on states that must cover a deck card (the draw-1 relaxation), made while they pay', () => {
  const relaxed = (code: string, sparse: boolean, max: number, slice?: number) => checked(code, { cover: sparse }, max, slice, true);

  it('where few of them prove a loss, most are left out; the same states in one go or in slices', () => {
    // KL1-D3N-KCTDZOQ's relaxed proof: about 1 check in 700 proves a loss.
    const sparse = relaxed('KL1-D3N-KCTDZOQ', true, 150_000);
    const all = relaxed('KL1-D3N-KCTDZOQ', false, 150_000);
    expect(all.out).toBeNull();
    expect(sparse.cover).toBeGreaterThan(4096); // the trial, then one state in 16
    expect(sparse.cover * 4).toBeLessThan(all.cover);
    expect(relaxed('KL1-D3N-KCTDZOQ', true, 150_000, 5000)).toEqual(sparse);
  }, 60_000);

  it('where many do (1 in 4), all are made: the same proof, state for state', () => {
    const sparse = relaxed('KL1-D3N-SRN3VAB', true, 1_000_000);
    expect(sparse.out).toBe('exhausted');
    expect(relaxed('KL1-D3N-SRN3VAB', false, 1_000_000)).toEqual(sparse);
  }, 60_000);
});

describe('dead checks after deck cards and piles (draw 3), made while they pay', () => {
  const all3 = { deck: true, home: true, pile: true };

  it('where few prove a loss (KL1-D3N-JA3YEF6), most are left out, for a few more states; the same in one go or in slices', () => {
    const sparse = checked('KL1-D3N-JA3YEF6', all3, 300_000);
    const all = checked('KL1-D3N-JA3YEF6', {}, 300_000);
    expect(all.out).toBeNull();
    expect(sparse.deck + sparse.home + sparse.pile).toBeLessThan((all.deck + all.home + all.pile) / 2);
    expect(checked('KL1-D3N-JA3YEF6', all3, 300_000, 5000)).toEqual(sparse);
  }, 60_000);

  it('where they pay (KL1-D3N-U27UJX5: 1 in 2 after a deck card onto a column), those are all made: the same search, state for state', () => {
    const sparse = checked('KL1-D3N-U27UJX5', { deck: true }, 200_000);
    expect(sparse.deck).toBeGreaterThan(10_000);
    expect(checked('KL1-D3N-U27UJX5', {}, 200_000)).toEqual(sparse);
  }, 60_000);
});
