/**
 * Card faces and backs drawn with SVG and CSS (no images): corner indices
 * top-left and bottom-right, suit symbols, pips on number cards, a framed
 * figure on jacks, queens and kings, a patterned back. The corner letters
 * follow the language (K Q J in English, R D V in French). Colours come from
 * the suit classes (`s-h` ...), so a four-colour deck is a matter of CSS.
 * @module
 */
import { styleProps } from './style-props.js';
import { html, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import { en, rankLetter, type Strings } from '../i18n/strings.js';

/** SVG paths of the suits in a 100 × 100 box. */
const SUIT_PATHS: Record<string, SVGTemplateResult> = {
  s: svg`<path d="M50 4C40 22 8 38 8 60c0 14 11 22 23 22 7 0 12-3 15-8-1 10-5 16-13 22h34c-8-6-12-12-13-22 3 5 8 8 15 8 12 0 23-8 23-22C92 38 60 22 50 4z"/>`,
  h: svg`<path d="M50 92C20 68 4 50 4 31 4 16 15 6 28 6c10 0 18 6 22 15 4-9 12-15 22-15 13 0 24 10 24 25 0 19-16 37-46 61z"/>`,
  d: svg`<path d="M50 3l38 47-38 47-38-47z"/>`,
  c: svg`<circle cx="50" cy="27" r="19"/><circle cx="27" cy="58" r="19"/><circle cx="73" cy="58" r="19"/><circle cx="50" cy="52" r="12"/><path d="M46 56c0 18-4 30-12 40h32c-8-10-12-22-12-40z"/>`,
};

/** Pip positions (x, y in 0..1 of the pip area) for ranks 2..10. */
const PIPS: Record<string, [number, number][]> = (() => {
  const L = 0, C = 0.5, R = 1;
  const two: [number, number][] = [[C, 0], [C, 1]];
  const four: [number, number][] = [[L, 0], [R, 0], [L, 1], [R, 1]];
  const six: [number, number][] = [...four, [L, 0.5], [R, 0.5]];
  const eight: [number, number][] = [[L, 0], [R, 0], [L, 1 / 3], [R, 1 / 3], [L, 2 / 3], [R, 2 / 3], [L, 1], [R, 1]];
  return {
    '2': two,
    '3': [...two, [C, 0.5]],
    '4': four,
    '5': [...four, [C, 0.5]],
    '6': six,
    '7': [...six, [C, 0.25]],
    '8': [...six, [C, 0.25], [C, 0.75]],
    '9': [...eight, [C, 0.5]],
    T: [...eight, [C, 1 / 6], [C, 5 / 6]],
  };
})();

/** True for hearts and diamonds (card in notation, e.g. `'Th'`). */
export const isRedCard = (card: string): boolean => card[1] === 'h' || card[1] === 'd';

/** An inline SVG suit symbol (`s` `h` `d` `c`) that takes its colour from `currentColor`. */
export function suitIcon(suit: string, cls = 'suit'): TemplateResult {
  return html`<svg class=${cls} viewBox="0 0 100 100" aria-hidden="true" focusable="false">${SUIT_PATHS[suit]}</svg>`;
}

function centre(rank: string, suit: string, letter: string): TemplateResult {
  if (rank === 'J' || rank === 'Q' || rank === 'K') {
    return html`<span class="court court-${rank}"><span class="court-rank">${letter}</span>${suitIcon(suit, 'court-suit')}</span>`;
  }
  if (rank === 'A') return html`<span class="ace">${suitIcon(suit, 'ace-suit')}</span>`;
  return html`<span class="big">${suitIcon(suit, 'big-suit')}</span>
    <span class="pips">${PIPS[rank].map(
      ([x, y]) => html`<span class="pip ${y > 0.5 ? 'down' : ''}" style=${styleProps({ left: `${x * 100}%`, top: `${y * 100}%` })}>${suitIcon(suit, 'pip-suit')}</span>`,
    )}</span>`;
}

/**
 * The face of a card (notation `'Th'`): only ever rendered for a face-up card,
 * so a hidden card's identity is nowhere in the DOM. `strings` gives the
 * corner letters.
 */
export function cardFace(card: string, strings: Strings = en): TemplateResult {
  const rank = card[0];
  const suit = card[1];
  const text = rankLetter(card, strings);
  return html`<span class="face ${isRedCard(card) ? 'red' : 'black'} s-${suit}" aria-hidden="true">
    <span class="idx tl"><span class="idx-rank">${text}</span>${suitIcon(suit, 'idx-suit')}</span>
    ${centre(rank, suit, text)}
    <span class="idx br"><span class="idx-rank">${text}</span>${suitIcon(suit, 'idx-suit')}</span>
  </span>`;
}

/** The back of a card: a CSS pattern. */
export function cardBack(): TemplateResult {
  return html`<span class="back" aria-hidden="true"><span class="back-inner"></span></span>`;
}
