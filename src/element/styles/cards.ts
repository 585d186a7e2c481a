/**
 * Shadow-DOM styles of the cards of `<klondike-solitaire>`: faces, corner
 * indices, pips, court panels (the simple faces, until the art of
 * `late/art/` arrives), backs and their states. Colours come from the
 * private variables set in `styles.ts` (themes, four-colour deck).
 * @module
 */
import { css } from 'lit';
import { cardArtStyles } from './card-art.js';

/** The cards: faces, indices, pips, court panels, backs, states. */
export const cardStyles = css`
  .card {
    position: absolute;
    left: 0;
    top: 0;
    width: var(--cw);
    height: var(--ch);
    border-radius: var(--cr);
    box-sizing: border-box;
    transition: transform var(--_anim) cubic-bezier(0.2, 0.75, 0.3, 1);
    cursor: pointer;
    touch-action: none;
    box-shadow: 0 1px 2px rgba(0, 0, 0, 0.4);
  }
  /* Exactly under another card: not painted (views/layout.ts, covered). */
  .card.covered {
    visibility: hidden;
  }
  /* The deal: each card flies from the stock (--sx, --sy on the table) to
     its place, in deal order (--d, 0..1, set on each card for the deal
     only: first-paint/table-surface.ts), all within --_anim; one CSS
     animation, started on the first painted frame, no second render. The
     cards that stay in the stock do not move: no animation, so no
     compositing layer and no animation records for them. */
  .table[data-dealing] .card:not([data-pile='S']) {
    transition: none;
    animation: deal calc(var(--_anim) * 0.75) cubic-bezier(0.2, 0.75, 0.3, 1) calc(var(--_anim) * 0.25 * var(--d, 0)) backwards;
  }
  @keyframes deal {
    from {
      transform: translate(var(--sx), var(--sy));
    }
  }
  .table.still .card,
  .card.dragging {
    transition: none;
  }
  .card.down {
    cursor: default;
  }
  .card.flying {
    box-shadow: 0 8px 18px rgba(0, 0, 0, 0.35);
  }
  .card.selected .face,
  .card.hint .face {
    box-shadow: 0 0 0 3px var(--_accent), 0 0 14px 2px rgba(255, 213, 74, 0.7);
  }
  .card.hint .face {
    animation: glow 0.75s ease-in-out infinite alternate;
  }
  /* A hint's target (the card the move goes onto, or an empty pile's
     slot, see frame.ts): a dashed ring apart from the source's glow, so
     both ends of the move read at a glance. */
  .card.target .face {
    outline: 3px dashed var(--_accent);
    outline-offset: 2px;
    box-shadow: 0 0 0 2px rgba(0, 0, 0, 0.45), 0 0 16px 4px rgba(255, 213, 74, 0.6);
  }
  @keyframes glow {
    to {
      box-shadow: 0 0 0 2px var(--_accent), 0 0 4px 0 rgba(255, 213, 74, 0.4);
    }
  }
  .face {
    position: absolute;
    inset: 0;
    border-radius: var(--cr);
    background-color: var(--_face);
    background-image: linear-gradient(160deg, rgba(255, 255, 255, 0.4), rgba(60, 50, 20, 0.045));
    border: 1px solid rgba(0, 0, 0, 0.18);
    box-sizing: border-box;
    /* As long as a move's transition: the two end in the same frame. */
    animation: flip var(--_anim) ease-out;
  }
  /* Flipped (first-paint/table-surface.ts): no finished animation kept. */
  .face[data-flipped] {
    animation: none;
  }
  @keyframes flip {
    from {
      transform: scaleX(0.05);
    }
  }
  .face.red {
    color: var(--_red);
    fill: var(--_red);
  }
  .face.black {
    color: var(--_black);
    fill: var(--_black);
  }
  .face.s-d {
    color: var(--_diamonds);
    fill: var(--_diamonds);
  }
  .face.s-c {
    color: var(--_clubs);
    fill: var(--_clubs);
  }
  .face svg {
    display: block;
    fill: currentColor;
  }
  .idx {
    position: absolute;
    z-index: 1;
    display: flex;
    align-items: center;
    gap: calc(var(--cw) * 0.02);
    line-height: 1;
    font-weight: 700;
    letter-spacing: -0.04em;
  }
  .idx.tl {
    left: calc(var(--cw) * 0.06);
    top: calc(var(--cw) * 0.045);
  }
  .idx.br {
    right: calc(var(--cw) * 0.06);
    bottom: calc(var(--cw) * 0.045);
    transform: rotate(180deg);
  }
  .idx-rank {
    font-size: var(--idx);
  }
  /* The repeated letters (views/card.ts): decoration, not text. */
  [data-rank]::before {
    content: attr(data-rank);
  }
  .idx-suit {
    width: calc(var(--idx) * 0.78);
    height: calc(var(--idx) * 0.78);
  }
  /* Centred by their margins, not a transform (each transform is one more
     paint property node per card for the compositor to sort). */
  .big,
  .ace {
    position: absolute;
    left: 50%;
    top: 58%;
    width: var(--_sz);
    height: var(--_sz);
    margin: calc(var(--_sz) / -2) 0 0 calc(var(--_sz) / -2);
  }
  .big {
    --_sz: calc(var(--cw) * 0.5);
  }
  .ace {
    --_sz: calc(var(--cw) * 0.46);
  }
  /* All the pips in one path (views/card.ts) in a box centred on the card,
     --pipw wide (views/pip-field.ts: the middle third of the card's width,
     less when the corner index needs the room) and 2.625 times as tall;
     the pips stand out of the box by half a pip. */
  .face svg.pips {
    position: absolute;
    left: calc(50% - var(--pipw) / 2);
    top: calc(50% - var(--pipw) * 1.3125);
    width: var(--pipw);
    height: calc(var(--pipw) * 2.625);
    overflow: visible;
    display: none;
  }
  /* The corner's "10", condensed (pip-field.ts counts on its width). */
  .idx-rank.ten {
    letter-spacing: -0.12em;
  }
  .table.pipped .pips {
    display: block;
  }
  /* Rank above suit: on pipped cards, and in the top-left corner of waste
     cards, of which the draw-3 fan shows only a narrow strip. */
  .table.pipped .idx,
  .card.waste .idx.tl {
    flex-direction: column;
    gap: 1px;
  }
  .table.pipped .idx-suit {
    width: calc(var(--idx) * 0.72);
    height: calc(var(--idx) * 0.72);
  }
  .table.pipped .big {
    display: none;
  }
  /* Pips too small to read beside a large index: the one large suit. */
  .table.pipped.pips-off .pips {
    display: none;
  }
  .table.pipped.pips-off .big {
    display: block;
  }
  .court {
    position: absolute;
    left: 21%;
    right: 21%;
    top: 23%;
    bottom: 23%;
    border-radius: calc(var(--cw) * 0.05);
    border: 1.5px solid currentColor;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 2%;
    background: #f7ecd0;
    filter: var(--_court-dim);
  }
  /* Small waste cards stack their index: the panel makes room for it. */
  .table:not(.pipped) .card.waste .court {
    left: 32%;
    right: 12%;
  }
  /* Left-handed, the draw-3 fan opens to the left and shows the right-hand
     strip of the covered cards: the index moves to the top-right corner. */
  .table.left-hand .card.waste .idx.tl {
    left: auto;
    right: calc(var(--cw) * 0.06);
  }
  .table.left-hand:not(.pipped) .card.waste .court {
    left: 12%;
    right: 32%;
  }
  .court-rank {
    font-family: Georgia, 'Times New Roman', serif;
    font-weight: 700;
    font-size: calc(var(--cw) * 0.36);
    line-height: 1;
  }
  .court-suit {
    width: calc(var(--cw) * 0.2);
    height: calc(var(--cw) * 0.2);
  }
  /* A face-down card is one element with no child: its own background is
     the back's pattern (card-art.ts: cheap to raster, no image, so a strict
     CSP without img-src keeps it) under a white frame and a light line
     inside it, both inset shadows without blur, after the card's shadow.
     The 45 backs of an opening table are so no nodes of their own. */
  .card.down {
    --_frame: calc(var(--cw) * 0.055);
    --_back-frame: inset 0 0 0 var(--_frame) var(--_face), inset 0 0 0 calc(var(--_frame) + 1.5px) rgba(255, 255, 255, 0.45);
    border: 1px solid rgba(0, 0, 0, 0.25);
    background-color: var(--_back);
    background-clip: padding-box;
    box-shadow: 0 1px 2px rgba(0, 0, 0, 0.4), var(--_back-frame);
  }
  .card.down.flying {
    box-shadow: 0 8px 18px rgba(0, 0, 0, 0.35), var(--_back-frame);
  }
  ${cardArtStyles}
`;
