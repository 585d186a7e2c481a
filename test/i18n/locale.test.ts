/**
 * The locale gate (src/element/i18n/locale.ts) against Intl itself: for
 * arbitrary well-formed BCP 47 tags (and the malformed ones a page writes),
 * the gate accepts exactly what Intl accepts, so no tag it lets through can
 * make a formatter throw; and the language resolution always ends on a
 * locale Intl accepts, warning once per rejected tag.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isWellFormedLocale, usableLocale } from '../../src/element/i18n/locale.js';
import { pickLanguage, registerLanguage } from '../../src/element/i18n/index.js';
import { formatClock, formatCount, formatScore } from '../../src/element/i18n/format.js';
import { en } from '../../src/element/i18n/en.js';

const intlAccepts = (tag: string): boolean => {
  try {
    Intl.getCanonicalLocales(tag);
    new Intl.NumberFormat(tag);
    return true;
  } catch {
    return false;
  }
};

const alpha = (min: number, max: number) => fc.stringMatching(new RegExp(`^[a-zA-Z]{${min},${max}}$`));
const digits = (n: number) => fc.stringMatching(new RegExp(`^[0-9]{${n}}$`));
const alnum = (min: number, max: number) => fc.stringMatching(new RegExp(`^[a-zA-Z0-9]{${min},${max}}$`));

/** Subtags of every kind BCP 47 knows (RFC 5646), some Intl refuses (extlang, a lone singleton, a 2-digit region). */
const subtag = fc.oneof(
  alpha(2, 3), // a region-like or extlang-like subtag
  alpha(4, 4), // script
  digits(3), // region
  digits(2), // not a region
  alnum(5, 8), // variant
  fc.tuple(digits(1), alnum(3, 3)).map(([a, b]) => a + b), // variant
  fc.constantFrom('u', 't', 'x', 'a', 'U', 'X'), // singletons
  fc.constantFrom('nu', 'ca', 'co', 'h0', 'm0', 'arab', 'latn', 'gregory', 'phonebk', 'de', 'DE', '1996', 'private'),
  alnum(1, 8),
);

/** Well-formed-looking tags: a language, then any subtags. */
const tag = fc
  .tuple(fc.oneof(alpha(2, 3), alpha(5, 8), fc.constantFrom('de', 'en', 'fr', 'pt', 'sv', 'zh', 'und')), fc.array(subtag, { maxLength: 7 }))
  .map(([lang, rest]) => [lang, ...rest].join('-'));

/** What a page may write in lang="": tags, junk, separators. */
const anyTag = fc.oneof(tag, fc.string({ maxLength: 20 }), fc.constantFrom('de-a', 'de-de-de', 'pt-br-1', 'en-12', 'fr-x', 'sv_SE!!', 'de_DE', 'de--DE', '-de', 'de-', 'zh-yue-HK', 'en-US-u-nu', 'x-private', 'i-klingon', 'en-GB-oed'));

describe('the locale gate', () => {
  afterEach(() => vi.restoreAllMocks());

  it('the reproductions: refused', () => {
    for (const t of ['de-a', 'de-de-de', 'pt-br-1', 'en-12', 'fr-x', 'sv-SE!!']) {
      expect(isWellFormedLocale(t), t).toBe(false);
      expect(intlAccepts(t), t).toBe(false);
    }
    for (const t of ['de-DE', 'fr-CA', 'sr-Latn-RS', 'de-CH-1996', 'en-US-u-nu-arab', 'en-x-private', 'en-t-de-h0-hybrid']) expect(isWellFormedLocale(t), t).toBe(true);
  });

  it('property: accepts exactly the tags Intl accepts', () => {
    fc.assert(
      fc.property(anyTag, (t) => {
        expect(isWellFormedLocale(t)).toBe(intlAccepts(t));
      }),
      { numRuns: 3000 },
    );
  });

  it('property: pickLanguage ends on a locale Intl accepts, with at most one warning per tag, and the formatters never throw', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fc.assert(
      fc.property(anyTag, fc.integer({ min: -100000, max: 100000 }), (t, n) => {
        warn.mockClear();
        const first = pickLanguage([t]);
        const again = pickLanguage([t]);
        expect(again).toEqual(first);
        expect(warn.mock.calls.length).toBeLessThanOrEqual(1);
        expect(intlAccepts(first.locale)).toBe(true);
        for (const scoring of ['normal', 'vegas', 'none'] as const) formatScore({ score: n, options: { scoring } }, first.locale);
        formatCount(Math.abs(n), first.locale);
        formatClock(Math.abs(n) * 1000, first.locale);
      }),
      { numRuns: 1500 },
    );
  });

  it('a tag Intl refuses gives the language default: de-de-de is de-DE; a tag of no table is passed over', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(pickLanguage(['de-de-de'])).toEqual({ code: 'de', locale: 'de-DE' });
    expect(pickLanguage(['en-12'])).toEqual({ code: 'en', locale: 'en-US' });
    expect(pickLanguage(['ja-JP', 'fr-x'])).toEqual({ code: 'fr', locale: 'fr-FR' });
  });

  it('usableLocale: one warning per tag, however often asked', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (let i = 0; i < 5; i++) expect(usableLocale('nl-nl-nl', 'nl-NL')).toBe('nl-NL');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('property: registerLanguage with any meta.locale registers a table whose locale Intl accepts (one warning at most)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{2,8}$/), anyTag, (code, meta) => {
        fc.pre(!['en', 'de', 'es', 'fr', 'it', 'nl', 'pt'].includes(code));
        warn.mockClear();
        registerLanguage(code, { ...en, 'meta.locale': meta });
        expect(warn.mock.calls.length).toBeLessThanOrEqual(1);
        const { locale } = pickLanguage([code]);
        expect(intlAccepts(locale)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
