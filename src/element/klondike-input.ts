/**
 * The table's input entry points of `<klondike-solitaire>`: what the tap,
 * drag, keyboard and long-press controllers read and call (selection, hit
 * testing, the geometry, the drag display, refusals, the animation
 * duration, the proven dead end). The public element
 * (`klondike-solitaire.element.ts`) adds the public methods and the rendering.
 * @module
 */
import type { MoveNotation, MoveProblem } from '../engine/index.js';
import { emit } from './events.js';
import type { TableHit, TableSelection } from './input/tap.js';
import { KlondikeBase } from './klondike-base.js';
import { cardAt, pileAt, type PileId, type TableLayout } from './views/layout.js';
import { rejectionText } from './session/moves.js';

const DEFAULT_ANIMATION_MS = 220;

/** The input entry points on top of {@link KlondikeBase}; see `KlondikeSolitaire` for the public contract. */
export abstract class KlondikeInput extends KlondikeBase {
  /**
   * The current selection (a card, or a run from it in a column), or null.
   * @internal (used by the element's input controllers)
   */
  get selection(): TableSelection | null {
    return this._selection;
  }
  /**
   * Selects `card` on `pile` (in a column: the run from that card); visible highlight.
   * @internal (used by the element's input controllers)
   */
  select(pile: PileId, card: string): void {
    this._selection = { pile, card };
  }
  /**
   * Drops the selection.
   * @internal (used by the element's input controllers)
   */
  clearSelection(): void {
    if (this._selection) this._selection = null;
  }
  /**
   * What lies under a viewport point: the pile (generous areas) and the top-most card.
   * @internal (used by the element's input controllers)
   */
  hitTest(clientX: number, clientY: number): TableHit {
    const r = this._tableEl?.getBoundingClientRect();
    if (!r || !this._layout) return { pile: null, card: null };
    const x = clientX - r.left;
    const y = clientY - r.top;
    return { pile: pileAt(this._layout, x, y), card: cardAt(this._layout, x, y) };
  }
  /**
   * The current geometry (table pixels; add the table's client rect for viewport pixels).
   * @internal (used by the element's input controllers)
   */
  get tableLayout(): TableLayout | undefined {
    return this._layout;
  }
  /**
   * The table element (for pointer capture, client rects).
   * @internal (used by the element's input controllers)
   */
  get tableElement(): HTMLElement | undefined {
    return this._tableEl;
  }
  /**
   * The DOM node of a card (any card; face-down ones carry no `data-card`).
   * @internal (used by the element's input controllers)
   */
  cardElement(card: string): HTMLElement | null {
    const i = this._order.indexOf(card);
    return i < 0 ? null : (this.renderRoot.querySelectorAll<HTMLElement>('.card')[i] ?? null);
  }
  /**
   * Shows `cards` offset by (dx, dy) from their places, raised and without
   * transition (a drag in progress). {@link endDrag} lets them glide back
   * (the snap-back), or to their new places after a move.
   * @internal (used by the element's input controllers)
   */
  dragCards(cards: readonly string[], dx: number, dy: number): void {
    this._drag = { cards: new Set(cards), dx, dy };
  }
  /**
   * Ends a drag display: the cards animate to their (old or new) places.
   * @internal (used by the element's input controllers)
   */
  endDrag(): void {
    if (!this._drag) return;
    const cards = [...this._drag.cards];
    this._drag = null;
    this._fly(cards);
  }
  /**
   * Refuses a move: message, `klondike-invalid-move`, selection dropped, dragged cards glide back.
   * @internal (used by the element's input controllers)
   */
  rejectMove(move: MoveNotation, problem: MoveProblem): void {
    const message = rejectionText(this._game, move, problem, this.strings);
    this.clearSelection();
    this.endDrag();
    this.showMessage(message);
    emit(this, 'klondike-invalid-move', { move, reason: problem.reason, message });
  }
  /**
   * Effective animation duration (ms): `--klondike-animation-ms`, 0 under reduced motion.
   * @internal (used by the element's input controllers)
   */
  get animationMs(): number {
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) return 0;
    const raw = getComputedStyle(this).getPropertyValue('--klondike-animation-ms').trim();
    if (!raw) return DEFAULT_ANIMATION_MS;
    const n = parseFloat(raw);
    return Number.isFinite(n) ? (raw.endsWith('ms') ? n : raw.endsWith('s') ? n * 1000 : n) : DEFAULT_ANIMATION_MS;
  }
  /**
   * @internal For the assist controller.
   * @internal (used by the element's input controllers)
   */
  get announceStuck(): boolean {
    return this.stuck !== 'silent';
  }
  /**
   * @internal For the assist controller: `stuck="lost"`.
   * @internal (used by the element's input controllers)
   */
  get announceLost(): boolean {
    return this.stuck === 'lost';
  }
  /**
   * @internal The proven dead end: dialog and event.
   * @internal (used by the element's input controllers)
   */
  onStuck(lost = false): void {
    if (this.stuck === 'silent' || (lost && this.stuck !== 'lost') || this._game.isWon()) return;
    this._panel = lost ? 'lost' : 'stuck';
    this._provide(); // the dialog reads which of the two from the view
    emit(this, 'klondike-stuck', { lost });
  }
}
