/**
 * Stored data against prototype names and a polluted prototype, in Node:
 * `readPersistedGame` / `reopenSave` (the saved game) and `loadSettings`
 * (the player's choices) over arbitrary JSON objects whose fields carry
 * `Object.prototype` names (`__proto__`, `constructor`, `toString`), and
 * real saves with such fields added at every level. Each asserts: never a
 * throw; a real save restores the same game with them, and the same under
 * a polluted `Object.prototype`; a choice is kept only when it is a valid
 * value of a setting of its own name, with one warning per bad field.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reopenSave, type ReopenRequest } from '../../src/element/session/saved-game.js';
import { loadSettings, SETTING_NAMES, SETTING_VALUES } from '../../src/element/settings.js';
import { storedSave } from './save-arbitraries.js';

const PROTO_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];
const FIELDS = ['format', 'version', 'game', 'timeMs', 'daily', 'assisted', 'options', 'moves', 'redo', 'code', 'deal', 'draw', 'scoring', 'passes'];

/** JSON text of an object with these entries (a `__proto__` key stays a field, as JSON.parse reads it). */
const objectText = (entries: [string, unknown][]): string => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')}}`;
const entries = (keys: fc.Arbitrary<string>) => fc.array(fc.tuple(keys, fc.jsonValue({ maxDepth: 2 })), { maxLength: 6 });
const protoEntries = entries(fc.constantFrom(...PROTO_NAMES));

/** Adds `extra` fields to the JSON object text `text` (at its top level). */
const withFields = (text: string, extra: [string, unknown][]): string => (extra.length ? `${text.slice(0, -1)},${objectText(extra).slice(1)}` : text);

const proto = Object.prototype as Record<string, unknown>;
const cleanPrototype = (): void => {
  for (const k of [...FIELDS, ...SETTING_NAMES]) delete proto[k];
};

function request(rules: ReopenRequest['rules']): ReopenRequest {
  return { rules, undoLimit: 100, codeGame: null, daily: null };
}

describe('stored saves with prototype names', () => {
  afterEach(cleanPrototype);

  it('property: arbitrary objects (prototype names, any fields) never throw: a verdict (unreadable with the reason)', () => {
    fc.assert(
      fc.property(entries(fc.oneof(fc.constantFrom(...PROTO_NAMES, ...FIELDS), fc.string({ maxLength: 8 }))), (fields) => {
        const r = reopenSave(objectText(fields), request({ draw: 1, scoring: 'normal', passes: Infinity, takeback: true, foundationPoints: 'every-time' }));
        expect(['unreadable', 'left-alone', 'restored']).toContain(r.outcome);
      }),
      { numRuns: 500 },
    );
  });

  it('property: a real save with prototype-named fields (top level and in its game) restores the same game, also under a polluted prototype', () => {
    fc.assert(
      fc.property(storedSave, protoEntries, protoEntries, fc.array(fc.tuple(fc.constantFrom(...FIELDS), fc.jsonValue({ maxDepth: 1 })), { maxLength: 4 }), (save, top, inGame, pollution) => {
        const g = save.played.game;
        const o = g.options;
        const rules = { draw: o.draw, scoring: o.scoring, passes: o.passes, takeback: o.takeback, foundationPoints: o.foundationPoints };
        const gameText = JSON.stringify(save.data.game);
        // A replacer function, not a string: a value holding "$&" or "$`" would otherwise paste the text into itself.
        const text = withFields(save.text.replace(gameText, () => withFields(gameText, inGame)), top);
        const plain = reopenSave(save.text, request(rules));
        cleanPrototype();
        for (const [k, v] of pollution) proto[k] = v;
        let r;
        try {
          r = reopenSave(text, request(rules));
        } finally {
          cleanPrototype();
        }
        expect(r.outcome).toBe(plain.outcome);
        if (r.outcome === 'restored' && plain.outcome === 'restored') {
          expect(r.saved.game.history).toEqual(plain.saved.game.history);
          expect(r.saved.game.tableau).toEqual(plain.saved.game.tableau);
          expect(r.saved.timeMs).toBe(plain.saved.timeMs);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('stored settings with prototype names', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    cleanPrototype();
  });

  it('property: only valid values of settings of their own name are kept; one warning per bad field; under a polluted prototype too', () => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const settingValue = fc.constantFrom(...Object.values(SETTING_VALUES).flat());
    let n = 0;
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.oneof(fc.constantFrom(...PROTO_NAMES, ...SETTING_NAMES), fc.string({ maxLength: 8 })), fc.oneof(settingValue, fc.jsonValue({ maxDepth: 1 }))), { maxLength: 8 }),
        fc.array(fc.tuple(fc.constantFrom(...SETTING_NAMES), settingValue), { maxLength: 3 }),
        (fields, pollution) => {
          const key = `k${n++}:settings`; // a fresh key: warnings are once per text
          const text = objectText(fields);
          store.set(key, text);
          warn.mockClear();
          for (const [k, v] of pollution) proto[k] = v;
          let got;
          try {
            got = loadSettings(key);
          } finally {
            cleanPrototype();
          }
          const parsed = JSON.parse(text) as Record<string, unknown>;
          const want = Object.fromEntries(Object.entries(parsed).filter(([k, v]) => (SETTING_NAMES as readonly string[]).includes(k) && (SETTING_VALUES[k as keyof typeof SETTING_VALUES] as readonly unknown[]).includes(v)));
          expect({ ...got }).toEqual(want);
          for (const name of SETTING_NAMES) if (!(name in want)) expect((got as Record<string, unknown>)[name]).toBeUndefined();
          const bad = Object.keys(parsed).length - Object.keys(want).length;
          expect(warn.mock.calls.length).toBeLessThanOrEqual(bad);
          expect(new Set(warn.mock.calls.map((c) => String(c[0]))).size).toBe(warn.mock.calls.length);
        },
      ),
      { numRuns: 200 },
    );
  });
});
