/**
 * Saving and loading a whole game. The save holds the deal, the options and
 * the moves; loading replays the moves through the rules, so a save can only
 * describe a game that could really have been played. Anything malformed or
 * inconsistent (unknown format, wrong types, an illegal move, a score that
 * does not match the moves) is rejected with a {@link SaveError}.
 *
 * The undo history adapts to the undo limit in force (the save's own, or one
 * given when loading): moves made final stay final, and moves to redo that
 * the limit could not have undone are dropped. So a save taken under one
 * `undoLimit` always loads under another.
 * @module
 */
import type { KlondikeInit, KlondikeOptions, KlondikeSave, MoveNotation, SolvitaireDeal } from './types.js';
import { own, ownFields } from './own.js';

/** A save that cannot be loaded, and why. */
export class SaveError extends Error {
  constructor(message: string) {
    super(`Saved game rejected: ${message}`);
    this.name = 'SaveError';
  }
}

/** Longest history a save may carry (a guard against absurd input). */
export const MAX_SAVED_MOVES = 20000;

/** Largest undo counter a save may carry (a guard against absurd input). */
export const MAX_SAVED_UNDOS = 1e9;

/** Options of loading a save (`Klondike.fromJSON(json, options)`). */
export interface LoadOptions {
  /** The undo limit of the game loaded, instead of the save's (the undo history adapts to it). */
  readonly undoLimit?: number;
}

interface SaveParts {
  options: KlondikeOptions;
  code: string | null;
  deal?: SolvitaireDeal;
  moves: MoveNotation[];
  redo: MoveNotation[];
  undoFloor: number;
  undos: number;
  score: number;
}

const finiteOrNull = (n: number): number | null => (n === Infinity ? null : n);

/** Builds the JSON form of a game. */
export function writeSave(p: SaveParts): KlondikeSave {
  const save: KlondikeSave = {
    format: 'klondike-solitaire',
    version: 1,
    options: {
      draw: p.options.draw,
      scoring: p.options.scoring,
      passes: finiteOrNull(p.options.passes),
      takeback: p.options.takeback,
      undoLimit: finiteOrNull(p.options.undoLimit),
      ...(p.options.foundationPoints === 'once-per-card' ? { foundationPoints: p.options.foundationPoints } : {}),
    },
    code: p.code,
    ...(p.deal ? { deal: p.deal } : {}),
    moves: p.moves,
    redo: p.redo,
    undoFloor: p.undoFloor,
    undos: p.undos,
    score: p.score,
  };
  return save;
}

const isInt = (v: unknown, min: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min;

function moveList(v: unknown, name: string): MoveNotation[] {
  if (!Array.isArray(v) || v.some((m) => typeof m !== 'string')) throw new SaveError(`"${name}" must be an array of moves`);
  if (v.length > MAX_SAVED_MOVES) throw new SaveError(`"${name}" has ${v.length} moves, more than ${MAX_SAVED_MOVES}`);
  return v as MoveNotation[];
}

/**
 * What loading needs of a game (a `Klondike`, named by shape so that this
 * module and `klondike.ts` do not import each other): its code, options and
 * score, a move, and the undo counters a save restores.
 */
export interface ReplayedGame {
  readonly code: string | null;
  readonly options: KlondikeOptions;
  readonly score: number;
  move(move: MoveNotation): unknown;
  _restoreCounters(undone: number, redo: MoveNotation[], undoFloor: number, undos: number): void;
}

/** Reads and checks a save, then rebuilds the game with `create` and replays it. */
export function readSave<G extends ReplayedGame>(json: unknown, create: (init: KlondikeInit) => G, load: LoadOptions = {}): G {
  let data = json;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      throw new SaveError('not valid JSON');
    }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new SaveError('not an object');
  const s = ownFields(data as Record<string, unknown>);
  if (s.format !== 'klondike-solitaire') throw new SaveError('not a klondike-solitaire save');
  if (s.version !== 1) throw new SaveError(`unknown save version ${JSON.stringify(s.version)}`);
  if (typeof s.options !== 'object' || s.options === null) throw new SaveError('"options" missing');
  const o = ownFields(s.options as Record<string, unknown>);
  if (o.draw !== 1 && o.draw !== 3) throw new SaveError('options.draw must be 1 or 3');
  if (o.scoring !== 'normal' && o.scoring !== 'vegas' && o.scoring !== 'none') throw new SaveError('options.scoring is unknown');
  if (!(o.passes === null || isInt(o.passes, 1))) throw new SaveError('options.passes must be null or a whole number ≥ 1');
  if (typeof o.takeback !== 'boolean') throw new SaveError('options.takeback must be true or false');
  if (!(o.undoLimit === null || isInt(o.undoLimit, 0))) throw new SaveError('options.undoLimit must be null or a whole number ≥ 0');
  if (!(o.foundationPoints === undefined || o.foundationPoints === 'every-time' || o.foundationPoints === 'once-per-card')) {
    throw new SaveError("options.foundationPoints must be 'every-time' or 'once-per-card'");
  }
  const moves = moveList(s.moves, 'moves');
  const redo = moveList(s.redo, 'redo');
  if (!isInt(s.undos, 0) || s.undos > MAX_SAVED_UNDOS) throw new SaveError(`"undos" must be a whole number from 0 to ${MAX_SAVED_UNDOS}`);
  if (!isInt(s.undoFloor, 0) || s.undoFloor > moves.length) throw new SaveError('"undoFloor" is out of range');
  if (typeof s.score !== 'number' || !Number.isFinite(s.score)) throw new SaveError('"score" must be a number');
  const init: KlondikeInit = {
    draw: o.draw,
    scoring: o.scoring,
    passes: o.passes === null ? Infinity : (o.passes as number),
    takeback: o.takeback,
    undoLimit: (own(load, 'undoLimit') as number | undefined) ?? (o.undoLimit === null ? Infinity : (o.undoLimit as number)),
    foundationPoints: o.foundationPoints ?? 'every-time',
  };
  let game: G;
  try {
    if (typeof s.code === 'string') game = create({ ...init, code: s.code });
    else if (s.code === null && s.deal !== undefined) game = create({ ...init, deal: s.deal as SolvitaireDeal });
    else throw new SaveError('a save needs a "code" or a "deal"');
  } catch (e) {
    if (e instanceof SaveError) throw e;
    throw new SaveError((e as Error).message);
  }
  if (typeof s.code === 'string' && game.code !== s.code.trim().toUpperCase()) {
    throw new SaveError(`the options do not match the code ${s.code}`);
  }
  const { undoFloor, redoKept } = adaptUndo(game.options.undoLimit, moves.length, s.undoFloor, redo.length);
  const redoLeft = redo.slice(0, redoKept); // the history adapted to the limit in force
  [...moves, ...redo].forEach((m, i) => {
    try {
      game.move(m);
    } catch (e) {
      throw new SaveError(`move ${i + 1} (${m}) cannot be replayed: ${(e as Error).message}`);
    }
  });
  game._restoreCounters(redo.length, redoLeft, undoFloor, s.undos);
  if (game.score !== s.score) throw new SaveError(`the score ${s.score} does not match the moves (${game.score})`);
  return game;
}

/**
 * The undo history that a limit allows: moves made final stay final (the
 * floor only rises: to `moves − limit` under a finite limit), and of the
 * moves to redo (the next first) only those the limit could have undone
 * stay (none when undo is off).
 */
export function adaptUndo(limit: number, moves: number, floor: number, redo: number): { undoFloor: number; redoKept: number } {
  if (limit === Infinity) return { undoFloor: floor, redoKept: redo };
  const undoFloor = Math.max(floor, moves - limit);
  // The redo moves were undone, so they lay within the undo limit when they were played.
  return { undoFloor, redoKept: Math.max(0, Math.min(redo, limit - (moves - undoFloor))) };
}
