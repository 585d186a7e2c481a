/**
 * The Klondike game: a deal, its rule options, the position, the score and
 * the history. Pure: no DOM, no timers. Outwards everything is notation.
 * @module
 */
import { cardName, parseCard, rankOf, suitOf } from './cards.js';
import { DEAL_COUNT, formatCode, parseCode } from './code.js';
import { dealPosition, fromSolvitaire, toSolvitaire } from './deal.js';
import { FOUNDATION, Position, STOCK, WASTE, type Step } from './position.js';
import { checkMove, formatMove, IllegalMoveError, legalMoves, parseMove } from './rules.js';
import { applyPoints, formatScore, initialScore, movePoints, recyclePoints } from './scoring.js';
import { fillOptions, randomDealNumber } from './options.js';
import { ownFields } from './own.js';
import { readSave, writeSave, type LoadOptions } from './save.js';
import type {
  CardName,
  Column,
  GameStats,
  KlondikeInit,
  KlondikeOptions,
  KlondikeSave,
  MoveNotation,
  MoveProblem,
  MoveResult,
  SolvitaireDeal,
} from './types.js';

/**
 * A game of Klondike.
 *
 * ```ts
 * const game = new Klondike({ code: 'KL1-D1N-AAAAAAG' });
 * game.moves();      // ['S', '7-4', ...]
 * game.move('7-4');  // throws an IllegalMoveError saying why when illegal
 * game.undo();
 * ```
 */
export class Klondike {
  /** The rule options in force, all fields filled in. */
  readonly options: KlondikeOptions;
  /** The deal number, or null for an explicit deal. */
  readonly dealNumber: number | null;
  private readonly initial: Position;
  private pos: Position;
  private steps: Step[] = [];
  private redoStack: MoveNotation[] = [];
  private undoFloor = 0;
  private undoCount = 0;
  private points: number;
  /** Under `'once-per-card'`: 1 for each card that has earned its foundation points (or started home). */
  private readonly homed = new Uint8Array(52);

  /**
   * A new game: from a deal `code`, a `dealNumber`, an explicit Solvitaire
   * `deal`, or a random deal. Rule options given explicitly override the
   * code's. A string is read as a deal code: `new Klondike('KL1-D1N-AAAAAAG')`.
   * Throws a clear error for a malformed code, deal or option.
   */
  constructor(options: KlondikeInit | string = {}) {
    const given: KlondikeInit = typeof options === 'string' ? { code: options } : options;
    if (typeof given !== 'object' || given === null || Array.isArray(given)) fillOptions(given); // throws a TypeError that says what is expected
    const init = ownFields(given); // its own fields only: a polluted Object.prototype adds nothing
    let fromCode: Partial<KlondikeOptions> | undefined;
    if (init.code !== undefined) {
      const parsed = parseCode(init.code);
      fromCode = parsed;
      this.dealNumber = parsed.dealNumber;
    } else if (init.deal !== undefined) {
      this.dealNumber = null;
    } else {
      const n = init.dealNumber ?? randomDealNumber();
      if (!Number.isInteger(n) || n < 0 || n >= DEAL_COUNT) throw new RangeError(`dealNumber must be an integer from 0 to ${DEAL_COUNT - 1}`);
      this.dealNumber = n;
    }
    this.options = fillOptions(init, fromCode);
    this.initial = this.dealNumber === null ? fromSolvitaire(init.deal) : dealPosition(this.dealNumber);
    this.pos = this.initial.clone();
    this.points = initialScore(this.options.scoring);
    this.markStartedHome();
  }

  /**
   * Rebuilds a game saved by {@link toJSON}; rejects malformed or tampered
   * input with a {@link SaveError} that says why. With `options.undoLimit`
   * the game gets that limit and its undo history adapts (moves made final
   * stay final; moves to redo beyond the limit are dropped).
   */
  static fromJSON(json: unknown, options: LoadOptions = {}): Klondike {
    return readSave(json, (init) => new Klondike(init), options);
  }

  /** The deal code (`KL1-D1N-AAAAAAG`), or null for an explicit deal. */
  get code(): string | null {
    if (this.dealNumber === null) return null;
    const o = this.options;
    return formatCode({ draw: o.draw, scoring: o.scoring, passes: o.passes, takeback: o.takeback, dealNumber: this.dealNumber, foundationPoints: o.foundationPoints });
  }

  /** The seven columns, left to right. */
  get tableau(): Column[] {
    return this.pos.down.map((d, i) => ({ down: d.map(cardName), up: this.pos.up[i].map(cardName) }));
  }
  /** The stock, bottom to top: the last card is drawn next. */
  get stock(): CardName[] {
    return this.pos.stock.map(cardName);
  }
  /** The waste, bottom to top: the last card plays. */
  get waste(): CardName[] {
    return this.pos.waste.map(cardName);
  }
  /** How many waste cards a draw-3 fan shows (those of the latest draw still there, at least 1 when the waste is not empty). */
  get wasteFan(): number {
    return Math.min(this.pos.waste.length, Math.max(this.pos.fan, this.pos.waste.length ? 1 : 0));
  }
  /** The four foundations, in the fixed order spades, hearts, diamonds, clubs. */
  get foundations(): CardName[][] {
    return this.pos.foundations.map((f) => f.map(cardName));
  }
  /** Counters for the status bar. */
  get stats(): GameStats {
    return {
      moves: this.steps.length,
      passes: this.pos.recycles,
      undos: this.undoCount,
      foundationCards: this.pos.foundationCount(),
      hiddenCards: this.pos.hiddenCount(),
    };
  }
  /** Points (normal), dollars (vegas) or 0 (none). */
  get score(): number {
    return this.points;
  }
  /** The score as written: `'125'`, `'+$208'`, `'$0'`, `'-$52'`; empty when unscored. */
  get scoreText(): string {
    return formatScore(this.options.scoring, this.points);
  }
  /** Moves played so far in the current line, in notation. */
  get history(): MoveNotation[] {
    return this.steps.map((s) => s.move);
  }
  /** True when {@link undo} would undo something. */
  get canUndo(): boolean {
    return this.steps.length > this.undoFloor;
  }
  /** True when {@link redo} would redo something. */
  get canRedo(): boolean {
    return this.redoStack.length > 0;
  }
  /** Passes through the stock left after the current one (`Infinity` when unlimited). */
  get passesLeft(): number {
    return this.options.passes - 1 - this.pos.recycles;
  }

  /** Every legal move, as notation strings. */
  moves(): MoveNotation[] {
    return legalMoves(this.pos, this.options);
  }

  /** True when at least one legal move remains. */
  hasMoves(): boolean {
    return this.moves().length > 0;
  }

  /** All 52 cards on the foundations. */
  isWon(): boolean {
    return this.pos.foundationCount() === 52;
  }

  /**
   * The auto-finish of game C (docs/reference-games.md) is offered: every
   * tableau card is face up and the stock holds nothing unknown (it is empty,
   * or was recycled).
   */
  canAutoFinish(): boolean {
    return !this.isWon() && this.pos.hiddenCount() === 0 && (this.pos.stock.length === 0 || this.pos.recycles > 0);
  }

  /**
   * The next step of an auto-finish: the lowest card that can go to a
   * foundation, else a stock tap; null when neither is possible.
   */
  nextAutoFinishMove(): MoveNotation | null {
    let best: MoveNotation | null = null;
    let bestRank = 99;
    const consider = (card: number, move: MoveNotation) => {
      if (this.pos.fitsFoundation(card) && rankOf(card) < bestRank) {
        bestRank = rankOf(card);
        best = move;
      }
    };
    if (this.pos.waste.length) consider(this.pos.waste[this.pos.waste.length - 1], 'W-F');
    for (let c = 0; c < 7; c++) {
      const up = this.pos.up[c];
      if (up.length) consider(up[up.length - 1], formatMove(c, FOUNDATION));
    }
    if (best) return best;
    return this.moves().includes('S') ? 'S' : null;
  }

  /**
   * The legal moves that move `card` (with the cards on top of it): e.g.
   * `destinations('7h')` → `['3-F', '3-5']`. Empty when the card cannot move.
   */
  destinations(card: CardName): MoveNotation[] {
    if (typeof card !== 'string') throw new TypeError(`destinations needs a card in notation such as 'Th', not ${card === null ? 'null' : typeof card}`);
    const c = parseCard(card);
    if (c < 0) return [];
    return this.moves().filter((m) => m !== 'S' && this.movingCard(m) === c);
  }

  /** The card a legal move picks up (the bottom card of a moved run); -1 for `S`. */
  private movingCard(move: MoveNotation): number {
    const { from, to } = parseMove(move);
    if (from === STOCK) return -1;
    if (from === WASTE) return this.pos.waste[this.pos.waste.length - 1];
    if (from >= FOUNDATION) return this.pos.foundationTop(from - FOUNDATION);
    const up = this.pos.up[from];
    if (to === FOUNDATION) return up[up.length - 1];
    return up[up.length - checkMove(this.pos, this.options, { from, to }, move)];
  }

  /** Checks a move without playing it: null when legal, else why not. */
  check(move: MoveNotation): MoveProblem | null {
    try {
      checkMove(this.pos, this.options, parseMove(move), move);
      return null;
    } catch (e) {
      const err = e as IllegalMoveError;
      return { reason: err.reason, message: err.message };
    }
  }

  /**
   * Plays a move. An illegal one throws an {@link IllegalMoveError} that says
   * why, and the game is unchanged. Playing clears the redo list unless the
   * move is the next redo.
   */
  move(move: MoveNotation): MoveResult {
    const result = this.apply(move);
    if (this.redoStack.length && this.redoStack[this.redoStack.length - 1] === result.move) this.redoStack.pop();
    else this.redoStack = [];
    return result;
  }

  /** Takes back the last move (score included, floor included); returns it, or null when nothing can be undone. */
  undo(): MoveNotation | null {
    if (!this.canUndo) return null;
    const step = this.revert();
    this.redoStack.push(step.move);
    this.undoCount++;
    return step.move;
  }

  /** Plays again the last undone move; returns it, or null. */
  redo(): MoveNotation | null {
    const next = this.redoStack.pop();
    if (next === undefined) return null;
    this.apply(next);
    return next;
  }

  /** Back to the deal, same options; history, undos and score cleared. */
  restart(): void {
    this.pos = this.initial.clone();
    this.steps = [];
    this.redoStack = [];
    this.undoFloor = 0;
    this.undoCount = 0;
    this.points = initialScore(this.options.scoring);
    this.markStartedHome();
  }

  /** An independent copy, history included. */
  clone(): Klondike {
    return Klondike.fromJSON(this.toJSON());
  }

  /** The deal (`'deal'`) or the current position (`'position'`) in Solvitaire's JSON format. */
  toSolvitaire(which: 'deal' | 'position' = 'deal'): SolvitaireDeal {
    return toSolvitaire(which === 'deal' ? this.initial : this.pos);
  }

  /** The whole game as plain JSON: options, deal, moves, redo list, undo counters, score. */
  toJSON(): KlondikeSave {
    return writeSave({
      options: this.options,
      code: this.code,
      deal: this.dealNumber === null ? toSolvitaire(this.initial) : undefined,
      moves: this.history,
      redo: this.redoStack.slice().reverse(),
      undoFloor: this.undoFloor,
      undos: this.undoCount,
      score: this.points,
    });
  }

  /** Under `'once-per-card'`, the cards that start on the foundations (an explicit position) have nothing to earn. */
  private markStartedHome(): void {
    this.homed.fill(0);
    for (const f of this.initial.foundations) for (const c of f) this.homed[c] = 1;
  }

  /** @internal Used by save loading: takes back the `undone` moves, keeps `redo` (the next first) to redo, sets the undo counters. */
  _restoreCounters(undone: number, redo: MoveNotation[], undoFloor: number, undos: number): void {
    for (let i = 0; i < undone; i++) this.revert();
    this.redoStack = redo.slice().reverse();
    this.undoFloor = undoFloor;
    this.undoCount = undos;
  }

  private apply(text: MoveNotation): MoveResult {
    const parsed = parseMove(text);
    const count = checkMove(this.pos, this.options, parsed, text);
    const p = this.pos;
    const fanBefore = p.fan;
    const { scoring } = this.options;
    let step: Step;
    let cards: number[] = [];
    let flipped = false;
    let recycled = false;
    let points: number;
    if (parsed.from === STOCK) {
      if (p.stock.length > 0) {
        p.draw(this.options.draw);
        cards = p.waste.slice(p.waste.length - count);
        points = 0;
      } else {
        p.recycle();
        recycled = true;
        points = recyclePoints(scoring);
      }
      step = this.step('S', STOCK, STOCK, count, false, points, fanBefore);
    } else {
      const to = parsed.to === FOUNDATION ? FOUNDATION + suitOf(this.topOf(parsed.from)) : parsed.to;
      cards = p.take(parsed.from, count);
      p.put(to, cards);
      if (parsed.from === WASTE) p.fan = Math.max(0, p.fan - 1);
      if (parsed.from < 7) flipped = p.flipIfNeeded(parsed.from);
      // Under 'once-per-card', a card that has earned its foundation points earns none again.
      let homed = false;
      let pays = true;
      if (to >= FOUNDATION && this.options.foundationPoints === 'once-per-card') {
        pays = this.homed[cards[0]] === 0;
        homed = pays;
        this.homed[cards[0]] = 1;
      }
      points = movePoints(scoring, parsed.from, to, flipped, pays);
      step = this.step(formatMove(parsed.from, to), parsed.from, to, count, flipped, points, fanBefore, homed);
    }
    this.steps.push(step);
    if (this.options.undoLimit !== Infinity) this.undoFloor = Math.max(this.undoFloor, this.steps.length - this.options.undoLimit);
    const flippedCard = flipped ? p.up[parsed.from][0] : -1;
    return {
      move: step.move,
      cards: cards.map(cardName),
      flipped: flippedCard >= 0 ? cardName(flippedCard) : null,
      recycled,
      scoreDelta: step.scoreDelta,
    };
  }

  private step(move: string, from: number, to: number, count: number, flipped: boolean, points: number, fanBefore: number, homed = false): Step {
    const before = this.points;
    this.points = applyPoints(this.options.scoring, before, points);
    return { move, from, to, count, flipped, scoreDelta: this.points - before, fanBefore, homed };
  }

  private topOf(pile: number): number {
    const arr = pile === WASTE ? this.pos.waste : pile >= FOUNDATION ? this.pos.foundations[pile - FOUNDATION] : this.pos.up[pile];
    return arr[arr.length - 1];
  }

  private revert(): Step {
    const step = this.steps.pop()!;
    const p = this.pos;
    if (step.from === STOCK) {
      if (step.count > 0) p.undraw(step.count, step.fanBefore);
      else p.unrecycle(step.fanBefore);
    } else {
      if (step.flipped) p.unflip(step.from);
      const cards = p.take(step.to, step.count);
      if (step.homed) this.homed[cards[0]] = 0;
      p.put(step.from, cards);
      p.fan = step.fanBefore;
    }
    this.points -= step.scoreDelta;
    return step;
  }
}

export { IllegalMoveError, randomDealNumber };
