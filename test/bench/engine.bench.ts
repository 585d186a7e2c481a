// `npm run bench`: engine throughput, using only the engine's public API
// (figures in docs/benchmarks.md, "Engine").
import { bench, describe } from 'vitest';
import { Klondike } from '../../src/engine/index.js';

const CODE = 'KL1-D1N-AAAAAAG';

/** Plays up to `limit` moves, always the first legal one (deterministic). */
function playFirstMoves(game: Klondike, limit: number): number {
  let played = 0;
  while (played < limit && !game.isWon()) {
    const moves = game.moves();
    if (moves.length === 0) break;
    game.move(moves[0]!);
    played++;
  }
  return played;
}

describe('engine', () => {
  bench('deal from a code', () => {
    new Klondike({ code: CODE });
  });

  bench('moves() on a fresh deal', () => {
    new Klondike({ code: CODE }).moves();
  });

  bench('play 200 first-legal moves', () => {
    playFirstMoves(new Klondike({ code: CODE }), 200);
  });

  const saved = new Klondike({ code: CODE });
  playFirstMoves(saved, 100);
  bench('toJSON + fromJSON after 100 moves', () => {
    Klondike.fromJSON(saved.toJSON());
  });
});
