/**
 * A pointer press as plain data, kept beyond its event's dispatch (after
 * which `composedPath()` is empty). The element records the first press on
 * it while the input parts are still loading, and hands it to the drag
 * controller when they arrive, so the player's first drag is not lost.
 * And where the focus goes after a press on the table.
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

/**
 * True when the press `e` lands on what takes focus (a face-up card, a pile,
 * a button). A press on anything else (a face-down card, the felt) would
 * blur the pile that has the focus, for the release to focus the pile
 * pressed again ({@link focusPressedPile}): two focus changes, with their
 * events on the host and their restyles, on every tap of the stock. The
 * drag controller keeps the focus where it is through such a press.
 */
export function takesFocus(e: Event): boolean {
  const target = e.composedPath()[0];
  return !(target instanceof Element) || !!target.closest('[tabindex], button, a[href], input, select, textarea');
}

/**
 * After a press on the table, keys should reach the element: focuses the pile
 * pressed, unless the focus is on it already (its slot or one of its cards).
 * Without its keyboard ring (Chromium rings a scripted focus): a mouse or a
 * finger did this, and the ring comes back with the first key, as in the
 * native apps.
 */
export function focusPressedPile(root: ShadowRoot, pile: string | null): void {
  if (!pile || (root.activeElement as HTMLElement | null)?.dataset?.pile === pile) return;
  root.querySelector<HTMLElement>(`.slot[data-pile="${pile}"]`)?.focus({ preventScroll: true, focusVisible: false });
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
