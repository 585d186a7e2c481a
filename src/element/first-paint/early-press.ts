/**
 * A pointer press as plain data, kept beyond its event's dispatch (after
 * which `composedPath()` is empty). The element records the first press on
 * it while the input parts are still loading, and hands it to the drag
 * controller when they arrive, so the player's first drag is not lost.
 * @module
 */

/** What the drag controller reads from a `pointerdown`. */
export interface Press {
  readonly pointerId: number;
  readonly isPrimary: boolean;
  readonly pointerType: string;
  readonly button: number;
  readonly clientX: number;
  readonly clientY: number;
  /** The event's composed path, taken while it was being dispatched. */
  readonly path: readonly EventTarget[];
}

/** The press `e` as data; call it while `e` is being dispatched. */
export function pressOf(e: PointerEvent): Press {
  const { pointerId, isPrimary, pointerType, button, clientX, clientY } = e;
  return { pointerId, isPrimary, pointerType, button, clientX, clientY, path: e.composedPath() };
}

/**
 * Watches `target` for the first press until {@link EarlyPress.take} is
 * called: the press, while its pointer is still down, else null.
 */
export class EarlyPress {
  private press: Press | null = null;
  private done = false;
  /** Releases are watched on the whole window: the pointer may leave the element before it is let go. */
  private readonly releases: EventTarget = globalThis;

  constructor(private readonly target: EventTarget) {
    target.addEventListener('pointerdown', this.onDown as EventListener);
    for (const type of ['pointerup', 'pointercancel']) this.releases.addEventListener(type, this.onUp as EventListener, true);
  }

  /** The press still held (once; later calls give null), and stops watching. */
  take(): Press | null {
    if (!this.done) {
      this.done = true;
      this.target.removeEventListener('pointerdown', this.onDown as EventListener);
      for (const type of ['pointerup', 'pointercancel']) this.releases.removeEventListener(type, this.onUp as EventListener, true);
    }
    const press = this.press;
    this.press = null;
    return press;
  }

  private readonly onDown = (e: PointerEvent): void => {
    this.press = pressOf(e);
  };

  private readonly onUp = (e: PointerEvent): void => {
    if (e.pointerId === this.press?.pointerId) this.press = null;
  };
}
