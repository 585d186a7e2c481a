import { html, nothing, type PropertyValues } from 'lit';
import { state } from 'lit/decorators.js';
import { customElement } from './define.js';
import { styleProps } from './views/style-props.js';
import { Klondike, type MoveNotation, type SolvitaireDeal } from '../engine/index.js';
import { emit, type MoveSource } from './events.js';
import { TapController } from './input/tap.js';
import { KlondikeInput } from './klondike-input.js';
import { renderMessage, renderToolbar } from './views/toolbar.js';
import { DragController, dragStyles } from './input/drag.js';
import { KeyboardController } from './input/keyboard.js';
import { RunPanelController, runPanelStyles } from './panels/run-panel.js';
import { indexSize, naturalHeight, PIPPED_MIN_W } from './views/layout.js';
import { movingCard, movingCards, moveTarget } from './session/moves.js';
import type { HintOutcome } from './controllers/solver-client.js';
import { frameStyles, cardStyles } from './styles/frame.js';
import { renderTable } from './views/table.js';
import { Announcer } from './controllers/announcer.js';
import { replayStyles } from './controllers/replay.js';
import './views/status-bar.js';
import { barsHeight, oneBar, tableHeight, toolsExtent } from './views/bars.js';
import { loadDialogs, whenIdle } from './lazy-parts.js';

const HINT_MS = 1500;
const MESSAGE_MS = 2600;

/**
 * A playable Klondike solitaire: tap, click (drag and keyboard come from
 * the input controllers), undo, hints, Finish, results. Sizes itself to its
 * container; resizing keeps the game.
 *
 * Rule changes mid-game: setting `draw`, `scoring`, `passes` or `takeback`
 * while a game is on redeals the SAME deal number under the new rules (a new
 * game: `klondike-new-game` fires). `undo-limit` and `stuck` apply live,
 * without a redeal (moves made final under a lower limit stay final).
 * Setting `code` starts that deal; an invalid code logs a warning, fires
 * `klondike-error`, shows a message and keeps the game in progress (`code`
 * then reads the current game's code again). A `code` fixes draw, scoring,
 * passes and take-back: it wins over those attributes. An invalid attribute
 * value logs one console warning and the default is used (and reflected).
 *
 * Saved games and deals: `persist` keeps the game in progress (position,
 * history, clock) in localStorage under `klondike-solitaire:<key>` (`persist`
 * alone: key "default"; a won game's save is removed; an unreadable save is
 * ignored with one warning). `winnable` draws new random deals among deals
 * the solver proves winnable (300 ms each, in a worker; "Dealing…" meanwhile).
 * `daily` deals the deal of the day (the player's local date, or
 * `daily="YYYY-MM-DD"`), the same as `klondike daily DATE` under the same
 * rules; New deal leaves it (the attribute is removed). `stats` keeps local
 * statistics (`el.stats`, `el.resetStats()`), shown in the results panel.
 * `el.record` is the game record; `el.replay(record)` replays one with a
 * replay bar; Share (results panel, `el.share()`) copies a short text with
 * the record link under `share-url`. See the README, "Game records".
 *
 * Languages: English and French (`lang`, else the page's, else the
 * browser's); see `src/element/i18n/index.ts` to add one. Accessibility: the
 * table is an ARIA application (arrow keys reach the element in a screen
 * reader's focus mode); piles are buttons named after what they hold, cards
 * are named ("7 of hearts", "Face-down card"); moves, messages, the win and
 * the stuck state are announced in a polite live region. Themes: `theme`
 * light / dark / auto (follows `prefers-color-scheme`).
 *
 * @summary Klondike solitaire as a web component.
 *
 * @event {CustomEvent<KlondikeWinDetail>} klondike-win - All 52 cards are home; fired once per win. Detail: score, scoreText, moves, passes, timeMs, code.
 * @event {CustomEvent<KlondikeScoreChangeDetail>} klondike-score-change - The score changed. Detail: score, previous, scoreText.
 * @event {CustomEvent<KlondikeNewGameDetail>} klondike-new-game - A deal starts. Detail: code, options.
 * @event {CustomEvent<KlondikeMoveDetail>} klondike-move - A move was played. Detail: move, cards, flipped, score, source.
 * @event {CustomEvent<KlondikeUndoDetail>} klondike-undo - A move was undone. Detail: move.
 * @event {CustomEvent<KlondikeUndoDetail>} klondike-redo - A move was redone. Detail: move.
 * @event {CustomEvent<KlondikeInvalidMoveDetail>} klondike-invalid-move - A move was refused, the table is unchanged. Detail: move, reason, message.
 * @event {CustomEvent<KlondikeStuckDetail>} klondike-stuck - Proven dead end (not with stuck="silent"). Detail: lost (true: moves remain but the game is proven lost, only with stuck="lost").
 * @event {CustomEvent<KlondikeErrorDetail>} klondike-error - A request could not be done (e.g. invalid code). Detail: message.
 * @event {CustomEvent<KlondikeShareDetail>} klondike-share - Share was pressed after a win; cancelable (preventDefault: no copy). Detail: text, record, url.
 * @event {CustomEvent<KlondikeReplayEndDetail>} klondike-replay-end - A replay ended; play resumes at the position reached. Detail: record, played, total, completed, won.
 *
 * @csspart table - The felt with the piles and cards.
 * @csspart stock - The stock pile.
 * @csspart waste - The waste pile.
 * @csspart foundation - Each of the four foundations (`data-pile` Fs, Fh, Fd, Fc).
 * @csspart column - Each of the seven columns (`data-pile` 1..7).
 * @csspart card - Every card node; face-up ones carry `data-card` (e.g. `Th`).
 * @csspart toolbar - The button bar (New deal, Undo, Hint, Finish).
 * @csspart rules-link - The "Rules" link at the end of the toolbar (only with `rules-url`).
 * @csspart status - The status bar (score, moves, passes, time).
 * @csspart dialog - The results and stuck panels.
 * @csspart message - The short message shown on the table.
 * @csspart replay - The replay bar (Play/Pause, Step, speed, Play from here) while a replay runs.
 * @csspart dealing - The "Dealing…" layer while a proven deal (winnable, daily) is searched.
 *
 * @cssproperty --klondike-animation-ms - Duration of card moves (default 220ms; 0ms turns animation off).
 * @cssproperty --klondike-felt - Felt colour (light #17703f, dark #123526).
 * @cssproperty --klondike-felt-dark - Felt colour at the edges.
 * @cssproperty --klondike-text - Text colour on the felt (toolbar, status bar).
 * @cssproperty --klondike-card-face - Colour of the card faces (light #fff, dark #e4e1d8).
 * @cssproperty --klondike-card-back - Colour of the card backs.
 * @cssproperty --klondike-red - Colour of hearts and diamonds.
 * @cssproperty --klondike-black - Colour of spades and clubs.
 * @cssproperty --klondike-diamonds - Colour of diamonds in the four-colour deck (`four-colour`; default #1d5bbf).
 * @cssproperty --klondike-clubs - Colour of clubs in the four-colour deck (default #166a2c).
 * @cssproperty --klondike-accent - Highlight colour (selection, hints, focus).
 * @cssproperty --klondike-panel - Background of the dialogs (results, stuck).
 * @cssproperty --klondike-panel-text - Text colour of the dialogs.
 * @cssproperty --klondike-radius - Corner radius of the frame.
 * @cssproperty --klondike-card-radius - Corner radius of the cards (default 7.5% of the card width).
 * @cssproperty --klondike-font - Font family.
 */
@customElement('klondike-solitaire')
export class KlondikeSolitaire extends KlondikeInput {
  static override styles = [frameStyles, cardStyles, runPanelStyles, dragStyles, replayStyles];

  /**
   * Tap/click input.
   * @internal (used by the element's input controllers)
   */
  readonly tap = new TapController(this);
  /**
   * The long-press / Enter run-selection panel.
   * @internal (used by the element's input controllers)
   */
  readonly runPanel = new RunPanelController(this);
  /**
   * Pointer drag and long press.
   * @internal (used by the element's input controllers)
   */
  readonly drag = new DragController(this);
  /**
   * Keyboard shortcuts and pile focus.
   * @internal (used by the element's input controllers)
   */
  readonly keyboard = new KeyboardController(this);
  /**
   * Screen-reader announcements (the polite live region).
   * @internal (used by the element's input controllers)
   */
  readonly announcer = new Announcer(this);

  /** The extent of the toolbar's buttons and link, for {@link oneBar}. */
  @state() private _toolsW = 0;
  private _toolsText = '';

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    // Measured again (in the next frame, out of this update) when their text changed.
    const bar = this.renderRoot.querySelector<HTMLElement>('[part=toolbar]');
    const text = bar?.textContent ?? '';
    if (!bar || text === this._toolsText) return;
    this._toolsText = text;
    requestAnimationFrame(() => {
      const w = toolsExtent(bar);
      if (Math.abs(w - this._toolsW) > 1) this._toolsW = w;
    });
  }

  protected override firstUpdated(): void {
    super.firstUpdated();
    whenIdle(() => void loadDialogs()); // ready before the first win
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (this._panel !== 'none') void loadDialogs();
  }

  /**
   * Also waits for the dialogs' module while a dialog shows (it loads lazily).
   * @internal
   */
  protected override async getUpdateComplete(): Promise<boolean> {
    const done = await super.getUpdateComplete();
    if (this._panel === 'none') return done;
    await loadDialogs();
    return super.getUpdateComplete();
  }

  // ---- public API -------------------------------------------------------

  /**
   * Starts a deal: a random one under the current rules (no argument), the
   * deal of a code, or an explicit Solvitaire deal object. Returns false (with
   * a warning, `klondike-error` and a message) when it cannot; the game in
   * progress is then kept.
   */
  newGame(code?: string | SolvitaireDeal): boolean {
    this._ensureGame();
    this._replay.stop();
    if (this._deals.takeOver(code)) return true; // winnable: dealt once a deal is proven
    try {
      const undoLimit = this.undoLimit;
      const game =
        typeof code === 'string'
          ? new Klondike({ code, undoLimit })
          : code
            ? new Klondike({ deal: code, ...this._rules(), undoLimit })
            : new Klondike({ ...this._rules(), undoLimit });
      this._start(game);
      return true;
    } catch (e) {
      this._error(e instanceof Error ? e.message : String(e), typeof code === 'string');
      return false;
    }
  }

  /** Deals the same cards again, from the start. */
  restart(): void {
    this._ensureGame();
    this._game.restart();
    this._start(this._game);
  }

  /**
   * Plays a move in notation as a player would: animated, with events.
   * An illegal move shows its reason, fires `klondike-invalid-move` and
   * returns false; the table does not change.
   */
  move(notation: MoveNotation): boolean {
    return this.tryMove(notation, 'api');
  }

  /** Undoes the last move (animated); returns it, or null when nothing can be undone. */
  undo(): MoveNotation | null {
    this._ensureGame();
    if (this.replaying || this.waitingForDeal) return null;
    this._assist.stop();
    const before = this._snapshot();
    const m = this._game.undo();
    if (m === null) return null;
    if (this._panel !== 'none') this._panel = 'none';
    this._changed(before);
    emit(this, 'klondike-undo', { move: m });
    this._emitScore(before.score);
    return m;
  }

  /** Plays again the last undone move; returns it, or null. */
  redo(): MoveNotation | null {
    this._ensureGame();
    if (this.replaying || this.waitingForDeal) return null;
    const before = this._snapshot();
    const m = this._game.redo();
    if (m === null) return null;
    this._changed(before);
    emit(this, 'klondike-redo', { move: m });
    this._emitScore(before.score);
    this._checkWin();
    return m;
  }

  /** Asks for a hint and previews it on the table for a moment; resolves with it. */
  async hint(): Promise<HintOutcome> {
    this._ensureGame();
    const h = await this._assist.hint();
    if (h.move) {
      const card = movingCard(this._game, h.move);
      this._hint = { cards: h.move === 'S' ? [] : movingCards(this._game, h.move), pile: h.move === 'S' ? 'S' : moveTarget(h.move, card) };
      this.announcer.hint(h.move);
      this._later(() => (this._hint = null), HINT_MS);
    } else {
      this.showMessage(this.strings['hint.none'], true);
    }
    return h;
  }

  /** Plays Finish (auto-finish or a solver-proven win); called while finishing, stops it. Resolves true on a win. */
  finish(): Promise<boolean> {
    this._ensureGame();
    return this._assist.finish();
  }

  /** True when Finish is offered (known to succeed from this position). */
  get canFinish(): boolean {
    return this._assist.canFinish;
  }

  // ---- input (the other entry points: KlondikeInput, klondike-input.ts) --

  /**
   * Tries a move for an input: a legal one is played (animated, events,
   * `source` in `klondike-move`); an illegal one shows a short reason, fires
   * `klondike-invalid-move`, snaps dragged cards back and returns false.
   * @internal (used by the element's input controllers)
   */
  tryMove(move: MoveNotation, source: MoveSource): boolean {
    this._ensureGame();
    if (source !== 'replay' && (this.replaying || this.waitingForDeal)) return false; // the table is held
    if (source !== 'finish') this._assist.stop();
    const problem = this._game.check(move);
    if (problem) {
      this.rejectMove(move, problem);
      return false;
    }
    const before = this._snapshot();
    const r = this._game.move(move);
    this._drag = null;
    if (!this._game.isWon() && source !== 'replay') this._clock.run();
    this._changed(before);
    emit(this, 'klondike-move', { move: r.move, cards: r.cards, flipped: r.flipped, score: this._game.score, source });
    this._emitScore(before.score);
    this._checkWin();
    return true;
  }
  /** Shows a short message on the table (with New deal / Replay / Undo exits when `exits`). */
  showMessage(text: string, exits = false): void {
    this._message = { text, exits };
    this.announcer.say(text);
    const shown = this._message;
    if (!exits) this._later(() => this._message === shown && (this._message = null), MESSAGE_MS);
  }

  protected override render() {
    const s = this.strings;
    const game = this._game;
    const L = this._layout;
    const idx = L ? indexSize(L.cardH) : 14;
    const one = oneBar(this._size.w, this._toolsW);
    return html`<div class="frame ${this._size.w && this._size.w < 420 ? 'narrow' : ''} ${one ? 'one-bar' : ''}" lang=${this.locale} @dialog-action=${this._onDialog}>
      ${renderToolbar({
        strings: s,
        canUndo: game.canUndo,
        canHint: !game.isWon(),
        showHint: this.hints,
        canFinish: this.canFinish,
        finishing: this._assist.finishing,
        showFinish: this.finishMode !== 'off',
        rulesUrl: this._rulesHref,
        onAction: (a) => (a === 'new' ? this.newGame() : a === 'undo' ? this.undo() : a === 'hint' ? void this.hint() : void this.finish()),
      })}
      <div
        class="table ${this._still ? 'still' : ''} ${L && L.cardW >= PIPPED_MIN_W ? 'pipped' : ''} ${game.isWon() && !this.replaying ? 'won' : ''}"
        part="table"
        role="application"
        aria-label=${s['table.label']}
        aria-describedby="klondike-help"
        style=${styleProps({
          height: tableHeight(naturalHeight(this._size.w || this.clientWidth || 640), barsHeight(one)),
          '--cw': `${L?.cardW ?? 60}px`,
          '--ch': `${L?.cardH ?? 84}px`,
          '--idx': `${idx}px`,
        })}
        @click=${this.tap.onClick}
      >
        ${L
          ? renderTable({
              game,
              layout: L,
              strings: s,
              order: this._order,
              selected: new Set(this._selection ? this._selectedCards(this._selection) : []),
              hinted: new Set(this._hint?.cards ?? []),
              hintPile: this._hint?.pile ?? null,
              flying: this._flying,
              drag: this._drag,
            })
          : nothing}
        ${renderMessage(s, this._message, game.canUndo, (a) => (a === 'close' ? (this._message = null) : this._onAction(a)))}
        ${this.runPanel.render()} ${this._deals.render()} ${this._replay.render()}
        ${this._panel === 'results' ? html`<klondike-results-dialog part="dialog"></klondike-results-dialog>` : nothing}
        ${this._panel === 'stuck' || this._panel === 'lost' ? html`<klondike-stuck-dialog part="dialog"></klondike-stuck-dialog>` : nothing}
      </div>
      <klondike-status-bar part="status"></klondike-status-bar>
      <div id="klondike-help" class="sr-only">${s['table.help']}</div>
      ${this.announcer.render()}
    </div>`;
  }

}

declare global {
  interface HTMLElementTagNameMap {
    'klondike-solitaire': KlondikeSolitaire;
  }
}

