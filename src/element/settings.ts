/**
 * The player's own settings: what a player may change at the table (the
 * settings panel), within what the host allows (the `settings` attribute),
 * kept per `persist` key in `localStorage`.
 *
 * - Each setting is one of the element's attributes, named as it: the
 *   player's choice is written to the attribute, exactly as a host would
 *   write it, so the element, its converters and its events all see one
 *   value; the current value is read from the property.
 * - `settings` lists, by attribute name, the settings the player may change:
 *   absent or `"all"`, every one; `"none"`, none (no settings button); else
 *   a list such as `"draw scoring show-clock hand card-back sound"` (short
 *   names are accepted: `clock`, `score`, `back`, `deck`, `index`, `speed`).
 *   A setting not listed is locked: the host's attribute rules it, and a
 *   stored choice for it is ignored.
 * - A rule (`draw`, `scoring`, `passes`) chosen by the player applies from
 *   the next deal (New deal, or "Deal now" in the panel): the game in
 *   progress is never thrown away by a settings change. Display settings
 *   apply at once and keep the game.
 * - With `persist`, the choices are stored under `klondike-solitaire:<key>:settings`
 *   and come back on the next visit, over the host's attributes (not over a
 *   locked setting). A stored value that is not valid is ignored with one
 *   warning. A rule is stored once a deal is dealt with it.
 * @module
 */
import { hasOwn } from '../engine/own.js';
import { SETTINGS_TABLE } from './attributes.js';

/** A setting a player may change, by the attribute that holds it. */
export type SettingName = 'draw' | 'scoring' | 'passes' | 'show-clock' | 'show-score' | 'hand' | 'four-colour' | 'large-index' | 'card-back' | 'felt' | 'animation' | 'sound';

/** Each setting's values, as its attribute writes them (the first is the default): from the attribute table (`attributes.ts`). */
export const SETTING_VALUES: Readonly<Record<SettingName, readonly string[]>> = Object.fromEntries(SETTINGS_TABLE.map(([attribute, , values]) => [attribute, values])) as Record<SettingName, readonly string[]>;

/** Every setting, in the panel's order. */
export const SETTING_NAMES: readonly SettingName[] = Object.keys(SETTING_VALUES) as SettingName[];

/** The settings that are rules of the game (`draw`, `scoring`, `passes`: played, in the attribute table): they apply from the next deal. */
export const RULE_SETTINGS: readonly SettingName[] = SETTINGS_TABLE.filter(([, , , rule]) => rule).map(([attribute]) => attribute as SettingName);

/** The player's settings as their attributes write them. */
export type SettingValues = Record<SettingName, string>;

/** Short names accepted in the `settings` list. */
const ALIASES: Record<string, SettingName> = { clock: 'show-clock', score: 'show-score', back: 'card-back', deck: 'four-colour', index: 'large-index', speed: 'animation' };

const warned = new Set<string>();
function warnOnce(text: string): void {
  if (warned.has(text)) return;
  warned.add(text);
  console.warn(`<klondike-solitaire>: ${text}`);
}

/**
 * The settings the player may change, from the `settings` attribute (see the
 * module's text). An unknown name is ignored with one warning.
 */
export function allowedSettings(list: string | null | undefined): ReadonlySet<SettingName> {
  const text = (list ?? '').trim().toLowerCase();
  if (text === '' || text === 'all') return new Set(SETTING_NAMES);
  const allowed = new Set<SettingName>();
  const unknown: string[] = [];
  for (const word of text.split(/[\s,]+/)) {
    if (word === 'none' || word === '') continue;
    const name = hasOwn(ALIASES, word) ? ALIASES[word] : word;
    if (hasOwn(SETTING_VALUES, name)) allowed.add(name as SettingName);
    else unknown.push(word);
  }
  if (unknown.length) {
    const shown = JSON.stringify(unknown.join(' ').slice(0, 60));
    warnOnce(`settings=${shown} names no setting (expected "all", "none" or names among ${SETTING_NAMES.join(', ')}); ignored.`);
  }
  return allowed;
}

/** What the settings read and write on the element. */
export interface SettingsHost {
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  toggleAttribute(name: string, force: boolean): boolean;
}

/** The element's property of each setting. */
const SETTING_PROPERTIES: Readonly<Record<SettingName, string>> = Object.fromEntries(SETTINGS_TABLE.map(([attribute, property]) => [attribute, property])) as Record<SettingName, string>;

/**
 * The current value of setting `name` on `el`, as its attribute writes it,
 * read from its property (the element reflects no attribute the page did
 * not write: a rule a deal code set lives in the property alone).
 */
export function readSetting(el: SettingsHost, name: SettingName): string {
  const v = (el as unknown as Record<string, unknown>)[SETTING_PROPERTIES[name]];
  const text = v === undefined || v === null ? SETTING_VALUES[name][0] : typeof v === 'boolean' ? (v ? 'on' : 'off') : v === Infinity ? 'unlimited' : String(v);
  return SETTING_VALUES[name].includes(text) ? text : SETTING_VALUES[name][0];
}

/** Writes setting `name` to `el`'s attribute (`value` must be one of {@link SETTING_VALUES}). */
export function writeSetting(el: SettingsHost, name: SettingName, value: string): void {
  if (name === 'four-colour' || name === 'large-index') el.toggleAttribute(name, value === 'on');
  else if (name === 'passes' && value === 'default') el.removeAttribute(name);
  else el.setAttribute(name, value);
}

/** True when `value` is a value of setting `name` (a name of its own: `constructor` or `toString` is none). */
export const isSettingValue = (name: string, value: unknown): name is SettingName =>
  hasOwn(SETTING_VALUES, name) && typeof value === 'string' && SETTING_VALUES[name as SettingName].includes(value);

/** The storage key of the settings of the save key `persistKey`. */
export const settingsKey = (persistKey: string): string => `${persistKey}:settings`;

/** An empty record of settings, with no prototype: a polluted `Object.prototype` adds no choice to it. */
export const noSettings = (): Partial<SettingValues> => Object.create(null) as Partial<SettingValues>;

/**
 * The choices stored under `key`: the valid ones. Anything else (not JSON,
 * an unknown name or one of `Object.prototype`'s, a value out of range) is
 * ignored with one warning.
 */
export function loadSettings(key: string): Partial<SettingValues> {
  let text: string | null;
  try {
    text = localStorage.getItem(key);
  } catch {
    return noSettings();
  }
  if (text === null) return noSettings();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    data = null;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    warnOnce(`the stored settings under "${key}" are not readable; they are ignored.`);
    return noSettings();
  }
  const out = noSettings();
  for (const [name, value] of Object.entries(data as Record<string, unknown>)) {
    if (isSettingValue(name, value)) out[name] = value as string;
    else warnOnce(`the stored setting ${JSON.stringify(name)} = ${JSON.stringify(value)?.slice(0, 40)} under "${key}" is not valid; it is ignored.`);
  }
  return out;
}

/** Stores `values` under `key` (nothing when storage is not usable). */
export function storeSettings(key: string, values: Partial<SettingValues>): void {
  try {
    localStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage full or blocked: the choices hold for this visit only.
  }
}
