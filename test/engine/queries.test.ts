import { describe, expect, it } from 'vitest';
import { Klondike } from '../../src/engine/index.js';
import { game } from './helpers.js';

/** Seven columns where nothing fits anywhere. */
const STUCK = ['2s | 5c', '3s | 9h', '8s | Jd', '6s | Qh', '9s | 2c', 'Ts | 7c', 'Js | 4s'];

describe('queries', () => {
  it('moves - the legal moves of deal KL1-D1N-AAAAAAG at the start, in stable order', () => {
    const g = new Klondike({ code: 'KL1-D1N-AAAAAAG' });
    expect(g.moves()).toEqual(['S', '2-F']);
    expect(g.moves()).toEqual(g.moves());
  });
  it('moves - order: S, waste moves, column moves (to F first), take-backs', () => {
    const g = game({ cols: ['9c', 'Tc', '8h', 'Jh', 'Kd', 'Ks', 'Kh'], waste: ['9h'], found: { s: 1, d: 8 } });
    expect(g.moves()).toEqual(['S', 'W-2', '2-4', '3-1', 'Fd-1']);
  });
  it('moves - every listed move is accepted by check() and move()', () => {
    for (const n of [0, 6, 99]) {
      const g = new Klondike({ dealNumber: n, draw: 3 });
      for (let i = 0; i < 40 && g.hasMoves(); i++) {
        const legal = g.moves();
        for (const m of legal) expect(g.check(m)).toBeNull();
        g.move(legal[(i * 7) % legal.length]);
      }
    }
  });
  it('destinations - the legal moves of a given card (with the cards on top of it)', () => {
    const g = game({ cols: ['Kc Qh Jc Th', 'Jd', 'Js', '9c'], found: { h: 9 } });
    expect(g.destinations('Th')).toEqual(['1-F', '1-3']);
    expect(g.destinations('Jc')).toEqual([]);
    expect(g.destinations('Kc')).toEqual(['1-5', '1-6', '1-7']);
    expect(g.destinations('9h')).toEqual([]);
    expect(g.destinations('8c')).toEqual([]);
    expect(g.destinations('zz')).toEqual([]);
  });
  it('destinations - waste top and foundation tops', () => {
    const g = game({ cols: ['', 'Tc'], waste: ['Kd'], found: { h: 9 } });
    expect(g.destinations('Kd')).toEqual(['W-1', 'W-3', 'W-4', 'W-5', 'W-6', 'W-7']);
    expect(g.destinations('9h')).toEqual(['Fh-2']);
  });
  it('check - null for a legal move, a reason and message for an illegal one', () => {
    const g = new Klondike({ code: 'KL1-D1N-AAAAAAG' });
    expect(g.check('S')).toBeNull();
    expect(g.check('1-2')).toEqual({ reason: 'wrong-rank', message: expect.stringMatching(/^Illegal move "1-2": /) });
  });
  it('isWon - only with all 52 cards on the foundations', () => {
    expect(game({ cols: ['Kc'], found: { s: 13, h: 13, d: 13, c: 12 } }).isWon()).toBe(false);
    expect(game({ cols: [], found: { s: 13, h: 13, d: 13, c: 13 } }).isWon()).toBe(true);
  });
  it('canAutoFinish - all tableau cards face up and the stock empty', () => {
    const g = game({ cols: ['Kc', 'Kd'], waste: ['Qh'], found: { s: 13, h: 11 }, rest: 'stock' });
    expect(g.stock.length).toBeGreaterThan(0);
    expect(g.canAutoFinish()).toBe(false); // stock never recycled, holds unknown cards
    while (g.stock.length) g.move('S');
    expect(g.canAutoFinish()).toBe(true);
  });
  it('canAutoFinish - a stock recycled once holds nothing unknown', () => {
    const g = game({ cols: ['Kc'], stock: ['5d'], rest: 'stock' });
    while (g.stock.length) g.move('S');
    g.move('S');
    expect(g.stock.length).toBeGreaterThan(0);
    expect(g.stats.passes).toBe(1);
    expect(g.canAutoFinish()).toBe(true);
  });
  it('canAutoFinish - false while a tableau card is hidden, and once won', () => {
    expect(game({ cols: ['5d | Kc'], rest: 0 }).canAutoFinish()).toBe(false);
    expect(game({ cols: [], found: { s: 13, h: 13, d: 13, c: 13 } }).canAutoFinish()).toBe(false);
  });
  it('nextAutoFinishMove - plays the lowest foundation card first, taps the stock when none fits, ends won', () => {
    const g = game({ cols: ['Kc', 'Kd Qc', 'Ks'], waste: ['Kh', 'Qh'], found: { s: 12, h: 11, d: 12, c: 11 } });
    expect(g.nextAutoFinishMove()).toBe('W-F'); // Qh and Qc tie: the waste comes first
    let n = 0;
    for (let m = g.nextAutoFinishMove(); m; m = g.nextAutoFinishMove()) {
      g.move(m);
      n++;
    }
    expect(g.isWon()).toBe(true);
    expect(n).toBe(6);
  });
  it('hasMoves - false when nothing can move: no stock, one pass, nothing fits', () => {
    const g = game({ cols: STUCK, waste: ['7h'], rest: 0 }, { passes: 1 });
    expect(g.moves()).toEqual([]);
    expect(g.hasMoves()).toBe(false);
    expect(g.isWon()).toBe(false);
  });
  it('hasMoves - true while the stock can be tapped (unlimited passes)', () => {
    const g = game({ cols: STUCK, waste: ['7h'], rest: 0 });
    expect(g.moves()).toEqual(['S']);
    expect(g.hasMoves()).toBe(true);
  });
  it('stats - foundationCards, hiddenCards, moves, passes, undos', () => {
    const g = game({ cols: ['4d | As', 'Kc'], waste: ['Qh'] });
    g.move('1-F');
    g.move('W-2');
    g.undo();
    expect(g.stats).toMatchObject({ foundationCards: 1, moves: 1, undos: 1, passes: 0 });
    expect(g.stats.hiddenCards).toBe(g.tableau.reduce((n, c) => n + c.down.length, 0));
  });
  it('getters - tableau, stock, waste and foundations are copies: changing them changes nothing', () => {
    const g = new Klondike({ dealNumber: 6 });
    (g.tableau[0].up as string[]).push('Xx');
    g.stock.pop();
    g.foundations[0].push('As');
    expect(g.tableau[0].up).toEqual(['5s']);
    expect(g.stock).toHaveLength(24);
    expect(g.foundations[0]).toEqual([]);
  });
});
