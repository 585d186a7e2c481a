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

  /** `onTick` runs every second while the clock runs. */
  constructor(
    host: ReactiveControllerHost,
    private readonly onTick: () => void,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.ticker = setInterval(() => this.start !== null && this.onTick(), 1000);
    document.addEventListener('visibilitychange', this.onVisibility);
  }

  hostDisconnected(): void {
    clearInterval(this.ticker);
    document.removeEventListener('visibilitychange', this.onVisibility);
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
  }

  /** Stops the clock, keeping the time. */
  stop(): void {
    this.acc = this.ms;
    this.start = null;
  }

  /** Sets the time played, stopped (a restored game: the clock runs again at the next move). */
  restore(ms: number): void {
    this.acc = ms;
    this.start = null;
  }

  /** Back to 0:00, stopped. */
  reset(): void {
    this.acc = 0;
    this.start = null;
  }
}
