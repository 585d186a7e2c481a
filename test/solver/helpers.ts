/** Helpers for the solver tests: explicit positions in Solvitaire's format. */
import { expect } from 'vitest';
import { Klondike, type KlondikeInit, type SolvitaireDeal } from '../../src/engine/index.js';
import { Mode, type SearchOptions } from '../../src/solver/search-options.js';
import { Search, type Outcome } from '../../src/solver/search.js';
import { rawPosition } from '../../src/solver/solve.js';

const SUITS = ['s', 'h', 'd', 'c'] as const;
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
/** All 52 card names. */
export const ALL: string[] = SUITS.flatMap((s) => RANKS.map((r) => r + s));

/** 'Th' → '10H' (face up) or '10h' (hidden). */
const sv = (card: string, up = true): string => (card[0] === 'T' ? '10' : card[0]) + (up ? card[1].toUpperCase() : card[1]);

/** A table: columns 'hidden… | up…', stock bottom → top, waste, foundation heights; unnamed cards go hidden under column `rest` (default: on the foundations when `restHome`). */
export interface Spec {
  cols?: string[];
  stock?: string[];
  waste?: string[];
  found?: Partial<Record<'s' | 'h' | 'd' | 'c', number>>;
}

/** Builds a position; every card not named must be on a foundation (`found`). */
export function position(spec: Spec): SolvitaireDeal {
  const words = (s: string) => s.trim().split(/\s+/).filter(Boolean);
  const piles = Array.from({ length: 7 }, (_, i) => {
    const text = spec.cols?.[i] ?? '';
    const [hidden, up] = text.includes('|') ? text.split('|') : ['', text];
    return [...words(hidden).map((c) => sv(c, false)), ...words(up).map((c) => sv(c))];
  });
  const foundation = SUITS.map((s) => RANKS.slice(0, spec.found?.[s] ?? 0).map((r) => sv(r + s)));
  const out: SolvitaireDeal = { 'tableau piles': piles, stock: (spec.stock ?? []).map((c) => sv(c)) };
  if (spec.waste?.length) out.waste = spec.waste.map((c) => sv(c));
  if (foundation.some((f) => f.length)) out.foundation = foundation;
  return out;
}

/** A game on an explicit position. */
export function game(spec: Spec, opts: Omit<KlondikeInit, 'deal' | 'code'> = {}): Klondike {
  return new Klondike({ ...opts, deal: position(spec) });
}

/** Replays moves on a clone: true when all are legal and the game ends won. */
export function replaysToWin(g: Klondike, moves: readonly string[]): boolean {
  const c = g.clone();
  for (const m of moves) c.move(m);
  return c.isWon();
}

/** A seeded generator of whole numbers below n (a small LCG): the same lines on every run. */
export function seededRandom(seed: number): (n: number) => number {
  let x = seed >>> 0;
  return (n: number) => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return (x >>> 8) % n;
  };
}

/**
 * Plays up to `len` random legal moves on `g` (stopping at a win or when no
 * move is left). `homeFirst`: when a move home exists, it is chosen two
 * times in three (lines that keep positions small enough to exhaust).
 */
export function randomLine(g: Klondike, rnd: (n: number) => number, len: number, homeFirst = false): void {
  for (let k = 0; k < len && !g.isWon(); k++) {
    const ms = g.moves();
    if (!ms.length) break;
    const home = homeFirst ? ms.filter((m) => m.endsWith('-F')) : [];
    g.move(home.length && rnd(3) > 0 ? home[rnd(home.length)] : ms[rnd(ms.length)]);
  }
}

/**
 * The verdicts of the pruned search (Mode.Win) and of the plain one
 * (Mode.Full: every move, exact key, no obligations, safe moves from column
 * tops and the waste top only) on `g`'s position, each within `budget`
 * states; null when either ran out.
 */
export function prunedAndPlain(g: Klondike, budget: number): [Outcome, Outcome] | null {
  const raw = rawPosition(g);
  const win = new Search(raw, Mode.Win).step(budget);
  const full = new Search(raw, Mode.Full).step(budget);
  return win && full ? [win, full] : null;
}

/** Two searches of `raw` with the same seed and the options `setup` gives: the first with the rule on, the second with it off. */
function searchPair(raw: ReturnType<typeof rawPosition>, seed: number, setup: (on: boolean) => SearchOptions): [Search, Search] {
  const [a, b] = [true, false].map((on) => new Search(raw, Mode.Win, { tableLog2: 20, seed, ...setup(on) }));
  return [a, b];
}

/** The counts of {@link compareWithAndWithout}. */
export interface VerdictComparison {
  /** Positions where both searches finished (same verdict asserted). */
  compared: number;
  /** Of those, positions the plain search finished too (same verdict asserted). */
  plainToo: number;
  /** Positions proved unsolvable. */
  unsolvable: number;
  /** Positions the rule decided in fewer states. */
  fewer: number;
  /** States in all, with the rule and without it. */
  on: number;
  off: number;
}

/**
 * For `count` positions (`position(i)`: a game and a shuffle seed, or null
 * to skip), two searches that differ by a rule (their options: `setup(on, i)`):
 * where both finish within 60 000 states, the same verdict, a found line
 * that replays to a win, and, where the plain search (every move, no
 * pruning) finishes within 30 000 states, its verdict too.
 */
export function compareWithAndWithout(
  count: number,
  position: (i: number) => { game: Klondike; seed: number } | null,
  setup: (on: boolean, i: number) => SearchOptions,
): VerdictComparison {
  const r: VerdictComparison = { compared: 0, plainToo: 0, unsolvable: 0, fewer: 0, on: 0, off: 0 };
  for (let i = 0; i < count; i++) {
    const p = position(i);
    if (!p || p.game.isWon()) continue;
    const raw = rawPosition(p.game);
    const [a, b] = searchPair(raw, p.seed, (on) => setup(on, i));
    const ra = a.step(60_000);
    const rb = b.step(60_000);
    if (!ra || !rb) continue;
    expect(ra, `position ${i}`).toBe(rb);
    r.compared++;
    if (ra === 'exhausted') r.unsolvable++;
    if (a.states < b.states) r.fewer++;
    r.on += a.states;
    r.off += b.states;
    if (ra === 'found') expect(replaysToWin(p.game, a.path()), `position ${i}, line`).toBe(true);
    const plain = new Search(raw, Mode.Full).step(30_000);
    if (!plain) continue;
    expect(ra, `position ${i}, plain`).toBe(plain);
    r.plainToo++;
  }
  return r;
}

/**
 * For `count` positions (`position(i)` as in {@link compareWithAndWithout}),
 * two searches that differ by a rule (their options: `setup(on, i)`), with the
 * static dead checks off (they depend on the path to a state): where both
 * are exhausted within 100 000 states, the table holds as many keys with the
 * rule as without it (the rule dropped only moves to states entered anyway).
 * Returns how many positions were compared and how many took fewer states.
 */
export function sameKeysWithAndWithout(
  count: number,
  position: (i: number) => { game: Klondike; seed: number } | null,
  setup: (on: boolean, i: number) => SearchOptions,
): { compared: number; fewer: number } {
  let compared = 0;
  let fewer = 0;
  for (let i = 0; i < count; i++) {
    const p = position(i);
    if (!p || p.game.isWon()) continue;
    const [a, b] = searchPair(rawPosition(p.game), p.seed, (on) => setup(on, i));
    for (const s of [a, b]) Object.assign(s, { lostNow: () => false });
    if (a.step(100_000) !== 'exhausted' || b.step(100_000) !== 'exhausted') continue;
    expect(a.table.size, `position ${i}`).toBe(b.table.size);
    compared++;
    if (a.states < b.states) fewer++;
  }
  return { compared, fewer };
}
