/**
 * Own-property reads of records that come from outside: options objects,
 * saves, deals, stored data. A page that sets `Object.prototype.draw = '3'`
 * (or a library that pollutes the prototype by accident) must not change
 * the rules: a field the record does not hold itself is absent, whatever
 * its prototypes say.
 * @module
 */

/** True when `o` holds `key` itself (not through its prototypes). */
export const hasOwn = (o: object, key: PropertyKey): boolean => Object.prototype.hasOwnProperty.call(o, key);

/**
 * A copy of `o`'s own enumerable fields on an object with no prototype: a
 * field `o` lacks reads as undefined, even under a polluted
 * `Object.prototype`. Fields named like prototype members (`constructor`,
 * `__proto__`, `toString`) are plain fields of the copy.
 */
export function ownFields<T extends object>(o: T): T {
  const copy = Object.create(null) as Record<PropertyKey, unknown>;
  for (const key of Object.keys(o)) copy[key] = (o as Record<string, unknown>)[key];
  return copy as T;
}

/** Field `key` of `o` when `o` holds it itself; else undefined. */
export function own(o: object | null | undefined, key: PropertyKey): unknown {
  return o !== null && o !== undefined && hasOwn(o, key) ? (o as Record<PropertyKey, unknown>)[key] : undefined;
}
