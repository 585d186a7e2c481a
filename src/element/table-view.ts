/**
 * Renders the table: the pile slots (focusable, with their parts) and the 52
 * persistent card nodes, keyed by card with `repeat` and placed with
 * `transform`, so that every change of place is a CSS transition.
 * @module
 */
import { html, nothing, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { styleMap } from 'lit/directives/style-map.js';
import { classMap } from 'lit/directives/class-map.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { Klondike } from '../engine/index.js';
import { cardBack, cardFace, suitIcon } from './card.js';
import { FOUNDATION_IDS, PILE_IDS, type PileId, type TableLayout } from './layout.js';
import { cardLabel, t, type StringKey, type Strings } from './strings.js';

/** Everything the table view shows besides the game. */
export interface TableViewState {
  readonly game: Klondike;
  readonly layout: TableLayout;
  readonly strings: Strings;
  /** Node order: stable for the whole deal (see `dealOrder`). */
  readonly order: readonly string[];
  readonly selected: ReadonlySet<string>;
  readonly hinted: ReadonlySet<string>;
  readonly hintPile: PileId | null;
  /** Cards in flight: raised above the others. */
  readonly flying: ReadonlySet<string>;
  /** Cards being dragged, with their offset from their place. */
  readonly drag: { readonly cards: ReadonlySet<string>; readonly dx: number; readonly dy: number } | null;
}

const RECYCLE = html`<svg viewBox="0 0 100 100" aria-hidden="true"><path d="M78 38A30 30 0 1 0 80 62"/><path d="M80 18v22H58"/></svg>`;
const NO_MORE = html`<svg viewBox="0 0 100 100" aria-hidden="true"><circle cx="50" cy="50" r="30"/><path d="M29 71L71 29"/></svg>`;

function partOf(id: PileId): string {
  return id === 'S' ? 'stock' : id === 'W' ? 'waste' : id.startsWith('F') ? 'foundation' : 'column';
}

function pileLabel(s: TableViewState, id: PileId): string {
  const g = s.game;
  const tr = (key: StringKey, p: Record<string, string | number>) => t(key, p, s.strings);
  if (id === 'S') return g.stock.length ? tr('pile.stock', { count: g.stock.length }) : tr('pile.stock-empty', {});
  if (id === 'W') return tr('pile.waste', { count: g.waste.length });
  if (id.startsWith('F')) {
    const f = FOUNDATION_IDS.indexOf(id);
    return tr('pile.foundation', { suit: s.strings[`suit-title.${id[1]}` as StringKey], count: g.foundations[f].length });
  }
  const col = g.tableau[Number(id) - 1];
  return tr('pile.column', { n: id, count: col.down.length + col.up.length });
}

function slot(s: TableViewState, id: PileId): TemplateResult {
  const L = s.layout;
  const r = id.length === 1 && id !== 'S' && id !== 'W' ? L.hit[id] : L.slots[id];
  const slotRect = L.slots[id];
  const part = partOf(id);
  const canRecycle = id === 'S' && s.game.stock.length === 0 && s.game.moves().includes('S');
  const mark =
    id === 'S'
      ? s.game.stock.length === 0 && s.game.waste.length > 0
        ? canRecycle
          ? RECYCLE
          : NO_MORE
        : nothing
      : part === 'foundation'
        ? suitIcon(id[1], 'watermark')
        : nothing;
  return html`<div
    class=${classMap({ slot: true, [part]: true, recycle: canRecycle, hint: s.hintPile === id })}
    part=${part}
    data-pile=${id}
    role="button"
    tabindex="0"
    aria-label=${pileLabel(s, id)}
    style=${styleMap({ transform: `translate(${r.x}px, ${r.y}px)`, width: `${r.w}px`, height: `${r.h}px` })}
  >
    <span class="mark" style=${styleMap({ transform: `translate(${slotRect.x - r.x}px, ${slotRect.y - r.y}px)` })}>${mark}</span>
  </div>`;
}

function card(s: TableViewState, c: string): TemplateResult {
  const p = s.layout.cards.get(c)!;
  const dragging = s.drag?.cards.has(c) ?? false;
  const x = p.x + (dragging ? s.drag!.dx : 0);
  const y = p.y + (dragging ? s.drag!.dy : 0);
  const raised = dragging || s.flying.has(c);
  return html`<div
    part="card"
    class=${classMap({
      card: true,
      up: p.faceUp,
      down: !p.faceUp,
      selected: s.selected.has(c),
      hint: s.hinted.has(c),
      flying: raised,
      dragging,
    })}
    data-card=${ifDefined(p.faceUp ? c : undefined)}
    data-pile=${p.pile}
    role=${p.faceUp ? 'button' : 'img'}
    tabindex=${ifDefined(p.faceUp ? '-1' : undefined)}
    aria-label=${p.faceUp ? cardLabel(c, s.strings) : s.strings['card.face-down']}
    style=${styleMap({ transform: `translate(${x}px, ${y}px)`, zIndex: String(p.z + (raised ? 200 : 10)) })}
  >
    ${p.faceUp ? cardFace(c) : cardBack()}
  </div>`;
}

/** The slots then the cards (cards above slots). */
export function renderTable(s: TableViewState): TemplateResult {
  return html`${PILE_IDS.map((id) => slot(s, id))}${repeat(s.order, (c) => c, (c) => card(s, c))}`;
}
