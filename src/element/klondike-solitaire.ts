import { LitElement, type PropertyValues } from 'lit';
import { encodeRecord, type FoundationPoints, type Klondike, type MoveNotation, type Scoring, type SolvitaireDeal } from '../engine/index.js';
import { declareAttributes, keepAttributes, respelled } from './attributes.js';
import type { AnimationSpeed, FinishMode, StuckMode, TapMode } from './options.js';
import type { Theme } from './styles/theme.js';
import type { CardBack, Felt } from './styles/card-art.js';
import type { Hand } from './views/layout.js';
import { frameStyles } from './styles/frame.js';
import { cardStyles } from './styles/cards.js';
import { dealWaitStyles } from './styles/overlays.js';
import type { Replayer, ReplayStartOptions } from './first-paint/replay.js';
import type { HintOutcome } from './solving/solver-client.js';
import type { KlondikeStats } from './first-paint/stats.js';
import { shareGame, shareText } from './first-paint/share.js';
import { loadSound } from './loader.js';
import { whenIdle } from './idle.js';
import { ElementWiring } from './wiring.js';

/**
 * A playable Klondike solitaire: tap, click, drag and keyboard, undo, hints,
 * Finish, results. Sizes itself to its container; resizing keeps the game.
 * The game in progress lives in a headless session (`session/`); this class
 * holds the attributes, the public methods and the rendering (see
 * docs/design.md).
 *
 * Rule changes mid-game (`draw`, `scoring`, `passes`, `takeback`) redeal the
 * same deal number under the new rules; `undo-limit` and `stuck` apply live.
 * An invalid `code` or attribute value logs one warning (and, for `code`,
 * fires `klondike-error`); the game in progress is kept.
 *
 * The CSS custom properties' defaults are the light theme's; the dark
 * theme (`theme="dark"`) has colours of its own.
 *
 * @summary Klondike solitaire as a web component.
 * @tagname klondike-solitaire
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
 * @event {CustomEvent<KlondikeSettingsChangeDetail>} klondike-settings-change - The player changed a setting in the settings panel. Detail: setting, value, nextDeal, settings.
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
 * @csspart dialog - The results, stuck and settings panels.
 * @csspart settings - The settings panel (also a `dialog`).
 * @csspart run-panel - The panel that picks how many cards of a column's run move (long press, or Enter on the column).
 * @csspart message - The short message shown on the table.
 * @csspart replay - The replay bar (Play/Pause, Step, speed, Play from here) while a replay runs.
 * @csspart dealing - The "Dealing…" layer while a proven deal (winnable, daily) is searched.
 *
 * @cssproperty [--klondike-animation-ms=220ms] - Duration of card moves (0ms turns animation off; `animation` scales it).
 * @cssproperty [--klondike-felt=#17703f] - Felt colour (dark theme #123526; `felt="blue"`, `felt="wine"` have their own).
 * @cssproperty [--klondike-felt-dark=#0b4526] - Felt colour at the edges.
 * @cssproperty --klondike-felt-texture - The felt's texture over its colour, a background layer (unset: a fine twill, each felt its own; `none`: a flat felt; e.g. `url(felt.png) 0 0 / 64px`).
 * @cssproperty [--klondike-text=#ffffff] - Text colour on the felt (toolbar, status bar).
 * @cssproperty [--klondike-card-face=#ffffff] - Colour of the card faces (dark theme #e4e1d8).
 * @cssproperty [--klondike-card-back=#1f4f9e] - Colour of the classic card back (`card-back="classic"`, the default).
 * @cssproperty --klondike-card-back-image - A host's own card back, drawn to cover the back's inner frame (e.g. `url(back.svg)`; unset: the `card-back` pattern).
 * @cssproperty [--klondike-red=#c6162c] - Colour of hearts and diamonds.
 * @cssproperty [--klondike-black=#17191c] - Colour of spades and clubs.
 * @cssproperty [--klondike-diamonds=#1d5bbf] - Colour of diamonds in the four-colour deck (`four-colour`).
 * @cssproperty [--klondike-clubs=#166a2c] - Colour of clubs in the four-colour deck.
 * @cssproperty [--klondike-accent=#ffd54a] - Highlight colour (selection, hints, focus).
 * @cssproperty [--klondike-panel=#fbfaf6] - Background of the dialogs (results, stuck, settings).
 * @cssproperty [--klondike-panel-text=#1c2420] - Text colour of the dialogs.
 * @cssproperty [--klondike-radius=10px] - Corner radius of the frame.
 * @cssproperty --klondike-card-radius - Corner radius of the cards (unset: 7.5% of the card width).
 * @cssproperty [--klondike-font=system-ui] - Font family (unset: system-ui, then the platforms' UI fonts).
 */
export class KlondikeSolitaire extends LitElement {
  // The run panel's, the replay bar's and a drag's styles come with the late parts (late/parts.ts).
  static override styles = [frameStyles, cardStyles, dealWaitStyles];

  // The attribute properties: each one's attribute, default, converter and
  // normalisation are in the attribute table (`attributes.ts`), which
  // declares them to Lit here (and gives each new element the defaults);
  // below, only their public types and documentation.
  static {
    declareAttributes(this);
  }

  /** Cards per stock tap: 1 or 3. */
  declare draw: 1 | 3;
  /** Scoring: `normal`, `vegas` or `none`. */
  declare scoring: Scoring;
  /** The deal code of the game in progress; set it to start that deal. */
  declare code: string;
  /** Passes through the stock in all (`Infinity` = "unlimited"); unset = the scoring's default. */
  declare passes: number | undefined;
  /** Foundation take-back allowed ("on" / "off"). */
  declare takeback: boolean;
  /** How often a card earns its foundation points: `every-time` (the reference rule) or `once-per-card` (take-back loops earn nothing: use it for scores compared between players). */
  declare foundationPoints: FoundationPoints;
  /** Actions that can be undone (`Infinity` = "unlimited"; 0 = none). */
  declare undoLimit: number;
  /** `announce`: a proven dead end opens a dialog; `lost`: also a game proven lost though moves remain (once per game); `silent`: never. */
  declare stuck: StuckMode;
  /** Which Finish is offered: `solver` (auto-finish, or the solver's line from any provably winnable position), `auto` (auto-finish only), `off`. */
  declare finishMode: FinishMode;
  /** The Hint button and the H key ("on" / "off"; reference games A, B, D and E have no hints). `el.hint()` works either way. */
  declare hints: boolean;
  /** What a tap on a card with several legal places does: `home` (to its foundation first; double tap: the tableau) or `select` (select it, then tap a destination). */
  declare tapMode: TapMode;
  /** Keep the game in progress across reloads: `persist` (key "default") or `persist="key"`; null = off. */
  declare persist: string | null;
  /** New random deals are drawn among deals the solver proves winnable. */
  declare winnable: boolean;
  /** The deal of the day: `daily` (today, local date) or `daily="YYYY-MM-DD"`; null = off. */
  declare daily: string | null;
  /** Local statistics (the `stats` attribute): `stats` (key "default") or `stats="key"`; null = off. */
  declare statsKey: string | null;
  /** A rules page (reference game C: "a link to the rules sits on the table"): a "Rules" link ends the toolbar, opening in a new tab; http(s) only. */
  declare rulesUrl: string;
  /** Base URL of the record link that Share adds (`${shareUrl}#${record}`); http(s) only; empty = no link. */
  declare shareUrl: string;
  /** Language of the element (`en`, `fr`, `de`, `es`, `it`, `pt`, `nl`, or a tag such as `fr-CA`); unset: the closest ancestor's `lang`, else the browser's, else English. */
  declare lang: string;
  /** Four-colour deck: diamonds blue, clubs green (`--klondike-diamonds`, `--klondike-clubs`). */
  declare fourColour: boolean;
  /** Short synthesized sounds ("on" / "off", default off): a card placed, a card turned, a new deal, a win. They start at the player's first touch or key on the element (the autoplay policy). */
  declare sound: boolean;
  /** Volume of the sounds, from 0 (silent) to 1; default 0.5. */
  declare soundVolume: number;
  /** `lazy`: the element keeps its size at once but deals (and starts its solver) only when it comes near the viewport, as `loading="lazy"` does for images; `eager` (default): at once. */
  declare loading: 'eager' | 'lazy';
  /** Card back: `classic` (blue lattice), `crimson`, `tartan`, `stripes` or `midnight` (`--klondike-card-back-image`: a host's own). */
  declare cardBack: CardBack;
  /** Felt colour: `green`, `blue` or `wine` (`--klondike-felt` still wins). */
  declare felt: Felt;
  /** `right` (default) or `left`: for the left hand, the stock and waste (its draw-3 fan opening leftwards) go to the right and the foundations to the left; the game in progress stays. */
  declare hand: Hand;
  /** Large corner indices (rank and suit), readable on a 320 px wide table. */
  declare largeIndex: boolean;
  /** Colour theme: `light`, `dark`, or `auto` (follows `prefers-color-scheme`). */
  declare theme: Theme;
  /** The playing time in the status bar ("on" / "off"; the clock runs either way). */
  declare showClock: boolean;
  /** The score in the status bar ("on" / "off"; scoring goes on either way). */
  declare showScore: boolean;
  /** How fast cards move: `normal`, `fast`, `slow` or `off` (on top of `--klondike-animation-ms`). */
  declare animation: AnimationSpeed;
  /** The settings the player may change in the settings panel, by attribute name: unset or `all`, `none`, or a list (`"draw show-clock card-back"`); see README "Player settings". */
  declare settings: string | null;

  private readonly _w = new ElementWiring(this);

  // ---- the game ------------------------------------------------------------------

  /** The engine instance of the game in progress (read-only: use the element's methods to play). */
  get game(): Klondike {
    return this._w.session.game;
  }
  /** The score: points, dollars (vegas) or 0. */
  get score(): number {
    return this._w.session.started ? this._w.session.game.score : 0;
  }
  /** Playing time in ms (starts at the first move, stops on a win and while the page is hidden; the next move runs it again). After 60 s without input it stops, counting those 60 s; the next press, key or move runs it again. */
  get timeMs(): number {
    return this._w.clock.ms;
  }
  /** The language in use: `en`, `fr`, `de`, `es`, `it`, `pt` or `nl` (see `lang`). */
  get language(): string {
    return this._w.lang.code;
  }
  /** The locale numbers and times are written for (`en-US`, `fr-FR`, `fr-CA`…). */
  get locale(): string {
    return this._w.lang.locale;
  }

  /**
   * Starts a deal: a random one under the current rules (no argument), the
   * deal of a code, or an explicit Solvitaire deal object. Returns false (with
   * a warning, `klondike-error` and a message) when it cannot; the game in
   * progress is then kept.
   */
  newGame(code?: string | SolvitaireDeal): boolean {
    return this._w.dealer.newGame(code);
  }

  /** Deals the same cards again, from the start. */
  restart(): void {
    this._w.dealer.restart();
  }

  /**
   * Plays a move in notation as a player would: animated, with events.
   * An illegal move shows its reason, fires `klondike-invalid-move` and
   * returns false; the table does not change.
   */
  move(notation: MoveNotation): boolean {
    this._w.dealer.ensureGame();
    return this._w.session.play(notation, 'api');
  }

  /** Undoes the last move (animated); returns it, or null when nothing can be undone. */
  undo(): MoveNotation | null {
    this._w.dealer.ensureGame();
    return this._w.session.undo();
  }

  /** Plays again the last undone move; returns it, or null. */
  redo(): MoveNotation | null {
    this._w.dealer.ensureGame();
    return this._w.session.redo();
  }

  /** Asks for a hint and previews it on the table for a moment; resolves with it. */
  async hint(): Promise<HintOutcome> {
    this._w.dealer.ensureGame();
    const late = await this._w.lateParts();
    const h: HintOutcome = late ? await late.assist.hint() : { move: null, kind: 'none' };
    if (h.move) {
      this._w.session.showHint(h.move);
      late?.announcer.hint(h.move);
    } else {
      this._w.session.showMessage(this._w.lang.strings['hint.none'], true);
    }
    return h;
  }

  /** Plays Finish (auto-finish or a solver-proven win); called while finishing, stops it. Resolves true on a win. */
  finish(): Promise<boolean> {
    this._w.dealer.ensureGame();
    return this._w.lateParts().then((late) => late?.assist.finish() ?? false);
  }

  /** True when Finish is offered (known to succeed from this position). */
  get canFinish(): boolean {
    return this._w.parts.assist?.canFinish ?? false;
  }

  /** Opens the settings panel (also the toolbar's gear and the S key); false when `settings="none"`. */
  showSettings(): boolean {
    this._w.dealer.ensureGame();
    if (!this._w.parts.settings.allowed.size) return false;
    this._w.session.openSettings();
    return true;
  }

  /** Shows a short message on the table (with New deal / Replay / Undo exits when `exits`). */
  showMessage(text: string, exits = false): void {
    this._w.dealer.ensureGame();
    this._w.session.showMessage(text, exits);
  }

  // ---- records, proven deals, statistics, sharing ----------------------------------

  /** The game record (`KR1.…`, docs/records.md): the deal and the moves played; empty when it cannot be written. */
  get record(): string {
    try {
      return this._w.session.started ? encodeRecord(this._w.session.game) : '';
    } catch {
      return '';
    }
  }
  /** Checks `record` and replays it on the table (false, `klondike-error` and a message when it is malformed or illegal). */
  replay(record: string, options?: ReplayStartOptions): boolean {
    this._w.dealer.ensureGame();
    return this._w.parts.replay.start(record, options, () => this._w.parts.deals.takeOver(null));
  }
  /** The replay in progress: `play()`, `pause()`, `step()`, `stop()`, `speed`, `position`, `length`. */
  get replayer(): Replayer {
    return this._w.parts.replay;
  }
  /** True while a replay holds the table. */
  get replaying(): boolean {
    return this._w.parts.replay.active;
  }
  /** The date (`YYYY-MM-DD`) of the deal of the day on the table, or null. */
  get dailyDate(): string | null {
    return this._w.parts.deals.dailyDate;
  }
  /** True while a proven deal (`winnable`, `daily`) is searched: "Dealing…" shows and the table refuses input. */
  get waitingForDeal(): boolean {
    return this._w.parts.deals.waiting;
  }
  /** The local statistics (per draw mode), or null without the `stats` attribute. */
  get stats(): KlondikeStats | null {
    return this._w.parts.stats.stats;
  }
  /** Forgets the local statistics of the `stats` key. */
  resetStats(): void {
    this._w.parts.stats.reset();
    this.requestUpdate();
  }
  /** The text Share copies after a win (deal, time, moves, score, record link), or null before a win. */
  get shareText(): string | null {
    return shareText(this._w.parts.shareSource);
  }
  /** Shares the won game: `klondike-share`, then the clipboard; resolves true when copied (or taken by the page). */
  share(): Promise<boolean> {
    return shareGame(this._w.parts.shareSource);
  }

  // ---- life cycle ------------------------------------------------------------------

  /** Rewrites an option attribute in its normal spelling (`draw="7"` warns and becomes `draw="1"`). */
  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    const text = respelled(this, name, value);
    if (text !== null) this.setAttribute(name, text);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this._w.session.dispose();
  }

  /**
   * Brings back the player's stored settings before the first update (they
   * are written to their attributes: never during an update), and renders
   * once the language's strings are here (a language other than English
   * loads on first use).
   */
  protected override scheduleUpdate(): void | Promise<unknown> {
    this._w.dealer.restoreSettings();
    const wait = this._w.lang.pending();
    return wait ? wait.then(() => super.scheduleUpdate()) : super.scheduleUpdate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this._w.optionsChanged(changed);
    void this._w.openPanelPart();
    if (changed.has('sound') && this.sound) void loadSound(this, this._w.session.news);
  }

  /** Keeps the option attributes the page (or the settings panel) wrote true to their properties; writes no other. */
  protected override updated(changed: PropertyValues<this>): void {
    keepAttributes(this, changed);
  }

  protected override firstUpdated(): void {
    whenIdle(() => {
      void this._w.lateParts();
      void this._w.dialogs(); // ready before the first win
    });
  }

  /** Also waits for the input parts, and for the dialogs' module while a dialog shows (they load lazily). */
  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    if (!this._w.parts.tap && (await this._w.lateParts())) done = await super.getUpdateComplete();
    const panel = this._w.openPanelPart();
    if (!panel) return done;
    await panel;
    return super.getUpdateComplete();
  }

  protected override render() {
    return this._w.frame();
  }
}
