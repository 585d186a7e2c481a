/**
 * The settings panel of `<klondike-solitaire>`: the player's settings over
 * the table (see `settings.ts`). Native radios and checkboxes in labelled
 * groups, so the keyboard (Tab, arrows, Space) and screen readers reach
 * every control. It shows only the settings the host allows, and calls the
 * element back with what the player picks (`onInput(setting, value)`) and
 * its buttons (`onAction`: `'deal'`, deal now under the new rules;
 * `'close'`). A modal dialog (`modal.ts`): the table behind is inert, Tab
 * goes round its controls, Escape closes it, and the focus goes back to
 * where the player was (the gear, or the pile). A template in the element's own shadow root
 * (no element of its own: only `<klondike-solitaire>` is registered);
 * {@link SettingsPanel}, made once per element when this module arrives
 * (on first use, `loader.ts`), adds its styles there.
 * @module
 */
import { css, html, nothing, unsafeCSS, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { addStyles } from '../../styles/adopt.js';
import { ModalFocus } from './modal.js';
import type { StringKey, Strings } from '../../i18n/strings.js';
import { RULE_SETTINGS, SETTING_VALUES, type SettingName, type SettingValues } from '../../settings.js';
import { BACK_ART, CARD_BACKS, FELT_COLOURS, FELTS } from '../../styles/card-art.js';
import { panelButtonStyles, panelFrameStyles } from '../../styles/panel.js';

/** On/off settings, shown as checkboxes (`hand`: checked = left). */
const TOGGLES: readonly SettingName[] = ['show-clock', 'show-score', 'hand', 'four-colour', 'large-index', 'sound'];

const swatchRules = [
  ...CARD_BACKS.map((b) => `.settings .back-${b}{background-color:${BACK_ART[b].colour};background-image:${BACK_ART[b].art}}`),
  ...FELTS.map((f) => `.settings .felt-${f}{background:radial-gradient(circle at 50% 40%, ${FELT_COLOURS[f]}, #0006 140%)}`),
].join('');

const styles = css`
  /* The panel's layer is as big as the table: a short table (a phone in
     portrait, a narrow column) tightens the panel (klondike-settings). */
  .dialog.settings {
    container: klondike-settings / size;
    z-index: 450;
    font-size: max(14px, 0.875rem);
  }
  .settings .panel {
    container-type: inline-size;
    --_pad: 16px;
    --_pad-top: 14px;
    width: min(94%, 440px);
    max-height: 96%;
  }
  .settings header {
    display: flex;
    align-items: center;
    justify-content: space-between;
  }
  .settings h2 {
    margin: 0;
    font-size: max(20px, 1.25rem);
  }
  .settings h3 {
    margin: 12px 0 4px;
    font-size: 12px;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: var(--_panel-muted, #4a554f);
  }
  .settings fieldset {
    border: 0;
    margin: 0;
    padding: 5px 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 10px;
  }
  .settings legend {
    float: left;
    min-width: 7.5em;
    padding: 0;
  }
  /* A narrow panel: each group under its name. */
  @container (max-width: 400px) {
    .settings legend {
      float: none;
      width: 100%;
    }
  }
  @container klondike-settings (max-height: 420px) {
    .settings .panel {
      --_pad-top: 6px;
      max-height: calc(100% - 8px);
    }
    .settings h2 {
      font-size: max(17px, 1.0625rem);
    }
    .settings h3 {
      margin: 4px 0 0;
    }
    .settings fieldset {
      padding: 2px 0;
    }
    .settings .panel > .actions {
      padding-top: 6px;
      padding-bottom: 8px;
    }
  }
  .settings .panel:focus {
    outline: none;
  }
  /* A pill on one row; on two (a narrow panel), a rounded box whose corners
     leave every option whole. */
  .settings .seg {
    display: inline-flex;
    flex-wrap: wrap;
    border: 1px solid var(--_panel-border, #b9c4bd);
    border-radius: 22px;
    overflow: hidden;
  }
  .settings .seg label {
    position: relative;
  }
  .settings .seg span {
    display: block;
    padding: 5px 11px;
    cursor: pointer;
  }
  .settings input {
    accent-color: var(--_panel-accent, #1d6a45);
  }
  .settings .seg input,
  .settings .swatch input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  .settings .seg input:checked + span {
    background: var(--_panel-accent, #1d6a45);
    color: #fff;
  }
  .settings .seg input:focus-visible + span,
  .settings .swatch input:focus-visible + span {
    outline: 3px solid var(--_focus-on-panel, #b07d00);
    outline-offset: -3px;
  }
  .settings .toggles {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
    gap: 2px 12px;
  }
  .settings .toggles label {
    display: flex;
    gap: 8px;
    align-items: center;
    padding: 5px 0;
    cursor: pointer;
  }
  .settings .toggles input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 0;
  }
  .settings .swatches {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .settings .swatch {
    position: relative;
  }
  .settings .chip {
    display: block;
    width: 30px;
    height: 42px;
    border-radius: 4px;
    border: 3px solid #fff;
    box-shadow: 0 0 0 1px #0004;
  }
  .settings .felt .chip {
    width: 42px;
    height: 30px;
  }
  .settings .swatch input:checked + .chip {
    box-shadow: 0 0 0 3px var(--_panel-accent, #1d6a45);
  }
  ${unsafeCSS(swatchRules)}
  .settings .note {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
    margin: 4px 0 0;
    color: var(--_panel-muted, #4a554f);
  }
  .settings .actions {
    display: flex;
    justify-content: flex-end;
  }
  .settings button.primary {
    background: var(--_panel-accent, #1d6a45);
    border-color: transparent;
    color: #fff;
  }
  .settings button.close {
    border: 0;
    background: none;
    font-size: 18px;
    padding: 4px 10px;
  }
  /* A finger: every control's target at least 44 × 44 CSS px (the
     radios' and checkboxes' labels are their targets). */
  @media (pointer: coarse) {
    .settings .seg span {
      box-sizing: border-box;
      min-width: 44px;
      min-height: 44px;
      display: flex;
      align-items: center;
      justify-content: center;
    }
    .settings .toggles label {
      min-height: 44px;
      padding: 0;
    }
    .settings .swatches {
      gap: 2px;
    }
    .settings .swatch {
      display: grid;
      place-items: center;
      min-width: 44px;
      min-height: 44px;
    }
  }
  /* Forced colours: the chosen value of each group marked with the system highlight. */
  @media (forced-colors: active) {
    .settings .seg input:checked + span {
      forced-color-adjust: none;
      background: Highlight;
      color: HighlightText;
    }
    .settings .swatch input:checked + .chip {
      outline: 3px solid Highlight;
      outline-offset: 2px;
    }
    .settings .chip {
      forced-color-adjust: none;
    }
  }
  .settings .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

/** What the settings panel shows, and where the player's choices go. */
export interface SettingsPanelState {
  /** Every setting's value (rules: those of the next deal). */
  readonly values: SettingValues;
  /** The settings the player may change; the others are not shown. */
  readonly allowed: ReadonlySet<SettingName>;
  /** True when rules wait for the next deal. */
  readonly pending: boolean;
  /** The element's strings. */
  readonly strings: Strings;
  /** The player picked `value` for `setting`. */
  onInput(setting: SettingName, value: string): void;
  /** A button: deal now under the new rules, or close the panel. */
  onAction(action: 'deal' | 'close'): void;
}

/** What the panel needs from the element: renders, and its shadow root (where the panel lives). */
export interface SettingsPanelHost extends ReactiveControllerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/**
 * The settings panel of one element: its template; focus goes into the
 * panel when it opens (Tab then reaches each control).
 */
export class SettingsPanel {
  private readonly modal: ModalFocus;

  constructor(host: SettingsPanelHost) {
    addStyles(host.renderRoot, [panelFrameStyles, panelButtonStyles, styles]);
    this.modal = new ModalFocus(host, { selector: '.dialog.settings', initialFocus: (panel) => panel.querySelector('.panel') });
  }

  /** The panel (its scrim and its card). */
  render(st: SettingsPanelState): TemplateResult {
    const s = st.strings;
    const v = st.values;
    const show = (n: SettingName) => st.allowed.has(n);
    const rules = RULE_SETTINGS.filter(show);
    const toggles = TOGGLES.filter(show);
    // Clicks stay in the panel (none is a tap on the table under it); one on the scrim around it closes it.
    const onClick = (e: MouseEvent): void => {
      e.stopPropagation();
      if (e.target === e.currentTarget) st.onAction('close');
    };
    return html`<div class="dialog settings" part="dialog settings" data-panel="settings" @click=${onClick} @keydown=${(e: KeyboardEvent) => this.onKey(e, st)}>
      <div class="panel" role="dialog" aria-modal="true" aria-labelledby="settings-title" tabindex="-1">
        <div class="body">
          <header>
            <h2 id="settings-title">${s['settings.title']}</h2>
            <button class="close" aria-label=${s['dialog.close']} @click=${() => st.onAction('close')}>&#x2715;</button>
          </header>
          ${rules.length
            ? html`<section>
                <h3>${s['settings.rules']}</h3>
                ${rules.map((n) => this.choice(st, n, v[n]))}
                <p class="note" role="status">
                  ${st.pending
                    ? html`<span>${s['settings.rules-note']}</span>
                        <button data-action="deal" @click=${() => st.onAction('deal')}>${s['settings.deal-now']}</button>`
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
                          ><input type="checkbox" name=${n} .checked=${v[n] === (n === 'hand' ? 'left' : 'on')} @change=${(e: Event) => this.toggled(st, n, e)} /><span
                            >${s[`settings.${n}` as StringKey]}</span
                          ></label
                        >`,
                      )}
                    </div>`
                  : nothing}
                ${show('animation') ? this.choice(st, 'animation', v.animation) : nothing} ${show('card-back') ? this.swatches(st, 'card-back', 'back', v['card-back']) : nothing}
                ${show('felt') ? this.swatches(st, 'felt', 'felt', v.felt) : nothing}
              </section>`
            : nothing}
        </div>
        <div class="actions"><button class="primary" data-action="close" @click=${() => st.onAction('close')}>${s['settings.done']}</button></div>
      </div>
    </div>`;
  }

  /** A radio group shown as a segmented control. */
  private choice(st: SettingsPanelState, name: SettingName, current: string): TemplateResult {
    const s = st.strings;
    return html`<fieldset>
      <legend>${s[`settings.${name}` as StringKey]}</legend>
      <div class="seg">
        ${SETTING_VALUES[name].map(
          (value) => html`<label
            ><input type="radio" name=${name} .value=${value} .checked=${value === current} @change=${() => st.onInput(name, value)} /><span
              >${s[`settings.${name}-${value}` as StringKey]}</span
            ></label
          >`,
        )}
      </div>
    </fieldset>`;
  }

  /** A radio group of colour chips (card backs, felts), each named for screen readers. */
  private swatches(st: SettingsPanelState, name: 'card-back' | 'felt', kind: 'back' | 'felt', current: string): TemplateResult {
    const s = st.strings;
    return html`<fieldset class=${kind}>
      <legend>${s[`settings.${name}` as StringKey]}</legend>
      <div class="swatches">
        ${SETTING_VALUES[name].map((value) => {
          const label = s[`settings.${kind}-${value}` as StringKey];
          return html`<label class="swatch" title=${label}
            ><input type="radio" name=${name} .value=${value} .checked=${value === current} aria-label=${label} @change=${() => st.onInput(name, value)} /><span
              class="chip ${kind}-${value}"
            ></span
          ></label>`;
        })}
      </div>
    </fieldset>`;
  }

  private toggled(st: SettingsPanelState, name: SettingName, e: Event): void {
    const on = (e.target as HTMLInputElement).checked;
    st.onInput(name, name === 'hand' ? (on ? 'left' : 'right') : on ? 'on' : 'off');
  }

  /** Keys stay in the panel (the table's shortcuts wait); Tab goes round its controls (a modal dialog); Escape closes it. */
  private onKey(e: KeyboardEvent, st: SettingsPanelState): void {
    e.stopPropagation();
    this.modal.onKeyDown(e, () => st.onAction('close'));
  }
}
