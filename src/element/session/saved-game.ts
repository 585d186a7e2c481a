/**
 * Reopening a saved game of `<klondike-solitaire persist>` under the
 * element's current options, without the DOM: the text read from storage
 * goes in, a verdict comes out (restored, left alone, or unreadable with the
 * reason). The persistence controller (first-paint/persist.ts) only reads and
 * writes `localStorage` and warns around it; every decision is made here, so
 * it is tested in Node over every combination of the rule options.
 *
 * Never throws for any text: a save that cannot be read (not JSON, another
 * format, a tampered history: the engine's `SaveError`) is `unreadable`; a
 * readable save made under other rules, for another deal than the element's
 * `code`, for another day than its `daily` date, or already won is
 * `left-alone`; otherwise it is `restored` with its undo history adapted to
 * the element's undo limit (see `Klondike.fromJSON`) and its clock bounded.
 * @module
 */
import { ownFields } from '../../engine/own.js';
import { Klondike, parseDate, type FoundationPoints, type KlondikeOptions, type KlondikeSave, type Scoring } from '../../engine/index.js';

/** The rule options asked for by the element's properties. */
export interface RuleRequest {
  draw: 1 | 3;
  scoring: Scoring;
  passes: number;
  takeback: boolean;
  foundationPoints: FoundationPoints;
}

/** True when a game's options differ from the rules asked for (an unscored game has no foundation rule to differ on). */
export function rulesDiffer(o: KlondikeOptions, r: RuleRequest): boolean {
  const points = r.scoring !== 'none' && o.foundationPoints !== r.foundationPoints;
  return o.draw !== r.draw || o.scoring !== r.scoring || o.passes !== r.passes || o.takeback !== r.takeback || points;
}

/** What is stored under a persist key. */
export interface PersistedGame {
  format: 'klondike-solitaire-persist';
  version: 1;
  /** The game, from `game.toJSON()`. */
  game: KlondikeSave;
  /** Playing time so far, in ms. */
  timeMs: number;
  /** The date (`YYYY-MM-DD`) when the game is a deal of the day, else null. */
  daily: string | null;
  /** Present (true) when the game had help (a replay, a solver Finish): its win stays assisted. */
  assisted?: true;
}

/** A save read back. */
export interface RestoredGame {
  game: Klondike;
  timeMs: number;
  daily: string | null;
  assisted: boolean;
}

/** The longest playing time read back from a save (99:59:59); a larger stored value reads as this. */
export const MAX_RESTORED_TIME_MS = (100 * 3600 - 1) * 1000;

/** What the element asks of a save when it deals its first game. */
export interface ReopenRequest {
  /** The rules of the element's attributes. */
  readonly rules: RuleRequest;
  /** The element's undo limit: the restored game gets it, its history adapted. */
  readonly undoLimit: number;
  /** The game of the element's `code` attribute, if any: a save of another deal is left alone. */
  readonly codeGame: Klondike | null;
  /** The date of the deal of the day asked for (`daily`), if any: a save of another day is left alone. */
  readonly daily: string | null;
}

/** Why a readable save is not resumed (it stays in storage, replaced by the next save). */
export type LeftAloneReason = 'other-rules' | 'won' | 'other-deal' | 'other-day';

/** The verdict of {@link reopenSave}. */
export type ReopenResult =
  | { readonly outcome: 'restored'; readonly saved: RestoredGame }
  | { readonly outcome: 'left-alone'; readonly why: LeftAloneReason }
  | { readonly outcome: 'unreadable'; readonly reason: string };

/**
 * Reads a stored save as it is (its own undo limit); throws an Error that
 * says why it cannot be read (a `SaveError` for a malformed or tampered game).
 * The clock is bounded to 0 … {@link MAX_RESTORED_TIME_MS}.
 */
export function readPersistedGame(text: string): RestoredGame {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error('not valid JSON');
  }
  if (typeof data !== 'object' || data === null) throw new Error('not a klondike-solitaire save');
  const d = ownFields(data as Partial<PersistedGame>); // its own fields only: a polluted Object.prototype adds nothing
  if (d.format !== 'klondike-solitaire-persist') throw new Error('not a klondike-solitaire save');
  if (d.version !== 1) throw new Error(`unknown save version ${JSON.stringify(d.version)}`);
  const game = Klondike.fromJSON(d.game); // throws a SaveError for anything malformed or tampered
  const timeMs = typeof d.timeMs === 'number' && d.timeMs >= 0 ? Math.min(d.timeMs, MAX_RESTORED_TIME_MS) : 0;
  let daily: string | null = null;
  if (typeof d.daily === 'string') {
    parseDate(d.daily);
    daily = d.daily;
  }
  return { game, timeMs, daily, assisted: d.assisted === true };
}

/**
 * The verdict on a stored save for an element with these options: restored
 * (under the element's undo limit, the history adapted: moves made final
 * stay final, moves to redo beyond the limit are dropped), left alone, or
 * unreadable with the reason. Never throws.
 */
export function reopenSave(text: string, request: ReopenRequest): ReopenResult {
  try {
    const saved = readPersistedGame(text);
    const game = saved.game;
    if (rulesDiffer(game.options, request.rules)) return { outcome: 'left-alone', why: 'other-rules' };
    if (game.isWon()) return { outcome: 'left-alone', why: 'won' };
    if (request.codeGame && request.codeGame.code !== game.code) return { outcome: 'left-alone', why: 'other-deal' };
    if (request.daily !== null && saved.daily !== request.daily) return { outcome: 'left-alone', why: 'other-day' };
    // The history adapts to the element's undo limit (moves made final stay final).
    if (game.options.undoLimit !== request.undoLimit) saved.game = Klondike.fromJSON(game.toJSON(), { undoLimit: request.undoLimit });
    return { outcome: 'restored', saved };
  } catch (e) {
    return { outcome: 'unreadable', reason: e instanceof Error ? e.message : String(e) };
  }
}
