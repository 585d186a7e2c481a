/**
 * "Share" after a win: a short text (the deal, or the deal of the day; time,
 * moves, score) and, when the host page set `share-url`, a link to the game
 * record (`${shareUrl}#${record}`). `klondike-share` fires first (cancelable:
 * a page that calls `preventDefault()` shares the text its own way); then the
 * text goes to the clipboard (`navigator.clipboard`, else a hidden text area
 * and `execCommand('copy')`).
 * @module
 */
import type { Klondike } from '../../engine/index.js';
import { formatClock } from '../i18n/format.js';
import { httpHref } from '../views/toolbar.js';
import { emit } from '../events.js';
import { t, type Strings } from '../i18n/strings.js';

/** What sharing needs from the element. */
export interface ShareHost extends EventTarget {
  readonly game: Klondike | undefined;
  readonly timeMs: number;
  readonly strings: Strings;
  /** The date of the deal of the day on the table, or null. */
  readonly dailyDate: string | null;
  /** The `share-url` attribute (empty: no link). */
  readonly shareUrl: string;
  /** The game record (empty when it cannot be written). */
  readonly record: string;
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/** The record link: `base#record` (a fragment already in `base` is replaced); null without a base. */
export function recordLink(base: string, record: string): string | null {
  const b = httpHref('share-url', (base ?? '').trim());
  if (!b || !record) return null;
  const i = b.indexOf('#');
  return `${i < 0 ? b : b.slice(0, i)}#${record}`;
}

/** The text "Share" copies for the won game on the table, or null when it is not won. */
export function shareText(host: ShareHost): string | null {
  const game = host.game;
  if (!game?.isWon()) return null;
  const s = host.strings;
  const code = game.code ?? s['win.explicit-deal'];
  const deal = host.dailyDate ? t('share.daily-deal', { date: host.dailyDate, code }, s) : code;
  const params = { deal, time: formatClock(host.timeMs, s['meta.locale']), moves: game.stats.moves, score: game.scoreText };
  const line = t(game.options.scoring === 'none' ? 'share.text-unscored' : 'share.text', params, s);
  const link = recordLink(host.shareUrl, host.record);
  return link ? `${line}\n${link}` : line;
}

/**
 * Shares the won game: fires `klondike-share`, then copies the text unless
 * the page took it (`preventDefault()`). Resolves true when the text was
 * copied or taken by the page; false before a win or when no copy worked.
 */
export async function shareGame(host: ShareHost): Promise<boolean> {
  const text = shareText(host);
  if (text === null) return false;
  const record = host.record;
  const detail = { text, record, url: recordLink(host.shareUrl, record) };
  if (!emit(host, 'klondike-share', detail, { cancelable: true })) return true;
  return copyText(text, host.renderRoot);
}

/** Copies `text`: the asynchronous clipboard, else a selected text area and `execCommand('copy')`. */
export async function copyText(text: string, root: HTMLElement | DocumentFragment = document.body): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.cssText = 'position:fixed;left:-9999px;top:0;opacity:0';
    root.appendChild(area);
    area.select();
    let ok: boolean;
    try {
      ok = document.execCommand('copy');
    } catch {
      ok = false;
    }
    area.remove();
    return ok;
  }
}
