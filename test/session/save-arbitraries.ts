/**
 * fast-check generators of `<klondike-solitaire persist>` saves: games played
 * from random deals under random options (random legal moves, runs of stock
 * taps, undos and redos), serialised as the persistence controller stores
 * them; and the same saves damaged (a field corrupted, a huge number, a wrong
 * type, a move changed, the text cut or spliced).
 */
import fc from 'fast-check';
import { defaultPasses, Klondike, type FoundationPoints, type KlondikeInit, type Scoring } from '../../src/engine/index.js';
import type { PersistedGame, RuleRequest } from '../../src/element/session/saved-game.js';

/** The element's option values: draw × scoring × passes × takeback × foundation-points, and undo-limit. */
export const DRAWS = [1, 3] as const;
export const SCORINGS: readonly Scoring[] = ['normal', 'vegas', 'none'];
/** `passes` unset (the scoring's default), 1, 3, unlimited. */
export const PASSES = ['default', 1, 3, Infinity] as const;
export const FOUNDATION_POINTS: readonly FoundationPoints[] = ['every-time', 'once-per-card'];
export const UNDO_LIMITS = [0, 1, 100, Infinity] as const;

/** One combination of the element's options. */
export interface ElementOptions {
  readonly rules: RuleRequest;
  readonly undoLimit: number;
  /** As written, for messages: `D3 vegas P1 takeback:off once-per-card undo:100`. */
  readonly label: string;
}

/** Every combination of the element's rule options and undo limits (2 × 3 × 4 × 2 × 2 × 4 = 384). */
export const EVERY_COMBINATION: readonly ElementOptions[] = DRAWS.flatMap((draw) =>
  SCORINGS.flatMap((scoring) =>
    PASSES.flatMap((passes) =>
      [true, false].flatMap((takeback) =>
        FOUNDATION_POINTS.flatMap((foundationPoints) =>
          UNDO_LIMITS.map((undoLimit) => ({
            rules: { draw, scoring, passes: passes === 'default' ? defaultPasses(scoring) : passes, takeback, foundationPoints },
            undoLimit,
            label: `D${draw} ${scoring} P${String(passes)} takeback:${takeback ? 'on' : 'off'} ${foundationPoints} undo:${undoLimit}`,
          })),
        ),
      ),
    ),
  ),
);

/** One action of a random game: a legal move (picked by index), a run of stock taps, an undo or a redo. */
type Action = { kind: 'move'; pick: number } | { kind: 'taps'; count: number } | { kind: 'undo' } | { kind: 'redo' };

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 6, arbitrary: fc.nat().map((pick) => ({ kind: 'move' as const, pick })) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 30 }).map((count) => ({ kind: 'taps' as const, count })) },
  { weight: 2, arbitrary: fc.constant({ kind: 'undo' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'redo' as const }) },
);

/** A game played from a random deal (by code, or as an explicit Solvitaire deal) under random options. */
export interface PlayedGame {
  readonly game: Klondike;
  readonly init: KlondikeInit;
}

export const playedGame: fc.Arbitrary<PlayedGame> = fc
  .record({
    dealNumber: fc.maxSafeNat().map((n) => n % 2 ** 35),
    explicit: fc.boolean(),
    draw: fc.constantFrom(...DRAWS),
    scoring: fc.constantFrom(...SCORINGS),
    passes: fc.constantFrom(undefined, 1, 3, Infinity),
    takeback: fc.boolean(),
    foundationPoints: fc.constantFrom(...FOUNDATION_POINTS),
    undoLimit: fc.constantFrom(0, 1, 3, 100, Infinity),
    actions: fc.array(action, { minLength: 1, maxLength: 40, size: 'max' }),
  })
  .map(({ dealNumber, explicit, actions, ...options }) => {
    const deal = explicit ? { deal: new Klondike({ dealNumber }).toSolvitaire('deal') } : { dealNumber };
    const init: KlondikeInit = { ...deal, ...options };
    const game = new Klondike(init);
    for (const a of actions) {
      if (a.kind === 'undo') game.undo();
      else if (a.kind === 'redo') game.redo();
      else if (a.kind === 'taps') {
        for (let i = 0; i < a.count && game.moves().includes('S'); i++) game.move('S');
      } else {
        const legal = game.moves();
        if (legal.length) game.move(legal[a.pick % legal.length]);
      }
    }
    return { game, init };
  });

/** A date for the `daily` field. */
const dateText = fc.date({ min: new Date(Date.UTC(2026, 0, 1)), max: new Date(Date.UTC(2030, 11, 31)), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

/** A played game stored as the persistence controller stores it. */
export interface StoredSave {
  readonly played: PlayedGame;
  readonly data: PersistedGame;
  readonly text: string;
}

export const storedSave: fc.Arbitrary<StoredSave> = fc
  .record({
    played: playedGame,
    timeMs: fc.oneof(fc.nat({ max: 10 * 3600_000 }), fc.constantFrom(0, 1e308, 2 ** 53)),
    daily: fc.option(dateText, { freq: 4 }),
    assisted: fc.boolean(),
  })
  .map(({ played, timeMs, daily, assisted }) => {
    const data: PersistedGame = {
      format: 'klondike-solitaire-persist',
      version: 1,
      game: played.game.toJSON(),
      timeMs,
      daily,
      ...(assisted ? { assisted: true as const } : {}),
    };
    const text = JSON.stringify(data);
    // A counterexample prints as the text stored, not as the engine's internals.
    return { played, data, text, [fc.toStringMethod]: () => `stored save ${text}` };
  });

/** A value that does not belong where it is put: huge, negative, fractional, of another type, absent. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(1e308, -1e308, 1e300, -1, -0.5, 0, 0.5, 1, 3, 2 ** 53, 2 ** 31, 20_001, 1e9 + 1, null, true, false, '', '1', 'S', 'W-F', [], {}, undefined),
  fc.constantFrom('KL1-D1N-AAAAAAG', 'KL1-D3VO-7777777', 'KL1-D1N-AAAAAA', 'normal', 'vegas', 'none', 'once-per-card', '2026-02-30', '2026-03-14'),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 8 }),
  fc.array(fc.constantFrom('S', 'W-F', '1-F', 'Fs-1', 'W-3', '7-1', 'S-S', ''), { maxLength: 4 }),
);

/** Where a damage goes: a field of the stored object, of its game, of the game's options, or one move. */
const FIELD_PATHS = [
  ['format'], ['version'], ['game'], ['timeMs'], ['daily'], ['assisted'],
  ['game', 'format'], ['game', 'version'], ['game', 'options'], ['game', 'code'], ['game', 'deal'], ['game', 'moves'], ['game', 'redo'],
  ['game', 'undoFloor'], ['game', 'undos'], ['game', 'score'],
  ['game', 'options', 'draw'], ['game', 'options', 'scoring'], ['game', 'options', 'passes'], ['game', 'options', 'takeback'],
  ['game', 'options', 'undoLimit'], ['game', 'options', 'foundationPoints'],
] as const;

/** Sets `path` of a deep copy of `data` to `value` (undefined: removes it). */
function withField(data: PersistedGame, path: readonly (string | number)[], value: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
  let at: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof at[key] !== 'object' || at[key] === null) return copy;
    at = at[key] as Record<string | number, unknown>;
  }
  const last = path[path.length - 1];
  if (value === undefined) delete at[last];
  else at[last] = value;
  return copy;
}

/** A copy of the moves or the redo list of a save (empty when a damage took them away). */
function movesOf(s: StoredSave, list: 'moves' | 'redo'): unknown[] {
  const old: unknown = (s.data.game as Partial<PersistedGame['game']> | undefined)?.[list];
  return Array.isArray(old) ? [...(old as unknown[])] : [];
}

/** A damage done to a stored save, applied to its text. */
type Damage = (s: StoredSave) => string;

/** A change a save may well survive: another floor, undo counter, undo limit, clock, day or help mark, or a shorter redo list. */
const plausibleChange: fc.Arbitrary<readonly [readonly string[], (s: StoredSave) => unknown]> = fc.oneof(
  fc.tuple(fc.constantFrom(['game', 'undoFloor'], ['game', 'undos']), fc.nat({ max: 200 })).map(([path, n]) => [path, () => n] as const),
  fc.constantFrom(0, 1, 2, 100, null).map((limit) => [['game', 'options', 'undoLimit'], () => limit] as const),
  fc.oneof(fc.double(), fc.nat(), fc.constantFrom(1e308, -1)).map((t) => [['timeMs'], () => t] as const),
  fc.option(dateText).map((day) => [['daily'], () => day] as const),
  wrongValue.map((v) => [['assisted'], () => v] as const),
  fc.nat().map((k) => [['game', 'redo'], (s: StoredSave) => movesOf(s, 'redo').slice(0, k % (movesOf(s, 'redo').length + 1))] as const),
);

const damage: fc.Arbitrary<Damage> = fc.oneof(
  // A field set to a wrong value, or to one the save may survive.
  { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...FIELD_PATHS), wrongValue).map(([path, value]): Damage => (s) => JSON.stringify(withField(s.data, path, value))) },
  { weight: 4, arbitrary: plausibleChange.map(([path, value]): Damage => (s) => JSON.stringify(withField(s.data, path, value(s)))) },
  // One move of the history or of the redo list replaced, dropped or duplicated.
  fc
    .tuple(fc.constantFrom('moves' as const, 'redo' as const), fc.nat(), fc.constantFrom('replace', 'drop', 'repeat'), fc.constantFrom('S', 'W-F', 'W-1', '1-F', '2-7', 'Fh-3', 'Fc-1', 'F-1', 'W-W', 'X'))
    .map(([list, i, how, move]): Damage => (s) => {
      const moves = movesOf(s, list);
      if (moves.length === 0) moves.push(move);
      else if (how === 'replace') moves[i % moves.length] = move;
      else if (how === 'drop') moves.splice(i % moves.length, 1);
      else moves.splice(i % moves.length, 0, moves[i % moves.length]);
      return JSON.stringify(withField(s.data, ['game', list], moves));
    }),
  // A number written as one JSON reads as huge or infinite (`1e999` parses as Infinity).
  fc.constantFrom('timeMs', 'undos', 'undoFloor', 'score', 'passes', 'undoLimit').map((key): Damage => (s) => s.text.replace(new RegExp(`"${key}":(-?[\\d.e+]+|null)`), `"${key}":1e999`)),
  // The text cut short, or a few characters spliced in.
  fc.nat().map((at): Damage => (s) => s.text.slice(0, at % s.text.length)),
  fc.tuple(fc.nat(), fc.string({ maxLength: 4 })).map(([at, text]): Damage => (s) => s.text.slice(0, at % s.text.length) + text + s.text.slice((at % s.text.length) + 1)),
);

/** A stored save with one or two damages (the text given to the reader), or any text at all. */
export const damagedText: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.tuple(storedSave, damage, fc.option(damage, { freq: 3 })).map(([s, d1, d2]) => (d2 ? d2({ ...s, text: d1(s), data: tryParse(d1(s)) ?? s.data }) : d1(s))) },
  { weight: 1, arbitrary: fc.oneof(fc.string(), fc.json(), fc.constantFrom('', 'null', '[]', '{}', '"x"', '{"format":"klondike-solitaire-persist","version":1}')) },
);

function tryParse(text: string): PersistedGame | null {
  try {
    const v = JSON.parse(text) as unknown;
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as PersistedGame) : null;
  } catch {
    return null;
  }
}
