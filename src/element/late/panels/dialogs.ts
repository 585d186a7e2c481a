/**
 * The end-of-game panels of `<klondike-solitaire>`: the results panel (the
 * win) and the stuck panel (no way forward). They are templates that the
 * element renders in its own shadow root, over the table (no element of
 * their own: only `<klondike-solitaire>` is registered); {@link EndDialogs},
 * made once per element when this module arrives (a lazy chunk, see
 * `loader.ts`), holds their small state (Copy's and Share's outcome)
 * and adds their styles to the element's shadow root. Their buttons call
 * the element back with a {@link DialogAction}. Each is a modal dialog
 * (`modal.ts`): the table behind is inert, Tab stays inside, Escape
 * closes it to the table (`'review'`), and the focus goes back to the pile
 * the player was on.
 * @module
 */
import { css, html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { GameView } from '../../context.js';
import { formatClock, formatCount, formatScore } from '../../i18n/format.js';
import { ResultsExtrasView, resultsExtrasStyles, type ResultsExtras } from './results-extras.js';
import { addStyles } from '../../styles/adopt.js';
import { ModalFocus } from './modal.js';
import { panelButtonStyles, panelFigureStyles, panelFrameStyles } from '../../styles/panel.js';

/** What a dialog button asks the element to do. */
export type DialogAction = 'new' | 'same' | 'review' | 'undo';

const dialogStyles = css`
  .dialog.end .panel {
    --_pad: 18px;
    --_pad-top: 18px;
    width: min(92%, 380px);
    max-height: 94%;
    text-align: center;
  }
  .end .body > h2 {
    margin: 0 0 6px;
    font-size: max(22px, 1.375rem);
  }
  .end .body > p {
    margin: 0 0 14px;
    color: var(--_panel-muted, #4a554f);
  }
  .end .body > dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 6px 16px;
    margin: 10px 0 16px;
    text-align: left;
    font-variant-numeric: tabular-nums;
  }
  .end .code {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 8px;
    align-items: center;
    justify-content: flex-end;
  }
  .end code {
    font-size: 13px;
    user-select: all;
  }
  .end .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    justify-content: center;
  }
  .end button.primary {
    background: var(--_primary, #17703f);
    border-color: var(--_primary, #17703f);
    color: var(--_on-primary, #fff);
  }
  .end button.small {
    padding: 2px 10px;
    font-size: 12px;
  }
  /* The dialog's layer is as big as the table: the panel follows the
     table's size (klondike-end), never the window's. */
  .dialog.end {
    container: klondike-end / size;
  }
  /* A narrow table (a blog's column, a small phone): the buttons two to a
     row, their words on two lines if need be, the first alone on its row
     when they are odd in number; so that four of them take two rows. */
  @container klondike-end (max-width: 359px) {
    .dialog.end .panel {
      --_pad: 12px;
      width: calc(100% - 16px);
    }
    .end .actions {
      display: grid;
      grid-template-columns: 1fr 1fr;
      gap: 6px;
    }
    .end .actions > button {
      white-space: normal;
      hyphens: auto;
      overflow-wrap: break-word;
      line-height: 1.2;
      padding: 6px;
      border-radius: 14px;
    }
    .end .actions > button:first-child:nth-last-child(odd) {
      grid-column: 1 / -1;
    }
  }
  /* A short table (a phone in portrait: the table's height follows its
     width): the figures two to a row and tighter spacing, so that more
     shows at once; the rest scrolls under the buttons. */
  @container klondike-end (max-height: 520px) {
    .dialog.end .panel {
      --_pad: 14px;
      --_pad-top: 10px;
      width: min(96%, 420px);
    }
    .end .body > h2 {
      margin-bottom: 2px;
      font-size: max(18px, 1.125rem);
    }
    .end .body > p {
      margin-bottom: 8px;
    }
    .end .body > dl {
      grid-template-columns: 1fr auto 1fr auto;
      gap: 2px 10px;
      margin: 6px 0 8px;
      font-size: max(14px, 0.875rem);
    }
    .end dt.deal {
      grid-column: 1;
    }
    .end dd.code {
      grid-column: 2 / -1;
    }
    .end .panel > .actions {
      padding-top: 8px;
      padding-bottom: 10px;
    }
  }
  /* Narrow and short: the figures back to one to a row (four columns do not fit). */
  @container klondike-end (max-width: 359px) and (max-height: 520px) {
    .dialog.end .panel {
      --_pad: 12px;
      width: calc(100% - 16px);
    }
    .end .body > dl {
      grid-template-columns: 1fr auto;
    }
    .end dd.code {
      grid-column: 2;
    }
  }
`;

/** What the dialogs need from the element: renders, and its shadow root (where they live). */
export interface DialogsHost extends ReactiveControllerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/** What the dialogs show, and where their buttons go. */
export interface EndDialogState {
  /** The game state (its `panel` says which dialog shows, if any). */
  readonly view: GameView;
  /** The deal of the day, the statistics and Share (once the late parts made them). */
  readonly extras: ResultsExtras | undefined;
  /** A dialog button was pressed. */
  onAction(action: DialogAction): void;
}

/**
 * The results and stuck panels of one element: their templates and their
 * state. A dialog that shows takes the focus on its main button.
 */
export class EndDialogs {
  private copied: 'no' | 'yes' | 'failed' = 'no';
  private readonly extras: ResultsExtrasView;
  private readonly modal: ModalFocus;

  constructor(private readonly host: DialogsHost) {
    addStyles(host.renderRoot, [panelFrameStyles, panelButtonStyles, panelFigureStyles, dialogStyles, resultsExtrasStyles]);
    this.extras = new ResultsExtrasView(host);
    this.modal = new ModalFocus(host, { selector: '.dialog.end', initialFocus: (panel) => panel.querySelector('button.primary') });
  }

  /** The dialog of `s.view.panel` (results, stuck or lost), or nothing. */
  render(s: EndDialogState): TemplateResult | typeof nothing {
    const panel = s.view.panel;
    if (panel !== 'results') {
      this.copied = 'no';
      this.extras.reset();
    }
    if (panel === 'results') return this.results(s);
    if (panel === 'stuck' || panel === 'lost') return this.stuck(s);
    return nothing;
  }

  private button(s: EndDialogState, action: DialogAction, label: string, primary = false): TemplateResult {
    return html`<button class=${primary ? 'primary' : ''} data-action=${action} @click=${() => s.onAction(action)}>${label}</button>`;
  }

  /** The scrim and panel of a dialog named `label` (a modal dialog: Escape goes back to the table): its `body` scrolls if need be, its `actions` stay in view. */
  private frame(st: EndDialogState, kind: 'results' | 'stuck', label: string, body: TemplateResult, actions: TemplateResult): TemplateResult {
    return html`<div
      class="dialog end"
      part="dialog"
      data-panel=${kind}
      role="dialog"
      aria-modal="true"
      aria-label=${label}
      aria-describedby=${kind === 'stuck' ? 'klondike-dialog-text' : nothing}
      @keydown=${(e: KeyboardEvent) => this.modal.onKeyDown(e, () => st.onAction('review'))}
    >
      <div class="panel"><div class="body">${body}</div>${actions}</div>
    </div>`;
  }

  private async copy(code: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(code);
      this.copied = 'yes';
    } catch {
      // Fallback: select the code so that the player can copy it by hand.
      const el = this.host.renderRoot.querySelector('.dialog.end code');
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
    this.host.requestUpdate();
  }

  /** The results panel shown on a win: time, moves, passes, cards placed, score and the deal code with a Copy button; New deal / Same deal. */
  private results(st: EndDialogState): TemplateResult {
    const v = st.view;
    const { game, strings: s } = v;
    const locale = s['meta.locale'];
    const code = game.code;
    return this.frame(
      st,
      'results',
      s['win.title'],
      html`<h2>${s['win.title']}</h2>
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
              ? html`<button class="small" data-action="copy" @click=${() => void this.copy(code)}>
                  ${this.copied === 'yes' ? s['win.copied'] : this.copied === 'failed' ? s['win.copy-failed'] : s['win.copy']}
                </button>`
              : nothing}
          </dd>
        </dl>
        ${this.extras.render(v, st.extras)}`,
      html`<div class="actions">${this.button(st, 'new', s['win.new'], true)} ${this.button(st, 'same', s['win.same'])}</div>`,
    );
  }

  /**
   * The stuck panel: no move can change the game any more (or, with
   * `stuck="lost"`, it can no longer be won). Offers New deal, Replay this
   * deal, Review the table and Undo last move.
   */
  private stuck(st: EndDialogState): TemplateResult {
    const v = st.view;
    const { game, strings: s } = v;
    const title = s[v.lost ? 'stuck.lost-title' : 'stuck.title'];
    return this.frame(
      st,
      'stuck',
      title,
      html`<h2>${title}</h2>
        <p id="klondike-dialog-text">${s[v.lost ? 'stuck.lost-text' : 'stuck.text']}</p>`,
      html`<div class="actions">
          ${this.button(st, 'new', s['stuck.new'], true)} ${this.button(st, 'same', s['stuck.replay'])} ${this.button(st, 'review', s['stuck.review'])}
          ${game.canUndo ? this.button(st, 'undo', s['stuck.undo']) : nothing}
        </div>`,
    );
  }
}
