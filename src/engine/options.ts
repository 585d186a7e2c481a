/**
 * Filling in and checking the rule options of a new game, and drawing a
 * random deal number.
 * @module
 */
import { defaultPasses } from './code.js';
import { ownFields } from './own.js';
import { quoteInput } from './text.js';
import type { KlondikeInit, KlondikeOptions, Scoring } from './types.js';

/** A random deal number (not for security: uses Math.random). */
export function randomDealNumber(): number {
  return Math.floor(Math.random() * 2 ** 20) * 2 ** 15 + Math.floor(Math.random() * 2 ** 15);
}

/**
 * The options in force: explicit `init` options first, then the deal code's,
 * then the defaults; throws a RangeError naming a bad option. Only the
 * objects' own fields count (a polluted `Object.prototype` adds no option).
 */
export function fillOptions(given: KlondikeInit, code?: Partial<KlondikeOptions>): KlondikeOptions {
  if (typeof given !== 'object' || given === null || Array.isArray(given)) {
    throw new TypeError(`Klondike options must be an object like { code: 'KL1-D1N-AAAAAAG' } (or a deal code string), not ${given === null ? 'null' : Array.isArray(given) ? 'an array' : typeof given}`);
  }
  const init = ownFields(given);
  const fromCode = code && ownFields(code);
  const scoring: Scoring = init.scoring ?? fromCode?.scoring ?? 'normal';
  if (!['normal', 'vegas', 'none'].includes(scoring)) throw new RangeError(`scoring must be normal, vegas or none, not ${quoteInput(String(scoring))}`);
  const draw = init.draw ?? fromCode?.draw ?? 1;
  if (draw !== 1 && draw !== 3) throw new RangeError(`draw must be 1 or 3, not ${quoteInput(String(draw))}`);
  const scoringChanged = init.scoring !== undefined && init.scoring !== fromCode?.scoring;
  const passes = init.passes ?? (scoringChanged ? undefined : fromCode?.passes) ?? defaultPasses(scoring);
  // A deal code carries 1 to 99 passes or unlimited (see code.ts), so options stay within that.
  if (!(passes === Infinity || (Number.isInteger(passes) && passes >= 1 && passes <= 99))) {
    throw new RangeError(`passes must be a whole number from 1 to 99, or Infinity, not ${quoteInput(String(passes))}`);
  }
  const takeback = init.takeback ?? fromCode?.takeback ?? true;
  if (typeof takeback !== 'boolean') throw new RangeError('takeback must be true or false');
  const undoLimit = init.undoLimit ?? 100;
  if (!(undoLimit === Infinity || (Number.isInteger(undoLimit) && undoLimit >= 0))) {
    throw new RangeError(`undoLimit must be a whole number ≥ 0 or Infinity, not ${quoteInput(String(undoLimit))}`);
  }
  let foundationPoints = init.foundationPoints ?? fromCode?.foundationPoints ?? 'every-time';
  if (foundationPoints !== 'every-time' && foundationPoints !== 'once-per-card') {
    throw new RangeError(`foundationPoints must be 'every-time' or 'once-per-card', not ${quoteInput(String(foundationPoints))}`);
  }
  if (scoring === 'none') foundationPoints = 'every-time'; // no points to earn: one canonical form (a code writes no O)
  return Object.freeze({ draw, scoring, passes, takeback, undoLimit, foundationPoints });
}
