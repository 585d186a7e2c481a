/**
 * What lies where on the table: the pile and the card under a point, and
 * the pile an arrow key reaches, read from a layout (`layout.ts`). Only the
 * input parts ask (tap, drag, keyboard), so this loads with them, after the
 * first paint.
 * @module
 */
import { PILE_IDS, type CardPlace, type PileId, type Rect, type TableLayout } from './layout.js';

/** What a point of the table holds. */
export interface TableHit {
  /** The pile under the point (generous areas), or null. */
  readonly pile: PileId | null;
  /** The top-most card drawn under the point, or null. */
  readonly card: CardPlace | null;
}

/** What lies under a viewport point of `table` laid out as `layout`: the pile (generous areas) and the top-most card. */
export function hitTable(table: HTMLElement | undefined, layout: TableLayout | undefined, clientX: number, clientY: number): TableHit {
  const r = table?.getBoundingClientRect();
  if (!r || !layout) return { pile: null, card: null };
  const x = clientX - r.left;
  const y = clientY - r.top;
  return { pile: pileAt(layout, x, y), card: cardAt(layout, x, y) };
}

const inside = (r: Rect, x: number, y: number) => x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;

/** The pile whose (generous) area holds the point, in table pixels; null when none. */
export function pileAt(layout: TableLayout, x: number, y: number): PileId | null {
  for (const id of PILE_IDS) if (inside(layout.hit[id], x, y)) return id;
  return null;
}

/**
 * The pile that ArrowUp or ArrowDown reaches from `pile`: among the piles
 * wholly above (below) its slot whose hit area is across from it, the one
 * centred nearest; null when none. So in the rows a column reaches the
 * top-row pile over it (the column next to the waste: the waste, whose fan
 * covers it) and a top-row pile the column under it; on rails, where
 * nothing is over or under a column, up and down stay within a rail.
 */
export function neighbourPile(layout: TableLayout, pile: PileId, direction: 'up' | 'down'): PileId | null {
  const from = layout.slots[pile];
  const mid = (r: Rect) => r.x + r.w / 2;
  let best: PileId | null = null;
  let bestGap = Infinity;
  for (const id of layout.order) {
    const slot = layout.slots[id];
    const hit = layout.hit[id];
    const beyond = direction === 'up' ? slot.y + slot.h <= from.y : slot.y >= from.y + from.h;
    const across = hit.x < from.x + from.w && hit.x + hit.w > from.x;
    const gap = Math.abs(mid(hit) - mid(from));
    if (beyond && across && gap < bestGap) {
      best = id;
      bestGap = gap;
    }
  }
  return best;
}

/** The top-most card drawn under the point, in table pixels; null when none. */
export function cardAt(layout: TableLayout, x: number, y: number): CardPlace | null {
  let best: CardPlace | null = null;
  for (const p of layout.cards.values()) {
    if (x >= p.x && x < p.x + layout.cardW && y >= p.y && y < p.y + layout.cardH && (!best || p.z > best.z)) {
      best = p;
    }
  }
  return best;
}
