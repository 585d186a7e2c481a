/**
 * Attributes whose name is also a member of the element that is not their
 * property: `finish` and `hint` (the methods `finish()` and `hint()`) and
 * `stats` (the read-only `el.stats`). React 19, Vue 3 and Svelte 5 set a
 * prop as a property when the element has a member of that name (React:
 * `if (name in el) el[name] = value`), so `<klondike-solitaire
 * finish="off">` in JSX would replace `el.finish()` with the text "off" and
 * leave Finish on, and `stats="key"` would throw (a getter-only property in
 * strict code). Each of these names becomes an accessor on the prototype:
 * reading it gives the method, or the getter's value, as before; writing it
 * sets the attribute's property (`finishMode`, `hints`, `statsKey`), which
 * takes the attribute's spellings (`"off"`, a bare `true`); `null` or
 * `undefined` (a prop removed) gives the default.
 * @module
 */

import { attributeSpec } from './attributes.js';

/** The attributes named as a member of the element that is not their property. */
const SHADOWED = ['finish', 'hint', 'stats'];

/**
 * Makes `finish`, `hint` and `stats` on `elementClass`'s prototype accept
 * the attribute's value when written (see the module comment); reading them
 * is unchanged. Call it once, on the element's class.
 */
export function acceptAttributeProps(elementClass: { prototype: object }): void {
  const proto = elementClass.prototype;
  for (const name of SHADOWED) {
    const own = Object.getOwnPropertyDescriptor(proto, name);
    const found = attributeSpec(name);
    if (!own || !found) continue;
    const [prop, { fallback }] = found;
    const read = own.get ?? (() => own.value as unknown);
    Object.defineProperty(proto, name, {
      configurable: true,
      enumerable: own.enumerable,
      get(this: object) {
        return read.call(this);
      },
      set(this: Record<string, unknown>, value: unknown) {
        this[prop] = value === null || value === undefined ? fallback : value;
      },
    });
  }
}
