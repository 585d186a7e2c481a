/**
 * What the headless session is given: its timing constants and the
 * interfaces of everything it talks to (events, clocks, settings, the
 * element's reactions), injected so that it runs in Node.
 * @module
 */
import type { KlondikeEventDetail, KlondikeEventMap } from '../events.js';
import type { Strings } from '../i18n/strings.js';
import type { StuckMode } from '../options.js';
import type { TableView } from './view.js';

/** How long a hint stays on the table (ms), unless asked from the keyboard (then until the next input) or ended by an input sooner. */
export const HINT_MS = 3500;
/** How long a short message stays on the table (ms). */
export const MESSAGE_MS = 2600;
/**
 * The results panel opens this many animation durations after the win: the
 * last card lands (1), and a beat. At once with no animation. The win's
 * celebration (the art's cascade, which starts at 1.5) holds it longer
 * (`TableSession.holdResults`).
 */
export const WIN_PANEL_DELAY = 2;
/**
 * Cards in flight land when the table reports their transition's end
 * (`TableSession.landed`); without that report (a hidden page, a move
 * during a resize) they land this long after the animation's duration (ms).
 * Long enough that the report comes first even when the frames of a slow
 * phone start the transition late, so the landing shares the transition's
 * last frame instead of costing one more. Without animation nothing flies.
 */
export const LANDING_SLACK_MS = 250;

/** Timers, injected (the browser's, or a test's fake clock). */
export interface SessionClock {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The playing-time clock the session runs and stops. */
export interface PlayClock {
  readonly ms: number;
  run(): void;
  stop(): void;
  reset(): void;
}

/** What the session reads from the element's settings when it needs them. */
export interface SessionSettings {
  /** Effective animation duration in ms (0: no animation). */
  readonly animationMs: number;
  readonly stuck: StuckMode;
  /** A replay holds the table: its moves come from the replay, its win is nobody's. */
  readonly replaying: boolean;
  /** No real game is on the table yet (a proven deal is being searched). */
  readonly waiting: boolean;
}

/** The session's connections to the world, injected. */
export interface SessionDeps {
  emit<K extends keyof KlondikeEventMap>(name: K, detail: KlondikeEventDetail<K>): void;
  readonly clock: SessionClock;
  readonly playClock: PlayClock;
  strings(): Strings;
  settings(): SessionSettings;
  /** After every commit; `gameChanged` when the revision was bumped. */
  onCommit(view: TableView, gameChanged: boolean): void;
  /** Stops the help in progress (a Finish playing) before the player's own move. */
  stopAssist(): void;
  /** Says a message to screen readers. */
  say(text: string): void;
}
