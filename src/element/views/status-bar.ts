/**
 * `<klondike-status-bar>`: score (when the game is scored), moves, passes and
 * time, written for the element's locale (Intl). A sub-part of
 * `<klondike-solitaire>`, which sets its `view`. It is a
 * labelled group, not a live region: the clock ticks every second and must
 * not be read out (the element's announcer says what matters).
 * @module
 */
import { LitElement, css, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { customElement } from '../define.js';
import type { GameView } from '../context.js';
import { formatClock, formatCount, formatScore } from '../i18n/format.js';

/**
 * The status bar of `<klondike-solitaire>`; shows the {@link GameView} it is given.
 * @summary Score, moves, passes and time of the game in progress.
 */
@customElement('klondike-status-bar')
export class KlondikeStatusBar extends LitElement {
  static override styles = css`
    :host {
      display: flex;
      justify-content: center;
      gap: clamp(10px, 4vw, 28px);
      padding: 5px 10px 6px;
      font-size: 13px;
      background: var(--_bar, rgba(0, 0, 0, 0.28));
      border-top: 1px solid rgba(255, 255, 255, 0.08);
      color: var(--_on-felt, #fff);
      font-variant-numeric: tabular-nums;
    }
    .item {
      display: flex;
      gap: 5px;
      align-items: baseline;
      white-space: nowrap;
    }
    .label {
      color: var(--_on-felt-muted, #dfe8e2);
      font-size: 12px;
    }
    .value {
      font-weight: 700;
    }
    :host([hide~='time']) [data-stat='time'],
    :host([hide~='score']) [data-stat='score'] {
      display: none;
    }
  `;

  /** The game state, from the enclosing `<klondike-solitaire>`. */
  @property({ attribute: false })
  view?: GameView;

  override render() {
    const v = this.view;
    if (!v) return nothing;
    const { game, strings } = v;
    const locale = strings['meta.locale'];
    const item = (label: string, value: string, name: string) =>
      html`<span class="item" data-stat=${name}><span class="label">${label}</span><span class="value">${value}</span></span>`;
    return html`${game.options.scoring !== 'none' ? item(strings['status.score'], formatScore(game, locale), 'score') : nothing}
    ${item(strings['status.moves'], formatCount(game.stats.moves, locale), 'moves')}
    ${item(strings['status.passes'], formatCount(game.stats.passes, locale), 'passes')}
    ${item(strings['status.time'], formatClock(v.timeMs, locale), 'time')}`;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.setAttribute('role', 'group');
  }

  override updated(): void {
    const label = this.view?.strings['status.label'];
    if (label && this.getAttribute('aria-label') !== label) this.setAttribute('aria-label', label);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'klondike-status-bar': KlondikeStatusBar;
  }
}
