/**
 * Table geometry as a pure function: the game state and the table size in,
 * a place (x, y, z, face) for each of the 52 cards and a rectangle for each
 * pile out. No DOM: the element renders it, input controllers hit-test it
 * (`hit-test.ts`).
 * @module
 */
import type { CardName, Column } from '../../engine/index.js';
import type { PileId } from '../session/piles.js';

export type { PileId };

/** The foundation piles in their fixed places: spades, hearts, diamonds, clubs. */
export const FOUNDATION_IDS: readonly PileId[] = ['Fs', 'Fh', 'Fd', 'Fc'];
/** The column piles, left to right. */
export const COLUMN_IDS: readonly PileId[] = ['1', '2', '3', '4', '5', '6', '7'];
/** Every pile, in focus order (top row left to right, then the columns). */
export const PILE_IDS: readonly PileId[] = ['S', 'W', ...FOUNDATION_IDS, ...COLUMN_IDS];
/** Every pile in focus order on rails (see {@link usesRails}): the left rail, the columns, the right rail. */
export const RAIL_PILE_IDS: readonly PileId[] = ['S', 'W', ...COLUMN_IDS, ...FOUNDATION_IDS];
/** {@link PILE_IDS} for the left hand: the top row left to right (foundations, waste, stock), then the columns. */
export const LEFT_PILE_IDS: readonly PileId[] = [...FOUNDATION_IDS, 'W', 'S', ...COLUMN_IDS];
/** {@link RAIL_PILE_IDS} for the left hand: the foundations' rail, the columns, the stock's rail. */
export const LEFT_RAIL_PILE_IDS: readonly PileId[] = [...FOUNDATION_IDS, ...COLUMN_IDS, 'S', 'W'];

/** The hands a table is laid out for. */
export const HANDS = ['right', 'left'] as const;
/**
 * Which hand the table suits (the `hand` attribute): `right`, the stock at
 * the left; `left`, the stock, the waste and its draw-3 fan mirrored to the
 * right and the foundations to the left (the columns stay 1..7 left to right).
 */
export type Hand = (typeof HANDS)[number];

/** Options of {@link layoutTable}. */
export interface LayoutOptions {
  /** The hand the table suits; default right. */
  readonly hand?: Hand;
}

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
  /** Exactly under the next card of its pile, below the top two (a dragged top card uncovers the next): not painted. */
  readonly covered: boolean;
}

/** The whole table: sizes, pile slots, generous hit areas and card places. */
export interface TableLayout {
  readonly width: number;
  readonly height: number;
  readonly cardW: number;
  readonly cardH: number;
  readonly gap: number;
  /** The piles are on rails beside the columns (a wide, short table), not in a row above them. */
  readonly rails: boolean;
  /** The hand the table suits (left: the piles other than the columns mirrored). */
  readonly hand: Hand;
  /** Every pile in reading and focus order: {@link PILE_IDS}, {@link RAIL_PILE_IDS} on rails, or their left-hand forms. */
  readonly order: readonly PileId[];
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

/**
 * Pile rails, for a wide and short table (a phone in landscape, a banner):
 * the stock with the waste under it on a left rail, the foundations two by
 * two on a right rail, so that the columns get the whole height. Ten card
 * widths across instead of seven, but the cards are no longer sized for a
 * top row above the columns: used when that makes them at least
 * {@link RAILS_MIN_GAIN} times wider (the layout of the best phone apps in
 * landscape).
 */
function railMetrics(width: number, height: number): Metrics & { railGap: number } {
  const pad = clamp(width * 0.014, 4, 18);
  const gap = clamp(width * 0.011, 3, 14);
  const railGap = gap * 2;
  // Room for a column of a dozen fanned cards in the height, as the rows leave it.
  const cardW = Math.max(16, Math.min((width - 2 * pad - 7 * gap - 2 * railGap) / 10, MAX_CARD_W, (height - 2 * pad) / (CARD_ASPECT * 3.1)));
  // rowGap: the column hit areas reach up to the table's edge (colY - rowGap / 2 = 0).
  return { pad, gap, railGap, cardW, cardH: cardW * CARD_ASPECT, rowGap: 2 * pad };
}

/** How much wider the rails must make the cards before they replace the rows. */
export const RAILS_MIN_GAIN = 1.15;

/**
 * True when the table lays its piles out on rails beside the columns (see
 * {@link railMetrics}): only where the rows would leave the cards small (too
 * small for pips), so that a desktop window keeps the familiar rows.
 */
export function usesRails(width: number, height: number): boolean {
  const rows = metrics(width, height).cardW;
  return rows < PIPPED_MIN_W && railMetrics(width, height).cardW >= rows * RAILS_MIN_GAIN;
}

/** Where the piles other than the columns go, and where the columns start. */
interface Frame {
  readonly m: Metrics;
  readonly colX: (i: number) => number;
  readonly colY: number;
  readonly stock: Rect;
  readonly waste: Rect;
  /** Waste fan step (draw 3): to the right in the rows (left for the left hand), downwards on a rail. */
  readonly fan: { dx: number; dy: number };
  readonly foundations: Rect[];
  readonly hit: Partial<Record<PileId, Rect>>;
}

/** The classic rows: stock, waste, a space, four foundations, all above the columns. */
function rowsFrame(width: number, height: number): Frame {
  const m = metrics(width, height);
  const { pad, gap, cardW, cardH, rowGap } = m;
  const x0 = (width - (7 * cardW + 6 * gap)) / 2;
  const colX = (i: number) => x0 + i * (cardW + gap);
  const top = pad;
  const colY = top + cardH + rowGap;
  const half = gap / 2;
  const slotAt = (i: number): Rect => ({ x: colX(i), y: top, w: cardW, h: cardH });
  const topHit = (x: number, w: number): Rect => ({ x: x - half, y: 0, w: w + gap, h: colY - rowGap / 2 });
  // In draw 3 the latest waste cards fan to the right, far enough to show
  // each covered card's index (rank above suit: waste cards stack their
  // index, see card-styles.ts). Two fanned cards still end clear of the
  // first foundation (2 × 0.5 card widths < a card width and two gaps).
  const dx = cardW * (cardW >= PIPPED_MIN_W ? 0.34 : 0.5);
  const foundations = FOUNDATION_IDS.map((_, f) => slotAt(3 + f));
  const hit: Partial<Record<PileId, Rect>> = { S: topHit(colX(0), cardW), W: topHit(colX(1), cardW + 2 * dx) };
  FOUNDATION_IDS.forEach((id, f) => (hit[id] = topHit(foundations[f].x, cardW)));
  return { m, colX, colY, stock: slotAt(0), waste: slotAt(1), fan: { dx, dy: 0 }, foundations, hit };
}

/** The rails: stock over waste on the left, the foundations two by two on the right. */
function railsFrame(width: number, height: number): Frame {
  const m = railMetrics(width, height);
  const { pad, gap, railGap, cardW, cardH } = m;
  const x0 = (width - (10 * cardW + 7 * gap + 2 * railGap)) / 2;
  const colX = (i: number) => x0 + cardW + railGap + i * (cardW + gap);
  const top = pad;
  const right = colX(6) + cardW + railGap;
  const stock = { x: x0, y: top, w: cardW, h: cardH };
  const waste = { x: x0, y: top + cardH + gap * 1.5, w: cardW, h: cardH };
  // The waste fans downwards by the index strip (rank above suit).
  const dy = cardW * 0.045 + indexSize(cardH) * 1.72 + 4;
  const foundations = FOUNDATION_IDS.map((_, f) => ({ x: right + (f % 2) * (cardW + gap), y: top + Math.floor(f / 2) * (cardH + gap), w: cardW, h: cardH }));
  const half = gap / 2;
  const railHalf = railGap / 2;
  const hit: Partial<Record<PileId, Rect>> = {
    S: { x: x0 - railHalf, y: 0, w: cardW + railGap, h: waste.y - gap * 0.75 },
    W: { x: x0 - railHalf, y: waste.y - gap * 0.75, w: cardW + railGap, h: cardH + 2 * dy + gap * 1.5 },
  };
  FOUNDATION_IDS.forEach((id, f) => {
    const r = foundations[f];
    // Split between the two foundations of a row at the middle of their gap; the top row reaches the edge.
    hit[id] = { x: r.x - (f % 2 ? half : railHalf), y: f < 2 ? 0 : r.y - half, w: cardW + half + railHalf, h: cardH + (f < 2 ? top + half : gap) };
  });
  return { m, colX, colY: top, stock, waste, fan: { dx: 0, dy }, foundations, hit };
}

/**
 * The frame for the left hand: the right hand's mirrored across the table's
 * middle (the waste's fan opening leftwards), the hit areas with it, but
 * each pile keeps its left-to-right order: column 1 takes the mirror of
 * column 7's place (the same place in the rows, symmetric), the foundations
 * stay in suit order (in the rows spades take the mirror of clubs' place;
 * on the 2 × 2 rail, of its neighbour in the same row).
 */
function leftHanded(f: Frame, width: number, rails: boolean): Frame {
  const flip = (r: Rect): Rect => ({ ...r, x: width - r.x - r.w });
  const colX = rails ? (i: number) => width - f.colX(6 - i) - f.m.cardW : f.colX;
  const twin = (i: number) => (rails ? i ^ 1 : 3 - i);
  const hit: Partial<Record<PileId, Rect>> = { S: flip(f.hit.S!), W: flip(f.hit.W!) };
  FOUNDATION_IDS.forEach((id, i) => (hit[id] = flip(f.hit[FOUNDATION_IDS[twin(i)]]!)));
  const foundations = f.foundations.map((_, i) => flip(f.foundations[twin(i)]));
  return { ...f, colX, stock: flip(f.stock), waste: flip(f.waste), fan: { dx: -f.fan.dx, dy: f.fan.dy }, foundations, hit };
}

/** Marks, in each pile of `piles` (bottom to top), the cards that lie exactly under the next one, below the top two. */
function markCovered(cards: Map<CardName, CardPlace>, piles: readonly (readonly CardName[])[]): void {
  for (const pile of piles) {
    for (let i = 0; i < pile.length - 2; i++) {
      const p = cards.get(pile[i])!;
      const above = cards.get(pile[i + 1])!;
      if (p.x === above.x && p.y === above.y) cards.set(pile[i], { ...p, covered: true });
    }
  }
}

/** Lays out every card and pile for a table of `width` × `height` pixels (`opts.hand`: see {@link Hand}). */
export function layoutTable(state: TableState, width: number, height: number, opts: LayoutOptions = {}): TableLayout {
  const rails = usesRails(width, height);
  const hand = opts.hand === 'left' ? 'left' : 'right';
  const right = rails ? railsFrame(width, height) : rowsFrame(width, height);
  const frame = hand === 'left' ? leftHanded(right, width, rails) : right;
  const { m, colX, colY } = frame;
  const { pad, gap, cardW, cardH, rowGap } = m;
  const slots = {} as Record<PileId, Rect>;
  const hit = frame.hit as Record<PileId, Rect>;
  const cards = new Map<CardName, CardPlace>();
  const put = (card: CardName, pile: PileId, index: number, faceUp: boolean, x: number, y: number, z: number) =>
    cards.set(card, { card, pile, index, faceUp, x, y, z, covered: false });
  const half = gap / 2;

  // Stock: a tight stack with a hint of thickness.
  const st = (slots.S = frame.stock);
  state.stock.forEach((c, i) => {
    const d = Math.min(Math.floor(i / 8), 3);
    put(c, 'S', i, false, st.x - d, st.y - d, i + 1);
  });

  // Waste: in draw 3 the latest cards fanned (see the frames).
  const wa = (slots.W = frame.waste);
  const n = state.waste.length;
  const fan = Math.min(state.wasteFan, n);
  state.waste.forEach((c, i) => {
    const k = Math.max(0, i - (n - fan));
    put(c, 'W', i, true, wa.x + k * frame.fan.dx, wa.y + k * frame.fan.dy, i + 1);
  });

  // Foundations: fixed suit places.
  FOUNDATION_IDS.forEach((id, f) => {
    const r = (slots[id] = frame.foundations[f]);
    (state.foundations[f] ?? []).forEach((c, i) => put(c, id, i, true, r.x, r.y, i + 1));
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
  markCovered(cards, [state.stock, state.waste, ...state.foundations]);
  const order = hand === 'left' ? (rails ? LEFT_RAIL_PILE_IDS : LEFT_PILE_IDS) : rails ? RAIL_PILE_IDS : PILE_IDS;
  return { width, height, cardW, cardH, gap, rails, hand, order, slots, hit, cards };
}
