/**
 * The run-selection panel (reference game C, docs/reference-games.md): a long press on a column with
 * at least two face-up cards, or Enter on such a focused column, opens a
 * small panel beside it. It shows the card the run starts from (a small
 * preview) and how many cards go with it; the up/down arrows change the
 * start card (up: one card higher in the column, so one card more; down:
 * one card fewer). Confirming (releasing a press that slid, Enter, or a
 * click on the preview) only SELECTS the run: a tap or Enter on a
 * destination, or a drag, then moves it. Escape (or a press outside the
 * panel) closes it with no change to the table: the selection is back to
 * what it was before the panel opened.
 *
 * While the panel is open, the chosen run is highlighted on the table (it
 * is the element's selection), so the player sees which cards would move.
 * @module
 */
import { html, nothing, svg, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { px, styleProps } from '../../views/style-props.js';
import { RUN_ARROW_COARSE_H, RUN_ARROW_H, RUN_COUNT_H, RUN_GAP, RUN_PAD } from '../../styles/input.js';
import { coarsePointer } from '../../views/bars.js';
import type { Klondike } from '../../../engine/index.js';
import { cardFace } from '../../views/card.js';
import type { PileId, TableLayout } from '../../views/layout.js';
import { cardName, cardNameThe, t, type Strings } from '../../i18n/strings.js';
import type { TableSelection } from '../input/tap.js';
import { columnOf, isColumn } from '../../session/piles.js';

/** What the panel needs from the element (`<klondike-solitaire>` provides it). */
export interface RunPanelHost extends ReactiveControllerHost {
  readonly game: Klondike;
  /** Bumped on every change of the game: the panel closes when the table changes under it. */
  readonly revision: number;
  readonly selection: TableSelection | null;
  readonly tableLayout: TableLayout | undefined;
  readonly strings: Strings;
  readonly renderRoot: HTMLElement | DocumentFragment;
  select(pile: PileId, card: string): void;
  clearSelection(): void;
}

/** A part of the open panel, for pointer sliding. */
export type PanelPart = 'up' | 'down' | 'preview';

/** How the panel was opened: it decides where focus goes. */
export type PanelOpener = 'pointer' | 'keyboard';

interface PanelState {
  readonly pile: PileId;
  /** The column's face-up cards, bottom to top. */
  readonly cards: readonly string[];
  /** Index in `cards` of the start card. */
  index: number;
  /** The start card's index when the panel opened: the panel stays level with it, so it never moves under the finger. */
  readonly anchor: number;
  /** The selection before the panel opened (restored on cancel). */
  readonly previous: TableSelection | null;
  readonly revision: number;
  readonly opener: PanelOpener;
}

const UP = svg`<path d="M20 62L50 32L80 62"/>`;
const DOWN = svg`<path d="M20 38L50 68L80 38"/>`;

/** Opens, steps, confirms and draws the run-selection panel. */
export class RunPanelController implements ReactiveController {
  private state: PanelState | null = null;

  constructor(private readonly host: RunPanelHost) {
    host.addController(this);
  }

  hostUpdate(): void {
    // The table changed under the panel (a move, undo, new deal): close it
    // before this render (no extra update needed).
    const s = this.state;
    if (s && s.revision !== this.host.revision) this.state = null;
  }

  hostDisconnected(): void {
    this.state = null;
  }

  /** True while the panel is open. */
  get isOpen(): boolean {
    return this.state !== null;
  }
  /** The column the open panel is about, or null. */
  get pile(): PileId | null {
    return this.state?.pile ?? null;
  }
  /** The start card chosen so far, or null when closed. */
  get startCard(): string | null {
    return this.state ? this.state.cards[this.state.index] : null;
  }
  /** How many cards the chosen run holds (0 when closed). */
  get count(): number {
    return this.state ? this.state.cards.length - this.state.index : 0;
  }

  /** True when `pile` is a column with at least two face-up cards. */
  canOpen(pile: PileId | null): boolean {
    return isColumn(pile) && columnOf(this.host.game, pile).up.length >= 2;
  }

  /**
   * Opens the panel on column `pile`, starting from face-up `start` (by
   * default the top card). Returns false when the column has fewer than two
   * face-up cards.
   */
  open(pile: PileId, start: string | null = null, opener: PanelOpener = 'keyboard'): boolean {
    if (!this.canOpen(pile)) return false;
    const cards = columnOf(this.host.game, pile).up.slice();
    const i = start ? cards.indexOf(start) : -1;
    const index = i >= 0 ? i : cards.length - 1;
    this.state = {
      pile,
      cards,
      index,
      anchor: index,
      previous: this.host.selection,
      revision: this.host.revision,
      opener,
    };
    this.preview();
    if (opener === 'keyboard') void this.host.updateComplete.then(() => this.part('preview')?.focus());
    return true;
  }

  /** Moves the start card one place up the column (one card more); false at the deepest face-up card. */
  stepUp(): boolean {
    return this.step(-1);
  }
  /** Moves the start card one place down the column (one card fewer); false at the top card. */
  stepDown(): boolean {
    return this.step(1);
  }

  /** Confirms: the run from the start card becomes the selection; no card moves. */
  confirm(): void {
    const s = this.state;
    if (!s) return;
    this.host.select(s.pile, s.cards[s.index]);
    this.close(true);
  }

  /** Closes with no change: the selection is back to what it was. */
  cancel(): void {
    const s = this.state;
    if (!s) return;
    if (s.previous) this.host.select(s.previous.pile, s.previous.card);
    else this.host.clearSelection();
    this.close(true);
  }

  /** The part of the panel under a viewport point, or null. */
  partAt(clientX: number, clientY: number): PanelPart | null {
    if (!this.state) return null;
    for (const p of ['up', 'down', 'preview'] as const) {
      const r = this.part(p)?.getBoundingClientRect();
      if (r && clientX >= r.left && clientX < r.right && clientY >= r.top && clientY < r.bottom) return p;
    }
    return null;
  }

  /** True when an event's composed path goes through the panel. */
  contains(path: readonly EventTarget[]): boolean {
    const el = this.panelElement();
    return !!el && path.includes(el);
  }

  /** The panel's template (place it inside the table), or nothing when closed. */
  render(): TemplateResult | typeof nothing {
    const s = this.state;
    const L = this.host.tableLayout;
    if (!s || !L) return nothing;
    const str = this.host.strings;
    const card = s.cards[s.index];
    const count = s.cards.length - s.index;
    const box = panelBox(L, s.pile, columnOf(this.host.game, s.pile).down.length, s.anchor);
    const countText = count === 1 ? str['panel.count-one'] : t('panel.count', { count }, str);
    return html`<div
      class="run-panel"
      part="run-panel"
      role="dialog"
      aria-label=${t('panel.label', { n: s.pile }, str)}
      style=${styleProps({
        transform: `translate(${px(box.x)}, ${px(box.y)})`,
        width: px(box.w),
        '--pw': px(box.pw),
      })}
      @click=${stop}
      @pointerdown=${stop}
    >
      <button
        class="run-arrow"
        data-part="up"
        aria-label=${str['panel.up']}
        aria-disabled=${s.index === 0 ? 'true' : 'false'}
        @click=${() => this.stepUp()}
      >
        <svg viewBox="0 0 100 100" aria-hidden="true">${UP}</svg>
      </button>
      <button
        class="run-preview"
        data-part="preview"
        data-card=${card}
        aria-label=${t('panel.confirm', { card: cardName(card, str), theCard: cardNameThe(card, str), count: countText }, str)}
        @click=${() => this.confirm()}
      >
        ${cardFace(card, str)}
      </button>
      <span class="run-count" aria-live="polite">${countText}</span>
      <button
        class="run-arrow"
        data-part="down"
        aria-label=${str['panel.down']}
        aria-disabled=${s.index === s.cards.length - 1 ? 'true' : 'false'}
        @click=${() => this.stepDown()}
      >
        <svg viewBox="0 0 100 100" aria-hidden="true">${DOWN}</svg>
      </button>
    </div>`;
  }

  private step(delta: -1 | 1): boolean {
    const s = this.state;
    if (!s) return false;
    const next = s.index + delta;
    if (next < 0 || next >= s.cards.length) return false;
    s.index = next;
    this.preview();
    return true;
  }

  /** Shows the run being chosen as the selection (and redraws the panel). */
  private preview(): void {
    const s = this.state!;
    this.host.select(s.pile, s.cards[s.index]);
    this.host.requestUpdate();
  }

  private close(refocus: boolean): void {
    const s = this.state;
    if (!s) return;
    const root = this.host.renderRoot as ShadowRoot | HTMLElement;
    const focusInside = 'activeElement' in root && !!root.activeElement && !!this.panelElement()?.contains(root.activeElement);
    this.state = null;
    this.host.requestUpdate();
    if (refocus && (focusInside || s.opener === 'keyboard')) {
      // As the keyboard's focusPile: the pile given the focus is scrolled into view (at a high zoom too).
      const slot = root.querySelector<HTMLElement>(`.slot[data-pile="${s.pile}"]`);
      slot?.focus({ preventScroll: true });
      slot?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    }
  }

  private panelElement(): HTMLElement | null {
    return this.host.renderRoot.querySelector<HTMLElement>('.run-panel');
  }

  private part(p: PanelPart): HTMLElement | null {
    return this.host.renderRoot.querySelector<HTMLElement>(`.run-panel [data-part="${p}"]`);
  }
}

const stop = (e: Event) => e.stopPropagation();

/** Sizes of the panel's parts (px), shared with its styles (styles/input.ts). */
const COUNT_H = RUN_COUNT_H;
const PAD = RUN_PAD;
const GAP = RUN_GAP;

/**
 * Where the panel goes (table pixels): beside the column (right of it when
 * it fits, else left; mirrored for the left hand), level with the start
 * card, inside the table.
 */
export function panelBox(L: TableLayout, pile: PileId, hidden: number, index: number): { x: number; y: number; w: number; h: number; pw: number } {
  const pw = Math.round(Math.min(Math.max(L.cardW * 1.05, 54), 84));
  const w = pw + 2 * PAD + 8;
  const arrow = coarsePointer() ? RUN_ARROW_COARSE_H : RUN_ARROW_H;
  const h = 2 * arrow + Math.round(pw * 1.4) + COUNT_H + 4 * GAP + 2 * PAD;
  const slot = L.slots[pile];
  const start = [...L.cards.values()].find((p) => p.pile === pile && p.index === hidden + index);
  const cy = (start?.y ?? slot.y) + L.cardH / 2;
  const right = slot.x + slot.w + L.gap;
  const left = slot.x - L.gap - w;
  // On the side of the player's hand when it fits (as the stock).
  let x = L.hand === 'left' ? (left >= 2 ? left : right) : right + w <= L.width - 2 ? right : left;
  x = Math.max(2, Math.min(x, L.width - w - 2));
  const y = Math.max(2, Math.min(cy - h / 2, L.height - h - 2));
  return { x, y, w, h, pw };
}
