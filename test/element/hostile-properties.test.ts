/**
 * Properties of the element against a hostile or careless page, in real
 * Chromium, with a bounded number of runs each (every run mounts an
 * element):
 * - arbitrary JSON (prototype names, wrong types, huge values) in every
 *   storage key the element reads (the saved game, the settings, the
 *   statistics), beside a real saved game or instead of it;
 * - a polluted `Object.prototype` (enumerable, as `Object.prototype.x = v`
 *   makes it) under the names of the element's attributes and options;
 * - arbitrary language tags in `lang`.
 * Each asserts: nothing thrown reaches the page, no warning twice (one per
 * cause), the element deals and plays, and the saved data is intact (a
 * real save restored; an unreadable one set aside as it was).
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { SETTING_NAMES, SETTING_VALUES } from '../../src/index.js';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import { captureWarnings, mount, settle, uncaught } from './helpers.js';

const PROTO_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString'];
const SAVE_FIELDS = ['format', 'version', 'game', 'timeMs', 'daily', 'assisted', 'options', 'moves', 'redo', 'code', 'deal', 'undos', 'undoFloor', 'score'];
const STATS_FIELDS = ['format', 'version', 'draw1', 'draw3', 'pending', 'played', 'won', 'streak', 'bestStreak', 'bestTimeMs', 'bestScore', 'bestVegas'];

/** Values a stored field may hold: any JSON, the real values, huge and odd ones. */
const value: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(...Object.values(SETTING_VALUES).flat(), 'klondike-solitaire-persist', 'klondike-solitaire-stats', 1, 0, -1, 1e308, -1e308, 2 ** 53, true, false, null, [], {}),
  fc.constant('x'.repeat(100_000)),
);

/** An object written as JSON text, so that a key `__proto__` is a field of its own (as JSON.parse reads it). */
const objectText = (keys: fc.Arbitrary<string>, maxKeys = 6): fc.Arbitrary<string> =>
  fc.array(fc.tuple(keys, value), { maxLength: maxKeys }).map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')}}`);

/** What a storage key may hold: an object with hostile fields, any JSON, or no JSON at all. */
const storedText = (fields: readonly string[]): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: objectText(fc.oneof(fc.constantFrom(...PROTO_NAMES, ...fields, ...SETTING_NAMES), fc.string({ maxLength: 12 }))) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  );

function clearStorage(): void {
  for (const k of Object.keys(localStorage)) if (k.startsWith('klondike-solitaire')) localStorage.removeItem(k);
}

/** The element dealt 52 cards and takes a move. */
function expectPlays(el: KlondikeSolitaire): void {
  expect(el.shadowRoot!.querySelectorAll('[part~=card]').length).to.equal(52);
  const move = el.game.moves()[0];
  expect(el.move(move), `move ${move}`).to.equal(true);
}

/**
 * True when stored settings `text` hold a rule value (an own field, one of
 * the setting's values) other than the real save's rules: draw 1, normal
 * scoring, unlimited passes.
 */
function changesRule(text: string): boolean {
  let o: unknown;
  try {
    o = JSON.parse(text);
  } catch {
    return false;
  }
  if (typeof o !== 'object' || o === null || Array.isArray(o)) return false;
  const own = (k: string): unknown => (Object.prototype.hasOwnProperty.call(o, k) ? (o as Record<string, unknown>)[k] : undefined);
  const scoring = own('scoring');
  const passes = own('passes');
  return own('draw') === '3' || scoring === 'vegas' || scoring === 'none' || passes === '1' || passes === '3';
}

/** No warning twice. */
function expectDistinct(warnings: string[]): void {
  expect(warnings.length, warnings.join('\n')).to.equal(new Set(warnings).size);
}

describe('properties: a hostile page (bounded runs)', function () {
  this.timeout(120_000);
  beforeEach(clearStorage);
  afterEach(clearStorage);

  it('arbitrary JSON in every storage key the element reads: nothing thrown, one warning per cause, a real save restored, a bad one set aside intact', async () => {
    // A real save, made once by a real element.
    const first = await mount({ persist: 'real' });
    first.newGame('KL1-D1N-AAAAAAG');
    first.move('S');
    first.move('S');
    const history = first.game.history;
    first.remove();
    const realSave = localStorage.getItem('klondike-solitaire:real')!;
    expect(realSave).to.be.a('string');
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constant(realSave),
          // Spliced, not String.replace: a value holding "$`" or "$&" would paste the save into itself.
          objectText(fc.constantFrom(...PROTO_NAMES)).map((extra) => (extra === '{}' ? realSave : `${realSave.slice(0, -1)},${extra.slice(1)}`)),
          storedText(SAVE_FIELDS),
        ),
        storedText([]),
        storedText(STATS_FIELDS),
        async (save, settings, stats) => {
          clearStorage();
          localStorage.setItem('klondike-solitaire:real', save);
          localStorage.setItem('klondike-solitaire:real:settings', settings);
          localStorage.setItem('klondike-solitaire-stats:real', stats);
          let el: KlondikeSolitaire | undefined;
          let warnings: string[] = [];
          try {
            const errors = await uncaught(async () => {
              warnings = await captureWarnings(async () => {
                el = await mount({ persist: 'real', stats: 'real' });
                expectPlays(el);
              });
            });
            expect(errors).to.deep.equal([]);
            expectDistinct(warnings);
            const isReal = save.startsWith(realSave.slice(0, -1));
            // Stored rule choices that differ from the save's rules are a rule change, as when the page
            // changes a rule attribute: a new deal under them, the save left alone (saved-game.ts).
            if (isReal && !changesRule(settings)) expect(el!.game.history.slice(0, history.length)).to.deep.equal(history);
            else if (isReal) {
              const o = el!.game.options;
              expect([o.draw, o.scoring, o.passes], 'a new deal under the stored rules').not.to.deep.equal([1, 'normal', Infinity]);
            }
            else if (localStorage.getItem('klondike-solitaire:real:unreadable') !== null) expect(localStorage.getItem('klondike-solitaire:real:unreadable')).to.equal(save);
            // The statistics read back are counts.
            for (const d of [el!.stats!.draw1, el!.stats!.draw3]) {
              for (const n of [d.played, d.won, d.streak, d.bestStreak]) expect(Number.isSafeInteger(n) && n >= 0, String(n)).to.equal(true);
              expect(d.won <= d.played).to.equal(true);
            }
            // Each setting the stored choices wrote is one of its values.
            for (const name of SETTING_NAMES) {
              const v = el!.getAttribute(name);
              if (v !== null && name !== 'four-colour' && name !== 'large-index') expect((SETTING_VALUES[name] as readonly string[]).includes(v), `${name}=${v}`).to.equal(true);
            }
          } finally {
            el?.remove();
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('a polluted Object.prototype (attribute and option names, any values): the element plays as a clean one, silently', async () => {
    const clean = await mount({ persist: 'clean', stats: 'clean' });
    const want = JSON.stringify(clean.game.options);
    clean.remove();
    clearStorage();
    const names = ['draw', 'scoring', 'passes', 'takeback', 'undoLimit', 'undo-limit', 'foundationPoints', 'foundation-points', 'card-back', 'felt', 'hand', 'animation', 'sound', 'show-clock', 'show-score', 'four-colour', 'large-index', 'code', 'deal', 'dealNumber', 'daily', 'winnable', 'settings', 'lang', 'stuck', 'finish', 'hint', 'tap'];
    const proto = Object.prototype as Record<string, unknown>;
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.tuple(fc.constantFrom(...names), fc.oneof(fc.constantFrom('3', 3, 'vegas', 'x', 'tartan', 'left', 'on', 'off', 1, 0, true, 'KL1-D3V-AAAAAAB', Infinity), fc.jsonValue({ maxDepth: 1 }))), { minLength: 1, maxLength: 4, selector: ([n]) => n }),
        async (pollution) => {
          clearStorage();
          let el!: KlondikeSolitaire;
          let warnings: string[] = [];
          let errors: string[];
          try {
            for (const [k, v] of pollution) proto[k] = v;
            errors = await uncaught(async () => {
              warnings = await captureWarnings(async () => {
                el = await mount({ persist: 'clean', stats: 'clean' });
                expectPlays(el);
                el.newGame();
                await settle(el);
              });
            });
          } finally {
            for (const [k] of pollution) delete proto[k];
          }
          expect(errors).to.deep.equal([]);
          expect(warnings).to.deep.equal([]);
          expect(JSON.stringify(el.game.options)).to.equal(want);
          el.remove();
        },
      ),
      { numRuns: 25 },
    );
  });

  it('arbitrary language tags in lang: nothing thrown, at most one warning, a status bar with numbers', async () => {
    const subtag = fc.oneof(fc.stringMatching(/^[a-zA-Z]{1,8}$/), fc.stringMatching(/^[0-9]{1,3}$/), fc.stringMatching(/^[a-zA-Z0-9]{1,8}$/), fc.constantFrom('u', 'x', 't', 'nu', 'arab', 'latn', 'DE', 'BR', '1996'));
    const tag = fc.tuple(fc.constantFrom('de', 'en', 'fr', 'pt', 'es', 'it', 'nl', 'ja', 'xx'), fc.array(subtag, { maxLength: 5 }), fc.constantFrom('-', '_')).map(([l, rest, sep]) => [l, ...rest].join(sep));
    await fc.assert(
      fc.asyncProperty(tag, fc.constantFrom('normal', 'vegas'), async (lang, scoring) => {
        let el!: KlondikeSolitaire;
        let warnings: string[] = [];
        const errors = await uncaught(async () => {
          warnings = await captureWarnings(async () => {
            el = await mount({ lang, scoring });
            expectPlays(el);
            await settle(el);
          });
        });
        expect(errors).to.deep.equal([]);
        expect(warnings.filter((w) => w.includes(lang)).length).to.be.at.most(1);
        const bar = el.shadowRoot!.querySelector('[part~=status]');
        const text = ((bar as Element & { shadowRoot?: ShadowRoot | null })?.shadowRoot ?? bar)?.textContent ?? '';
        expect(text).to.match(/\d/);
        el.remove();
      }),
      { numRuns: 20 },
    );
  });
});
