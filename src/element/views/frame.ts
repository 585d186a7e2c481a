/**
 * The element's whole template: the toolbar, the table (slots, cards,
 * message, overlays, dialogs), the status bar and the screen-reader help.
 * A function of plain data: the element passes its session's view, the
 * table's geometry and the toolbar's state.
 * @module
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Strings } from '../i18n/strings.js';
import type { TableView } from '../session/view.js';
import { barsHeight, coarsePointer, oneBar, tableHeight, toolbarFit, type ToolItem } from './bars.js';
import { indexSize, naturalHeight, PIPPED_MIN_W, type TableLayout } from './layout.js';
import { pipFieldWidth } from './pip-field.js';
import { px, styleProps } from './style-props.js';
import { renderTable, topCardOf } from './table.js';
import { renderMessage, renderToolbar, type ToolbarAction, type ToolbarState } from './toolbar.js';

/** Everything the frame shows. */
export interface FrameState {
  readonly view: TableView;
  /** The geometry, once the table was measured. */
  readonly layout: TableLayout | undefined;
  readonly size: { readonly w: number; readonly h: number };
  /** The toolbar's measured extent (one bar or two). */
  readonly toolsW: number;
  /** The toolbar's items as measured (words, some icons or icons only). */
  readonly tools: readonly ToolItem[];
  /** Cards shown without transitions (resize, first paint). */
  readonly still: boolean;
  /** The element's width before the table was measured. */
  readonly clientWidth: number;
  readonly strings: Strings;
  readonly locale: string;
  readonly replaying: boolean;
  readonly toolbar: Pick<ToolbarState, 'showHint' | 'canFinish' | 'finishing' | 'showFinish' | 'rulesUrl' | 'showSettings'>;
  /** The status bar's node (`part="status"`, views/status-bar.ts), rendered by its own part. */
  readonly status: HTMLElement;
  onToolbar(action: ToolbarAction): void;
  onAction(action: 'new' | 'same' | 'undo' | 'close' | 'review'): void;
  onTableClick(e: MouseEvent): void;
  /** The run panel, the "Dealing…" layer and the replay bar. */
  readonly overlays: TemplateResult;
  /** The results or stuck dialog, while one is open (once their module is here). */
  readonly endDialog?: TemplateResult | typeof nothing;
  /** The settings panel, while it is open. */
  readonly settingsPanel?: TemplateResult;
  /** The live region. */
  readonly announcer?: TemplateResult;
  /** The options that change the look, written on the frame for the styles (never on the host: the page's markup is the page's). */
  readonly look: FrameLook;
}

/** The options that change the look (see the element's attributes of the same names). */
export interface FrameLook {
  readonly theme: string;
  readonly felt: string;
  readonly cardBack: string;
  readonly animation: string;
  readonly fourColour: boolean;
  readonly largeIndex: boolean;
}

/** The element's template. */
export function renderFrame(f: FrameState): TemplateResult {
  const { view, layout: L, strings: s } = f;
  const game = view.game;
  const one = oneBar(f.size.w, f.toolsW);
  const fit = toolbarFit(f.tools, f.size.w || f.clientWidth || 640, coarsePointer());
  const look = f.look;
  const pipW = L ? pipFieldWidth(L.cardW, L.cardH, indexSize(L.cardH)) : 0;
  return html`<div
    class="frame ${fit} ${one ? 'one-bar' : ''} ${look.fourColour ? 'four-colour' : ''} ${look.largeIndex ? 'large-index' : ''}"
    data-theme=${look.theme}
    data-felt=${look.felt}
    data-back=${look.cardBack}
    data-animation=${look.animation}
    lang=${f.locale}
  >
    ${renderToolbar({ ...f.toolbar, fit, strings: s, canUndo: game.canUndo && !(game.won && !f.replaying), canHint: !game.won, onAction: f.onToolbar })}
    <div
      class="table ${f.still ? 'still' : ''} ${L && L.cardW >= PIPPED_MIN_W ? 'pipped' : ''} ${pipW ? '' : 'pips-off'} ${L?.rails ? 'rails' : ''} ${L?.hand === 'left' ? 'left-hand' : ''} ${game.won && !f.replaying ? 'won' : ''}"
      part="table"
      role="application"
      aria-label=${s['table.label']}
      aria-describedby="klondike-help"
      style=${styleProps({
        height: tableHeight(naturalHeight(f.size.w || f.clientWidth || 640), barsHeight(one)),
        '--cw': px(L?.cardW ?? 60),
        '--ch': px(L?.cardH ?? 84),
        '--idx': px(L ? indexSize(L.cardH) : 14),
        '--pipw': px(pipW),
        '--sx': px(L?.slots.S.x ?? 0),
        '--sy': px(L?.slots.S.y ?? 0),
      })}
      @click=${f.onTableClick}
    >
      ${L
        ? renderTable({
            game,
            layout: L,
            strings: s,
            order: view.order,
            selected: view.selected,
            hinted: new Set(view.hint?.cards ?? []),
            hintPile: view.hint?.pile ?? null,
            hintTarget: topCardOf(game, view.hint?.pile ?? null),
            flying: view.flying,
            drag: view.drag,
          })
        : nothing}
      ${renderMessage(s, view.message, game.canUndo, f.onAction)} ${f.overlays}
      ${f.endDialog ?? nothing} ${f.settingsPanel ?? nothing}
    </div>
    ${f.status}
    <div id="klondike-help" class="sr-only">${s['table.help']}</div>
    ${f.announcer}
  </div>`;
}
