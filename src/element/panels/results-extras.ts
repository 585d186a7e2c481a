/**
 * The part of the results panel about saved deals and sharing:
 * `<klondike-results-extras>` shows which day's deal it was (`daily`), the
 * local statistics of the draw mode (`stats`) and the Share button. The
 * results dialog it sits in hands it the game view and these extras, which
 * the element's {@link ResultsExtrasController} makes and its frame passes
 * to the dialog.
 * @module
 */
import { LitElement, css, html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { customElement } from '../define.js';
import { property, state } from 'lit/decorators.js';
import type { Klondike } from '../../engine/index.js';
import type { GameView } from '../context.js';
import { formatClock, formatScore } from '../i18n/format.js';
import type { DrawStats, KlondikeStats } from '../controllers/stats.js';
import { t } from '../i18n/strings.js';
import { panelButtonStyles, panelFigureStyles } from '../styles/panel.js';

/** What the results panel shows besides the game itself. */
export interface ResultsExtras {
  /** The date of the deal of the day, or null. */
  readonly daily: string | null;
  /** The statistics of the game's draw mode, or null when `stats` is off. */
  readonly stats: DrawStats | null;
  /** Shares the won game (see `KlondikeSolitaire.share`). */
  share(): Promise<boolean>;
  /** The text Share copies, or null. */
  shareText(): string | null;
}

/** What the provider needs from the element. */
export interface ResultsExtrasSource {
  readonly game: Klondike | undefined;
  readonly dailyDate: string | null;
  readonly stats: KlondikeStats | null;
  share(): Promise<boolean>;
  readonly shareText: string | null;
}

/** The {@link ResultsExtras} that the frame hands to the results dialog, refreshed before each render while the game is won (when the panel can show). */
export class ResultsExtrasController implements ReactiveController {
  /** The extras of the won game (undefined before a win). */
  value?: ResultsExtras;
  private last = '';

  constructor(
    el: ReactiveControllerHost,
    private readonly host: ResultsExtrasSource,
  ) {
    el.addController(this);
  }

  hostUpdate(): void {
    const h = this.host;
    if (!h.game?.isWon()) return;
    const stats = h.stats;
    const draw = h.game.options.draw === 3 ? stats?.draw3 : stats?.draw1;
    const value: ResultsExtras = {
      daily: h.dailyDate,
      stats: draw ?? null,
      share: () => h.share(),
      shareText: () => h.shareText,
    };
    const sig = JSON.stringify([value.daily, value.stats, h.game.code, h.game.stats.moves]);
    if (sig === this.last) return;
    this.last = sig;
    this.value = value;
  }

}

/**
 * The deal of the day, the statistics and Share, inside the results panel.
 * @summary Results panel extras of `<klondike-solitaire>`.
 */
@customElement('klondike-results-extras')
export class KlondikeResultsExtras extends LitElement {
  static override styles = [
    panelButtonStyles,
    panelFigureStyles,
    css`
    :host {
      display: block;
    }
    .daily {
      margin: 0 0 10px;
      font-weight: 600;
    }
    dl {
      display: grid;
      grid-template-columns: 1fr auto 1fr auto;
      gap: 4px 10px;
      margin: 0 0 14px;
      padding: 8px 10px;
      border-radius: 10px;
      background: rgba(0, 0, 0, 0.05);
      font-size: 13px;
      text-align: left;
      font-variant-numeric: tabular-nums;
    }
    .share {
      display: flex;
      flex-direction: column;
      gap: 6px;
      align-items: center;
      margin: 0 0 12px;
    }
    button {
      padding: 6px 16px;
    }
    textarea {
      width: 100%;
      box-sizing: border-box;
      font: 12px/1.4 ui-monospace, monospace;
    }
    /* Inside a short dialog (see dialogs.ts): tighter. */
    @container (max-height: 520px) {
      dl {
        margin-bottom: 8px;
        padding: 4px 8px;
      }
      .share {
        margin-bottom: 8px;
      }
      button {
        padding: 4px 14px;
      }
    }
  `,
  ];

  /** The game state, from the results dialog. */
  @property({ attribute: false })
  view?: GameView;

  /** The extras, from the results dialog. */
  @property({ attribute: false })
  extras?: ResultsExtras;

  @state() private shared: 'no' | 'yes' | 'failed' = 'no';

  private async onShare(): Promise<void> {
    const ok = await this.extras?.share();
    this.shared = ok ? 'yes' : 'failed';
    if (!ok) await this.updateComplete.then(() => this.renderRoot.querySelector('textarea')?.select());
  }

  override render() {
    const v = this.view;
    const x = this.extras;
    if (!v || !x || !v.game.won) return nothing;
    const s = v.strings;
    const st = x.stats;
    const row = (key: 'stats.played' | 'stats.won' | 'stats.streak' | 'stats.best-streak' | 'stats.best-time' | 'stats.best-score', name: string, value: string | number) =>
      html`<dt>${s[key]}</dt><dd data-stat=${name}>${value}</dd>`;
    const bestScore = v.game.options.scoring === 'vegas' ? st?.bestVegas : v.game.options.scoring === 'normal' ? st?.bestScore : null;
    const locale = s['meta.locale'];
    const fmtScore = (score: number) => formatScore({ score, options: v.game.options }, locale);
    return html`${x.daily ? html`<p class="daily" data-daily=${x.daily}>${t('results.daily', { date: x.daily }, s)}</p>` : nothing}
      ${st
        ? html`<dl class="stats" aria-label=${s['stats.label']}>
            ${row('stats.played', 'played', st.played)} ${row('stats.won', 'won', `${st.won} (${st.played ? Math.round((100 * st.won) / st.played) : 0}%)`)}
            ${row('stats.streak', 'streak', st.streak)} ${row('stats.best-streak', 'best-streak', st.bestStreak)}
            ${row('stats.best-time', 'best-time', st.bestTimeMs === null ? '–' : formatClock(st.bestTimeMs, locale))}
            ${bestScore !== null && bestScore !== undefined ? row('stats.best-score', 'best-score', fmtScore(bestScore)) : nothing}
          </dl>`
        : nothing}
      <div class="share">
        <button data-action="share" @click=${() => void this.onShare()}>
          ${this.shared === 'yes' ? s['share.copied'] : this.shared === 'failed' ? s['share.copy-failed'] : s['share.button']}
        </button>
        ${this.shared === 'failed' ? html`<textarea readonly rows="3" aria-label=${s['share.button']} .value=${x.shareText() ?? ''}></textarea>` : nothing}
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'klondike-results-extras': KlondikeResultsExtras;
  }
}
