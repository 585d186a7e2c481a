/**
 * The table geometry in Node (views/layout.ts is pure): the left-handed
 * table is the right-handed one with the stock, the waste (its draw-3 fan)
 * and the foundations mirrored, the foundations still in suit order, the
 * columns unchanged; hit areas, reading order and the arrow keys' up/down
 * neighbours follow.
 */
import { describe, expect, it } from 'vitest';
import { Klondike } from '../../src/engine/index.js';
import {
  COLUMN_IDS,
  FOUNDATION_IDS,
  LEFT_PILE_IDS,
  LEFT_RAIL_PILE_IDS,
  PILE_IDS,
  RAIL_PILE_IDS,
  layoutTable,
  usesRails,
  type PileId,
  type Rect,
  type TableLayout,
} from '../../src/element/views/layout.js';
import { neighbourPile, pileAt } from '../../src/element/views/hit-test.js';

/** A draw-3 game with three cards fanned on the waste and some on the foundations. */
function draw3Game(): Klondike {
  const g = new Klondike({ code: 'KL1-D3N-AAAAAAG' });
  g.move('S');
  expect(g.waste.length).toBe(3);
  expect(g.wasteFan).toBe(3);
  return g;
}

const mirror = (r: Rect, width: number): Rect => ({ ...r, x: width - r.x - r.w });
/** True when two rectangles share more than a rounding error. */
const overlaps = (a: Rect, b: Rect, e = 1e-6) => a.x < b.x + b.w - e && b.x < a.x + a.w - e && a.y < b.y + b.h - e && b.y < a.y + a.h - e;
const contains = (outer: Rect, inner: Rect) =>
  inner.x >= outer.x - 1e-9 && inner.y >= outer.y - 1e-9 && inner.x + inner.w <= outer.x + outer.w + 1e-9 && inner.y + inner.h <= outer.y + outer.h + 1e-9;
const cardRect = (L: TableLayout, card: string): Rect => {
  const p = L.cards.get(card)!;
  return { x: p.x, y: p.y, w: L.cardW, h: L.cardH };
};
function close(a: Rect, b: Rect): void {
  for (const k of ['x', 'y', 'w', 'h'] as const) expect(a[k]).toBeCloseTo(b[k], 6);
}

const SIZES = {
  phone: [375, 560],
  desktop: [1280, 700],
  landscape: [844, 300],
} as const;

for (const [name, [w, h]] of Object.entries(SIZES)) {
  const rails = name === 'landscape';
  describe(`layoutTable - left hand, ${name} (${rails ? 'rails' : 'rows'})`, () => {
    const game = draw3Game();
    const R = layoutTable(game, w, h);
    const L = layoutTable(game, w, h, { hand: 'left' });

    it('keeps the shape, names its hand, the default is right', () => {
      expect(usesRails(w, h)).toBe(rails);
      expect(R.hand).toBe('right');
      expect(L.hand).toBe('left');
      expect(L.rails).toBe(rails);
      expect([L.cardW, L.cardH, L.gap]).toEqual([R.cardW, R.cardH, R.gap]);
      expect(layoutTable(game, w, h, { hand: 'right' }).slots).toEqual(R.slots);
    });

    it('keeps the columns 1..7 left to right, on the mirror of the right hand\'s column places', () => {
      COLUMN_IDS.forEach((id, i) => {
        close(L.slots[id], mirror(R.slots[COLUMN_IDS[6 - i]], w));
        close(L.hit[id], mirror(R.hit[COLUMN_IDS[6 - i]], w));
        if (i) expect(L.slots[id].x).toBeGreaterThan(L.slots[COLUMN_IDS[i - 1]].x);
        // The rows are symmetric: the columns do not move.
        if (!rails) expect(L.slots[id]).toEqual(R.slots[id]);
      });
      game.tableau.forEach((col, i) =>
        [...col.down, ...col.up].forEach((c) => {
          const [l, r] = [L.cards.get(c)!, R.cards.get(c)!];
          expect([l.pile, l.index, l.y, l.z]).toEqual([r.pile, r.index, r.y, r.z]);
          expect(l.x).toBeCloseTo(L.slots[COLUMN_IDS[i]].x, 6);
        }),
      );
    });

    it('mirrors the stock and the waste exactly, the foundations as a block in suit order', () => {
      close(L.slots.S, mirror(R.slots.S, w));
      close(L.slots.W, mirror(R.slots.W, w));
      close(L.hit.S, mirror(R.hit.S, w));
      close(L.hit.W, mirror(R.hit.W, w));
      FOUNDATION_IDS.forEach((id, f) => {
        const twin = FOUNDATION_IDS[rails ? f ^ 1 : 3 - f];
        close(L.slots[id], mirror(R.slots[twin], w));
        close(L.hit[id], mirror(R.hit[twin], w));
      });
      // The stock's thickness still shows up and to the left (the light does not change sides).
      for (const c of game.stock) expect(L.cards.get(c)!.x - L.slots.S.x).toBeCloseTo(R.cards.get(c)!.x - R.slots.S.x, 6);
      // Spades, hearts, diamonds, clubs from left to right (by row on the rail).
      const xs = FOUNDATION_IDS.map((id) => L.slots[id].x);
      if (rails) expect([xs[0] < xs[1], xs[2] < xs[3], L.slots.Fs.y < L.slots.Fd.y]).toEqual([true, true, true]);
      else expect(xs).toEqual([...xs].sort((a, b) => a - b));
    });

    if (!rails) {
      it('rows: the stock above column 7, the waste above column 6, the foundations above columns 1-4', () => {
        expect(L.slots.S.x).toBeCloseTo(L.slots['7'].x, 6);
        expect(L.slots.W.x).toBeCloseTo(L.slots['6'].x, 6);
        FOUNDATION_IDS.forEach((id, f) => expect(L.slots[id].x).toBeCloseTo(L.slots[COLUMN_IDS[f]].x, 6));
        for (const id of [...FOUNDATION_IDS, 'S', 'W'] as PileId[]) expect(L.slots[id].y).toBe(R.slots.S.y);
      });
    } else {
      it('rails: the stock and waste rail right of column 7, the foundations rail left of column 1', () => {
        const col1 = L.slots['1'];
        const col7 = L.slots['7'];
        expect(L.slots.S.x).toBeGreaterThan(col7.x + col7.w);
        expect(L.slots.W.x).toBe(L.slots.S.x);
        expect(L.slots.W.y).toBeGreaterThan(L.slots.S.y);
        for (const id of FOUNDATION_IDS) expect(L.slots[id].x + L.slots[id].w).toBeLessThan(col1.x);
      });
    }

    it('fans the draw-3 waste to the left (rows) or down (rails), clear of the foundations', () => {
      const fan = game.waste.map((c) => cardRect(L, c));
      const right = game.waste.map((c) => cardRect(R, c));
      for (let i = 1; i < fan.length; i++) {
        if (rails) {
          expect(fan[i].x).toBe(fan[0].x);
          expect(fan[i].y).toBeGreaterThan(fan[i - 1].y);
        } else {
          expect(fan[i].x).toBeLessThan(fan[i - 1].x);
          expect(fan[i - 1].x - fan[i].x).toBeCloseTo(right[i].x - right[i - 1].x, 6);
        }
        expect(L.cards.get(game.waste[i])!.z).toBeGreaterThan(L.cards.get(game.waste[i - 1])!.z);
      }
      expect(fan[0].x).toBeCloseTo(L.slots.W.x, 6);
      for (const r of fan) {
        for (const id of FOUNDATION_IDS) expect(overlaps(r, L.slots[id]), `waste card over ${id}`).toBe(false);
        expect(contains(L.hit.W, r), 'the waste area covers its fan').toBe(true);
      }
    });

    it('gives each pile a hit area that covers its slot and no other pile', () => {
      for (const id of PILE_IDS) {
        expect(contains(L.hit[id], L.slots[id]), id).toBe(true);
        expect(pileAt(L, L.slots[id].x + L.cardW / 2, L.slots[id].y + L.cardH / 2)).toBe(id);
        for (const other of PILE_IDS) if (other !== id) expect(overlaps(L.hit[id], L.hit[other]), `${id} / ${other}`).toBe(false);
      }
      const top = cardRect(L, game.waste[2]);
      expect(pileAt(L, top.x + 3, top.y + 3)).toBe('W');
    });

    it('reads the piles left to right as the player sees them', () => {
      expect(R.order).toEqual(rails ? RAIL_PILE_IDS : PILE_IDS);
      expect(L.order).toEqual(rails ? LEFT_RAIL_PILE_IDS : LEFT_PILE_IDS);
      expect(L.order).toEqual(rails ? ['Fs', 'Fh', 'Fd', 'Fc', ...COLUMN_IDS, 'S', 'W'] : ['Fs', 'Fh', 'Fd', 'Fc', 'W', 'S', ...COLUMN_IDS]);
      // Every pile once; the top row (rows) or the foundations' rail (rails) from left to right.
      expect(new Set(L.order).size).toBe(13);
      const lead = rails ? L.order.slice(0, 4) : L.order.slice(0, 6);
      const xs = lead.map((id) => L.slots[id].x);
      if (!rails) expect(xs).toEqual([...xs].sort((a, b) => a - b));
    });
  });
}

describe('neighbourPile - the up and down arrows', () => {
  const game = draw3Game();
  const ups = (L: TableLayout) => Object.fromEntries(L.order.map((id) => [id, neighbourPile(L, id, 'up')]).filter(([, v]) => v));
  const downs = (L: TableLayout) => Object.fromEntries(L.order.map((id) => [id, neighbourPile(L, id, 'down')]).filter(([, v]) => v));

  it('rows, right hand: the top-row pile over each column (column 3: the waste), the column under each top-row pile', () => {
    for (const [w, h] of [SIZES.phone, SIZES.desktop]) {
      const L = layoutTable(game, w, h);
      expect(ups(L)).toEqual({ '1': 'S', '2': 'W', '3': 'W', '4': 'Fs', '5': 'Fh', '6': 'Fd', '7': 'Fc' });
      expect(downs(L)).toEqual({ S: '1', W: '2', Fs: '4', Fh: '5', Fd: '6', Fc: '7' });
    }
  });

  it('rows, left hand: columns 1-4 to the foundations, 5 and 6 to the waste, 7 to the stock', () => {
    for (const [w, h] of [SIZES.phone, SIZES.desktop]) {
      const L = layoutTable(game, w, h, { hand: 'left' });
      expect(ups(L)).toEqual({ '1': 'Fs', '2': 'Fh', '3': 'Fd', '4': 'Fc', '5': 'W', '6': 'W', '7': 'S' });
      expect(downs(L)).toEqual({ Fs: '1', Fh: '2', Fd: '3', Fc: '4', W: '6', S: '7' });
    }
  });

  it('rails, either hand: up and down stay within a rail', () => {
    const [w, h] = SIZES.landscape;
    for (const hand of ['right', 'left'] as const) {
      const L = layoutTable(game, w, h, { hand });
      expect(ups(L), hand).toEqual({ W: 'S', Fd: 'Fs', Fc: 'Fh' });
      expect(downs(L), hand).toEqual({ S: 'W', Fs: 'Fd', Fh: 'Fc' });
    }
  });
});

describe('covered cards (not painted)', () => {
  const rectOf = (L: TableLayout, c: string) => L.cards.get(c)!;
  it('a card is covered only when another card of its pile lies exactly on it, never one of the top two', () => {
    const g = new Klondike({ code: 'KL1-D1N-AAAAAAG' });
    for (let i = 0; i < 10; i++) g.move('S');
    for (const hand of ['right', 'left'] as const) {
      for (const [w, h] of [[640, 700], [844, 390], [320, 560]] as const) {
        const L = layoutTable(g, w, h, { hand });
        for (const pile of [g.stock, g.waste, ...g.foundations]) {
          pile.forEach((c, i) => {
            const p = rectOf(L, c);
            const above = pile[i + 1] ? rectOf(L, pile[i + 1]) : null;
            const hidden = i < pile.length - 2 && !!above && above.x === p.x && above.y === p.y;
            expect(p.covered, `${c} at ${i} of ${pile.length}`).toBe(hidden);
          });
        }
        for (const col of g.tableau) for (const c of [...col.down, ...col.up]) expect(rectOf(L, c).covered).toBe(false);
      }
    }
  });

  it('the stock keeps its edge cards (its thickness) and its top two; most of a full stock is covered', () => {
    const g = new Klondike({ code: 'KL1-D1N-AAAAAAG' });
    const L = layoutTable(g, 640, 700);
    const shown = g.stock.filter((c) => !L.cards.get(c)!.covered);
    // 24 cards in offset groups of 8: the top of each lower group shows an edge, plus the top two.
    expect(shown).toEqual([g.stock[7], g.stock[15], g.stock[22], g.stock[23]]);
  });
});
