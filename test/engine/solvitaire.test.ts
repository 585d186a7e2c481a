import { describe, expect, it } from 'vitest';
import { DealFormatError, Klondike } from '../../src/engine/index.js';
import { foundationOnlyDeal, playGreedy, snapshot, table } from './helpers.js';

describe('Solvitaire import/export', () => {
  it('toSolvitaire - the deal as {"tableau piles": [7 arrays], "stock": [...]}, ranks A 2..10 J Q K, lowercase = face down', () => {
    const g = new Klondike({ code: 'KL1-D1N-AAAAAAG' });
    const d = g.toSolvitaire();
    expect(Object.keys(d)).toEqual(['tableau piles', 'stock']);
    expect(d['tableau piles']).toEqual([
      ['5S'],
      ['Qd', 'AD'],
      ['2d', '4c', '3H'],
      ['4h', '8h', '10h', 'KS'],
      ['Kc', 'Ah', '6s', 'Jd', '3C'],
      ['4s', '4d', '5d', '3s', '5h', '3D'],
      ['9c', 'As', '7h', '2s', '10d', '9s', 'JH'],
    ]);
    expect(d.stock).toHaveLength(24);
    expect(d.stock[0]).toBe('6D');
    expect(d.stock[23]).toBe('9H');
  });
  it('toSolvitaire - the last stock element is the first card dealt', () => {
    const g = new Klondike({ code: 'KL1-D1N-AAAAAAG' });
    const last = g.toSolvitaire().stock.at(-1);
    expect(g.move('S').cards).toEqual(['9h']);
    expect(last).toBe('9H');
  });
  it('fromSolvitaire - round trip of a coded deal, as object and as JSON text', () => {
    for (const code of ['KL1-D1N-AAAAAAG', 'KL1-D3V-AAAAAAB', 'KL1-D1N-7777777']) {
      const g = new Klondike({ code });
      const e1 = new Klondike({ deal: g.toSolvitaire(), draw: g.options.draw });
      const e2 = new Klondike({ deal: JSON.stringify(g.toSolvitaire()) });
      expect(e1.tableau).toEqual(g.tableau);
      expect(e1.stock).toEqual(g.stock);
      expect(e2.toSolvitaire()).toEqual(g.toSolvitaire());
      expect(e1.code).toBeNull();
      expect(e1.dealNumber).toBeNull();
    }
  });
  it('Klondike - an explicit deal plays exactly like the coded deal', () => {
    const coded = new Klondike({ dealNumber: 7 });
    const explicit = new Klondike({ deal: coded.toSolvitaire() });
    expect(playGreedy(coded)).toBe(true);
    expect(playGreedy(explicit)).toBe(true);
    expect(explicit.history).toEqual(coded.history);
    expect(explicit.score).toBe(coded.score);
  });
  it('toSolvitaire - a position in progress carries waste and foundation, and reads back', () => {
    const g = new Klondike({ deal: foundationOnlyDeal() });
    for (let i = 0; i < 10; i++) g.move(g.moves().find((m) => m.endsWith('F')) ?? 'S');
    g.move('S');
    const p = g.toSolvitaire('position');
    expect(p.foundation?.[1]).toEqual(['AH', '2H', '3H', '4H', '5H', '6H', '7H', '8H', '9H', '10H']);
    expect(p.waste).toEqual(['3D']);
    const back = new Klondike({ deal: p });
    expect(back.toSolvitaire('position')).toEqual(p);
    expect(back.foundations).toEqual(g.foundations);
    expect(back.tableau).toEqual(g.tableau);
  });
  it('fromSolvitaire - reads T as well as 10, and a column of hidden cards gets its top card turned up', () => {
    const d = table({ cols: ['Kc Th'] });
    d['tableau piles'][0] = ['kc', 'th'];
    const g = new Klondike({ deal: d });
    expect(g.tableau[0]).toEqual({ down: ['Kc'], up: ['Th'] });
  });
  it('fromSolvitaire - an explicit deal with several face-up cards per column plays', () => {
    const g = new Klondike({ deal: table({ cols: ['4c | Kh Qs Jd', '', 'Qc'] }) });
    expect(g.tableau[0].up).toEqual(['Kh', 'Qs', 'Jd']);
    g.move('1-2');
    expect(g.tableau[0].up).toEqual(['4c']);
  });

  const good = foundationOnlyDeal();
  const bad: [string, unknown, RegExp][] = [
    ['text that is not JSON', '{"tableau piles"', /not valid JSON/],
    ['an array', [], /must be an object/],
    ['null', null, /must be an object/],
    ['six columns', { ...good, 'tableau piles': good['tableau piles'].slice(1) }, /7 columns/],
    ['a column that is not an array', { ...good, 'tableau piles': [...good['tableau piles'].slice(1), 'AS'] }, /must be an array/],
    ['no stock', { 'tableau piles': good['tableau piles'] }, /"stock"/],
    ['a bad rank', { ...good, stock: ['11S', ...good.stock.slice(1)] }, /not a card/],
    ['a bad suit', { ...good, stock: ['AX', ...good.stock.slice(1)] }, /not a card/],
    ['a duplicate card', { ...good, stock: [good.stock[1], ...good.stock.slice(1)] }, /appears twice/],
    ['53 cards', { ...good, stock: ['AS', ...good.stock] }, /appears twice/],
    ['51 cards', { ...good, stock: good.stock.slice(1) }, /52 cards/],
    ['a hidden card over a face-up one', { ...good, 'tableau piles': [['AS', 'kd'], ...good['tableau piles'].slice(1)] }, /hidden/],
    ['a face-up run out of order', table({ cols: ['Kh Qh'] }), /does not fit/],
    ['a foundation out of order', { ...table({ cols: ['Kc'], found: { s: 2 } }), foundation: [['2S', 'AS']] }, /out of order/],
    ['a bad waste', { ...good, waste: 'AS' }, /"waste"/],
    ['five foundations', { ...good, foundation: [[], [], [], [], []] }, /up to 4/],
  ];
  it.each(bad)('fromSolvitaire - rejects %s with a DealFormatError saying what is wrong', (_name, deal, why) => {
    expect(() => new Klondike({ deal: deal as string })).toThrow(DealFormatError);
    expect(() => new Klondike({ deal: deal as string })).toThrow(why);
  });
  it('snapshot helper - two identical explicit games compare equal', () => {
    expect(snapshot(new Klondike({ deal: good }))).toBe(snapshot(new Klondike({ deal: JSON.stringify(good) })));
  });
});
