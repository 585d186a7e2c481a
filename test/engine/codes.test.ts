import { describe, expect, it } from 'vitest';
import {
  DEAL_COUNT,
  DealCodeError,
  Klondike,
  RANKS,
  SUITS,
  decodeDealNumber,
  encodeDealNumber,
  formatCode,
  parseCode,
} from '../../src/engine/index.js';
import { cardLongName, cardName, isRed, parseCard, rankOf, suitOf } from '../../src/engine/cards.js';

describe('cards', () => {
  it('cardName/parseCard - every card round-trips, ace low, suits in foundation order', () => {
    expect(SUITS).toEqual(['s', 'h', 'd', 'c']);
    expect(RANKS.join('')).toBe('A23456789TJQK');
    for (let c = 0; c < 52; c++) expect(parseCard(cardName(c))).toBe(c);
    expect(cardName(0)).toBe('As');
    expect(cardName(12)).toBe('Ks');
    expect(cardName(22)).toBe('Th');
    expect(rankOf(parseCard('Kc'))).toBe(13);
    expect(suitOf(parseCard('Kc'))).toBe(3);
  });
  it('parseCard - accepts 10 and any case, rejects non-cards', () => {
    expect(parseCard('10h')).toBe(parseCard('Th'));
    expect(parseCard('tH')).toBe(parseCard('Th'));
    for (const bad of ['', '1h', 'Tx', 'Thh', '11s', 'X']) expect(parseCard(bad)).toBe(-1);
  });
  it('isRed - hearts and diamonds are red, spades and clubs black', () => {
    expect(['As', 'Ah', 'Ad', 'Ac'].map((c) => isRed(parseCard(c)))).toEqual([false, true, true, false]);
  });
  it('cardLongName - readable names', () => {
    expect(cardLongName(parseCard('Th'))).toBe('10 of hearts');
    expect(cardLongName(parseCard('Qs'))).toBe('queen of spades');
  });
});

describe('deal codes', () => {
  it('parseCode - KL1-D1N-AAAAAAG is draw 1, Normal, deal 6', () => {
    expect(parseCode('KL1-D1N-AAAAAAG')).toEqual({ draw: 1, scoring: 'normal', passes: Infinity, takeback: true, dealNumber: 6, foundationPoints: 'every-time' });
  });
  it('parseCode - D3, Vegas (one pass by default), unscored', () => {
    expect(parseCode('KL1-D3V-AAAAAAA')).toMatchObject({ draw: 3, scoring: 'vegas', passes: 1 });
    expect(parseCode('KL1-D1U-AAAAAAA')).toMatchObject({ scoring: 'none', passes: Infinity });
  });
  it('parseCode - pass limits and no take-back modifiers', () => {
    expect(parseCode('KL1-D1NP1X-AAAAAAB')).toMatchObject({ passes: 1, takeback: false, dealNumber: 1 });
    expect(parseCode('KL1-D3NP3-AAAAAAB')).toMatchObject({ passes: 3, takeback: true });
    expect(parseCode('KL1-D1VP0-AAAAAAB')).toMatchObject({ scoring: 'vegas', passes: Infinity });
    expect(parseCode('KL1-D1NP42-AAAAAAB')).toMatchObject({ passes: 42 });
  });
  it('parseCode - lowercase and surrounding spaces accepted', () => {
    expect(parseCode('  kl1-d3nP3x-aaaaaag ')).toEqual(parseCode('KL1-D3NP3X-AAAAAAG'));
    expect(new Klondike({ code: 'kl1-d1n-aaaaaag' }).code).toBe('KL1-D1N-AAAAAAG');
  });
  it('parseCode - base-32 alphabet: A=0 … Z=25, 2=26 … 7=31, most significant first', () => {
    expect(decodeDealNumber('AAAAAAZ')).toBe(25);
    expect(decodeDealNumber('AAAAAA2')).toBe(26);
    expect(decodeDealNumber('AAAAAA7')).toBe(31);
    expect(decodeDealNumber('AAAAABA')).toBe(32);
    expect(decodeDealNumber('7777777')).toBe(DEAL_COUNT - 1);
    expect(DEAL_COUNT).toBe(2 ** 35);
  });
  it('encodeDealNumber - inverse of decode, rejects out of range', () => {
    for (const n of [0, 1, 31, 32, 1000, 123456789, DEAL_COUNT - 1]) expect(decodeDealNumber(encodeDealNumber(n))).toBe(n);
    expect(() => encodeDealNumber(-1)).toThrow(RangeError);
    expect(() => encodeDealNumber(DEAL_COUNT)).toThrow(RangeError);
    expect(() => encodeDealNumber(1.5)).toThrow(RangeError);
  });
  it('formatCode - canonical form writes only non-default modifiers', () => {
    const base = { draw: 1 as const, scoring: 'normal' as const, passes: Infinity, takeback: true, dealNumber: 6 };
    expect(formatCode(base)).toBe('KL1-D1N-AAAAAAG');
    expect(formatCode({ ...base, scoring: 'vegas', passes: 1 })).toBe('KL1-D1V-AAAAAAG');
    expect(formatCode({ ...base, scoring: 'vegas', passes: Infinity })).toBe('KL1-D1VP0-AAAAAAG');
    expect(formatCode({ ...base, draw: 3, passes: 3, takeback: false })).toBe('KL1-D3NP3X-AAAAAAG');
    expect(formatCode({ ...base, scoring: 'none', passes: 1 })).toBe('KL1-D1UP1-AAAAAAG');
  });
  it('formatCode - rejects pass limits a code cannot carry', () => {
    const base = { draw: 1 as const, scoring: 'normal' as const, passes: 100, takeback: true, dealNumber: 6 };
    expect(() => formatCode(base)).toThrow(RangeError);
    expect(() => formatCode({ ...base, passes: 0 })).toThrow(RangeError);
  });

  const bad: [string, DealCodeError['part']][] = [
    ['', 'format'],
    ['KL1D1NAAAAAAG', 'format'],
    ['KL1-D1N', 'format'],
    ['KL1-D1N-AAAAAAG-X', 'format'],
    ['KL2-D1N-AAAAAAG', 'version'],
    ['XX1-D1N-AAAAAAG', 'version'],
    ['KL1-D2N-AAAAAAG', 'rules'],
    ['KL1-D1Q-AAAAAAG', 'rules'],
    ['KL1-D1-AAAAAAG', 'rules'],
    ['KL1-D1NP-AAAAAAG', 'rules'],
    ['KL1-D1NP123-AAAAAAG', 'rules'],
    ['KL1-D1NXP3-AAAAAAG', 'rules'],
    ['KL1-D1N-AAAAAA', 'deal'],
    ['KL1-D1N-AAAAAAAA', 'deal'],
    ['KL1-D1N-AAAAAA1', 'deal'],
    ['KL1-D1N-AAAAAA8', 'deal'],
    ['KL1-D1N-AAA AAAG', 'deal'],
  ];
  it.each(bad)('parseCode - rejects %j naming the %s part', (code, part) => {
    let err: unknown;
    try {
      parseCode(code);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(DealCodeError);
    expect((err as DealCodeError).part).toBe(part);
    expect((err as Error).message.length).toBeGreaterThan(10);
  });
  it('parseCode - a non-string is rejected as a format error', () => {
    expect(() => parseCode(42 as unknown as string)).toThrow(DealCodeError);
  });
  it('Klondike - a bad code throws and names the part', () => {
    expect(() => new Klondike({ code: 'KL1-D1N-AAAAAA!' })).toThrow(/Deal part/);
    expect(() => new Klondike({ code: 'KL1-D4N-AAAAAAG' })).toThrow(/Rules part/);
  });
});
