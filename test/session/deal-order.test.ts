/**
 * `dealOrder`: the 52 card nodes' order, the cards as they lay in the deal.
 * A game with no move played is read as it is; any other is read from its
 * deal. Both must give the same order for the same deal, whatever was played.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Klondike } from '../../src/engine/index.js';
import { dealOrder } from '../../src/element/session/moves.js';

/** The order read the long way: a copy of the deal, as dealt. */
const fromDeal = (game: Klondike): string[] => {
  const start = new Klondike({ deal: game.toSolvitaire('deal'), draw: game.options.draw });
  return [...start.stock, ...start.waste, ...start.foundations.flat(), ...start.tableau.flatMap((c) => [...c.down, ...c.up])];
};

describe('dealOrder', () => {
  it('reads a new game as dealt: stock, waste, foundations, then each column bottom to top', () => {
    const game = new Klondike({ code: 'KL1-D1N-AAAAAAG' });
    const order = dealOrder(game);
    expect(order).toHaveLength(52);
    expect(new Set(order).size).toBe(52);
    expect(order).toEqual(fromDeal(game));
    expect(order.slice(0, 24)).toEqual(game.stock);
  });

  it('reads a deal that starts with cards home and in the waste as it lies', () => {
    // The first deal whose opening has a card to put home, played after a draw.
    let start = new Klondike({ dealNumber: 1 });
    for (let n = 2; !start.moves().some((m) => m.endsWith('-F')); n++) start = new Klondike({ dealNumber: n });
    start.move(start.moves().find((m) => m.endsWith('-F'))!);
    start.move('S');
    const game = new Klondike({ deal: start.toSolvitaire('position'), draw: 1 });
    expect(game.history).toHaveLength(0);
    expect(game.foundations.flat()).toHaveLength(1);
    expect(game.waste.length).toBeGreaterThan(0);
    expect(dealOrder(game)).toEqual(fromDeal(game));
  });

  it('gives the same order before, during and after play, undo included', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom(1, 3), fc.array(fc.nat(), { maxLength: 40 }), (deal, draw, picks) => {
        const game = new Klondike({ dealNumber: deal, draw: draw as 1 | 3 });
        const before = dealOrder(game);
        for (const p of picks) {
          const moves = game.moves();
          if (!moves.length) break;
          game.move(moves[p % moves.length]);
        }
        expect(dealOrder(game)).toEqual(before);
        while (game.undo());
        expect(game.history).toHaveLength(0);
        expect(dealOrder(game)).toEqual(before);
      }),
      { numRuns: 40 },
    );
  });
});
