/**
 * Saves that always come back, in Node: `reopenSave`
 * (src/element/session/saved-game.ts), which the element's persistence
 * controller calls when it deals its first game, judged under every
 * combination of the element's options (draw × scoring × passes × takeback
 * × foundation-points × undo-limit = 384). Any save either restores (the
 * cards where the save left them, the undo history adapted to the limit,
 * counters bounded) or is left alone / set aside with a reason, and then
 * `openingGame` deals a fresh game under the element's options; never an
 * exception. The browser tests (test/element/trust.test.ts) check the same
 * through the element for six combinations.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Klondike, MAX_SAVED_UNDOS, type KlondikeSave, type MoveNotation } from '../../src/engine/index.js';
import { openingGame, type OpeningRequest } from '../../src/element/first-paint/opening.js';
import { MAX_RESTORED_TIME_MS, readPersistedGame, reopenSave, rulesDiffer, type PersistedGame, type ReopenRequest, type ReopenResult, type RestoredGame } from '../../src/element/session/saved-game.js';
import { snapshot } from '../engine/helpers.js';
import { damagedText, EVERY_COMBINATION, storedSave, type ElementOptions } from './save-arbitraries.js';

/** The game a save describes, rebuilt from its deal and its moves (plus `more`) without an undo limit. */
function replayed(save: KlondikeSave, more: readonly MoveNotation[] = []): Klondike {
  const o = save.options;
  const deal = save.code !== null ? { code: save.code } : { deal: save.deal! };
  const g = new Klondike({ ...deal, draw: o.draw, scoring: o.scoring, passes: o.passes ?? Infinity, takeback: o.takeback, foundationPoints: o.foundationPoints ?? 'every-time', undoLimit: Infinity });
  for (const m of [...save.moves, ...more]) g.move(m);
  return g;
}

/**
 * The undo history a limit allows (the rule of `Klondike.fromJSON`): the
 * floor only rises, to `moves − limit`; of the moves to redo only those the
 * limit could have undone stay.
 */
function adapted(limit: number, moves: number, h: { floor: number; redo: number }): { floor: number; redo: number } {
  if (limit === Infinity) return h;
  const floor = Math.max(h.floor, moves - limit);
  return { floor, redo: Math.max(0, Math.min(h.redo, limit - (moves - floor))) };
}

/** The verdict for an element with these options (no `code`, no `daily` unless given). */
function reopen(text: string, combo: ElementOptions, extra: Partial<ReopenRequest> = {}): ReopenResult {
  return reopenSave(text, { rules: combo.rules, undoLimit: combo.undoLimit, codeGame: null, daily: null, ...extra });
}

/**
 * A restored save: the element's rules and undo limit; the position, score
 * and history of the save's moves; the undos and redos the limit allows
 * (moves made final stay final: the floor only rises; redo moves beyond the
 * limit dropped); counters and clock bounded.
 */
function expectRestored(saved: RestoredGame, stored: PersistedGame, combo: ElementOptions): void {
  const g = saved.game;
  const save = stored.game;
  expect(rulesDiffer(g.options, combo.rules), combo.label).toBe(false);
  expect(g.options.undoLimit).toBe(combo.undoLimit);
  expect(g.isWon()).toBe(false);
  expect(g.history).toEqual(save.moves);
  expect(snapshot(g)).toBe(snapshot(replayed(save)));
  expect(g.stats.undos).toBe(save.undos);
  expect(Number.isInteger(g.stats.undos) && g.stats.undos >= 0 && g.stats.undos <= MAX_SAVED_UNDOS).toBe(true);
  expect(Number.isFinite(g.score)).toBe(true);
  const t = stored.timeMs;
  expect(saved.timeMs).toBe(typeof t === 'number' && t >= 0 ? Math.min(t, MAX_RESTORED_TIME_MS) : 0);
  expect(saved.daily).toBe(typeof stored.daily === 'string' ? stored.daily : null);
  expect(saved.assisted).toBe(stored.assisted === true);
  // Under the save's own limit first (a floor below it is raised), then under the element's.
  const own = adapted(save.options.undoLimit ?? Infinity, save.moves.length, { floor: save.undoFloor, redo: save.redo.length });
  const { floor, redo: redoable } = adapted(combo.undoLimit, save.moves.length, own);
  const undoable = save.moves.length - floor;
  let undone = 0;
  while (g.undo() !== null) undone++;
  expect(undone, combo.label).toBe(undoable);
  let redone = 0;
  while (g.redo() !== null) redone++;
  expect(redone, combo.label).toBe(undoable + redoable);
  const kept = save.redo.slice(0, redoable);
  expect(g.history).toEqual([...save.moves, ...kept]);
  expect(snapshot(g)).toBe(snapshot(replayed(save, kept)));
}

/**
 * What the element deals first (`openingGame`, no `code`, no `daily`) when
 * its save is judged `verdict`: the restored game, else a fresh deal.
 */
function openedGame(verdict: ReopenResult, combo: ElementOptions): Klondike {
  const parts = {
    persist: {
      restore: (rules: ReopenRequest['rules'], codeGame: Klondike | null, daily: string | null) => {
        if (rules !== combo.rules || codeGame !== null || daily !== null) throw new Error('openingGame asked for another save'); // what the controller passes on to reopenSave
        return verdict.outcome === 'restored' ? verdict.saved : null;
      },
    },
    deals: { requestedDate: () => null, placeholder: () => null },
  } as unknown as OpeningRequest['parts'];
  return openingGame({ code: '', undoLimit: combo.undoLimit, rules: combo.rules, parts, onBadCode: () => undefined }).game;
}

/** A fresh deal (or a restored game) under the element's options. */
function expectElementOptions(g: Klondike, combo: ElementOptions): void {
  expect(!rulesDiffer(g.options, combo.rules) && g.options.undoLimit === combo.undoLimit, combo.label).toBe(true);
}

describe('reopenSave - every combination of the element options', () => {
  it('has 384 combinations, each distinct', () => {
    expect(EVERY_COMBINATION.length).toBe(384);
    expect(new Set(EVERY_COMBINATION.map((c) => c.label)).size).toBe(384);
  });

  it('a save of a game played (moves, taps, undos, redos) restores under every combination of its own rules, and is left alone under the others', () => {
    fc.assert(
      fc.property(storedSave, (s) => {
        const { game } = s.played;
        for (const combo of EVERY_COMBINATION) {
          const v = reopen(s.text, combo);
          const differ = rulesDiffer(game.options, combo.rules);
          if (differ || game.isWon()) {
            expect(v, combo.label).toEqual({ outcome: 'left-alone', why: differ ? 'other-rules' : 'won' });
            expectElementOptions(openedGame(v, combo), combo);
            continue;
          }
          expect(v.outcome, combo.label).toBe('restored');
          if (v.outcome !== 'restored') continue;
          expect(openedGame(v, combo)).toBe(v.saved.game);
          expect(v.saved.game.toSolvitaire('position')).toEqual(game.toSolvitaire('position')); // the cards where they were
          expect(snapshot(v.saved.game)).toBe(snapshot(game));
          expectRestored(v.saved, s.data, combo);
        }
      }),
      { numRuns: 10 },
    );
  });

  it('a save for another deal than the `code`, or another day than `daily`, is left alone; for its own deal and day it restores', () => {
    fc.assert(
      fc.property(storedSave, fc.constantFrom(0, 1, 100, Infinity), (s, undoLimit) => {
        const { game } = s.played;
        fc.pre(!game.isWon());
        const o = game.options;
        const combo: ElementOptions = { rules: { draw: o.draw, scoring: o.scoring, passes: o.passes, takeback: o.takeback, foundationPoints: o.foundationPoints }, undoLimit, label: 'its own rules' };
        const other = new Klondike({ dealNumber: ((game.dealNumber ?? 0) + 1) % 2 ** 35, ...combo.rules });
        expect(reopen(s.text, combo, { codeGame: other })).toEqual({ outcome: 'left-alone', why: 'other-deal' });
        if (game.code !== null) expect(reopen(s.text, combo, { codeGame: new Klondike({ code: game.code.toLowerCase() }) }).outcome).toBe('restored');
        expect(reopen(s.text, combo, { daily: '2031-01-01' })).toEqual({ outcome: 'left-alone', why: 'other-day' });
        if (s.data.daily !== null) expect(reopen(s.text, combo, { daily: s.data.daily }).outcome).toBe('restored');
      }),
      { numRuns: 30 },
    );
  });

  it('a damaged save (a field corrupted, a huge number, a wrong type, a move changed, the text cut) restores soundly or is set aside with a reason, never an exception', () => {
    fc.assert(
      fc.property(damagedText, (text) => {
        for (const combo of EVERY_COMBINATION) {
          const v = reopen(text, combo);
          const opened = openedGame(v, combo);
          expectElementOptions(opened, combo);
          if (v.outcome !== 'restored') expect(opened.history).toEqual([]);
          if (v.outcome === 'unreadable') {
            expect(typeof v.reason).toBe('string');
            expect(v.reason.length).toBeGreaterThan(0);
          } else if (v.outcome === 'restored') {
            expectRestored(v.saved, JSON.parse(text) as PersistedGame, combo);
          } else {
            expect(['other-rules', 'won']).toContain(v.why);
            expect(rulesDiffer(readPersistedGame(text).game.options, combo.rules)).toBe(v.why === 'other-rules');
          }
        }
      }),
      { numRuns: 20 },
    );
  });
});

describe('reopenSave - the cases of the report', () => {
  const [unlimited, limit2, limit0] = [Infinity, 2, 0].map((undoLimit) => ({ ...EVERY_COMBINATION[0], undoLimit, label: `undo:${undoLimit}` }));
  const store = (game: Klondike, extra: Partial<Record<keyof PersistedGame, unknown>> = {}): string =>
    JSON.stringify({ format: 'klondike-solitaire-persist', version: 1, game: game.toJSON(), timeMs: 5000, daily: null, ...extra });

  it('110 moves under undo-limit 100, reopened with unlimited: restored, the 10 final moves stay final', () => {
    const g = new Klondike({ code: 'KL1-D1N-AAAAAAG' });
    for (let i = 0; i < 110; i++) g.move('S');
    const v = reopen(store(g), unlimited);
    if (v.outcome !== 'restored') throw new Error(`not restored: ${JSON.stringify(v)}`);
    let undone = 0;
    while (v.saved.game.undo()) undone++;
    expect(undone).toBe(100);
  });

  it('moves waiting to be redone, reopened with a lower limit: the redo beyond the limit dropped; with undo off, none', () => {
    const g = new Klondike({ code: 'KL1-D1N-AAAAAAG' });
    for (let i = 0; i < 12; i++) g.move('S');
    for (let i = 0; i < 6; i++) g.undo();
    const two = reopen(store(g), limit2);
    const off = reopen(store(g), limit0);
    if (two.outcome !== 'restored' || off.outcome !== 'restored') throw new Error('not restored');
    expect([two.saved.game.history.length, two.saved.game.canRedo, off.saved.game.canUndo, off.saved.game.canRedo]).toEqual([6, false, false, false]);
  });

  it('a clock of 1e308 (or 1e999, read as Infinity) restores bounded; undos of 1e300 is unreadable', () => {
    const g = new Klondike({ code: 'KL1-D1N-AAAAAAG' });
    g.move('S');
    for (const text of [store(g, { timeMs: 1e308 }), store(g).replace('"timeMs":5000', '"timeMs":1e999')]) {
      const v = reopen(text, unlimited);
      expect(v.outcome === 'restored' && v.saved.timeMs).toBe(MAX_RESTORED_TIME_MS);
    }
    expect(reopen(store(g, { timeMs: -5 }), unlimited)).toMatchObject({ outcome: 'restored', saved: { timeMs: 0 } });
    const bad = reopen(JSON.stringify({ format: 'klondike-solitaire-persist', version: 1, game: { ...g.toJSON(), undos: 1e300 }, timeMs: 10, daily: null }), unlimited);
    expect(bad).toEqual({ outcome: 'unreadable', reason: expect.stringMatching(/"undos" must be a whole number/) as unknown as string });
    expect(reopen('{', unlimited)).toEqual({ outcome: 'unreadable', reason: 'not valid JSON' });
  });
});
