import { describe, expect, it } from 'vitest';
import { IllegalMoveError, Klondike } from '../../src/engine/index.js';
import { game, snapshot } from './helpers.js';

function drawAll(g: Klondike): void {
  while (g.stock.length) g.move('S');
}

describe('stock: draw 1', () => {
  it('move S - turns the top stock card onto the waste', () => {
    const g = new Klondike({ code: 'KL1-D1N-AAAAAAG' });
    const top = g.stock[g.stock.length - 1];
    const r = g.move('S');
    expect(r).toMatchObject({ move: 'S', cards: [top], recycled: false, flipped: null });
    expect(g.waste).toEqual([top]);
    expect(g.stock).toHaveLength(23);
    expect(g.wasteFan).toBe(1);
  });
});

describe('stock: draw 3', () => {
  it('move S - turns three cards, fanned, the last one turned on top and the only one that plays', () => {
    const g = game({ cols: ['Kc'], stock: ['9s', '2h', '3h', 'As'] }, { draw: 3 });
    const r = g.move('S');
    expect(r.cards).toEqual(['As', '3h', '2h']);
    expect(g.waste).toEqual(['As', '3h', '2h']);
    expect(g.wasteFan).toBe(3);
    expect(g.moves()).not.toContain('W-F'); // 2h is on top, As is under it
    expect(g.check('W-F')?.reason).toBe('foundation-order');
  });
  it('move S - the card under the top frees when the top is played', () => {
    const g = game({ cols: ['', 'Ah', '3c'], stock: ['9s', 'As', '3h', '2h'] }, { draw: 3 });
    g.move('S'); // waste: 2h 3h As
    expect(g.waste).toEqual(['2h', '3h', 'As']);
    g.move('W-F'); // As
    expect(g.wasteFan).toBe(2);
    expect(g.waste[g.waste.length - 1]).toBe('3h');
    g.move('2-F'); // Ah
    expect(g.check('W-F')?.reason).toBe('foundation-order');
  });
  it('move S - fewer than three left: turns what remains', () => {
    const g = game({ cols: ['Kc'], stock: ['5d', '6d'], rest: 1 }, { draw: 3 });
    const r = g.move('S');
    expect(r.cards).toEqual(['6d', '5d']);
    expect(g.wasteFan).toBe(2);
    expect(g.stock).toEqual([]);
    const g1 = game({ cols: ['Kc'], stock: ['5d'], rest: 1 }, { draw: 3 });
    expect(g1.move('S').cards).toEqual(['5d']);
    expect(g1.wasteFan).toBe(1);
  });
  it('wasteFan - counts the cards of the latest draw still on the waste, at least 1 when the waste is not empty', () => {
    const g = game({ cols: ['', '', '', '', '', '', ''], stock: ['Kd', 'Ks', 'Kh', 'Kc', 'Qd', 'Qh'], rest: 6 }, { draw: 3 });
    expect(g.wasteFan).toBe(0);
    g.move('S'); // Qh Qd Kc
    expect(g.wasteFan).toBe(3);
    g.move('W-1');
    expect(g.wasteFan).toBe(2);
    g.move('S'); // Kh Ks Kd
    expect(g.waste).toEqual(['Qh', 'Qd', 'Kh', 'Ks', 'Kd']);
    expect(g.wasteFan).toBe(3);
    g.move('W-2');
    g.move('W-3');
    g.move('W-4');
    expect(g.wasteFan).toBe(1); // Qd shows, from the earlier draw
    g.undo();
    expect(g.wasteFan).toBe(1);
    g.undo();
    expect(g.wasteFan).toBe(2);
  });
});

describe('stock: recycling', () => {
  it('move S - on an empty stock turns the waste back in the same order', () => {
    for (const draw of [1, 3] as const) {
      const g = new Klondike({ code: 'KL1-D1N-AAAAAAG', draw });
      const stock = g.stock;
      const firstDraws: string[][] = [];
      while (g.stock.length) firstDraws.push(g.move('S').cards.slice());
      const r = g.move('S');
      expect(r).toMatchObject({ move: 'S', cards: [], recycled: true });
      expect(g.stock).toEqual(stock);
      expect(g.waste).toEqual([]);
      expect(g.wasteFan).toBe(0);
      expect(g.stats.passes).toBe(1);
      const again: string[][] = [];
      while (g.stock.length) again.push(g.move('S').cards.slice());
      expect(again).toEqual(firstDraws);
    }
  });
  it('move S - a recycle after some waste cards were played keeps the rest in order', () => {
    const g = game({ cols: ['Kc'], stock: ['9s', '5d', 'Qh', '7c'], rest: 1 });
    drawAll(g); // waste 7c Qh 5d 9s
    g.undo();
    g.undo(); // waste 7c Qh
    g.move('W-1'); // Qh onto Kc
    drawAll(g); // waste 7c 5d 9s
    g.move('S');
    expect(g.stock).toEqual(['9s', '5d', '7c']);
  });
  it('move S - unlimited passes: many recycles allowed', () => {
    const g = game({ cols: ['Kc'], stock: ['9s', '5d'], rest: 1 });
    for (let i = 0; i < 60; i++) {
      drawAll(g);
      g.move('S');
    }
    expect(g.stats.passes).toBe(60);
    expect(g.passesLeft).toBe(Infinity);
  });
  it.each([1, 2, 3, 7])('move S - a limit of %i passes allows %i-1 recycles, then refuses (no-passes-left)', (passes) => {
    const g = game({ cols: ['Kc'], stock: ['9s', '5d'], rest: 1 }, { passes });
    for (let i = 0; i < passes - 1; i++) {
      expect(g.passesLeft).toBe(passes - 1 - i);
      drawAll(g);
      g.move('S');
    }
    drawAll(g);
    expect(g.passesLeft).toBe(0);
    expect(g.moves()).not.toContain('S');
    const before = snapshot(g);
    expect(() => g.move('S')).toThrow(IllegalMoveError);
    expect(g.check('S')?.reason).toBe('no-passes-left');
    expect(snapshot(g)).toBe(before);
  });
  it('options - Vegas allows one pass by default, for draw 1 and draw 3 alike', () => {
    for (const draw of [1, 3] as const) {
      const g = new Klondike({ dealNumber: 3, scoring: 'vegas', draw });
      expect(g.options.passes).toBe(1);
      drawAll(g);
      expect(g.check('S')?.reason).toBe('no-passes-left');
    }
    expect(new Klondike({ dealNumber: 3, scoring: 'vegas', passes: 3 }).options.passes).toBe(3);
  });
  it('move S - both stock and waste empty: refused with a reason, nothing changes', () => {
    const g = game({ cols: ['Kc'], rest: 1 });
    expect(g.stock).toEqual([]);
    expect(g.moves()).not.toContain('S');
    const before = snapshot(g);
    let err: IllegalMoveError | undefined;
    try {
      g.move('S');
    } catch (e) {
      err = e as IllegalMoveError;
    }
    expect(err?.reason).toBe('stock-empty');
    expect(err?.message).toMatch(/stock and the waste are both empty/);
    expect(snapshot(g)).toBe(before);
    expect(g.stats.moves).toBe(0);
  });
  it('stats - every stock tap counts as a move, a recycle as a move and a pass', () => {
    const g = game({ cols: ['Kc'], stock: ['9s', '5d'], rest: 1 }, { draw: 3 });
    g.move('S');
    g.move('S');
    expect(g.stats).toMatchObject({ moves: 2, passes: 1 });
  });
});
