/**
 * Drop resolution for the drag controller (`DragController`): which
 * cards a press lifts, which pile dropped cards land on (generous areas),
 * whether that move is legal (for the highlight), and playing or refusing
 * the drop. Plus the styles of a drag.
 * @module
 */
import type { Klondike, MoveNotation, MoveProblem } from '../../../engine/index.js';
import type { MoveSource } from '../../events.js';
import type { PileId, Rect, TableLayout } from '../../views/layout.js';
import { moveNotation } from '../moves.js';
import { foundationOf, isColumn, runFrom } from '../../session/piles.js';

/** What drop resolution needs from the element (`<klondike-solitaire>` provides it). */
export interface DropHost {
  readonly game: Klondike;
  readonly tableLayout: TableLayout | undefined;
  readonly tableElement: HTMLElement | undefined;
  tryMove(move: MoveNotation, source: MoveSource): boolean;
  rejectMove(move: MoveNotation, problem: MoveProblem): void;
}

/** Where a drag stands: the pile and card grabbed, where the pointer was pressed and where it is now (viewport pixels). */
export interface DropGesture {
  readonly from: PileId | null;
  /** The card grabbed (bottom of the run), or null when nothing can be lifted. */
  readonly card: string | null;
  readonly x0: number;
  readonly y0: number;
  readonly x: number;
  readonly y: number;
  /** The moves the grabbed card may make, found once a drag (the game does not change while the cards follow the pointer). */
  legal?: readonly string[];
}

/**
 * The cards a press on `card` (on `pile`) lifts, bottom to top, or null:
 * any face-up column card with the cards on it, the top waste card, the top
 * card of a foundation when the game allows take-back.
 */
export function liftableCards(game: Klondike, pile: PileId, card: string): string[] | null {
  if (isColumn(pile)) {
    const run = runFrom(game, pile, card);
    return run.length ? run : null;
  }
  if (pile === 'W') return game.waste[game.waste.length - 1] === card ? [card] : null;
  if (pile.startsWith('F')) {
    if (!game.options.takeback) return null;
    const f = foundationOf(game, pile);
    return f[f.length - 1] === card ? [card] : null;
  }
  return null;
}

const overlap = (a: Rect, b: Rect): number =>
  Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

/**
 * The pile a card dropped at `card` (its rectangle, table pixels) lands on:
 * the pile whose generous area (`layout.hit`: a column reaches down to the
 * table's bottom, the foundation row is covered edge to edge) it overlaps
 * most; when it overlaps none, the pile under the pointer. Null: nowhere.
 */
export function dropTarget(layout: TableLayout, card: Rect, pointerX: number, pointerY: number): PileId | null {
  let best: PileId | null = null;
  let bestArea = 0;
  for (const [id, r] of Object.entries(layout.hit) as [PileId, Rect][]) {
    const a = overlap(card, r);
    if (a > bestArea) {
      best = id;
      bestArea = a;
    }
  }
  if (best) return best;
  for (const [id, r] of Object.entries(layout.hit) as [PileId, Rect][]) {
    if (pointerX >= r.x && pointerX < r.x + r.w && pointerY >= r.y && pointerY < r.y + r.h) return id;
  }
  return null;
}

/** The dragged card's rectangle now, in table pixels. */
function draggedRect(host: DropHost, g: DropGesture): Rect | null {
  const L = host.tableLayout;
  const p = g.card ? L?.cards.get(g.card) : undefined;
  if (!L || !p) return null;
  return { x: p.x + g.x - g.x0, y: p.y + g.y - g.y0, w: L.cardW, h: L.cardH };
}

/** The pile the dragged cards would land on now (null: nowhere, back home). */
export function dropPile(host: DropHost, g: DropGesture): PileId | null {
  const L = host.tableLayout;
  const table = host.tableElement;
  const rect = draggedRect(host, g);
  if (!L || !table || !rect) return null;
  const t = table.getBoundingClientRect();
  const pile = dropTarget(L, rect, g.x - t.left, g.y - t.top);
  if (!pile || pile === g.from || pile === 'S' || pile === 'W') return null;
  if (pile.startsWith('F') && g.from!.startsWith('F')) return null;
  return pile;
}

/** The drop pile now when the move there is legal for the dragged card (for the highlight). */
export function legalDropPile(host: DropHost, g: DropGesture): PileId | null {
  const pile = dropPile(host, g);
  if (!pile) return null;
  g.legal ??= host.game.destinations(g.card!);
  const ok = g.legal.includes(moveNotation(g.from!, pile));
  // Any foundation takes a card: light up the card's own.
  return ok ? (pile.startsWith('F') ? (`F${g.card![1]}` as PileId) : pile) : null;
}

/** Plays the drop of the dragged cards on `pile` through the element (source `'drag'`), or refuses it with a reason. */
export function playDrop(host: DropHost, g: DropGesture, pile: PileId): void {
  const move = moveNotation(g.from!, pile);
  const game = host.game;
  if (game.destinations(g.card!).includes(move)) {
    host.tryMove(move, 'drag');
    return;
  }
  // Illegal; or legal for another card of the column (a longer or shorter
  // run, or the top card to a foundation) but not for the cards dragged.
  const problem: MoveProblem = game.check(move) ?? {
    reason: pile.startsWith('F') ? 'not-top-card' : 'wrong-rank',
    message: `${g.card} does not go there`,
  };
  host.rejectMove(move, problem);
}
