/**
 * The pip field's size (views/pip-field.ts): full size on large cards,
 * smaller beside a large index, none when the pips would be too small;
 * the top-left pip always clears the corner index.
 */
import { describe, expect, it } from 'vitest';
import { pipFieldWidth, TEN_EM } from '../../src/element/views/pip-field.js';
import { indexSize } from '../../src/element/views/layout.js';

describe('pipFieldWidth', () => {
  it('pipFieldWidth - full size (a third of the card) on large cards, less beside a large index, 0 on small ones', () => {
    const at = (w: number) => pipFieldWidth(w, w * 1.4, indexSize(w * 1.4));
    expect(at(200)).toBeCloseTo(64, 0);
    expect(at(110)).toBeLessThan(110 * 0.32);
    expect(at(110)).toBeGreaterThan(0);
    expect(at(80)).toBe(0);
  });

  it('pipFieldWidth - the top-left pip clears the index beside it or below it, at every card width', () => {
    for (let w = 40; w <= 220; w += 1) {
      const h = w * 1.4;
      const idx = indexSize(h);
      const box = pipFieldWidth(w, h, idx);
      if (!box) continue;
      const pipHalf = (box * 7.5) / 32;
      const left = w / 2 - box / 2 - pipHalf;
      const top = h / 2 - (box * 2.625) / 2 - pipHalf;
      const besides = left >= w * 0.06 + idx * TEN_EM;
      const below = top >= w * 0.045 + idx * 1.72 + 1;
      expect(besides || below, `card ${w} px`).toBe(true);
    }
  });
});
