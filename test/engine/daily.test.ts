/**
 * The date → deal-number mapping of the deal of the day (src/engine/daily.ts):
 * dates, day numbers, the documented hash, and the walk with a fake check.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DAILY_EPOCH,
  DateError,
  dailyDeal,
  dailyDealAsync,
  dailyStart,
  dayNumber,
  formatDate,
  localDateOf,
  mix32,
  parseDate,
  walkDeals,
  walkDealsAsync,
} from '../../src/engine/index.js';

const DEALS = 2 ** 35;

function dateError(date: unknown, pattern: RegExp): void {
  expect(() => parseDate(date as string)).toThrow(DateError);
  expect(() => parseDate(date as string)).toThrow(pattern);
  expect(() => dailyDeal(date as string, () => true)).toThrow(pattern);
}

describe('dates', () => {
  it('parseDate - YYYY-MM-DD or { year, month, day }, leap years included', () => {
    expect(parseDate('2026-03-14')).toEqual({ year: 2026, month: 3, day: 14 });
    expect(parseDate(' 2024-02-29 ')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseDate({ year: 2000, month: 2, day: 29 })).toEqual({ year: 2000, month: 2, day: 29 });
    expect(formatDate({ year: 2026, month: 1, day: 5 })).toBe('2026-01-05');
  });
  it('parseDate - malformed or impossible dates get a clear DateError', () => {
    dateError('2026-3-14', /"2026-3-14" is not a date: write it YYYY-MM-DD/);
    dateError('14/03/2026', /not a date/);
    dateError('today', /not a date/);
    dateError('', /not a date/);
    dateError('2026-02-29', /2026-02 has no day 29 \(1–28\)/);
    dateError('2100-02-29', /2100-02 has no day 29/);
    dateError('2026-04-31', /2026-04 has no day 31 \(1–30\)/);
    dateError('2026-00-10', /month 0 does not exist/);
    dateError('2026-13-01', /month 13 does not exist/);
    dateError('2026-01-00', /has no day 0/);
    dateError('0999-12-31', /year 999 is out of range/);
    dateError({ year: 2026, month: 1.5, day: 1 }, /whole numbers/);
    dateError(null, /YYYY-MM-DD string or \{ year, month, day \}/);
    dateError(20260314, /YYYY-MM-DD string/);
  });
  it('dayNumber - days since the epoch 2026-01-01, negative before it', () => {
    expect(DAILY_EPOCH).toBe('2026-01-01');
    expect(dayNumber('2026-01-01')).toBe(0);
    expect(dayNumber('2026-01-02')).toBe(1);
    expect(dayNumber('2025-12-31')).toBe(-1);
    expect(dayNumber('2027-01-01')).toBe(365);
    expect(dayNumber('2028-03-01')).toBe(365 + 365 + 31 + 29);
    expect(dayNumber('2026-03-14')).toBe(72);
  });
  it('dayNumber - agrees with the JavaScript calendar for any date from 1000 to 9999', () => {
    const epoch = Date.UTC(2026, 0, 1);
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), (y, m, d) => {
        const t = new Date(0);
        t.setUTCFullYear(y, m - 1, d);
        expect(dayNumber({ year: y, month: m, day: d })).toBe(Math.round((t.getTime() - epoch) / 86_400_000));
      }),
    );
  });
  it('localDateOf - the local calendar date of a moment', () => {
    expect(localDateOf(new Date(2026, 2, 14, 23, 59, 59))).toBe('2026-03-14');
    expect(localDateOf(new Date(2026, 2, 15, 0, 0, 1))).toBe('2026-03-15');
  });
});

describe('the hash', () => {
  it('mix32 - the lowbias32 mixer, pinned', () => {
    expect(mix32(0)).toBe(0);
    expect(mix32(1)).toBe(1753845952);
    expect(mix32(0xdeadbeef)).toBe(3861431939);
  });
  it('dailyStart - pinned starts (these define the daily deal: never change them)', () => {
    expect(dailyStart('2026-01-01')).toBe(14239880363);
    expect(dailyStart('2026-01-02')).toBe(28256807446);
    expect(dailyStart('2025-12-31')).toBe(3450726768);
    expect(dailyStart('2026-03-14')).toBe(2488044306);
    expect(dailyStart({ year: 2026, month: 3, day: 14 })).toBe(2488044306);
    expect(dailyStart('2027-12-31')).toBe(28791529733);
  });
  it('dailyStart - in [0, 2^35), and distinct over ten years of days', () => {
    const seen = new Set<number>();
    for (let day = 0; day < 3653; day++) {
      const t = new Date(Date.UTC(2026, 0, 1 + day));
      const s = dailyStart({ year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() });
      expect(Number.isInteger(s) && s >= 0 && s < DEALS).toBe(true);
      seen.add(s);
    }
    expect(seen.size).toBe(3653);
  });
});

describe('the walk', () => {
  it('dailyDeal - with a check that accepts everything, the deal is the start', () => {
    expect(dailyDeal('2026-03-14', () => true)).toEqual({ date: '2026-03-14', day: 72, start: 2488044306, dealNumber: 2488044306, skipped: 0 });
  });
  it('dailyDeal - skips the deals the check refuses, asking in order, once each', () => {
    const asked: number[] = [];
    const start = dailyStart('2026-03-14');
    const refused = new Set([start, start + 1, start + 2, start + 3]);
    const r = dailyDeal('2026-03-14', (n) => {
      asked.push(n);
      return !refused.has(n);
    });
    expect(asked).toEqual([start, start + 1, start + 2, start + 3, start + 4]);
    expect(r).toMatchObject({ start, dealNumber: start + 4, skipped: 4 });
  });
  it('walkDeals - wraps from 2^35 − 1 to 0', () => {
    const asked: number[] = [];
    const r = walkDeals(DEALS - 2, (n) => {
      asked.push(n);
      return n === 1;
    });
    expect(asked).toEqual([DEALS - 2, DEALS - 1, 0, 1]);
    expect(r).toEqual({ dealNumber: 1, skipped: 3 });
  });
  it('walkDeals - gives up after maxTries refusals; rejects a bad start', () => {
    let calls = 0;
    expect(() =>
      walkDeals(
        10,
        () => {
          calls++;
          return false;
        },
        50,
      ),
    ).toThrow(/no winnable deal among the 50 deals from 10 on/);
    expect(calls).toBe(50);
    expect(() => walkDeals(-1, () => true)).toThrow(RangeError);
    expect(() => walkDeals(DEALS, () => true)).toThrow(/start must be a deal number/);
  });
  it('dailyDealAsync / walkDealsAsync - the same answers with an asynchronous check', async () => {
    const check = (n: number) => n % 5 === 0;
    expect(await dailyDealAsync('2026-07-04', async (n) => check(n))).toEqual(dailyDeal('2026-07-04', check));
    expect(await walkDealsAsync(DEALS - 1, (n) => Promise.resolve(n === 2))).toEqual({ dealNumber: 2, skipped: 3 });
    await expect(dailyDealAsync('2026-02-30', () => true)).rejects.toThrow(DateError);
    await expect(walkDealsAsync(0, () => false, 3)).rejects.toThrow(/among the 3 deals/);
  });
});
