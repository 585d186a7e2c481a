/**
 * The toolbar (real buttons: New deal, Undo, Hint, Finish/Stop) and the
 * on-table message of `<klondike-solitaire>`, as template functions.
 * @module
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Strings } from '../i18n/strings.js';

/** What the toolbar shows and calls. */
export interface ToolbarState {
  readonly strings: Strings;
  readonly canUndo: boolean;
  readonly canHint: boolean;
  /** False when the `hint` attribute is "off": no Hint button. */
  readonly showHint: boolean;
  readonly canFinish: boolean;
  readonly finishing: boolean;
  /** False when the `finish` attribute is "off": no Finish button. */
  readonly showFinish: boolean;
  /** The rules page of the `rules-url` attribute (already checked to be http(s)); empty: no link. */
  readonly rulesUrl: string;
  onAction(action: 'new' | 'undo' | 'hint' | 'finish'): void;
}

/** The button bar (`part="toolbar"`); buttons carry `data-action`; the rules link (game C, docs/reference-games.md) ends it. */
export function renderToolbar(s: ToolbarState): TemplateResult {
  const t = s.strings;
  return html`<div part="toolbar" role="toolbar" aria-label=${t['toolbar.label']}>
    <button data-action="new" aria-keyshortcuts="N" @click=${() => s.onAction('new')}>${t['toolbar.new']}</button>
    <button data-action="undo" aria-keyshortcuts="U" ?disabled=${!s.canUndo} @click=${() => s.onAction('undo')}>${t['toolbar.undo']}</button>
    ${s.showHint
      ? html`<button data-action="hint" aria-keyshortcuts="H" ?disabled=${!s.canHint} @click=${() => s.onAction('hint')}>${t['toolbar.hint']}</button>`
      : nothing}
    ${s.showFinish
      ? html`<button data-action="finish" aria-keyshortcuts="F" class="finish" ?disabled=${!s.finishing && !s.canFinish} @click=${() => s.onAction('finish')}>
          ${s.finishing ? t['toolbar.stop'] : t['toolbar.finish']}
        </button>`
      : nothing}
    ${s.rulesUrl
      ? html`<a part="rules-link" href=${s.rulesUrl} target="_blank" rel="noopener noreferrer" aria-label=${t['toolbar.rules']}
          ><span class="long">${t['toolbar.rules']}</span><span class="short">?</span></a
        >`
      : nothing}
  </div>`;
}

/**
 * A URL attribute (`rules-url`, `share-url`) as a link: an http(s) URL,
 * absolute or relative to the page; anything else (`javascript:`, `data:`, a
 * malformed URL) gives one console warning and no link ('').
 */
export function httpHref(attr: string, value: string): string {
  if (!value) return '';
  try {
    const url = new URL(value, document.baseURI);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  } catch {
    // reported below
  }
  console.warn(`<klondike-solitaire>: ${attr}=${JSON.stringify(value)} is not an http(s) URL; no link.`);
  return '';
}

/** The `rules-url` attribute as a link target (see {@link httpHref}). */
export const rulesHref = (value: string): string => httpHref('rules-url', value);

/**
 * A message on the table (`part="message"`), with exits (New deal, Replay,
 * Undo, close) when asked. Not a live region itself: the element passes every
 * message to its announcer.
 */
export function renderMessage(
  strings: Strings,
  message: { text: string; exits: boolean } | null,
  canUndo: boolean,
  onAction: (action: 'new' | 'same' | 'undo' | 'close') => void,
): TemplateResult | typeof nothing {
  if (!message) return nothing;
  const button = (action: 'new' | 'same' | 'undo', key: keyof Strings) =>
    html`<button data-action=${action} @click=${() => onAction(action)}>${strings[key]}</button>`;
  return html`<div part="message">
    <span>${message.text}</span>
    ${message.exits
      ? html`${button('new', 'stuck.new')} ${button('same', 'stuck.replay')} ${canUndo ? button('undo', 'stuck.undo') : nothing}
          <button data-action="close" aria-label=${strings['dialog.close']} @click=${() => onAction('close')}>✕</button>`
      : nothing}
  </div>`;
}
