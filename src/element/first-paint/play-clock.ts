/**
 * The game clock: starts at the first move, stops on a win, and asks the
 * host to refresh once a second while it runs. It also stops while the page
 * is hidden (another tab, a phone's app switcher, a locked screen): time
 * away is not playing time, and the next move starts it again.
 *
 * It sleeps when nobody plays: after `quietMs` (60 s) without a move, a
 * press or a key, the clock stops and its ticker with it, so an unattended
 * game wakes nothing. Fair timing: the quiet period counts (a player may
 * think that long), the time beyond it does not; the next press, key or
 * move runs the clock again.
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** How long a game may go without input before its clock sleeps (ms). */
export const QUIET_MS = 60_000;

/** Playing time of one game. */
export class TimerController implements ReactiveController {
  private start: number | null = null;
  private acc = 0;
  private ticker?: ReturnType<typeof setInterval>;
  private connected = false;
  /** When the player last moved, pressed or typed (`performance.now()`). */
  private lastInput = 0;
  /** True while the clock is stopped because nobody played for `quietMs`. */
  private asleep = false;
  /** The quiet period after which the clock sleeps (the project's tests shorten it). */
  quietMs = QUIET_MS;

  /** `onTick` runs every second while the clock runs. */
  constructor(
    host: ReactiveControllerHost,
    private readonly onTick: () => void,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.connected = true;
    this.tick();
    document.addEventListener('visibilitychange', this.onVisibility);
  }

  hostDisconnected(): void {
    this.connected = false;
    this.tick();
    document.removeEventListener('visibilitychange', this.onVisibility);
  }

  /**
   * The one-second ticker runs only while the clock runs: a game not yet
   * started, won or paused (and a page of them) wakes nothing.
   */
  private tick(): void {
    const wanted = this.connected && this.start !== null;
    if (wanted && this.ticker === undefined) this.ticker = setInterval(this.onInterval, 1000);
    else if (!wanted && this.ticker !== undefined) {
      clearInterval(this.ticker);
      this.ticker = undefined;
    }
  }

  /**
   * A second passed: refresh, or sleep when the quiet period ends before the
   * next tick, counting the time up to its end and not beyond.
   */
  private readonly onInterval = (): void => {
    const end = this.lastInput + this.quietMs;
    if (this.start !== null && performance.now() + 1000 > end) {
      this.acc += Math.max(0, end - this.start);
      this.start = null;
      this.asleep = true;
      this.tick();
    }
    this.onTick();
  };

  private readonly onVisibility = (): void => {
    if (document.visibilityState === 'hidden' && this.start !== null) {
      this.stop();
      this.onTick();
    }
  };

  /** Milliseconds played. */
  get ms(): number {
    return this.acc + (this.start === null ? 0 : performance.now() - this.start);
  }

  /** True while the clock runs. */
  get running(): boolean {
    return this.start !== null;
  }

  /** True while the clock sleeps because nobody played for the quiet period. */
  get sleeping(): boolean {
    return this.asleep;
  }

  /** Starts the clock (no effect when running); a move is input. */
  run(): void {
    this.lastInput = performance.now();
    this.asleep = false;
    this.start ??= this.lastInput;
    this.tick();
  }

  /** A press or a key on the element: the quiet period starts again, and a sleeping clock wakes. */
  input(): void {
    if (this.asleep) this.run();
    else this.lastInput = performance.now();
  }

  /** Stops the clock, keeping the time. */
  stop(): void {
    this.acc = this.ms;
    this.start = null;
    this.asleep = false;
    this.tick();
  }

  /** Sets the time played, stopped (a restored game: the clock runs again at the next move). */
  restore(ms: number): void {
    this.acc = ms;
    this.start = null;
    this.asleep = false;
    this.tick();
  }

  /** Back to 0:00, stopped. */
  reset(): void {
    this.acc = 0;
    this.start = null;
    this.asleep = false;
    this.tick();
  }
}
