/**
 * A class decorator that registers a custom element only when its tag is
 * still free. Lit's own `@customElement` throws when a page loads the
 * bundle twice (two script tags, or a bundle next to an npm build); this one
 * keeps the first definition and lets the second load pass silently.
 * Named `customElement` so that the manifest analyzer recognises the tag.
 * @module
 */

/** Defines `tagName` with the decorated class unless the tag is already defined. */
export function customElement(tagName: string) {
  return (elementClass: CustomElementConstructor): void => {
    if (!customElements.get(tagName)) customElements.define(tagName, elementClass);
  };
}
