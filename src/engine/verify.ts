/**
 * Verifying a claimed game on a server: {@link verifyRecord} replays a game
 * record through the rules and says whether a host may accept it, with the
 * final score, the scoring rule it was earned under, and why it was refused.
 *
 * By default it demands a real deal: a deal code, or an explicit deal with
 * all 52 cards as dealt (columns of 1 … 7 cards, 0 … 6 of them face down,
 * 24 cards in the stock, waste and foundations empty). A record that starts
 * from a position in progress (possibly already won) is refused.
 * @module
 */
import { parseCode } from './code.js';
import { own, ownFields } from './own.js';
import { quoteInput } from './text.js';
import { decodeRecord, RecordError, replayRecord, type GameRecord, type RecordRules } from './record.js';
import type { FoundationPoints, SolvitaireDeal } from './types.js';

/** Where a verified record may start: a real deal (a code or a full deal as dealt), a deal code only, or any position. */
export type RecordStart = 'deal' | 'code' | 'any';

/** What {@link verifyRecord} demands. Every field is optional; the defaults are the safe choice. */
export interface VerifyOptions {
  /** Where the record may start (default `'deal'`: a code, or an explicit deal exactly as dealt). */
  readonly start?: RecordStart;
  /** Refuse a legal record that does not end won (default true). */
  readonly requireWin?: boolean;
  /**
   * The deal the record must be of (e.g. today's daily code): same deal
   * number, draw, scoring, passes and take-back, and the code's foundation
   * scoring rule (`O`: once-per-card; none: every-time) unless
   * `foundationPoints` names one.
   */
  readonly code?: string;
  /** The foundation scoring rule the record must be played under (`'once-per-card'` for a leaderboard); overrides the `code`'s. */
  readonly foundationPoints?: FoundationPoints;
}

/** Why a record was refused: a stable code for programs. */
export type VerifyRefusal = 'malformed' | 'illegal-move' | 'not-dealt' | 'not-code' | 'other-deal' | 'other-rule' | 'not-won';

/** The verdict of {@link verifyRecord}. */
export interface RecordVerdict {
  /** True when the record meets every demand of the options (a legal win, by default). */
  readonly accepted: boolean;
  /** True when the record was replayed and ends with all 52 cards home (false when refused before or while replaying). */
  readonly won: boolean;
  /** The final score (points, or dollars in Vegas; 0 unscored); null when the record could not be replayed. */
  readonly score: number | null;
  /** The final score as written (`'625'`, `'+$208'`); empty when unscored or not replayed. */
  readonly scoreText: string;
  /** The rules the record was played under (null when it could not be read). */
  readonly rules: RecordRules | null;
  /** The scoring rule the score was earned under (null when the record could not be read). */
  readonly foundationPoints: FoundationPoints | null;
  /** The deal code, or null for an explicit deal or an unreadable record. */
  readonly code: string | null;
  /** Moves in the record (0 when unreadable). */
  readonly moves: number;
  /** Why it was refused, or null when accepted. */
  readonly refusal: VerifyRefusal | null;
  /** Why it was refused, in words; empty when accepted. */
  readonly message: string;
  /** For an illegal move: its index (0-based); otherwise null. */
  readonly moveIndex: number | null;
}

/** True when an explicit deal is a full starting deal, as dealt. */
export function isDealtDeal(deal: SolvitaireDeal): boolean {
  const piles = deal['tableau piles'];
  const waste = own(deal, 'waste') as SolvitaireDeal['waste'];
  const foundation = own(deal, 'foundation') as SolvitaireDeal['foundation'];
  if (waste?.length || foundation?.some((f) => f.length) || deal.stock.length !== 24) return false;
  const hidden = (card: string): boolean => card.slice(-1) !== card.slice(-1).toUpperCase();
  return piles.every((pile, i) => pile.length === i + 1 && pile.every((card, k) => hidden(card) === k < i));
}

/**
 * Replays a game record and judges it for a host that keeps scores
 * (a leaderboard, a "best score" table). Never throws for any string: a
 * malformed record, an illegal move, a start that is not a real deal, another
 * deal or rule than demanded, or a game not won gives `accepted: false` with
 * `refusal` and `message` saying why. Options that demand nothing sensible
 * (an invalid `code`, an unknown `start` or `foundationPoints`, a
 * `requireWin` that is not a boolean) throw a `RangeError` naming the
 * option, so that a typo never widens what is accepted. Only the options'
 * own fields count (a polluted `Object.prototype` demands nothing).
 *
 * ```ts
 * verifyRecord(record, { code: dailyCodeOfToday, foundationPoints: 'once-per-card' });
 * // { accepted: true, won: true, score: 640, foundationPoints: 'once-per-card', … }
 * ```
 */
export function verifyRecord(record: string, options: VerifyOptions = {}): RecordVerdict {
  options = checkOptions(options); // its own fields, checked
  const start = options.start ?? 'deal';
  const requireWin = options.requireWin ?? true;
  let rec: GameRecord;
  try {
    rec = decodeRecord(record);
  } catch (e) {
    return refused(null, 'malformed', (e as Error).message);
  }
  const refuse = (refusal: VerifyRefusal, message: string, moveIndex: number | null = null): RecordVerdict => refused(rec, refusal, message, moveIndex);
  if (start === 'code' && rec.code === null) return refuse('not-code', 'the record does not start from a deal code');
  const deal = own(rec, 'deal') as SolvitaireDeal | undefined;
  if (start === 'deal' && deal && !isDealtDeal(deal)) {
    return refuse('not-dealt', 'the record starts from a position, not from a deal as dealt (52 cards: 28 in the columns, 24 in the stock)');
  }
  let demandedPoints = options.foundationPoints;
  if (options.code !== undefined) {
    let want;
    try {
      want = parseCode(options.code);
    } catch (e) {
      throw new RangeError(`verifyRecord: the code asked for is not valid: ${(e as Error).message}`, { cause: e });
    }
    const got = rec.code === null ? null : parseCode(rec.code);
    const same = got !== null && got.dealNumber === want.dealNumber && got.draw === want.draw && got.scoring === want.scoring && got.passes === want.passes && got.takeback === want.takeback;
    if (!same) return refuse('other-deal', `the record is not of the deal ${options.code.trim().toUpperCase()}`);
    demandedPoints ??= want.foundationPoints ?? 'every-time';
  }
  if (demandedPoints !== undefined && rec.rules.foundationPoints !== demandedPoints) {
    return refuse('other-rule', `the record was scored '${rec.rules.foundationPoints}', not '${demandedPoints}'`);
  }
  let game;
  try {
    game = replayRecord(record, { undoLimit: 0 });
  } catch (e) {
    if (!(e instanceof RecordError)) throw e;
    return refuse(e.moveIndex === null ? 'malformed' : 'illegal-move', e.message, e.moveIndex);
  }
  const won = game.isWon();
  const verdict = { won, score: game.score, scoreText: game.scoreText };
  if (requireWin && !won) return { ...refuse('not-won', 'the record is legal but the game is not won'), ...verdict };
  return { ...base(rec), ...verdict, accepted: true, refusal: null, message: '', moveIndex: null };
}

/** The options' own fields, checked: a RangeError names one that demands nothing sensible. */
function checkOptions(given: VerifyOptions | null | undefined): VerifyOptions {
  if (given === null || given === undefined) return {};
  if (typeof given !== 'object' || Array.isArray(given)) throw new RangeError('verifyRecord: the options must be an object like { code, foundationPoints }');
  const o = ownFields(given);
  const bad = (name: string, expected: string, value: unknown): RangeError =>
    // An object is named by its type: its own toString may be anything (a page's, or not a function).
    new RangeError(`verifyRecord: ${name} must be ${expected}, not ${typeof value === 'object' || typeof value === 'function' ? quoteInput(value) : quoteInput(String(value))}`);
  if (o.start !== undefined && o.start !== 'deal' && o.start !== 'code' && o.start !== 'any') throw bad('start', "'deal', 'code' or 'any'", o.start);
  if (o.requireWin !== undefined && typeof o.requireWin !== 'boolean') throw bad('requireWin', 'true or false', o.requireWin);
  if (o.code !== undefined && typeof o.code !== 'string') throw bad('code', 'a deal code string', o.code);
  if (o.foundationPoints !== undefined && o.foundationPoints !== 'every-time' && o.foundationPoints !== 'once-per-card') {
    throw bad('foundationPoints', "'every-time' or 'once-per-card'", o.foundationPoints);
  }
  return o;
}

function base(rec: GameRecord | null) {
  return {
    rules: rec?.rules ?? null,
    foundationPoints: rec?.rules.foundationPoints ?? null,
    code: rec?.code ?? null,
    moves: rec?.moves.length ?? 0,
  };
}

function refused(rec: GameRecord | null, refusal: VerifyRefusal, message: string, moveIndex: number | null = null): RecordVerdict {
  return { ...base(rec), accepted: false, won: false, score: null, scoreText: '', refusal, message, moveIndex };
}
