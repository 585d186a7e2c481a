/**
 * The rules: reading move notation, checking a move against a position, and
 * listing every legal move. Pure functions over {@link Position}.
 * @module
 */
import { cardName, fitsOnColumnCard, isRed, rankOf, suitOf, SUITS } from './cards.js';
import { FOUNDATION, Position, STOCK, WASTE } from './position.js';
import { quoteInput } from './text.js';
import type { IllegalReason, KlondikeOptions, Suit } from './types.js';

/** A move read from notation: pile ids as in {@link Position}. */
export interface ParsedMove {
  /** Source pile: STOCK, WASTE, a column 0..6 or FOUNDATION + suit. */
  readonly from: number;
  /** Destination: a column 0..6, FOUNDATION (the card's own), or STOCK for `S`. */
  readonly to: number;
}

/** Thrown for an illegal or unreadable move; the game is left unchanged. */
export class IllegalMoveError extends Error {
  /** The move as given. */
  readonly move: string;
  /** A stable reason code. */
  readonly reason: IllegalReason;
  /** Why, in words (the message without the move). */
  readonly why: string;
  constructor(move: string, reason: IllegalReason, why: string) {
    super(`Illegal move ${quoteInput(move)}: ${why}`);
    this.name = 'IllegalMoveError';
    this.move = move;
    this.reason = reason;
    this.why = why;
  }
}

const MOVE_RE = /^(?:(S)|(W|[1-7]|F[SHDC])-(F|[1-7]))$/i;

/** Reads notation; throws {@link IllegalMoveError} ('syntax') when it is not a move. */
export function parseMove(text: string): ParsedMove {
  const m = typeof text === 'string' ? MOVE_RE.exec(text.trim()) : null;
  if (!m) {
    throw new IllegalMoveError(
      String(text),
      'syntax',
      'not a move; write S, or FROM-TO with FROM in W, 1-7, Fs/Fh/Fd/Fc and TO in 1-7, F (e.g. W-3, 3-F, 3-5, Fh-2)',
    );
  }
  if (m[1]) return { from: STOCK, to: STOCK };
  const src = m[2].toUpperCase();
  const dst = m[3].toUpperCase();
  const from = src === 'W' ? WASTE : src[0] === 'F' ? FOUNDATION + SUITS.indexOf(src[1].toLowerCase() as Suit) : Number(src) - 1;
  const to = dst === 'F' ? FOUNDATION : Number(dst) - 1;
  return { from, to };
}

/** Writes a move in canonical notation. */
export function formatMove(from: number, to: number): string {
  if (from === STOCK) return 'S';
  const src = from === WASTE ? 'W' : from >= FOUNDATION ? 'F' + SUITS[from - FOUNDATION] : String(from + 1);
  const dst = to >= FOUNDATION ? 'F' : String(to + 1);
  return `${src}-${dst}`;
}

/** True when the waste may still be turned back under the pass limit. */
export function canRecycle(pos: Position, opts: KlondikeOptions): boolean {
  return pos.recycles + 1 < opts.passes;
}

/** How many cards of column `col`, counted from the top, start with the card that fits on `dest` (a column), or 0. */
function runLengthFor(pos: Position, col: number, dest: number): number {
  const up = pos.up[col];
  const target = pos.up[dest];
  if (target.length === 0) {
    if (pos.down[dest].length > 0) return 0;
    return up.length > 0 && rankOf(up[0]) === 13 ? up.length : 0;
  }
  const onto = target[target.length - 1];
  const k = up.length - (rankOf(onto) - 1 - rankOf(up[up.length - 1])) - 1;
  if (k < 0 || k >= up.length) return 0;
  return fitsOnColumnCard(up[k], onto) ? up.length - k : 0;
}

/**
 * Checks a move; returns the number of cards it moves (for `S`: cards drawn,
 * 0 for a recycle) or throws {@link IllegalMoveError} saying why.
 */
export function checkMove(pos: Position, opts: KlondikeOptions, move: ParsedMove, text: string): number {
  const fail = (reason: IllegalReason, why: string): never => {
    throw new IllegalMoveError(text, reason, why);
  };
  if (pos.foundationCount() === 52) fail('game-won', 'the game is already won');
  if (move.from === STOCK) {
    if (pos.stock.length > 0) return Math.min(opts.draw, pos.stock.length);
    if (pos.waste.length === 0) fail('stock-empty', 'the stock and the waste are both empty');
    if (!canRecycle(pos, opts)) {
      fail('no-passes-left', `no pass through the stock is left (${opts.passes === 1 ? 'one pass only' : `${opts.passes} passes in all`})`);
    }
    return 0;
  }
  if (move.from === move.to) fail('same-pile', 'source and destination are the same pile');
  let cards: number[];
  if (move.from === WASTE) {
    if (pos.waste.length === 0) fail('empty-source', 'the waste is empty');
    cards = [pos.waste[pos.waste.length - 1]];
  } else if (move.from >= FOUNDATION) {
    const f = pos.foundations[move.from - FOUNDATION];
    if (f.length === 0) fail('empty-source', `the ${SUITS[move.from - FOUNDATION]} foundation is empty`);
    if (!opts.takeback) fail('takeback-off', 'cards cannot come back from the foundations in this game');
    cards = [f[f.length - 1]];
  } else {
    const up = pos.up[move.from];
    if (up.length === 0) fail('empty-source', `column ${move.from + 1} is empty`);
    cards = up;
  }
  const top = cards[cards.length - 1];
  if (move.to === FOUNDATION) {
    if (!pos.fitsFoundation(top)) {
      const have = pos.foundations[suitOf(top)].length;
      fail('foundation-order', `${cardName(top)} cannot go to its foundation, which ${have ? `needs the ${rankName(have + 1)} next` : 'starts with the ace'}`);
    }
    return 1;
  }
  // To a column.
  const dest = move.to;
  const target = pos.up[dest];
  if (target.length === 0) {
    if (move.from >= 0 && move.from < 7) {
      const n = runLengthFor(pos, move.from, dest);
      if (n > 0) return n;
      fail('needs-king', `an empty column takes only a king or a run that starts with a king`);
    }
    if (rankOf(top) !== 13) fail('needs-king', `${cardName(top)} cannot open an empty column: only a king can`);
    return 1;
  }
  const onto = target[target.length - 1];
  if (move.from >= 0 && move.from < 7) {
    const n = runLengthFor(pos, move.from, dest);
    if (n > 0) return n;
    const bottom = cards[0];
    return fail(
      rankOf(onto) - 1 >= rankOf(top) && rankOf(onto) - 1 <= rankOf(bottom) ? 'wrong-colour' : 'wrong-rank',
      `no card of column ${move.from + 1} fits on ${cardName(onto)}: it needs a ${isRed(onto) ? 'black' : 'red'} ${rankName(rankOf(onto) - 1)}`,
    );
  }
  if (rankOf(top) + 1 !== rankOf(onto)) fail('wrong-rank', `${cardName(top)} cannot go on ${cardName(onto)}: it needs a ${rankName(rankOf(onto) - 1)}`);
  if (isRed(top) === isRed(onto)) fail('wrong-colour', `${cardName(top)} cannot go on ${cardName(onto)}: same colour`);
  return 1;
}

function rankName(rank: number): string {
  return rank < 1 ? 'nothing' : ['ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'jack', 'queen', 'king'][rank - 1];
}

/** Every legal move in a position, in a stable order: S, waste, columns, take-backs. */
export function legalMoves(pos: Position, opts: KlondikeOptions): string[] {
  const out: string[] = [];
  if (pos.foundationCount() === 52) return out;
  if (pos.stock.length > 0 || (pos.waste.length > 0 && canRecycle(pos, opts))) out.push('S');
  if (pos.waste.length > 0) {
    const w = pos.waste[pos.waste.length - 1];
    if (pos.fitsFoundation(w)) out.push('W-F');
    for (let d = 0; d < 7; d++) if (fitsColumn(pos, d, w)) out.push(formatMove(WASTE, d));
  }
  for (let c = 0; c < 7; c++) {
    const up = pos.up[c];
    if (up.length === 0) continue;
    if (pos.fitsFoundation(up[up.length - 1])) out.push(formatMove(c, FOUNDATION));
    for (let d = 0; d < 7; d++) if (d !== c && runLengthFor(pos, c, d) > 0) out.push(formatMove(c, d));
  }
  if (opts.takeback) {
    for (let s = 0; s < 4; s++) {
      const t = pos.foundationTop(s);
      if (t < 0) continue;
      for (let d = 0; d < 7; d++) if (fitsColumn(pos, d, t)) out.push(formatMove(FOUNDATION + s, d));
    }
  }
  return out;
}

/** True when a single card may go on column `col`. */
export function fitsColumn(pos: Position, col: number, card: number): boolean {
  const up = pos.up[col];
  if (up.length === 0) return pos.down[col].length === 0 && rankOf(card) === 13;
  return fitsOnColumnCard(card, up[up.length - 1]);
}
