/**
 * The art's part, loaded after the first paint (`loader.ts`, `loadArt`):
 * installs the court figures and the decorated ace for the page
 * (`views/face-art.ts`), adds their styles to the element's shadow root and
 * re-renders it.
 * @module
 */
import type { CSSResult } from 'lit';
import { addStyles } from '../../styles/adopt.js';
import { useFaceArt } from '../../views/face-art.js';
import { FACE_ART } from './court-art.js';
import { artStyles } from './art-styles.js';

/** What the art needs of its element: its shadow root and a re-render. */
export interface ArtHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
  requestUpdate(): void;
}

/** Installs the face art and its styles for `host`. */
export function createArtParts(host: ArtHost): void {
  addStyles(host.renderRoot, [artStyles as CSSResult]);
  useFaceArt(FACE_ART);
  host.requestUpdate();
}
