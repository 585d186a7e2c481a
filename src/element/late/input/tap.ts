/**
 * Tap and click input (reference games A and C, docs/reference-games.md):
 *
 * - a tap on the stock draws (`S`); when that is not possible the element
 *   says why and nothing changes;
 * - with `tap="home"` (the default, reference game A), a top card that can go to
 *   its foundation goes there; with `tap="select"` (game C, docs/reference-games.md), and always
 *   for the keyboard's Enter, a card with several legal places is selected;
 * - else a card with a single legal destination goes there;
 * - else the tap selects the card (and, in a column, the cards on it); a
 *   second tap on another pile tries the move there (a refusal says why);
 *   a tap on the selection again deselects it;
 * - with `tap="home"`, a double tap (two taps on the same card within
 *   {@link DOUBLE_TAP_MS}) looks for a place on the tableau: the longest
 *   column first, then an empty column for a king. When a card could go
 *   both to its foundation and to the tableau, the single tap waits
 *   {@link DOUBLE_TAP_MS} for a possible second tap before it plays.
 *
 * Taps in quick succession do what the player meant by the first:
 * - the second tap of a double tap (within {@link DOUBLE_TAP_MS} and
 *   {@link SAME_SPOT_PX} of the first) on a card the first tap already sent
 *   away lands on whatever that move revealed; it is the end of the first
 *   gesture, not a tap on the new card, and does nothing (the first card
 *   went where a double tap would have sent it, or to its only place);
 * - each tap on the stock is a draw (or the recycle of an empty stock),
 *   however quick: a double tap on the stock draws twice, as fast players
 *   mean; it is never read as a double tap on a card;
 * - a tap on a card in flight acts on the card where it lands: the table's
 *   geometry is the new position's from the move on, so a tap never reaches
 *   a card that only seems to be there while the move plays.
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Klondike, MoveNotation } from '../../../engine/index.js';
import type { MoveSource } from '../../events.js';
import type { PileId } from '../../views/layout.js';
import type { TableHit } from '../../views/hit-test.js';
import { isColumn, pickableCards } from '../../session/piles.js';
import type { TapMode } from '../../options.js';

/** Two taps on the same card closer than this (ms) make a double tap. */
export const DOUBLE_TAP_MS = 300;

/** Two taps closer than this (CSS px, each way) are on the same spot: a finger lands again within it. */
export const SAME_SPOT_PX = 24;

/** A selected card (or run, in a column), waiting for a destination. */
export interface TableSelection {
  readonly pile: PileId;
  /** The card tapped: the bottom card of the selected run. */
  readonly card: string;
}

/** What the tap controller needs from the element (`<klondike-solitaire>` provides it). */
export interface TapHost extends ReactiveControllerHost {
  readonly game: Klondike;
  readonly selection: TableSelection | null;
  /** The `tap` attribute: foundation first (`home`) or select (`select`). */
  readonly tapMode: TapMode;
  hitTest(clientX: number, clientY: number): TableHit;
  select(pile: PileId, card: string): void;
  clearSelection(): void;
  tryMove(move: MoveNotation, source: MoveSource): boolean;
  showMessage(text: string): void;
  readonly strings: { readonly 'tap.no-tableau-place': string };
}

/** Turns clicks and taps on the table into moves and selections. */
export class TapController implements ReactiveController {
  /** The last tap on a card: the card, when, whether it played a move, and where (a pointer's tap). */
  private last: { card: string; at: number; played: boolean; x?: number; y?: number } | null = null;
  private pending: { timer: ReturnType<typeof setTimeout>; move: MoveNotation } | null = null;

  constructor(private readonly host: TapHost) {
    host.addController(this);
  }

  hostDisconnected(): void {
    this.cancelPending();
  }

  /** The table's `click` listener (bind it in the template: `@click=${tap.onClick}`). */
  readonly onClick = (e: MouseEvent): void => {
    if (e.button !== 0) return;
    const hit = this.host.hitTest(e.clientX, e.clientY);
    if (!hit.pile) {
      this.host.clearSelection();
      return;
    }
    const card = hit.card && hit.card.faceUp && hit.card.pile === hit.pile ? hit.card.card : null;
    const last = this.last;
    if (last?.played && last.x !== undefined && last.y !== undefined && performance.now() - last.at < DOUBLE_TAP_MS && Math.abs(e.clientX - last.x) <= SAME_SPOT_PX && Math.abs(e.clientY - last.y) <= SAME_SPOT_PX && card !== last.card) {
      // The second tap of a double tap on a card the first one already moved: see the module's doc.
      this.last = null;
      return;
    }
    this.tap(hit.pile, card);
    if (this.last) Object.assign(this.last, { x: e.clientX, y: e.clientY });
  };

  /**
   * A tap on `pile`, on face-up `card` (null: on the pile itself, an empty
   * place or a face-down card), by the rule of `mode` (default: the
   * element's `tap` attribute). Keyboard input calls it for Enter with `select`.
   */
  tap(pile: PileId, card: string | null, mode: TapMode = this.host.tapMode): void {
    const host = this.host;
    const now = performance.now();
    const last = this.last;
    if (mode === 'home' && card && last && last.card === card && now - last.at < DOUBLE_TAP_MS) {
      this.last = null;
      this.cancelPending();
      if (!last.played) this.doubleTap(card);
      return;
    }
    this.flushPending();
    this.last = card ? { card, at: now, played: false } : null;
    if (pile === 'S') {
      host.clearSelection();
      host.tryMove('S', 'tap');
      return;
    }
    const sel = host.selection;
    if (sel) {
      host.clearSelection();
      if (sel.pile === pile) {
        if (card && card !== sel.card && isColumn(pile)) host.select(pile, card);
        return;
      }
      host.tryMove(`${sel.pile}-${pile.startsWith('F') ? 'F' : pile}`, 'tap');
      if (this.last) this.last.played = true;
      return;
    }
    if (!card) return;
    const game = host.game;
    const pileCards = pickableCards(game, pile);
    const target = isColumn(pile) ? card : (pileCards[pileCards.length - 1] ?? card);
    const isTop = pileCards[pileCards.length - 1] === target;
    const dests = game.destinations(target);
    const toFoundation = dests.find((m) => m.endsWith('-F'));
    if (toFoundation && isTop && (mode === 'home' || dests.length === 1)) {
      if (dests.length > 1) {
        // A double tap would go to the tableau instead: wait for it.
        const timer = setTimeout(() => {
          this.pending = null;
          host.tryMove(toFoundation, 'tap');
        }, DOUBLE_TAP_MS);
        this.pending = { timer, move: toFoundation };
        if (this.last) this.last.card = target;
        return;
      }
      host.tryMove(toFoundation, 'tap');
      if (this.last) this.last.played = true;
      return;
    }
    if (dests.length === 1) {
      host.tryMove(dests[0], 'tap');
      if (this.last) this.last.played = true;
      return;
    }
    host.select(pile, target);
    if (this.last) this.last.card = target;
  }

  /** The double-tap rule: a tableau place for `card`, longest column first, then an empty column. */
  doubleTap(card: string): void {
    const host = this.host;
    host.clearSelection();
    const game = host.game;
    const tableau = game.tableau;
    const places = game
      .destinations(card)
      .filter((m) => !m.endsWith('-F'))
      .map((m) => {
        const col = tableau[Number(m.split('-')[1]) - 1];
        return { m, size: col.down.length + col.up.length };
      })
      .sort((a, b) => (a.size === 0 ? 1 : 0) - (b.size === 0 ? 1 : 0) || b.size - a.size);
    if (!places.length) {
      host.showMessage(host.strings['tap.no-tableau-place']);
      return;
    }
    host.tryMove(places[0].m, 'double-tap');
  }

  /** Plays a single tap that was waiting for a possible double tap. */
  private flushPending(): void {
    const p = this.pending;
    if (!p) return;
    this.cancelPending();
    this.host.tryMove(p.move, 'tap');
  }

  private cancelPending(): void {
    if (this.pending) clearTimeout(this.pending.timer);
    this.pending = null;
  }
}
