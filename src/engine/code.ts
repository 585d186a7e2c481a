/**
 * Deal codes: `KL1-D1N-AAAAAAG`.
 *
 * - `KL1`: the format (version 1).
 * - Rules part: `D1` or `D3` (the draw), then the scoring letter `N` (Normal),
 *   `V` (Vegas) or `U` (unscored), then optional modifiers in this order:
 *   `P<n>` the passes through the stock allowed in all (`P1`, `P3`, …, up to
 *   `P99`; `P0` = unlimited), written only when it differs from the scoring's
 *   default (unlimited for N and U, one pass for V); `X` when foundation
 *   take-back is forbidden; `O` when each card earns its foundation points
 *   once (N and V only; see `foundationPoints`). Examples: `D1N`, `D3V`,
 *   `D1UP1X`, `D3NP3X`, `D1NO`.
 * - Deal part: the deal number in 7 base-32 digits, most significant first,
 *   `A`=0 … `Z`=25, `2`=26 … `7`=31 (2^35 deals).
 *
 * Codes parse case-insensitively (ASCII letters only: no case mapping that
 * changes a length, such as `ß` → `SS`) and format canonically (upper case), so
 * `formatCode(parseCode(c))` is `c` for every canonical code.
 * @module
 */
import { quoteInput } from './text.js';
import type { FoundationPoints, Scoring } from './types.js';

/** The rules and deal number a code stands for. */
export interface DealCode {
  /** Cards per stock tap. */
  draw: 1 | 3;
  /** Scoring system. */
  scoring: Scoring;
  /** Passes through the stock in all (`Infinity` = unlimited). */
  passes: number;
  /** Foundation take-back allowed. */
  takeback: boolean;
  /** The deal number, 0 ≤ n < 2^35. */
  dealNumber: number;
  /** How often a card earns its foundation points (`'every-time'` when left out; letter `O` = `'once-per-card'`). */
  foundationPoints?: FoundationPoints;
}

/** Number of distinct deals: 2^35. */
export const DEAL_COUNT = 2 ** 35;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const SCORING_LETTERS: Record<string, Scoring> = { N: 'normal', V: 'vegas', U: 'none' };

/** An error in a deal code; `part` names the faulty part. */
export class DealCodeError extends Error {
  /** Which part of the code is wrong. */
  readonly part: 'format' | 'version' | 'rules' | 'deal';
  constructor(part: DealCodeError['part'], message: string) {
    super(message);
    this.name = 'DealCodeError';
    this.part = part;
  }
}

/** The pass limit a scoring uses when the code does not say. */
export function defaultPasses(scoring: Scoring): number {
  return scoring === 'vegas' ? 1 : Infinity;
}

/** Upper case of ASCII letters only (`toUpperCase` would turn `ß` into `SS`). */
const asciiUpper = (text: string): string => text.replace(/[a-z]+/g, (w) => w.toUpperCase());

/** Writes a deal number as 7 base-32 characters. */
export function encodeDealNumber(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= DEAL_COUNT) {
    throw new RangeError(`Deal number must be an integer from 0 to ${DEAL_COUNT - 1}, got ${typeof n === 'number' ? n : typeof n}`);
  }
  let out = '';
  for (let i = 0; i < 7; i++) {
    out = ALPHABET[n % 32] + out;
    n = Math.floor(n / 32);
  }
  return out;
}

/** Reads 7 base-32 characters back to a deal number. */
export function decodeDealNumber(text: string): number {
  if (typeof text !== 'string') throw new DealCodeError('deal', `A deal part must be a string of 7 characters (A-Z, 2-7), not ${quoteInput(text)}`);
  const t = asciiUpper(text);
  if (t.length !== 7) {
    throw new DealCodeError('deal', `Deal part ${quoteInput(text)} must be 7 characters (A-Z, 2-7), got ${t.length}`);
  }
  let n = 0;
  for (const ch of t) {
    const v = ALPHABET.indexOf(ch);
    if (v < 0) throw new DealCodeError('deal', `Deal part ${quoteInput(text)} has ${quoteInput(ch)}: only A-Z and 2-7 are allowed`);
    n = n * 32 + v;
  }
  return n;
}

/** Formats rules and a deal number as a canonical code. */
export function formatCode(code: DealCode): string {
  if (typeof code !== 'object' || code === null) throw new TypeError('formatCode needs an object { draw, scoring, passes, takeback, dealNumber }');
  const letter = Object.keys(SCORING_LETTERS).find((k) => SCORING_LETTERS[k] === code.scoring);
  if (!letter) throw new RangeError(`Unknown scoring ${quoteInput(code.scoring)}: normal, vegas or none`);
  if (code.draw !== 1 && code.draw !== 3) throw new RangeError(`A code's draw is 1 or 3, not ${quoteInput(String(code.draw))}`);
  if (typeof code.takeback !== 'boolean') throw new RangeError('A code needs takeback: true or false');
  const once = code.foundationPoints === 'once-per-card';
  if (!once && code.foundationPoints !== undefined && code.foundationPoints !== 'every-time') {
    throw new RangeError(`foundationPoints must be 'every-time' or 'once-per-card', not ${quoteInput(String(code.foundationPoints))}`);
  }
  let rules = `D${code.draw}${letter}`;
  if (code.passes !== defaultPasses(code.scoring)) {
    if (code.passes === Infinity) rules += 'P0';
    else if (Number.isInteger(code.passes) && code.passes >= 1 && code.passes <= 99) rules += `P${code.passes}`;
    else throw new RangeError(`A code can carry 1 to 99 passes or unlimited, not ${code.passes}`);
  }
  if (!code.takeback) rules += 'X';
  if (once && code.scoring !== 'none') rules += 'O';
  return `KL1-${rules}-${encodeDealNumber(code.dealNumber)}`;
}

/** Parses a code (any case, surrounding spaces ignored); throws a {@link DealCodeError} naming the faulty part. */
export function parseCode(text: string): DealCode {
  if (typeof text !== 'string') throw new DealCodeError('format', 'A deal code must be a string');
  const parts = asciiUpper(text.trim()).split('-');
  if (parts.length !== 3) {
    throw new DealCodeError('format', `${quoteInput(text)} is not a deal code: expected three parts like KL1-D1N-AAAAAAG`);
  }
  const [version, rules, deal] = parts;
  if (version !== 'KL1') {
    throw new DealCodeError('version', `Unknown code format ${quoteInput(version)}: this version reads KL1 codes`);
  }
  const m = /^D([13])([NVU])(?:P(\d{1,2}))?(X)?(O)?$/.exec(rules);
  if (!m || (m[5] && m[2] === 'U')) {
    throw new DealCodeError(
      'rules',
      `Rules part ${quoteInput(rules)} is not valid: expected D1 or D3, then N, V or U, then optionally P<passes>, X and (with N or V) O`,
    );
  }
  const scoring = SCORING_LETTERS[m[2]];
  let passes = defaultPasses(scoring);
  if (m[3] !== undefined) {
    const p = Number(m[3]);
    passes = p === 0 ? Infinity : p;
  }
  return {
    draw: m[1] === '1' ? 1 : 3,
    scoring,
    passes,
    takeback: m[4] === undefined,
    dealNumber: decodeDealNumber(deal),
    foundationPoints: m[5] ? 'once-per-card' : 'every-time',
  };
}
