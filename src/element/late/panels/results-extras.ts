/**
 * The part of the results panel about saved deals and sharing: which day's
 * deal it was (`daily`), the local statistics of the draw mode (`stats`)
 * and the Share button. {@link ResultsExtrasController} (a late part) makes
 * the {@link ResultsExtras} of a won game; the results panel
 * (`dialogs.ts`) shows them with {@link ResultsExtrasView}, a template and
 * the Share button's state, in the element's own shadow root (no element
 * of its own: only `<klondike-solitaire>` is registered).
 * @module
 */
import { css, html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { Klondike } from '../../../engine/index.js';
import type { GameView } from '../../context.js';
import { formatClock, formatScore } from '../../i18n/format.js';
import type { DrawStats, KlondikeStats } from '../../first-paint/stats.js';
import { t } from '../../i18n/strings.js';

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

/** The styles of the extras (after the panels' common ones, see `styles/panel.ts`). */
export const resultsExtrasStyles = css`
  .extras .daily {
    margin: 0 0 10px;
    font-weight: 600;
  }
  .extras dl {
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
  .extras .share {
    display: flex;
    flex-direction: column;
    gap: 6px;
    align-items: center;
    margin: 0 0 12px;
  }
  .extras button {
    padding: 6px 16px;
  }
  .extras textarea {
    width: 100%;
    box-sizing: border-box;
    font: 12px/1.4 ui-monospace, monospace;
  }
  /* Inside a narrow dialog (see dialogs.ts): the figures one to a row. */
  @container klondike-end (max-width: 359px) {
    .extras dl {
      grid-template-columns: 1fr auto;
    }
  }
  /* Inside a short dialog (see dialogs.ts): tighter. */
  @container klondike-end (max-height: 520px) {
    .extras dl {
      margin-bottom: 8px;
      padding: 4px 8px;
    }
    .extras .share {
      margin-bottom: 8px;
    }
    .extras button {
      padding: 4px 14px;
    }
  }
`;

/** What the extras need from the element: a render, and its shadow root (the fallback selects the share text). */
export interface ResultsExtrasHost extends ReactiveControllerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/** The deal of the day, the statistics and Share, inside the results panel: the template and the Share button's outcome. */
export class ResultsExtrasView {
  private shared: 'no' | 'yes' | 'failed' = 'no';

  constructor(private readonly host: ResultsExtrasHost) {}

  /** Forgets Share's outcome (the results panel closed). */
  reset(): void {
    this.shared = 'no';
  }

  private async onShare(extras: ResultsExtras): Promise<void> {
    const ok = await extras.share();
    this.shared = ok ? 'yes' : 'failed';
    this.host.requestUpdate();
    if (!ok) await this.host.updateComplete.then(() => this.host.renderRoot.querySelector<HTMLTextAreaElement>('.extras textarea')?.select());
  }

  /** The extras of the won game `v`, or nothing before the late parts made them. */
  render(v: GameView, x: ResultsExtras | undefined): TemplateResult | typeof nothing {
    if (!x || !v.game.won) return nothing;
    const s = v.strings;
    const st = x.stats;
    const row = (key: 'stats.played' | 'stats.won' | 'stats.streak' | 'stats.best-streak' | 'stats.best-time' | 'stats.best-score', name: string, value: string | number) =>
      html`<dt>${s[key]}</dt><dd data-stat=${name}>${value}</dd>`;
    const bestScore = v.game.options.scoring === 'vegas' ? st?.bestVegas : v.game.options.scoring === 'normal' ? st?.bestScore : null;
    const locale = s['meta.locale'];
    const fmtScore = (score: number) => formatScore({ score, options: v.game.options }, locale);
    return html`<div class="extras">
      ${x.daily ? html`<p class="daily" data-daily=${x.daily}>${t('results.daily', { date: x.daily }, s)}</p>` : nothing}
      ${st
        ? html`<dl class="stats" aria-label=${s['stats.label']}>
            ${row('stats.played', 'played', st.played)} ${row('stats.won', 'won', `${st.won} (${st.played ? Math.round((100 * st.won) / st.played) : 0}%)`)}
            ${row('stats.streak', 'streak', st.streak)} ${row('stats.best-streak', 'best-streak', st.bestStreak)}
            ${row('stats.best-time', 'best-time', st.bestTimeMs === null ? '–' : formatClock(st.bestTimeMs, locale))}
            ${bestScore !== null && bestScore !== undefined ? row('stats.best-score', 'best-score', fmtScore(bestScore)) : nothing}
          </dl>`
        : nothing}
      <div class="share">
        <button data-action="share" @click=${() => void this.onShare(x)}>
          ${this.shared === 'yes' ? s['share.copied'] : this.shared === 'failed' ? s['share.copy-failed'] : s['share.button']}
        </button>
        ${this.shared === 'failed' ? html`<textarea readonly rows="3" aria-label=${s['share.button']} .value=${x.shareText() ?? ''}></textarea>` : nothing}
      </div>
    </div>`;
  }
}
