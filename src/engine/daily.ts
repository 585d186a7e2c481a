/**
 * The deal of the day: a documented mapping from a calendar date to a deal
 * number, the same on every machine. The engine part is pure and solver-free:
 * it walks candidate deal numbers and asks a callback which one is winnable
 * (`solver/daily.ts` binds it to the solver with a fixed state budget).
 *
 * ## Mapping
 * 1. **Day number**: days from the epoch 2026-01-01 (day 0) to the date, in
 *    the proleptic Gregorian calendar (2026-01-02 is day 1, 2025-12-31 is
 *    day −1). The date is the player's local calendar date, given by the
 *    caller: nothing here reads a clock.
 * 2. **Start**: the day number goes through a 32-bit integer hash (the
 *    "lowbias32" mixer of Chris Wellons' hash-prospector), twice:
 *    ```text
 *    mix(x)  = x ^= x >>> 16; x = x * 0x7feb352d; x ^= x >>> 15; x = x * 0x846ca68b; x ^= x >>> 16
 *              (uint32 arithmetic: multiplication mod 2^32)
 *    lo      = mix((day + 0x4B4C4459) mod 2^32)        // 0x4B4C4459 = "KLDY"
 *    hi      = mix(lo ^ 0x44524157) & 7                // 0x44524157 = "DRAW"
 *    start   = hi * 2^32 + lo                          // in [0, 2^35)
 *    ```
 *    The start does not depend on the rules, so draw 1 and draw 3 share the
 *    day's cards whenever that deal is winnable under both.
 * 3. **Walk**: start, start + 1, start + 2, … (mod 2^35) up to the first deal
 *    number that `isWinnable` accepts.
 *
 * The dates themselves (parsing, checking, the local date) are `date.ts`.
 * @module
 */
import { formatDate, parseDate, type DateInput } from './date.js';

/** The day numbered 0: 2026-01-01. */
export const DAILY_EPOCH = '2026-01-01';

/** How many deal numbers the walk tries before giving up (a guard: winnable deals are common). */
export const DAILY_MAX_TRIES = 10_000;

/** The deal of a day and how the walk reached it. */
export interface DailyDeal {
  /** The date, `'YYYY-MM-DD'`. */
  readonly date: string;
  /** Days since {@link DAILY_EPOCH}. */
  readonly day: number;
  /** The hashed starting deal number. */
  readonly start: number;
  /** The first deal number, from `start` on, that `isWinnable` accepted. */
  readonly dealNumber: number;
  /** Deal numbers skipped on the way (`dealNumber - start`, mod 2^35). */
  readonly skipped: number;
}

const DEALS = 2 ** 35;

/** Days from 0000-03-01 (Howard Hinnant's days_from_civil, shifted): a pure calendar count. */
function civilDays(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe;
}

const EPOCH_DAYS = civilDays(2026, 1, 1);

/** Days from {@link DAILY_EPOCH} to `date` (negative before it). */
export function dayNumber(date: DateInput): number {
  const { year, month, day } = parseDate(date);
  return civilDays(year, month, day) - EPOCH_DAYS;
}

/** The lowbias32 integer hash (uint32 → uint32). */
export function mix32(x: number): number {
  x >>>= 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
}

/** The hashed starting deal number of a date, in [0, 2^35) (step 2 of the mapping). */
export function dailyStart(date: DateInput): number {
  const lo = mix32((dayNumber(date) + 0x4b4c4459) >>> 0);
  const hi = mix32((lo ^ 0x44524157) >>> 0) & 7;
  return hi * 2 ** 32 + lo;
}

/**
 * Step 3 alone: the first deal number from `start` on (start, start + 1, …,
 * wrapping from 2^35 − 1 to 0) that `isWinnable` accepts, and how many were
 * skipped. Throws after `maxTries` refusals.
 */
export function walkDeals(start: number, isWinnable: (dealNumber: number) => boolean, maxTries = DAILY_MAX_TRIES): { dealNumber: number; skipped: number } {
  checkStart(start);
  for (let i = 0; i < maxTries; i++) {
    const n = (start + i) % DEALS;
    if (isWinnable(n)) return { dealNumber: n, skipped: i };
  }
  throw walkError(start, maxTries);
}

/** {@link walkDeals} with an asynchronous check, one deal at a time, in order. */
export async function walkDealsAsync(
  start: number,
  isWinnable: (dealNumber: number) => boolean | Promise<boolean>,
  maxTries = DAILY_MAX_TRIES,
): Promise<{ dealNumber: number; skipped: number }> {
  checkStart(start);
  for (let i = 0; i < maxTries; i++) {
    const n = (start + i) % DEALS;
    if (await isWinnable(n)) return { dealNumber: n, skipped: i };
  }
  throw walkError(start, maxTries);
}

function checkStart(start: number): void {
  if (!Number.isInteger(start) || start < 0 || start >= DEALS) throw new RangeError(`start must be a deal number from 0 to ${DEALS - 1}, not ${start}`);
}

function walkError(start: number, tries: number): Error {
  return new Error(`no winnable deal among the ${tries} deals from ${start} on: is the winnability check broken?`);
}

/**
 * The deal of the day: walks from {@link dailyStart} to the first deal number
 * that `isWinnable` accepts. `isWinnable` must be deterministic (the same on
 * every machine) for the mapping to be. Throws a `DateError` (`date.ts`) for a
 * malformed date, and an Error after `maxTries` refusals.
 */
export function dailyDeal(date: DateInput, isWinnable: (dealNumber: number) => boolean, maxTries = DAILY_MAX_TRIES): DailyDeal {
  const start = dailyStart(date);
  return { date: formatDate(date), day: dayNumber(date), start, ...walkDeals(start, isWinnable, maxTries) };
}

/** {@link dailyDeal} with an asynchronous check (e.g. a solver in a Web Worker). */
export async function dailyDealAsync(
  date: DateInput,
  isWinnable: (dealNumber: number) => boolean | Promise<boolean>,
  maxTries = DAILY_MAX_TRIES,
): Promise<DailyDeal> {
  const start = dailyStart(date);
  return { date: formatDate(date), day: dayNumber(date), start, ...(await walkDealsAsync(start, isWinnable, maxTries)) };
}
