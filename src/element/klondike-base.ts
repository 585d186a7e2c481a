/**
 * The state side of `<klondike-solitaire>`: its reflected attributes, the
 * game in progress, its life cycle (new deal, change, win, errors), sizing
 * and the deal animation. The public element (`klondike-solitaire.element.ts`)
 * adds the public methods, the input entry points and the rendering.
 * @module
 */
import { LitElement, type PropertyValues } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { provide } from '@lit/context';
import { defaultPasses, encodeRecord, Klondike, type MoveNotation, type Scoring, type SolvitaireDeal } from '../engine/index.js';
import { AssistController } from './assist-controller.js';
import { gameContext, type GameView } from './context.js';
import type { DialogAction } from './dialogs.js';
import { emit, type MoveSource } from './events.js';
import type { TableSelection } from './input/tap-controller.js';
import { layoutTable, type PileId, type TableLayout } from './layout.js';
import { dealOrder } from './moves.js';
import * as opt from './options.js';
import type { Strings } from './strings.js';
import { LanguageController } from './i18n/index.js';
import { themeConverter, type Theme } from './theme.js';
import { TimerController } from './timer-controller.js';
import { PersistController } from './persist-controller.js';
import { DealSource } from './deal-source.js';
import { StatsController, type KlondikeStats } from './stats-store.js';
import { ReplayController, type ReplayStartOptions } from './replay-controller.js';
import { ResultsExtrasController } from './results-extras.js';
import { shareGame, shareText } from './share.js';

/** The attributes, the game and its life cycle; see `KlondikeSolitaire` for the public contract. */
export abstract class KlondikeBase extends LitElement {
  /** Cards per stock tap: 1 or 3. */
  @property({ reflect: true, converter: opt.rawConverter }) draw: 1 | 3 = 1;
  /** Scoring: `normal`, `vegas` or `none`. */
  @property({ reflect: true, converter: opt.rawConverter }) scoring: Scoring = 'normal';
  /** The deal code of the game in progress; set it to start that deal. */
  @property({ reflect: true }) code = '';
  /** Passes through the stock in all (`Infinity` = "unlimited"); unset = the scoring's default. */
  @property({ reflect: true, converter: opt.countConverter }) passes: number | undefined = undefined;
  /** Foundation take-back allowed ("on" / "off"). */
  @property({ reflect: true, converter: opt.onOffConverter }) takeback = true;
  /** Actions that can be undone (`Infinity` = "unlimited"; 0 = none). */
  @property({ attribute: 'undo-limit', reflect: true, converter: opt.countConverter }) undoLimit: number = opt.DEFAULT_UNDO_LIMIT;
  /** `announce`: a proven dead end opens a dialog; `silent`: never. */
  @property({ reflect: true, converter: opt.rawConverter }) stuck: opt.StuckMode = 'announce';
  /** Which Finish is offered: `solver` (auto-finish, or the solver's line from any provably winnable position), `auto` (auto-finish only), `off`. */
  @property({ attribute: 'finish', reflect: true, converter: opt.rawConverter }) finishMode: opt.FinishMode = 'solver';
  /** Keep the game in progress across reloads: `persist` (key "default") or `persist="key"`; null = off. */
  @property({ reflect: true }) persist: string | null = null;
  /** New random deals are drawn among deals the solver proves winnable. */
  @property({ type: Boolean, reflect: true }) winnable = false;
  /** The deal of the day: `daily` (today, local date) or `daily="YYYY-MM-DD"`; null = off. */
  @property({ reflect: true }) daily: string | null = null;
  /** Local statistics (the `stats` attribute): `stats` (key "default") or `stats="key"`; null = off. */
  @property({ attribute: 'stats', reflect: true }) statsKey: string | null = null;
  /** Base URL of the record link that Share adds (`${shareUrl}#${record}`); empty = no link. */
  @property({ attribute: 'share-url', reflect: true }) shareUrl = '';
  /** Language of the element (`en`, `fr`, `fr-CA`…); unset: the closest ancestor's `lang`, else the browser's, else English. */
  @property({ reflect: true }) override lang!: string;
  /** Four-colour deck: diamonds blue, clubs green (`--klondike-diamonds`, `--klondike-clubs`). */
  @property({ attribute: 'four-colour', type: Boolean, reflect: true }) fourColour = false;
  /** Colour theme: `light`, `dark`, or `auto` (follows `prefers-color-scheme`). */
  @property({ reflect: true, converter: themeConverter }) theme: Theme = 'auto';

  @state() protected _size = { w: 0, h: 0 };
  @state() protected _selection: TableSelection | null = null;
  @state() protected _hint: { cards: string[]; pile: PileId | null } | null = null;
  @state() protected _message: { text: string; exits: boolean } | null = null;
  @state() protected _flying = new Set<string>();
  @state() protected _drag: { cards: Set<string>; dx: number; dy: number } | null = null;
  @state() protected _panel: 'none' | 'results' | 'stuck' = 'none';
  @state() protected _still = true;
  @state() protected _dealing = false;

  @provide({ context: gameContext }) protected _view?: GameView;
  @query('.table') protected _tableEl?: HTMLElement;

  protected _game!: Klondike;
  protected _order: string[] = [];
  protected _revision = 0;
  protected _layout?: TableLayout;
  protected _winFired = false;
  protected _timers = new Set<ReturnType<typeof setTimeout>>();
  protected _resize?: ResizeObserver;
  /** Picks the language (see `lang`) and its strings. */
  protected readonly _lang = new LanguageController(this, () => this._game && this._provide());
  /**
   * The string table in use (follows the language).
   * @internal (used by the element's input controllers)
   */
  get strings(): Strings {
    return this._lang.strings;
  }
  /** The language in use: `en` or `fr` (see `lang`). */
  get language(): string {
    return this._lang.code;
  }
  /** The locale numbers and times are written for (`en-US`, `fr-FR`, `fr-CA`…). */
  get locale(): string {
    return this._lang.locale;
  }
  protected readonly _assist = new AssistController(this);
  protected readonly _clock = new TimerController(this, () => this._provide());
  protected readonly _persist = new PersistController(this);
  protected readonly _deals = new DealSource(this);
  protected readonly _stats = new StatsController(this);
  protected readonly _replay = new ReplayController(this);
  protected readonly _extras = new ResultsExtrasController(this);
  /** The engine instance of the game in progress (read-only: use the element's methods to play). */
  get game(): Klondike {
    return this._game;
  }
  /** The score: points, dollars (vegas) or 0. */
  get score(): number {
    return this._game?.score ?? 0;
  }
  /**
   * Bumped on every change of the game (for controllers).
   * @internal (used by the element's input controllers)
   */
  get revision(): number {
    return this._revision;
  }
  /** Playing time in ms (starts at the first move, stops on a win). */
  get timeMs(): number {
    return this._clock.ms;
  }

  // ---- saved games, proven deals, records ---------------------------------

  /** The game record (`KR1.…`, the README, "Game records"): the deal and the moves played; empty when it cannot be written. */
  get record(): string {
    try {
      return this._game ? encodeRecord(this._game) : '';
    } catch {
      return '';
    }
  }
  /** Checks `record` and replays it on the table (false, `klondike-error` and a message when it is malformed or illegal). */
  replay(record: string, options?: ReplayStartOptions): boolean {
    this._ensureGame();
    return this._replay.start(record, options, () => this._deals.takeOver(null));
  }
  /** The replay in progress: `play()`, `pause()`, `step()`, `stop()`, `speed`, `position`, `length`. */
  get replayer(): ReplayController {
    return this._replay;
  }
  /** True while a replay holds the table. */
  get replaying(): boolean {
    return this._replay.active;
  }
  /** The date (`YYYY-MM-DD`) of the deal of the day on the table, or null. */
  get dailyDate(): string | null {
    return this._deals.dailyDate;
  }
  /** The local statistics (per draw mode), or null without the `stats` attribute. */
  get stats(): KlondikeStats | null {
    return this._stats.stats;
  }
  /** Forgets the local statistics of the `stats` key. */
  resetStats(): void {
    this._stats.reset();
    this.requestUpdate();
  }
  /** The text Share copies after a win (deal, time, moves, score, record link), or null before a win. */
  get shareText(): string | null {
    return shareText(this);
  }
  /** Shares the won game: `klondike-share`, then the clipboard; resolves true when copied (or taken by the page). */
  share(): Promise<boolean> {
    return shareGame(this);
  }
  /** True while a proven deal (`winnable`, `daily`) is searched: "Dealing…" shows and the table refuses input. */
  get waitingForDeal(): boolean {
    return this._deals.waiting;
  }
  /** @internal The rules asked for by the attributes. */
  get ruleRequest(): opt.RuleRequest {
    return this._rules();
  }
  /** @internal Puts a game on the table (for the deal source and replays). */
  startGame(game: Klondike): void {
    this._start(game);
  }
  /** @internal Warning, `klondike-error` and a message. */
  reportError(message: string): void {
    this._error(message, false);
  }

  // ---- lifecycle ---------------------------------------------------------

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this._resize?.disconnect();
    this._resize = undefined;
    for (const t of this._timers) clearTimeout(t);
    this._timers.clear();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('draw')) this.draw = opt.normDraw(this.draw);
    if (changed.has('scoring')) this.scoring = opt.normScoring(this.scoring);
    if (changed.has('passes')) this.passes = opt.normPasses(this.passes);
    if (changed.has('takeback')) this.takeback = opt.normTakeback(this.takeback);
    if (changed.has('undoLimit')) this.undoLimit = opt.normUndoLimit(this.undoLimit);
    if (changed.has('stuck')) this.stuck = opt.normStuck(this.stuck);
    if (changed.has('finishMode')) this.finishMode = opt.normFinish(this.finishMode);
    if (!this._game) {
      this._ensureGame();
    } else if (changed.has('code') && this.code !== (this._game.code ?? '')) {
      if (!this.code || !this.newGame(this.code)) this.code = this._game.code ?? '';
    } else if (opt.rulesDiffer(this._game.options, this._rules())) {
      const g = this._game;
      const init = g.dealNumber === null ? { deal: g.toSolvitaire('deal') } : { dealNumber: g.dealNumber };
      this._start(new Klondike({ ...init, ...this._rules(), undoLimit: this.undoLimit }));
    } else if (changed.has('undoLimit') && this.undoLimit !== this._game.options.undoLimit) {
      this._game = opt.withUndoLimit(this._game, this.undoLimit);
      this._bump();
    }
    if (changed.has('stuck') && this.stuck === 'silent' && this._panel === 'stuck') this._panel = 'none';
    if (changed.has('finishMode') && changed.get('finishMode') !== undefined) this._assist.analyse();
    if (this._size.w) this._layout = this._computeLayout();
  }

  protected override firstUpdated(): void {
    const table = this._tableEl!;
    // Measured in the next frame: measuring changes the table's height, which
    // would otherwise re-trigger the observer in the same frame.
    this._resize = new ResizeObserver(() => requestAnimationFrame(() => this._measure()));
    this._resize.observe(table);
  }

  // ---- internals -----------------------------------------------------------

  protected _ensureGame(): void {
    if (this._game) return;
    let game: Klondike | null = null;
    if (this.code) {
      try {
        game = new Klondike({ code: this.code, undoLimit: this.undoLimit });
      } catch (e) {
        this._error((e as Error).message, true);
      }
    }
    const saved = this._persist.restore(this._rules(), game, this._deals.requestedDate());
    if (saved) {
      this._start(saved.game);
      this._clock.restore(saved.timeMs);
      this._deals.adopt(saved.game, saved.daily);
      this._provide();
      return;
    }
    this._start(game ?? this._deals.placeholder() ?? new Klondike({ ...this._rules(), undoLimit: this.undoLimit }));
  }

  protected _rules(): opt.RuleRequest {
    return { draw: this.draw, scoring: this.scoring, passes: this.passes ?? defaultPasses(this.scoring), takeback: this.takeback };
  }

  protected _start(game: Klondike): void {
    const previous = this._game ? this._game.score : null;
    const sameDeal = this._game === game;
    this._game = game;
    this._order = dealOrder(game);
    this._selection = null;
    this._hint = null;
    this._message = null;
    this._drag = null;
    this._panel = 'none';
    this._winFired = false;
    this._clock.reset();
    this._assist.stop();
    const o = game.options;
    this.draw = o.draw;
    this.scoring = o.scoring;
    this.passes = o.passes === defaultPasses(o.scoring) ? undefined : o.passes;
    this.takeback = o.takeback;
    this.undoLimit = o.undoLimit;
    this.code = game.code ?? '';
    if (!sameDeal || this.isConnected) this._deal();
    this._bump();
    if (!this._deals.waiting) emit(this, 'klondike-new-game', { code: game.code, options: o });
    if (previous !== null) this._emitScore(previous);
  }

  /** The deal animation: every card from the stock to its place. */
  protected _deal(): void {
    if (!this.hasUpdated || this.animationMs === 0) return;
    this._dealing = true;
    this._still = true;
    void this.updateComplete.then(() =>
      requestAnimationFrame(() => {
        this._dealing = false;
        this._still = false;
      }),
    );
  }

  protected _snapshot() {
    const piles = new Map<string, string>();
    for (const [c, p] of this._layout?.cards ?? []) piles.set(c, `${p.pile}${p.faceUp}`);
    return { piles, score: this._game.score };
  }

  /** After any change of the game: raise the cards that move, refresh, re-analyse. */
  protected _changed(before: ReturnType<KlondikeBase['_snapshot']>): void {
    this._selection = null;
    this._hint = null;
    if (this._message && !this._message.exits) this._message = null;
    if (this._panel === 'stuck') this._panel = 'none';
    this._bump();
    const moved: string[] = [];
    for (const [c, p] of this._layout?.cards ?? []) if (before.piles.get(c) !== `${p.pile}${p.faceUp}`) moved.push(c);
    this._fly(moved);
  }

  protected _bump(): void {
    this._revision++;
    if (this._size.w) this._layout = this._computeLayout();
    this._provide();
    this._assist.analyse();
  }

  protected _fly(cards: string[]): void {
    if (!cards.length) return;
    const flying = new Set([...this._flying, ...cards]);
    this._flying = flying;
    this._later(() => {
      const next = new Set(this._flying);
      for (const c of cards) next.delete(c);
      this._flying = next;
    }, this.animationMs + 40);
  }

  protected _provide(): void {
    this._view = { game: this._game, revision: this._revision, timeMs: this.timeMs, strings: this.strings, won: this._game.isWon(), stuck: this._panel === 'stuck' };
  }

  protected _computeLayout(): TableLayout {
    const L = layoutTable(this._game, this._size.w, this._size.h);
    if (!this._dealing) return L;
    const s = L.slots.S;
    const cards = new Map([...L.cards].map(([c, p]) => [c, { ...p, x: s.x, y: s.y, faceUp: false }]));
    return { ...L, cards };
  }

  protected _measure(): void {
    const t = this._tableEl;
    if (!t) return;
    const w = Math.round(t.clientWidth);
    const h = Math.round(t.clientHeight);
    if (w === this._size.w && h === this._size.h) return;
    const first = this._size.w === 0;
    this._still = true;
    this._size = { w, h };
    if (first) this._deal();
    requestAnimationFrame(() => requestAnimationFrame(() => !this._dealing && (this._still = false)));
  }

  protected _selectedCards(sel: TableSelection): string[] {
    if (!/^[1-7]$/.test(sel.pile)) return [sel.card];
    const up = this._game.tableau[Number(sel.pile) - 1].up;
    const i = up.indexOf(sel.card);
    return i < 0 ? [] : up.slice(i);
  }

  protected _emitScore(previous: number): void {
    const score = this._game.score;
    if (score !== previous) emit(this, 'klondike-score-change', { score, previous, scoreText: this._game.scoreText });
  }

  protected _checkWin(): void {
    const g = this._game;
    if (!g.isWon() || this._winFired) return;
    this._winFired = true;
    if (this._replay.active) return; // a replayed win is nobody's win: no event, no panel
    this._clock.stop();
    this._provide();
    const s = g.stats;
    emit(this, 'klondike-win', { score: g.score, scoreText: g.scoreText, moves: s.moves, passes: s.passes, timeMs: Math.round(this._clock.ms), code: g.code });
    this._later(() => g === this._game && g.isWon() && (this._panel = 'results'), this.animationMs + 60);
  }

  protected _error(message: string, fromCode: boolean): void {
    const text = fromCode ? this.strings['code.invalid'].replace('{message}', message) : message;
    console.warn(`<klondike-solitaire>: ${text}`);
    emit(this, 'klondike-error', { message: text });
    if (this._game) this.showMessage(text);
  }

  protected _later(fn: () => void, ms: number): void {
    const t = setTimeout(() => {
      this._timers.delete(t);
      fn();
    }, ms);
    this._timers.add(t);
  }

  protected _onDialog = (e: CustomEvent<{ action: DialogAction }>) => this._onAction(e.detail.action);

  protected _onAction(action: DialogAction): void {
    this._message = null;
    if (action === 'new') this.newGame();
    else if (action === 'same') this.restart();
    else if (action === 'undo') this.undo();
    else this._panel = 'none';
  }

  /** Starts a deal (see `KlondikeSolitaire.newGame`). */
  abstract newGame(code?: string | SolvitaireDeal): boolean;
  /** Deals the same cards again. */
  abstract restart(): void;
  /** Undoes the last move. */
  abstract undo(): MoveNotation | null;
  /** Shows a short message on the table. */
  abstract showMessage(text: string, exits?: boolean): void;
  /** Plays or refuses a move for an input. @internal */
  abstract tryMove(move: MoveNotation, source: MoveSource): boolean;
  /** Effective animation duration in ms. @internal */
  abstract get animationMs(): number;
  /** Whether a proven dead end is announced. @internal */
  abstract get announceStuck(): boolean;
  /** The proven dead end: dialog and event. @internal */
  abstract onStuck(): void;
}
