/**
 * Draw 1 with unlimited passes: safe cards go home from anywhere in the deck
 * without branching (every deck card can be brought up at any time, so
 * taking one out changes nothing else), with the taps that bring each up.
 */
import { describe, expect, it } from 'vitest';
import { Klondike } from '../../src/engine/index.js';
import { solve } from '../../src/solver/index.js';
import { game, prunedAndPlain, randomLine, replaysToWin, seededRandom } from './helpers.js';

// The last spades in the stock (bottom → top), the rest home: Ts comes up
// at the fourth tap, then Js, Qs and Ks are each the waste top in turn.
const lastSpades = { stock: ['Ts', 'Js', 'Qs', 'Ks'], found: { s: 9, h: 13, d: 13, c: 13 } };

describe('safe deck cards (draw 1, unlimited passes)', () => {
  it('are played home in the first state, with the taps written out', () => {
    const g = game(lastSpades, { draw: 1 });
    const r = solve(g);
    expect(r.result).toBe('solved');
    expect(r.states).toBe(1);
    expect(r.moves).toEqual(['S', 'S', 'S', 'S', 'W-F', 'W-F', 'W-F', 'W-F']);
    expect(replaysToWin(g, r.moves)).toBe(true);
  });

  it('start from the waste top when the card is there, and wrap around the stock', () => {
    // Waste Qs Ts (Ts on top), stock Js Ks (Ks on top): Ts now, then Js
    // two taps on, then Qs after a recycle and a tap, then Ks one tap on.
    const g = game({ stock: ['Js', 'Ks'], waste: ['Qs', 'Ts'], found: { s: 9, h: 13, d: 13, c: 13 } }, { draw: 1 });
    const r = solve(g);
    expect(r).toMatchObject({ result: 'solved', states: 1 });
    expect(r.moves).toEqual(['W-F', 'S', 'S', 'W-F', 'S', 'S', 'W-F', 'S', 'W-F']);
    expect(replaysToWin(g, r.moves)).toBe(true);
  });

  it('not in draw 3 or with a pass limit, where taking a card out moves the others', () => {
    for (const opts of [{ draw: 3 }, { draw: 1, passes: 1 }] as const) {
      const g = game(lastSpades, opts);
      const r = solve(g);
      expect(r.result).toBe('solved');
      expect(r.states).toBeGreaterThan(1);
      expect(replaysToWin(g, r.moves)).toBe(true);
    }
  });

  it('the pruned search still agrees with the plain one after random lines (take-back on and off)', () => {
    // Mode.Full plays only column tops and the waste top safely and has no
    // obligations: the reference for the safe deck moves and for the rule
    // that skips a state under an obligation once it was entered without one.
    const rnd = seededRandom(777);
    let compared = 0;
    for (let n = 0; n < 120; n++) {
      const g = new Klondike({ dealNumber: n * 4099 + 5, draw: 1, takeback: n % 2 === 0 });
      randomLine(g, rnd, 40 + rnd(100), true);
      const verdicts = prunedAndPlain(g, 30_000);
      if (!verdicts) continue;
      compared++;
      expect(verdicts[0], `position ${n}: ${g.code}`).toBe(verdicts[1]);
    }
    expect(compared).toBeGreaterThan(60);
  }, 60_000);
});
