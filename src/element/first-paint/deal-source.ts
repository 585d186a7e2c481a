/**
 * Where new deals come from when they must be proven first:
 *
 * - `winnable`: a new random deal is drawn among deals the solver proves
 *   winnable under the element's rules. Random deal numbers are tried, each
 *   solved in the solver worker within a short budget; the first one solved
 *   is dealt. Meanwhile the table shows "Dealing…" (the previous
 *   table, or the deck waiting in the stock for the first game) and refuses
 *   input; the page stays responsive.
 * - `daily`: the deal of the day for the player's local date (or
 *   `daily="YYYY-MM-DD"`), the mapping of `engine/daily.ts` walked with the
 *   solver of the worker at the fixed state budget of `solver/daily.ts`, so it
 *   is the code `klondike daily DATE` prints for the same rules.
 *
 * The searches themselves (`solving/deal-search.ts`) load with the solver
 * client on the first search, so the first paint carries neither; they run
 * in a solver worker of their own, so that the hint and stuck analysis of
 * the game on the table never cancels them.
 * @module
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { formatDate, Klondike, localDateOf, randomDealNumber, type SolvitaireDeal } from '../../engine/index.js';
import type { RuleRequest } from '../session/saved-game.js';
import type { SessionNews } from '../session/news.js';
import type { DealSearch } from '../solving/deal-search.js';
import type { Strings } from '../i18n/strings.js';

/** What the deal source needs from the element. */
export interface DealSourceHost extends ReactiveControllerHost, EventTarget {
  /** The session's news: each new deal (never the public event, which a page can dispatch). */
  readonly news: SessionNews;
  readonly game: Klondike | undefined;
  readonly winnable: boolean;
  /** The `daily` attribute: null = off; '' = today; else `YYYY-MM-DD`. */
  readonly daily: string | null;
  /**
   * The table leaves daily mode: `daily` reads null until the page sets it
   * again (no property is written: this may run during an update).
   */
  leaveDaily(): void;
  readonly undoLimit: number;
  /** The rules asked for by the attributes. */
  readonly ruleRequest: RuleRequest;
  readonly strings: Strings;
  /** Puts `game` on the table (a new game: `klondike-new-game`). */
  startGame(game: Klondike): void;
  /** Warning, `klondike-error`, message. */
  reportError(message: string): void;
}

/** A search in flight. */
type Search = { kind: 'winnable'; token: number } | { kind: 'daily'; token: number; date: string; key: string };

const rulesKey = (r: Omit<RuleRequest, 'foundationPoints'>): string => `${r.draw}|${r.scoring}|${r.passes}|${r.takeback}`;

/** Deal numbers of the days already walked, by date and rules (the walk is deterministic). */
const dailyCache = new Map<string, number>();

/** All 52 cards face down in the stock: the table while the first proven deal is searched. */
function deckDeal(): SolvitaireDeal {
  const stock = [...'SHDC'].flatMap((s) => ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].map((r) => r + s));
  return { 'tableau piles': [[], [], [], [], [], [], []], stock };
}

/** Winnable and daily deals for one element. */
export class DealSource implements ReactiveController {
  /** Stops the news subscription (while connected). */
  private stopNews?: () => void;
  /** The searches and their solver client, made with their module on the first search (so neither is in the first paint). */
  private searcher?: DealSearch;
  private searcherLoad?: Promise<DealSearch>;
  private search: Search | null = null;
  private token = 0;
  private interrupted = false;
  /** The `daily` attribute value last resolved, and its date. */
  private resolved: { attr: string; date: string } | null = null;
  /** The deal of the day on the table: its date, code and rules. */
  private dailyOnTable: { date: string; code: string | null; key: string } | null = null;
  /** The day (date and rules) whose walk failed: not walked again until `daily` or the rules ask for another. */
  private failedDaily: string | null = null;

  constructor(private readonly host: DealSourceHost) {
    host.addController(this);
  }

  private searches(): Promise<DealSearch> {
    return (this.searcherLoad ??= import('../solving/deal-search.js').then(({ DealSearch }) => (this.searcher = new DealSearch(this.host))));
  }

  /** The deck shown while the first game is searched (see {@link placeholder}). */
  private waitingDeck: Klondike | null = null;

  /** True while a proven deal is searched (the table refuses input). */
  get waiting(): boolean {
    return this.search !== null;
  }

  /** The date (`YYYY-MM-DD`) of the deal of the day on the table, or null. */
  get dailyDate(): string | null {
    const d = this.dailyOnTable;
    return d && d.code === (this.host.game?.code ?? null) ? d.date : null;
  }

  hostConnected(): void {
    this.stopNews = this.host.news.on('new-game', this.onNewGame);
    if (this.interrupted && this.search) {
      const s = this.search;
      this.interrupted = false;
      if (s.kind === 'daily') this.startDaily(s.date);
      else this.startWinnable();
    }
  }

  hostDisconnected(): void {
    this.stopNews?.();
    this.stopNews = undefined;
    // The solver client (a controller too) stops the worker; the search resumes on reconnection.
    if (this.search) this.interrupted = true;
  }

  /** Starts the day's walk when `daily` asks for a deal of the day that is not on the table. */
  hostUpdate(): void {
    const attr = this.host.daily;
    // `daily` or `winnable` removed while its search runs: stop it, and deal
    // an ordinary game if the table only held the deck waiting for it.
    const dailyOff = attr === null || attr === undefined;
    if ((dailyOff && this.search?.kind === 'daily') || (!this.host.winnable && this.search?.kind === 'winnable')) {
      this.cancel();
      if (this.host.game && this.host.game === this.waitingDeck) {
        this.host.startGame(new Klondike({ dealNumber: randomDealNumber(), ...this.host.ruleRequest, undoLimit: this.host.undoLimit }));
      }
    }
    if (dailyOff || !this.host.game) return;
    const date = this.resolve(attr);
    const key = `${date}|${rulesKey(this.host.ruleRequest)}`;
    if (this.dailyDate !== null && this.dailyOnTable?.key === key) return;
    if (this.search?.kind === 'daily' && this.search.key === key) return;
    // The walk of this day failed (no solver on the page): the game dealt instead stays.
    if (this.failedDaily === key) return;
    this.startDaily(date);
  }

  /**
   * The first game, when it must be proven first (`daily` or `winnable`): the
   * deck waiting in the stock, and the search starts. Null otherwise.
   */
  placeholder(): Klondike | null {
    const h = this.host;
    if ((h.daily === null || h.daily === undefined) && !h.winnable) return null;
    const game = new Klondike({ deal: deckDeal(), ...h.ruleRequest, undoLimit: h.undoLimit });
    this.waitingDeck = game;
    if (h.daily !== null && h.daily !== undefined) this.startDaily(this.resolve(h.daily));
    else this.startWinnable();
    return game;
  }

  /** The date the `daily` attribute asks for, or null when it is absent. */
  requestedDate(): string | null {
    const attr = this.host.daily;
    return attr === null || attr === undefined ? null : this.resolve(attr);
  }

  /** A restored game (persist) was a deal of the day of `date`. */
  adopt(game: Klondike, date: string | null): void {
    const o = game.options;
    this.dailyOnTable = date === null ? null : { date, code: game.code, key: `${date}|${rulesKey(o)}` };
    if (date !== null && this.host.daily !== null && this.host.daily !== undefined) this.resolved = { attr: this.host.daily, date };
  }

  /**
   * `newGame(code?)` was called: it leaves daily mode. With no code and
   * `winnable`, the search for a proven deal starts and true is returned
   * (the element deals when it ends); otherwise any search stops and false
   * is returned (the element deals at once).
   */
  takeOver(code: unknown): boolean {
    const h = this.host;
    if (h.daily !== null && h.daily !== undefined) h.leaveDaily();
    this.dailyOnTable = null;
    if (code === undefined && h.winnable) {
      if (this.search?.kind !== 'winnable') this.startWinnable();
      return true;
    }
    this.cancel();
    return false;
  }

  /** Stops the search in flight, if any. */
  cancel(): void {
    if (!this.search) return;
    this.token++;
    this.search = null;
    this.interrupted = false;
    this.searcher?.client.cancel();
    this.host.requestUpdate();
  }

  /** The "Dealing…" layer over the table while a search runs (it takes the pointer input). */
  render(): TemplateResult | typeof nothing {
    if (!this.search) return nothing;
    const s = this.host.strings;
    const text = this.search.kind === 'daily' ? s['deal.searching-daily'] : s['deal.searching'];
    const stop = (e: Event) => e.stopPropagation();
    return html`<div class="deal-wait" part="dealing" role="status" @pointerdown=${stop} @click=${stop}>
      <span>${text}</span>
    </div>`;
  }

  // ---- searches -------------------------------------------------------------

  private begin(search: Search): void {
    this.searcher?.client.cancel();
    this.search = search;
    this.interrupted = false;
    this.host.requestUpdate();
  }

  private startWinnable(): void {
    const token = ++this.token;
    this.begin({ kind: 'winnable', token });
    void this.runWinnable(token);
  }

  private async runWinnable(token: number): Promise<void> {
    const rules = { ...this.host.ruleRequest };
    const search = await this.searches();
    const stopped = () => token !== this.token || this.interrupted;
    if (stopped()) return;
    const make = () => new Klondike({ dealNumber: randomDealNumber(), ...rules, undoLimit: this.host.undoLimit });
    const outcome = await search.winnable(make, stopped, () => rulesKey(this.host.ruleRequest) !== rulesKey(rules));
    if (outcome === 'stopped') return;
    if (outcome === 'rules-changed') this.startWinnable(); // prove a deal under the new rules
    else this.deal(outcome.game);
  }

  private startDaily(date: string): void {
    const rules = { ...this.host.ruleRequest };
    const key = `${date}|${rulesKey(rules)}`;
    const token = ++this.token;
    this.begin({ kind: 'daily', token, date, key });
    void this.runDaily(date, rules, key, token);
  }

  private async runDaily(date: string, rules: RuleRequest, key: string, token: number): Promise<void> {
    const make = (dealNumber: number) => new Klondike({ dealNumber, ...rules, undoLimit: this.host.undoLimit });
    let dealNumber = dailyCache.get(key);
    if (dealNumber === undefined) {
      const search = await this.searches();
      if (token !== this.token || this.interrupted) return;
      try {
        dealNumber = await search.daily(date, make);
      } catch (e) {
        if (token !== this.token || this.interrupted) return;
        this.search = null;
        this.failedDaily = key;
        // A solver that cannot run on the page ("the solver is not available…") was told once by its client.
        const why = (e as Error).message;
        if (!why.startsWith('the solver')) this.host.reportError(`The deal of the day could not be found: ${why}`);
        if (this.host.game?.dealNumber === null) this.host.startGame(make(randomDealNumber()));
        return;
      }
      dailyCache.set(key, dealNumber);
    }
    if (token !== this.token || this.interrupted) return;
    const game = make(dealNumber);
    this.dailyOnTable = { date, code: game.code, key };
    this.deal(game);
  }

  private deal(game: Klondike): void {
    this.search = null;
    this.host.startGame(game);
    this.host.requestUpdate();
  }

  /** The date of a `daily` attribute value: '' is today (read once per value), else a `YYYY-MM-DD` date. */
  private resolve(attr: string): string {
    if (this.resolved?.attr === attr) return this.resolved.date;
    let date: string;
    const a = attr.trim().toLowerCase();
    if (a === '' || a === 'today' || a === 'true') date = localDateOf(new Date());
    else {
      try {
        date = formatDate(a);
      } catch (e) {
        this.host.reportError(`daily="${attr}": ${(e as Error).message}; using today's date.`);
        date = localDateOf(new Date());
      }
    }
    this.resolved = { attr, date };
    return date;
  }

  private onNewGame = (): void => {
    // Another deal than the deal of the day (a new deal, a code, a rule change) leaves it.
    if (this.dailyOnTable && this.dailyOnTable.code !== (this.host.game?.code ?? null)) this.dailyOnTable = null;
  };
}
