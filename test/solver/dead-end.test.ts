/**
 * The deeper dead-end tests of move generation (`SearchOptions.deepDeadEnds`,
 * draw 1 with unlimited passes and the relaxation): a deck card home, a
 * take-back or a deck card put down is left out only when the state it
 * leads to would have no move (its obligation met by no generated move).
 */
import { describe, expect, it } from 'vitest';
import { Klondike } from '../../src/engine/index.js';
import { K_DECKC, K_DECKF, K_TAKE } from '../../src/solver/move-code.js';
import { DAILY_V1_SCHEDULE, SCHEDULE } from '../../src/solver/schedule.js';
import { Mode } from '../../src/solver/search-options.js';
import { Search } from '../../src/solver/search.js';
import { MoveGenerator } from '../../src/solver/move-generator.js';
import type { MoveStack } from '../../src/solver/move-stack.js';
import { Position, type RawPosition } from '../../src/solver/position.js';
import { rawPosition } from '../../src/solver/solve.js';
import { compareWithAndWithout, game, randomLine, seededRandom } from './helpers.js';

/**
 * A search that checks the deeper tests as it goes: in every state whose
 * moves it generates, it also generates them without the deeper tests (a
 * second generator on the same position) and appends the moves those leave
 * out (so it searches them too), and in a state reached by such a move it
 * counts the moves generated with them. (Without sleep sets, which would
 * reorder the move stack.)
 */
class Checked {
  readonly search: Search;
  /** Per move-stack index: the move there is one that the deeper tests leave out. */
  private dropped = new Uint8Array(1 << 12);
  /** Per move kind: the moves left out. */
  readonly left = [0, 0, 0, 0, 0];
  /** States entered by a move left out, and those of them with a move. */
  entered = 0;
  withMoves = 0;

  constructor(raw: RawPosition) {
    this.search = new Search(raw, Mode.Win, { tableLog2: 20, moreDeadChecks: true, deepDeadEnds: true });
    // The search's parts, which it keeps to itself.
    const inner = this.search as unknown as { gen: MoveGenerator; stack: MoveStack; fStart: Int32Array; fNext: Int32Array; depth: number };
    const { gen, stack } = inner;
    const shallow = new MoveGenerator(this.search.pos, stack, Mode.Win, false, false, false);
    const deep = gen.generate.bind(gen);
    gen.generate = (only: number): void => {
      const start = stack.top;
      deep(only);
      const d = inner.depth;
      if (d > 0 && this.dropped[inner.fStart[d - 1] + inner.fNext[d - 1] - 1] === 1) {
        this.entered++;
        if (stack.top > start) this.withMoves++;
      }
      const mid = stack.top;
      shallow.generate(only);
      const end = stack.top;
      if (end > this.dropped.length) {
        const grown = new Uint8Array(end * 2);
        grown.set(this.dropped);
        this.dropped = grown;
      }
      const kept = new Set(stack.mv.subarray(start, mid));
      stack.top = mid;
      this.dropped.fill(0, start, mid);
      for (let i = mid; i < end; i++) {
        const m = stack.mv[i];
        if (kept.has(m)) continue;
        this.left[m & 7]++;
        this.dropped[stack.top] = 1;
        stack.mv[stack.top++] = m;
      }
    };
  }
}

/** Positions after random lines, draw 1 (or 3) with unlimited passes (take-back on mostly: most dead ends are take-backs). */
function position(i: number, base: number, draw: 1 | 3 = 1): Klondike {
  const rnd = seededRandom(base + i);
  const game = new Klondike({ dealNumber: base * 2 + i * 61, draw, takeback: i % 5 !== 0 });
  randomLine(game, rnd, 10 + rnd(80), i % 3 !== 0);
  return game;
}

/**
 * Searches `g` (`states` at most) playing the moves the deeper tests leave
 * out too; the moves left out per kind and the states they led to, after
 * checking that none of those states had a move.
 */
function checkedSearch(g: Klondike, states: number, label: string): { left: number[]; entered: number } {
  const s = new Checked(rawPosition(g));
  s.search.step(states);
  expect(s.withMoves, label).toBe(0);
  return { left: s.left, entered: s.entered };
}

describe('deeper dead ends', () => {
  it('every move they leave out leads to a state with no move', () => {
    // Searches (as solve() configures them, 20 000 states each) of positions after random lines
    // that also play every move the deeper tests leave out: each such move leads to a state that
    // generates no move (or to one not generated: seen before, or proved lost by the dead check).
    // (Versions that drop a deck card home whose next card lies under a pile that some column top
    // takes, or whose home makes another deck card safe, that count no deck card as a cover of a
    // card taken back, or no card taken back as a column top or a cover inside a chain, fail here.)
    const left = [0, 0, 0, 0, 0];
    let entered = 0;
    // Position 620 (take-back off): a deck card home makes another deck card safe, which voids
    // the obligation. (Offline: DEAD_END_POSITIONS=1500 for more.)
    const count = Number(process.env.DEAD_END_POSITIONS ?? 60);
    for (const i of [...Array(count).keys(), 620]) {
      const g = position(i, 71_000);
      if (g.isWon()) continue;
      const r = checkedSearch(g, 20_000, `position ${i}`);
      entered += r.entered;
      for (let k = 0; k < 5; k++) left[k] += r.left[k];
    }
    // (When this was written: 791 deck cards home, 785 deck cards put down and 1310 take-backs left
    // out, 1539 states entered by them; offline, 1500 positions: 25 120, 33 521, 25 991; 53 569.)
    expect(left[K_DECKF]).toBeGreaterThan(400);
    expect(left[K_DECKC]).toBeGreaterThan(400);
    expect(left[K_TAKE]).toBeGreaterThan(600);
    expect(entered).toBeGreaterThan(800);
  }, 120_000);

  it('with a waste pointer (draw 3): every take-back they leave out leads to a state with no move', () => {
    // Draw 3: only take-backs (a deck card put down carries no obligation there), with the deck
    // cards that could cover the card taken back counted only within reach. (A version that counts
    // no deck card as a cover, within reach or not, fails here.)
    let left = 0;
    let entered = 0;
    for (let i = 0; i < Number(process.env.DEAD_END_POSITIONS ?? 60); i++) {
      const g = position(i, 75_000, 3);
      if (g.isWon()) continue;
      const r = checkedSearch(g, 20_000, `draw 3, position ${i}`);
      expect(r.left[K_DECKF] + r.left[K_DECKC], `draw 3, position ${i}`).toBe(0);
      left += r.left[K_TAKE];
      entered += r.entered;
    }
    // (4196 take-backs left out, 2636 states entered by them, when this was written.)
    expect(left).toBeGreaterThan(2000);
    expect(entered).toBeGreaterThan(1200);
  }, 120_000);

  it('the same verdicts with and without them, and the plain search, on positions after random lines', () => {
    // (Offline: DEAD_END_VERDICTS=3000 for more.)
    const { compared, plainToo, unsolvable, fewer, on, off } = compareWithAndWithout(
      Number(process.env.DEAD_END_VERDICTS ?? 200),
      (i) => ({ game: position(i, 73_000), seed: i % 4 === 3 ? 555 + i : 0 }),
      (deep) => ({ moreDeadChecks: true, sleepAfterDeck: true, deepDeadEnds: deep }),
    );
    // (200 compared, 151 against the plain search, 39 unsolvable, 100 in fewer states, 83 085
    // states against 100 169 when this was written; offline, 2500 positions: see docs/solver.md.)
    expect(compared).toBeGreaterThan(180);
    expect(plainToo).toBeGreaterThan(120);
    expect(unsolvable).toBeGreaterThan(30);
    expect(fewer).toBeGreaterThan(70);
    expect(on).toBeLessThan(off);
  }, 120_000);

  it('the same verdicts with and without them in draw 3, and the plain search', () => {
    // Draw 3 with unlimited passes, as solve() configures its main search (sleep sets, deck moves
    // asleep, the obligation skip under the pointer dominance, deck cards farthest first).
    const { compared, plainToo, unsolvable, fewer } = compareWithAndWithout(
      Number(process.env.DEAD_END_VERDICTS ?? 120),
      (i) => ({ game: position(i, 77_000, 3), seed: i % 4 === 3 ? 333 + i : 0 }),
      (deep, i) => ({ moreDeadChecks: true, sleepAfterDeck: true, deckAfterDeck: true, skipObligedDom: true, deepDeadEnds: deep, reverseDeckAt: i % 2 === 0 ? 0 : 2000 }),
    );
    // (116 compared, 80 against the plain search, 50 unsolvable, 28 in fewer states when this was
    // written; 88 054 states against 86 186: the wins, found in another order, took more here.)
    expect(compared).toBeGreaterThan(90);
    expect(plainToo).toBeGreaterThan(40);
    expect(unsolvable).toBeGreaterThan(20);
    expect(fewer).toBeGreaterThan(15);
  }, 120_000);

  it('reads the card lying on a face-up card from its children (not one on its twin)', () => {
    // 7♥ lies on 8♣, not on 8♠ (a parent of 7♥ too, and a column top).
    const g = game({
      cols: ['| 8s', '| 8c 7h'],
      stock: '9s Ts Js Qs Ks 8h 9h Th Jh Qh Kh 9c Tc Jc Qc Kc'.split(' '),
      found: { s: 7, h: 6, d: 13, c: 7 },
    });
    const s = new Position(rawPosition(g), true);
    const [s8, c8, h7] = [7, 3 * 13 + 7, 13 + 6];
    expect(s.cardOn(s8)).toBe(-1);
    expect(s.cardOn(c8)).toBe(h7);
    expect(s.cardOn(h7)).toBe(-1);
  });

  it("is on in solve()'s schedule and off in the frozen daily search", () => {
    expect(SCHEDULE.deepDeadEnds).toBe(true);
    expect(DAILY_V1_SCHEDULE.deepDeadEnds).toBeUndefined();
  });
});
