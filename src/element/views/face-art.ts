/**
 * The face art that arrives after the first paint (`late/art/`): court
 * figures and the decorated ace of spades. Until it arrives, and in a page
 * where its module cannot be fetched, the faces are the simple ones of
 * `card.ts` (a letter and a suit in a framed panel, a plain large suit):
 * same place, same size, so the art replaces them without moving anything.
 *
 * One art for the page (the drawing does not depend on the element: the
 * colours are each element's CSS), installed once with {@link useFaceArt};
 * {@link faceArtVersion} is a dependency of the cards' cached templates, so
 * the cards on the table re-render with it.
 * @module
 */
import type { TemplateResult } from 'lit';

/** What the art draws; `undefined` from a function: the simple face. */
export interface FaceArt {
  /** The middle of a jack, queen or king (`rank` `J` `Q` `K`, `suit` `s` `h` `d` `c`). */
  court(rank: string, suit: string): TemplateResult;
  /** The middle of an ace, or undefined for the simple large suit. */
  ace(suit: string): TemplateResult | undefined;
}

let art: FaceArt | null = null;
let version = 0;

/** Installs the page's face art (the cards render with it from their next render). */
export function useFaceArt(a: FaceArt): void {
  if (art === a) return;
  art = a;
  version++;
}

/** The page's face art, or null before it arrives. */
export const faceArt = (): FaceArt | null => art;

/** Changes when the art does (a dependency of each card's cached template). */
export const faceArtVersion = (): number => version;
