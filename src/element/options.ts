/**
 * Attribute parsing and validation for the rule and UI options. An unknown
 * value gives one console warning and the default; nothing throws.
 * @module
 */
import { hasOwn } from '../engine/own.js';
import type { ComplexAttributeConverter } from 'lit';
import { Klondike, type FoundationPoints, type Scoring } from '../engine/index.js';
import { CARD_BACKS, FELTS, type CardBack, type Felt } from './styles/card-art.js';
import { HANDS, type Hand } from './views/layout.js';
import { normTheme, type Theme } from './styles/theme.js';

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
 * An attribute converter that normalises the value as the attribute is set:
 * `el.setAttribute('draw', '3')` makes `el.draw` the number 3 at once, so a
 * method called right after (`el.newGame()`) sees it. An invalid value warns
 * once and gives the default; a removed attribute gives `fallback`.
 * `write` spells the value back when it is reflected.
 */
export function normalising<T>(norm: (v: unknown) => T, fallback: T, write: (v: T) => string | null = String): ComplexAttributeConverter<T> {
  return {
    fromAttribute: (value: string | null) => (value === null ? fallback : norm(value)),
    toAttribute: (value: T) => (value === undefined || value === null ? null : write(value)),
  };
}

/** `passes` / `undo-limit`: `Infinity` is written "unlimited". */
const writeCount = (v: number | undefined): string => (v === Infinity ? 'unlimited' : String(v));
/** `takeback`, `hint`: booleans are written "on" / "off". */
const writeOnOff = (v: boolean): string => (v ? 'on' : 'off');
/** `winnable`, `four-colour`, `large-index`: on is the bare attribute, off no attribute. */
const writeFlag = (v: boolean): string | null => (v ? '' : null);

/** The converters of the element's option attributes (see {@link normalising}). */
export const converters = {
  draw: normalising(normDraw, 1),
  scoring: normalising(normScoring, 'normal'),
  passes: normalising(normPasses, undefined, writeCount),
  takeback: normalising(normTakeback, true, writeOnOff),
  undoLimit: normalising(normUndoLimit, DEFAULT_UNDO_LIMIT, writeCount),
  stuck: normalising(normStuck, 'announce'),
  finish: normalising(normFinish, 'solver'),
  hint: normalising((v) => normOnOff('hint', v), true, writeOnOff),
  tap: normalising(normTap, 'home'),
  foundationPoints: normalising(normFoundationPoints, 'every-time'),
  sound: normalising(normSound, false, writeOnOff),
  soundVolume: normalising(normSoundVolume, DEFAULT_SOUND_VOLUME),
  cardBack: normalising(normCardBack, 'classic'),
  felt: normalising(normFelt, 'green'),
  showClock: normalising((v) => normOnOff('show-clock', v), true, writeOnOff),
  showScore: normalising((v) => normOnOff('show-score', v), true, writeOnOff),
  animation: normalising(normAnimation, 'normal'),
  hand: normalising(normHand, 'right'),
  winnable: normalising((v) => normFlag('winnable', v), false, writeFlag),
  fourColour: normalising((v) => normFlag('four-colour', v), false, writeFlag),
  largeIndex: normalising((v) => normFlag('large-index', v), false, writeFlag),
  loading: normalising(normLoading, 'eager'),
  theme: normalising(normTheme, 'auto'),
};

/** The attributes whose converter normalises (see {@link normalising}): their converter and their property. */
const NORMALISED: Record<string, [keyof typeof converters, string]> = {
  draw: ['draw', 'draw'],
  scoring: ['scoring', 'scoring'],
  passes: ['passes', 'passes'],
  takeback: ['takeback', 'takeback'],
  'undo-limit': ['undoLimit', 'undoLimit'],
  stuck: ['stuck', 'stuck'],
  finish: ['finish', 'finishMode'],
  hint: ['hint', 'hints'],
  tap: ['tap', 'tapMode'],
  'foundation-points': ['foundationPoints', 'foundationPoints'],
  sound: ['sound', 'sound'],
  'sound-volume': ['soundVolume', 'soundVolume'],
  'card-back': ['cardBack', 'cardBack'],
  felt: ['felt', 'felt'],
  'show-clock': ['showClock', 'showClock'],
  'show-score': ['showScore', 'showScore'],
  animation: ['animation', 'animation'],
  hand: ['hand', 'hand'],
  winnable: ['winnable', 'winnable'],
  'four-colour': ['fourColour', 'fourColour'],
  'large-index': ['largeIndex', 'largeIndex'],
  loading: ['loading', 'loading'],
  theme: ['theme', 'theme'],
};

/** The on/off attributes, and the spellings of theirs that are valid as written. */
const ON_OFF_ATTRIBUTES = new Set(['takeback', 'hint', 'sound', 'show-clock', 'show-score', 'winnable', 'four-colour', 'large-index']);
const ON_OFF_SPELLINGS = new Set(['on', 'off', 'true', 'false', '']);

/**
 * The normal spelling of option attribute `name` of `el`, now `value`, when
 * it differs from `value` (else null): `tap="sideways"` is rewritten
 * `tap="home"`, `draw=" 3"` `draw="3"`; a valid on/off spelling
 * (`takeback="false"`) stays as written. Lit does not reflect a property set
 * from its own attribute, so the element rewrites it (the rewrite converts
 * to the same value: no second warning).
 */
export function respelled(el: object, name: string, value: string | null): string | null {
  const entry = hasOwn(NORMALISED, name) ? NORMALISED[name] : undefined; // an attribute of its own: a polluted prototype names none
  if (!entry || value === null) return null;
  if (ON_OFF_ATTRIBUTES.has(name) && ON_OFF_SPELLINGS.has(value.trim().toLowerCase())) return null; // a valid spelling stays the page's
  const text = (converters[entry[0]].toAttribute as (v: unknown) => string | null)((el as Record<string, unknown>)[entry[1]]);
  return text !== null && text !== value ? text : null;
}

/** The option attributes whose value is text as written (no converter): attribute → property. */
const TEXT_ATTRIBUTES: Record<string, string> = {
  code: 'code',
  persist: 'persist',
  daily: 'daily',
  stats: 'statsKey',
  'rules-url': 'rulesUrl',
  'share-url': 'shareUrl',
  settings: 'settings',
};

/**
 * Keeps the option attributes that are present true to their properties,
 * after an update: the element reflects no attribute on its own (a page's
 * markup gets no attribute it did not write), but an attribute the page or
 * the player's settings panel wrote follows its property when the element
 * changes it (`code` after New deal, `daily` removed by `newGame()`). An
 * attribute whose text already means the property's value is left as
 * written (`takeback="false"` is not rewritten "off"); `passes` back to the
 * scoring's default (undefined) leaves the page's text.
 */
export function keepAttributes(el: Element, changed: ChangedProperties): void {
  const props = el as unknown as Record<string, unknown>;
  for (const [name, [conv, prop]] of Object.entries(NORMALISED)) {
    if (!changed.has(prop) || !el.hasAttribute(name)) continue;
    const value = props[prop];
    if (value === undefined) continue;
    const c = converters[conv] as ComplexAttributeConverter<unknown>;
    const current = el.getAttribute(name);
    // A present attribute was normalised as it was set (respelled when invalid), so reading it back warns of nothing.
    if (Object.is(c.fromAttribute!(current, undefined), value)) continue;
    const text = c.toAttribute!(value, undefined) as string | null;
    if (text === null) el.removeAttribute(name);
    else el.setAttribute(name, text);
  }
  for (const [name, prop] of Object.entries(TEXT_ATTRIBUTES)) {
    if (!changed.has(prop) || !el.hasAttribute(name)) continue;
    const value = props[prop];
    if (value === null || value === undefined) el.removeAttribute(name);
    else if (el.getAttribute(name) !== value) el.setAttribute(name, String(value));
  }
}

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

/** The attributes that {@link normaliseAttributes} checks, with their normaliser. */
export interface NormalisedAttributes {
  draw: 1 | 3;
  scoring: Scoring;
  passes: number | undefined;
  takeback: boolean;
  foundationPoints: FoundationPoints;
  undoLimit: number;
  stuck: StuckMode;
  finishMode: FinishMode;
  hints: boolean;
  tapMode: TapMode;
  sound: boolean;
  soundVolume: number;
  cardBack: CardBack;
  felt: Felt;
  showClock: boolean;
  showScore: boolean;
  animation: AnimationSpeed;
  hand: Hand;
  winnable: boolean;
  fourColour: boolean;
  largeIndex: boolean;
  loading: 'eager' | 'lazy';
  theme: Theme;
  code: string;
  persist: string | null;
  daily: string | null;
  statsKey: string | null;
  rulesUrl: string;
  shareUrl: string;
  settings: string | null;
  lang: string;
}

/** What {@link normaliseAttributes} asks of the changed properties: `changed.has(name)`. */
export interface ChangedProperties {
  has(key: PropertyKey): boolean;
}

/** Every property counts as changed (normalises them all, before the first deal). */
export const EVERY_PROPERTY: ChangedProperties = { has: () => true };

/**
 * Replaces each changed property value by its normal form (an invalid one
 * by the default, with one warning), for values set as properties
 * (`el.draw = '3'`, React's `daily={true}`, a framework's `persist="key"`
 * or `winnable="off"`); attributes are normalised as they are set. Never
 * throws, whatever type a framework gives.
 */
export function normaliseAttributes(el: NormalisedAttributes, changed: ChangedProperties): void {
  if (changed.has('draw')) el.draw = normDraw(el.draw);
  if (changed.has('scoring')) el.scoring = normScoring(el.scoring);
  if (changed.has('passes')) el.passes = normPasses(el.passes);
  if (changed.has('takeback')) el.takeback = normTakeback(el.takeback);
  if (changed.has('foundationPoints')) el.foundationPoints = normFoundationPoints(el.foundationPoints);
  if (changed.has('undoLimit')) el.undoLimit = normUndoLimit(el.undoLimit);
  if (changed.has('stuck')) el.stuck = normStuck(el.stuck);
  if (changed.has('finishMode')) el.finishMode = normFinish(el.finishMode);
  if (changed.has('hints')) el.hints = normOnOff('hint', el.hints);
  if (changed.has('tapMode')) el.tapMode = normTap(el.tapMode);
  if (changed.has('sound')) el.sound = normSound(el.sound);
  if (changed.has('soundVolume')) el.soundVolume = normSoundVolume(el.soundVolume);
  if (changed.has('cardBack')) el.cardBack = normCardBack(el.cardBack);
  if (changed.has('felt')) el.felt = normFelt(el.felt);
  if (changed.has('showClock')) el.showClock = normOnOff('show-clock', el.showClock);
  if (changed.has('showScore')) el.showScore = normOnOff('show-score', el.showScore);
  if (changed.has('animation')) el.animation = normAnimation(el.animation);
  if (changed.has('hand')) el.hand = normHand(el.hand);
  if (changed.has('winnable')) el.winnable = normFlag('winnable', el.winnable);
  if (changed.has('fourColour')) el.fourColour = normFlag('four-colour', el.fourColour);
  if (changed.has('largeIndex')) el.largeIndex = normFlag('large-index', el.largeIndex);
  if (changed.has('loading')) el.loading = normLoading(el.loading);
  if (changed.has('theme')) el.theme = normTheme(el.theme);
  if (changed.has('code')) el.code = normText('code', el.code, '');
  if (changed.has('persist')) el.persist = normKeyOrBare('persist', el.persist);
  if (changed.has('daily')) el.daily = normKeyOrBare('daily', el.daily);
  if (changed.has('statsKey')) el.statsKey = normKeyOrBare('stats', el.statsKey);
  if (changed.has('rulesUrl')) el.rulesUrl = normText('rules-url', el.rulesUrl, '');
  if (changed.has('shareUrl')) el.shareUrl = normText('share-url', el.shareUrl, '');
  if (changed.has('settings')) el.settings = normText('settings', el.settings, null);
  // lang is the page's own HTML attribute: left unset when the page leaves it unset.
  if (changed.has('lang') && el.lang !== undefined && el.lang !== null && typeof el.lang !== 'string') el.lang = normText('lang', el.lang, '');
}
