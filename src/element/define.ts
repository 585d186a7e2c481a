/**
 * A class decorator that registers a custom element only when its tag is
 * still free. Lit's own `@customElement` throws when a page loads the
 * bundle twice (two script tags, or a bundle next to an npm build); this one
 * keeps the first definition and lets the second load pass silently.
 * Named `customElement` so that the manifest analyzer recognises the tag.
 * Where there is no registry (a server-side import without Lit's Node
 * build, which installs one), it defines nothing, so the import never throws.
 * @module
 */

/** Defines `tagName` with the decorated class unless the tag is already defined (or there is no registry). */
export function customElement(tagName: string) {
  return (elementClass: CustomElementConstructor): void => {
    const registry = globalThis.customElements as CustomElementRegistry | undefined;
    if (registry && !registry.get(tagName)) registry.define(tagName, elementClass);
  };
}
