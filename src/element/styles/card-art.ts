/**
 * Card art of `<klondike-solitaire>`: the card backs (`card-back`), the
 * felts (`felt`) and the large corner index (`large-index`). All CSS: each
 * back is a colour and one or two repeating linear gradients (no image, no
 * radial gradient, no blurred shadow), so a strict CSP keeps them and 28
 * hidden cards stay cheap to raster. A host's own image goes through
 * `--klondike-card-back-image`.
 * @module
 */
import { css } from 'lit';

/** The card backs, `classic` (blue lattice) first: the default. */
export const CARD_BACKS = ['classic', 'crimson', 'tartan', 'stripes', 'midnight'] as const;

/** A card back: `classic` (blue lattice), `crimson` (red lattice), `tartan` (green checks), `stripes` (gold on navy), `midnight` (fine gold lattice). */
export type CardBack = (typeof CARD_BACKS)[number];

/** The felts, `green` first: the default. */
export const FELTS = ['green', 'blue', 'wine'] as const;

/** A felt colour: `green`, `blue` or `wine` (`--klondike-felt` still wins). */
export type Felt = (typeof FELTS)[number];

/* A lattice of white lines, 1.5px every 6px, both ways (the classic and crimson backs). */
const lattice = css`repeating-linear-gradient(45deg, #fff3 0 1.5px, #0000 0 6px), repeating-linear-gradient(-45deg, #fff3 0 1.5px, #0000 0 6px)`;

/** The backs, felts and large index (host attribute rules; the classic back and green felt are the defaults of frame.ts). */
export const cardArtStyles = css`
  .back-inner {
    background-image: var(--klondike-card-back-image, var(--_back-art));
    background-size: cover;
  }
  :host {
    --_back-art: ${lattice};
  }
  :host([card-back='crimson']) {
    --_back: #a3192e;
  }
  :host([card-back='tartan']) {
    --_back: #1d6a45;
    --_back-art: repeating-linear-gradient(#0003 0 4px, #0000 0 8px), repeating-linear-gradient(90deg, #ffffff24 0 4px, #0000 0 8px);
  }
  :host([card-back='stripes']) {
    --_back: #1b2a4a;
    --_back-art: repeating-linear-gradient(135deg, #d9b44a 0 2.5px, #0000 0 7px);
  }
  :host([card-back='midnight']) {
    --_back: #17183a;
    --_back-art: repeating-linear-gradient(60deg, #d9b44a8c 0 1px, #0000 0 7px), repeating-linear-gradient(-60deg, #d9b44a8c 0 1px, #0000 0 7px);
  }
  :host([felt='blue']) {
    --_felt: var(--klondike-felt, #1a5a86);
    --_felt-dark: var(--klondike-felt-dark, #0b2c47);
  }
  :host([felt='wine']) {
    --_felt: var(--klondike-felt, #7a2335);
    --_felt-dark: var(--klondike-felt-dark, #3d0c18);
  }
  /* Large index: the rank half as big again, the suit beside it (one line,
     so the fan's strip still shows it); number cards show one big suit,
     not pips that the index would run into. */
  :host([large-index]) .idx-rank {
    font-size: calc(var(--idx) * 1.45);
  }
  :host([large-index]) .idx {
    flex-direction: row;
  }
  :host([large-index]) .table .pips {
    display: none;
  }
  :host([large-index]) .table .big {
    display: block;
  }
  :host([large-index]) .idx-suit {
    width: calc(var(--idx) * 0.9);
    height: calc(var(--idx) * 0.9);
  }
`;
