/**
 * Languages of `<klondike-solitaire>` and how the element picks one.
 *
 * The element speaks the language of its own `lang` attribute, else of the
 * closest ancestor with a `lang` (crossing shadow roots, up to `<html lang>`),
 * else the browser's (`navigator.languages`), else English. A tag matches a
 * table by its primary subtag, so `fr-CA` gets French; numbers and times are
 * then formatted for the full tag (`fr-CA`), or the table's `meta.locale`
 * when the tag was only a primary subtag. A tag with no table is passed over
 * (`<html lang="de">` with a French browser gives French).
 *
 * ## Adding a language
 * 1. Copy `i18n/fr.ts` to `i18n/xx.ts` (`xx` = the ISO 639-1 code) and
 *    translate every value; keep the keys and the `{placeholders}`. The
 *    `Strings` type makes a missing key a compile error. Keys ending in
 *    `-one` are the singular forms; `rank-a.*` / `rank-the.*` carry the
 *    articles, `letter.*` the corner letters, `meta.locale` the Intl locale.
 * 2. Add it to {@link LANGUAGES} below (one import, one entry).
 *
 * A page can also add a language at run time, without a build:
 * `registerLanguage('de', { ...stringsEn, 'toolbar.new': 'Neues Spiel', ... })`
 * before the elements render (or set their `lang` after).
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Strings } from '../strings.js';
import { en } from './en.js';
import { fr } from './fr.js';

/** The built-in languages, by primary language subtag. */
const LANGUAGES: Record<string, Strings> = { en, fr };

/** The language codes with a table (`['en', 'fr', ...]`). */
export function languages(): string[] {
  return Object.keys(LANGUAGES);
}

/** Adds (or replaces) the table of language `code` (a primary subtag such as `'de'`). */
export function registerLanguage(code: string, table: Strings): void {
  LANGUAGES[code.toLowerCase()] = table;
}

/** The table for a language code, or undefined. */
export function stringsFor(code: string): Strings | undefined {
  return Object.prototype.hasOwnProperty.call(LANGUAGES, code) ? LANGUAGES[code] : undefined;
}

/** What a language resolution gives: the table's code, the Intl locale and the table (its `meta.locale` set to that locale). */
export interface ResolvedLanguage {
  readonly code: string;
  readonly locale: string;
  readonly strings: Strings;
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

/** The first of `tags` that has a table (by primary subtag); English when none. */
export function pickLanguage(tags: readonly (string | null | undefined)[]): { code: string; locale: string } {
  for (const tag of tags) {
    if (!tag) continue;
    const code = tag.trim().toLowerCase().split(/[-_]/)[0];
    const table = stringsFor(code);
    if (!table) continue;
    const full = tag.includes('-') || tag.includes('_') ? tag.trim().replace('_', '-') : table['meta.locale'];
    let locale = table['meta.locale'];
    try {
      locale = Intl.NumberFormat.supportedLocalesOf([full])[0] ?? locale;
    } catch {
      // An invalid tag: keep the table's locale.
    }
    return { code, locale };
  }
  return { code: 'en', locale: en['meta.locale'] };
}

const cache = new Map<string, { base: Strings; strings: Strings }>();

/** Resolves the language for element `el` whose own `lang` property is `own`. */
export function resolveLanguage(el: Element, own?: string | null): ResolvedLanguage {
  const declared = own?.trim() || inheritedLang(el);
  const nav = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  const { code, locale } = pickLanguage([declared, ...nav]);
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
    const next = resolveLanguage(this.host, this.host.lang);
    this.current = next;
    if (before && before.strings !== next.strings) this.onChange();
  }
}
