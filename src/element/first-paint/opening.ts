/**
 * Which game goes on the table, and putting it there: the first game of an
 * element (a saved game, a code, a proven deal or a random deal), the deal
 * `newGame()` asks for, the same deal again (`restart()`, or new rules
 * mid-game), a new undo limit. {@link Dealer} is the one place that does it;
 * the functions below decide, without the DOM.
 * @module
 */
import { defaultPasses, Klondike, type SolvitaireDeal } from '../../engine/index.js';
import { rulesDiffer, type RuleRequest } from '../session/saved-game.js';
import type { TableSession } from '../session/table-session.js';
import type { ElementHost } from '../host.js';
import { withUndoLimit } from '../options.js';
import { showPlayed } from '../attributes.js';
import type { CoreParts } from './parts.js';

/** What {@link openingGame} needs. */
export interface OpeningRequest {
  /** The `code` attribute (may be empty). */
  readonly code: string;
  readonly undoLimit: number;
  readonly rules: RuleRequest;
  readonly parts: Pick<CoreParts, 'persist' | 'deals'>;
  /** Reports an invalid `code` (the game is dealt anyway). */
  onBadCode(message: string): void;
}

/**
 * The first game of an element: the saved game when `persist` has one for
 * these rules (with its clock and its daily date), else the deal of `code`,
 * else the deck waiting for a proven deal (`daily`, `winnable`), else a
 * random deal.
 */
export function openingGame(r: OpeningRequest): { game: Klondike; saved?: { timeMs: number; daily: string | null; assisted: boolean } } {
  let game: Klondike | null = null;
  if (r.code) {
    try {
      game = new Klondike({ code: r.code, undoLimit: r.undoLimit });
    } catch (e) {
      r.onBadCode((e as Error).message);
    }
  }
  const saved = r.parts.persist.restore(r.rules, game, r.parts.deals.requestedDate());
  if (saved) return { game: saved.game, saved: { timeMs: saved.timeMs, daily: saved.daily, assisted: saved.assisted } };
  return { game: game ?? r.parts.deals.placeholder() ?? new Klondike({ ...r.rules, undoLimit: r.undoLimit }) };
}

/**
 * The game `newGame(code)` deals: the deal of a code, an explicit Solvitaire
 * deal under `rules`, or (no argument) a random deal under `rules`. Throws
 * the engine's error for a malformed code or deal.
 */
export function dealFor(code: string | SolvitaireDeal | undefined, rules: RuleRequest, undoLimit: number): Klondike {
  if (typeof code === 'string') return new Klondike({ code, undoLimit });
  return new Klondike({ ...(code ? { deal: code } : {}), ...rules, undoLimit });
}

/**
 * The same deal under new rules (a rule attribute changed mid-game): the
 * same deal number, or the same explicit deal.
 */
export function redeal(game: Klondike, rules: RuleRequest, undoLimit: number): Klondike {
  const init = game.dealNumber === null ? { deal: game.toSolvitaire('deal') } : { dealNumber: game.dealNumber };
  return new Klondike({ ...init, ...rules, undoLimit });
}

/** What the {@link Dealer} works with. */
export interface DealerDeps {
  readonly el: ElementHost;
  readonly session: TableSession;
  readonly parts: Pick<CoreParts, 'persist' | 'deals' | 'settings' | 'replay'>;
  /** The play clock (a saved game's time goes back on it). */
  readonly clock: { restore(ms: number): void };
  /** Starts the deal animation (the table surface). */
  deal(): void;
  /** Shares the new view (status bar, dialogs). */
  provide(): void;
  /** Warning, `klondike-error` and a message (`fromCode`: an invalid code). */
  error(message: string, fromCode: boolean): void;
}

/** Puts games on the table: the first one, a new deal, the same deal again, the game under new options. */
export class Dealer {
  constructor(private readonly d: DealerDeps) {}

  /** The rules asked for by the attributes. */
  rules(): RuleRequest {
    const el = this.d.el;
    return { draw: el.draw, scoring: el.scoring, passes: el.passes ?? defaultPasses(el.scoring), takeback: el.takeback, foundationPoints: el.foundationPoints };
  }

  /**
   * Brings back the player's stored choices (`persist`), once, before the
   * first deal: they are written to their attributes, so the element calls
   * this before its first update (`scheduleUpdate`), never during one; a
   * public method called earlier gets them through {@link ensureGame}.
   */
  restoreSettings(): void {
    if (!this.d.session.started) this.d.parts.settings.restore();
  }

  /** Makes sure a game is on the table (the first deal: a code, a saved game, a proven deal or a random one). */
  ensureGame(): void {
    const { el, session, parts } = this.d;
    if (session.started) return;
    this.restoreSettings(); // the player's stored choices, before the first deal (a no-op once done)
    const first = openingGame({ code: el.code, undoLimit: el.undoLimit, rules: this.rules(), parts, onBadCode: (m) => this.d.error(m, true) });
    this.start(first.game);
    if (first.saved) {
      this.d.clock.restore(first.saved.timeMs);
      if (first.saved.assisted) session.markAssisted();
      parts.deals.adopt(first.game, first.saved.daily);
      this.d.provide();
    }
  }

  /** `newGame(code)`: a random deal under the rules (the player's pending ones first), a code's deal or an explicit deal; false (with an error) when it cannot. */
  newGame(code?: string | SolvitaireDeal): boolean {
    const { el, parts } = this.d;
    this.ensureGame();
    parts.replay.stop();
    if (typeof code !== 'string') parts.settings.applyPending(); // the player's rules for the next deal
    if (parts.deals.takeOver(code)) return true; // winnable: dealt once a deal is proven
    try {
      this.start(dealFor(code, this.rules(), el.undoLimit));
      return true;
    } catch (e) {
      this.d.error(e instanceof Error ? e.message : String(e), typeof code === 'string');
      return false;
    }
  }

  /** Deals the same cards again, from the start. */
  restart(): void {
    this.ensureGame();
    this.d.session.game.restart();
    this.start(this.d.session.game);
  }

  /** Puts `game` on the table (a new game): the session, the rules the element's rule properties read (`showPlayed`), the deal animation. */
  start(game: Klondike): void {
    const { el, session, parts } = this.d;
    const sameDeal = session.started && session.game === game;
    const o = game.options;
    // The rule properties now read this game's rules (no property is written: this may run during an update).
    showPlayed(el, {
      draw: o.draw,
      scoring: o.scoring,
      passes: o.passes === defaultPasses(o.scoring) ? undefined : o.passes,
      takeback: o.takeback,
      ...(o.scoring !== 'none' ? { foundationPoints: o.foundationPoints } : {}),
      undoLimit: o.undoLimit,
      code: game.code ?? '',
    });
    session.start(game, parts.deals.waiting);
    if (!sameDeal || el.isConnected) this.d.deal();
  }

  /**
   * After attribute changes (during the element's `willUpdate`): the first
   * deal; a new `code` (an invalid one: the game's code shows again); new
   * rules (the same deal again under them); a new undo limit (the same game,
   * its history adapted). It writes no property of the element.
   */
  optionsChanged(changed: ReadonlyMap<PropertyKey, unknown>): void {
    const { el, session } = this.d;
    if (!session.started) {
      this.ensureGame();
    } else if (changed.has('code') && el.code !== (session.game.code ?? '')) {
      if (!el.code || !this.newGame(el.code)) showPlayed(el, { code: session.game.code ?? '' }); // the game's code shows again
    } else if (rulesDiffer(session.game.options, this.rules())) {
      this.start(redeal(session.game, this.rules(), el.undoLimit));
    } else if (changed.has('undoLimit') && el.undoLimit !== session.game.options.undoLimit) {
      session.replaceGame(withUndoLimit(session.game, el.undoLimit));
    }
  }
}
