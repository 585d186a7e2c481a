/**
 * The art's part, loaded after the first paint (`loader.ts`, `loadArt`):
 * installs the court figures and the decorated ace for the page
 * (`views/face-art.ts`), adds their styles and the felt's texture
 * (`felt.ts`) to the element's shadow root and
 * re-renders it, and builds the element's win celebration (`cascade.ts`).
 * It imports nothing at run time (what it needs of the element comes in an
 * {@link ArtKit}), so the single files fetch it next to themselves.
 * @module
 */
import { ART_CSS } from './art-styles.js';
import { FELT_CSS } from './felt.js';
import { Cascade, type CascadeHost } from './cascade.js';
import { createFaceArt } from './court-art.js';
import type { ArtKit } from './kit.js';
import type { FaceArt } from '../../views/face-art.js';

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

let art: FaceArt | undefined;
let sheet: CSSStyleSheet | undefined;

/**
 * Adds the art's styles to `root` after the element's own: one adopted
 * sheet shared by the page's elements, or a `<style>` element (with Lit's
 * `litNonce`) where a browser cannot adopt sheets.
 */
function addArtStyles(root: HTMLElement | DocumentFragment): void {
  if (root instanceof ShadowRoot && 'adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    if (!sheet) (sheet = new CSSStyleSheet()).replaceSync(ART_CSS + FELT_CSS);
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  const nonce = (globalThis as { litNonce?: string }).litNonce;
  if (nonce !== undefined) style.setAttribute('nonce', nonce);
  style.textContent = ART_CSS + FELT_CSS;
  root.appendChild(style);
}

/** Installs the face art (once per page) and its styles for `host`, and builds its celebration. */
export function createArtParts(host: ArtHost, kit: ArtKit): ArtParts {
  addArtStyles(host.renderRoot);
  kit.useFaceArt((art ??= createFaceArt(kit)));
  host.requestUpdate();
  return { cascade: new Cascade(host, kit) };
}
