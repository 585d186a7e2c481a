/**
 * Adds style sheets to an element's shadow root after its own (`static
 * styles`): the styles of the parts that load after the first paint (the
 * input parts, the panels) come with them, not in the first-paint module.
 * As Lit does: adopted style sheets where the browser has them, else
 * `<style>` elements (with `litNonce`). A sheet already added to a root is
 * not added again (two panels share the panels' common sheets).
 * @module
 */
import { supportsAdoptingStyleSheets, type CSSResult } from 'lit';

/** The sheets added to each root as `<style>` elements (where the browser cannot adopt sheets). */
const added = new WeakMap<Node, Set<CSSResult>>();

/** Adds `styles` to `root` (a shadow root: adopted; otherwise `<style>` elements), each one once per root. */
export function addStyles(root: HTMLElement | DocumentFragment, styles: readonly CSSResult[]): void {
  if (supportsAdoptingStyleSheets && root instanceof ShadowRoot) {
    const have = new Set(root.adoptedStyleSheets);
    const fresh = styles.map((s) => s.styleSheet as CSSStyleSheet).filter((sheet) => !have.has(sheet));
    if (fresh.length) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...fresh];
    return;
  }
  let seen = added.get(root);
  if (!seen) added.set(root, (seen = new Set()));
  const nonce = (globalThis as { litNonce?: string }).litNonce;
  for (const s of styles) {
    if (seen.has(s)) continue;
    seen.add(s);
    const style = document.createElement('style');
    if (nonce !== undefined) style.setAttribute('nonce', nonce);
    style.textContent = s.cssText;
    root.appendChild(style);
  }
}
