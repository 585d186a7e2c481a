/**
 * The solver under a polluted `Object.prototype`: its options are read from
 * their own fields, so `Object.prototype.searchVersion = 'x'` (which once
 * made every search throw), `timeLimitMs = 1` or `maxStates = 1` change no
 * verdict and no line.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Klondike } from '../../src/engine/index.js';
import { hint, isStuck, solve } from '../../src/solver/index.js';
import { playGreedy } from '../engine/helpers.js';

const NAMES = ['searchVersion', 'timeLimitMs', 'maxStates', 'winOnly', 'members', 'memoryLog2'];
const proto = Object.prototype as Record<string, unknown>;

/** Deal 0 won greedily, then 12 moves taken back: a short search from there. */
function nearlyWon(): Klondike {
  const g = new Klondike({ dealNumber: 0, undoLimit: Infinity });
  expect(playGreedy(g)).toBe(true);
  for (let i = 0; i < 12; i++) g.undo();
  return g;
}

describe('the solver and a polluted Object.prototype', () => {
  afterEach(() => {
    for (const k of NAMES) delete proto[k];
  });

  it('solve, hint and isStuck give the clean verdicts', () => {
    const g = nearlyWon();
    const clean = { solve: solve(g, { timeLimitMs: 20_000 }), hint: hint(g, { timeLimitMs: 20_000 }), stuck: isStuck(g) };
    expect(clean.solve.result).toBe('solved');
    Object.assign(proto, { searchVersion: 'x', timeLimitMs: 1, maxStates: 1, winOnly: true, members: 'nobody', memoryLog2: 99 });
    const polluted = { solve: solve(g, { timeLimitMs: 20_000 }), hint: hint(g, { timeLimitMs: 20_000 }), stuck: isStuck(g) };
    for (const k of NAMES) delete proto[k];
    expect(polluted.solve.result).toBe(clean.solve.result);
    expect(polluted.solve.moves).toEqual(clean.solve.moves);
    expect(polluted.hint).toEqual(clean.hint);
    expect(polluted.stuck).toBe(clean.stuck);
  });
});
