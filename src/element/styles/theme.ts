/**
 * The `theme` attribute: `light`, `dark` or `auto` (default: follow the
 * page's `prefers-color-scheme`). The colours themselves are CSS (see
 * `styles/frame.ts`, keyed on the frame's `data-theme`); this only parses the
 * attribute.
 * @module
 */
/** The colour theme asked for. */
export type Theme = 'light' | 'dark' | 'auto';

/** `theme`: "light", "dark" or "auto"; anything else warns once and means auto. */
export function normTheme(v: unknown): Theme {
  const s = typeof v === 'string' ? v.trim().toLowerCase() : v;
  if (s === 'light' || s === 'dark' || s === 'auto') return s;
  if (s !== null && s !== undefined && s !== '') {
    console.warn(`<klondike-solitaire>: theme=${JSON.stringify(String(v))} is not valid (expected "light", "dark" or "auto"); using auto.`);
  }
  return 'auto';
}
