/**
 * The normal forms of the element's attribute values (the normalisers the
 * attribute table, `attributes.ts`, is made of), their types and defaults.
 * An unknown value gives one console warning and the default; nothing
 * throws.
 * @module
 */
import { Klondike, type FoundationPoints, type Scoring } from '../engine/index.js';
import { CARD_BACKS, FELTS, type CardBack, type Felt } from './styles/card-art.js';
import { HANDS, type Hand } from './views/layout.js';

/**
 * What the element does when the player is proven stuck: `announce` (the
 * stuck panel when no move can change the game any more), `lost` (that, and
 * also a panel as soon as the solver proves the game can no longer be won
 * though moves remain; once per game), `silent` (nothing).
 */
export type StuckMode = 'announce' | 'lost' | 'silent';

/** Default number of undoable actions. */
export const DEFAULT_UNDO_LIMIT = 100;

function warn(attr: string, value: unknown, expected: string, fallback: string): void {
  console.warn(`<klondike-solitaire>: ${attr}=${JSON.stringify(String(value))} is not valid (expected ${expected}); using ${fallback}.`);
}

/** `draw`: "1" or "3"; default 1. */
export function normDraw(v: unknown): 1 | 3 {
  if (v === 1 || v === 3) return v;
  if (v === '1' || v === '3') return Number(v) as 1 | 3;
  warn('draw', v, '"1" or "3"', '1');
  return 1;
}

/** `scoring`: "normal", "vegas" or "none"; default normal. */
export function normScoring(v: unknown): Scoring {
  const s = typeof v === 'string' ? v.trim().toLowerCase() : v;
  if (s === 'normal' || s === 'vegas' || s === 'none') return s;
  warn('scoring', v, '"normal", "vegas" or "none"', 'normal');
  return 'normal';
}

/** `passes`: "unlimited" or a whole number ≥ 1; undefined = the scoring's default. */
export function normPasses(v: unknown): number | undefined {
  if (v === undefined || v === null) return undefined;
  if (v === Infinity || v === 'unlimited') return Infinity;
  const n = typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v;
  // 99 is the most a deal code can carry (KL1-D1NP99-…), so the engine's limit too.
  if (typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 99) return n;
  warn('passes', v, '"unlimited" or a whole number from 1 to 99', "the scoring's default");
  return undefined;
}

/** An on/off attribute (`takeback`, `hint`, `sound`): "on" (or empty, "true") or "off" ("false"); an invalid value gives `fallback` (default on). */
export function normOnOff(attr: string, v: unknown, fallback = true): boolean {
  if (typeof v === 'boolean') return v;
  const s = typeof v === 'string' ? v.trim().toLowerCase() : v;
  if (s === 'on' || s === 'true' || s === '') return true;
  if (s === 'off' || s === 'false') return false;
  warn(attr, v, '"on" or "off"', fallback ? 'on' : 'off');
  return fallback;
}

/** A flag that is off by default (`winnable`, `four-colour`, `large-index`): present, "on" or "true" is on; absent, "off" or "false" is off. */
export const normFlag = (attr: string, v: unknown): boolean => normOnOff(attr, v, true);

/**
 * A bare-or-named option (`persist`, `daily`, `stats`): a bare attribute
 * (`""`) or a key / date, or null (off). A framework's `true` is the bare
 * attribute, `false` is off, a number is its text; anything else warns once
 * and is off.
 */
export function normKeyOrBare(attr: string, v: unknown): string | null {
  if (v === null || v === undefined || v === false) return null;
  if (v === true) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  warn(attr, v, 'a bare attribute, a text, true or false', 'off');
  return null;
}

/** A text option (`code`, `rules-url`, `share-url`, `settings`): a string; a number is its text; anything else warns once and gives `fallback`. */
export function normText<T extends string | null>(attr: string, v: unknown, fallback: T): string | T {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (v === null || v === undefined) return fallback;
  warn(attr, v, 'a text', fallback === null ? 'none' : JSON.stringify(fallback));
  return fallback;
}

/** `takeback`: "on" or "off"; default on. */
export const normTakeback = (v: unknown): boolean => normOnOff('takeback', v);

/** `foundation-points`: "every-time" (the reference rule) or "once-per-card"; default every-time. */
export function normFoundationPoints(v: unknown): FoundationPoints {
  const s = typeof v === 'string' ? v.trim().toLowerCase() : v;
  if (s === 'every-time' || s === 'once-per-card') return s;
  warn('foundation-points', v, '"every-time" or "once-per-card"', 'every-time');
  return 'every-time';
}

/** `undo-limit`: a whole number ≥ 0 or "unlimited"; default 100. */
export function normUndoLimit(v: unknown): number {
  if (v === Infinity || v === 'unlimited') return Infinity;
  const n = typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v;
  if (typeof n === 'number' && Number.isSafeInteger(n) && n >= 0) return n;
  warn('undo-limit', v, 'a whole number ≥ 0 or "unlimited"', String(DEFAULT_UNDO_LIMIT));
  return DEFAULT_UNDO_LIMIT;
}

/** `sound`: "on" or "off"; default off. */
export const normSound = (v: unknown): boolean => normOnOff('sound', v, false);

/** Default `sound-volume`. */
export const DEFAULT_SOUND_VOLUME = 0.5;

/** `sound-volume`: a number from 0 (silent) to 1; default 0.5. */
export function normSoundVolume(v: unknown): number {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  if (typeof n === 'number' && n >= 0 && n <= 1) return n;
  warn('sound-volume', v, 'a number from 0 to 1', String(DEFAULT_SOUND_VOLUME));
  return DEFAULT_SOUND_VOLUME;
}

/**
 * `finish`: which Finish the toolbar offers. `solver` (default): the
 * auto-finish of reference game C when its condition holds, and the solver's line
 * from any position it proves winnable (game E, docs/reference-games.md); `auto`: only the
 * auto-finish of reference game C; `off`: no Finish at all (game A, docs/reference-games.md: nothing
 * ever moves by itself).
 */
export type FinishMode = 'solver' | 'auto' | 'off';

/** `finish`: "solver", "auto" or "off"; default solver. */
export function normFinish(v: unknown): FinishMode {
  const s = typeof v === 'string' ? v.trim().toLowerCase() : v;
  if (s === 'solver' || s === 'auto' || s === 'off') return s;
  warn('finish', v, '"solver", "auto" or "off"', 'solver');
  return 'solver';
}

/** `stuck`: "announce", "lost" or "silent"; default announce. */
export function normStuck(v: unknown): StuckMode {
  const s = typeof v === 'string' ? v.trim().toLowerCase() : v;
  if (s === 'announce' || s === 'lost' || s === 'silent') return s;
  warn('stuck', v, '"announce", "lost" or "silent"', 'announce');
  return 'announce';
}

/**
 * `tap`: what a tap (or click) on a card that has several legal places does.
 * `home` (default, reference game A): it goes to its foundation when it can (a fast
 * double tap looks for a tableau place instead); `select` (game C, docs/reference-games.md): it
 * is selected, and a tap on a pile then moves it there. In both modes a card
 * with a single legal place goes there at once, and the keyboard's Enter
 * always selects (the keyboard scheme is C's).
 */
export type TapMode = 'home' | 'select';

/** `tap`: "home" or "select"; default home. */
export function normTap(v: unknown): TapMode {
  const s = typeof v === 'string' ? v.trim().toLowerCase() : v;
  if (s === 'home' || s === 'select') return s;
  warn('tap', v, '"home" or "select"', 'home');
  return 'home';
}

/** A name out of `names` (trimmed, any case); else one warning and the first name, the default. */
function normName<T extends string>(attr: string, names: readonly T[], v: unknown): T {
  const s = typeof v === 'string' ? v.trim().toLowerCase() : v;
  if (names.includes(s as T)) return s as T;
  warn(attr, v, names.map((n) => `"${n}"`).join(', '), names[0]);
  return names[0];
}

/** `card-back`: one of {@link CARD_BACKS}; default classic. */
export const normCardBack = (v: unknown): CardBack => normName('card-back', CARD_BACKS, v);

/** `felt`: one of {@link FELTS}; default green. */
export const normFelt = (v: unknown): Felt => normName('felt', FELTS, v);

/** Speeds of the card animations, `normal` first: the default. */
export const ANIMATION_SPEEDS = ['normal', 'fast', 'slow', 'off'] as const;
/** `animation`: how fast cards move: `normal` (`--klondike-animation-ms`, 220 ms by default), `fast` (half), `slow` (1.6×) or `off`. */
export type AnimationSpeed = (typeof ANIMATION_SPEEDS)[number];
/** `animation`: one of {@link ANIMATION_SPEEDS}; default normal. */
export const normAnimation = (v: unknown): AnimationSpeed => normName('animation', ANIMATION_SPEEDS, v);
/** What each {@link AnimationSpeed} multiplies the animation time by. */
export const ANIMATION_FACTORS: Readonly<Record<AnimationSpeed, number>> = { normal: 1, fast: 0.5, slow: 1.6, off: 0 };
/** `hand`: "right" or "left" (see {@link Hand}); default right. */
export const normHand = (v: unknown): Hand => normName('hand', HANDS, v);
/** `loading`: "eager" or "lazy"; default eager. */
export const normLoading = (v: unknown): 'eager' | 'lazy' => normName('loading', ['eager', 'lazy'] as const, v);

/**
 * The same game with another undo limit (replayed from its save; the engine
 * adapts the history: moves made final stay final, moves to redo beyond the
 * limit are dropped, none with undo off). Never throws: should the replay
 * fail, the game stays as it is, with a warning.
 */
export function withUndoLimit(game: Klondike, limit: number): Klondike {
  try {
    return Klondike.fromJSON(game.toJSON(), { undoLimit: limit });
  } catch (e) {
    console.warn(`<klondike-solitaire>: undo-limit could not be applied to the game in progress (${(e as Error).message}); it keeps its own.`);
    return game;
  }
}
