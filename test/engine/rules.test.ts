import { describe, expect, it } from 'vitest';
import { IllegalMoveError, Klondike } from '../../src/engine/index.js';
import { game, snapshot } from './helpers.js';

/** Expects a move to be refused with a reason, leaving the game exactly as it was. */
function refused(g: Klondike, move: string, reason: string): void {
  const before = snapshot(g);
  let err: unknown;
  try {
    g.move(move);
  } catch (e) {
    err = e;
  }
  expect(err, `${move} should be illegal`).toBeInstanceOf(IllegalMoveError);
  expect((err as IllegalMoveError).reason).toBe(reason);
  expect((err as IllegalMoveError).move).toBe(move);
  expect(g.check(move)?.reason).toBe(reason);
  expect(g.moves()).not.toContain(move);
  expect(snapshot(g)).toBe(before);
}

describe('column builds', () => {
  it('move - a red card goes on a black card one rank higher (waste to column)', () => {
    const g = game({ cols: ['Tc 9h | 8s'], waste: ['7h'] });
    expect(g.moves()).toContain('W-1');
    g.move('W-1');
    expect(g.tableau[0].up).toEqual(['8s', '7h']);
  });
  it('move - a black card goes on a red card one rank higher (column to column)', () => {
    const g = game({ cols: ['Qd | 8h', 'Kd | 7c'] });
    g.move('2-1');
    expect(g.tableau[0].up).toEqual(['8h', '7c']);
    expect(g.tableau[1].up).toEqual(['Kd']);
  });
  it('move - suit does not matter, only colour: a heart on a diamond-fitting spot fits', () => {
    const g = game({ cols: ['9s', '8d', '8h'] });
    expect(g.moves()).toEqual(expect.arrayContaining(['2-1', '3-1']));
  });
  it('move - same colour refused (wrong-colour)', () => {
    refused(game({ cols: ['8s', '7c'] }), '2-1', 'wrong-colour');
    refused(game({ cols: ['8s'], waste: ['7c'] }), 'W-1', 'wrong-colour');
  });
  it('move - wrong rank refused (wrong-rank): not one lower, not higher, not two lower', () => {
    refused(game({ cols: ['8s'], waste: ['6h'] }), 'W-1', 'wrong-rank');
    refused(game({ cols: ['8s'], waste: ['9h'] }), 'W-1', 'wrong-rank');
    refused(game({ cols: ['8s'], waste: ['8h'] }), 'W-1', 'wrong-rank');
    refused(game({ cols: ['8s', '6h'] }), '2-1', 'wrong-rank');
  });
  it('move - a card cannot go on a hidden card or onto the stock/waste', () => {
    refused(game({ cols: ['8s'] }), '1-1', 'same-pile');
    expect(() => game({ cols: ['8s'] }).move('1-W')).toThrow(IllegalMoveError);
    expect(() => game({ cols: ['8s'] }).move('1-S')).toThrow(IllegalMoveError);
  });
});

describe('runs', () => {
  it('move - a face-up run moves as one block, any length', () => {
    const g = game({ cols: ['2c | Kh Qs Jh Ts 9h 8c 7d', 'Qd | 9d'] });
    expect(g.move('1-2').cards).toEqual(['8c', '7d']);
    expect(g.tableau[1].up).toEqual(['9d', '8c', '7d']);
    expect(g.move('2-1').cards).toEqual(['8c', '7d']);
    expect(g.tableau[0].up).toEqual(['Kh', 'Qs', 'Jh', 'Ts', '9h', '8c', '7d']);
    expect(g.move('1-2').cards).toEqual(['8c', '7d']);
    const h = game({ cols: ['2c | Kh Qs Jh Ts 9h 8c 7d', '', 'Kd'] });
    expect(h.move('1-2').cards).toEqual(['Kh', 'Qs', 'Jh', 'Ts', '9h', '8c', '7d']);
    expect(h.tableau[0]).toEqual({ down: [], up: ['2c'] });
  });
  it('move - the part of a run that fits moves, fixed by the destination (only its first card must fit)', () => {
    const g = game({ cols: ['3c | Kh Qs Jh Ts 9h 8c 7d', 'Qc'] });
    const r = g.move('1-2');
    expect(r.cards).toEqual(['Jh', 'Ts', '9h', '8c', '7d']);
    expect(g.tableau[0].up).toEqual(['Kh', 'Qs']);
    expect(g.tableau[1].up).toEqual(['Qc', 'Jh', 'Ts', '9h', '8c', '7d']);
  });
  it('move - a run with no card fitting the destination is refused', () => {
    refused(game({ cols: ['Jh Ts 9h', '9c'] }), '1-2', 'wrong-rank');
    refused(game({ cols: ['Jh Ts 9h', 'Qh'] }), '1-2', 'wrong-colour');
    refused(game({ cols: ['Jh Ts 9h', '8c'] }), '1-2', 'wrong-rank');
  });
});

describe('empty columns', () => {
  it('move - a king opens an empty column from the waste', () => {
    const g = game({ cols: ['', 'Qd'], waste: ['Kc'] });
    g.move('W-1');
    expect(g.tableau[0].up).toEqual(['Kc']);
  });
  it('move - a king-led run goes into an empty column, hidden card turning over', () => {
    const g = game({ cols: ['5d | Kh Qs Jd', ''] });
    const r = g.move('1-2');
    expect(r.cards).toEqual(['Kh', 'Qs', 'Jd']);
    expect(r.flipped).toBe('5d');
    expect(g.tableau[0]).toEqual({ down: [], up: ['5d'] });
    expect(g.tableau[1].up).toEqual(['Kh', 'Qs', 'Jd']);
  });
  it('move - a queen cannot open an empty column (not even to uncover a hidden card)', () => {
    refused(game({ cols: ['5d | Qs', ''] }), '1-2', 'needs-king');
    refused(game({ cols: ['', '9c'], waste: ['Qs'] }), 'W-1', 'needs-king');
    refused(game({ cols: ['5d | Qs Jh', ''] }), '1-2', 'needs-king');
  });
  it('move - a run into an empty column must start with a king: its tail cannot go', () => {
    refused(game({ cols: ['5d | Qs Jd', ''] }), '1-2', 'needs-king');
    const g = game({ cols: ['5d | Kh Qs Jd', '', 'Qc'] });
    expect(g.destinations('Kh')).toEqual(['1-2', '1-4', '1-5', '1-6', '1-7']);
    expect(g.destinations('Qs')).toEqual([]);
    expect(g.destinations('Jd')).toEqual(['1-3']);
  });
  it('move - a foundation take-back into an empty column needs a king', () => {
    const g = game({ cols: ['', '9c'], found: { s: 13, h: 12 } });
    expect(g.moves()).toContain('Fs-1');
    refused(g, 'Fh-1', 'needs-king');
  });
});

describe('foundations', () => {
  it('move - aces first, then by suit up to king, from the waste and from columns', () => {
    const g = game({ cols: ['As', '2s', '3h'], waste: ['Ah'] });
    g.move('W-F');
    g.move('1-F');
    g.move('2-F');
    expect(g.foundations).toEqual([['As', '2s'], ['Ah'], [], []]);
    refused(g, '3-F', 'foundation-order');
  });
  it('move - a card finds its own foundation (fixed order spades, hearts, diamonds, clubs)', () => {
    const g = game({ cols: ['Ac', 'Ad'] });
    g.move('1-F');
    g.move('2-F');
    expect(g.foundations).toEqual([[], [], ['Ad'], ['Ac']]);
    expect(g.history).toEqual(['1-F', '2-F']);
  });
  it('move - a non-ace cannot start a foundation, a wrong rank cannot follow', () => {
    refused(game({ cols: ['2s'] }), '1-F', 'foundation-order');
    refused(game({ cols: ['4s'], found: { s: 2 } }), '1-F', 'foundation-order');
    refused(game({ cols: ['4s'], found: { s: 2 } }), '1-F', 'foundation-order');
  });
  it('move - only the top card of a column goes to a foundation', () => {
    const g = game({ cols: ['3h 2c'], found: { h: 2 } });
    refused(g, '1-F', 'foundation-order');
    expect(g.destinations('3h')).toEqual([]);
  });
  it('move - the king completes a foundation; with all 52 the game is won and nothing moves', () => {
    const g = game({ cols: ['Kc'], found: { s: 13, h: 13, d: 13, c: 12 } });
    expect(g.isWon()).toBe(false);
    g.move('1-F');
    expect(g.isWon()).toBe(true);
    expect(g.moves()).toEqual([]);
    expect(g.hasMoves()).toBe(false);
    refused(g, 'S', 'game-won');
  });
});

describe('auto flip', () => {
  it('move - the hidden card left at the end of a column turns face up by itself', () => {
    const g = game({ cols: ['4d 9s | As'] });
    const r = g.move('1-F');
    expect(r.flipped).toBe('9s');
    expect(g.tableau[0]).toEqual({ down: ['4d'], up: ['9s'] });
    expect(g.stats.hiddenCards).toBe(0 + g.tableau.reduce((n, c) => n + c.down.length, 0));
  });
  it('move - no flip when face-up cards remain', () => {
    const g2 = game({ cols: ['4d | Ts 9h 8c', 'Tc'] });
    expect(g2.move('1-2').flipped).toBeNull();
    expect(g2.tableau[0]).toEqual({ down: ['4d'], up: ['Ts'] });
  });
});

describe('take-back', () => {
  it('move - with take-back on, a foundation top goes back to a column it fits', () => {
    const g = game({ cols: ['9c'], found: { h: 8 } }, { takeback: true });
    expect(g.moves()).toContain('Fh-1');
    const r = g.move('Fh-1');
    expect(r.cards).toEqual(['8h']);
    expect(g.tableau[0].up).toEqual(['9c', '8h']);
    expect(g.foundations[1]).toHaveLength(7);
  });
  it('move - with take-back off, it is refused (takeback-off)', () => {
    const g = game({ cols: ['9c'], found: { h: 8 } }, { takeback: false });
    refused(g, 'Fh-1', 'takeback-off');
    expect(g.moves().some((m) => m.startsWith('F'))).toBe(false);
  });
  it('move - take-back must fit the column rule; from an empty foundation it is refused', () => {
    const g = game({ cols: ['9h'], found: { h: 8 } });
    refused(g, 'Fh-1', 'wrong-colour');
    refused(g, 'Fs-1', 'empty-source');
    refused(g, 'Fh-F', 'foundation-order');
  });
});

describe('notation', () => {
  it('move - reads any case and returns the canonical notation', () => {
    const g = game({ cols: ['As', '9c'], found: { h: 8 } });
    expect(g.move('1-f').move).toBe('1-F');
    expect(g.move('fH-2').move).toBe('Fh-2');
    expect(g.history).toEqual(['1-F', 'Fh-2']);
  });
  it.each(['', 'X', 'W', '1', '8-1', '1-8', '0-1', 'W-W', 'F-1', 'Fx-1', 'S-1', 'W-F-1', '1 - 2', 'SS'])(
    'move - %j is refused as syntax with a hint',
    (m) => {
      const g = new Klondike({ dealNumber: 6 });
      refused(g, m, 'syntax');
      expect(g.check(m)?.message).toMatch(/FROM-TO/);
    },
  );
  it('move - an empty waste or column as source is refused (empty-source)', () => {
    const g = game({ cols: ['', '9c'] });
    refused(g, 'W-2', 'empty-source');
    refused(g, '1-2', 'empty-source');
    refused(g, 'W-F', 'empty-source');
  });
  it('move - an illegal move throws an Error that says why', () => {
    const g = game({ cols: ['8s'], waste: ['7c'] });
    expect(() => g.move('W-1')).toThrow(/Illegal move "W-1": .*same colour/);
  });
});
