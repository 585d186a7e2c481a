/**
 * Card art of `<klondike-solitaire>`: the card backs (`card-back`), the
 * felts (`felt`) and the large corner index (`large-index`). All CSS: each
 * back is a colour and one or two repeating linear gradients (no image, no
 * radial gradient, no blurred shadow), so a strict CSP keeps them and 28
 * hidden cards stay cheap to raster. A host's own image goes through
 * `--klondike-card-back-image`.
 * @module
 */
import { css, unsafeCSS } from 'lit';

/** The card backs, `classic` (blue lattice) first: the default. */
export const CARD_BACKS = ['classic', 'crimson', 'tartan', 'stripes', 'midnight'] as const;

/** A card back: `classic` (blue lattice), `crimson` (red lattice), `tartan` (green checks), `stripes` (gold on navy), `midnight` (fine gold lattice). */
export type CardBack = (typeof CARD_BACKS)[number];

/** The felts, `green` first: the default. */
export const FELTS = ['green', 'blue', 'wine'] as const;

/** A felt colour: `green`, `blue` or `wine` (`--klondike-felt` still wins). */
export type Felt = (typeof FELTS)[number];

/** A lattice of white lines, 1.5px every 6px, both ways (the classic and crimson backs). */
const LATTICE = 'repeating-linear-gradient(45deg, #fff3 0 1.5px, #0000 0 6px), repeating-linear-gradient(-45deg, #fff3 0 1.5px, #0000 0 6px)';

/** Each back's colour and pattern (the classic colour follows the theme: `--klondike-card-back`). */
export const BACK_ART: Readonly<Record<CardBack, { readonly colour: string; readonly art: string }>> = {
  classic: { colour: '#1f4f9e', art: LATTICE },
  crimson: { colour: '#a3192e', art: LATTICE },
  tartan: { colour: '#1d6a45', art: 'repeating-linear-gradient(#0003 0 4px, #0000 0 8px), repeating-linear-gradient(90deg, #ffffff24 0 4px, #0000 0 8px)' },
  stripes: { colour: '#1b2a4a', art: 'repeating-linear-gradient(135deg, #d9b44a 0 2.5px, #0000 0 7px)' },
  midnight: { colour: '#17183a', art: 'repeating-linear-gradient(60deg, #d9b44a8c 0 1px, #0000 0 7px), repeating-linear-gradient(-60deg, #d9b44a8c 0 1px, #0000 0 7px)' },
};

/** Each felt's colour in the light theme (the settings panel's swatches). */
export const FELT_COLOURS: Readonly<Record<Felt, string>> = { green: '#17703f', blue: '#1a5a86', wine: '#7a2335' };

const backRules = CARD_BACKS.filter((b) => b !== 'classic')
  .map((b) => `.frame[data-back='${b}']{--_back:${BACK_ART[b].colour};--_back-art:${BACK_ART[b].art}}`)
  .join('');

/** The backs, felts and large index (rules on the frame's `data-back`, `data-felt` and `large-index` class; the classic back and green felt are the defaults of frame.ts). */
export const cardArtStyles = css`
  /* One tile the size of the card, not repeated: the same picture, but a
     repeated gradient is rastered as an image per card and game (about
     1.8 MB of renderer memory per game), a single one is drawn directly. */
  .card.down {
    background-image: var(--klondike-card-back-image, var(--_back-art));
    background-size: cover;
    background-repeat: no-repeat;
  }
  :host {
    --_back-art: ${unsafeCSS(LATTICE)};
  }
  ${unsafeCSS(backRules)}
  .frame[data-felt='blue'] {
    --_felt: var(--klondike-felt, #1a5a86);
    --_felt-dark: var(--klondike-felt-dark, #0b2c47);
  }
  .frame[data-felt='wine'] {
    --_felt: var(--klondike-felt, #7a2335);
    --_felt-dark: var(--klondike-felt-dark, #3d0c18);
  }
  /* Large index: the rank half as big again, the suit beside it (one line,
     so the fan's strip still shows it); number cards show one big suit,
     not pips that the index would run into. */
  .frame.large-index .idx-rank {
    font-size: calc(var(--idx) * 1.45);
  }
  .frame.large-index .idx {
    flex-direction: row;
  }
  .frame.large-index .table .pips {
    display: none;
  }
  .frame.large-index .table .big {
    display: block;
  }
  .frame.large-index .idx-suit {
    width: calc(var(--idx) * 0.9);
    height: calc(var(--idx) * 0.9);
  }
`;
