/**
 * Emptying a column in the pruned search (`kingCanComeNow` in move-pruning.ts): a column is
 * emptied only when a king can go into it at once; the plain search
 * (Mode.Full) empties it anyway, and the two agree on the verdict. Once
 * emptied by a free move, the next move puts a king there (OB_KING).
 */
import { describe, expect, it } from 'vitest';
import type { Klondike } from '../../src/engine/index.js';
import { MoveGenerator, OB_KING } from '../../src/solver/move-generator.js';
import { MoveStack } from '../../src/solver/move-stack.js';
import { Position } from '../../src/solver/position.js';
import { K_DECKC, K_RUN } from '../../src/solver/move-code.js';
import { Mode } from '../../src/solver/search-options.js';
import { Search } from '../../src/solver/search.js';
import { rawPosition } from '../../src/solver/solve.js';
import { ALL, game } from './helpers.js';

/** The moves generated for the position as dealt (no safe move may apply), under obligation `only`. */
function generated(g: Klondike, mode: Mode, only = -1): number[] {
  const stack = new MoveStack();
  new MoveGenerator(new Position(rawPosition(g), mode === Mode.Win), stack, mode, false, true, false).generate(only);
  return Array.from(stack.mv.subarray(0, stack.top));
}

/** Column 1's pile onto column 2 (0-based 0 → 1): it empties column 1. */
const emptiesFirst = (m: number) => (m & 7) === K_RUN && ((m >> 3) & 63) === 0 && ((m >> 9) & 63) === 1;
const empties = (g: Klondike, mode: Mode) => generated(g, mode).some(emptiesFirst);

function sameVerdict(g: Klondike): void {
  const raw = rawPosition(g);
  const win = new Search(raw, Mode.Win).step(300_000);
  expect(win).not.toBeNull();
  expect(win).toBe(new Search(raw, Mode.Full).step(300_000));
}

// 5h (column 1, nothing hidden) can go onto 6s (column 2), which empties column 1.
const found = { s: 3, h: 4, d: 12, c: 12 };
const stockOf = (named: string[]) =>
  ALL.filter((c) => !named.includes(c) && 'A23456789TJQK'.indexOf(c[0]) >= found[c[1] as keyof typeof found]);

describe('emptying a column', () => {
  it('with a king on hidden cards (it can go into the column at once): column 1 is emptied', () => {
    const cols = ['| 5h', '| 6s', '9h | Kd'];
    const g = game({ cols, stock: stockOf(['5h', '6s', '9h', 'Kd']), found }, { draw: 3, takeback: false });
    expect(empties(g, Mode.Win)).toBe(true);
    sameVerdict(g);
  });

  it('with every king already the base of a column (none can use it): column 1 is not emptied', () => {
    const cols = ['| 5h', '| 6s', '| Kd', '| Kc', '| Ks', '| Kh'];
    const g = game({ cols, stock: stockOf(['5h', '6s', 'Kd', 'Kc', 'Ks', 'Kh']), found }, { draw: 3, takeback: false });
    expect(empties(g, Mode.Win)).toBe(false);
    expect(empties(g, Mode.Full)).toBe(true);
    sameVerdict(g);
  });

  it('with the only other king in the deck, out of reach now (draw 3, one pass): not emptied', () => {
    // Kc is the first card the stock shows: taps show the 3rd, 6th, … and the last; no recycle is left.
    const cols = ['| 5h', '| 6s', '| Kd', '| Ks', '| Kh'];
    const g = game({ cols, stock: [...stockOf(['5h', '6s', 'Kd', 'Ks', 'Kh', 'Kc']), 'Kc'], found }, { draw: 3, takeback: false, passes: 1 });
    expect(empties(g, Mode.Win)).toBe(false);
    expect(empties(g, Mode.Full)).toBe(true);
    sameVerdict(g);
    // Third from the top instead, it shows at the first tap: the column is emptied.
    const third = game({ cols, stock: [...stockOf(['5h', '6s', 'Kd', 'Ks', 'Kh', 'Kc', '7s', '8s']), 'Kc', '7s', '8s'], found }, { draw: 3, takeback: false, passes: 1 });
    expect(empties(third, Mode.Win)).toBe(true);
    sameVerdict(third);
  });

  it('once emptied, the next move puts a king into it: only king moves are generated (OB_KING)', () => {
    // After 5h onto 6s: column 1 is empty; Kd (on 9h) and Kc (the deck's top card) can come.
    const cols = ['', '| 6s 5h', '9h | Kd'];
    const g = game({ cols, stock: [...stockOf(['5h', '6s', '9h', 'Kd', 'Kc']), 'Kc'], found }, { draw: 3, takeback: false });
    const all = generated(g, Mode.Win);
    const kings = generated(g, Mode.Win, OB_KING);
    expect(all.length).toBeGreaterThan(kings.length);
    expect(kings.map((m) => [m & 7, (m >> 9) & 63])).toEqual([[K_RUN, 0], [K_DECKC, 0]]);
    sameVerdict(g);
  });
});
