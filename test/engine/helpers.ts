/**
 * Shared helpers for the engine tests: explicit positions in Solvitaire's
 * format, snapshots of a game, and a small greedy player.
 */
import { Klondike, type KlondikeInit, type SolvitaireDeal } from '../../src/engine/index.js';

export const SUIT_ORDER = ['s', 'h', 'd', 'c'] as const;
export const RANK_ORDER = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
/** All 52 card names, spades A..K, hearts, diamonds, clubs. */
export const ALL_CARDS: string[] = SUIT_ORDER.flatMap((s) => RANK_ORDER.map((r) => r + s));

/** 'Th' → '10H' (face up) or '10h' (face down). */
export function sv(card: string, up = true): string {
  const rank = card[0] === 'T' ? '10' : card[0];
  return rank + (up ? card[1].toUpperCase() : card[1].toLowerCase());
}

/** Specification of a table: columns as 'hidden… | up…' strings, foundations as highest rank per suit. */
export interface TableSpec {
  cols: string[];
  waste?: string[];
  stock?: string[];
  /** Highest rank on each foundation, e.g. { s: 3 } = As 2s 3s. */
  found?: Partial<Record<'s' | 'h' | 'd' | 'c', number>>;
  /** Where the unnamed cards go: 'stock' (under the named stock, default) or a column index (hidden, at the bottom). */
  rest?: 'stock' | number;
}

const words = (s: string): string[] => s.trim().split(/\s+/).filter(Boolean);

/** Builds a full Solvitaire position from a spec, putting all unnamed cards where `rest` says. */
export function table(spec: TableSpec): SolvitaireDeal {
  const used = new Set<string>();
  const use = (c: string) => {
    if (!ALL_CARDS.includes(c) || used.has(c)) throw new Error(`bad or repeated card ${c} in spec`);
    used.add(c);
    return c;
  };
  const cols = Array.from({ length: 7 }, (_, i) => spec.cols[i] ?? '');
  const piles = cols.map((text) => {
    const [hidden, up] = text.includes('|') ? text.split('|') : ['', text];
    return [...words(hidden).map((c) => sv(use(c), false)), ...words(up).map((c) => sv(use(c), true))];
  });
  const foundation: string[][] = [];
  for (const s of SUIT_ORDER) {
    const n = spec.found?.[s] ?? 0;
    foundation.push(RANK_ORDER.slice(0, n).map((r) => sv(use(r + s))));
  }
  const waste = (spec.waste ?? []).map((c) => sv(use(c)));
  const stock = (spec.stock ?? []).map((c) => sv(use(c)));
  const rest = ALL_CARDS.filter((c) => !used.has(c));
  const where = spec.rest ?? 'stock';
  if (where === 'stock') stock.unshift(...rest.map((c) => sv(c)));
  else piles[where].unshift(...rest.map((c) => sv(c, false)));
  const out: SolvitaireDeal = { 'tableau piles': piles, stock };
  if (waste.length) out.waste = waste;
  if (foundation.some((f) => f.length)) out.foundation = foundation;
  return out;
}

/** A game on an explicit table. */
export function game(spec: TableSpec, opts: Omit<KlondikeInit, 'deal' | 'code'> = {}): Klondike {
  return new Klondike({ ...opts, deal: table(spec) });
}

/** Everything observable about a game's state (not its undo counters). */
export function snapshot(g: Klondike): string {
  const { moves, passes, foundationCards, hiddenCards } = g.stats;
  return JSON.stringify({
    pos: g.toSolvitaire('position'),
    score: g.score,
    stats: { moves, passes, foundationCards, hiddenCards },
    fan: g.wasteFan,
    legal: g.moves(),
  });
}

/**
 * A deal that draw-1 (or draw-3 with `draw3`) and foundation moves alone win:
 * the tableau holds the first 28 cards of the foundation order (each column
 * lowest on top), the stock the other 24 in the order they are needed.
 */
export function foundationOnlyDeal(draw3 = false): SolvitaireDeal {
  const seq = ALL_CARDS;
  const piles: string[][] = [];
  let k = 0;
  for (let col = 6; col >= 0; col--) {
    const cards = seq.slice(k, k + col + 1); // top first
    k += col + 1;
    piles[col] = cards.reverse().map((c, i, a) => sv(c, i === a.length - 1));
  }
  let needed = seq.slice(28); // in drawing order
  if (draw3) {
    const groups: string[] = [];
    for (let i = 0; i < needed.length; i += 3) groups.push(...needed.slice(i, i + 3).reverse());
    needed = groups;
  }
  return { 'tableau piles': piles, stock: needed.slice().reverse().map((c) => sv(c)) };
}

/** Whether a column move takes a column's whole face-up run off hidden cards (or a king off them). */
function uncovers(g: Klondike, move: string): boolean {
  const m = /^([1-7])-([1-7])$/.exec(move);
  if (!m) return false;
  const col = g.tableau[Number(m[1]) - 1];
  if (col.down.length === 0) return false;
  const dest = g.tableau[Number(m[2]) - 1];
  if (dest.up.length === 0) return true;
  const need = dest.up[dest.up.length - 1];
  const rankIdx = RANK_ORDER.indexOf(need[0] as (typeof RANK_ORDER)[number]);
  return col.up[0][0] === RANK_ORDER[rankIdx - 1];
}

/**
 * A simple greedy player: foundation moves first, then column moves that
 * uncover a hidden card, then waste to column, else the stock. Plays until
 * won or stuck; returns whether it won.
 */
export function playGreedy(g: Klondike, maxSteps = 3000): boolean {
  let idle = 0;
  for (let step = 0; step < maxSteps && !g.isWon(); step++) {
    const legal = g.moves();
    const pick =
      legal.find((m) => m.endsWith('-F') && !m.startsWith('W')) ??
      legal.find((m) => m === 'W-F') ??
      legal.find((m) => uncovers(g, m)) ??
      legal.find((m) => m.startsWith('W-')) ??
      (legal.includes('S') ? 'S' : undefined);
    if (!pick) return false;
    if (pick === 'S') {
      idle++;
      if (idle > 2 * (g.stock.length + g.waste.length) + 4) return false;
    } else idle = 0;
    g.move(pick);
  }
  return g.isWon();
}
