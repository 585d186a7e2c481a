/**
 * The toolbar (real buttons: New deal, Undo, Hint, Finish/Stop, Settings) and the
 * on-table message of `<klondike-solitaire>`, as template functions.
 * @module
 */
import { html, nothing, svg, type TemplateResult } from 'lit';
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
  /** False when the player may change no setting (`settings="none"`): no settings button. */
  readonly showSettings: boolean;
  onAction(action: ToolbarAction): void;
}

/** What a toolbar button asks for. */
export type ToolbarAction = 'new' | 'undo' | 'hint' | 'finish' | 'settings';

/** A curved arrow back: the Undo button on a narrow table, where its word would push the toolbar to two rows. */
const undoArrow = svg`<svg class="short" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round" d="M9 5 4 10l5 5M4.5 10H15a5 5 0 0 1 0 10h-3"/></svg>`;

/** A gear, drawn in the button's text colour. */
const gear = svg`<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path fill="currentColor" fill-rule="evenodd" d="M10.3 2h3.4l.5 2.6 1.6.7 2.2-1.5 2.4 2.4-1.5 2.2.7 1.6 2.4.5v3.4l-2.6.5-.7 1.6 1.5 2.2-2.4 2.4-2.2-1.5-1.6.7-.5 2.6h-3.4l-.5-2.6-1.6-.7-2.2 1.5-2.4-2.4 1.5-2.2-.7-1.6L2 13.7v-3.4l2.6-.5.7-1.6-1.5-2.2 2.4-2.4 2.2 1.5 1.6-.7zM12 8.6a3.4 3.4 0 1 0 0 6.8 3.4 3.4 0 0 0 0-6.8z"/></svg>`;

/** The button bar (`part="toolbar"`); buttons carry `data-action`; the rules link (game C, docs/reference-games.md) ends it. */
export function renderToolbar(s: ToolbarState): TemplateResult {
  const t = s.strings;
  return html`<div part="toolbar" role="toolbar" aria-label=${t['toolbar.label']}>
    <button data-action="new" aria-keyshortcuts="N" @click=${() => s.onAction('new')}>${t['toolbar.new']}</button>
    <button data-action="undo" aria-keyshortcuts="U" aria-label=${t['toolbar.undo']} ?disabled=${!s.canUndo} @click=${() => s.onAction('undo')}>
      <span class="long">${t['toolbar.undo']}</span>${undoArrow}
    </button>
    ${s.showHint
      ? html`<button data-action="hint" aria-keyshortcuts="H" ?disabled=${!s.canHint} @click=${() => s.onAction('hint')}>${t['toolbar.hint']}</button>`
      : nothing}
    ${s.showFinish
      ? html`<button data-action="finish" aria-keyshortcuts="F" class="finish" ?disabled=${!s.finishing && !s.canFinish} @click=${() => s.onAction('finish')}>
          ${s.finishing ? t['toolbar.stop'] : t['toolbar.finish']}
        </button>`
      : nothing}
    ${s.showSettings
      ? html`<button data-action="settings" class="icon" aria-keyshortcuts="S" aria-label=${t['toolbar.settings']} title=${t['toolbar.settings']} @click=${() => s.onAction('settings')}>
          ${gear}
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
          <button data-action="close" aria-label=${strings['dialog.close']} @click=${() => onAction('close')}>&#x2715;</button>`
      : nothing}
  </div>`;
}
