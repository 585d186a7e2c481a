/**
 * The string tables (src/element/i18n/): every language has exactly the keys
 * of the English table, no empty string, and the placeholders the element
 * fills for that key. Each `xx.ts` in the folder is found and checked, so a
 * new language is covered as soon as its file exists.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/element/i18n/en.js';
import { languages, pickLanguage } from '../../src/element/i18n/index.js';
import { cardLabel, rankLetter, type StringKey, type Strings } from '../../src/element/i18n/strings.js';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/element/i18n');
const codes = readdirSync(dir)
  .map((f) => /^([a-z]{2,3})\.ts$/.exec(f)?.[1])
  .filter((c): c is string => !!c && c !== 'en')
  .sort();

const tables: Record<string, Strings> = {};
for (const code of codes) tables[code] = ((await import(`../../src/element/i18n/${code}.ts`)) as Record<string, Strings>)[code];

/**
 * The variants of a placeholder a language may use instead of the English
 * one (i18n/index.ts, "Adding a language"); the element passes both.
 */
const VARIANTS: Record<string, string[]> = {
  rank: ['aRank', 'theRank'],
  target: ['theTarget'],
  card: ['theCard'],
  more: ['count'],
  Suit: ['suit'],
};
const holes = (s: string): string[] => [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))];
const keys = Object.keys(en) as StringKey[];

describe('string tables', () => {
  it('finds the languages of issue 19 beside English, each one registered to load on demand', () => {
    expect(codes).toEqual(['de', 'es', 'fr', 'it', 'nl', 'pt']);
    expect(languages().sort()).toEqual(['en', ...codes].sort());
  });

  describe.each(codes)('%s', (code) => {
    const table = tables[code];

    it('exports its table under its code', () => {
      expect(table, `${code}.ts exports no "${code}"`).toBeTypeOf('object');
    });

    it('has every key of the English table and no other', () => {
      const missing = keys.filter((k) => !(k in table));
      const extra = Object.keys(table).filter((k) => !(k in en));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it('has no empty string and no untranslated sentence', () => {
      const empty = keys.filter((k) => typeof table[k] !== 'string' || !table[k].trim());
      expect(empty).toEqual([]);
      // Long English sentences left as they are (short ones such as "Score" may be the same word).
      const same = keys.filter((k) => table[k] === en[k] && en[k].length > 24);
      expect(same).toEqual([]);
    });

    it('keeps each placeholder English has (or its variant) and uses no other', () => {
      const problems: string[] = [];
      for (const key of keys) {
        const want = holes(en[key]);
        const allowed = new Set(want.flatMap((h) => [h, ...(VARIANTS[h] ?? [])]));
        const have = holes(table[key]);
        for (const h of want) if (!have.some((x) => x === h || VARIANTS[h]?.includes(x))) problems.push(`${key}: drops {${h}}`);
        for (const h of have) if (!allowed.has(h)) problems.push(`${key}: {${h}} is not filled in`);
      }
      expect(problems).toEqual([]);
    });

    it('keeps the singular forms apart from the plural ones', () => {
      for (const key of keys.filter((k) => k.endsWith('-one'))) {
        const many = key.slice(0, -4) as StringKey;
        expect(table[key], key).not.toEqual(table[many]);
        expect(table[key], key).not.toContain('{count}');
      }
    });

    it('has corner letters of one character, distinct from the digits and each other', () => {
      const letters = (['A', 'J', 'Q', 'K'] as const).map((r) => rankLetter(`${r}h`, table));
      for (const l of letters) expect(l).toMatch(/^\p{Lu}$/u);
      expect(new Set(letters).size).toBe(4);
    });

    it('names its locale, which the element knows before the table loads', () => {
      const locale = table['meta.locale'];
      expect(Intl.NumberFormat.supportedLocalesOf([locale])).toEqual([locale]);
      expect(locale.split('-')[0]).toBe(code);
      expect(pickLanguage([code])).toEqual({ code, locale });
      expect(table['meta.name']).not.toBe(en['meta.name']);
      expect(cardLabel('Kh', table)).not.toBe(cardLabel('Kh', en));
    });
  });
});
