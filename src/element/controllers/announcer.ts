/**
 * Screen-reader announcements of `<klondike-solitaire>`: one polite live
 * region (`role="status"`, visually hidden) in the shadow root, and a
 * controller that fills it. It listens to the element's own events, so every
 * input (tap, drag, keyboard, API) is covered: a move played ("7 of hearts
 * to column 3. 5 of clubs turned face up."), a draw, undo and redo, a new
 * deal, the win, the stuck dialog; it also announces a new selection, and
 * the element passes it every on-table message (illegal-move reasons,
 * errors, "no hint") and the hint it shows.
 *
 * Sentences said in the same task are joined into one announcement; the
 * same text said twice is still announced (a no-break space toggles).
 * @module
 */
import { html, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { Klondike, MoveNotation } from '../../engine/index.js';
import type { KlondikeMoveDetail, KlondikeStuckDetail, KlondikeWinDetail } from '../events.js';
import { newsWhileConnected, type SessionNews } from '../session/news.js';
import { formatClock, formatCount, formatScore } from '../i18n/format.js';
import { movingCards } from '../session/moves.js';
import { capitalise, cardName, t, type StringKey, type Strings } from '../i18n/strings.js';
import { runFrom } from '../session/piles.js';

/** How long an announcement stays in the region before it is cleared (ms). */
const CLEAR_MS = 8000;

/** What the announcer needs from the element (`<klondike-solitaire>` provides it). */
export interface AnnouncerHost extends ReactiveControllerHost {
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
  private flushQueued = false;
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
    undo: () => this.onUndo(),
    redo: () => this.onRedo(),
    'new-game': () => this.onNewGame(),
    win: (d) => this.onWin(d),
    stuck: (d) => this.onStuck(d),
  });

  hostConnected(): void {
    this.news.connect();
  }

  hostDisconnected(): void {
    this.news.disconnect();
    clearTimeout(this.clearTimer);
  }

  hostUpdate(): void {
    const sel = this.host.selection;
    const key = sel ? `${sel.pile}:${sel.card}` : '';
    if (key === this.lastSelection) return;
    this.lastSelection = key;
    if (!sel || this.host.runPanel.isOpen) return;
    const s = this.host.strings;
    const count = Math.max(1, runFrom(this.host.game, sel.pile, sel.card).length);
    const card = cardName(sel.card, s);
    this.say(capitalise(count > 1 ? t('announce.run-selected', { card, count, more: count - 1 }, s) : t('announce.selected', { card }, s)));
  }

  /** The live region (place it once in the element's template). */
  render(): TemplateResult {
    return html`<div class="sr-only announcer" role="status" aria-live="polite" aria-atomic="true"></div>`;
  }

  /** Announces `text` (joined with anything else said in the same task). */
  say(text: string): void {
    if (!text) return;
    this.buffer.push(text);
    if (this.flushQueued) return;
    this.flushQueued = true;
    queueMicrotask(() => this.flush());
  }

  /** Announces the hint shown on the table. */
  hint(move: MoveNotation): void {
    const s = this.host.strings;
    if (move === 'S') this.say(s['announce.hint-draw']);
    else this.say(t('announce.hint', { move: moveSentence(move, movingCards(this.host.game, move), s) }, s));
  }

  private flush(): void {
    this.flushQueued = false;
    const text = this.buffer.join(' ');
    this.buffer = [];
    const region = this.host.renderRoot.querySelector<HTMLElement>('.announcer');
    this.text = text;
    if (!region) return;
    // The same words again would not be announced: make them differ.
    region.textContent = region.textContent === text ? `${text}\u00a0` : text;
    clearTimeout(this.clearTimer);
    this.clearTimer = setTimeout(() => (region.textContent = ''), CLEAR_MS);
  }

  private readonly onMove = (d: KlondikeMoveDetail): void => {
    if (d.source === 'finish') return;
    const s = this.host.strings;
    const parts = [moveSentence(d.move, d.cards, s)];
    if (d.flipped) parts.push(capitalise(t('announce.flipped', { card: cardName(d.flipped, s) }, s)));
    this.say(parts.join(' '));
  };

  private readonly onUndo = (): void => this.say(this.host.strings['announce.undo']);
  private readonly onRedo = (): void => this.say(this.host.strings['announce.redo']);
  private readonly onStuck = (d: KlondikeStuckDetail): void => this.say(this.host.strings[d.lost ? 'announce.lost' : 'announce.stuck']);

  private readonly onNewGame = (): void => {
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
