/**
 * Table geometry as a pure function: the game state and the table size in,
 * a place (x, y, z, face) for each of the 52 cards and a rectangle for each
 * pile out. No DOM: the element renders it, input controllers hit-test it.
 * @module
 */
import type { CardName, Column } from '../engine/index.js';

/** A pile as input sees it: `S` stock, `W` waste, `Fs` `Fh` `Fd` `Fc` foundations, `1`..`7` columns. */
export type PileId = 'S' | 'W' | 'Fs' | 'Fh' | 'Fd' | 'Fc' | '1' | '2' | '3' | '4' | '5' | '6' | '7';

/** The foundation piles in their fixed places: spades, hearts, diamonds, clubs. */
export const FOUNDATION_IDS: readonly PileId[] = ['Fs', 'Fh', 'Fd', 'Fc'];
/** The column piles, left to right. */
export const COLUMN_IDS: readonly PileId[] = ['1', '2', '3', '4', '5', '6', '7'];
/** Every pile, in focus order (top row left to right, then the columns). */
export const PILE_IDS: readonly PileId[] = ['S', 'W', ...FOUNDATION_IDS, ...COLUMN_IDS];

/** What the layout needs from a game (a `Klondike` instance fits). */
export interface TableState {
  readonly tableau: readonly Column[];
  readonly stock: readonly CardName[];
  readonly waste: readonly CardName[];
  readonly wasteFan: number;
  readonly foundations: readonly (readonly CardName[])[];
}

/** A rectangle in table pixels. */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Where one card goes. */
export interface CardPlace {
  readonly card: CardName;
  readonly pile: PileId;
  /** Index in its pile, bottom = 0 (columns count hidden cards too). */
  readonly index: number;
  readonly faceUp: boolean;
  readonly x: number;
  readonly y: number;
  /** Stacking order within the table. */
  readonly z: number;
}

/** The whole table: sizes, pile slots, generous hit areas and card places. */
export interface TableLayout {
  readonly width: number;
  readonly height: number;
  readonly cardW: number;
  readonly cardH: number;
  readonly gap: number;
  /** The card-sized slot of each pile (the outline drawn when empty). */
  readonly slots: Record<PileId, Rect>;
  /** The area that counts as "on this pile" for taps and drops: larger than the slot. */
  readonly hit: Record<PileId, Rect>;
  /** Every card by name. */
  readonly cards: Map<CardName, CardPlace>;
}

/** Card height / width (poker cards). */
export const CARD_ASPECT = 1.4;
/** Card height / width at most, on a tall (portrait) table: bridge cards. */
export const TALL_ASPECT = 1.55;
/** Card width from which cards show pips and a stacked corner index (narrower). */
export const PIPPED_MIN_W = 74;
/** Largest card width, so that wide screens get a centred table, not giant cards. */
export const MAX_CARD_W = 112;

interface Metrics {
  pad: number;
  gap: number;
  cardW: number;
  cardH: number;
  rowGap: number;
}

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

/** True when the table is tall for its width (a phone in portrait): cards stretch and columns fan wider. */
const isTall = (width: number, height: number) => height > width * 1.1;

function metrics(width: number, height?: number): Metrics {
  const pad = clamp(width * 0.014, 4, 18);
  const gap = clamp(width * 0.011, 3, 14);
  let cardW = Math.min((width - 2 * pad - 6 * gap) / 7, MAX_CARD_W);
  let aspect = CARD_ASPECT;
  if (height !== undefined) {
    // Keep room for a top row and a column of a good dozen fanned cards.
    cardW = Math.min(cardW, (height - 2 * pad) / (CARD_ASPECT * 4.1));
    // The width limits the cards on a tall table: spend some of the height on taller cards.
    if (isTall(width, height)) aspect = clamp(CARD_ASPECT + (height / width - 1.1) * 0.5, CARD_ASPECT, TALL_ASPECT);
  }
  cardW = Math.max(cardW, 16);
  const cardH = cardW * aspect;
  return { pad, gap, cardW, cardH, rowGap: Math.max(gap * 1.6, cardH * 0.14) };
}

/**
 * Font size (px) of the corner index for cards `cardH` tall (a fifth of the
 * height, 11 to 22 px: taller cards on a tall table get a larger index). The
 * index reads rank then suit on one line on small cards, rank above suit on
 * pipped ones (from {@link PIPPED_MIN_W}).
 */
export function indexSize(cardH: number): number {
  return clamp(cardH * 0.2, 11, 22);
}

/** The height a table of this width takes when its host does not fix one. */
export function naturalHeight(width: number): number {
  const m = metrics(width);
  return Math.round(2 * m.pad + m.cardH + m.rowGap + m.cardH * 3.5);
}

/** Lays out every card and pile for a table of `width` × `height` pixels. */
export function layoutTable(state: TableState, width: number, height: number): TableLayout {
  const m = metrics(width, height);
  const { pad, gap, cardW, cardH, rowGap } = m;
  const x0 = (width - (7 * cardW + 6 * gap)) / 2;
  const colX = (i: number) => x0 + i * (cardW + gap);
  const top = pad;
  const colY = top + cardH + rowGap;
  const slots = {} as Record<PileId, Rect>;
  const hit = {} as Record<PileId, Rect>;
  const cards = new Map<CardName, CardPlace>();
  const put = (card: CardName, pile: PileId, index: number, faceUp: boolean, x: number, y: number, z: number) =>
    cards.set(card, { card, pile, index, faceUp, x, y, z });
  const half = gap / 2;
  const topHit = (x: number, w: number): Rect => ({ x: x - half, y: 0, w: w + gap, h: colY - rowGap / 2 });

  // Stock: a tight stack with a hint of thickness.
  slots.S = { x: colX(0), y: top, w: cardW, h: cardH };
  hit.S = topHit(colX(0), cardW);
  state.stock.forEach((c, i) => {
    const d = Math.min(Math.floor(i / 8), 3);
    put(c, 'S', i, false, colX(0) - d, top - d, i + 1);
  });

  // Waste: in draw 3 the latest cards are fanned to the right, far enough
  // to show each covered card's index (rank above suit: waste cards stack
  // their index, see card-styles.ts). Two fanned cards still end clear of
  // the first foundation (2 × 0.5 card widths < a card width and two gaps).
  const fanDx = cardW * (cardW >= PIPPED_MIN_W ? 0.34 : 0.5);
  slots.W = { x: colX(1), y: top, w: cardW, h: cardH };
  hit.W = topHit(colX(1), cardW + 2 * fanDx);
  const n = state.waste.length;
  const fan = Math.min(state.wasteFan, n);
  state.waste.forEach((c, i) => {
    const k = i - (n - fan);
    put(c, 'W', i, true, colX(1) + (k > 0 ? k * fanDx : 0), top, i + 1);
  });

  // Foundations: fixed suit places in columns 4..7.
  FOUNDATION_IDS.forEach((id, f) => {
    const x = colX(3 + f);
    slots[id] = { x, y: top, w: cardW, h: cardH };
    hit[id] = topHit(x, cardW);
    (state.foundations[f] ?? []).forEach((c, i) => put(c, id, i, true, x, top, i + 1));
  });

  // Columns: hidden cards tight, face-up cards fanned; the fan tightens to
  // fit, never below a strip that shows the corner index while it can.
  // On a tall table the fan opens up to half a card, so that the height
  // goes to the cards rather than to empty felt.
  const bottom = Math.max(height - pad, colY + cardH);
  const room = bottom - colY - cardH;
  const idx = indexSize(cardH);
  const indexStrip = cardW * 0.045 + (cardW >= PIPPED_MIN_W ? idx * 1.72 + 1 : idx) + 3; // rank and suit
  const baseDd = Math.max(3, cardH * 0.09);
  const baseDu = isTall(width, height)
    ? clamp((room - 6 * baseDd) / 9, Math.max(cardH * 0.34, indexStrip), cardH * 0.5)
    : Math.max(cardH * 0.28, indexStrip);
  const minDu = Math.max(cardH * 0.17, cardW * 0.045 + idx + 3); // the rank at least
  state.tableau.forEach((col, i) => {
    const id = COLUMN_IDS[i];
    const x = colX(i);
    slots[id] = { x, y: colY, w: cardW, h: cardH };
    hit[id] = { x: x - half, y: colY - rowGap / 2, w: cardW + gap, h: Math.max(bottom + pad, height) - colY + rowGap / 2 };
    const nd = col.down.length;
    const nu = col.up.length;
    let dd = baseDd;
    let du = baseDu;
    if (nd * dd + (nu - 1) * du > room && nu > 1) du = Math.max(minDu, (room - nd * dd) / (nu - 1));
    if (nd * dd + Math.max(0, nu - 1) * du > room && nd > 0) dd = Math.max(2, (room - Math.max(0, nu - 1) * du) / nd);
    // Last resort (a very short table): squeeze the fan rather than cut the column off.
    if (nd * dd + (nu - 1) * du > room && nu > 1) du = Math.max(4, (room - nd * dd) / (nu - 1));
    let y = colY;
    col.down.forEach((c, j) => {
      put(c, id, j, false, x, y, j + 1);
      y += dd;
    });
    col.up.forEach((c, j) => {
      put(c, id, nd + j, true, x, y, nd + j + 1);
      y += du;
    });
  });
  return { width, height, cardW, cardH, gap, slots, hit, cards };
}

const inside = (r: Rect, x: number, y: number) => x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;

/** The pile whose (generous) area holds the point, in table pixels; null when none. */
export function pileAt(layout: TableLayout, x: number, y: number): PileId | null {
  for (const id of PILE_IDS) if (inside(layout.hit[id], x, y)) return id;
  return null;
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

/** The cards of a pile in the layout, bottom to top. */
export function pileCards(layout: TableLayout, pile: PileId): CardPlace[] {
  return [...layout.cards.values()].filter((p) => p.pile === pile).sort((a, b) => a.index - b.index);
}
