/**
 * Attributes whose name is also a member of the element that is not their
 * property: today `finish` and `hint` (the methods `finish()` and `hint()`)
 * and `stats` (the read-only `el.stats`). React 19, Vue 3 and Svelte 5 set
 * a prop as a property when the element has a member of that name (React:
 * `if (name in el) el[name] = value`), so `<klondike-solitaire
 * finish="off">` in JSX would replace `el.finish()` with the text "off" and
 * leave Finish on, and `stats="key"` would throw (a getter-only property in
 * strict code). Each such name, found from the attribute table
 * (`attributes.ts`), becomes an accessor on the prototype: reading it gives
 * the method, or the getter's value, as before; writing it sets the
 * attribute's property (`finishMode`, `hints`, `statsKey`), which takes the
 * attribute's spellings (`"off"`, a bare `true`); `null` or `undefined` (a
 * prop removed) gives the attribute's default.
 * @module
 */
import { ATTRIBUTES } from './attributes.js';

/**
 * Makes each attribute name of {@link ATTRIBUTES} that is another member of
 * `elementClass`'s prototype accept the attribute's value when written (see
 * the module comment); reading it is unchanged. The registration
 * (`define.ts`) calls it once, before the tag is defined.
 */
export function acceptAttributeProps(elementClass: { prototype: object }): void {
  const proto = elementClass.prototype;
  for (const [prop, spec] of Object.entries(ATTRIBUTES)) {
    const name = spec.attribute;
    const own = name === prop ? undefined : Object.getOwnPropertyDescriptor(proto, name);
    if (!own) continue;
    const read = own.get ?? (() => own.value as unknown);
    const fallback: unknown = spec.fallback;
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
