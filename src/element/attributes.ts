/**
 * The element's attributes, in one table ({@link ATTRIBUTES}): for each
 * property, its attribute, its normal form (an invalid value warns once and
 * gives the default), its default, how the element writes it back, and the
 * values the settings panel offers. This is the one place they are written;
 * everything else derives from it: the element's Lit property declarations
 * and defaults ({@link declareAttributes}: attribute names, converters,
 * reflection, defaults), the normalisation of a value set as a
 * property ({@link normaliseWhenSet}: the property's setter normalises), the
 * respelling of an invalid attribute ({@link respelled}), the attributes
 * kept true to their properties ({@link keepAttributes}), the properties'
 * types ({@link AttributeValues}), the settings panel's values
 * (`settings.ts`) and the manifest's attributes and defaults
 * (`custom-elements-manifest.config.mjs` reads this table). The class
 * declares only each property's public type and documentation.
 * @module
 */
import type { ComplexAttributeConverter, PropertyDeclaration } from 'lit';
import {
  DEFAULT_SOUND_VOLUME,
  DEFAULT_UNDO_LIMIT,
  ANIMATION_SPEEDS,
  normAnimation,
  normCardBack,
  normDraw,
  normFelt,
  normFinish,
  normFlag,
  normFoundationPoints,
  normHand,
  normKeyOrBare,
  normLoading,
  normOnOff,
  normPasses,
  normScoring,
  normSound,
  normSoundVolume,
  normStuck,
  normTakeback,
  normTap,
  normText,
  normUndoLimit,
} from './options.js';
import { normTheme } from './styles/theme.js';
import { CARD_BACKS, FELTS } from './styles/card-art.js';
import { HANDS } from './views/layout.js';

/** One attribute of the element (see the module comment). */
interface AttributeSpec<T> {
  /** The attribute's name. */
  readonly attribute: string;
  /** The normal form of a value (an attribute's text, or anything set as a property); warns once for an invalid one. */
  readonly norm: (v: unknown) => T;
  /** The value of an absent attribute. */
  readonly fallback: T;
  /**
   * `option`: an attribute converter normalises it as it is set, and the
   * element writes it back in its normal spelling; `text`: a text kept as
   * written (no converter).
   */
  readonly kind: 'option' | 'text';
  /** How the element writes the value back (default `String`; null: no attribute). */
  readonly write?: (v: T) => string | null;
  /** An on/off attribute: its valid spellings (`on`, `off`, `true`, `false`, bare) stay as written. */
  readonly onOff?: true;
  /** A player setting: the values the settings panel offers, as the attribute writes them (the first is the default). */
  readonly setting?: readonly string[];
  /**
   * What the table plays (a rule such as `draw` or `code`, and `daily`): the
   * property reads what is played once the table states it
   * ({@link showPlayed}), what the page set until then; a present attribute
   * follows it.
   */
  readonly played?: true;
  /** The property is reflected to its attribute (`lang`, the page's own HTML attribute). */
  readonly reflect?: true;
}

// `more` keeps its literal type (`played: true`), so the table's type tells which properties are played ({@link PlayedProperty}).
const option = <T, const M extends Partial<Pick<AttributeSpec<T>, 'write' | 'onOff' | 'setting' | 'played'>> = object>(
  attribute: string,
  norm: (v: unknown) => T,
  fallback: T,
  more?: M,
): AttributeSpec<T> & { readonly kind: 'option' } & M => ({
  attribute,
  norm,
  fallback,
  kind: 'option',
  ...(more as M),
});
const text = <T, const M extends Pick<AttributeSpec<T>, 'played' | 'reflect'> = object>(
  attribute: string,
  norm: (v: unknown) => T,
  fallback: T,
  more?: M,
): AttributeSpec<T> & { readonly kind: 'text' } & M => ({
  attribute,
  norm,
  fallback,
  kind: 'text',
  ...(more as M),
});

/** `passes` / `undo-limit`: `Infinity` is written "unlimited". */
const writeCount = (v: number | undefined): string => (v === Infinity ? 'unlimited' : String(v));
/** On/off attributes: booleans are written "on" / "off". */
const writeOnOff = (v: boolean): string => (v ? 'on' : 'off');
/** `winnable`, `four-colour`, `large-index`: on is the bare attribute, off no attribute. */
const writeFlag = (v: boolean): string | null => (v ? '' : null);
/** An on/off attribute that is on by default (`show-clock`, `hint`…). */
const onOff = (attribute: string, setting?: readonly string[]) => option(attribute, (v) => normOnOff(attribute, v), true, { write: writeOnOff, onOff: true, ...(setting ? { setting } : {}) });
/** A flag, off by default (`winnable`, `four-colour`, `large-index`). */
const flag = (attribute: string, setting?: readonly string[]) =>
  option(attribute, (v) => normFlag(attribute, v), false, { write: writeFlag, onOff: true, ...(setting ? { setting } : {}) });
/** `lang` is the page's own HTML attribute: a value set as a property that is not text becomes text; unset stays unset. */
const normLang = (v: unknown): string => (v === undefined || v === null || typeof v === 'string' ? (v as string) : normText('lang', v, ''));

/**
 * The element's attributes by property, the player settings first, in the
 * settings panel's order.
 */
export const ATTRIBUTES = {
  draw: option('draw', normDraw, 1 as 1 | 3, { setting: ['1', '3'], played: true }),
  scoring: option('scoring', normScoring, 'normal', { setting: ['normal', 'vegas', 'none'], played: true }),
  passes: option('passes', normPasses, undefined as number | undefined, { write: writeCount, setting: ['default', '1', '3', 'unlimited'], played: true }),
  showClock: onOff('show-clock', ['on', 'off']),
  showScore: onOff('show-score', ['on', 'off']),
  hand: option('hand', normHand, 'right', { setting: HANDS }),
  fourColour: flag('four-colour', ['off', 'on']),
  largeIndex: flag('large-index', ['off', 'on']),
  cardBack: option('card-back', normCardBack, 'classic', { setting: CARD_BACKS }),
  felt: option('felt', normFelt, 'green', { setting: FELTS }),
  animation: option('animation', normAnimation, 'normal', { setting: ANIMATION_SPEEDS }),
  sound: option('sound', normSound, false, { write: writeOnOff, onOff: true, setting: ['off', 'on'] }),
  takeback: option('takeback', normTakeback, true, { write: writeOnOff, onOff: true, played: true }),
  foundationPoints: option('foundation-points', normFoundationPoints, 'every-time', { played: true }),
  undoLimit: option('undo-limit', normUndoLimit, DEFAULT_UNDO_LIMIT, { write: writeCount, played: true }),
  stuck: option('stuck', normStuck, 'announce'),
  finishMode: option('finish', normFinish, 'solver'),
  hints: onOff('hint'),
  tapMode: option('tap', normTap, 'home'),
  soundVolume: option('sound-volume', normSoundVolume, DEFAULT_SOUND_VOLUME),
  winnable: flag('winnable'),
  loading: option('loading', normLoading, 'eager'),
  theme: option('theme', normTheme, 'auto'),
  code: text('code', (v) => normText('code', v, ''), '', { played: true }),
  persist: text('persist', (v) => normKeyOrBare('persist', v), null),
  daily: text('daily', (v) => normKeyOrBare('daily', v), null, { played: true }),
  statsKey: text('stats', (v) => normKeyOrBare('stats', v), null),
  rulesUrl: text('rules-url', (v) => normText('rules-url', v, ''), ''),
  shareUrl: text('share-url', (v) => normText('share-url', v, ''), ''),
  settings: text('settings', (v) => normText('settings', v, null), null),
  // lang: unset until the page sets it (the element then follows the page's language); typed as HTMLElement's `lang`.
  lang: text('lang', normLang, undefined as unknown as string, { reflect: true }),
} as const;

/** A property of {@link ATTRIBUTES}. */
export type AttributeProperty = keyof typeof ATTRIBUTES;

/** The type of each attribute property: its normal form. */
export type AttributeValues = { -readonly [P in AttributeProperty]: ReturnType<(typeof ATTRIBUTES)[P]['norm']> };

const entries = Object.entries(ATTRIBUTES) as [AttributeProperty, AttributeSpec<unknown>][];

/**
 * An attribute converter that normalises the value as the attribute is set:
 * `el.setAttribute('draw', '3')` makes `el.draw` the number 3 at once, so a
 * method called right after (`el.newGame()`) sees it. An invalid value warns
 * once and gives the default; a removed attribute gives the fallback.
 */
function converterOf<T>(spec: AttributeSpec<T>): ComplexAttributeConverter<T> {
  const write = spec.write ?? String;
  return {
    fromAttribute: (value: string | null) => (value === null ? spec.fallback : spec.norm(value)),
    toAttribute: (value: T) => (value === undefined || value === null ? null : write(value)),
  };
}

/** The converter of each option attribute, by property (a text attribute has Lit's own: kept as written). */
export const converters = Object.fromEntries(entries.filter(([, s]) => s.kind === 'option').map(([p, s]) => [p, converterOf(s)])) as {
  readonly [P in AttributeProperty as (typeof ATTRIBUTES)[P]['kind'] extends 'option' ? P : never]: ComplexAttributeConverter<AttributeValues[P]>;
};

/**
 * The Lit declaration of each attribute property: its attribute, its
 * converter (an option), its reflection (`lang`). No prototype: a polluted
 * `Object.prototype.reflect` declares nothing.
 */
const declarations = entries.map(([p, s]): [AttributeProperty, PropertyDeclaration] => [
  p,
  Object.assign(Object.create(null) as PropertyDeclaration, { attribute: s.attribute }, s.kind === 'option' ? { converter: (converters as Record<string, ComplexAttributeConverter>)[p] } : {}, s.reflect ? { reflect: true } : {}),
]);

/**
 * Gives a new element the table's defaults, through the properties' setters
 * as field initialisers would. A property whose default is unset (`passes`:
 * the scoring's; `lang`: the page's) is left unset.
 */
function setDefaults(el: object): void {
  for (const [prop, spec] of entries) if (spec.fallback !== undefined) (el as Record<string, unknown>)[prop] = spec.fallback;
}

/**
 * Declares the attribute properties of `elementClass` to Lit from the table,
 * as `@property` decorators with initialisers would (the class's static
 * block calls it; the class itself only `declare`s each property's type and
 * documentation): each property with its attribute, converter and
 * reflection, and an initializer that gives each new element the table's
 * defaults (Lit runs it in its constructor, before the class's own fields).
 */
export function declareAttributes(elementClass: {
  createProperty(name: PropertyKey, options?: PropertyDeclaration): void;
  addInitializer(initializer: (element: object) => void): void;
}): void {
  for (const [prop, options] of declarations) elementClass.createProperty(prop, options);
  elementClass.addInitializer(setDefaults);
}

/** The properties that read what the table plays ({@link AttributeSpec.played}): the rules, and `daily`. */
export type PlayedProperty = { [P in AttributeProperty]: (typeof ATTRIBUTES)[P] extends { readonly played: true } ? P : never }[AttributeProperty];

/** What the game on the table states of each rule property, by element (see {@link showPlayed}). */
const played = new WeakMap<object, Partial<Record<PlayedProperty, unknown>>>();

/**
 * States the rules of the game now on the table (the dealer calls it when it
 * deals), or that the table left daily mode (`daily: null`, the deal
 * source): these properties read these values until the page sets them
 * again. This writes no property (no update is requested, nothing is
 * written back during an update); the page's own values stay as it set
 * them, behind. A present rule attribute follows at the end of the next
 * update ({@link keepAttributes}).
 */
export function showPlayed(el: object, values: Partial<Pick<AttributeValues, PlayedProperty>>): void {
  // No prototype: a polluted `Object.prototype.daily` states nothing.
  played.set(el, Object.assign(Object.create(null) as Partial<Record<PlayedProperty, unknown>>, played.get(el), values));
}

/**
 * Makes the attribute properties of `elementClass` normalise what is set
 * (`el.draw = '3'` makes `el.draw` 3; an invalid value warns once and gives
 * the default), by wrapping the accessors its `@property` declarations
 * made: the element always holds normal values and no update has to
 * normalise them. A rule property ({@link AttributeSpec.played}) reads the
 * game on the table ({@link showPlayed}) until the page sets it: what the
 * page set is kept, behind, and shows again when it sets it. The
 * registration (`define.ts`) calls it once, before the tag is defined.
 */
export function normaliseWhenSet(elementClass: { prototype: object }): void {
  const proto = elementClass.prototype;
  for (const [prop, spec] of entries) {
    const d = Object.getOwnPropertyDescriptor(proto, prop);
    const { get, set } = d ?? {};
    if (!d || !get || !set) continue;
    if (!spec.played) {
      Object.defineProperty(proto, prop, {
        ...d,
        set(this: object, value: unknown) {
          set.call(this, spec.norm(value));
        },
      });
      continue;
    }
    const key = prop as PlayedProperty;
    Object.defineProperty(proto, prop, {
      ...d,
      get(this: object) {
        const p = played.get(this);
        return p && key in p ? p[key] : get.call(this);
      },
      set(this: { requestUpdate(name?: PropertyKey, old?: unknown): void }, value: unknown) {
        const v = spec.norm(value);
        const p = played.get(this);
        const shown: unknown = p && key in p ? p[key] : get.call(this);
        if (p && key in p) {
          // What is played already: nothing changes (so an attribute following the game, keepAttributes, requests no update).
          if (Object.is(shown, v)) return;
          delete p[key]; // the page's value shows from now on
        }
        set.call(this, v);
        this.requestUpdate(prop, shown); // a change from what was shown (the game's), not only from the page's last value
      },
    });
  }
}

/** The property and spec of attribute `name` (an attribute of its own: a polluted prototype names none). */
export function attributeSpec(name: string): [AttributeProperty, AttributeSpec<unknown>] | undefined {
  return entries.find(([, s]) => s.attribute === name);
}

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
  const found = attributeSpec(name);
  if (!found || found[1].kind !== 'option' || value === null) return null;
  const [prop, spec] = found;
  if (spec.onOff && ON_OFF_SPELLINGS.has(value.trim().toLowerCase())) return null; // a valid spelling stays the page's
  const text = converterOf(spec).toAttribute!((el as Record<string, unknown>)[prop], undefined) as string | null;
  return text !== null && text !== value ? text : null;
}

/**
 * Keeps the attributes that are present true to their properties, after an
 * update: the element reflects no attribute on its own (a page's markup gets
 * no attribute it did not write), but an attribute the page or the player's
 * settings panel wrote follows its property when the element changes it
 * (the player's settings); a rule attribute (`code`, `draw`…) follows the
 * game on the table and `daily` goes when the table leaves daily mode
 * ({@link showPlayed}). An attribute whose
 * text already means the property's value is left as written
 * (`takeback="false"` is not rewritten "off"); `passes` back to the scoring's
 * default (undefined) leaves the page's text. `lang` is the page's own.
 */
export function keepAttributes(el: Element, changed: { has(key: PropertyKey): boolean }): void {
  const props = el as unknown as Record<string, unknown>;
  for (const [prop, spec] of entries) {
    if (prop === 'lang' || !(changed.has(prop) || spec.played) || !el.hasAttribute(spec.attribute)) continue;
    const value = props[prop];
    const name = spec.attribute;
    if (spec.kind === 'text') {
      if (value === null || value === undefined) el.removeAttribute(name);
      else if (el.getAttribute(name) !== value) el.setAttribute(name, String(value));
      continue;
    }
    if (value === undefined) continue;
    const c = converterOf(spec);
    // A present attribute was normalised as it was set (respelled when invalid), so reading it back warns of nothing.
    if (Object.is(c.fromAttribute!(el.getAttribute(name), undefined), value)) continue;
    const text = c.toAttribute!(value, undefined) as string | null;
    if (text === null) el.removeAttribute(name);
    else el.setAttribute(name, text);
  }
}

/** The player settings (attribute → the values the panel offers; `rule`: a rule of the game, played from the next deal), in the panel's order. */
export const SETTINGS_TABLE: ReadonlyArray<readonly [attribute: string, property: AttributeProperty, values: readonly string[], rule: boolean]> = entries
  .filter(([, s]) => s.setting)
  .map(([p, s]) => [s.attribute, p, s.setting!, !!s.played] as const);
