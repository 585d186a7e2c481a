/**
 * Property tests over random legal games: every option combination, random
 * moves mixed with undos and redos, checked against a small model.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DealCodeError, Klondike, formatCode, parseCode, type KlondikeOptions, type Scoring } from '../../src/engine/index.js';
import { ALL_CARDS, RANK_ORDER, snapshot } from './helpers.js';

const rank = (c: string) => RANK_ORDER.indexOf(c[0] as (typeof RANK_ORDER)[number]) + 1;
const red = (c: string) => c[1] === 'h' || c[1] === 'd';

const KNOWN = new Set(ALL_CARDS);

/** Table invariants: 52 distinct cards, valid face-up runs, foundations in order, counters consistent. Returns the first problem. */
function invariantProblem(g: Klondike): string | null {
  const tableau = g.tableau;
  const foundations = g.foundations;
  const cards = [...tableau.flatMap((c) => [...c.down, ...c.up]), ...g.stock, ...g.waste, ...foundations.flat()];
  if (cards.length !== 52 || new Set(cards).size !== 52 || !cards.every((c) => KNOWN.has(c))) return `cards: ${cards.join(' ')}`;
  for (const [i, col] of tableau.entries()) {
    if (col.down.length && !col.up.length) return `column ${i + 1}: hidden cards with none face up`;
    for (let k = 1; k < col.up.length; k++) {
      if (rank(col.up[k]) + 1 !== rank(col.up[k - 1]) || red(col.up[k]) === red(col.up[k - 1])) return `column ${i + 1}: bad run ${col.up.join(' ')}`;
    }
  }
  for (const [s, f] of foundations.entries()) {
    if (f.some((c, i) => c !== RANK_ORDER[i] + 'shdc'[s])) return `foundation ${s}: ${f.join(' ')}`;
  }
  const st = g.stats;
  if (st.foundationCards !== foundations.flat().length) return 'foundationCards';
  if (st.hiddenCards !== tableau.reduce((n, c) => n + c.down.length, 0)) return 'hiddenCards';
  if (g.wasteFan > Math.min(g.waste.length, g.options.draw)) return 'wasteFan';
  if (g.isWon() !== (st.foundationCards === 52)) return 'isWon';
  return null;
}

/** The points the rules give a move (README, "The rules as played"), from its notation and what it did (before the floor). */
function rulePoints(scoring: Scoring, move: string, r: { recycled: boolean; flipped: string | null }): number {
  const toF = move.endsWith('-F');
  if (scoring === 'none') return 0;
  if (scoring === 'vegas') return toF ? 5 : 0;
  if (r.recycled) return -100;
  return (toF ? 10 : 0) + (move.startsWith('W-') && !toF ? 5 : 0) + (r.flipped ? 5 : 0);
}

const PASSES = [Infinity, 1, 3];
const COMBOS: KlondikeOptions[] = [];
for (const draw of [1, 3] as const)
  for (const scoring of ['normal', 'vegas', 'none'] as const)
    for (const passes of PASSES)
      for (const takeback of [true, false]) COMBOS.push({ draw, scoring, passes, takeback, undoLimit: 100, foundationPoints: 'every-time' as const });

const name = (o: KlondikeOptions) => `draw ${o.draw}, ${o.scoring}, passes ${o.passes}, takeback ${o.takeback}`;

const scenario = fc.record({
  dealNumber: fc.integer({ min: 0, max: 2 ** 35 - 1 }),
  undoLimit: fc.constantFrom(100, Infinity, 0, 4),
  // Each action: a number picking a legal move, or (1 in 8) an undo, (1 in 16) a redo.
  actions: fc.array(fc.nat({ max: 10_000 }), { maxLength: 160 }),
});

describe('properties', () => {
  it.each(COMBOS.map((o) => [name(o), o] as const))(
    'random games (%s) - invariants, score from the rules, undo/redo against a model, save round trip',
    (_n, base) => {
      fc.assert(
        fc.property(scenario, ({ dealNumber, undoLimit, actions }) => {
          const opts = { ...base, undoLimit };
          const g = new Klondike({ ...opts, dealNumber });
          // Model: snapshots and scores of the current line, the redo stack, the undo floor.
          const line: { snap: string; score: number }[] = [{ snap: snapshot(g), score: g.score }];
          let redo: { move: string; snap: string; score: number }[] = [];
          let floor = 0;
          let undos = 0;
          for (const a of actions) {
            const kind = a % 16;
            if (kind === 0 || kind === 1) {
              const canUndo = line.length - 1 > floor;
              const undone = g.undo();
              expect(undone !== null).toBe(canUndo);
              if (undone !== null) {
                const top = line.pop()!;
                redo.push({ move: undone, ...top });
                undos++;
                expect(snapshot(g)).toBe(line[line.length - 1].snap);
              }
            } else if (kind === 2) {
              const next = redo.pop();
              expect(g.redo()).toBe(next ? next.move : null);
              if (next) {
                line.push({ snap: next.snap, score: next.score });
                floor = Math.max(floor, line.length - 1 - undoLimit);
                expect(snapshot(g)).toBe(next.snap);
              }
            } else {
              const legal = g.moves();
              if (!legal.length) {
                expect(g.hasMoves()).toBe(false);
                continue;
              }
              const m = legal[a % legal.length];
              const prev = line[line.length - 1].score;
              const r = g.move(m);
              expect(r.move).toBe(m);
              const raw = rulePoints(opts.scoring, m, r);
              const score = opts.scoring === 'normal' ? Math.max(0, prev + raw) : prev + raw;
              expect(g.score).toBe(score);
              expect(r.scoreDelta).toBe(score - prev);
              if (redo.length && redo[redo.length - 1].move === m) redo.pop();
              else redo = [];
              line.push({ snap: snapshot(g), score });
              floor = Math.max(floor, line.length - 1 - undoLimit);
            }
            const problem = invariantProblem(g);
            if (problem) expect.fail(problem);
            expect(g.stats.moves).toBe(line.length - 1);
            expect(g.stats.undos).toBe(undos);
            expect(g.canRedo).toBe(redo.length > 0);
          }
          // Save round trip, then both copies behave alike.
          const save = JSON.parse(JSON.stringify(g.toJSON()));
          const back = Klondike.fromJSON(save);
          expect(snapshot(back)).toBe(snapshot(g));
          expect(back.toJSON()).toEqual(g.toJSON());
          expect(back.stats).toEqual(g.stats);
          // Undo everything that can be undone: each step gives back the exact prior state and score.
          while (line.length - 1 > floor) {
            expect(g.undo()).not.toBeNull();
            line.pop();
            expect(snapshot(g)).toBe(line[line.length - 1].snap);
          }
          expect(g.undo()).toBeNull();
        }),
        { numRuns: 120 },
      );
    },
  );

  it('score - recomputed from the history alone, Normal, over long random games', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 35 - 1 }), fc.array(fc.nat(), { minLength: 100, maxLength: 400 }), (n, picks) => {
        const g = new Klondike({ dealNumber: n, draw: 3 });
        for (const p of picks) {
          const legal = g.moves();
          if (!legal.length) break;
          g.move(legal[p % legal.length]);
        }
        // Replay from the notation alone on a fresh game, summing rule points with the floor.
        const fresh = new Klondike({ dealNumber: n, draw: 3 });
        let score = 0;
        for (const m of g.history) score = Math.max(0, score + rulePoints('normal', m, fresh.move(m)));
        expect(g.score).toBe(score);
      }),
      { numRuns: 100 },
    );
  });

  const codeArb = fc.record({
    draw: fc.constantFrom(1 as const, 3 as const),
    scoring: fc.constantFrom<Scoring>('normal', 'vegas', 'none'),
    passes: fc.oneof(fc.constant(Infinity), fc.integer({ min: 1, max: 99 })),
    takeback: fc.boolean(),
    dealNumber: fc.integer({ min: 0, max: 2 ** 35 - 1 }),
    once: fc.boolean(),
  }).map(({ once, ...c }) => ({ ...c, foundationPoints: once && c.scoring !== 'none' ? ('once-per-card' as const) : ('every-time' as const) }));

  it('codes - formatCode(parseCode(c)) === c for generated canonical codes; lowercase parses the same; the game keeps its code', () => {
    fc.assert(
      fc.property(codeArb, (dc) => {
        const c = formatCode(dc);
        expect(c).toMatch(/^KL1-D[13][NVU](P\d{1,2})?X?O?-[A-Z2-7]{7}$/);
        expect(parseCode(c)).toEqual(dc);
        expect(formatCode(parseCode(c))).toBe(c);
        expect(parseCode(c.toLowerCase())).toEqual(dc);
        expect(new Klondike({ code: c.toLowerCase() }).code).toBe(c);
      }),
      { numRuns: 3000 },
    );
  });

  it('codes - a corrupted part is rejected by a DealCodeError naming that part', () => {
    const corruption = fc.oneof(
      fc.record({ part: fc.constant('version' as const), bad: fc.constantFrom('KL2', 'KL', 'XL1', 'KL10', '') }),
      fc.record({ part: fc.constant('rules' as const), bad: fc.constantFrom('D2N', 'D1', 'D1Z', 'DN', 'D1NP', 'D1NP100', 'D1NXX', 'D1NXP2', 'D3VP') }),
      fc.record({ part: fc.constant('deal' as const), bad: fc.constantFrom('AAAAAA', 'AAAAAAAA', 'AAAAAA0', 'AAAAAA1', 'AAAA8AA', 'AAAAAA9', 'AAA!AAA', 'ÀAAAAAA') }),
    );
    fc.assert(
      fc.property(codeArb, corruption, (dc, { part, bad }) => {
        const parts = formatCode(dc).split('-');
        parts[['version', 'rules', 'deal'].indexOf(part)] = bad;
        let err: unknown;
        try {
          parseCode(parts.join('-'));
        } catch (e) {
          err = e;
        }
        expect(err).toBeInstanceOf(DealCodeError);
        expect((err as DealCodeError).part).toBe(part);
      }),
      { numRuns: 500 },
    );
  });
});
