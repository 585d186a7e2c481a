/**
 * `<klondike-settings-panel>`: the player's settings over the table (see
 * `settings.ts`). Native radios and checkboxes in labelled groups, so the
 * keyboard (Tab, arrows, Space) and screen readers reach every control. It
 * shows only the settings the host allows, and sends what the player picks
 * to the element as a non-composed `settings-input` event (`detail`:
 * `{ setting, value }`); its buttons send `settings-action` (`'deal'`:
 * deal now under the new rules; `'close'`). Escape closes it. Loaded on
 * first use (`lazy-parts.ts`).
 * @module
 */
import { LitElement, css, html, nothing, unsafeCSS, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { customElement } from '../define.js';
import type { StringKey, Strings } from '../i18n/strings.js';
import { RULE_SETTINGS, SETTING_VALUES, type SettingName, type SettingValues } from '../settings.js';
import { BACK_ART, CARD_BACKS, FELT_COLOURS, FELTS } from '../styles/card-art.js';
import { panelButtonStyles, panelFrameStyles } from '../styles/panel.js';

/** On/off settings, shown as checkboxes (`hand`: checked = left). */
const TOGGLES: readonly SettingName[] = ['show-clock', 'show-score', 'hand', 'four-colour', 'large-index', 'sound'];

const swatchRules = [
  ...CARD_BACKS.map((b) => `.back-${b}{background-color:${BACK_ART[b].colour};background-image:${BACK_ART[b].art}}`),
  ...FELTS.map((f) => `.felt-${f}{background:radial-gradient(circle at 50% 40%, ${FELT_COLOURS[f]}, #0006 140%)}`),
].join('');

const styles = css`
  :host {
    z-index: 450;
    font-size: 14px;
  }
  .panel {
    container-type: inline-size;
    width: min(94%, 440px);
    max-height: 96%;
    padding: 14px 16px 14px;
  }
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
  }
  h2 {
    margin: 0;
    font-size: 20px;
  }
  h3 {
    margin: 12px 0 4px;
    font-size: 12px;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: var(--_panel-muted, #4a554f);
  }
  fieldset {
    border: 0;
    margin: 0;
    padding: 5px 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 10px;
  }
  legend {
    float: left;
    min-width: 7.5em;
    padding: 0;
  }
  /* A narrow panel: each group under its name. */
  @container (max-width: 400px) {
    legend {
      float: none;
      width: 100%;
    }
  }
  .panel:focus {
    outline: none;
  }
  .seg {
    display: inline-flex;
    flex-wrap: wrap;
    border: 1px solid var(--_panel-border, #b9c4bd);
    border-radius: 999px;
    overflow: hidden;
  }
  .seg label {
    position: relative;
  }
  .seg span {
    display: block;
    padding: 5px 11px;
    cursor: pointer;
  }
  input {
    accent-color: var(--_panel-accent, #1d6a45);
  }
  .seg input,
  .swatch input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  .seg input:checked + span {
    background: var(--_panel-accent, #1d6a45);
    color: #fff;
  }
  .seg input:focus-visible + span,
  .swatch input:focus-visible + span {
    outline: 3px solid var(--_focus-on-panel, #b07d00);
    outline-offset: -3px;
  }
  .toggles {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
    gap: 2px 12px;
  }
  .toggles label {
    display: flex;
    gap: 8px;
    align-items: center;
    padding: 5px 0;
    cursor: pointer;
  }
  .toggles input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 0;
  }
  .swatches {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .swatch {
    position: relative;
  }
  .chip {
    display: block;
    width: 30px;
    height: 42px;
    border-radius: 4px;
    border: 3px solid #fff;
    box-shadow: 0 0 0 1px #0004;
  }
  .felt .chip {
    width: 42px;
    height: 30px;
  }
  .swatch input:checked + .chip {
    box-shadow: 0 0 0 3px var(--_panel-accent, #1d6a45);
  }
  ${unsafeCSS(swatchRules)}
  .note {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
    margin: 4px 0 0;
    color: var(--_panel-muted, #4a554f);
  }
  .actions {
    display: flex;
    justify-content: flex-end;
    margin-top: 14px;
  }
  button.primary {
    background: var(--_panel-accent, #1d6a45);
    border-color: transparent;
    color: #fff;
  }
  button.close {
    border: 0;
    background: none;
    font-size: 18px;
    padding: 4px 10px;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

/**
 * The settings panel of `<klondike-solitaire>`.
 * @summary The player's settings: rules for the next deal, and the table's looks.
 */
@customElement('klondike-settings-panel')
export class KlondikeSettingsPanel extends LitElement {
  static override styles = [panelFrameStyles, panelButtonStyles, styles];

  /** Every setting's value (rules: those of the next deal). */
  @property({ attribute: false }) values?: SettingValues;
  /** The settings the player may change; the others are not shown. */
  @property({ attribute: false }) allowed: ReadonlySet<SettingName> = new Set();
  /** True when rules wait for the next deal. */
  @property({ attribute: false }) pending = false;
  /** The element's strings. */
  @property({ attribute: false }) strings?: Strings;

  constructor() {
    super();
    // On the panel itself, for its whole life: a click that closes it must
    // still stop here while the element removes it during that very click.
    this.addEventListener('keydown', this.onKey);
    this.addEventListener('click', this.onClick);
  }

  /** Focus goes into the panel when it opens (Tab then reaches each control). */
  override firstUpdated(): void {
    this.renderRoot.querySelector<HTMLElement>('.panel')?.focus();
  }

  override render() {
    const s = this.strings;
    const v = this.values;
    if (!s || !v) return nothing;
    const rules = RULE_SETTINGS.filter((n) => this.allowed.has(n));
    const toggles = TOGGLES.filter((n) => this.allowed.has(n));
    const show = (n: SettingName) => this.allowed.has(n);
    return html`<div class="panel" role="dialog" aria-modal="true" aria-labelledby="settings-title" tabindex="-1">
      <header>
        <h2 id="settings-title">${s['settings.title']}</h2>
        <button class="close" aria-label=${s['dialog.close']} @click=${() => this.action('close')}>&#x2715;</button>
      </header>
      ${rules.length
        ? html`<section>
            <h3>${s['settings.rules']}</h3>
            ${rules.map((n) => this.choice(n, v[n]))}
            <p class="note" role="status">
              ${this.pending
                ? html`<span>${s['settings.rules-note']}</span>
                    <button data-action="deal" @click=${() => this.action('deal')}>${s['settings.deal-now']}</button>`
                : nothing}
            </p>
          </section>`
        : nothing}
      ${toggles.length || show('animation') || show('card-back') || show('felt')
        ? html`<section>
            <h3>${s['settings.display']}</h3>
            ${toggles.length
              ? html`<div class="toggles">
                  ${toggles.map(
                    (n) => html`<label
                      ><input type="checkbox" name=${n} .checked=${v[n] === (n === 'hand' ? 'left' : 'on')} @change=${(e: Event) => this.toggled(n, e)} /><span
                        >${s[`settings.${n}` as StringKey]}</span
                      ></label
                    >`,
                  )}
                </div>`
              : nothing}
            ${show('animation') ? this.choice('animation', v.animation) : nothing} ${show('card-back') ? this.swatches('card-back', 'back', v['card-back']) : nothing}
            ${show('felt') ? this.swatches('felt', 'felt', v.felt) : nothing}
          </section>`
        : nothing}
      <div class="actions"><button class="primary" data-action="close" @click=${() => this.action('close')}>${s['settings.done']}</button></div>
    </div>`;
  }

  /** A radio group shown as a segmented control. */
  private choice(name: SettingName, current: string): TemplateResult {
    const s = this.strings!;
    return html`<fieldset>
      <legend>${s[`settings.${name}` as StringKey]}</legend>
      <div class="seg">
        ${SETTING_VALUES[name].map(
          (value) => html`<label
            ><input type="radio" name=${name} .value=${value} .checked=${value === current} @change=${() => this.input(name, value)} /><span
              >${s[`settings.${name}-${value}` as StringKey]}</span
            ></label
          >`,
        )}
      </div>
    </fieldset>`;
  }

  /** A radio group of colour chips (card backs, felts), each named for screen readers. */
  private swatches(name: 'card-back' | 'felt', kind: 'back' | 'felt', current: string): TemplateResult {
    const s = this.strings!;
    return html`<fieldset class=${kind}>
      <legend>${s[`settings.${name}` as StringKey]}</legend>
      <div class="swatches">
        ${SETTING_VALUES[name].map((value) => {
          const label = s[`settings.${kind}-${value}` as StringKey];
          return html`<label class="swatch" title=${label}
            ><input type="radio" name=${name} .value=${value} .checked=${value === current} aria-label=${label} @change=${() => this.input(name, value)} /><span
              class="chip ${kind}-${value}"
            ></span
          ></label>`;
        })}
      </div>
    </fieldset>`;
  }

  private toggled(name: SettingName, e: Event): void {
    const on = (e.target as HTMLInputElement).checked;
    this.input(name, name === 'hand' ? (on ? 'left' : 'right') : on ? 'on' : 'off');
  }

  private input(setting: SettingName, value: string): void {
    this.dispatchEvent(new CustomEvent('settings-input', { bubbles: true, detail: { setting, value } }));
  }

  private action(action: 'deal' | 'close'): void {
    this.dispatchEvent(new CustomEvent('settings-action', { bubbles: true, detail: action }));
  }

  /** Clicks stay in the panel (none is a tap on the table under it); one on the scrim around it closes it. */
  private readonly onClick = (e: MouseEvent): void => {
    e.stopPropagation();
    if (e.composedPath()[0] === this) this.action('close');
  };

  /** Keys stay in the panel (the table's shortcuts wait); Tab goes round its controls (a modal dialog); Escape closes it. */
  private readonly onKey = (e: KeyboardEvent): void => {
    e.stopPropagation();
    if (e.key === 'Tab') this.wrapFocus(e);
    if (e.key !== 'Escape') return;
    e.preventDefault();
    this.action('close');
  };

  /** From the last control Tab goes to the first, and Shift+Tab from the first (or the panel itself) to the last. */
  private wrapFocus(e: KeyboardEvent): void {
    const stops = [...this.renderRoot.querySelectorAll<HTMLElement>('button, input')].filter((n) => !(n instanceof HTMLInputElement && n.type === 'radio' && !n.checked));
    const active = (this.renderRoot as ShadowRoot).activeElement;
    const first = stops[0];
    const last = stops.at(-1);
    if (!first || !last) return;
    const to = e.shiftKey ? (active === first || !stops.includes(active as HTMLElement) ? last : null) : active === last ? first : null;
    if (!to) return;
    e.preventDefault();
    to.focus();
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'klondike-settings-panel': KlondikeSettingsPanel;
  }
}
