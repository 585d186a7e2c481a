/**
 * The headless table session: the game in progress and everything the table
 * shows about it (selection, hint, message, open panel, drag, cards in
 * flight, the win), with every game-flow action a player or the page can
 * take (start, play, undo, redo, refuse with a reason, stuck, win).
 *
 * No DOM and no Lit: it emits through an injected function and schedules
 * through an injected clock, so it runs (and is tested) in Node. The
 * element's own parts hear of each change through {@link TableSession.news}
 * (typed, told before the public event of the same detail), never through
 * the public events a page could dispatch itself. Each action
 * ends with one {@link TableSession.commit}, which bumps the revision when
 * the game changed and produces one immutable {@link TableView}; the
 * element renders that view and hands it to its sub-parts.
 * @module
 */
import type { Klondike, MoveNotation, MoveProblem } from '../../engine/index.js';
import type { MoveSource } from '../events.js';
import { HINT_MS, LANDING_SLACK_MS, MESSAGE_MS, WIN_PANEL_DELAY, type SessionDeps } from './deps.js';
import { dealOrder, movingCard, movingCards, moveTarget, rejectionText } from './moves.js';
import { runFrom, type PileId } from './piles.js';
import { SessionNews, type SessionNewsMap, type SessionNewsName } from './news.js';
import { snapshotOf, type DragDisplay, type TableHint, type TableMessage, type TablePanel, type TableSelection, type TableView } from './view.js';

/** The names of the places below (pile + face), made once: each move compares them twice for 52 cards. */
const [FOUNDATION_PLACES, DOWN_PLACES, UP_PLACES] = [['F0', 'F1', 'F2', 'F3'], [...'1234567'].map((n) => `${n}0`), [...'1234567'].map((n) => `${n}1`)];

/** Where each card lies (`pile` + face), to find the cards a change moved. */
function placesOf(game: Klondike): Map<string, string> {
  const places = new Map<string, string>();
  for (const c of game.stock) places.set(c, 'S0');
  for (const c of game.waste) places.set(c, 'W1');
  game.foundations.forEach((f, i) => f.forEach((c) => places.set(c, FOUNDATION_PLACES[i])));
  game.tableau.forEach((col, i) => {
    for (const c of col.down) places.set(c, DOWN_PLACES[i]);
    for (const c of col.up) places.set(c, UP_PLACES[i]);
  });
  return places;
}

/** The game in progress and the table's state around it. */
export class TableSession {
  private _game!: Klondike;
  private order: string[] = [];
  private _revision = 0;
  private gameChanged = false;
  private _selection: TableSelection | null = null;
  private hint: TableHint | null = null;
  /** The kind of the player's last input on the element. */
  private lastInput: 'key' | 'pointer' = 'pointer';
  private message: TableMessage | null = null;
  private panel: TablePanel = 'none';
  /** The panel the settings panel covers. */
  private underSettings: TablePanel = 'none';
  /** The drag on show; its offset changes in place while the cards move (see {@link moveDrag}). */
  private drag: { -readonly [K in keyof DragDisplay]: DragDisplay[K] } | null = null;
  private flying: ReadonlySet<string> = new Set();
  private winFired = false;
  /** A celebration holds the win's results panel back (see {@link holdResults}). */
  private resultsHeld = false;
  /** The won game whose results panel waits for the hold to end. */
  private resultsDue: Klondike | null = null;
  private _assisted = false;
  private readonly timers = new Set<unknown>();
  private _view!: TableView;

  /** What the session tells the element's own parts (see `news.ts`). */
  readonly news = new SessionNews();

  constructor(private readonly deps: SessionDeps) {}

  /** Tells the parts, then the page (the public event `klondike-<name>`, same detail). */
  private tell<K extends SessionNewsName>(name: K, detail: SessionNewsMap[K]): void {
    this.news.tell(name, detail);
    (this.deps.emit as (name: string, detail: unknown) => void)(`klondike-${name}`, detail);
  }

  /** The engine instance of the game in progress (read it; play through the session). */
  get game(): Klondike {
    return this._game;
  }
  /** True once a game is on the table. */
  get started(): boolean {
    return !!this._game;
  }
  /** Bumped on every change of the game. */
  get revision(): number {
    return this._revision;
  }
  /** The last committed view. */
  get view(): TableView {
    return this._view;
  }
  /** The current selection, or null. */
  get selection(): TableSelection | null {
    return this._selection;
  }
  /** The panel open over the table. */
  get openPanel(): TablePanel {
    return this.panel;
  }

  // ---- game flow -------------------------------------------------------------

  /**
   * Puts `game` on the table: a new game (or the same instance, restarted).
   * Fires `klondike-new-game` unless `quiet`, and `klondike-score-change`
   * when a game was on the table and the score differs.
   */
  start(game: Klondike, quiet = false): void {
    const previous = this._game ? this._game.score : null;
    this._game = game;
    this.order = dealOrder(game);
    this._selection = null;
    this.hint = null;
    this.message = null;
    this.drag = null;
    this.panel = 'none';
    this.winFired = false;
    this.resultsHeld = false;
    this.resultsDue = null;
    this._assisted = false;
    this.deps.playClock.reset();
    this.deps.stopAssist();
    this.gameChanged = true;
    this.commit();
    if (!quiet) this.tell('new-game', { code: game.code, options: game.options });
    if (previous !== null) this.emitScore(previous);
  }

  /**
   * True when the game in progress had help that a fair score must not
   * have: moves replayed from a record (then "Play from here"), or a solver
   * Finish from a position the plain auto-finish could not finish. Its win
   * says `assisted` and sets no best time or score.
   */
  get assisted(): boolean {
    return this._assisted;
  }

  /** The game was assisted before (a restored save says so). */
  markAssisted(): void {
    this._assisted = true;
  }

  /** Replaces the engine object of the same game (say, a new undo limit); no event. */
  replaceGame(game: Klondike): void {
    this._game = game;
    this.gameChanged = true;
    this.commit();
  }

  /**
   * Plays `move` as `source` would: a legal move is played (events,
   * `source` in `klondike-move`, the clock runs); an illegal one is refused
   * with its reason. False when refused, or when the table is held (a
   * replay or a proven deal being searched) and the move is not the replay's.
   */
  play(move: MoveNotation, source: MoveSource): boolean {
    const s = this.deps.settings();
    if (source !== 'replay' && (s.replaying || s.waiting)) return false;
    if (source !== 'finish') this.deps.stopAssist();
    const problem = this._game.check(move);
    if (problem) {
      this.reject(move, problem);
      return false;
    }
    if (source === 'replay' || (source === 'finish' && !this._game.canAutoFinish())) this._assisted = true;
    const before = this.before();
    const r = this._game.move(move);
    this.drag = null;
    if (!this._game.isWon() && source !== 'replay') this.deps.playClock.run();
    this.changed(before);
    this.tell('move', { move: r.move, cards: r.cards, flipped: r.flipped, score: this._game.score, source });
    this.emitScore(before.score);
    this.checkWin();
    return true;
  }

  /** Undoes the last move; returns it, or null (nothing to undo, the table is held, or the game is won: a win is final until a new deal or a replay). */
  undo(): MoveNotation | null {
    const s = this.deps.settings();
    if (s.replaying || s.waiting || this._game.isWon()) return null;
    this.deps.stopAssist();
    const before = this.before();
    const m = this._game.undo();
    if (m === null) return null;
    this.panel = 'none';
    this.changed(before);
    this.tell('undo', { move: m });
    this.emitScore(before.score);
    return m;
  }

  /** Plays again the last undone move; returns it, or null. */
  redo(): MoveNotation | null {
    const s = this.deps.settings();
    if (s.replaying || s.waiting) return null;
    const before = this.before();
    const m = this._game.redo();
    if (m === null) return null;
    this.changed(before);
    this.tell('redo', { move: m });
    this.emitScore(before.score);
    this.checkWin();
    return m;
  }

  /** Refuses `move`: a message with the reason, `klondike-invalid-move`, the selection dropped, dragged cards glide back. */
  reject(move: MoveNotation, problem: MoveProblem): void {
    const message = rejectionText(this._game, move, problem, this.deps.strings());
    this._selection = null;
    this.endDrag();
    this.showMessage(message);
    this.tell('invalid-move', { move, reason: problem.reason, message });
  }

  /**
   * A proven dead end (or, with `lost`, a game proven lost though moves
   * remain): the stuck panel and `klondike-stuck`, as the `stuck` setting allows.
   */
  stuck(lost = false): void {
    const mode = this.deps.settings().stuck;
    if (mode === 'silent' || (lost && mode !== 'lost') || this._game.isWon()) return;
    this.panel = lost ? 'lost' : 'stuck';
    this.commit();
    this.tell('stuck', { lost });
  }

  /** Closes the stuck or lost panel when the `stuck` setting no longer allows it. */
  stuckModeChanged(): void {
    const mode = this.deps.settings().stuck;
    if ((mode === 'silent' && this.panel === 'stuck') || (mode !== 'lost' && this.panel === 'lost')) this.closePanel();
  }

  /** Opens the settings panel (over any other panel; the game waits). */
  openSettings(): void {
    if (this.panel === 'settings') return;
    this._selection = null;
    this.underSettings = this.panel;
    this.panel = 'settings';
    this.commit();
  }

  /** Closes the panel over the table (the settings panel: back to the one it covered). */
  closePanel(): void {
    if (this.panel === 'none') return;
    this.panel = this.panel === 'settings' ? this.underSettings : 'none';
    this.commit();
  }

  // ---- what the table shows ----------------------------------------------------

  /** Selects `card` on `pile` (in a column: the run from that card). */
  select(pile: PileId, card: string): void {
    this._selection = { pile, card };
    this.commit();
  }

  /** Drops the selection. */
  clearSelection(): void {
    if (!this._selection) return;
    this._selection = null;
    this.commit();
  }

  /** Shows `cards` offset by (dx, dy) from their places: a drag in progress. */
  dragCards(cards: readonly string[], dx: number, dy: number): void {
    this.drag = { cards: new Set(cards), dx, dy };
    this.commit();
  }

  /**
   * Moves the drag on show to (dx, dy) WITHOUT a commit: the drag controller
   * moves the cards' nodes itself, a frame at a time, so a pointer move
   * renders no template (`late/input/drag.ts`). The view's drag is this same
   * object, so a render for another reason shows the cards where they are.
   */
  moveDrag(dx: number, dy: number): void {
    if (!this.drag) return;
    this.drag.dx = dx;
    this.drag.dy = dy;
  }

  /** Ends a drag display: the cards glide to their (old or new) places. */
  endDrag(): void {
    if (!this.drag) return;
    const cards = [...this.drag.cards];
    this.drag = null;
    this.fly(cards);
    this.commit();
  }

  /** Shows a short message (with New deal / Replay / Undo exits when `exits`, which stays until closed). */
  showMessage(text: string, exits = false): void {
    const shown: TableMessage = { text, exits };
    this.message = shown;
    this.deps.say(text);
    this.commit();
    if (!exits) this.later(() => this.message === shown && this.closeMessage(), MESSAGE_MS);
  }

  /** Closes the message. */
  closeMessage(): void {
    if (!this.message) return;
    this.message = null;
    this.commit();
  }

  /**
   * Previews `move` on the table (the cards it moves and where) for
   * {@link HINT_MS}, or until the next input when `untilInput` (a hint asked
   * from the keyboard: its player reads at their pace; by default, when the
   * last input was a key); the next input (see {@link input}) ends it
   * either way.
   */
  showHint(move: MoveNotation, untilInput = this.lastInput === 'key'): void {
    const game = this._game;
    const shown: TableHint = {
      cards: move === 'S' ? [] : movingCards(game, move),
      pile: move === 'S' ? 'S' : moveTarget(move, movingCard(game, move)),
    };
    this.hint = shown;
    this.commit();
    if (untilInput) return;
    this.later(() => {
      if (this.hint !== shown) return;
      this.hint = null;
      this.commit();
    }, HINT_MS);
  }

  /** A press or a key on the element: a hint shown before it goes; the kind of input decides how long the next hint stays. */
  input(kind: 'key' | 'pointer'): void {
    this.lastInput = kind;
    if (!this.hint) return;
    this.hint = null;
    this.commit();
  }

  /** Cancels the session's timers (the element left the page). */
  dispose(): void {
    for (const t of this.timers) this.deps.clock.clearTimeout(t);
    this.timers.clear();
  }

  /**
   * Produces the view of the current state: the revision is bumped when the
   * game changed since the last commit; `onCommit` receives the view.
   */
  commit(): TableView {
    const gameChanged = this.gameChanged;
    if (gameChanged) this._revision++;
    this.gameChanged = false;
    const stuck = this.panel === 'stuck' || this.panel === 'lost';
    this._view = Object.freeze({
      revision: this._revision,
      game: gameChanged || !this._view ? snapshotOf(this._game) : this._view.game,
      order: this.order,
      selection: this._selection,
      selected: new Set(this._selection ? runFrom(this._game, this._selection.pile, this._selection.card) : []),
      hint: this.hint,
      message: this.message,
      panel: this.panel,
      drag: this.drag,
      flying: this.flying,
      stuck,
      lost: this.panel === 'lost',
    });
    this.deps.onCommit(this._view, gameChanged);
    return this._view;
  }

  // ---- internals -------------------------------------------------------------

  private before() {
    return { places: placesOf(this._game), score: this._game.score };
  }

  /** After a change of the game: selection and hint dropped, moved cards raised. */
  private changed(before: ReturnType<TableSession['before']>): void {
    this._selection = null;
    this.hint = null;
    if (this.message && !this.message.exits) this.message = null;
    if (this.panel === 'stuck' || this.panel === 'lost') this.panel = 'none';
    const moved: string[] = [];
    for (const [c, p] of placesOf(this._game)) if (before.places.get(c) !== p) moved.push(c);
    this.fly(moved);
    this.gameChanged = true;
    this.commit();
  }

  /**
   * Cards in flight land: their transition ended (the table surface reports
   * it, so the end of a move costs one frame, not one for the transition and
   * another for a timer). One commit for all of them; none when none was in
   * flight (already landed by the timer).
   */
  landed(cards: Iterable<string>): void {
    const next = new Set(this.flying);
    for (const c of cards) next.delete(c);
    if (next.size === this.flying.size) return;
    this.flying = next;
    this.commit();
  }

  private fly(cards: string[]): void {
    const ms = cards.length ? this.deps.settings().animationMs : 0;
    if (ms === 0) return; // without animation nothing flies (and nothing would report a landing)
    this.flying = new Set([...this.flying, ...cards]);
    // The fallback when no transition reports the landing (a hidden page, a move during a resize).
    this.later(() => this.landed(cards), ms + LANDING_SLACK_MS);
  }

  private emitScore(previous: number): void {
    const score = this._game.score;
    if (score !== previous) this.tell('score-change', { score, previous, scoreText: this._game.scoreText });
  }

  private checkWin(): void {
    const g = this._game;
    if (!g.isWon()) return;
    const first = !this.winFired;
    this.winFired = true;
    const s = this.deps.settings();
    if (s.replaying) return; // a replayed win is nobody's win: no event, no panel
    // Won again after undoing the last move: the panel again, but one win (one event, one statistic).
    if (first) {
      this.deps.playClock.stop();
      this.commit();
      const st = g.stats;
      this.tell('win', { score: g.score, scoreText: g.scoreText, moves: st.moves, passes: st.passes, timeMs: Math.round(this.deps.playClock.ms), code: g.code, assisted: this._assisted });
    }
    this.later(() => {
      if (this.resultsHeld) this.resultsDue = g;
      else this.showResults(g);
    }, s.animationMs * WIN_PANEL_DELAY + 60);
  }

  /** Opens the results panel of `g` if it is still the won game on the table. */
  private showResults(g: Klondike): void {
    if (g !== this._game || !g.isWon()) return;
    this.panel = 'results';
    this.commit();
  }

  /**
   * Holds the results panel of a win back while a celebration plays (the
   * art's cascade), for `ms` at most; {@link releaseResults} ends the hold
   * sooner. The panel then opens at once if its usual delay has passed.
   */
  holdResults(ms: number): void {
    this.resultsHeld = true;
    const g = this._game;
    this.later(() => {
      if (g === this._game) this.releaseResults();
    }, ms);
  }

  /** Ends a hold of {@link holdResults}: the results panel opens now if it was due. */
  releaseResults(): void {
    if (!this.resultsHeld) return;
    this.resultsHeld = false;
    const due = this.resultsDue;
    this.resultsDue = null;
    if (due) this.showResults(due);
  }

  private later(fn: () => void, ms: number): void {
    const t = this.deps.clock.setTimeout(() => {
      this.timers.delete(t);
      fn();
    }, ms);
    this.timers.add(t);
  }
}
