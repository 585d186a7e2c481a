/**
 * What the table shows, as immutable data: the {@link TableView} that
 * {@link TableSession.commit} produces after every change, for the templates
 * and the context of the sub-parts. It holds a {@link GameSnapshot} (plain
 * frozen data read off the engine), never the engine object itself.
 * @module
 */
import type { CardName, Column, GameStats, Klondike, KlondikeOptions, MoveNotation } from '../../engine/index.js';
import type { PileId } from './piles.js';

/** The game as the table shows it: plain, frozen data. */
export interface GameSnapshot {
  readonly code: string | null;
  readonly options: Readonly<KlondikeOptions>;
  readonly tableau: readonly Column[];
  readonly stock: readonly CardName[];
  readonly waste: readonly CardName[];
  /** Waste cards fanned (draw 3). */
  readonly wasteFan: number;
  readonly foundations: readonly (readonly CardName[])[];
  readonly stats: Readonly<GameStats>;
  readonly score: number;
  readonly scoreText: string;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** A stock tap (draw or recycle) is legal now. */
  readonly canDraw: boolean;
  readonly won: boolean;
}

/** The selected card (the bottom card of a selected run in a column). */
export interface TableSelection {
  readonly pile: PileId;
  /** The card tapped: the bottom card of the selected run. */
  readonly card: string;
}

/** A hint shown on the table: the cards it moves and the pile it goes to. */
export interface TableHint {
  readonly cards: readonly string[];
  readonly pile: PileId | null;
}

/** A short message on the table; with `exits`, New deal / Replay / Undo buttons. */
export interface TableMessage {
  readonly text: string;
  readonly exits: boolean;
}

/** Cards being dragged, with their offset from their places. */
export interface DragDisplay {
  readonly cards: ReadonlySet<string>;
  readonly dx: number;
  readonly dy: number;
}

/** The panel over the table. */
export type TablePanel = 'none' | 'results' | 'stuck' | 'lost' | 'settings';

/** Everything the table shows, after one commit. */
export interface TableView {
  /** Bumped when the game changed (a move, undo, redo, a new deal); not by a selection or a message. */
  readonly revision: number;
  readonly game: GameSnapshot;
  /** The 52 card nodes' order, stable for the whole deal. */
  readonly order: readonly string[];
  readonly selection: TableSelection | null;
  /** The selected cards (the run from the selected card). */
  readonly selected: ReadonlySet<string>;
  readonly hint: TableHint | null;
  readonly message: TableMessage | null;
  readonly panel: TablePanel;
  readonly drag: DragDisplay | null;
  /** Cards in flight (raised above the others while they travel). */
  readonly flying: ReadonlySet<string>;
  /** The stuck panel is open (a dead end, or with `lost` a game proven lost). */
  readonly stuck: boolean;
  readonly lost: boolean;
}

/** Reads a {@link GameSnapshot} off the engine. */
export function snapshotOf(game: Klondike): GameSnapshot {
  const moves: readonly MoveNotation[] = game.moves();
  return Object.freeze({
    code: game.code,
    options: Object.freeze({ ...game.options }),
    tableau: Object.freeze(game.tableau.map((c) => Object.freeze({ down: Object.freeze([...c.down]), up: Object.freeze([...c.up]) }) as Column)),
    stock: Object.freeze([...game.stock]),
    waste: Object.freeze([...game.waste]),
    wasteFan: game.wasteFan,
    foundations: Object.freeze(game.foundations.map((f) => Object.freeze([...f]))),
    stats: Object.freeze({ ...game.stats }),
    score: game.score,
    scoreText: game.scoreText,
    canUndo: game.canUndo,
    canRedo: game.canRedo,
    canDraw: moves.includes('S'),
    won: game.isWon(),
  });
}
