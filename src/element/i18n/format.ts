/**
 * Numbers, scores and the clock written the way a locale writes them, with
 * Intl (formatters are cached per locale).
 *
 * Scores: points as a plain number (`1,250` / `1 250`); Vegas dollars as the
 * locale writes US dollars with a sign (`+$208` `$0` `-$52` in English,
 * `+208 $` `0 $` `-52 $` in French). Events keep the engine's
 * language-neutral `scoreText` (`'+$208'`). The clock is `mm:ss` (`h:mm:ss`
 * past an hour) with the locale's digits.
 *
 * Small counts (0–999) and the clock's two-digit fields in a language known
 * to write Latin digits without grouping below 1000 (English, French) are
 * written without Intl: the first Intl formatter starts ICU, tens of ms,
 * which would otherwise delay the first paint (the status bar shows moves
 * 0 and passes 0 then).
 * @module
 */
import type { Scoring } from '../../engine/index.js';
import { isWellFormedLocale, rejectedLocale } from './locale.js';

const formatters = new Map<string, Intl.NumberFormat>();

function nf(locale: string, kind: 'count' | 'dollars' | 'pad'): Intl.NumberFormat {
  const key = `${locale}|${kind}`;
  let f = formatters.get(key);
  if (!f) {
    const options: Intl.NumberFormatOptions =
      kind === 'dollars'
        ? { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol', signDisplay: 'exceptZero', maximumFractionDigits: 0, minimumFractionDigits: 0 }
        : kind === 'pad'
          ? { minimumIntegerDigits: 2, useGrouping: false }
          : { maximumFractionDigits: 0 };
    f = guarded(locale, options);
    formatters.set(key, f);
  }
  return f;
}

/**
 * A formatter for `locale`; should Intl refuse it all the same (the locale
 * gate of `locale.ts` let it through), one warning and the language's own
 * primary subtag, else English: a RangeError never reaches the page.
 */
function guarded(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(locale, options);
  } catch {
    const primary = locale.split('-')[0];
    const fallback = isWellFormedLocale(primary) ? primary : 'en-US';
    rejectedLocale(locale, fallback);
    try {
      return new Intl.NumberFormat(fallback, options);
    } catch {
      return new Intl.NumberFormat('en-US', options);
    }
  }
}

/** Languages whose locales write 0–999 as ASCII digits, ungrouped (unless a `-u-nu-` extension says otherwise). */
const PLAIN_DIGITS = /^(en|fr)(-|$)/i;

/** True when `n` is written as `String(n)` in `locale` (see the module doc). */
function plain(n: number, locale: string): boolean {
  return Number.isInteger(n) && n >= 0 && n < 1000 && PLAIN_DIGITS.test(locale) && !/-u-(.*-)?nu-/i.test(locale);
}

/** A count (moves, passes, cards) in the locale: `1,234` / `1 234`. */
export function formatCount(n: number, locale: string): string {
  return plain(n, locale) ? String(n) : nf(locale, 'count').format(n);
}

/** A two-digit clock field (`05`). */
function pad2(n: number, locale: string): string {
  return plain(n, locale) ? String(n).padStart(2, '0') : nf(locale, 'pad').format(n);
}

/** The score of `game` as the locale writes it; '' when the game is not scored. */
export function formatScore(game: { readonly score: number; readonly options: { readonly scoring: Scoring } }, locale: string): string {
  const scoring = game.options.scoring;
  if (scoring === 'none') return '';
  return scoring === 'vegas' ? nf(locale, 'dollars').format(game.score) : formatCount(game.score, locale);
}

/** Playing time as a clock: `mm:ss`, or `h:mm:ss` past an hour, in the locale's digits. */
export function formatClock(ms: number, locale: string): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = pad2(s % 60, locale);
  return h ? `${formatCount(h, locale)}:${pad2(mm, locale)}:${ss}` : `${pad2(mm, locale)}:${ss}`;
}
