/**
 * The vocabulary of the engine: cards, piles, options, moves.
 *
 * Outwards everything is readable text (`'Th'`, `'W-3'`); inwards cards are
 * small integers (see {@link ./cards.ts}).
 * @module
 */

/** A suit letter: spades, hearts, diamonds, clubs (the fixed foundation order). */
export type Suit = 's' | 'h' | 'd' | 'c';

/** A rank letter, ace low, king high. */
export type Rank = 'A' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | 'T' | 'J' | 'Q' | 'K';

/** A card in notation: rank then suit, e.g. `'Th'`, `'As'`. */
export type CardName = string;

/**
 * A move in notation: `S` (tap the stock), or `FROM-TO` with
 * FROM ∈ `W`, `1`..`7`, `Fs` `Fh` `Fd` `Fc` and TO ∈ `1`..`7`, `F`.
 * Examples: `W-3`, `W-F`, `3-F`, `3-5`, `Fh-2`.
 */
export type MoveNotation = string;

/** Scoring systems: Normal points, Vegas dollars, or no score. */
export type Scoring = 'normal' | 'vegas' | 'none';

/**
 * How often a card earns its foundation points (+10, or +$5 in Vegas):
 * `'every-time'` it goes onto a foundation, as in the reference app (so a
 * card taken back and played up again scores again), or `'once-per-card'`:
 * the first time only, so that take-back loops cannot farm points. Use
 * `'once-per-card'` for any score compared between players.
 */
export type FoundationPoints = 'every-time' | 'once-per-card';

/** A tableau column: face-down cards then face-up cards, each bottom to top. */
export interface Column {
  /** Hidden cards, bottom to top. */
  readonly down: readonly CardName[];
  /** Face-up cards, bottom to top: always a valid alternating descending run. */
  readonly up: readonly CardName[];
}

/** The rule options of a game, all fields filled in. */
export interface KlondikeOptions {
  /** Cards turned per stock tap. */
  readonly draw: 1 | 3;
  /** Scoring system. */
  readonly scoring: Scoring;
  /**
   * Passes through the stock allowed in all (1 = the waste is never turned
   * back), 1 to 99, or `Infinity` = unlimited. Defaults to 1 in Vegas,
   * unlimited otherwise.
   */
  readonly passes: number;
  /** Whether the top card of a foundation may go back to a column. */
  readonly takeback: boolean;
  /** How many actions can be undone: 100 by default, 0 = none, `Infinity` = unlimited. */
  readonly undoLimit: number;
  /** How often a card earns its foundation points: `'every-time'` (the reference rule, the default) or `'once-per-card'`. */
  readonly foundationPoints: FoundationPoints;
}

/** Options accepted by the constructor: any rule option may be left out. */
export interface KlondikeInit extends Partial<KlondikeOptions> {
  /** A deal code such as `KL1-D1N-AAAAAAG`: fixes the deal and its rule options. */
  readonly code?: string;
  /** A deal number (0 ≤ n < 2^35): the deal that code would give. */
  readonly dealNumber?: number;
  /** An explicit deal in Solvitaire's JSON format (object or JSON text). */
  readonly deal?: SolvitaireDeal | string;
}

/**
 * Solvitaire's JSON deal format: every array bottom to top; ranks
 * `A 2..10 J Q K`, suits `c d h s`; a lowercase suit marks a face-down card.
 * The last stock element is the first card dealt.
 */
export interface SolvitaireDeal {
  /** The seven columns. */
  'tableau piles': string[][];
  /** The stock, bottom to top. */
  stock: string[];
  /** Optional waste (bottom to top), for positions in progress. */
  waste?: string[];
  /** Optional foundations (any order; each one suit, ace first). */
  foundation?: string[][];
}

/** Counters for the status bar and the results panel. */
export interface GameStats {
  /** Actions in the current line of play, each stock tap included (an undo takes one back). */
  readonly moves: number;
  /** Times the waste has been turned back into the stock. */
  readonly passes: number;
  /** Undos used in this game. */
  readonly undos: number;
  /** Cards on the foundations (0..52). */
  readonly foundationCards: number;
  /** Hidden tableau cards left (21 at the start). */
  readonly hiddenCards: number;
}

/** Why a move is illegal: a stable code for programs, with a message for people. */
export type IllegalReason =
  | 'syntax'
  | 'empty-source'
  | 'same-pile'
  | 'not-top-card'
  | 'needs-king'
  | 'wrong-colour'
  | 'wrong-rank'
  | 'foundation-order'
  | 'takeback-off'
  | 'no-passes-left'
  | 'stock-empty'
  | 'game-won';

/** The JSON form of a whole game, history included (see `Klondike.toJSON`). */
export interface KlondikeSave {
  /** Always `'klondike-solitaire'`. */
  readonly format: 'klondike-solitaire';
  /** Save format version: 1. */
  readonly version: 1;
  /** Rule options; `null` stands for `Infinity`. */
  readonly options: {
    draw: 1 | 3;
    scoring: Scoring;
    passes: number | null;
    takeback: boolean;
    undoLimit: number | null;
    /** Written only for `'once-per-card'`; absent = `'every-time'`. */
    foundationPoints?: FoundationPoints;
  };
  /** The deal code, or null for an explicit deal. */
  readonly code: string | null;
  /** The explicit deal (present when `code` is null). */
  readonly deal?: SolvitaireDeal;
  /** Moves played, in order. */
  readonly moves: MoveNotation[];
  /** Moves undone that can be redone, the next redo first. */
  readonly redo: MoveNotation[];
  /** Number of moves at the start of history that can no longer be undone. */
  readonly undoFloor: number;
  /** Undos used. */
  readonly undos: number;
  /** The score at save time: checked against the replay. */
  readonly score: number;
}

/** What a played move did, for animation, events and messages. */
export interface MoveResult {
  /** The move in canonical notation. */
  readonly move: MoveNotation;
  /** Cards that moved, bottom to top (the cards drawn, for `S`; empty for a recycle). */
  readonly cards: readonly CardName[];
  /** The hidden card turned face up by the move, or null. */
  readonly flipped: CardName | null;
  /** True when the move turned the waste back into the stock. */
  readonly recycled: boolean;
  /** Score change (after the floor). */
  readonly scoreDelta: number;
}

/** The verdict on a move that has not been played: null when legal. */
export interface MoveProblem {
  /** Stable reason code. */
  readonly reason: IllegalReason;
  /** Readable explanation. */
  readonly message: string;
}
