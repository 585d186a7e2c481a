/**
 * The string tables' shape and the helpers that read them. Templates never
 * hold literal text: they read a table (the element's `strings`, chosen by
 * language in `i18n/`) and fill placeholders with {@link t}. The English
 * table is `i18n/en.ts`; see `i18n/index.ts` to add a language.
 * @module
 */
import { en } from './en.js';

/** A key of the string table. */
export type StringKey = keyof typeof en;

/** A string table: every key, translated. */
export type Strings = Record<StringKey, string>;

/**
 * The string for `key` with its `{placeholders}` filled in from `params`.
 * Unknown placeholders stay as written.
 */
export function t(key: StringKey, params: Record<string, string | number> = {}, table: Strings = en): string {
  return table[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** `key`, or its `-one` form when `count` is 1 and the table has one (`pile.hidden` → `pile.hidden-one`). */
export function plural(key: StringKey, count: number, params: Record<string, string | number> = {}, table: Strings = en): string {
  const one = `${key}-one` as StringKey;
  return t(count === 1 && one in table ? one : key, { count, ...params }, table);
}

/** The first letter in upper case (for a name that starts a label or a sentence). */
export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** A card's name as it reads inside a sentence: `'Th'` → `'10 of hearts'`, `'Kd'` → `'king of diamonds'`. */
export function cardName(card: string, table: Strings = en): string {
  return t('card.name', { rank: table[`rank.${card[0]}` as StringKey], suit: table[`suit.${card[1]}` as StringKey] }, table);
}

/** A card's name with the definite article: `'Qd'` → `'the queen of diamonds'` (fr: `'la dame de carreau'`). */
export function cardNameThe(card: string, table: Strings = en): string {
  return t('card.name', { rank: table[`rank-the.${card[0]}` as StringKey], suit: table[`suit.${card[1]}` as StringKey] }, table);
}

/** The readable name of a card on its own (accessible names): `'Th'` → `'10 of hearts'`, `'Kh'` → `'King of hearts'`. */
export function cardLabel(card: string, table: Strings = en): string {
  return capitalise(cardName(card, table));
}

/** The letter or number in a card's corners: `'Kh'` → `'K'` (fr `'R'`), `'Th'` → `'10'`. */
export function rankLetter(card: string, table: Strings = en): string {
  const r = card[0];
  return r === 'T' ? '10' : 'AJQK'.includes(r) ? table[`letter.${r}` as StringKey] : r;
}
