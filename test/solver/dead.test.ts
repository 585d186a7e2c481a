import { describe, expect, it } from 'vitest';
import { Klondike } from '../../src/engine/index.js';
import { solve } from '../../src/solver/index.js';
import { provablyLost } from '../../src/solver/lost-position.js';
import { Mode } from '../../src/solver/search-options.js';
import { Search } from '../../src/solver/search.js';
import { rawPosition } from '../../src/solver/solve.js';
import { ALL, game, randomLine, replaysToWin, seededRandom } from './helpers.js';

const others = (named: string[]) => ALL.filter((c) => !named.includes(c));

describe('provablyLost', () => {
  it('provablyLost - a card carried along does not leave: 7h stays on 8c, which can never be bare', () => {
    // 8c 7h can move onto 9h, which turns nothing that helps: 7h leaves 8c only home (6h is under 9c) or
    // onto 8s (under 9c too), and 9c waits for 8c home or for Th (under it; Td is home, no take-back).
    // The previous rule counted 7h as gone once 8c moved (carrying it), so 8c bare, home, and the rest.
    const spec = {
      cols: ['| 8c 7h', '6h 8s Th | 9c', '| 9h'],
      stock: others(['8c', '7h', '6h', '8s', 'Th', '9c', '9h']).filter((c) => !/[A2-7]s|[A2-5]h|d|[A2-7]c/.test(c)),
      found: { s: 7, h: 5, d: 13, c: 7 },
    };
    const lost = game(spec, { draw: 1, takeback: false });
    expect(provablyLost(rawPosition(lost))).toBe(true);
    expect(solve(lost).result).toBe('unsolvable');
    // With 8s on the table instead, 7h can leave 8c: no proof, and a win.
    const open = game(
      { ...spec, cols: ['| 8c 7h', '6h Th | 9c', '| 9h', '| 8s'] },
      { draw: 1, takeback: false },
    );
    expect(provablyLost(rawPosition(open))).toBe(false);
    const r = solve(open);
    expect(r.result).toBe('solved');
    expect(replaysToWin(open, r.moves)).toBe(true);
  });

  it('provablyLost - deck order: a card q mod 3 places from a recycle show needs that many cards dealt before it played', () => {
    // Waste Tc, stock (draw order) Jc Qc Kc: Jc is 2nd, and only Tc is dealt before it. Tc goes home, Kc
    // into a column, and then only Qc ever shows (no red king for it: no take-back). The previous rule
    // let any one play before Jc bring it up.
    const spec = { waste: ['Tc'], stock: ['Kc', 'Qc', 'Jc'], found: { s: 13, h: 13, d: 13, c: 9 } };
    const d3 = game(spec, { draw: 3, takeback: false });
    expect(provablyLost(rawPosition(d3))).toBe(true);
    expect(solve(d3).result).toBe('unsolvable');
    // Draw 1, or take-back (a red king comes back for Qc): not proved, and won.
    for (const o of [{ draw: 1, takeback: false }, { draw: 3, takeback: true }] as const) {
      const g = game(spec, o);
      expect(provablyLost(rawPosition(g))).toBe(false);
      const r = solve(g);
      expect(r.result).toBe('solved');
      expect(replaysToWin(g, r.moves)).toBe(true);
    }
  });

  it('provablyLost - deck order: the count of cards played before a card is of every card dealt before it', () => {
    // Empty waste, draw order Kc Tc 8c Jc 9c Qc (places 1 - 6): taps and a recycle show 8c (3) and Qc (6,
    // the last). 8c goes home and brings up Tc (2, the card before it) and Jc (4: one played card dealt
    // before it, its count 4 mod 3). 9c (5) needs two played cards dealt before it: only 8c ever is,
    // since Tc, Jc and Qc wait for 9c and Kc (1) for Tc. With Kc and Tc swapped, Kc (2) goes into a
    // column once 8c is played: two cards dealt before 9c played, so 9c counts as within reach.
    const spec = (order: string[]) => ({ stock: [...order].reverse(), found: { s: 13, h: 13, d: 13, c: 7 } });
    const lost = game(spec(['Kc', 'Tc', '8c', 'Jc', '9c', 'Qc']), { draw: 3, takeback: false });
    expect(provablyLost(rawPosition(lost))).toBe(true);
    expect(solve(lost).result).toBe('unsolvable');
    const open = game(spec(['Tc', 'Kc', '8c', 'Jc', '9c', 'Qc']), { draw: 3, takeback: false });
    expect(provablyLost(rawPosition(open))).toBe(false);
  });

  it('provablyLost - never true on positions after random lines that a search then wins', () => {
    // Random lines build runs and move deck cards: the positions the search meets, not only deals.
    const rnd = seededRandom(777);
    let positions = 0;
    for (let n = 0; n < 40; n++) {
      const g = new Klondike({ dealNumber: n * 7907 + 13, draw: n % 2 ? 3 : 1, takeback: n % 4 < 2, passes: n % 5 === 4 ? 2 : Infinity });
      for (let k = 0; k < 40 + rnd(60) && !g.isWon(); k++) {
        const ms = g.moves();
        if (!ms.length) break;
        const home = ms.filter((m) => m.endsWith('-F'));
        g.move(home.length && rnd(3) > 0 ? home[rnd(home.length)] : ms[rnd(ms.length)]);
      }
      const r = solve(g, { maxStates: 20_000 });
      if (r.result !== 'solved') continue;
      for (const m of r.moves) {
        expect(provablyLost(rawPosition(g)), `line ${n}`).toBe(false);
        positions++;
        g.move(m);
      }
    }
    expect(positions).toBeGreaterThan(1000);
  }, 60_000);

  it('the checks after piles moved and draw-1 deck cards played: the same verdicts, without them and plain, in fewer states', () => {
    // Positions after random draw-1 lines (take-back on and off), each searched with the extra checks
    // (the default), without them (as the frozen daily search) and, where it finishes, by the plain
    // search (every move, no pruning).
    let compared = 0;
    let plainToo = 0;
    let fewer = 0;
    let withChecks = 0;
    let without = 0;
    for (let i = 0; i < 200; i++) {
      const rnd = seededRandom(1000 + i);
      const g = new Klondike({ dealNumber: 5000 + i, draw: 1, takeback: i % 2 === 0 });
      randomLine(g, rnd, 30 + rnd(120), true);
      if (g.isWon()) continue;
      const raw = rawPosition(g);
      const on = new Search(raw, Mode.Win);
      const off = new Search(raw, Mode.Win, { moreDeadChecks: false });
      const a = on.step(60_000);
      const b = off.step(60_000);
      if (!a || !b) continue;
      expect(a, `position ${i}`).toBe(b);
      compared++;
      if (on.states < off.states) fewer++;
      withChecks += on.states;
      without += off.states;
      const plain = new Search(raw, Mode.Full).step(20_000);
      if (!plain) continue;
      expect(a, `position ${i}, plain`).toBe(plain);
      plainToo++;
    }
    expect(compared).toBeGreaterThan(150);
    expect(plainToo).toBeGreaterThan(50);
    expect(fewer).toBeGreaterThan(10);
    expect(withChecks).toBeLessThan(without);
  }, 120_000);
});
