import { describe, expect, it } from 'vitest';
import { Klondike } from '../../src/engine/index.js';
import { game, snapshot } from './helpers.js';

/** Plays n stock taps on an unlimited-pass game. */
function taps(g: Klondike, n: number): void {
  for (let i = 0; i < n; i++) g.move('S');
}

describe('undo', () => {
  it('undo - takes back the last move, returns it, restores position and score exactly', () => {
    const g = game({ cols: ['7d | As', 'Kc'], waste: ['Qh'] });
    const s0 = snapshot(g);
    g.move('1-F');
    const s1 = snapshot(g);
    g.move('W-2');
    expect(g.score).toBe(20);
    expect(g.undo()).toBe('W-2');
    expect(snapshot(g)).toBe(s1);
    expect(g.undo()).toBe('1-F');
    expect(snapshot(g)).toBe(s0);
    expect(g.tableau[0]).toEqual({ down: ['7d'], up: ['As'] });
    expect(g.undo()).toBeNull();
    expect(g.stats.undos).toBe(2);
  });
  it('undo - a recycle gives back exactly what it cost, including the part the floor absorbed', () => {
    const waste = ['9d', '3s', '2s', 'As'];
    const g = game({ cols: ['Kc'], waste, rest: 0 });
    for (let i = 0; i < 3; i++) g.move('W-F');
    expect(g.score).toBe(30);
    const r = g.move('S');
    expect(r.scoreDelta).toBe(-30);
    expect(g.score).toBe(0);
    g.undo();
    expect(g.score).toBe(30);
    expect(g.waste).toEqual(['9d']);
    expect(g.stats.passes).toBe(0);
    g.redo();
    expect(g.score).toBe(0);
  });
  it('undo - a floored recycle then scoring moves: undoing all returns each intermediate score', () => {
    const g = game({ cols: ['Kc', 'Qh'], waste: ['9d', '2s', 'As'], rest: 0 });
    const scores = [g.score];
    for (const m of ['W-F', 'S', 'S', 'S', 'W-F']) {
      g.move(m);
      scores.push(g.score);
    }
    expect(scores).toEqual([0, 10, 0, 0, 0, 10]);
    for (let i = scores.length - 2; i >= 0; i--) {
      g.undo();
      expect(g.score).toBe(scores[i]);
    }
  });
  it('undo - a flip is turned back face down', () => {
    const g = game({ cols: ['4d 9s | Qh', 'Kc'] });
    g.move('1-2');
    expect(g.tableau[0].up).toEqual(['9s']);
    g.undo();
    expect(g.tableau[0]).toEqual({ down: ['4d', '9s'], up: ['Qh'] });
    expect(g.stats.hiddenCards).toBe(2 + 0);
  });
  it('undo - counters: moves goes back down, undos goes up', () => {
    const g = new Klondike({ dealNumber: 6 });
    taps(g, 3);
    g.undo();
    expect(g.stats).toMatchObject({ moves: 2, undos: 1 });
    expect(g.history).toEqual(['S', 'S']);
  });
  it('undo - limit 100 by default: the last 100 actions only', () => {
    const g = new Klondike({ dealNumber: 6 });
    expect(g.options.undoLimit).toBe(100);
    taps(g, 150);
    let n = 0;
    while (g.undo() !== null) n++;
    expect(n).toBe(100);
    expect(g.canUndo).toBe(false);
    expect(g.stats.moves).toBe(50);
    g.move('S');
    expect(g.undo()).toBe('S');
    expect(g.undo()).toBeNull();
  });
  it('undo - limit 0: no undo at all (each move is final)', () => {
    const g = new Klondike({ dealNumber: 6, undoLimit: 0 });
    g.move('S');
    expect(g.canUndo).toBe(false);
    expect(g.undo()).toBeNull();
    expect(g.stats).toMatchObject({ moves: 1, undos: 0 });
    expect(g.canRedo).toBe(false);
  });
  it('undo - limit Infinity: back to the deal after any number of moves', () => {
    const g = new Klondike({ dealNumber: 6, undoLimit: Infinity });
    const s0 = snapshot(g);
    taps(g, 300);
    let n = 0;
    while (g.undo() !== null) n++;
    expect(n).toBe(300);
    expect(snapshot(g)).toBe(s0);
  });
  it('undo - limit n: exactly n undos', () => {
    const g = new Klondike({ dealNumber: 6, undoLimit: 3 });
    taps(g, 10);
    expect([g.undo(), g.undo(), g.undo(), g.undo()]).toEqual(['S', 'S', 'S', null]);
  });
});

describe('redo', () => {
  it('redo - re-applies undone moves in order, score included', () => {
    const g = game({ cols: ['7d | As', 'Kc'], waste: ['Qh'] });
    g.move('1-F');
    g.move('W-2');
    const after = snapshot(g);
    g.undo();
    g.undo();
    expect(g.canRedo).toBe(true);
    expect(g.redo()).toBe('1-F');
    expect(g.redo()).toBe('W-2');
    expect(g.redo()).toBeNull();
    expect(snapshot(g)).toBe(after);
  });
  it('redo - a different move clears the redo list; the same move keeps the rest', () => {
    const g = game({ cols: ['7d | As', 'Kc'], waste: ['Qh'], stock: ['5c'] });
    g.move('1-F');
    g.move('W-2');
    g.undo();
    g.undo();
    g.move('1-F'); // the next redo: keeps W-2 redoable
    expect(g.canRedo).toBe(true);
    g.move('S'); // another move: clears it
    expect(g.canRedo).toBe(false);
    expect(g.redo()).toBeNull();
  });
  it('redo - the redo list survives the undo limit only within it', () => {
    const g = new Klondike({ dealNumber: 6, undoLimit: 2 });
    taps(g, 5);
    g.undo();
    g.undo();
    g.redo();
    g.redo();
    expect(g.stats.moves).toBe(5);
    expect(g.undo()).toBe('S');
  });
});

describe('restart and clone', () => {
  it('restart - back to the deal with history, score and counters cleared', () => {
    const g = new Klondike({ dealNumber: 6, scoring: 'vegas' });
    const s0 = snapshot(g);
    taps(g, 5);
    g.undo();
    g.restart();
    expect(snapshot(g)).toBe(s0);
    expect(g.stats.undos).toBe(0);
    expect(g.canRedo).toBe(false);
  });
  it('clone - an independent copy, history included', () => {
    const g = new Klondike({ dealNumber: 6 });
    taps(g, 4);
    g.undo();
    const c = g.clone();
    expect(snapshot(c)).toBe(snapshot(g));
    expect(c.canRedo).toBe(true);
    c.move('S');
    expect(g.stats.moves).toBe(3);
  });
});
