/**
 * The registration of `<klondike-solitaire>`: the one module that imports
 * the element's class (`klondike-solitaire.ts`); the entries
 * (`index.ts`, `../klondike-solitaire.ts`) import it from here, and the
 * element's parts know the element only as an `ElementHost` (`host.ts`).
 *
 * The tag is defined only when it is still free: Lit's own
 * `@customElement` throws when a page loads the bundle twice (two script
 * tags, or a bundle next to an npm build); this keeps the first definition
 * and lets the second load pass silently. Where there is no registry (a
 * server-side import without Lit's Node build, which installs one), it
 * defines nothing, so the import never throws. Before that, the class's
 * attribute properties are made to normalise what is set (`attributes.ts`),
 * and the attribute names that are other members (`finish()`) to mean the
 * attribute when a framework writes them (`framework-props.ts`).
 * @module
 */
import { KlondikeSolitaire } from './klondike-solitaire.js';
import { normaliseWhenSet } from './attributes.js';
import { acceptAttributeProps } from './framework-props.js';

export { KlondikeSolitaire };

// The attribute properties hold normal values from the first write on (attributes.ts).
normaliseWhenSet(KlondikeSolitaire);
// `finish`, `hint`, `stats` written as properties (React 19, Vue) mean the attributes (framework-props.ts).
acceptAttributeProps(KlondikeSolitaire);
if (globalThis.customElements && !customElements.get('klondike-solitaire')) customElements.define('klondike-solitaire', KlondikeSolitaire);

declare global {
  interface HTMLElementTagNameMap {
    'klondike-solitaire': KlondikeSolitaire;
  }
}
