/**
 * The toolbar (real buttons: New deal, Undo, Hint, Finish/Stop, Settings; words,
 * or icons where the words do not fit on one row) and the on-table message of `<klondike-solitaire>`, as template functions.
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
  /** Words, some icons or icons only (see {@link toolbarFit}). */
  readonly fit: ToolbarFit;
  onAction(action: ToolbarAction): void;
}

/** What a toolbar button asks for. */
export type ToolbarAction = 'new' | 'undo' | 'hint' | 'finish' | 'settings';

/** How the toolbar shows its buttons (see {@link toolbarFit}): words; words with Undo, gear and rules as icons; icons only. */
export type ToolbarFit = 'labels' | 'compact' | 'icons';

/** A 24-unit icon, drawn in the button's text colour; `fill`: filled shapes, else strokes. */
const icon = (body: ReturnType<typeof svg>, fill = false) =>
  svg`<svg class="short" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill=${fill ? 'currentColor' : 'none'} stroke=${fill ? 'none' : 'currentColor'} stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;

/** A card with a plus: New deal. */
const newIcon = icon(svg`<rect x="5" y="2.5" width="14" height="19" rx="2.2"/><path d="M12 8v8M8 12h8"/>`);
/** A curved arrow back: Undo. */
const undoIcon = icon(svg`<path d="M9 5 4 10l5 5M4.5 10H15a5 5 0 0 1 0 10h-3"/>`);
/** A light bulb: Hint. */
const hintIcon = icon(svg`<path d="M9.5 18.5h5M10.5 21.5h3M12 2.5a6.5 6.5 0 0 0-3.6 11.9c.7.5 1.1 1.3 1.1 2.1h5c0-.8.4-1.6 1.1-2.1A6.5 6.5 0 0 0 12 2.5z"/>`);
/** Two triangles forward: Finish. */
const finishIcon = icon(svg`<path d="M3 5.5 11.5 12 3 18.5zM12.5 5.5 21 12l-8.5 6.5z"/>`, true);
/** A square: Stop. */
const stopIcon = icon(svg`<rect x="5.5" y="5.5" width="13" height="13" rx="1.5"/>`, true);
/** A gear: Settings (always an icon). */
const gear = svg`<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path fill="currentColor" fill-rule="evenodd" d="M10.3 2h3.4l.5 2.6 1.6.7 2.2-1.5 2.4 2.4-1.5 2.2.7 1.6 2.4.5v3.4l-2.6.5-.7 1.6 1.5 2.2-2.4 2.4-2.2-1.5-1.6.7-.5 2.6h-3.4l-.5-2.6-1.6-.7-2.2 1.5-2.4-2.4 1.5-2.2-.7-1.6L2 13.7v-3.4l2.6-.5.7-1.6-1.5-2.2 2.4-2.4 2.2 1.5 1.6-.7zM12 8.6a3.4 3.4 0 1 0 0 6.8 3.4 3.4 0 0 0 0-6.8z"/></svg>`;

/** `aria-disabled` for a button that is off (see {@link renderToolbar}), else no attribute. */
const off = (disabled: boolean) => (disabled ? 'true' : nothing);

/**
 * The button bar (`part="toolbar"`); buttons carry `data-action`; the rules
 * link (game C, docs/reference-games.md) ends it. Every button has its word
 * (`.long`) and its icon (`.short`); the frame's class (`compact`, `icons`,
 * from {@link toolbarFit}) shows one or the other, so the words stay in the
 * tree to be measured. Each button is named by its word (`aria-label`), and
 * has it as a tooltip when it shows an icon. Finish holds both its words
 * (Finish and Stop) in one cell, so it keeps its width when it turns to
 * Stop and no button moves.
 *
 * A button that is off (Undo with nothing to undo, Hint while the solver
 * thinks, Finish when there is nothing to finish) is `aria-disabled`, not
 * `disabled`: it keeps the focus, as the WAI-ARIA toolbar pattern advises,
 * so the focus never falls to the page's `<body>` when the last Undo turns
 * Undo off under the player's key; a press on it does nothing.
 */
export function renderToolbar(s: ToolbarState): TemplateResult {
  const t = s.strings;
  const fit = s.fit;
  const tip = (iconic: boolean, label: string) => (iconic ? label : nothing);
  const button = (action: Exclude<ToolbarAction, 'finish' | 'settings'>, key: keyof Strings, keys: string, glyph: TemplateResult, enabled: boolean, compactIcon = false) =>
    html`<button data-action=${action} aria-keyshortcuts=${keys} aria-label=${t[key]} title=${tip(fit === 'icons' || (compactIcon && fit === 'compact'), t[key])} aria-disabled=${off(!enabled)} @click=${() => enabled && s.onAction(action)}>
      <span class="long">${t[key]}</span>${glyph}
    </button>`;
  const finishLabel = s.finishing ? t['toolbar.stop'] : t['toolbar.finish'];
  const finishOn = s.finishing || s.canFinish;
  return html`<div part="toolbar" role="toolbar" aria-label=${t['toolbar.label']}>
    ${button('new', 'toolbar.new', 'N', newIcon, true)} ${button('undo', 'toolbar.undo', 'U', undoIcon, s.canUndo, true)}
    ${s.showHint ? button('hint', 'toolbar.hint', 'H', hintIcon, s.canHint) : nothing}
    ${s.showFinish
      ? html`<button data-action="finish" aria-keyshortcuts="F" class="finish" aria-label=${finishLabel} title=${tip(fit === 'icons', finishLabel)} aria-disabled=${off(!finishOn)} @click=${() => finishOn && s.onAction('finish')}>
          <span class="long stack"><span class=${s.finishing ? 'off' : ''}>${t['toolbar.finish']}</span><span class=${s.finishing ? '' : 'off'} aria-hidden="true">${t['toolbar.stop']}</span></span
          >${s.finishing ? stopIcon : finishIcon}
        </button>`
      : nothing}
    ${s.showSettings
      ? html`<button data-action="settings" class="icon" aria-keyshortcuts="S" aria-label=${t['toolbar.settings']} title=${t['toolbar.settings']} @click=${() => s.onAction('settings')}>
          ${gear}
        </button>`
      : nothing}
    ${s.rulesUrl
      ? html`<a part="rules-link" href=${s.rulesUrl} target="_blank" rel="noopener noreferrer" aria-label=${t['toolbar.rules']} title=${tip(fit !== 'labels', t['toolbar.rules'])}
          ><span class="long">${t['toolbar.rules']}</span><span class="short" aria-hidden="true">?</span></a
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
