/**
 * The table's state shared with the element's sub-parts: the session's
 * immutable view plus the clock and the strings. The element hands a new
 * {@link GameView} to the status bar (views/status-bar.ts) after every
 * commit of its session and every clock tick, so it re-renders alone; the
 * dialogs, templates of the element's own, get it when the element renders.
 * @module
 */
import type { Strings } from './i18n/strings.js';
import type { TableView } from './session/view.js';

/** What the sub-parts show: the table's view, the playing time and the strings. */
export interface GameView extends TableView {
  /** Playing time so far, in milliseconds. */
  readonly timeMs: number;
  /** The string table in use. */
  readonly strings: Strings;
}
