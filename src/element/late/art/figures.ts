/**
 * The court figures' drawing: for each of J, Q, K, the upper half-figure
 * as a few paths in a 60 × 45 box, one path per colour ("layer"), drawn
 * twice on a card (the lower half turned, as on real cards). Pure data, no
 * DOM: `court-art.ts` renders it as SVG and the celebration draws it on a
 * canvas (Path2D takes the same path data).
 *
 * Colours by role, as CSS custom properties (`art-styles.ts`): `robe` is
 * the suit's colour (`currentColor`, so the four-colour deck and a page's
 * `--klondike-red` reach the figures), the others are fixed tints that the
 * dark theme dims with the card.
 *
 * Original drawing for this project (no third-party art).
 * @module
 */

/** The colour roles of a figure's layers, drawn in this order. */
export const LAYER_ROLES = ['robe', 'mane', 'white', 'gold', 'skin', 'hair', 'line'] as const;

/** A colour role of {@link LAYER_ROLES}. */
export type LayerRole = (typeof LAYER_ROLES)[number];

/** One half-figure: path data per colour role (missing roles draw nothing); `line` is stroked, the others filled. */
export type HalfFigure = Partial<Record<LayerRole, string>>;

/** The half box's size: 60 wide, 45 tall (the whole figure is 60 × 90). */
export const HALF = { w: 60, h: 45 } as const;

/** A face: the oval, the eyes, the nose and mouth (lines), shared by the three figures. */
const FACE_SKIN = 'M30 11.5C35 11.5 37.5 15 37.5 19.5C37.5 25 34 28.5 30 28.5C26 28.5 22.5 25 22.5 19.5C22.5 15 25 11.5 30 11.5Z';
const FACE_LINE = 'M27 19.2h.1M33 19.2h.1M30 20v3.2h-1.2M28.3 25.4c1 .6 2.4 .6 3.4 0';

/** The king: a crown with five points, a forked beard, an ermine cape over the robe, a sceptre. */
const KING: HalfFigure = {
  robe: 'M4 45C4 36 11 31 20 29.5L40 29.5C49 31 56 36 56 45Z',
  white: 'M13 34C19 30 41 30 47 34L49.5 38.5C41 35 19 35 10.5 38.5Z',
  gold:
    'M21 13.5L20.5 4.5L24.5 9L27.5 2.5L30 8L32.5 2.5L35.5 9L39.5 4.5L39 13.5Z' + // the crown
    'M27.5 35.2H32.5V45H27.5Z' + // the robe's band
    'M48.3 15V33H50.7V15ZM49.5 8.5A3.2 3.2 0 1 0 49.5 14.9A3.2 3.2 0 1 0 49.5 8.5Z', // the sceptre
  skin: FACE_SKIN,
  hair: 'M22.6 21C23 27 26 33.5 30 35.5C34 33.5 37 27 37.4 21C35.5 24 33.5 25.3 30 25.3C26.5 25.3 24.5 24 22.6 21ZM21.5 13.5C21 17 21.5 19 22.7 21L23.3 14ZM38.5 13.5C39 17 38.5 19 37.3 21L36.7 14Z',
  line:
    'M21 13.5L20.5 4.5L24.5 9L27.5 2.5L30 8L32.5 2.5L35.5 9L39.5 4.5L39 13.5Z' +
    'M27 19.2h.1M33 19.2h.1M30 20v3h-1.1M27.6 25.6C29 24.6 31 24.6 32.4 25.6' +
    'M4 45C4 36 11 31 20 29.5L40 29.5C49 31 56 36 56 45M13 34C19 30 41 30 47 34L49.5 38.5C41 35 19 35 10.5 38.5Z' +
    'M21.5 11h17M27.5 35.2V45M32.5 35.2V45' +
    'M48.3 15V33M50.7 15V33M49.5 8.5A3.2 3.2 0 1 0 49.5 14.9A3.2 3.2 0 1 0 49.5 8.5Z' +
    'M17 35.2h.1M21.5 34.4h.1M38.5 34.4h.1M43 35.2h.1M13.5 37h.1M46.5 37h.1',
};

/** The queen: a tiara over long hair, a necklace, a gold-trimmed neckline, a flower held up. */
const QUEEN: HalfFigure = {
  robe: 'M6 45C6 37 12 32.5 20 31L40 31C48 32.5 54 37 54 45Z',
  mane: 'M30 8C21 8 18.5 15 18.5 21C18.5 28 17 32 14.5 35C20 36 23.5 33 25 29L35 29C36.5 33 40 36 45.5 35C43 32 41.5 28 41.5 21C41.5 15 39 8 30 8Z',
  skin: FACE_SKIN + 'M25 28L35 28L36 31.5C34 37 26 37 24 31.5Z',
  white: 'M48.9 25.7A2.1 2.1 0 1 1 44.7 25.7A2.1 2.1 0 1 1 48.9 25.7ZM46.1 27.7A2.1 2.1 0 1 1 41.9 27.7A2.1 2.1 0 1 1 46.1 27.7ZM47.2 30.9A2.1 2.1 0 1 1 43 30.9A2.1 2.1 0 1 1 47.2 30.9ZM50.6 30.9A2.1 2.1 0 1 1 46.4 30.9A2.1 2.1 0 1 1 50.6 30.9ZM51.7 27.7A2.1 2.1 0 1 1 47.5 27.7A2.1 2.1 0 1 1 51.7 27.7Z',
  gold:
    'M23 12L24 6.5L27 9.5L30 4L33 9.5L36 6.5L37 12C33 10.5 27 10.5 23 12Z' + // the tiara
    'M22.5 31.2C25 38.5 35 38.5 37.5 31.2L39.5 31.2C37 41 23 41 20.5 31.2Z' + // the neckline
    'M28.6 35.4L30 38.4L31.4 35.4Z' +
    'M48.4 28.6A1.6 1.6 0 1 1 45.2 28.6A1.6 1.6 0 1 1 48.4 28.6Z', // the flower's heart
  line:
    'M23 12L24 6.5L27 9.5L30 4L33 9.5L36 6.5L37 12C33 10.5 27 10.5 23 12Z' +
    FACE_LINE +
    'M30 8C21 8 18.5 15 18.5 21C18.5 28 17 32 14.5 35C20 36 23.5 33 25 29M35 29C36.5 33 40 36 45.5 35C43 32 41.5 28 41.5 21C41.5 15 39 8 30 8' +
    'M6 45C6 37 12 32.5 20 31M40 31C48 32.5 54 37 54 45' +
    'M22.5 31.2C25 38.5 35 38.5 37.5 31.2L39.5 31.2C37 41 23 41 20.5 31.2Z' +
    'M48.9 25.7A2.1 2.1 0 1 1 44.7 25.7A2.1 2.1 0 1 1 48.9 25.7ZM46.1 27.7A2.1 2.1 0 1 1 41.9 27.7A2.1 2.1 0 1 1 46.1 27.7ZM47.2 30.9A2.1 2.1 0 1 1 43 30.9A2.1 2.1 0 1 1 47.2 30.9ZM50.6 30.9A2.1 2.1 0 1 1 46.4 30.9A2.1 2.1 0 1 1 50.6 30.9ZM51.7 27.7A2.1 2.1 0 1 1 47.5 27.7A2.1 2.1 0 1 1 51.7 27.7Z' +
    'M45.4 33.5L43 45',
};

/** The jack: a cap with a feather, short curled hair, a tunic with a collar, a halberd. */
const JACK: HalfFigure = {
  robe:
    'M6 45C6 37 12 32 20 30.5L40 30.5C48 32 54 37 54 45Z' +
    'M19 13.5C18 8 23 4.5 30 4.5C37 4.5 42 8 41 13.5Z', // the cap, in the suit's colour too
  white: 'M22 30.5L30 37L38 30.5L36 29L30 33L24 29ZM41 9C46 3 51 3 54 5C50 5.5 46 8 42 12Z',
  gold:
    'M18.5 13.5H41.5V16H18.5Z' + // the cap's band
    'M28.2 37.5H31.8V45H28.2Z' +
    'M49.4 24V45H51.4V24ZM50.4 15L53.6 22.5L50.4 25L47.2 22.5Z', // the halberd
  skin: FACE_SKIN,
  hair: 'M22.6 16C21 19 21 23 22.2 25.5C23.5 24.5 23.5 20 24 17ZM37.4 16C39 19 39 23 37.8 25.5C36.5 24.5 36.5 20 36 17Z',
  line:
    'M19 13.5C18 8 23 4.5 30 4.5C37 4.5 42 8 41 13.5M18.5 13.5H41.5V16H18.5Z' +
    FACE_LINE +
    'M6 45C6 37 12 32 20 30.5L40 30.5C48 32 54 37 54 45M22 30.5L30 37L38 30.5' +
    'M28.2 37.5V45M31.8 37.5V45M41 9C46 3 51 3 54 5C50 5.5 46 8 42 12' +
    'M49.4 25V45M51.4 25V45M50.4 15L53.6 22.5L50.4 25L47.2 22.5Z',
};

/** Each court rank's half-figure. */
export const FIGURES: Readonly<Record<'J' | 'Q' | 'K', HalfFigure>> = { J: JACK, Q: QUEEN, K: KING };
