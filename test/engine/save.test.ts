import { describe, expect, it } from 'vitest';
import { Klondike, MAX_SAVED_MOVES, SaveError, type KlondikeSave } from '../../src/engine/index.js';
import { foundationOnlyDeal, snapshot } from './helpers.js';

function played(): Klondike {
  const g = new Klondike({ code: 'KL1-D1N-AAAAAAG' });
  for (const m of ['S', 'S', 'S', 'S', 'S']) g.move(m);
  g.undo();
  return g;
}

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

describe('toJSON / fromJSON', () => {
  it('toJSON - plain JSON with format, version, options (Infinity as null), code, moves, redo, counters, score', () => {
    const g = played();
    const s = g.toJSON();
    expect(s).toEqual({
      format: 'klondike-solitaire',
      version: 1,
      options: { draw: 1, scoring: 'normal', passes: null, takeback: true, undoLimit: 100 },
      code: 'KL1-D1N-AAAAAAG',
      moves: ['S', 'S', 'S', 'S'],
      redo: ['S'],
      undoFloor: 0,
      undos: 1,
      score: 0,
    });
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
  it('fromJSON - round trip: same position, score, counters, history, redo, undo floor', () => {
    const g = new Klondike({ code: 'KL1-D3V-AAAAAAB', undoLimit: 3 });
    for (let i = 0; i < 12 && g.hasMoves(); i++) g.move(g.moves()[i % g.moves().length]);
    g.undo();
    const back = Klondike.fromJSON(JSON.stringify(g.toJSON()));
    expect(snapshot(back)).toBe(snapshot(g));
    expect(back.toJSON()).toEqual(g.toJSON());
    expect(back.stats).toEqual(g.stats);
    expect(back.canRedo).toBe(true);
    let a = 0;
    while (back.undo()) a++;
    let b = 0;
    while (g.undo()) b++;
    expect(a).toBe(b);
    expect(a).toBe(2);
  });
  it('fromJSON - an explicit deal is saved with the deal and reloads', () => {
    const g = new Klondike({ deal: foundationOnlyDeal(), scoring: 'vegas', undoLimit: Infinity, takeback: false });
    g.move('7-F');
    const s = g.toJSON();
    expect(s.code).toBeNull();
    expect(s.deal).toEqual(foundationOnlyDeal());
    expect(s.options).toMatchObject({ passes: 1, undoLimit: null, takeback: false });
    expect(snapshot(Klondike.fromJSON(s))).toBe(snapshot(g));
  });
  it('fromJSON - accepts a lowercase code', () => {
    const s = { ...played().toJSON(), code: 'kl1-d1n-aaaaaag' };
    expect(Klondike.fromJSON(s).code).toBe('KL1-D1N-AAAAAAG');
  });

  const base = played().toJSON();
  type Tamper = (s: Record<string, any>) => unknown; // eslint-disable-line @typescript-eslint/no-explicit-any
  const cases: [string, Tamper, RegExp][] = [
    ['not JSON text', () => '{nope', /not valid JSON/],
    ['null', () => null, /not an object/],
    ['an array', () => [], /not an object/],
    ['a number', () => 42, /not an object/],
    ['another format', (s) => ({ ...s, format: 'chess' }), /not a klondike-solitaire save/],
    ['a bad version', (s) => ({ ...s, version: 2 }), /version/],
    ['a version as text', (s) => ({ ...s, version: '1' }), /version/],
    ['options missing', (s) => ({ ...s, options: undefined }), /options/],
    ['draw 2', (s) => ({ ...s, options: { ...s.options, draw: 2 } }), /draw/],
    ['unknown scoring', (s) => ({ ...s, options: { ...s.options, scoring: 'golf' } }), /scoring/],
    ['passes 0', (s) => ({ ...s, options: { ...s.options, passes: 0 } }), /passes/],
    ['passes as text', (s) => ({ ...s, options: { ...s.options, passes: '3' } }), /passes/],
    ['takeback as text', (s) => ({ ...s, options: { ...s.options, takeback: 'yes' } }), /takeback/],
    ['undoLimit -1', (s) => ({ ...s, options: { ...s.options, undoLimit: -1 } }), /undoLimit/],
    ['moves not an array', (s) => ({ ...s, moves: 'S S' }), /"moves"/],
    ['a move that is a number', (s) => ({ ...s, moves: ['S', 3] }), /"moves"/],
    ['absurdly many moves', (s) => ({ ...s, moves: Array(MAX_SAVED_MOVES + 1).fill('S') }), /more than/],
    ['redo not an array', (s) => ({ ...s, redo: null }), /"redo"/],
    ['negative undos', (s) => ({ ...s, undos: -1 }), /undos/],
    ['fractional undos', (s) => ({ ...s, undos: 1.5 }), /undos/],
    ['undoFloor beyond the moves', (s) => ({ ...s, undoFloor: 99 }), /undoFloor/],
    ['a score as text', (s) => ({ ...s, score: '0' }), /score/],
    ['a NaN score', (s) => ({ ...s, score: NaN }), /score/],
    ['a score that does not match', (s) => ({ ...s, score: 500 }), /does not match/],
    ['an illegal move', (s) => ({ ...s, moves: ['S', '1-F'] }), /move 2 \(1-F\) cannot be replayed/],
    ['an unreadable move', (s) => ({ ...s, moves: ['S', 'jump'] }), /cannot be replayed/],
    ['an illegal redo', (s) => ({ ...s, redo: ['7-F'] }), /cannot be replayed/],
    ['options not matching the code', (s) => ({ ...s, options: { ...s.options, draw: 3 } }), /do not match the code/],
    ['Vegas options on a Normal code', (s) => ({ ...s, options: { ...s.options, scoring: 'vegas', passes: 1 }, score: -52 }), /do not match/],
    ['a malformed code', (s) => ({ ...s, code: 'KL1-D1N-AAAA' }), /Deal part/],
    ['neither code nor deal', (s) => ({ ...s, code: null }), /needs a "code" or a "deal"/],
    ['a code of the wrong type', (s) => ({ ...s, code: 6 }), /needs a "code" or a "deal"/],
    ['passes beyond what a code carries', (s) => ({ ...s, options: { ...s.options, passes: 100 } }), /passes/],
    ['an absurd undo counter', (s) => ({ ...s, undos: 1e300 }), /undos/],
    ['an unknown foundation rule', (s) => ({ ...s, options: { ...s.options, foundationPoints: 'twice' } }), /foundationPoints/],
  ];
  // played(): 4 moves, 1 to redo, floor 0, under a limit of 100.
  it.each<[string, (s: Record<string, any>) => unknown, { floor: number; redo: string[]; undoable: number }]>([ // eslint-disable-line @typescript-eslint/no-explicit-any
    ['undo off with a move to redo: the redo goes', (s) => ({ ...s, options: { ...s.options, undoLimit: 0 }, undoFloor: 4 }), { floor: 4, redo: [], undoable: 0 }],
    ['more undo room than the limit: the floor rises, the redo goes', (s) => ({ ...s, options: { ...s.options, undoLimit: 2 } }), { floor: 2, redo: [], undoable: 2 }],
    ['a redo beyond the limit: the redo goes', (s) => ({ ...s, options: { ...s.options, undoLimit: 4 } }), { floor: 0, redo: [], undoable: 4 }],
    ['a floor under unlimited undo: final moves stay final', (s) => ({ ...s, options: { ...s.options, undoLimit: null }, undoFloor: 1 }), { floor: 1, redo: ['S'], undoable: 3 }],
  ])('fromJSON - adapts the undo history: %s', (_name, change, want) => {
    const g = Klondike.fromJSON(change(clone(played().toJSON())));
    expect(g.history).toEqual(['S', 'S', 'S', 'S']);
    expect(g.toJSON()).toMatchObject({ undoFloor: want.floor, redo: want.redo });
    let n = 0;
    while (g.undo()) n++;
    expect(n).toBe(want.undoable);
  });
  it('fromJSON - with { undoLimit } the save loads under that limit, whatever its own (never throws)', () => {
    const g = new Klondike({ code: 'KL1-D1N-AAAAAAG', undoLimit: 3 });
    for (let i = 0; i < 40; i++) g.move(g.moves()[i % g.moves().length]);
    g.undo();
    g.undo();
    const save = g.toJSON();
    for (const undoLimit of [0, 1, 2, 3, 5, 100, Infinity]) {
      const back = Klondike.fromJSON(save, { undoLimit });
      expect(back.options.undoLimit).toBe(undoLimit);
      expect(back.history).toEqual(g.history);
      expect(back.score).toBe(g.score);
      let n = 0;
      while (back.undo()) n++;
      expect(n).toBeLessThanOrEqual(Math.min(undoLimit, 1));
      expect(Klondike.fromJSON(back.toJSON()).toJSON()).toEqual(back.toJSON());
    }
  });
  it("fromJSON - keeps the 'once-per-card' rule (written only when set) and its score", () => {
    const g = new Klondike({ code: 'KL1-D1NO-AAAAAAB' });
    for (const m of '4-F 2-F 3-F 6-1 S S S W-F'.split(' ')) g.move(m);
    const before = g.score;
    for (const m of ['Fs-4', '4-F']) g.move(m);
    expect(g.score).toBe(before);
    const s = g.toJSON();
    expect(s.options.foundationPoints).toBe('once-per-card');
    expect(s.code).toBe('KL1-D1NO-AAAAAAB');
    expect(Klondike.fromJSON(s).score).toBe(before);
    expect(played().toJSON().options).not.toHaveProperty('foundationPoints');
  });
  it.each(cases)('fromJSON - rejects %s with a SaveError, the source game untouched', (_name, tamper, why) => {
    const g = played();
    const before = snapshot(g);
    const save = clone(g.toJSON()) as unknown as Record<string, unknown>;
    const input = tamper(save);
    const copy = JSON.stringify(input);
    let err: unknown;
    try {
      Klondike.fromJSON(input);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(SaveError);
    expect((err as Error).message).toMatch(/^Saved game rejected: /);
    expect((err as Error).message).toMatch(why);
    expect(JSON.stringify(input)).toBe(copy);
    expect(snapshot(g)).toBe(before);
    expect(base.moves).toEqual(['S', 'S', 'S', 'S']);
  });

  const deal = foundationOnlyDeal();
  const explicit = (d: unknown): KlondikeSave =>
    ({ ...new Klondike({ deal: foundationOnlyDeal() }).toJSON(), deal: d }) as unknown as KlondikeSave;
  it.each<[string, unknown, RegExp]>([
    ['a duplicate card', { ...deal, stock: [...deal.stock.slice(1), deal.stock[2]] }, /appears twice/],
    ['53 cards', { ...deal, stock: [...deal.stock, '5D'] }, /appears twice/],
    ['51 cards', { ...deal, stock: deal.stock.slice(1) }, /52 cards/],
    ['a non-card', { ...deal, stock: ['ZZ', ...deal.stock.slice(1)] }, /not a card/],
    ['a card of the wrong type', { ...deal, stock: [7, ...deal.stock.slice(1)] }, /must be a string/],
    ['six columns', { ...deal, 'tableau piles': deal['tableau piles'].slice(1) }, /7 columns/],
    ['absurd sizes', { ...deal, stock: Array(100000).fill('AS') }, /appears twice/],
  ])('fromJSON - rejects an explicit deal with %s', (_n, d, why) => {
    expect(() => Klondike.fromJSON(explicit(d))).toThrow(SaveError);
    expect(() => Klondike.fromJSON(explicit(d))).toThrow(why);
  });
});
