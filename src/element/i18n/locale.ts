/**
 * The one gate every locale passes before Intl sees it: a language tag from
 * the element's `lang`, an ancestor's (`<html lang>`), the browser's or a
 * registered table's `meta.locale` is used for numbers and times only when
 * Intl accepts it; otherwise the language's default locale is used, with
 * one console warning per tag.
 *
 * Intl accepts a tag when it is a structurally valid Unicode BCP 47 locale
 * identifier (ECMA-402's IsStructurallyValidLanguageTag, the grammar of
 * `unicode_locale_id` in UTS #35): `de-DE`, `sr-Latn-RS`, `de-CH-1996`,
 * `en-US-u-nu-arab`, `en-x-private` pass; `de-a` (a lone singleton),
 * `de-de-de` (a third two-letter subtag), `pt-br-1`, `en-12` (a two-digit
 * region), `fr-x` (an empty private use), `sv_SE` (an underscore) do not.
 * The check here follows that grammar without calling Intl, whose first
 * call starts ICU (tens of milliseconds) before the first paint; the
 * formatters (`format.ts`) still catch a tag Intl would refuse anyway and
 * come back here with it, so a RangeError never reaches the page.
 * @module
 */

const ALPHA = /^[a-z]+$/i;
const DIGIT = /^[0-9]+$/;
const ALNUM = /^[a-z0-9]+$/i;

const isLanguage = (s: string): boolean => ALPHA.test(s) && (s.length === 2 || s.length === 3 || (s.length >= 5 && s.length <= 8));
const isScript = (s: string): boolean => s.length === 4 && ALPHA.test(s);
const isRegion = (s: string): boolean => (s.length === 2 && ALPHA.test(s)) || (s.length === 3 && DIGIT.test(s));
const isVariant = (s: string): boolean => ALNUM.test(s) && ((s.length >= 5 && s.length <= 8) || (s.length === 4 && DIGIT.test(s[0])));
const isAlnum = (s: string, min: number, max: number): boolean => ALNUM.test(s) && s.length >= min && s.length <= max;

/**
 * Reads `unicode_language_id` (language, script, region, variants) from
 * `parts` at `i`; the index after it, or -1 when it is not one (a duplicate
 * variant included).
 */
function languageId(parts: readonly string[], i: number): number {
  if (!isLanguage(parts[i] ?? '')) return -1;
  i++;
  if (i < parts.length && isScript(parts[i])) i++;
  if (i < parts.length && isRegion(parts[i])) i++;
  const variants = new Set<string>();
  while (i < parts.length && isVariant(parts[i])) {
    const v = parts[i].toLowerCase();
    if (variants.has(v)) return -1;
    variants.add(v);
    i++;
  }
  return i;
}

/** Reads the subtags of extension `singleton` from `parts` at `i` (just after it); the index after them, or -1. */
function extension(singleton: string, parts: readonly string[], i: number): number {
  const start = i;
  if (singleton === 'u') {
    // (attribute)* (key (type)*)*, at least one of either.
    while (i < parts.length && isAlnum(parts[i], 3, 8)) i++;
    while (i < parts.length && parts[i].length === 2 && ALNUM.test(parts[i]) && ALPHA.test(parts[i][1])) {
      i++;
      while (i < parts.length && isAlnum(parts[i], 3, 8)) i++;
    }
  } else if (singleton === 't') {
    // tlang? (tkey tvalue+)*, at least one of either.
    const afterLang = isLanguage(parts[i] ?? '') ? languageId(parts, i) : i;
    if (afterLang < 0) return -1;
    i = afterLang;
    while (i < parts.length && parts[i].length === 2 && ALPHA.test(parts[i][0]) && DIGIT.test(parts[i][1])) {
      i++;
      const valueStart = i;
      while (i < parts.length && isAlnum(parts[i], 3, 8)) i++;
      if (i === valueStart) return -1;
    }
  } else if (singleton === 'x') {
    while (i < parts.length && isAlnum(parts[i], 1, 8)) i++;
  } else {
    while (i < parts.length && isAlnum(parts[i], 2, 8)) i++;
  }
  return i > start ? i : -1;
}

/**
 * True when Intl accepts `tag` as a locale (see the module's text): checked
 * by the grammar, without calling Intl.
 */
export function isWellFormedLocale(tag: string): boolean {
  if (typeof tag !== 'string' || tag === '' || tag.length > 255) return false;
  const parts = tag.split('-');
  let i = languageId(parts, 0);
  if (i < 0) return false;
  const singletons = new Set<string>();
  while (i < parts.length) {
    const s = parts[i].toLowerCase();
    if (s.length !== 1 || !ALNUM.test(s) || singletons.has(s)) return false;
    singletons.add(s);
    i = extension(s, parts, i + 1);
    if (i < 0) return false;
    if (s === 'x') return i === parts.length; // private use ends the tag
  }
  return true;
}

/** Tags already warned about (one warning per tag for the page's life). */
const warned = new Set<string>();

/**
 * `tag` when Intl accepts it, else `fallback` (the language's default
 * locale) with one console warning per tag; `fallback` itself is trusted.
 * `source` says where the tag came from (`lang`, `meta.locale`).
 */
export function usableLocale(tag: string, fallback: string, source = 'lang'): string {
  if (isWellFormedLocale(tag)) return tag;
  rejectedLocale(tag, fallback, source);
  return fallback;
}

/** Warns (once per tag) that `tag` is not a locale Intl accepts and `fallback` is used instead. */
export function rejectedLocale(tag: string, fallback: string, source = 'lang'): void {
  if (warned.has(tag)) return;
  warned.add(tag);
  console.warn(`<klondike-solitaire>: ${source}=${JSON.stringify(tag.slice(0, 80))} is not a language tag Intl accepts; numbers and times are written for "${fallback}".`);
}
