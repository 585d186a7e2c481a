/**
 * The game clock: starts at the first move, stops on a win, and asks the
 * host to refresh once a second while it runs. It also stops while the page
 * is hidden (another tab, a phone's app switcher, a locked screen): time
 * away is not playing time, and the next move starts it again.
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Playing time of one game. */
export class TimerController implements ReactiveController {
  private start: number | null = null;
  private acc = 0;
  private ticker?: ReturnType<typeof setInterval>;
  private connected = false;

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
    if (wanted && this.ticker === undefined) this.ticker = setInterval(() => this.onTick(), 1000);
    else if (!wanted && this.ticker !== undefined) {
      clearInterval(this.ticker);
      this.ticker = undefined;
    }
  }

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

  /** Starts the clock (no effect when running). */
  run(): void {
    this.start ??= performance.now();
    this.tick();
  }

  /** Stops the clock, keeping the time. */
  stop(): void {
    this.acc = this.ms;
    this.start = null;
    this.tick();
  }

  /** Sets the time played, stopped (a restored game: the clock runs again at the next move). */
  restore(ms: number): void {
    this.acc = ms;
    this.start = null;
    this.tick();
  }

  /** Back to 0:00, stopped. */
  reset(): void {
    this.acc = 0;
    this.start = null;
    this.tick();
  }
}
