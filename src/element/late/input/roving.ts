/**
 * The table is one Tab stop (a roving tabindex, as in the WAI-ARIA grid and
 * toolbar patterns): of the thirteen pile slots only one has `tabindex="0"`,
 * the pile the player was on last (at first the first pile in reading
 * order, views/table.ts); the others have `-1`, and the arrows move between
 * them (late/input/keyboard.ts). Tab from the toolbar lands on that pile,
 * the next Tab leaves the table, instead of thirteen stops.
 * @module
 */

/** Makes `slot` the table's Tab stop: `tabindex="0"` on it, `-1` on every other pile slot of `root`. */
export function makeTabStop(root: ParentNode, slot: Element): void {
  for (const s of root.querySelectorAll('.slot[data-pile]')) {
    const want = s === slot ? '0' : '-1';
    if (s.getAttribute('tabindex') !== want) s.setAttribute('tabindex', want);
  }
}

/** A focus event's innermost target when it is a pile slot, else null. */
export function focusedSlot(e: Event): Element | null {
  const t = e.composedPath()[0];
  return t instanceof Element && t.matches('.slot[data-pile]') ? t : null;
}
