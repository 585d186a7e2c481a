/**
 * The bars around the table (toolbar above, status below, or both on one row
 * on a short screen), the table's height that they leave, and how the
 * toolbar fits its row (words, some icons, icons only), from the element's
 * width and the words' measured widths in the current language.
 * @module
 */
import type { ToolbarFit } from './toolbar.js';

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

/**
 * The toolbar's sizes (they must match styles/frame.ts): a button's padding
 * and borders around its word, with words and compact; the gap between
 * buttons and the bar's side padding, with words and compact; an icon
 * button's width, and its width on a coarse pointer (a finger: 44 CSS px,
 * the platforms' minimum target).
 */
const TOOLS = { pad: 26, linkPad: 12, compactPad: 18, gap: 6, compactGap: 4, side: 16, compactSide: 8, icon: 36, coarseIcon: 44 } as const;

/** One item of the toolbar as measured: its word's width and what it becomes. */
export interface ToolItem {
  /** The width of its word (the widest, for Finish and Stop), in CSS px. */
  readonly word: number;
  /** `word`: a word until icons only; `short`: an icon once compact (Undo, the rules link); `icon`: always an icon (the gear). */
  readonly kind: 'word' | 'short' | 'icon';
  /** The rules link (less padding than a button). */
  readonly link: boolean;
}

/** The toolbar's items and their words' widths, read from the rendered toolbar (in any fit: the words stay laid out). */
export function measureTools(bar: HTMLElement): ToolItem[] {
  return [...bar.children].map((k) => {
    const word = Math.max(0, ...[...k.querySelectorAll('.long, .long > *')].map((w) => w.getBoundingClientRect().width));
    const action = (k as HTMLElement).dataset.action;
    const link = k.localName === 'a';
    return { word: Math.ceil(word), kind: action === 'settings' ? 'icon' : action === 'undo' || link ? 'short' : 'word', link };
  });
}

/**
 * How the toolbar fits a row `width` px wide: with its words when they all
 * fit, else compact (Undo and the rules link as icons, tighter), else icons
 * only; `coarse`: a finger's targets (44 px). Before the toolbar was measured
 * (`items` empty): words on a wide element, icons on a narrow one.
 */
export function toolbarFit(items: readonly ToolItem[], width: number, coarse: boolean): ToolbarFit {
  if (!items.length) return width >= 480 ? 'labels' : 'icons';
  const icon = coarse ? TOOLS.coarseIcon : TOOLS.icon;
  const button = (w: number) => (coarse ? Math.max(TOOLS.coarseIcon, w) : w);
  const gaps = (gap: number, side: number) => gap * (items.length - 1) + side;
  const labels = items.reduce((sum, i) => sum + (i.kind === 'icon' ? icon : button(i.word + (i.link ? TOOLS.linkPad : TOOLS.pad))), gaps(TOOLS.gap, TOOLS.side));
  if (labels + 2 <= width) return 'labels';
  const compact = items.reduce((sum, i) => sum + (i.kind === 'word' ? button(i.word + TOOLS.compactPad) : icon), gaps(TOOLS.compactGap, TOOLS.compactSide));
  return compact + 2 <= width ? 'compact' : 'icons';
}

/** A finger, not a mouse (`pointer: coarse`), asked once: the query list stays live. */
let coarseQuery: MediaQueryList | undefined;

/** True when the page's primary pointer is coarse (a touch screen). */
export function coarsePointer(): boolean {
  return typeof matchMedia === 'function' && (coarseQuery ??= matchMedia('(pointer: coarse)')).matches;
}
