/**
 * The pip field of number cards, sized so that no pip ever touches a
 * corner index. The pips (`card.ts`, one path in a 32 × 84 box, the pips
 * standing out of it by half a pip) are drawn in a box centred on the card;
 * at full size that box is the middle third of the card's width. On a card
 * whose corner index is large for its width, the box shrinks (pips and
 * spacing together, about the card's centre) until the top-left pip clears
 * the index, either beside it (the widest index, "10") or below it; when
 * that would make the pips too small to read, the card shows its one large
 * suit instead (`pips-off` on the table).
 * @module
 */

/** The width of the corner's "10" in ems (bold, condensed by CSS: `.idx-rank.ten`). */
export const TEN_EM = 1.2;
/** The pips' box at full size, in card widths. */
const FULL = 0.32;
/** Below this share of the full size, the large suit reads better than the pips. */
const SMALLEST = 0.6;
/** The gap kept between a pip and the index (px). */
const GAP = 2;

/**
 * The width (px) of the pips' box on a card `cardW` × `cardH` with corner
 * indices of `idx` px, or 0 when pips would be too small (show the large
 * suit). The box's height is 2.625 times its width (see `card.ts`).
 */
export function pipFieldWidth(cardW: number, cardH: number, idx: number): number {
  // The top-left pip's left edge: half the card, less half the box, less half a pip (7.5 of the box's 32).
  const besideIndex = (cardW / 2 - (cardW * 0.06 + idx * TEN_EM + GAP)) / (0.5 + 7.5 / 32);
  // Its top edge: half the card's height, less half the box's height (84 / 32 / 2), less half a pip.
  const belowIndex = (cardH / 2 - (cardW * 0.045 + idx * 1.72 + 1 + GAP)) / (84 / 64 + 7.5 / 32);
  const w = Math.min(cardW * FULL, Math.max(besideIndex, belowIndex));
  return w >= cardW * FULL * SMALLEST ? Math.floor(w * 10) / 10 : 0;
}
