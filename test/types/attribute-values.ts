/**
 * Type-level checks (compiled by `npm run typecheck`, never run): every
 * option property's own value is one of the values KlondikeAttributeValues
 * lists for it, and every attribute of the element (each property of the
 * attribute table, `attributes.ts`) has an entry there and nothing else
 * does (so the generated framework types cover each one).
 */
import type { KlondikeAttributeValues, KlondikeSolitaire } from '../../src/index.js';

/** `true` when every value of T is in U. */
type Within<T, U> = [T] extends [U] ? true : false;

/** Each property's own type is accepted by its entry. */
type Accepted = { [K in keyof KlondikeAttributeValues]: Within<KlondikeSolitaire[K], KlondikeAttributeValues[K]> };
const accepted: { [K in keyof KlondikeAttributeValues]: true } = {} as Accepted;
void accepted;

// Wrong spellings stay wrong.
// @ts-expect-error: draw is 1 or 3
const draw2: KlondikeAttributeValues['draw'] = '2';
// @ts-expect-error: on/off, not yes/no
const yes: KlondikeAttributeValues['takeback'] = 'yes';
void draw2;
void yes;

// The attribute table (src/element/attributes.ts) is the source: KlondikeAttributeValues
// has an entry for each of its properties and for nothing else.
type TableProperty = import('../../src/element/attributes.js').AttributeProperty;
type SameKeys = [Exclude<TableProperty, keyof KlondikeAttributeValues>, Exclude<keyof KlondikeAttributeValues, TableProperty>] extends [never, never] ? true : false;
const sameKeys: SameKeys = true;
void sameKeys;
