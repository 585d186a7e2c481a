/**
 * Scoring rules of the reference app (docs/reference-games.md, game A).
 *
 * Normal: +10 a card onto a foundation, +5 a card from the waste onto a
 * column, +5 a hidden card turned over, −100 the waste turned back; 0 for
 * column to column and for a card taken back from a foundation. Never below 0.
 * Vegas: −$52 at the start, +$5 per card onto a foundation, nothing else, no floor.
 * As in the reference app, taking a card back from a foundation costs nothing
 * (so playing it up again scores again), unless the game's `foundationPoints`
 * is `'once-per-card'`: then a card earns its foundation points only once.
 * @module
 */
import { FOUNDATION, STOCK, WASTE } from './position.js';
import type { Scoring } from './types.js';

/** The score a game starts with. */
export function initialScore(scoring: Scoring): number {
  return scoring === 'vegas' ? -52 : 0;
}

/**
 * Raw points of a move before the floor (from/to are engine pile ids);
 * `paysFoundation` false = a card onto a foundation earns nothing (it has
 * earned its points before, under `'once-per-card'`).
 */
export function movePoints(scoring: Scoring, from: number, to: number, flipped: boolean, paysFoundation = true): number {
  if (scoring === 'none') return 0;
  const toFoundation = to >= FOUNDATION && paysFoundation;
  if (scoring === 'vegas') return toFoundation && from !== STOCK ? 5 : 0;
  if (from === STOCK) return 0;
  let p = 0;
  if (toFoundation) p += 10;
  else if (from === WASTE && to < FOUNDATION) p += 5;
  if (flipped) p += 5;
  return p;
}

/** Points of turning the waste back into the stock, before the floor. */
export function recyclePoints(scoring: Scoring): number {
  return scoring === 'normal' ? -100 : 0;
}

/** Applies points with the floor of the scoring; returns the new score. */
export function applyPoints(scoring: Scoring, score: number, points: number): number {
  const next = score + points;
  return scoring === 'normal' ? Math.max(0, next) : next;
}

/** The score as the reference app writes it: `'125'`, `'+$208'`, `'$0'`, `'-$52'`; empty when unscored. */
export function formatScore(scoring: Scoring, score: number): string {
  if (scoring === 'none') return '';
  if (scoring === 'normal') return String(score);
  if (score > 0) return `+$${score}`;
  if (score < 0) return `-$${-score}`;
  return '$0';
}
