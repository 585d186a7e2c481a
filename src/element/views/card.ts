/**
 * Card faces drawn with SVG and CSS (no images): corner indices top-left
 * and bottom-right, suit symbols, pips on number cards, a framed figure on
 * jacks, queens and kings. A face-down card has no child: its back is the
 * card node's own background (`.card.down`, styles/cards.ts). The corner letters
 * follow the language (K Q J in English, R D V in French). Colours come from
 * the suit classes (`s-h` ...), so a four-colour deck is a matter of CSS.
 * @module
 */
import { html, type TemplateResult } from 'lit';
import { rankLetter, type Strings } from '../i18n/strings.js';
import { en } from '../i18n/en.js';
import { faceArt } from './face-art.js';

/**
 * Each suit's outline in a 100 × 100 box, in absolute commands only (`M`,
 * `L`, `C`, `Z`, and `O cx cy r` for a circle), so that a pip is the same
 * numbers moved, scaled and turned (see {@link placeSuit}).
 */
const SUIT_SHAPES: Record<string, string> = {
  s: 'M 50 4 C 40 22 8 38 8 60 C 8 74 19 82 31 82 C 38 82 43 79 46 74 C 45 84 41 90 33 96 L 67 96 C 59 90 55 84 54 74 C 57 79 62 82 69 82 C 81 82 92 74 92 60 C 92 38 60 22 50 4 Z',
  h: 'M 50 92 C 20 68 4 50 4 31 C 4 16 15 6 28 6 C 38 6 46 12 50 21 C 54 12 62 6 72 6 C 85 6 96 16 96 31 C 96 50 80 68 50 92 Z',
  d: 'M 50 3 L 88 50 L 50 97 L 12 50 Z',
  c: 'O 50 27 19 O 27 58 19 O 73 58 19 O 50 52 12 M 46 56 C 46 74 42 86 34 96 L 66 96 C 58 86 54 74 54 56 Z',
};

const round2 = (n: number): number => Math.round(n * 100) / 100;

/**
 * The path data of a suit's outline (`s` `h` `d` `c`) centred on (`cx`, `cy`),
 * `size` units across, turned upside down when `turned` (the pips of a card's
 * lower half).
 */
export function placeSuit(suit: string, cx: number, cy: number, size: number, turned = false): string {
  const k = (turned ? -size : size) / 100;
  const at = (x: string, y: string) => `${round2(cx + (Number(x) - 50) * k)} ${round2(cy + (Number(y) - 50) * k)}`;
  const words = SUIT_SHAPES[suit].split(' ');
  let out = '';
  for (let i = 0; i < words.length; ) {
    const w = words[i++];
    if (w === 'Z') out += 'Z';
    else if (w === 'O') {
      // A circle: two half arcs (a turn keeps their sweep: it is a rotation).
      const [x, y, r] = words.slice(i, (i += 3)).map(Number);
      const rr = round2(r * Math.abs(k));
      out += `M${at(String(x - r), String(y))}A${rr} ${rr} 0 1 0 ${at(String(x + r), String(y))}A${rr} ${rr} 0 1 0 ${at(String(x - r), String(y))}Z`;
    } else {
      const pairs = w === 'C' ? 3 : 1;
      out += w;
      for (let p = 0; p < pairs; p++, i += 2) out += `${p ? ' ' : ''}${at(words[i], words[i + 1])}`;
    }
  }
  return out;
}

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

/** Each suit's outline in its 100 × 100 box (the path of {@link suitIcon}). */
const SUIT_ICON_PATHS: Record<string, string> = Object.fromEntries(['s', 'h', 'd', 'c'].map((x) => [x, placeSuit(x, 50, 50, 100)]));

/** An inline SVG suit symbol (`s` `h` `d` `c`) that takes its colour from `currentColor`. */
export function suitIcon(suit: string, cls = 'suit'): TemplateResult {
  return html`<svg class=${cls} viewBox="0 0 100 100" aria-hidden="true" focusable="false"><path d=${SUIT_ICON_PATHS[suit]}></path></svg>`;
}

/**
 * The pips' box, in hundredths of the card's width: as wide as the middle
 * third of the card and as tall as its middle 60 % on a card of the usual
 * shape (1.4 times as tall as wide; a taller card centres the same pips).
 */
const PIP_BOX = { w: 32, h: 84, pip: 15 }; // the pips' viewBox below is 0 0 w h
const pipPaths = new Map<string, string>();

/** All the pips of a number card (rank `2`..`T`) as one path in {@link PIP_BOX} (kept: 36 cards at most). */
function pipPath(rank: string, suit: string): string {
  const key = rank + suit;
  let d = pipPaths.get(key);
  if (d === undefined) {
    d = PIPS[rank].map(([x, y]) => placeSuit(suit, x * PIP_BOX.w, y * PIP_BOX.h, PIP_BOX.pip, y > 0.5)).join('');
    pipPaths.set(key, d);
  }
  return d;
}

/**
 * The middle of a face: a framed figure (J, Q, K), one large suit (ace),
 * or one large suit and the pips (number cards; CSS shows the pips on wide
 * tables and the large suit on narrow ones). Each is one SVG path, so a
 * face is about a dozen elements however many pips it has. The court
 * figures and the ace of spades come from the face art once it has arrived
 * (`face-art.ts`); before, a letter in a framed panel and a plain suit.
 */
function centre(rank: string, suit: string, letter: string): TemplateResult {
  const art = faceArt();
  if (rank === 'J' || rank === 'Q' || rank === 'K') {
    if (art) return art.court(rank, suit);
    return html`<span class="court court-${rank}"><span class="court-rank" data-rank=${letter}></span>${suitIcon(suit, 'court-suit')}</span>`;
  }
  if (rank === 'A') return art?.ace(suit) ?? suitIcon(suit, 'ace');
  return html`${suitIcon(suit, 'big')}<svg class="pips" viewBox="0 0 32 84" aria-hidden="true" focusable="false"><path d=${pipPath(rank, suit)}></path></svg>`;
}

/**
 * The face of a card (notation `'Th'`): only ever rendered for a face-up card,
 * so a hidden card's identity is nowhere in the DOM. `strings` gives the
 * corner letters.
 *
 * The top-left index is the card's visible text, which its accessible name
 * ("9 of clubs") starts with; the upside-down index and the court's letter
 * repeat it as decoration, drawn from `data-rank` by CSS (styles/cards.ts),
 * so that the visible text stays "9", not "9 9" (axe's
 * `label-content-name-mismatch`, WCAG 2.5.3 label in name).
 */
export function cardFace(card: string, strings: Strings = en): TemplateResult {
  const rank = card[0];
  const suit = card[1];
  const text = rankLetter(card, strings);
  const rankCls = rank === 'T' ? 'idx-rank ten' : 'idx-rank';
  return html`<span class="face ${isRedCard(card) ? 'red' : 'black'} s-${suit}" aria-hidden="true">
    <span class="idx tl"><span class=${rankCls}>${text}</span>${suitIcon(suit, 'idx-suit')}</span>
    ${centre(rank, suit, text)}
    <span class="idx br"><span class=${rankCls} data-rank=${text}></span>${suitIcon(suit, 'idx-suit')}</span>
  </span>`;
}
