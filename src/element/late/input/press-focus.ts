/**
 * Where the focus goes after a press on the table (the drag controller's
 * press and release; a module of the input parts, which load after the
 * first paint).
 * @module
 */

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
