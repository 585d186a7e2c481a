/**
 * The pure Klondike engine: rules, deals, deal codes, scoring, saves.
 * No DOM, no timers; runs in Node, browsers and workers.
 * @module
 */
export { Klondike, IllegalMoveError, randomDealNumber } from './klondike.js';
export { SUITS, RANKS } from './cards.js';
export type { MoveResult, MoveProblem } from './types.js';
export { parseCode, formatCode, encodeDealNumber, decodeDealNumber, defaultPasses, DealCodeError, DEAL_COUNT } from './code.js';
export type { DealCode } from './code.js';
export { DealFormatError } from './deal.js';
export { SaveError, MAX_SAVED_MOVES, MAX_SAVED_UNDOS } from './save.js';
export type { LoadOptions } from './save.js';
export * from './types.js';
export { encodeRecord, decodeRecord, replayRecord, encodeMoves, decodeMoves, RecordError, RECORD_PREFIX, MAX_RECORD_LENGTH } from './record.js';
export type { GameRecord, RecordRules, ReplayOptions } from './record.js';
export { dailyDeal, dailyDealAsync, walkDeals, walkDealsAsync, dailyStart, dayNumber, mix32, DAILY_EPOCH, DAILY_MAX_TRIES } from './daily.js';
export type { DailyDeal } from './daily.js';
export { parseDate, formatDate, localDateOf, DateError } from './date.js';
export type { CalendarDate, DateInput } from './date.js';
export { verifyRecord, isDealtDeal } from './verify.js';
export type { VerifyOptions, RecordVerdict, RecordStart, VerifyRefusal } from './verify.js';
export { quoteInput, ECHO_MAX } from './text.js';
