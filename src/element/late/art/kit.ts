/**
 * What the art borrows from the element instead of importing it: Lit's
 * template tags, the suits' path data, the corner letters and the page's
 * face-art slot. The art's modules import nothing at run time, so the
 * single-file builds can fetch them as one small file next to themselves
 * (`dist/parts/art.js`, as `parts/sound.js`) without a second copy of Lit
 * or of the element's state; the split build loads them as a chunk.
 * @module
 */
import type { html, svg } from 'lit';
import type { Strings } from '../../i18n/strings.js';
import type { FaceArt } from '../../views/face-art.js';

/** The element's own functions the art uses (see the module comment). */
export interface ArtKit {
  /** Lit's `html` tag. */
  readonly html: typeof html;
  /** Lit's `svg` tag. */
  readonly svg: typeof svg;
  /** A suit's outline centred on (`cx`, `cy`), `size` across (`views/card.ts`). */
  placeSuit(suit: string, cx: number, cy: number, size: number, turned?: boolean): string;
  /** A card's corner letter in a language (`i18n/strings.ts`). */
  rankLetter(card: string, table: Strings): string;
  /** Installs the page's face art (`views/face-art.ts`). */
  useFaceArt(art: FaceArt): void;
}
