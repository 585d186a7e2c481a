/**
 * Filling in and checking the rule options of a new game, and drawing a
 * random deal number.
 * @module
 */
import { defaultPasses } from './code.js';
import type { KlondikeInit, KlondikeOptions, Scoring } from './types.js';

/** A random deal number (not for security: uses Math.random). */
export function randomDealNumber(): number {
  return Math.floor(Math.random() * 2 ** 20) * 2 ** 15 + Math.floor(Math.random() * 2 ** 15);
}

/**
 * The options in force: explicit `init` options first, then the deal code's,
 * then the defaults; throws a RangeError naming a bad option.
 */
export function fillOptions(init: KlondikeInit, fromCode?: Partial<KlondikeOptions>): KlondikeOptions {
  const scoring: Scoring = init.scoring ?? fromCode?.scoring ?? 'normal';
  if (!['normal', 'vegas', 'none'].includes(scoring)) throw new RangeError(`scoring must be normal, vegas or none, not ${String(scoring)}`);
  const draw = init.draw ?? fromCode?.draw ?? 1;
  if (draw !== 1 && draw !== 3) throw new RangeError(`draw must be 1 or 3, not ${String(draw)}`);
  const scoringChanged = init.scoring !== undefined && init.scoring !== fromCode?.scoring;
  const passes = init.passes ?? (scoringChanged ? undefined : fromCode?.passes) ?? defaultPasses(scoring);
  // A deal code carries 1 to 99 passes or unlimited (see code.ts), so options stay within that.
  if (!(passes === Infinity || (Number.isInteger(passes) && passes >= 1 && passes <= 99))) {
    throw new RangeError(`passes must be a whole number from 1 to 99, or Infinity, not ${String(passes)}`);
  }
  const takeback = init.takeback ?? fromCode?.takeback ?? true;
  if (typeof takeback !== 'boolean') throw new RangeError('takeback must be true or false');
  const undoLimit = init.undoLimit ?? 100;
  if (!(undoLimit === Infinity || (Number.isInteger(undoLimit) && undoLimit >= 0))) {
    throw new RangeError(`undoLimit must be a whole number ≥ 0 or Infinity, not ${String(undoLimit)}`);
  }
  return Object.freeze({ draw, scoring, passes, takeback, undoLimit });
}
