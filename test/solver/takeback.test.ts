/**
 * The take-back pruning of the search (src/solver/move-generator.ts,
 * dead-end-moves.ts): which
 * take-backs the pruned search (Mode.Win) generates, checked move by move on
 * positions where each rule fires, with the verdict of the plain search
 * (Mode.Full) unchanged.
 */
import { describe, expect, it } from 'vitest';
import type { Klondike } from '../../src/engine/index.js';
import { solve } from '../../src/solver/index.js';
import { K_TAKE } from '../../src/solver/move-code.js';
import { Mode } from '../../src/solver/search-options.js';
import { Search } from '../../src/solver/search.js';
import { MoveGenerator, OB_TAKEN } from '../../src/solver/move-generator.js';
import { MoveStack } from '../../src/solver/move-stack.js';
import { Position, type RawPosition } from '../../src/solver/position.js';
import { rawPosition } from '../../src/solver/solve.js';
import { ALL, game, replaysToWin } from './helpers.js';

const SUITS = 'shdc';

/** The moves a search generates for a state (the position as dealt: no safe move may apply). */
class Moves {
  constructor(
    private readonly raw: RawPosition,
    private readonly mode: Mode,
  ) {}

  /** The suits of the take-backs generated under obligation `only` (-1: none), e.g. 'hd'. */
  takeBacks(only = -1): string {
    const stack = new MoveStack();
    new MoveGenerator(new Position(this.raw, this.mode === Mode.Win), stack, this.mode, false, true, false).generate(only);
    const out: string[] = [];
    for (let i = 0; i < stack.top; i++) if ((stack.mv[i] & 7) === K_TAKE) out.push(SUITS[(stack.mv[i] >> 3) & 63]);
    return [...new Set(out)].sort((x, y) => SUITS.indexOf(x) - SUITS.indexOf(y)).join('');
  }
}

const moves = (g: Klondike, mode: Mode = Mode.Win) => new Moves(rawPosition(g), mode);
/** Every card not named goes to the stock (the foundations hold the rest). */
const rest = (named: string[], found: Record<string, number>) =>
  ALL.filter((c) => !named.includes(c) && '_A23456789TJQK'.indexOf(c[0]) > (found[c[1]] ?? 0));

/** Win and Full agree on g (both finish within the budget), and a win replays. */
function sameVerdict(g: Klondike): void {
  const raw = rawPosition(g);
  const win = new Search(raw, Mode.Win).step(200_000);
  const full = new Search(raw, Mode.Full).step(200_000);
  expect(win).not.toBeNull();
  expect(win).toBe(full);
  const r = solve(g, { maxStates: 200_000 });
  if (r.result === 'solved') expect(replaysToWin(g, r.moves)).toBe(true);
}

describe('take-back pruning', () => {
  it('a card that would go straight home again (safe once taken back) is not taken back', () => {
    // 5s, 4h and 3c would be safe off their foundations: a take-back (5s onto 6h, 4h onto 5c)
    // would be undone at once by the safe moves. 6d is not safe (clubs at 3): it may come back onto 7c.
    const found = { s: 5, h: 4, d: 6, c: 3 };
    const cols = ['| Ks Qh Js Th 9s 8h 7s 6h', '| Kc Qd Jc Td 9c 8d 7c', '| 5c'];
    const named = cols.join(' ').split(/[\s|]+/).filter(Boolean);
    const g = game({ cols, stock: rest(named, found), found }, { draw: 3 });
    expect(moves(g).takeBacks()).toBe('d');
    expect(moves(g, Mode.Full).takeBacks()).toBe('shd');
    sameVerdict(g);
  });

  it('after a take-back, another take-back only when it can prepare a use of the card taken back', () => {
    // 9h was just taken back onto Ts (obligation: column 1). A use of it: a black 8 on it, or 8h
    // taken back in turn (onto 9s), or what prepares those (cards of rank 9 and up, or a black
    // 9). 7c (onto 8d) and 6s (onto 7d) are lower: they prepare nothing of 9h's, and wait.
    const found = { s: 6, h: 8, d: 3, c: 7 };
    const cols = ['| Ts 9h', '| 9s', '| 8d', '| 7d'];
    const named = ['Ts', '9h', '9s', '8d', '7d'];
    const g = game({ cols, stock: rest(named, found), found }, { draw: 3 });
    expect(moves(g).takeBacks(OB_TAKEN | 0)).toBe('h');
    expect(moves(g, Mode.Full).takeBacks(OB_TAKEN | 0)).toBe('shc');
    sameVerdict(g);
  });

  it('a take-back whose card nothing could cover or use next is not generated', () => {
    // 8h could come back onto 9s, but the black 7s are hidden, 7h has no black 8 to go on, and
    // nothing of rank 8 or more is on a foundation top: the state after it would have no move.
    const found = { s: 6, h: 8, d: 5, c: 6 };
    const named = ['7s', '7c', '9s', 'Kd', 'Kh'];
    const dead = game({ cols: ['7s | Kd', '7c | Kh', '| 9s'], stock: rest(named, found), found }, { draw: 3 });
    expect(moves(dead).takeBacks()).toBe('');
    expect(moves(dead, Mode.Full).takeBacks()).toContain('h');
    sameVerdict(dead);
    // With 7s face up (a cover for 8h), the take-back is generated.
    const open = game({ cols: ['Kd | 7s', '7c | Kh', '| 9s'], stock: rest(named, found), found }, { draw: 3 });
    expect(moves(open).takeBacks()).toContain('h');
    sameVerdict(open);
  });
});
