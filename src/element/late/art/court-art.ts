/**
 * The face art as Lit SVG templates: each court card's figure (the upper
 * half of `figures.ts`, then the same half turned about the middle, with
 * the suit beside the head as on real cards) and the decorated ace of
 * spades. Colours are CSS (`art-styles.ts`): the suit's colour is
 * `currentColor`, the others are the figures' custom properties.
 *
 * A figure is one `<svg>` of about fifteen paths, each half's paths being
 * the same template; a table shows twelve figures at most.
 * @module
 */
import { html, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import { placeSuit } from '../../views/card.js';
import type { FaceArt } from '../../views/face-art.js';
import { FIGURES, HALF, LAYER_ROLES, type HalfFigure } from './figures.js';

/** One half-figure's paths, a class per colour role. */
function halfTemplate(f: HalfFigure): SVGTemplateResult {
  return svg`${LAYER_ROLES.filter((r) => f[r]).map((r) => svg`<path class=${`l-${r}`} d=${f[r]!}></path>`)}`;
}

const HALVES = { J: halfTemplate(FIGURES.J), Q: halfTemplate(FIGURES.Q), K: halfTemplate(FIGURES.K) };
const TURN = `rotate(180 ${HALF.w / 2} ${HALF.h})`;
const corners = new Map<string, string>();

/** The small suit beside the head, in the figure's top-left corner. */
function cornerSuit(suit: string): string {
  let d = corners.get(suit);
  if (d === undefined) corners.set(suit, (d = placeSuit(suit, 7, 7, 9)));
  return d;
}

/**
 * A court card's figure: the half-figure and its turned copy, the suit in
 * two corners, the rule between the halves. On a narrow card CSS shows the
 * upper half only (its box is cut at the rule), a bust that reads at 40 px.
 */
export function courtFigure(rank: string, suit: string): TemplateResult {
  const half = HALVES[rank as 'J' | 'Q' | 'K'];
  const pip = cornerSuit(suit);
  return html`<span class="court-art court-${rank}"
    ><svg viewBox="0 0 ${HALF.w} ${HALF.h * 2}" aria-hidden="true" focusable="false">
      <g>${half}<path class="l-pip" d=${pip}></path></g>
      <g class="lower" transform=${TURN}>${half}<path class="l-pip" d=${pip}></path></g>
      <path class="l-rule" d="M0 ${HALF.h}H${HALF.w}"></path></svg
  ></span>`;
}

/** The ace of spades' ornament: a wreath of eight leaves and a rosette, over the spade (100 × 100 box). */
const ROSETTE = (() => {
  const leaves: string[] = [];
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    const c = Math.cos(a);
    const s = Math.sin(a);
    const at = (r: number, w: number) => `${(50 + c * r - s * w).toFixed(1)} ${(56 + s * r + c * w).toFixed(1)}`;
    leaves.push(`M${at(3, 0)}Q${at(8, 3.2)} ${at(13, 0)}Q${at(8, -3.2)} ${at(3, 0)}Z`);
  }
  return leaves.join('');
})();
const SPADE = placeSuit('s', 50, 50, 100);
const SPADE_INLINE = placeSuit('s', 50, 49, 80);

/** The decorated ace of spades (other aces keep the plain large suit). */
export function aceFigure(suit: string): TemplateResult | undefined {
  if (suit !== 's') return undefined;
  return html`<svg class="ace ace-art" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
    <path d=${SPADE}></path>
    <path class="l-inline" d=${SPADE_INLINE}></path>
    <path class="l-gold" d=${ROSETTE}></path>
    <circle class="l-gold" cx="50" cy="56" r="3.2"></circle>
  </svg>`;
}

/** The face art of `face-art.ts`. */
export const FACE_ART: FaceArt = { court: courtFigure, ace: aceFigure };
