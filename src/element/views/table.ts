/**
 * Renders the table: the pile slots (focusable, with their parts) and the 52
 * persistent card nodes, keyed by card with `repeat` and placed with
 * `transform`, so that every change of place is a CSS transition.
 * @module
 */
import { html, nothing, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { guard } from 'lit/directives/guard.js';
import { elementProps, int, px, styleProps } from './style-props.js';
import type { GameSnapshot } from '../session/view.js';
import { cardFace, suitIcon } from './card.js';
import { faceArtVersion } from './face-art.js';
import type { CardPlace, PileId, TableLayout } from './layout.js';
import { cardLabel, cardName, plural, t, type StringKey, type Strings } from '../i18n/strings.js';
import { columnOf, foundationOf } from '../session/piles.js';

/** Everything the table view shows besides the game. */
export interface TableViewState {
  readonly game: GameSnapshot;
  readonly layout: TableLayout;
  readonly strings: Strings;
  /** Node order: stable for the whole deal (see `dealOrder`). */
  readonly order: readonly string[];
  readonly selected: ReadonlySet<string>;
  readonly hinted: ReadonlySet<string>;
  readonly hintPile: PileId | null;
  /** The card the hinted move goes onto (the top of its target pile), if any. */
  readonly hintTarget?: string | null;
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

/** The accessible name of a pile: what it holds, e.g. "Column 3, 4 hidden cards, 7 of hearts to 5 of clubs". */
export function pileLabel(game: GameSnapshot, id: PileId, strings: Strings): string {
  const tr = (key: StringKey, p: Record<string, string | number> = {}) => t(key, p, strings);
  const name = (c: string) => cardName(c, strings);
  if (id === 'S') {
    if (game.stock.length) return plural('pile.stock', game.stock.length, {}, strings);
    if (!game.waste.length) return tr('pile.stock-empty');
    return tr(game.canDraw ? 'pile.stock-recycle' : 'pile.stock-no-pass');
  }
  if (id === 'W') {
    const n = game.waste.length;
    return n ? plural('pile.waste', n, { card: name(game.waste[n - 1]) }, strings) : tr('pile.waste-empty');
  }
  if (id.startsWith('F')) {
    const f = foundationOf(game, id);
    const suit = { suit: strings[`suit.${id[1]}` as StringKey], Suit: strings[`suit-title.${id[1]}` as StringKey] };
    if (!f.length) return tr('pile.foundation-empty', suit);
    if (f.length === 1) return tr('pile.foundation-one', suit);
    return tr('pile.foundation', { ...suit, rank: strings[`rank.${f[f.length - 1][0]}` as StringKey] });
  }
  const col = columnOf(game, id);
  if (!col.down.length && !col.up.length) return tr('pile.column-empty', { n: id });
  const parts = [tr('pile.column', { n: id })];
  if (col.down.length) parts.push(plural('pile.hidden', col.down.length, {}, strings));
  const up = col.up;
  if (up.length === 1) parts.push(name(up[0]));
  else if (up.length > 1) parts.push(tr('pile.run', { from: name(up[0]), to: name(up[up.length - 1]) }));
  return parts.join(strings['pile.separator']);
}

/** The pile's name, and when the selection is on it, the card it starts from: "Column 3, 7 of hearts to 5 of clubs, 6 of spades selected". */
function selectedLabel(s: TableViewState, id: PileId): string {
  const label = pileLabel(s.game, id, s.strings);
  let first: string | null = null;
  let z = Infinity;
  for (const c of s.selected) {
    const p = s.layout.cards.get(c);
    if (p?.pile === id && p.z < z) [first, z] = [c, p.z];
  }
  return first ? label + s.strings['pile.separator'] + t('pile.selected', { card: cardName(first, s.strings) }, s.strings) : label;
}

function slot(s: TableViewState, id: PileId): TemplateResult {
  const L = s.layout;
  const r = id.length === 1 && id !== 'S' && id !== 'W' ? L.hit[id] : L.slots[id];
  const slotRect = L.slots[id];
  const part = partOf(id);
  const canRecycle = id === 'S' && s.game.stock.length === 0 && s.game.canDraw;
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
  const attrs = {
    class: `slot ${part}${canRecycle ? ' recycle' : ''}${s.hintPile === id ? ' hint' : ''}`,
    part,
    'data-pile': id,
    'aria-label': selectedLabel(s, id),
    // One Tab stop for the table: the first pile at first; then the pile the
    // player was on last (late/input/roving.ts moves it; this value never
    // changes for a slot's place, so a render does not move it back).
    tabindex: id === L.order[0] ? '0' : '-1',
  };
  const place = { transform: `translate(${px(r.x)}, ${px(r.y)})`, width: px(r.w), height: px(r.h) };
  return html`<div role="button" ${elementProps(attrs, place)}>
    <span class="mark" style=${styleProps({ transform: `translate(${px(slotRect.x - r.x)}, ${px(slotRect.y - r.y)})` })}>${mark}</span>
  </div>`;
}

/**
 * One card, re-rendered only when something it shows changed (its place,
 * face, states, the strings, the face art's arrival): a move re-renders the cards it moved, not 52.
 */
function card(s: TableViewState, c: string): unknown {
  const p = s.layout.cards.get(c)!;
  const dragging = s.drag?.cards.has(c) ?? false;
  const x = p.x + (dragging ? s.drag!.dx : 0);
  const y = p.y + (dragging ? s.drag!.dy : 0);
  const raised = dragging || s.flying.has(c);
  const selected = s.selected.has(c);
  const hinted = s.hinted.has(c);
  const target = s.hintTarget === c;
  const top = p.faceUp && isTopCard(s.game, c, p.pile);
  return guard([x, y, p.z, p.faceUp, p.pile, p.covered, raised, dragging, selected, hinted, target, top, s.strings, faceArtVersion()], () => cardNode(s, c, p, x, y, raised, dragging, top));
}

/** True when `card` is the top card of `pile` (the last of the waste, of a foundation, of a column). */
function isTopCard(game: GameSnapshot, card: string, pile: PileId): boolean {
  if (pile === 'W') return game.waste.at(-1) === card;
  if (pile === 'S') return false;
  return topCardOf(game, pile) === card;
}

/**
 * A card node. Its place in the deal order (`--d`, the deal animation's
 * stagger) is not here: the table surface sets it on the cards while they
 * deal and takes it off after, so that a card at rest holds no custom
 * property of its own (each one costs the page a style object per card).
 */
function cardNode(s: TableViewState, c: string, p: CardPlace, x: number, y: number, raised: boolean, dragging: boolean, top: boolean): TemplateResult {
  // Not painted while it lies exactly under another card (a moving card always is).
  const cls =
    `card${p.pile === 'W' ? ' waste' : ''}${p.faceUp ? ' up' : ' down'}${s.selected.has(c) ? ' selected' : ''}${s.hinted.has(c) ? ' hint' : ''}${s.hintTarget === c ? ' target' : ''}` +
    `${raised ? ' flying' : ''}${dragging ? ' dragging' : ''}${p.covered && !raised ? ' covered' : ''}`;
  // In the accessibility tree only the top card of a pile, as a button named
  // for its card: the pile's own name already says what lies under it (how
  // many hidden cards, the run from which card to which), so the cards under
  // it and the face-down ones stay out of the tree. A face-up card under
  // others still takes the focus on a press (tabindex), as the top one does.
  const attrs = !p.faceUp
    ? { class: cls, 'data-pile': p.pile, 'aria-hidden': 'true' }
    : top
      ? { class: cls, 'data-card': c, 'data-pile': p.pile, role: 'button', tabindex: '-1', 'aria-label': cardLabel(c, s.strings) }
      : { class: cls, 'data-card': c, 'data-pile': p.pile, tabindex: '-1', 'aria-hidden': 'true' };
  const place = { transform: `translate(${px(x)}, ${px(y)})`, 'z-index': int(p.z + (raised ? 200 : 10)) };
  return html`<div part="card" ${elementProps(attrs, place)}>${p.faceUp ? cardFace(c, s.strings) : nothing}</div>`;
}

/** The card a move to `pile` goes onto: the top of that column or foundation (null: an empty one, or another pile). */
export function topCardOf(game: GameSnapshot, pile: PileId | null): string | null {
  if (!pile) return null;
  if (pile.startsWith('F')) return foundationOf(game, pile).at(-1) ?? null;
  if (/^[1-7]$/.test(pile)) return columnOf(game, pile).up.at(-1) ?? null;
  return null;
}

/** The slots then the cards (cards above slots). */
export function renderTable(s: TableViewState): TemplateResult {
  return html`${s.layout.order.map((id) => slot(s, id))}${repeat(s.order, (c) => c, (c) => card(s, c))}`;
}
