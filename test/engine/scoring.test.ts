import { describe, expect, it } from 'vitest';
import { Klondike } from '../../src/engine/index.js';
import { formatScore } from '../../src/engine/scoring.js';
import { foundationOnlyDeal, game, playGreedy } from './helpers.js';

describe('scoring: Normal', () => {
  it('score - starts at 0', () => {
    const g = new Klondike({ dealNumber: 6 });
    expect(g.score).toBe(0);
    expect(g.scoreText).toBe('0');
  });
  it('move - a card onto a foundation from the waste: +10', () => {
    const g = game({ cols: ['Kc'], waste: ['As'] });
    expect(g.move('W-F').scoreDelta).toBe(10);
    expect(g.score).toBe(10);
  });
  it('move - a card onto a foundation from a column: +10', () => {
    const g = game({ cols: ['Kc Qh', 'As'] });
    expect(g.move('2-F').scoreDelta).toBe(10);
  });
  it('move - a card from the waste onto a column: +5', () => {
    const g = game({ cols: ['Kc'], waste: ['Qh'] });
    expect(g.move('W-1').scoreDelta).toBe(5);
    expect(g.scoreText).toBe('5');
  });
  it('move - a hidden card turned over: +5 on top of the move that uncovers it', () => {
    expect(game({ cols: ['7d | As'] }).move('1-F').scoreDelta).toBe(15);
    expect(game({ cols: ['7d | Qh', 'Kc'] }).move('1-2').scoreDelta).toBe(5);
    expect(game({ cols: ['7d | Kh', ''] }).move('1-2').scoreDelta).toBe(5);
  });
  it('move - a card or run from column to column: 0', () => {
    expect(game({ cols: ['Kc Qh Jc', 'Qd'] }).move('1-2').scoreDelta).toBe(0);
    expect(game({ cols: ['Kc Qh Jc', 'Qd'] }).move('1-2').cards).toEqual(['Jc']);
    expect(game({ cols: ['Qh Jc', 'Kc'] }).move('1-2').scoreDelta).toBe(0);
  });
  it('move - a card taken back from a foundation: 0 (and playing it up again scores again)', () => {
    const g = game({ cols: ['9c'], found: { h: 8 } });
    expect(g.move('Fh-1').scoreDelta).toBe(0);
    expect(g.score).toBe(0);
    expect(g.move('1-F').scoreDelta).toBe(10);
  });
  it('move - drawing from the stock: 0', () => {
    const g = new Klondike({ dealNumber: 6 });
    expect(g.move('S').scoreDelta).toBe(0);
  });
  it('move - the waste turned back into the stock: -100', () => {
    const waste = ['9d', 'Ks', 'Qs', 'Js', 'Ts', '9s', '8s', '7s', '6s', '5s', '4s', '3s', '2s', 'As'];
    const g = game({ cols: ['Kc'], waste, rest: 0 });
    for (let i = 0; i < 13; i++) g.move('W-F');
    expect(g.score).toBe(130);
    expect(g.move('S')).toMatchObject({ recycled: true, scoreDelta: -100 });
    expect(g.score).toBe(30);
  });
  it('move - recycle costs exactly 100 when the score allows it, the floor keeps the score at 0 otherwise', () => {
    // 13 waste cards to the foundation (130 points), then a recycle of what is left.
    const waste = ['9d', 'Ks', 'Qs', 'Js', 'Ts', '9s', '8s', '7s', '6s', '5s', '4s', '3s', '2s', 'As'];
    const g = game({ cols: ['Kc'], waste, rest: 0 });
    for (let i = 0; i < 13; i++) g.move('W-F');
    expect(g.score).toBe(130);
    const r = g.move('S');
    expect(r.recycled).toBe(true);
    expect(r.scoreDelta).toBe(-100);
    expect(g.score).toBe(30);
    // Again, now only 30 points are there: an early recycle costs less than 100.
    g.move('S');
    const r2 = g.move('S');
    expect(r2.scoreDelta).toBe(-30);
    expect(g.score).toBe(0);
    g.move('S');
    expect(g.move('S').scoreDelta).toBe(0);
    expect(g.score).toBe(0);
  });
  it('score - never below 0: an early recycle at the start costs nothing', () => {
    const g = new Klondike({ dealNumber: 6 });
    while (g.stock.length) g.move('S');
    expect(g.move('S').scoreDelta).toBe(0);
    expect(g.score).toBe(0);
    expect(g.scoreText).toBe('0');
  });
});

describe('scoring: Vegas', () => {
  it('score - starts at -$52', () => {
    const g = new Klondike({ dealNumber: 6, scoring: 'vegas' });
    expect(g.score).toBe(-52);
    expect(g.scoreText).toBe('-$52');
  });
  it('move - +$5 per card onto a foundation (waste or column), nothing for anything else', () => {
    const g = game({ cols: ['7d | As', 'Kc', '3c | Kd'], waste: ['Qh', '2s'] }, { scoring: 'vegas', passes: 3 });
    expect(g.move('1-F').scoreDelta).toBe(5); // with a flip: still 5
    expect(g.move('W-F').scoreDelta).toBe(5);
    expect(g.move('W-2').scoreDelta).toBe(0); // waste to column
    expect(g.score).toBe(-42);
  });
  it('move - take-back, column moves, flips and recycles are free; no floor', () => {
    const g = game({ cols: ['9c', 'Kc', '4d | Qh'], found: { h: 8 }, stock: ['2d'] }, { scoring: 'vegas', passes: 3 });
    expect(g.score).toBe(-52);
    expect(g.move('Fh-1').scoreDelta).toBe(0);
    expect(g.move('3-2').scoreDelta).toBe(0); // Qh onto Kc, flips 4d
    while (g.stock.length) g.move('S');
    expect(g.move('S').scoreDelta).toBe(0);
    expect(g.score).toBe(-52);
    expect(g.scoreText).toBe('-$52');
  });
  it('scoreText - "+$208", "$0", "-$52", "+$5"', () => {
    const g = game({ cols: ['Kc'], waste: ['Ks', 'Qs', 'Js', 'Ts', '9s', '8s', '7s', '6s', '5s', '4s', '3s', '2s', 'As'], rest: 0 }, { scoring: 'vegas' });
    const texts: string[] = [g.scoreText];
    for (let i = 0; i < 13; i++) {
      g.move('W-F');
      texts.push(g.scoreText);
    }
    expect(texts.slice(0, 3)).toEqual(['-$52', '-$47', '-$42']);
    expect(texts[10]).toBe('-$2');
    expect(texts[11]).toBe('+$3');
    expect(g.score).toBe(-52 + 65);
    expect(g.scoreText).toBe('+$13');
  });
});

describe('formatScore', () => {
  it('formatScore - Normal as a plain number, Vegas with sign and dollar, $0 unsigned, none empty', () => {
    expect(formatScore('normal', 125)).toBe('125');
    expect(formatScore('vegas', 208)).toBe('+$208');
    expect(formatScore('vegas', 0)).toBe('$0');
    expect(formatScore('vegas', -52)).toBe('-$52');
    expect(formatScore('none', 0)).toBe('');
  });
});

describe('scoring: none', () => {
  it('score - always 0, scoreText empty', () => {
    const g = game({ cols: ['7d | As'], waste: ['Ah'] }, { scoring: 'none' });
    g.move('1-F');
    g.move('W-F');
    expect(g.score).toBe(0);
    expect(g.scoreText).toBe('');
  });
});

describe('scoring: full wins (worked facts)', () => {
  it('score - a foundation-only win scores exactly 625 in Normal (52 × 10 + 21 × 5), +$208 in Vegas', () => {
    for (const draw of [1, 3] as const) {
      const n = new Klondike({ deal: foundationOnlyDeal(draw === 3), draw, passes: 1 });
      expect(playGreedy(n)).toBe(true);
      expect(n.score).toBe(625);
      expect(n.history.filter((m) => m === 'S')).toHaveLength(draw === 1 ? 24 : 8);
      const v = new Klondike({ deal: foundationOnlyDeal(draw === 3), draw, scoring: 'vegas' });
      expect(v.options.passes).toBe(1);
      expect(playGreedy(v)).toBe(true);
      expect(v.score).toBe(208);
      expect(v.scoreText).toBe('+$208');
      expect(v.isWon()).toBe(true);
    }
  });

  // Deals a simple greedy player wins: their wins use waste-to-column moves and recycles.
  const WON = [
    { dealNumber: 0, draw: 1 as const },
    { dealNumber: 7, draw: 1 as const },
    { dealNumber: 11, draw: 1 as const },
    { dealNumber: 40, draw: 3 as const },
    { dealNumber: 88, draw: 3 as const },
  ];
  it.each(WON)('score - win of deal $dealNumber (draw $draw): 625 + 5 per waste card to a column − recycle costs; Vegas +$208', ({ dealNumber, draw }) => {
    const g = new Klondike({ dealNumber, draw, takeback: false, undoLimit: 0 });
    let wasteToColumn = 0;
    let recycleCost = 0;
    let recycles = 0;
    const played: string[] = [];
    // Replay the greedy line move by move to account for each move's effect.
    const probe = new Klondike({ dealNumber, draw });
    expect(playGreedy(probe)).toBe(true);
    for (const m of probe.history) {
      const r = g.move(m);
      played.push(r.move);
      if (/^W-[1-7]$/.test(m)) wasteToColumn++;
      if (r.recycled) {
        recycles++;
        recycleCost -= r.scoreDelta;
      }
    }
    expect(g.isWon()).toBe(true);
    expect(g.score).toBe(625 + 5 * wasteToColumn - recycleCost);
    expect(recycleCost).toBeLessThanOrEqual(100 * recycles);
    expect(g.stats).toMatchObject({ foundationCards: 52, hiddenCards: 0, passes: recycles, moves: played.length });
    expect(wasteToColumn + recycles).toBeGreaterThan(0);
    const v = new Klondike({ dealNumber, draw, scoring: 'vegas', passes: Infinity });
    for (const m of played) v.move(m);
    expect(v.scoreText).toBe('+$208');
  });
});
