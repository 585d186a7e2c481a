/**
 * The face art as Lit SVG templates: each court card's figure (the upper
 * half of `figures.ts`, then the same half turned about the middle, with
 * the suit beside the head as on real cards) and the decorated ace of
 * spades. Colours are CSS (`art-styles.ts`): the suit's colour is
 * `currentColor`, the others are the figures' custom properties.
 *
 * A figure is one `<svg>` of about fifteen paths, each half's paths being
 * the same template; a table shows twelve figures at most. Lit's `html` and
 * `svg` come from the element ({@link ArtKit}): this module imports nothing
 * at run time.
 * @module
 */
import type { TemplateResult } from 'lit';
import type { FaceArt } from '../../views/face-art.js';
import type { ArtKit } from './kit.js';
import { FIGURES, HALF, LAYER_ROLES, type HalfFigure } from './figures.js';

/** The ace of spades' ornament: a wreath of eight leaves round a rosette (100 × 100 box, over the spade). */
const WREATH = (() => {
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

/** The face art of `views/face-art.ts`, drawn with the element's Lit. */
export function createFaceArt({ html, svg, placeSuit }: ArtKit): FaceArt {
  const halfTemplate = (f: HalfFigure) => svg`${LAYER_ROLES.filter((r) => f[r]).map((r) => svg`<path class=${`l-${r}`} d=${f[r]!}></path>`)}`;
  const halves = { J: halfTemplate(FIGURES.J), Q: halfTemplate(FIGURES.Q), K: halfTemplate(FIGURES.K) };
  const turn = `rotate(180 ${HALF.w / 2} ${HALF.h})`;
  const corners = new Map<string, string>();
  const spade = placeSuit('s', 50, 50, 100);
  const spadeInline = placeSuit('s', 50, 49, 80);
  return {
    /**
     * A court card's figure: the half-figure and its turned copy, the suit
     * in two corners, the rule between the halves. On a narrow card CSS shows
     * the upper half only (its box cuts the figure at the rule), a bust that
     * reads at 40 px.
     */
    court(rank: string, suit: string): TemplateResult {
      const half = halves[rank as 'J' | 'Q' | 'K'];
      let pip = corners.get(suit);
      if (pip === undefined) corners.set(suit, (pip = placeSuit(suit, 7, 7, 9)));
      return html`<span class="court-art court-${rank}"
        ><svg viewBox="0 0 ${HALF.w} ${HALF.h * 2}" aria-hidden="true" focusable="false">
          <g>${half}<path class="l-pip" d=${pip}></path></g>
          <g class="lower" transform=${turn}>${half}<path class="l-pip" d=${pip}></path></g>
          <path class="l-rule" d="M0 ${HALF.h}H${HALF.w}"></path></svg
      ></span>`;
    },
    /** The decorated ace of spades (other aces keep the plain large suit). */
    ace(suit: string): TemplateResult | undefined {
      if (suit !== 's') return undefined;
      return html`<svg class="ace ace-art" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
        <path d=${spade}></path>
        <path class="l-inline" d=${spadeInline}></path>
        <path class="l-gold" d=${WREATH}></path>
        <circle class="l-gold" cx="50" cy="56" r="3.2"></circle>
      </svg>`;
    },
  };
}
