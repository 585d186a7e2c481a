/**
 * Languages of `<klondike-solitaire>` and how the element picks one.
 *
 * The element speaks the language of its own `lang` attribute, else of the
 * closest ancestor with a `lang` (crossing shadow roots, up to `<html lang>`),
 * else the browser's (`navigator.languages`), else English. A tag matches a
 * table by its primary subtag, so `fr-CA` gets French; numbers and times are
 * then formatted for the full tag (`fr-CA`), or the table's `meta.locale`
 * when the tag was only a primary subtag. A tag with no table is passed over
 * (`<html lang="ja">` with a French browser gives French).
 *
 * ## Where the tables are
 * English is built in. German, Spanish, French, Italian, Dutch and
 * Portuguese (`de es fr it nl pt`; the Portuguese is Brazilian, see `pt.ts`)
 * are one file each, loaded the first time an element needs one (the
 * element waits for it before it renders, so no English flashes). With the
 * package's modules (`dist/index.js`), the split build (`dist/cdn/`) and
 * bundlers, each is a chunk of its own. The single-file builds
 * (`klondike-solitaire.bundle.js` and `.iife.js`) hold English only and
 * fetch `lang/xx.js` next to themselves (an ES module with the table; the
 * classic script finds its own URL from `document.currentScript` when it
 * runs): a host that copies the one file and not `lang/` gets English, with
 * one console warning per language.
 *
 * ## Adding a language
 * 1. Copy `i18n/fr.ts` to `i18n/xx.ts` (`xx` = the ISO 639-1 code), export
 *    the table as `xx`, and translate every value; keep the keys. The
 *    `Strings` type makes a missing key a compile error, and
 *    `test/i18n/tables.test.ts` checks the placeholders. Keys ending in
 *    `-one` are the singular forms; `rank-a.*` / `rank-the.*` carry the
 *    articles, `letter.*` the corner letters, `meta.locale` the Intl locale.
 * 2. Placeholders: keep each one English uses, or its variant when the
 *    language needs it: `{aRank}` / `{theRank}` for `{rank}` (the rank with
 *    its indefinite / definite article), `{theTarget}` for `{target}` and
 *    `{theCard}` for `{card}` (the card name with its article; `{rank}` and
 *    `{target}` come in lower case), `{count}` for `{more}` (the whole run
 *    rather than the cards after the first), `{suit}` for `{Suit}`.
 * 3. Add it to {@link ON_DEMAND} (its dynamic import) and {@link LOCALES}
 *    (its `meta.locale`) below, and to `LANGUAGE_FILES` in rollup.config.mjs
 *    (the single-file build turns the import into one of `lang/xx.js`).
 *
 * A page can also add a language at run time, without a build:
 * `registerLanguage('sv', { ...stringsEn, 'toolbar.new': 'Ny giv', ... })`
 * before the elements render (or set their `lang` after); a built-in code
 * registered this way replaces the built-in table.
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Strings } from './strings.js';
import { hasOwn, own } from '../../engine/own.js';
import { en } from './en.js';
import { isWellFormedLocale, rejectedLocale, usableLocale } from './locale.js';


/** The languages whose table is here, by primary language subtag. */
const LANGUAGES: Record<string, Strings> = { en };

/**
 * The built-in languages other than English, loaded when first needed: each
 * one's module, which exports its table under the language's code.
 */
const ON_DEMAND: Record<string, () => Promise<Record<string, Strings>>> = {
  de: () => import('./de.js'),
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  it: () => import('./it.js'),
  nl: () => import('./nl.js'),
  pt: () => import('./pt.js'),
};

/** Their Intl locales (each table's `meta.locale`), known before the table loads. */
const LOCALES: Record<string, string> = { de: 'de-DE', es: 'es-ES', fr: 'fr-FR', it: 'it-IT', nl: 'nl-NL', pt: 'pt-BR' };

const loading = new Map<string, Promise<void>>();
/** Languages whose table could not be fetched: English for them from then on, warned once. */
const failed = new Set<string>();

/** The language codes with a table, loaded or not (`['en', 'fr', ...]`). */
export function languages(): string[] {
  return [...new Set([...Object.keys(LANGUAGES), ...Object.keys(ON_DEMAND)])];
}

/**
 * Adds (or replaces) the table of language `code` (a primary subtag such as
 * `'de'`). A code that is not 2 to 8 letters, or a table without a string
 * for every key of English (a page script has no compiler to say so), throws
 * a `TypeError` naming what is wrong, and registers nothing. A `meta.locale`
 * that Intl would refuse (`'sv_SE!!'`; an underscore is read as a hyphen)
 * gives one warning and the locale `code` (`'sv'`) instead.
 */
export function registerLanguage(code: string, table: Strings): void {
  if (typeof code !== 'string' || !/^[a-z]{2,8}$/i.test(code)) throw new TypeError(`registerLanguage: the code must be a primary language subtag such as 'sv', not ${JSON.stringify(code)}`);
  const missing = Object.keys(en).filter((k) => typeof own(table, k) !== 'string'); // its own strings: none from a polluted prototype
  if (missing.length) throw new TypeError(`registerLanguage('${code}'): no string for ${missing.slice(0, 3).map((k) => `'${k}'`).join(', ')}${missing.length > 3 ? ` and ${missing.length - 3} more` : ''} (start from stringsEn: { ...stringsEn, ... })`);
  const lower = code.toLowerCase();
  const raw = table['meta.locale'];
  const locale = raw.trim().replace(/_/g, '-');
  let checked: Strings = { ...table };
  if (!isWellFormedLocale(locale)) {
    const fallback = isWellFormedLocale(lower) ? lower : en['meta.locale'];
    rejectedLocale(raw, fallback, `registerLanguage('${lower}'): meta.locale`);
    checked = { ...table, 'meta.locale': fallback };
  } else if (locale !== raw) checked = { ...checked, 'meta.locale': locale };
  LANGUAGES[lower] = checked;
}

/** The table for a language code, or undefined (unknown, or not loaded yet: see {@link loadLanguage}). */
export function stringsFor(code: string): Strings | undefined {
  return hasOwn(LANGUAGES, code) ? LANGUAGES[code] : undefined;
}

/**
 * Loads built-in language `code` when it is not here yet; null when there is
 * nothing to load. The promise never rejects: a table that cannot be fetched
 * (a single-file build copied without its `lang/` folder, a network error)
 * leaves the language to English for the rest of the page's life, with one
 * warning, and is not fetched again. A table registered later
 * ({@link registerLanguage}) is used at once.
 */
export function loadLanguage(code: string): Promise<void> | null {
  if (stringsFor(code) || !hasOwn(ON_DEMAND, code) || failed.has(code)) return null;
  let p = loading.get(code);
  if (!p) {
    p = ON_DEMAND[code]().then(
      (module) => {
        if (!stringsFor(code)) registerLanguage(code, module[code]);
      },
      (e: unknown) => {
        failed.add(code);
        console.warn(`<klondike-solitaire>: the "${code}" strings could not be loaded; falling back to English.`, e);
      },
    );
    p.finally(() => loading.delete(code));
    loading.set(code, p);
  }
  return p;
}

/** What a language resolution gives: the table's code, the Intl locale and the table (its `meta.locale` set to that locale). */
export interface ResolvedLanguage {
  readonly code: string;
  readonly locale: string;
  readonly strings: Strings;
  /** While the language's table loads (the strings are English until then): settles when it is here. */
  readonly loading?: Promise<void>;
}

/** The nearest `lang` at or above `el` (the element's own first), crossing shadow roots; '' when none. */
export function inheritedLang(el: Element): string {
  let node: Node | null = el;
  while (node) {
    if (node instanceof Element) {
      const v = node.getAttribute('lang')?.trim();
      if (v) return v;
    }
    node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
  }
  return '';
}

/**
 * The first of `tags` that has a table (by primary subtag; not one that
 * failed to load); English when none. The locale is the whole tag when Intl
 * accepts it (`fr-CA`), else the table's own (`de-de-de` gives `de-DE`, with
 * one warning: see `locale.ts`).
 */
export function pickLanguage(tags: readonly (string | null | undefined)[]): { code: string; locale: string } {
  for (const tag of tags) {
    if (!tag) continue;
    const code = tag.trim().toLowerCase().split(/[-_]/)[0];
    const known = stringsFor(code)?.['meta.locale'] ?? (hasOwn(LOCALES, code) && !failed.has(code) ? LOCALES[code] : undefined);
    if (!known) continue;
    const full = tag.trim().replace(/_/g, '-');
    // A tag with a region or script is kept when Intl accepts it (Intl falls
    // back by itself for what it lacks); checked without Intl, whose first
    // call starts ICU (tens of ms) before the first paint.
    const locale = full.includes('-') ? usableLocale(full, known) : known;
    return { code, locale };
  }
  return { code: 'en', locale: en['meta.locale'] };
}

const cache = new Map<string, { base: Strings; strings: Strings }>();

/** Resolves the language for element `el` whose own `lang` property is `own` (a framework may give a number: its text). */
export function resolveLanguage(el: Element, own?: unknown): ResolvedLanguage {
  const declared = (typeof own === 'string' || typeof own === 'number' ? String(own).trim() : '') || inheritedLang(el);
  const nav = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  const { code, locale } = pickLanguage([declared, ...nav]);
  const loadingTable = loadLanguage(code);
  if (loadingTable) return { code, locale, strings: en, loading: loadingTable };
  const base = stringsFor(code) ?? en;
  const key = `${code}|${locale}`;
  let hit = cache.get(key);
  if (hit?.base !== base) {
    hit = { base, strings: base['meta.locale'] === locale ? base : { ...base, 'meta.locale': locale } };
    cache.set(key, hit);
  }
  return { code, locale, strings: hit.strings };
}

/** What the language controller needs from the element. */
export interface LanguageHost extends ReactiveControllerHost, HTMLElement {}

/**
 * Keeps the element's language current: resolved before every render (so a
 * change of the element's `lang` property re-renders in the new language),
 * and on any `lang` change in the page (a MutationObserver on the document),
 * which requests a render. `onChange` runs when the language changed (the
 * element refreshes what it shares with its sub-parts).
 */
export class LanguageController implements ReactiveController {
  private current?: ResolvedLanguage;
  /** Resolved by `pending()` for the update it let through (the same task). */
  private resolvedNow?: ResolvedLanguage;
  private observer?: MutationObserver;

  constructor(
    private readonly host: LanguageHost,
    private readonly onChange: () => void,
  ) {
    host.addController(this);
  }

  /** The table's code in use (`'en'`, `'fr'`). */
  get code(): string {
    return this.resolved.code;
  }
  /** The Intl locale in use (`'en-US'`, `'fr-CA'`). */
  get locale(): string {
    return this.resolved.locale;
  }
  /** The string table in use. */
  get strings(): Strings {
    return this.resolved.strings;
  }

  /**
   * Resolves the language now; while its table loads, the promise of it (the
   * element waits for it before it renders, so no English flashes), else null.
   */
  pending(): Promise<void> | null {
    // Not made current here: hostUpdate compares the language before and
    // after an update. Kept for it when ready: the update that follows at
    // once (same task) need not resolve it again.
    const next = resolveLanguage(this.host, this.host.lang);
    this.resolvedNow = next.loading ? undefined : next;
    return next.loading ?? null;
  }

  private get resolved(): ResolvedLanguage {
    return (this.current ??= resolveLanguage(this.host, this.host.lang));
  }

  hostConnected(): void {
    this.current = undefined;
    if (typeof MutationObserver === 'undefined') return;
    this.observer = new MutationObserver(() => this.host.requestUpdate());
    this.observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
    const root = this.host.getRootNode();
    if (root instanceof ShadowRoot) this.observer.observe(root.host, { attributes: true, attributeFilter: ['lang'] });
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.observer = undefined;
  }

  hostUpdate(): void {
    const before = this.current;
    const next = this.resolvedNow ?? resolveLanguage(this.host, this.host.lang);
    this.resolvedNow = undefined;
    this.current = next;
    if (before && before.strings !== next.strings) this.onChange();
  }
}
