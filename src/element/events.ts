/**
 * The element's public events: one detail type per event, a typed `emit()`
 * and the `HTMLElementEventMap` augmentation, so that
 * `el.addEventListener('klondike-win', (e) => e.detail.score)` type-checks.
 * Every event bubbles and is composed (it crosses shadow roots).
 * @module
 */
import type { IllegalReason, KlondikeOptions, MoveNotation } from '../engine/index.js';
import type { SettingName, SettingValues } from './settings.js';

/** Who asked for a move: the input that played it. */
export type MoveSource = 'tap' | 'double-tap' | 'drag' | 'keyboard' | 'panel' | 'api' | 'hint' | 'finish' | 'replay';

/** `klondike-win`: all 52 cards are on the foundations. Fired once per win. */
export interface KlondikeWinDetail {
  /** Final score (points, dollars, or 0 when unscored). */
  score: number;
  /** The score as written, e.g. `'625'`, `'+$208'` (empty when unscored). */
  scoreText: string;
  /** Actions played, each stock tap included. */
  moves: number;
  /** Times the waste was turned back into the stock. */
  passes: number;
  /** Playing time in milliseconds (from the first move). */
  timeMs: number;
  /** The deal code, or null for an explicit deal. */
  code: string | null;
  /**
   * True when the win had help: moves replayed from a record (then "Play
   * from here"), or the solver's Finish from a position the plain
   * auto-finish could not end. A host that keeps scores should not rank it;
   * the statistics count it as a win but not as a best time or score.
   */
  assisted: boolean;
}

/** `klondike-score-change`: the score changed (move, undo, redo, new deal). */
export interface KlondikeScoreChangeDetail {
  /** The new score. */
  score: number;
  /** The score before. */
  previous: number;
  /** The new score as written. */
  scoreText: string;
}

/** `klondike-new-game`: a deal starts (new deal, same deal, rule change, `code`). */
export interface KlondikeNewGameDetail {
  /** The deal code, or null for an explicit deal. */
  code: string | null;
  /** The rule options in force. */
  options: KlondikeOptions;
}

/** `klondike-move`: a move was played. */
export interface KlondikeMoveDetail {
  /** The move in canonical notation (`W-3`, `S`, ...). */
  move: MoveNotation;
  /** Cards moved, bottom to top (the drawn cards for `S`; empty for a recycle). */
  cards: readonly string[];
  /** The card the move turned face up, or null. */
  flipped: string | null;
  /** The score after the move. */
  score: number;
  /** The input that played it. */
  source: MoveSource;
}

/** `klondike-undo` / `klondike-redo`: a move was taken back / played again. */
export interface KlondikeUndoDetail {
  /** The move undone or redone. */
  move: MoveNotation;
}

/** `klondike-invalid-move`: a move was refused; the table did not change. */
export interface KlondikeInvalidMoveDetail {
  /** The move tried, in notation. */
  move: MoveNotation;
  /** Stable reason code from the engine. */
  reason: IllegalReason;
  /** The short message shown to the player. */
  message: string;
}

/** `klondike-stuck`: proven that no move can change the game any more, or (`stuck="lost"`) that it can no longer be won. */
export interface KlondikeStuckDetail {
  /** True when moves remain but the solver proved the game lost (`stuck="lost"`); false for a dead end. */
  lost: boolean;
}

/** `klondike-error`: something the page asked for could not be done (e.g. an invalid `code`). */
export interface KlondikeErrorDetail {
  /** What went wrong. */
  message: string;
}

/** `klondike-share`: the player pressed Share after a win (cancelable: `preventDefault()` stops the copy to the clipboard). */
export interface KlondikeShareDetail {
  /** The text shared: deal, time, moves, score, and the record link when `share-url` is set. */
  text: string;
  /** The game record (`KR1.…`), empty when it cannot be written. */
  record: string;
  /** The record link `${shareUrl}#${record}`, or null without `share-url`. */
  url: string | null;
}

/** `klondike-replay-end`: a replay ended; normal play resumes at the position reached. */
export interface KlondikeReplayEndDetail {
  /** The record replayed. */
  record: string;
  /** Moves replayed. */
  played: number;
  /** Moves in the record. */
  total: number;
  /** True when every move was replayed (false: stopped before the end). */
  completed: boolean;
  /** True when the position reached is won. */
  won: boolean;
}

/** `klondike-settings-change`: the player changed a setting in the settings panel. */
export interface KlondikeSettingsChangeDetail {
  /** The setting, by the attribute that holds it (`draw`, `card-back`, `hand`…). */
  setting: SettingName;
  /** Its new value, as the attribute writes it (`'3'`, `'tartan'`, `'left'`, `'on'`…). */
  value: string;
  /** True for a rule (`draw`, `scoring`, `passes`): it applies from the next deal. */
  nextDeal: boolean;
  /** Every setting's value now (rules: those of the next deal). */
  settings: SettingValues;
}

/** Every public event of the element, by name. */
export interface KlondikeEventMap {
  'klondike-win': CustomEvent<KlondikeWinDetail>;
  'klondike-score-change': CustomEvent<KlondikeScoreChangeDetail>;
  'klondike-new-game': CustomEvent<KlondikeNewGameDetail>;
  'klondike-move': CustomEvent<KlondikeMoveDetail>;
  'klondike-undo': CustomEvent<KlondikeUndoDetail>;
  'klondike-redo': CustomEvent<KlondikeUndoDetail>;
  'klondike-invalid-move': CustomEvent<KlondikeInvalidMoveDetail>;
  'klondike-stuck': CustomEvent<KlondikeStuckDetail>;
  'klondike-error': CustomEvent<KlondikeErrorDetail>;
  'klondike-share': CustomEvent<KlondikeShareDetail>;
  'klondike-replay-end': CustomEvent<KlondikeReplayEndDetail>;
  'klondike-settings-change': CustomEvent<KlondikeSettingsChangeDetail>;
}

/** The detail type of an event of {@link KlondikeEventMap}. */
export type KlondikeEventDetail<K extends keyof KlondikeEventMap> = KlondikeEventMap[K]['detail'];

/**
 * Dispatches a typed event from `target`; bubbles and composed unless told
 * otherwise. Returns `dispatchEvent`'s result.
 */
export function emit<K extends keyof KlondikeEventMap>(
  target: EventTarget,
  name: K,
  detail: KlondikeEventDetail<K>,
  init: Omit<CustomEventInit, 'detail'> = {},
): boolean {
  return target.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, ...init, detail }));
}

// The events bubble and are composed: typed on the element, and on the
// document and the window that hear them (`document.addEventListener('klondike-win', …)`).
declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends KlondikeEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends KlondikeEventMap {}
}
