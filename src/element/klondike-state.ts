/**
 * The state of `<klondike-solitaire>`: its reflected attributes, the
 * reactive state, the controllers and the game in progress, with the
 * read-only views of them (score, time, record, statistics…). The life cycle
 * (new deal, change, win, errors, sizing, the deal animation) is
 * `KlondikeBase` (`klondike-base.ts`).
 * @module
 */
import { LitElement } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { provide } from '@lit/context';
import { encodeRecord, type Klondike, type MoveNotation, type Scoring, type SolvitaireDeal } from '../engine/index.js';
import { AssistController } from './controllers/assist.js';
import { gameContext, type GameView } from './context.js';
import type { MoveSource } from './events.js';
import type { TableSelection } from './input/tap.js';
import type { PileId, TableLayout } from './views/layout.js';
import * as opt from './options.js';
import type { Strings } from './i18n/strings.js';
import { LanguageController } from './i18n/index.js';
import { themeConverter, type Theme } from './styles/theme.js';
import { TimerController } from './controllers/play-clock.js';
import { PersistController } from './controllers/persist.js';
import { DealSource } from './controllers/deal-source.js';
import { StatsController, type KlondikeStats } from './controllers/stats.js';
import { ReplayController, type ReplayStartOptions } from './controllers/replay.js';
import { ResultsExtrasController } from './panels/results-extras.js';
import { shareGame, shareText } from './controllers/share.js';

/** The attributes, the reactive state and the game's read-only views; see `KlondikeSolitaire` for the public contract. */
export abstract class KlondikeState extends LitElement {
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
  /** `announce`: a proven dead end opens a dialog; `lost`: also a game proven lost though moves remain (once per game); `silent`: never. */
  @property({ reflect: true, converter: opt.rawConverter }) stuck: opt.StuckMode = 'announce';
  /** Which Finish is offered: `solver` (auto-finish, or the solver's line from any provably winnable position), `auto` (auto-finish only), `off`. */
  @property({ attribute: 'finish', reflect: true, converter: opt.rawConverter }) finishMode: opt.FinishMode = 'solver';
  /** The Hint button and the H key ("on" / "off"; documents A, B, D and E have no hints). `el.hint()` works either way. */
  @property({ attribute: 'hint', reflect: true, converter: opt.onOffConverter }) hints = true;
  /** What a tap on a card with several legal places does: `home` (to its foundation first; double tap: the tableau) or `select` (select it, then tap a destination). */
  @property({ attribute: 'tap', reflect: true, converter: opt.rawConverter }) tapMode: opt.TapMode = 'home';
  /** Keep the game in progress across reloads: `persist` (key "default") or `persist="key"`; null = off. */
  @property({ reflect: true }) persist: string | null = null;
  /** New random deals are drawn among deals the solver proves winnable. */
  @property({ type: Boolean, reflect: true }) winnable = false;
  /** The deal of the day: `daily` (today, local date) or `daily="YYYY-MM-DD"`; null = off. */
  @property({ reflect: true }) daily: string | null = null;
  /** Local statistics (the `stats` attribute): `stats` (key "default") or `stats="key"`; null = off. */
  @property({ attribute: 'stats', reflect: true }) statsKey: string | null = null;
  /** A rules page (document C: "a link to the rules sits on the table"): a "Rules" link ends the toolbar, opening in a new tab; http(s) only. */
  @property({ attribute: 'rules-url', reflect: true }) rulesUrl = '';
  /** Base URL of the record link that Share adds (`${shareUrl}#${record}`); empty = no link. */
  @property({ attribute: 'share-url', reflect: true }) shareUrl = '';
  /** Language of the element (`en`, `fr`, `fr-CA`…); unset: the closest ancestor's `lang`, else the browser's, else English. */
  @property({ reflect: true }) override lang!: string;
  /** Four-colour deck: diamonds blue, clubs green (`--klondike-diamonds`, `--klondike-clubs`). */
  @property({ attribute: 'four-colour', type: Boolean, reflect: true }) fourColour = false;
  /** Colour theme: `light`, `dark`, or `auto` (follows `prefers-color-scheme`). */
  @property({ reflect: true, converter: themeConverter }) theme: Theme = 'auto';

  /**
   * `rulesUrl` checked (see `rulesHref`), set in `willUpdate`.
   * @internal
   */
  protected _rulesHref = '';

  @state() protected _size = { w: 0, h: 0 };
  @state() protected _selection: TableSelection | null = null;
  @state() protected _hint: { cards: string[]; pile: PileId | null } | null = null;
  @state() protected _message: { text: string; exits: boolean } | null = null;
  @state() protected _flying = new Set<string>();
  @state() protected _drag: { cards: Set<string>; dx: number; dy: number } | null = null;
  @state() protected _panel: 'none' | 'results' | 'stuck' | 'lost' = 'none';
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
  /**
   * Renders once the language's strings are here (a language other than
   * English loads on first use): no English flashes before French.
   * @internal
   */
  protected override scheduleUpdate(): void | Promise<unknown> {
    const wait = this._lang.pending();
    return wait ? wait.then(() => super.scheduleUpdate()) : super.scheduleUpdate();
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
  /** Playing time in ms (starts at the first move, stops on a win and while the page is hidden; the next move runs it again). */
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

  /** Makes sure a game is on the table (the first deal). */
  protected abstract _ensureGame(): void;
  /** The rules asked for by the attributes. */
  protected abstract _rules(): opt.RuleRequest;
  /** Puts `game` on the table (a new game). */
  protected abstract _start(game: Klondike): void;
  /** Refreshes what the element shares with its sub-parts (the game context). */
  protected abstract _provide(): void;
  /** Warning, `klondike-error` and a message (`fromCode`: the message of an invalid code). */
  protected abstract _error(message: string, fromCode: boolean): void;
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
  /** Whether a game proven lost (moves remain) is announced too. @internal */
  abstract get announceLost(): boolean;
  /** The proven dead end (or, `lost`, a game proven lost): dialog and event. @internal */
  abstract onStuck(lost?: boolean): void;
}
