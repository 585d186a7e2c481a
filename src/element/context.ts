/**
 * The table's state shared with the element's sub-parts (status bar,
 * dialogs) through @lit/context: the session's immutable view plus the
 * clock and the strings. The element provides a new {@link GameView} after
 * every commit of its session and every clock tick, so consumers re-render.
 * @module
 */
import { createContext } from '@lit/context';
import type { Strings } from './i18n/strings.js';
import type { TableView } from './session/view.js';

/** What the sub-parts show: the table's view, the playing time and the strings. */
export interface GameView extends TableView {
  /** Playing time so far, in milliseconds. */
  readonly timeMs: number;
  /** The string table in use. */
  readonly strings: Strings;
}

/** The context key for {@link GameView}. */
export const gameContext = createContext<GameView | undefined>(Symbol('klondike-game-view'));
