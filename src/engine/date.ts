/**
 * Calendar dates as the deal of the day reads them (`daily.ts`): a
 * `'YYYY-MM-DD'` string or `{ year, month, day }`, checked against the
 * proleptic Gregorian calendar, and the local date of a moment. Apart from
 * the daily walk so that a page can read a date without carrying the walk.
 * @module
 */
import { quoteInput } from './text.js';

/** A calendar date: year, month 1–12, day 1–31. */
export interface CalendarDate {
  /** Four-digit year, 1000–9999. */
  readonly year: number;
  /** Month, 1 = January. */
  readonly month: number;
  /** Day of the month, from 1. */
  readonly day: number;
}

/** A date as `'YYYY-MM-DD'` or as a {@link CalendarDate}. */
export type DateInput = string | CalendarDate;

/** A date that is not a real calendar date, or not in the expected form. */
export class DateError extends RangeError {
  constructor(message: string) {
    super(message);
    this.name = 'DateError';
  }
}

const isLeap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const daysInMonth = (y: number, m: number): number => (m === 2 ? (isLeap(y) ? 29 : 28) : [31, 0, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]);

/** Checks and normalises a date; throws a {@link DateError} saying what is wrong. */
export function parseDate(date: DateInput): CalendarDate {
  let year: number;
  let month: number;
  let day: number;
  if (typeof date === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
    if (!m) throw new DateError(`${quoteInput(date)} is not a date: write it YYYY-MM-DD, e.g. 2026-03-14`);
    [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  } else if (typeof date === 'object' && date !== null) {
    ({ year, month, day } = date);
    if (![year, month, day].every(Number.isInteger)) throw new DateError('year, month and day must be whole numbers');
  } else {
    throw new DateError('a date must be a YYYY-MM-DD string or { year, month, day }');
  }
  if (year < 1000 || year > 9999) throw new DateError(`year ${year} is out of range (1000–9999)`);
  if (month < 1 || month > 12) throw new DateError(`month ${month} does not exist (1–12)`);
  const last = daysInMonth(year, month);
  if (day < 1 || day > last) throw new DateError(`${year}-${pad2(month)} has no day ${day} (1–${last})`);
  return { year, month, day };
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** `'YYYY-MM-DD'` of a (checked) date. */
export function formatDate(date: DateInput): string {
  const { year, month, day } = parseDate(date);
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/**
 * The local calendar date of a moment, `'YYYY-MM-DD'` (the player's "today"
 * is `localDateOf(new Date())`, read by the caller: the engine reads no clock).
 */
export function localDateOf(when: Date): string {
  return formatDate({ year: when.getFullYear(), month: when.getMonth() + 1, day: when.getDate() });
}
