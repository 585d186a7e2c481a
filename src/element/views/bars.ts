/**
 * The bars around the table (toolbar above, status below, or both on one row
 * on a short screen) and the table's height that they leave.
 * @module
 */
/** The viewport-height unit: `svh` (the height while the browser's bars show) where supported. */
const VH = typeof CSS !== 'undefined' && CSS.supports?.('height', '1svh') ? 'svh' : 'vh';
/** Room for the toolbar and the status bar above and below the table. */
const BARS_PX = 90;
/** Room kept for the status, items two by two, on the toolbar's row (a French Vegas score fits). */
const ONE_BAR_STATUS_PX = 230;
/** Room for the one bar of a wide element on a short screen (see {@link oneBar}). */
const ONE_BAR_PX = 52;
/** The viewport cap never makes the table shorter than this. */
const MIN_TABLE_PX = 240;

/**
 * The table's height when the page does not set the element's: its natural
 * height for its width, but no more than the viewport leaves under the
 * toolbar and above the status bar, so that the whole game is on screen
 * without scrolling the page (a wide host on a phone in landscape, a laptop's
 * short window): the cards then shrink to the height. An element the page
 * gives a height fills it instead (the table is a flex item of the frame).
 */
export function tableHeight(natural: number, bars: number): string {
  return `min(${natural}px, max(calc(100${VH} - ${bars}px), ${MIN_TABLE_PX}px))`;
}

/**
 * True when the toolbar and the status bar share one row above the table: an
 * element on a short screen (a phone in landscape), where every pixel of
 * height goes to the cards, wide enough for its buttons (`toolsW`, measured:
 * they depend on the language and the options) and the status. It depends on
 * the viewport's height, not the table's, so that the table growing into the
 * freed room cannot switch it back; the buttons keep their size in both.
 */
export function oneBar(width: number, toolsW: number): boolean {
  return toolsW > 0 && width >= toolsW + ONE_BAR_STATUS_PX + 40 && typeof innerHeight === 'number' && innerHeight < 520;
}

/** Room the bars take from the viewport's height: two rows, or one (see {@link oneBar}). */
export function barsHeight(one: boolean): number {
  return one ? ONE_BAR_PX : BARS_PX;
}

/** The width from the first to the last of the toolbar's buttons and link, in whole pixels (0: none). */
export function toolsExtent(bar: HTMLElement): number {
  const r = [...bar.children].map((k) => k.getBoundingClientRect());
  return r.length ? Math.ceil(Math.max(...r.map((b) => b.right)) - Math.min(...r.map((b) => b.left))) : 0;
}
