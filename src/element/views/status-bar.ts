/**
 * The status bar of `<klondike-solitaire>` (`part="status"`): score (when the
 * game is scored), moves, passes and time, written for the element's locale
 * (Intl). A part of the element's own shadow tree that defines no custom
 * element: one `<div>` made once, which the frame's template places, and
 * whose content this part renders itself, so that a clock tick re-renders
 * the status alone, not the whole frame. It is a labelled group, not a live
 * region: the clock ticks every second and must not be read out (the
 * element's announcer says what matters).
 *
 * Its styles are the element's (styles/frame.ts): items on one row whose
 * gap follows the element's width; on a row too narrow for all of them the
 * least useful item (passes) goes last and drops out whole, never cut.
 * @module
 */
import { html, nothing, render } from 'lit';
import type { GameView } from '../context.js';
import { formatClock, formatCount, formatScore } from '../i18n/format.js';

/** The status bar's node and its content. */
export class StatusBar {
  /** The bar: the frame's template places this node (made on first use). */
  private bar?: HTMLDivElement;
  private hidden = '';
  private view?: GameView;

  /** The bar's node, made on first use (`part="status"`, a labelled group). */
  get node(): HTMLDivElement {
    if (!this.bar) {
      const bar = document.createElement('div');
      bar.setAttribute('part', 'status');
      bar.setAttribute('role', 'group');
      this.bar = bar;
      this.render();
    }
    return this.bar;
  }

  /**
   * Shows `view` (the wiring calls it after each commit, each clock tick and a
   * change of language) and leaves out `hidden` (`time`, `score`,
   * space-separated: `show-clock`, `show-score` off; unchanged when omitted).
   */
  show(view: GameView | undefined, hidden = this.hidden): void {
    if (view === this.view && hidden === this.hidden) return;
    this.view = view;
    this.hidden = hidden;
    this.render();
  }

  private render(): void {
    const bar = this.bar;
    const v = this.view;
    if (!bar || !v) return;
    const { game, strings } = v;
    const locale = strings['meta.locale'];
    const hide = this.hidden.split(' ');
    const item = (label: string, value: string, name: string) =>
      hide.includes(name)
        ? nothing
        : html`<span class="item" data-stat=${name}><span class="label">${label}</span><span class="value">${value}</span></span>`;
    const label = strings['status.label'];
    if (bar.getAttribute('aria-label') !== label) bar.setAttribute('aria-label', label);
    render(
      html`${game.options.scoring !== 'none' ? item(strings['status.score'], formatScore(game, locale), 'score') : nothing}
      ${item(strings['status.moves'], formatCount(game.stats.moves, locale), 'moves')}
      ${item(strings['status.passes'], formatCount(game.stats.passes, locale), 'passes')}
      ${item(strings['status.time'], formatClock(v.timeMs, locale), 'time')}`,
      bar,
    );
  }
}
