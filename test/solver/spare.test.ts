/**
 * Spare arrays (src/solver/spare.ts): a finished search gives its tables
 * and stacks back, the next search takes them, what is kept stays within
 * SPARE_BYTES, and reused arrays change no answer.
 */
import { describe, expect, it } from 'vitest';
import { Klondike } from '../../src/engine/index.js';
import { createSolverHandler, hint, solve, type SolverResponse } from '../../src/solver/index.js';
import { Mode } from '../../src/solver/search-options.js';
import { Search } from '../../src/solver/search.js';
import { rawPosition } from '../../src/solver/solve.js';
import { giveInt32, SPARE_BYTES, spareArrayBytes, takeInt32 } from '../../src/solver/array-pool.js';
import { TransTable, TT_NEW, TT_SEEN } from '../../src/solver/transposition-table.js';

describe('spare arrays', () => {
  it('a finished solve gives its arrays back, within the cap, and the next one takes them', () => {
    const before = spareArrayBytes();
    const r = solve(new Klondike({ dealNumber: 2, draw: 1 }), { timeLimitMs: 5000 });
    expect(r.result).toBe('solved');
    const kept = spareArrayBytes();
    expect(kept, 'the table and stacks came back').toBeGreaterThan(before + 256 * 1024);
    expect(kept).toBeLessThanOrEqual(SPARE_BYTES);
    // A search under way holds them: fewer spare bytes while it runs.
    const s = new Search(rawPosition(new Klondike({ dealNumber: 3, draw: 3 })), Mode.Win);
    expect(spareArrayBytes()).toBeLessThan(kept);
    s.release();
    expect(spareArrayBytes()).toBe(kept);
  });

  it('many analyses keep at most SPARE_BYTES, however many ran', () => {
    for (let n = 0; n < 30; n++) {
      const g = new Klondike({ dealNumber: 100 + n, draw: n % 2 ? 3 : 1 });
      hint(g, { maxStates: 60_000 });
      expect(spareArrayBytes()).toBeLessThanOrEqual(SPARE_BYTES);
    }
    expect(spareArrayBytes()).toBeGreaterThan(0);
  });

  it('reused arrays change no answer: the same moves and states as with new arrays', () => {
    const deals = [7, 8, 9, 10, 11, 12].map((d, i) => new Klondike({ dealNumber: d, draw: i % 2 ? 3 : 1 }));
    const first = deals.map((g) => solve(g, { maxStates: 150_000, timeLimitMs: 60_000 }));
    // Dirty spare arrays: every kept array filled with junk, as a search leaves them.
    const dirty: Int32Array<ArrayBuffer>[] = [];
    for (const len of [1 << 16, 1 << 15, 1 << 14, 1 << 12, 256, 512]) for (let k = 0; k < 3; k++) dirty.push(takeInt32(len).fill(-7));
    for (const a of dirty) giveInt32(a);
    const again = deals.map((g) => solve(g, { maxStates: 150_000, timeLimitMs: 60_000 }));
    expect(again.map((r) => [r.result, r.states, r.moves.join(' ')])).toEqual(first.map((r) => [r.result, r.states, r.moves.join(' ')]));
  });

  it('an array is taken zeroed, and twice released is once given back', () => {
    const a = takeInt32(1024).fill(5);
    giveInt32(a);
    const b = takeInt32(1024);
    expect(b).toBe(a);
    expect(b.every((v) => v === 0)).toBe(true);
    const t = new TransTable(20, true);
    expect(t.insert(3, 4)).toBe(TT_NEW);
    const held = spareArrayBytes();
    t.release();
    const after = spareArrayBytes();
    expect(after).toBeGreaterThan(held);
    t.release();
    expect(spareArrayBytes(), 'a second release gives nothing more').toBe(after);
    // Released, the table is empty and still safe to use.
    expect(t.has(3, 4)).toBe(false);
    expect(t.insert(3, 4)).toBe(TT_NEW);
    expect(t.insert(3, 4)).toBe(TT_SEEN);
  });

  it('the worker handler gives a cancelled search its arrays back', () => {
    const out: SolverResponse[] = [];
    const queue: (() => void)[] = [];
    const handle = createSolverHandler((r) => out.push(r), (f) => queue.push(f), 2000);
    // A hard draw-3 deal: not over in one slice.
    const save = new Klondike({ dealNumber: 1127941794, draw: 3 }).toJSON();
    solve(new Klondike({ dealNumber: 2, draw: 1 })); // spare arrays to take
    const idle = spareArrayBytes();
    handle({ id: 1, kind: 'solve', save, maxStates: 5_000_000 });
    expect(out).toEqual([]);
    const busy = spareArrayBytes();
    expect(busy, 'the search holds arrays').toBeLessThan(idle);
    handle({ id: 1, kind: 'cancel' });
    while (queue.length) queue.shift()!();
    expect(out).toEqual([{ id: 1, kind: 'solve', error: 'cancelled' }]);
    expect(spareArrayBytes(), 'its arrays came back').toBeGreaterThan(busy);
  });
});
