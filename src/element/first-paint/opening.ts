/**
 * Which game goes on the table: the first one of an element (a saved game, a
 * code, a proven deal or a random deal) and the deal `newGame()` asks for.
 * @module
 */
import { Klondike, type SolvitaireDeal } from '../../engine/index.js';
import type { RuleRequest } from '../session/saved-game.js';
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
