/**
 * The end-of-game panels of `<klondike-solitaire>`, sub-parts that show the
 * game view the element sets on them: `<klondike-results-dialog>` (the win) and
 * `<klondike-stuck-dialog>` (no way forward). Their buttons send a
 * non-composed `dialog-action` event to the element, with `detail.action`:
 * `'new'`, `'same'`, `'review'` or `'undo'`.
 * @module
 */
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { customElement } from '../define.js';
import type { GameView } from '../context.js';
import type { ResultsExtras } from './results-extras.js';
import { formatClock, formatCount, formatScore } from '../i18n/format.js';
import './results-extras.js';
import { panelButtonStyles, panelFigureStyles, panelFrameStyles } from '../styles/panel.js';

/** What a dialog button asks the element to do. */
export type DialogAction = 'new' | 'same' | 'review' | 'undo';

const panelStyles = css`
  .panel {
    width: min(92%, 380px);
    max-height: 94%;
    padding: 18px 18px 16px;
    text-align: center;
  }
  h2 {
    margin: 0 0 6px;
    font-size: 22px;
  }
  p {
    margin: 0 0 14px;
    color: var(--_panel-muted, #4a554f);
  }
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 6px 16px;
    margin: 10px 0 16px;
    text-align: left;
    font-variant-numeric: tabular-nums;
  }
  .code {
    display: flex;
    gap: 8px;
    align-items: center;
    justify-content: flex-end;
  }
  code {
    font-size: 13px;
    user-select: all;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    justify-content: center;
  }
  button.primary {
    background: var(--_primary, #17703f);
    border-color: var(--_primary, #17703f);
    color: var(--_on-primary, #fff);
  }
  button.small {
    padding: 2px 10px;
    font-size: 12px;
  }
  /* A short table (a phone in portrait: the table's height follows its
     width): the figures two to a row and tighter spacing, so that New deal
     shows without scrolling inside the panel. */
  :host {
    container-type: size;
  }
  @container (max-height: 520px) {
    .panel {
      width: min(96%, 420px);
      padding: 10px 14px 12px;
    }
    h2 {
      margin-bottom: 2px;
      font-size: 18px;
    }
    p {
      margin-bottom: 8px;
    }
    dl {
      grid-template-columns: 1fr auto 1fr auto;
      gap: 2px 10px;
      margin: 6px 0 8px;
      font-size: 14px;
    }
    dt.deal {
      grid-column: 1;
    }
    dd.code {
      grid-column: 2 / -1;
    }
  }
`;

abstract class PanelBase extends LitElement {
  static override styles = [panelFrameStyles, panelButtonStyles, panelFigureStyles, panelStyles];

  /** The game state, set by the enclosing `<klondike-solitaire>`. */
  @property({ attribute: false })
  view?: GameView;

  protected act(action: DialogAction): void {
    this.dispatchEvent(new CustomEvent('dialog-action', { bubbles: true, detail: { action } }));
  }

  protected button(action: DialogAction, label: string, primary = false): TemplateResult {
    return html`<button class=${primary ? 'primary' : ''} data-action=${action} @click=${() => this.act(action)}>${label}</button>`;
  }

  /** The dialog's accessible name (its title). */
  protected abstract dialogLabel(): string;

  override firstUpdated(): void {
    this.setAttribute('role', 'dialog');
    this.setAttribute('aria-modal', 'true');
    (this.renderRoot.querySelector('button.primary') as HTMLElement | null)?.focus();
  }

  override updated(): void {
    // The title lives in the shadow root, out of reach of aria-labelledby.
    const label = this.view ? this.dialogLabel() : '';
    if (label && this.getAttribute('aria-label') !== label) this.setAttribute('aria-label', label);
  }
}

/**
 * The results panel shown on a win: time, moves, passes, cards placed, score
 * and the deal code with a Copy button; New deal / Same deal.
 * @summary Win panel of `<klondike-solitaire>`.
 */
@customElement('klondike-results-dialog')
export class KlondikeResultsDialog extends PanelBase {
  /** The deal of the day, the statistics and Share, passed by the element's frame (`ResultsExtrasController`). */
  @property({ attribute: false })
  extras?: ResultsExtras;

  @state() private copied: 'no' | 'yes' | 'failed' = 'no';

  private async copy(code: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(code);
      this.copied = 'yes';
    } catch {
      // Fallback: select the code so that the player can copy it by hand.
      const el = this.renderRoot.querySelector('code');
      const range = document.createRange();
      if (el) range.selectNodeContents(el);
      const sel = getSelection();
      sel?.removeAllRanges();
      sel?.addRange(range);
      let ok: boolean;
      try {
        ok = document.execCommand('copy');
      } catch {
        ok = false;
      }
      this.copied = ok ? 'yes' : 'failed';
    }
  }

  protected dialogLabel(): string {
    return this.view!.strings['win.title'];
  }

  override render() {
    const v = this.view;
    if (!v) return nothing;
    const { game, strings: s } = v;
    const locale = s['meta.locale'];
    const code = game.code;
    return html`<div class="panel">
      <h2>${s['win.title']}</h2>
      <dl>
        <dt>${s['win.time']}</dt><dd data-stat="time">${formatClock(v.timeMs, locale)}</dd>
        <dt>${s['win.moves']}</dt><dd data-stat="moves">${formatCount(game.stats.moves, locale)}</dd>
        <dt>${s['win.passes']}</dt><dd data-stat="passes">${formatCount(game.stats.passes, locale)}</dd>
        <dt>${s['win.cards']}</dt><dd data-stat="cards">${formatCount(game.stats.foundationCards, locale)}</dd>
        ${game.options.scoring !== 'none' ? html`<dt>${s['win.score']}</dt><dd data-stat="score">${formatScore(game, locale)}</dd>` : nothing}
        <dt class="deal">${s['win.code']}</dt>
        <dd class="code">
          <code>${code ?? s['win.explicit-deal']}</code>
          ${code
            ? html`<button class="small" data-action="copy" @click=${() => this.copy(code)}>
                ${this.copied === 'yes' ? s['win.copied'] : this.copied === 'failed' ? s['win.copy-failed'] : s['win.copy']}
              </button>`
            : nothing}
        </dd>
      </dl>
      <klondike-results-extras .view=${this.view} .extras=${this.extras}></klondike-results-extras>
      <div class="actions">${this.button('new', s['win.new'], true)} ${this.button('same', s['win.same'])}</div>
    </div>`;
  }
}

/**
 * The stuck panel: no move can change the game any more (or, with
 * `stuck="lost"`, it can no longer be won). Offers New deal, Replay this
 * deal, Review the table and Undo last move.
 * @summary Stuck panel of `<klondike-solitaire>`.
 */
@customElement('klondike-stuck-dialog')
export class KlondikeStuckDialog extends PanelBase {
  protected dialogLabel(): string {
    return this.view!.strings[this.view!.lost ? 'stuck.lost-title' : 'stuck.title'];
  }

  override render() {
    const v = this.view;
    if (!v) return nothing;
    const { game, strings: s } = v;
    return html`<div class="panel">
      <h2>${s[v.lost ? 'stuck.lost-title' : 'stuck.title']}</h2>
      <p>${s[v.lost ? 'stuck.lost-text' : 'stuck.text']}</p>
      <div class="actions">
        ${this.button('new', s['stuck.new'], true)} ${this.button('same', s['stuck.replay'])} ${this.button('review', s['stuck.review'])}
        ${game.canUndo ? this.button('undo', s['stuck.undo']) : nothing}
      </div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'klondike-results-dialog': KlondikeResultsDialog;
    'klondike-stuck-dialog': KlondikeStuckDialog;
  }
}
