/**
 * Screen-reader announcements of `<klondike-solitaire>`: one polite live
 * region (`role="status"`, visually hidden) in the shadow root, and a
 * controller that fills it. It follows the session's news (not the public
 * events, which a page could forge), so every
 * input (tap, drag, keyboard, API) is covered: a move played ("7 of hearts
 * to column 3. 5 of clubs turned face up."), a draw, undo (which move) and
 * redo, a new deal, Finish (its start, then every few cards), the win, the
 * stuck dialog; it also announces a new selection, and the element passes
 * it every on-table message (illegal-move reasons, errors, "no hint") and
 * the hint it shows, phrased for the input in use ("press Space" after a
 * key, "tap the stock" after a pointer).
 *
 * Sentences said in the same task are joined into one announcement, the
 * stuck verdict last (it can be reached while the move that caused it is
 * still being played); the same text said twice is still announced (a
 * no-break space toggles).
 * @module
 */
import { html, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { Klondike, MoveNotation } from '../../engine/index.js';
import type { KlondikeMoveDetail, KlondikeStuckDetail, KlondikeUndoDetail, KlondikeWinDetail } from '../events.js';
import { newsWhileConnected, type SessionNews } from '../session/news.js';
import { formatClock, formatCount, formatScore } from '../i18n/format.js';
import { movingCards } from '../session/moves.js';
import { capitalise, cardName, t, type StringKey, type Strings } from '../i18n/strings.js';
import { runFrom } from '../session/piles.js';

/** How long an announcement stays in the region before it is cleared (ms). */
const CLEAR_MS = 8000;

/** Finish says how far it got every this many cards. */
const FINISH_EVERY = 10;

/** What the announcer needs from the element (`<klondike-solitaire>` provides it). */
export interface AnnouncerHost extends ReactiveControllerHost, EventTarget {
  /** The session's news: what happened on the table. */
  readonly news: SessionNews;
  readonly game: Klondike;
  readonly strings: Strings;
  readonly selection: { readonly pile: string; readonly card: string } | null;
  readonly runPanel: { readonly isOpen: boolean };
  readonly hasUpdated: boolean;
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/**
 * The sentence for a move: `cards` are the cards it carries, bottom to top
 * (for `S`: the cards drawn, none for a turn-over of the waste).
 */
export function moveSentence(move: MoveNotation, cards: readonly string[], strings: Strings): string {
  const tr = (key: StringKey, p: Record<string, string | number> = {}) => t(key, p, strings);
  const name = (c: string) => cardName(c, strings);
  if (move === 'S') {
    if (!cards.length) return tr('announce.recycle');
    return capitalise(cards.length === 1 ? tr('announce.draw', { card: name(cards[0]) }) : tr('announce.draw-many', { count: cards.length, card: name(cards[cards.length - 1]) }));
  }
  const to = move.split('-')[1];
  const first = cards[0];
  if (!first) return '';
  if (to === 'F') return capitalise(tr('announce.to-foundation', { card: name(first), suit: strings[`suit.${first[1]}` as StringKey] }));
  const n = cards.length;
  return capitalise(n === 1 ? tr('announce.to-column', { card: name(first), n: to }) : tr('announce.run-to-column', { card: name(first), n: to, count: n, more: n - 1 }));
}

/** Fills the live region. Create it with `new Announcer(host)`; place {@link render} in the template. */
export class Announcer implements ReactiveController {
  private buffer: string[] = [];
  /** Said after the rest of the task's sentences (the stuck verdict). */
  private last: string[] = [];
  private flushQueued = false;
  /** Cards Finish has played since it started (0: not finishing). */
  private finishMoves = 0;
  /** The last input: a key, or a pointer (the hint to draw is phrased for it). */
  private lastInput: 'key' | 'pointer' = 'pointer';
  private clearTimer?: ReturnType<typeof setTimeout>;
  private lastSelection = '';
  private text = '';

  constructor(private readonly host: AnnouncerHost) {
    host.addController(this);
  }

  /** The last announcement (what the live region says, or said before it was cleared). */
  get lastAnnouncement(): string {
    return this.text;
  }

  /** What it says, from the session's news (never the public events, which a page can dispatch). */
  private readonly news = newsWhileConnected(this.host.news, {
    move: (d) => this.onMove(d),
    undo: (d) => this.onUndo(d),
    redo: () => this.onRedo(),
    'new-game': () => this.onNewGame(),
    win: (d) => this.onWin(d),
    stuck: (d) => this.onStuck(d),
  });

  hostConnected(): void {
    this.news.connect();
    this.host.addEventListener('keydown', this.onKey);
    this.host.addEventListener('pointerdown', this.onPointer);
  }

  hostDisconnected(): void {
    this.news.disconnect();
    this.host.removeEventListener('keydown', this.onKey);
    this.host.removeEventListener('pointerdown', this.onPointer);
    clearTimeout(this.clearTimer);
  }

  private readonly onKey = (): void => void (this.lastInput = 'key');
  private readonly onPointer = (): void => void (this.lastInput = 'pointer');

  hostUpdate(): void {
    // While the run panel is open it speaks for itself (its count); the run chosen is said when it closes.
    if (this.host.runPanel.isOpen) return;
    const sel = this.host.selection;
    const key = sel ? `${sel.pile}:${sel.card}` : '';
    if (key === this.lastSelection) return;
    this.lastSelection = key;
    if (!sel) return;
    const s = this.host.strings;
    const count = Math.max(1, runFrom(this.host.game, sel.pile, sel.card).length);
    const card = cardName(sel.card, s);
    this.say(capitalise(count > 1 ? t('announce.run-selected', { card, count, more: count - 1 }, s) : t('announce.selected', { card }, s)));
  }

  /** The live region (place it once in the element's template). */
  render(): TemplateResult {
    return html`<div class="sr-only announcer" role="status" aria-live="polite" aria-atomic="true"></div>`;
  }

  /** Announces `text` (joined with anything else said in the same task); `last`: after the others. */
  say(text: string, last = false): void {
    if (!text) return;
    (last ? this.last : this.buffer).push(text);
    if (this.flushQueued) return;
    this.flushQueued = true;
    queueMicrotask(() => this.flush());
  }

  /** Announces the hint shown on the table. */
  hint(move: MoveNotation): void {
    const s = this.host.strings;
    if (move === 'S') this.say(s[this.lastInput === 'key' ? 'announce.hint-draw-key' : 'announce.hint-draw']);
    else this.say(t('announce.hint', { move: moveSentence(move, movingCards(this.host.game, move), s) }, s));
  }

  private flush(): void {
    this.flushQueued = false;
    const text = [...this.buffer, ...this.last].join(' ');
    this.buffer = [];
    this.last = [];
    const region = this.host.renderRoot.querySelector<HTMLElement>('.announcer');
    this.text = text;
    if (!region) return;
    // The same words again would not be announced: make them differ.
    region.textContent = region.textContent === text ? `${text}\u00a0` : text;
    clearTimeout(this.clearTimer);
    this.clearTimer = setTimeout(() => (region.textContent = ''), CLEAR_MS);
  }

  private readonly onMove = (d: KlondikeMoveDetail): void => {
    const s = this.host.strings;
    if (d.source === 'finish') {
      this.finishProgress();
      return;
    }
    this.finishMoves = 0;
    const parts = [moveSentence(d.move, d.cards, s)];
    if (d.flipped) parts.push(capitalise(t('announce.flipped', { card: cardName(d.flipped, s) }, s)));
    this.say(parts.join(' '));
  };

  /** Finish plays many cards: its start, then every {@link FINISH_EVERY} cards how many are home (the win says the end). */
  private finishProgress(): void {
    const s = this.host.strings;
    const game = this.host.game;
    if (game.isWon()) return;
    const home = game.foundations.reduce((n, f) => n + f.length, 0);
    if (this.finishMoves++ === 0) this.say(t('announce.finish-start', { count: 52 - home + 1 }, s));
    else if (this.finishMoves % FINISH_EVERY === 0) this.say(t('announce.finish-progress', { count: home }, s));
  }

  /** Which move was undone: "Undone: 7 of hearts to column 3." (the cards it moved, read off the table as it is again before it). */
  private readonly onUndo = (d: KlondikeUndoDetail): void => {
    const s = this.host.strings;
    this.finishMoves = 0;
    const move = d.move;
    const sentence = move ? moveSentence(move, move === 'S' ? this.drawnBack() : movingCards(this.host.game, move), s) : '';
    this.say(sentence ? t('announce.undo-move', { move: sentence }, s) : s['announce.undo']);
  };
  private readonly onRedo = (): void => this.say(this.host.strings['announce.redo']);
  private readonly onStuck = (d: KlondikeStuckDetail): void => this.say(this.host.strings[d.lost ? 'announce.lost' : 'announce.stuck'], true);

  /** The cards an undone draw put back on the stock (none when it turned the waste over). */
  private drawnBack(): string[] {
    const g = this.host.game;
    if (!g.stock.length) return [];
    const n = Math.min(g.options.draw, g.stock.length);
    return g.stock.slice(-n).reverse();
  }

  private readonly onNewGame = (): void => {
    this.finishMoves = 0;
    if (this.host.hasUpdated) this.say(this.host.strings['announce.new-game']);
  };

  private readonly onWin = (win: KlondikeWinDetail): void => {
    const s = this.host.strings;
    const locale = s['meta.locale'];
    const game = this.host.game;
    const params = { moves: formatCount(win.moves, locale), time: formatClock(win.timeMs, locale), score: formatScore(game, locale) };
    this.say(t(game.options.scoring === 'none' ? 'announce.win' : 'announce.win-score', params, s));
  };
}
