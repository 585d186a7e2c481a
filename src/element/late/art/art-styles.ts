/**
 * Styles of the face art (`court-art.ts`), added to each element's shadow
 * root when the art arrives. Where the figure goes:
 * - on a pipped card (a wide table): the whole figure, upright and turned,
 *   between the two corner index columns (clear of the widest letter), as
 *   tall as the card allows with a margin;
 * - on a narrow card, or with the large index: the upper half only, a bust
 *   in the band between the two corner index rows (the box cuts the figure
 *   at its middle rule); on a narrow waste card, whose top-left index is a
 *   column, the bust stands beside it.
 * Colours: the robe and the corner suit are the suit's colour
 * (`currentColor`: the four-colour deck and the page's `--klondike-red` /
 * `--klondike-black` reach them); gold, skin, hair and lines are fixed
 * tints that the dark theme dims with the card (`--_court-dim`).
 * `parts.ts` adds them to each element's shadow root.
 * @module
 */

/** The figures' and the decorated ace's styles (CSS text: this module imports nothing at run time). */
export const ART_CSS = `
  .court-art {
    position: absolute;
    box-sizing: border-box;
    /* Clear of the corner index column: its left margin, the widest letter, a gap. */
    --_ci: calc(var(--cw) * 0.06 + var(--idx) * 0.8 + 3px);
    --_fw: min(calc(var(--cw) - 2 * var(--_ci)), calc((var(--ch) - var(--cw) * 0.1) / 1.5));
    left: calc((var(--cw) - var(--_fw)) / 2);
    top: calc((var(--ch) - var(--_fw) * 1.5) / 2);
    width: var(--_fw);
    height: calc(var(--_fw) * 1.5);
    border: 1px solid currentColor;
    border-radius: calc(var(--_fw) * 0.05);
    background: var(--_court-bg, #fbf3dc);
    overflow: hidden;
    filter: var(--_court-dim);
    --_gold: #e2ad35;
    --_skin: #f6d5b3;
    --_hair: #5e3519;
    --_ink: #1e1a16;
    --_ermine: #fffdf4;
  }
  .court-art svg {
    width: 100%;
    height: 100%;
  }
  /* A pipped card: the frame takes the card, less a margin, less a notch
     at the corner index (top-left, and bottom-right turned): an outline in
     the suit's colour (the box's background, cut to the frame's shape), the
     figure's ground 1px inside it. */
  .frame:not(.large-index) .table.pipped .court-art {
    --_m: calc(var(--cw) * 0.05);
    --_nx: calc(var(--cw) * 0.01 + var(--idx) * 0.8 + 3px);
    --_ny: calc(var(--idx) * 1.72 + 3px);
    left: var(--_m);
    top: var(--_m);
    width: calc(var(--cw) - 2 * var(--_m));
    height: calc(var(--ch) - 2 * var(--_m));
    border: 0;
    border-radius: 0;
    background: currentColor;
    clip-path: polygon(var(--_nx) 0, 100% 0, 100% calc(100% - var(--_ny)), calc(100% - var(--_nx)) calc(100% - var(--_ny)), calc(100% - var(--_nx)) 100%, 0 100%, 0 var(--_ny), var(--_nx) var(--_ny));
  }
  .frame:not(.large-index) .table.pipped .court-art svg {
    background: var(--_court-bg, #fbf3dc);
    clip-path: polygon(
      calc(var(--_nx) + 1px) 1px,
      calc(100% - 1px) 1px,
      calc(100% - 1px) calc(100% - var(--_ny) - 1px),
      calc(100% - var(--_nx) - 1px) calc(100% - var(--_ny) - 1px),
      calc(100% - var(--_nx) - 1px) calc(100% - 1px),
      1px calc(100% - 1px),
      1px calc(var(--_ny) + 1px),
      calc(var(--_nx) + 1px) calc(var(--_ny) + 1px)
    );
  }
  .court-art .l-mane,
  .court-art .l-hair {
    fill: var(--_hair);
  }
  .court-art .l-white {
    fill: var(--_ermine);
  }
  .court-art .l-gold {
    fill: var(--_gold);
  }
  .court-art .l-skin {
    fill: var(--_skin);
  }
  .court-art .l-line {
    fill: none;
    stroke: var(--_ink);
    stroke-width: 0.8;
    stroke-linejoin: round;
    stroke-linecap: round;
  }
  .court-art .l-rule {
    fill: none;
    stroke: currentColor;
    stroke-width: 0.6;
  }
  /* The bust: narrow cards and the large index. */
  .table:not(.pipped) .court-art,
  .frame.large-index .court-art {
    --_it: calc(var(--cw) * 0.045 + var(--_ih, var(--idx)) + 2px);
    --_fw: min(calc(var(--cw) * 0.86), calc((var(--ch) - 2 * var(--_it)) * 4 / 3));
    height: calc(var(--_fw) * 0.75);
    top: calc((var(--ch) - var(--_fw) * 0.75) / 2);
  }
  .frame.large-index .court-art {
    --_ih: calc(var(--idx) * 1.45);
  }
  .table:not(.pipped) .court-art svg,
  .frame.large-index .court-art svg {
    height: 200%;
  }
  .table:not(.pipped) .court-art .l-line,
  .frame.large-index .court-art .l-line {
    stroke-width: 1.1;
  }
  /* A narrow waste card's index is a column: the bust stands beside it. */
  .table:not(.pipped) .card.waste .court-art {
    --_fw: min(calc(var(--cw) * 0.94 - var(--_ci)), calc((var(--ch) - 2 * var(--_it)) * 4 / 3));
    left: auto;
    right: calc(var(--cw) * 0.05);
  }
  .table.left-hand:not(.pipped) .card.waste .court-art {
    right: auto;
    left: calc(var(--cw) * 0.05);
  }
  /* While the cascade's canvas (cascade.ts) lies over the table, it draws
     the foundations: their cards in the DOM fade under it (opacity, not
     visibility: a focused card keeps the focus). */
  canvas.cascade ~ .frame .card[data-pile^='F'] {
    opacity: 0;
  }
  /* The ace of spades: larger than the other aces, its ornament in the card's colours. */
  .face svg.ace-art {
    --_sz: calc(var(--cw) * 0.56);
    top: 50%;
  }
  .table:not(.pipped) .face svg.ace-art {
    --_sz: calc(var(--cw) * 0.5);
    top: 58%;
  }
  .ace-art .l-inline {
    fill: none;
    stroke: var(--_face);
    stroke-width: 1.6;
  }
  .ace-art .l-gold {
    fill: #e2ad35;
    filter: var(--_court-dim);
  }
`;
