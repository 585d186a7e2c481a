/**
 * Game records: a deal plus the moves played, as one short text that fits in
 * a URL fragment as it is (no percent-encoding) and round-trips exactly.
 *
 * ## Grammar (version `KR1`)
 *
 * ```text
 * record   = "KR1" "." deal "." moves
 * deal     = code | explicit
 * code     = a canonical deal code, e.g. "KL1-D1N-AAAAAAG" (see code.ts)
 * explicit = "X" rules 9( "-" pile )          ; columns 1..7, stock, waste
 * rules    = the rules part of a deal code: "D1N", "D3V", "D1UP1X", …
 * pile     = column: hidden-count cards | stock, waste: cards
 * hidden-count = "0" | [1-9][0-9]*            ; hidden cards at the bottom of the column
 * cards    = *card, bottom to top
 * card     = one letter: A–M = A♠..K♠, N–Z = A♥..K♥, a–m = A♦..K♦, n–z = A♣..K♣
 * moves    = *move, in the order played
 * ```
 *
 * The cards not named in an explicit deal are on the foundations (each suit
 * from its ace up, so the missing cards say exactly what lies there). An
 * explicit deal is written as the engine normalises it: a non-empty column
 * has at least one face-up card.
 *
 * Each move is one character of the 64-character alphabet
 * `A–Z a–z 0–9 - _`, except take-backs, which are two:
 *
 * | characters | moves                                                         |
 * |------------|---------------------------------------------------------------|
 * | `A`..`F`   | `S` ×1 … `S` ×6 (a run of stock taps, written greedily: 14 taps = `FFB`) |
 * | `G`..`M`   | `W-1` … `W-7`                                                 |
 * | `N`        | `W-F`                                                         |
 * | `O`..`-`   | column moves, 7 per source column 1..7 in order: `c-F`, then `c-d` for d = 1..7, d ≠ c (`O`=`1-F`, `P`=`1-2`, … `U`=`1-7`, `V`=`2-F`, `W`=`2-1`, …, `-`=`7-6`) |
 * | `_` + one  | `Fs-1`…`Fs-7`, `Fh-1`…, `Fd-1`…, `Fc-1`…`Fc-7`: the second character is `A`..`b` (suit × 7 + column − 1) |
 *
 * A run of stock taps shorter than 6 is never followed by another run
 * character, so every game has exactly one record, and
 * `encodeRecord(replayRecord(r))` is `r` for every valid record `r`.
 *
 * Example: deal 6, draw 1, Normal scoring; moves `S 2-F S S` →
 * `KR1.KL1-D1N-AAAAAAG.AVB`. A won game is typically 120–200 characters.
 *
 * The `KR1` prefix versions the grammar: a later format gets another prefix
 * and this one stays readable.
 * @module
 */
import { cardName, rankOf, suitOf } from './cards.js';
import { DealCodeError, formatCode, parseCode } from './code.js';
import { DealFormatError, fromSolvitaire } from './deal.js';
import { IllegalMoveError, Klondike } from './klondike.js';
import { MAX_SAVED_MOVES } from './save.js';
import { quoteInput } from './text.js';
import type { IllegalReason, KlondikeOptions, MoveNotation, SolvitaireDeal } from './types.js';

/** The version prefix of records written by this module. */
export const RECORD_PREFIX = 'KR1';

/** Longest text read as a record: an explicit deal and {@link MAX_SAVED_MOVES} moves of two characters fit. */
export const MAX_RECORD_LENGTH = 2 * MAX_SAVED_MOVES + 200;

/** The rule options a record carries (everything but the undo limit). */
export type RecordRules = Omit<KlondikeOptions, 'undoLimit'>;

/** A record read back: the deal (a code, or an explicit deal with its rules) and the moves. */
export interface GameRecord {
  /** The canonical deal code, or null for an explicit deal. */
  code: string | null;
  /** The explicit deal in Solvitaire's format (only when `code` is null). */
  deal?: SolvitaireDeal;
  /** The rule options (those of the code, or those written with the explicit deal). */
  rules: RecordRules;
  /** The moves, in canonical notation, in the order played. */
  moves: MoveNotation[];
}

/** A record that cannot be read or replayed, and why. */
export class RecordError extends Error {
  /** For an illegal move: its index in the record (0-based); otherwise null. */
  readonly moveIndex: number | null;
  /** For an illegal move: the engine's reason code; otherwise null. */
  readonly reason: IllegalReason | null;
  constructor(message: string, moveIndex: number | null = null, reason: IllegalReason | null = null) {
    super(`Game record rejected: ${message}`);
    this.name = 'RecordError';
    this.moveIndex = moveIndex;
    this.reason = reason;
  }
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const CARD_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const SUIT_LETTERS = 'shdc';
const S_RUN_MAX = 6;
const TAKEBACK_ESCAPE = '_';

/** One-character moves other than the stock runs, by alphabet index (6..62). */
const SINGLE: string[] = [];
for (let d = 1; d <= 7; d++) SINGLE.push(`W-${d}`);
SINGLE.push('W-F');
for (let c = 1; c <= 7; c++) {
  SINGLE.push(`${c}-F`);
  for (let d = 1; d <= 7; d++) if (d !== c) SINGLE.push(`${c}-${d}`);
}
const TAKEBACKS: string[] = [];
for (const s of SUIT_LETTERS) for (let d = 1; d <= 7; d++) TAKEBACKS.push(`F${s}-${d}`);

const SINGLE_INDEX = new Map(SINGLE.map((m, i) => [m, i + S_RUN_MAX]));
const TAKEBACK_INDEX = new Map(TAKEBACKS.map((m, i) => [m, i]));

/** Writes moves (canonical notation, as in `game.history`) in the record alphabet. */
export function encodeMoves(moves: readonly MoveNotation[]): string {
  let out = '';
  let run = 0;
  const flush = () => {
    for (; run >= S_RUN_MAX; run -= S_RUN_MAX) out += B64[S_RUN_MAX - 1];
    if (run > 0) out += B64[run - 1];
    run = 0;
  };
  moves.forEach((m, i) => {
    if (m === 'S') {
      run++;
      return;
    }
    flush();
    const single = SINGLE_INDEX.get(m);
    if (single !== undefined) out += B64[single];
    else {
      const t = TAKEBACK_INDEX.get(m);
      if (t === undefined) throw new RecordError(`move ${i + 1} (${JSON.stringify(m)}) is not a move in canonical notation`, i, 'syntax');
      out += TAKEBACK_ESCAPE + B64[t];
    }
  });
  flush();
  return out;
}

/** Reads the moves part of a record; throws a {@link RecordError} naming the faulty character. */
export function decodeMoves(text: string): MoveNotation[] {
  const moves: MoveNotation[] = [];
  let shortRun = false; // the previous character was a run of fewer than 6 taps
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    const v = B64.indexOf(ch);
    const at = `moves, character ${i + 1} (${quoteInput(ch)})`;
    if (v < 0) throw new RecordError(`${at}: not a move character (A-Z, a-z, 0-9, - and _ only)`);
    if (v < S_RUN_MAX) {
      if (shortRun) throw new RecordError(`${at}: a run of stock taps is written greedily, 6 at a time, so a run shorter than 6 cannot be followed by another run`);
      for (let k = 0; k <= v; k++) moves.push('S');
      shortRun = v < S_RUN_MAX - 1;
    } else if (ch === TAKEBACK_ESCAPE) {
      const next = text[i + 1];
      const t = next === undefined ? -1 : B64.indexOf(next);
      if (t < 0 || t >= TAKEBACKS.length) {
        throw new RecordError(`${at}: "_" must be followed by a take-back character A-Z, a or b, got ${next === undefined ? 'the end' : quoteInput(next)}`);
      }
      moves.push(TAKEBACKS[t]);
      i++;
      shortRun = false;
    } else {
      moves.push(SINGLE[v - S_RUN_MAX]);
      shortRun = false;
    }
    if (moves.length > MAX_SAVED_MOVES) throw new RecordError(`more than ${MAX_SAVED_MOVES} moves`);
  }
  return moves;
}

/** The rules part of a deal code for these rules (`D1N`, `D3VX`, `D1NO`…). */
export function rulesPart(rules: RecordRules): string {
  return formatCode({ ...rules, dealNumber: 0 }).split('-')[1];
}

function encodeDeal(deal: SolvitaireDeal): string {
  // Each card is re-read through the engine's own reader (the deal was written by toSolvitaire).
  const letter = (text: string): string => {
    const rank = text.slice(0, -1);
    const suit = SUIT_LETTERS.indexOf(text.slice(-1).toLowerCase());
    const r = rank === 'A' ? 1 : rank === 'J' ? 11 : rank === 'Q' ? 12 : rank === 'K' ? 13 : Number(rank);
    return CARD_LETTERS[suit * 13 + r - 1];
  };
  const isHidden = (text: string): boolean => text.slice(-1) !== text.slice(-1).toUpperCase();
  const cols = deal['tableau piles'].map((pile) => String(pile.filter(isHidden).length) + pile.map(letter).join(''));
  return [...cols, deal.stock.map(letter).join(''), (deal.waste ?? []).map(letter).join('')].join('-');
}

/** Reads the deal part of an explicit record (after the `X`): rules, then the 9 piles. */
function decodeExplicit(text: string): { deal: SolvitaireDeal; rules: RecordRules } {
  const parts = text.split('-');
  if (parts.length !== 10) {
    throw new RecordError(`explicit deal ${quoteInput(`X${text}`)} must have the rules and 9 piles (7 columns, stock, waste) separated by "-", found ${parts.length} parts`);
  }
  let rules: RecordRules;
  try {
    const c = parseCode(`KL1-${parts[0]}-AAAAAAA`);
    rules = { draw: c.draw, scoring: c.scoring, passes: c.passes, takeback: c.takeback, foundationPoints: c.foundationPoints ?? 'every-time' };
  } catch (e) {
    throw new RecordError(`explicit deal: ${(e as Error).message}`);
  }
  if (rulesPart(rules) !== parts[0]) throw new RecordError(`explicit deal: rules ${quoteInput(parts[0])} are not written canonically (${rulesPart(rules)})`);
  const seen = new Set<number>();
  const cards = (s: string, where: string, hidden = 0): string[] =>
    [...s].map((ch, i) => {
      const c = CARD_LETTERS.indexOf(ch);
      if (c < 0) throw new RecordError(`explicit deal, ${where}: ${quoteInput(ch)} is not a card letter (A-Z, a-z)`);
      if (seen.has(c)) throw new RecordError(`explicit deal, ${where}: ${cardName(c)} appears twice`);
      seen.add(c);
      const name = (rankOf(c) === 10 ? '10' : cardName(c)[0]) + SUIT_LETTERS[suitOf(c)];
      return i < hidden ? name : name.toUpperCase();
    });
  const piles = parts.slice(1, 8).map((p, col) => {
    const m = /^(0|[1-9]\d*)([A-Za-z]*)$/.exec(p);
    const where = `column ${col + 1}`;
    if (!m) throw new RecordError(`explicit deal, ${where}: ${quoteInput(p)} must be the number of hidden cards, then the cards`);
    const hidden = Number(m[1]);
    if (hidden > 0 && hidden >= m[2].length) {
      throw new RecordError(`explicit deal, ${where}: ${hidden} hidden cards of ${m[2].length}: a column with cards has a face-up card on top`);
    }
    return cards(m[2], where, hidden);
  });
  const stock = cards(parts[8], 'stock');
  const waste = cards(parts[9], 'waste');
  const foundation = [0, 1, 2, 3].map((s) => {
    const f: string[] = [];
    for (let r = 1; r <= 13; r++) {
      const c = s * 13 + r - 1;
      if (!seen.has(c)) f.push((r === 10 ? '10' : cardName(c)[0]) + SUIT_LETTERS[s].toUpperCase());
    }
    return f;
  });
  const deal: SolvitaireDeal = { 'tableau piles': piles, stock };
  if (waste.length) deal.waste = waste;
  if (foundation.some((f) => f.length)) deal.foundation = foundation;
  try {
    fromSolvitaire(deal);
  } catch (e) {
    if (!(e instanceof DealFormatError)) throw e;
    throw new RecordError(`explicit deal: ${e.message}`);
  }
  return { deal, rules };
}

/**
 * The record of a game's current line of play (`game.history`, from the
 * deal): `KR1.KL1-D1N-AAAAAAG.AVB`. Undone moves are not part of it; the
 * undo limit is not recorded. Throws a {@link RecordError} beyond
 * `MAX_SAVED_MOVES` moves (the limit saves have too).
 */
export function encodeRecord(game: Klondike): string {
  if (game.history.length > MAX_SAVED_MOVES) throw new RecordError(`a record holds at most ${MAX_SAVED_MOVES} moves, this game has ${game.history.length}`);
  const o = game.options;
  const deal = game.code ?? `X${rulesPart(o)}-${encodeDeal(game.toSolvitaire('deal'))}`;
  return `${RECORD_PREFIX}.${deal}.${encodeMoves(game.history)}`;
}

/**
 * Reads a record without playing it: the deal, its rules and the moves.
 * Surrounding white space is ignored; anything else malformed (unknown
 * version, bad code or deal, a character outside the alphabet, a form that is
 * not canonical) throws a {@link RecordError} that says what is wrong. Whether
 * the moves are legal is checked by {@link replayRecord}.
 */
export function decodeRecord(text: string): GameRecord {
  if (typeof text !== 'string') throw new RecordError('a record must be a string');
  if (text.length > MAX_RECORD_LENGTH) throw new RecordError(`${text.length} characters, more than a record can hold (${MAX_RECORD_LENGTH})`);
  const t = text.trim();
  const parts = t.split('.');
  if (parts[0] !== RECORD_PREFIX) {
    const head = quoteInput(parts[0], 20);
    throw new RecordError(
      parts.length < 3 ? `${head} is not a game record: expected ${RECORD_PREFIX}.<deal>.<moves>, like KR1.KL1-D1N-AAAAAAG.AVB` : `unknown record version ${head}: this version reads ${RECORD_PREFIX} records`,
    );
  }
  if (parts.length !== 3) throw new RecordError(`expected three parts ${RECORD_PREFIX}.<deal>.<moves> separated by ".", found ${parts.length}`);
  const [, dealText, movesText] = parts;
  const moves = decodeMoves(movesText);
  if (dealText.startsWith('X')) {
    const { deal, rules } = decodeExplicit(dealText.slice(1));
    return { code: null, deal, rules, moves };
  }
  let parsed;
  try {
    parsed = parseCode(dealText);
  } catch (e) {
    if (!(e instanceof DealCodeError)) throw e;
    throw new RecordError(`deal code: ${e.message}`);
  }
  const code = formatCode(parsed);
  if (code !== dealText) throw new RecordError(`deal code ${quoteInput(dealText)} is not written canonically (${code})`);
  const { draw, scoring, passes, takeback, foundationPoints = 'every-time' } = parsed;
  return { code, rules: { draw, scoring, passes, takeback, foundationPoints }, moves };
}

/** Options of {@link replayRecord}: the undo limit of the game returned (100 by default). */
export interface ReplayOptions {
  /** How many actions the returned game can undo (as in the `Klondike` constructor). */
  undoLimit?: number;
}

/**
 * Replays a record from its deal and returns the game reached (history and
 * score included). Throws a {@link RecordError} for a malformed record, or
 * for the first illegal move, naming its index (`moveIndex`, 0-based; the
 * message counts from 1) and why; no partly replayed game escapes.
 */
export function replayRecord(text: string, opts: ReplayOptions = {}): Klondike {
  const rec = decodeRecord(text);
  const undo = opts.undoLimit === undefined ? {} : { undoLimit: opts.undoLimit };
  const game = rec.code !== null ? new Klondike({ code: rec.code, ...undo }) : new Klondike({ deal: rec.deal, ...rec.rules, ...undo });
  rec.moves.forEach((m, i) => {
    try {
      game.move(m);
    } catch (e) {
      if (!(e instanceof IllegalMoveError)) throw e;
      throw new RecordError(`move ${i + 1} (${m}) is illegal: ${e.why}`, i, e.reason);
    }
  });
  return game;
}
