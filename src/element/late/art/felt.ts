/**
 * The felt's texture, part of the art (it arrives with it, after the first
 * paint, over the flat felt): a fine twill over each felt colour, one gradient
 * drawn in a tile of 3 or 4 pixels that the browser repeats (rastered once
 * as a tiny image, not a repeating gradient computed across the whole
 * table; no image file, no filter, so a strict CSP keeps it). Each felt has
 * its own: green a diagonal baize twill, blue the other diagonal, finer,
 * wine a velvet's vertical grain. A page's `--klondike-felt-texture` (a
 * background layer: `url(felt.png)`, or `none` for a flat felt) replaces
 * it. `scripts/bench-art.mjs` measures what it costs to paint.
 * @module
 */

/** The twill of each felt (on the frame's `data-felt`), over the felt's own gradient (CSS text, added with `art-styles.ts`). */
export const FELT_CSS = `
  .frame {
    --_weave: linear-gradient(45deg, #ffffff0b 25%, #0000000f 25% 50%, #ffffff0b 50% 75%, #0000000f 75%) 0 0 / 4px 4px;
    background: var(--klondike-felt-texture, var(--_weave)), linear-gradient(var(--_felt) 30%, var(--_felt-dark) 160%);
  }
  .frame[data-felt='blue'] {
    --_weave: linear-gradient(-45deg, #ffffff09 25%, #0000000d 25% 50%, #ffffff09 50% 75%, #0000000d 75%) 0 0 / 3px 3px;
  }
  .frame[data-felt='wine'] {
    --_weave: linear-gradient(90deg, #ffffff08 50%, #0000000c 50%) 0 0 / 3px 3px;
  }
`;
