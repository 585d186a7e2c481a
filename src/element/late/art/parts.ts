/**
 * The art's part, loaded after the first paint (`loader.ts`, `loadArt`):
 * installs the court figures and the decorated ace for the page
 * (`views/face-art.ts`), adds their styles to the element's shadow root and
 * re-renders it, and builds the element's win celebration (`cascade.ts`).
 * @module
 */
import type { CSSResult } from 'lit';
import { addStyles } from '../../styles/adopt.js';
import { useFaceArt } from '../../views/face-art.js';
import { FACE_ART } from './court-art.js';
import { artStyles } from './art-styles.js';
import { Cascade, type CascadeHost } from './cascade.js';

/** What the art needs of its element: its shadow root and a re-render, and the celebration's host. */
export interface ArtHost extends CascadeHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
  requestUpdate(): void;
}

/** The element's art part. */
export interface ArtParts {
  /** The win celebration. */
  readonly cascade: Cascade;
}

/** Installs the face art and its styles for `host`, and builds its celebration. */
export function createArtParts(host: ArtHost): ArtParts {
  addStyles(host.renderRoot, [artStyles as CSSResult]);
  useFaceArt(FACE_ART);
  host.requestUpdate();
  return { cascade: new Cascade(host) };
}
