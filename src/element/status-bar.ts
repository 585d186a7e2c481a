/**
 * `<klondike-status-bar>`: score (when the game is scored), moves, passes and
 * time. A sub-part of `<klondike-solitaire>` that reads the game through
 * @lit/context.
 * @module
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import { consume } from '@lit/context';
import { formatTime, gameContext, type GameView } from './context.js';

/**
 * The status bar of `<klondike-solitaire>`; consumes {@link gameContext}.
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
      background: rgba(0, 0, 0, 0.28);
      border-top: 1px solid rgba(255, 255, 255, 0.08);
      color: rgba(255, 255, 255, 0.92);
      font-variant-numeric: tabular-nums;
    }
    .item {
      display: flex;
      gap: 5px;
      align-items: baseline;
      white-space: nowrap;
    }
    .label {
      opacity: 0.7;
      font-size: 12px;
    }
    .value {
      font-weight: 700;
    }
  `;

  /** The game state, from the enclosing `<klondike-solitaire>`. */
  @consume({ context: gameContext, subscribe: true })
  view?: GameView;

  override render() {
    const v = this.view;
    if (!v) return nothing;
    const { game, strings } = v;
    const item = (label: string, value: string | number, name: string) =>
      html`<span class="item" data-stat=${name}><span class="label">${label}</span><span class="value">${value}</span></span>`;
    return html`${game.options.scoring !== 'none' ? item(strings['status.score'], game.scoreText, 'score') : nothing}
    ${item(strings['status.moves'], game.stats.moves, 'moves')} ${item(strings['status.passes'], game.stats.passes, 'passes')}
    ${item(strings['status.time'], formatTime(v.timeMs), 'time')}`;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.setAttribute('role', 'status');
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'klondike-status-bar': KlondikeStatusBar;
  }
}
