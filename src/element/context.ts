/**
 * The game state shared with the element's sub-parts (status bar, dialogs)
 * through @lit/context. The element provides a new {@link GameView} object
 * whenever anything visible changes, so consumers re-render.
 * @module
 */
import { createContext } from '@lit/context';
import type { Klondike } from '../engine/index.js';
import type { Strings } from './i18n/strings.js';

/** A snapshot of what the sub-parts show. */
export interface GameView {
  /** The engine instance (read it, never mutate it from a sub-part). */
  readonly game: Klondike;
  /** Bumped on every change of the game. */
  readonly revision: number;
  /** Playing time so far, in milliseconds. */
  readonly timeMs: number;
  /** The string table in use. */
  readonly strings: Strings;
  /** The game is won (the results panel is open unless dismissed). */
  readonly won: boolean;
  /** The stuck dialog is open. */
  readonly stuck: boolean;
  /** It is open because the game is proven lost though moves remain (`stuck="lost"`). */
  readonly lost: boolean;
}

/** The context key for {@link GameView}. */
export const gameContext = createContext<GameView | undefined>(Symbol('klondike-game-view'));

/** Formats milliseconds as `m:ss` (or `h:mm:ss` past an hour). */
export function formatTime(ms: number): string {
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(mm).padStart(2, '0')}:${ss}` : `${String(mm).padStart(2, '0')}:${ss}`;
}
