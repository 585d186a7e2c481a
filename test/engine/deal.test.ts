import { describe, expect, it } from 'vitest';
import { Klondike } from '../../src/engine/index.js';
import { dealRandom, shuffledDeck } from '../../src/engine/prng.js';

/** Golden layouts: every column bottom to top (hidden cards then the face-up one), and the stock bottom to top. */
const GOLDEN: Record<string, { number: number; t: string[][]; s: string[] }> = {
  'KL1-D1N-AAAAAAG': {
    number: 6,
    t: [['5s'], ['Qd', 'Ad'], ['2d', '4c', '3h'], ['4h', '8h', 'Th', 'Ks'], ['Kc', 'Ah', '6s', 'Jd', '3c'], ['4s', '4d', '5d', '3s', '5h', '3d'], ['9c', 'As', '7h', '2s', 'Td', '9s', 'Jh']],
    s: ['6d', 'Ac', 'Js', '8c', 'Qh', 'Kd', 'Qs', '8d', '2c', '5c', '7d', '9d', 'Jc', 'Kh', '7c', '8s', '7s', '6c', 'Ts', '6h', '2h', 'Tc', 'Qc', '9h'],
  },
  'KL1-D1N-AAAAAAA': {
    number: 0,
    t: [['3d'], ['Kd', '3h'], ['2h', '3c', '9c'], ['6s', 'Ah', '8s', 'Qs'], ['6h', '8c', '7d', 'Qd', '4c'], ['Jh', '9h', '5d', 'Qc', '6c', '2d'], ['Th', '6d', '7c', 'Kh', 'As', 'Td', 'Ad']],
    s: ['Ks', 'Ts', '4s', '9s', '8h', '2c', 'Jd', '8d', 'Ac', '5s', '7s', '9d', '7h', '5c', 'Qh', 'Jc', '4d', '3s', 'Tc', '4h', '5h', 'Js', 'Kc', '2s'],
  },
  'KL1-D3V-AAAAAAB': {
    number: 1,
    t: [['7s'], ['8c', '2s'], ['Qh', '9s', '3s'], ['Ac', '9h', '5d', 'As'], ['2h', '3d', '4d', '7d', '9c'], ['6c', '9d', '4h', '5h', '3h', '6h'], ['8s', 'Ah', 'Tc', '3c', 'Ks', '5s', 'Kd']],
    s: ['2d', 'Js', '6s', '8h', 'Ad', 'Qd', 'Qs', 'Kh', 'Qc', '2c', '7h', 'Th', 'Jh', '5c', 'Kc', '8d', 'Jc', '7c', 'Td', '6d', 'Jd', '4s', 'Ts', '4c'],
  },
  'KL1-D3NP3X-ABCDEFG': {
    number: 35754150,
    t: [['9d'], ['6d', 'Jh'], ['7h', '4d', 'Th'], ['Qh', 'Kh', '5d', '9s'], ['Ah', '8s', 'Ts', '4c', 'Qd'], ['7d', '3d', '8c', 'Kd', '8h', '7s'], ['2s', 'Jd', 'Kc', 'Jc', 'Qs', '6h', '3c']],
    s: ['2h', '5h', '4s', '3s', '8d', 'Qc', 'Ks', '6c', '9h', 'Ac', 'As', '7c', 'Ad', '2c', 'Tc', '6s', 'Td', '4h', '5c', '3h', 'Js', '9c', '5s', '2d'],
  },
  'KL1-D1N-AD2MHVB': {
    number: 128327329,
    t: [['As'], ['7c', '3h'], ['9s', 'Kc', 'Js'], ['Qc', 'Ts', 'Qs', 'Tc'], ['2c', 'Jh', '7d', 'Qd', '3d'], ['8s', 'Ks', '9h', '5c', '8h', '8c'], ['4h', '2d', 'Kh', '2h', '6h', '4d', '6c']],
    s: ['Ac', '5h', 'Td', '2s', 'Kd', '3c', '7s', '6d', 'Jd', 'Ad', 'Ah', 'Th', '6s', '7h', 'Qh', '4c', '4s', '8d', '9c', '9d', '5d', 'Jc', '5s', '3s'],
  },
  'KL1-D3N-7777777': {
    number: 34359738367,
    t: [['Ad'], ['7h', 'Jd'], ['Ah', '2d', '3d'], ['Th', '8s', '2c', 'Ac'], ['Js', '7c', '3c', '8d', '5c'], ['As', '6s', '7s', '4s', '8h', 'Tc'], ['5h', '9s', 'Qc', 'Ks', 'Qd', '5s', '3s']],
    s: ['6c', 'Jc', '8c', 'Td', '3h', 'Qs', '2h', 'Ts', 'Kh', 'Kd', '9d', '6d', 'Jh', '6h', '9c', '4h', '4d', '7d', '9h', '5d', '4c', 'Qh', 'Kc', '2s'],
  },
};

describe('deal', () => {
  it.each(Object.entries(GOLDEN))('golden - %s gives exactly the pinned layout', (code, want) => {
    const g = new Klondike({ code });
    expect(g.dealNumber).toBe(want.number);
    expect(g.tableau.map((c) => [...c.down, ...c.up])).toEqual(want.t);
    expect(g.stock).toEqual(want.s);
    // The rules part does not change the cards.
    expect(new Klondike({ dealNumber: want.number }).stock).toEqual(want.s);
  });

  it('dealRandom - first 5 raw sfc32 outputs of deals 0 and 6 are pinned', () => {
    const r0 = dealRandom(0);
    expect([r0(), r0(), r0(), r0(), r0()]).toEqual([1065267251, 820673408, 338367793, 736613693, 1861362653]);
    const r6 = dealRandom(6);
    expect([r6(), r6(), r6(), r6(), r6()]).toEqual([2630544383, 3297362422, 899073169, 4087118258, 2188892956]);
  });

  it('dealRandom - matches a textbook sfc32 seeded (n mod 2^32, n / 2^32, 0x4B4C3121, 1) after 12 discards', () => {
    const sfc32 = (a: number, b: number, c: number, d: number) => () => {
      const t = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (c << 21) | (c >>> 11);
      c = (c + t) | 0;
      return t >>> 0;
    };
    for (const n of [0, 6, 2 ** 32 + 5, 2 ** 35 - 1]) {
      const ref = sfc32(n % 2 ** 32, Math.floor(n / 2 ** 32), 0x4b4c3121, 1);
      for (let i = 0; i < 12; i++) ref();
      const ours = dealRandom(n);
      for (let i = 0; i < 20; i++) expect(ours()).toBe(ref());
    }
  });

  it('shuffledDeck - a permutation of the 52 cards', () => {
    for (const n of [0, 1, 99, 2 ** 35 - 1]) expect(shuffledDeck(n).slice().sort((a, b) => a - b)).toEqual([...Array(52).keys()]);
  });

  it('deal - 7 columns of 1..7 with only the last card face up, 24 in the stock, waste and foundations empty', () => {
    for (const n of [0, 6, 12345, 2 ** 35 - 1]) {
      const g = new Klondike({ dealNumber: n });
      g.tableau.forEach((c, i) => {
        expect(c.down).toHaveLength(i);
        expect(c.up).toHaveLength(1);
      });
      expect(g.stock).toHaveLength(24);
      expect(g.waste).toEqual([]);
      expect(g.foundations).toEqual([[], [], [], []]);
      expect(g.stats).toEqual({ moves: 0, passes: 0, undos: 0, foundationCards: 0, hiddenCards: 21 });
      const all = [...g.tableau.flatMap((c) => [...c.down, ...c.up]), ...g.stock];
      expect(new Set(all).size).toBe(52);
    }
  });

  it('deal - dealt row by row from the shuffled deck, stock top = deck position 28', () => {
    const deck = shuffledDeck(6);
    const g = new Klondike({ dealNumber: 6 });
    expect(g.tableau[0].up[0]).toBe(new Klondike({ dealNumber: 6 }).tableau[0].up[0]);
    // row 1 gives one card to each column: deck[0] is column 1's card, deck[1] the bottom of column 2 …
    const names = deck.map((c) => 'A23456789TJQK'[c % 13] + 'shdc'[(c / 13) | 0]);
    expect(g.tableau[0].up[0]).toBe(names[0]);
    expect(g.tableau[1].down[0]).toBe(names[1]);
    expect(g.tableau[6].down[0]).toBe(names[6]);
    expect(g.tableau[1].up[0]).toBe(names[7]);
    expect(g.tableau[6].up[0]).toBe(names[27]);
    expect(g.stock[23]).toBe(names[28]);
    expect(g.stock[0]).toBe(names[51]);
  });

  it('constructor - random deals are valid deal numbers; bad numbers are rejected', () => {
    const g = new Klondike();
    expect(g.dealNumber).toBeGreaterThanOrEqual(0);
    expect(g.dealNumber).toBeLessThan(2 ** 35);
    expect(g.code).toMatch(/^KL1-D1N-[A-Z2-7]{7}$/);
    expect(() => new Klondike({ dealNumber: -1 })).toThrow(RangeError);
    expect(() => new Klondike({ dealNumber: 2 ** 35 })).toThrow(RangeError);
    expect(() => new Klondike({ dealNumber: 0.5 })).toThrow(RangeError);
  });

  it('constructor - options fill in: defaults, code options, explicit overrides', () => {
    expect(new Klondike({ dealNumber: 1 }).options).toEqual({ draw: 1, scoring: 'normal', passes: Infinity, takeback: true, undoLimit: 100, foundationPoints: 'every-time' });
    expect(new Klondike({ code: 'KL1-D3V-AAAAAAB' }).options).toEqual({ draw: 3, scoring: 'vegas', passes: 1, takeback: true, undoLimit: 100, foundationPoints: 'every-time' });
    expect(new Klondike({ dealNumber: 1, scoring: 'vegas' }).options.passes).toBe(1);
    const g = new Klondike({ code: 'KL1-D3V-AAAAAAB', scoring: 'normal' });
    expect(g.options.passes).toBe(Infinity);
    expect(g.code).toBe('KL1-D3N-AAAAAAB');
    expect(new Klondike({ code: 'KL1-D1N-AAAAAAB', passes: 3, takeback: false }).code).toBe('KL1-D1NP3X-AAAAAAB');
    expect(Object.isFrozen(g.options)).toBe(true);
  });

  it('constructor - rejects bad options', () => {
    expect(() => new Klondike({ draw: 2 as 1 })).toThrow(/draw/);
    expect(() => new Klondike({ scoring: 'x' as 'none' })).toThrow(/scoring/);
    expect(() => new Klondike({ passes: 0 })).toThrow(/passes/);
    expect(() => new Klondike({ passes: 1.5 })).toThrow(/passes/);
    expect(() => new Klondike({ passes: 100 })).toThrow(/passes/);
    expect(new Klondike({ dealNumber: 1, passes: 99 }).code).toBe('KL1-D1NP99-AAAAAAB');
    expect(() => new Klondike({ undoLimit: -1 })).toThrow(/undoLimit/);
    expect(() => new Klondike({ takeback: 'no' as unknown as boolean })).toThrow(/takeback/);
  });
});
