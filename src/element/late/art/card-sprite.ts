/**
 * A card face drawn on a canvas, for the win celebration (`cascade.ts`): the
 * same look as the DOM's faces, simplified where a moving card allows (one
 * large suit on number cards), with the court figures of `figures.ts`
 * (Path2D takes their SVG path data). Colours are the element's, read from
 * its computed style, so the theme and the four-colour deck hold.
 * @module
 */
import { FIGURES, HALF, LAYER_ROLES, type LayerRole } from './figures.js';

/** The colours a sprite is drawn with (CSS colour strings). */
export interface SpriteColours {
  readonly face: string;
  /** Each suit's colour, by suit letter (`s` `h` `d` `c`). */
  readonly suit: Readonly<Record<string, string>>;
}

/** The figures' fixed colours (as `art-styles.ts`). */
const TINTS: Readonly<Record<Exclude<LayerRole, 'robe'>, string>> = { mane: '#5e3519', hair: '#5e3519', white: '#fffdf4', gold: '#e2ad35', skin: '#f6d5b3', line: '#1e1a16' };
const paths = new Map<string, Path2D>();
/** Cards narrower than this show the bust (the table's `pipped` width, `views/layout.ts`). */
const NARROW = 74;
/** The suits' outlines (`ArtKit.placeSuit`). */
type PlaceSuit = (suit: string, cx: number, cy: number, size: number, turned?: boolean) => string;

/** A cached Path2D of SVG path data. */
function path(d: string): Path2D {
  let p = paths.get(d);
  if (!p) paths.set(d, (p = new Path2D(d)));
  return p;
}


/** Draws a court figure in a `w` wide frame at (`x`, `y`): both halves (1.5 `w` tall), or the upper one alone (a bust, 0.75 `w` tall). */
function drawFigure(g: CanvasRenderingContext2D, rank: 'J' | 'Q' | 'K', colour: string, x: number, y: number, w: number, bust: boolean): void {
  const k = w / HALF.w;
  const tall = bust ? HALF.h : HALF.h * 2;
  g.save();
  g.translate(x, y);
  g.scale(k, k);
  g.fillStyle = '#fbf3dc';
  g.fillRect(0, 0, HALF.w, tall);
  for (const turn of bust ? [false] : [false, true]) {
    g.save();
    if (turn) {
      g.translate(HALF.w, HALF.h * 2);
      g.rotate(Math.PI);
    }
    const f = FIGURES[rank];
    for (const role of LAYER_ROLES) {
      const d = f[role];
      if (!d) continue;
      if (role === 'line') {
        g.strokeStyle = TINTS.line;
        g.lineWidth = 0.8;
        g.lineJoin = 'round';
        g.lineCap = 'round';
        g.stroke(path(d));
      } else {
        g.fillStyle = role === 'robe' ? colour : TINTS[role];
        g.fill(path(d));
      }
    }
    g.restore();
  }
  g.strokeStyle = colour;
  g.lineWidth = 1;
  g.strokeRect(0.5, 0.5, HALF.w - 1, tall - 1);
  g.restore();
}

/**
 * A canvas with the face of `card` (notation `'Qh'`), `w` × `h` CSS pixels
 * at `dpr` device pixels each; `letter` is the rank as the corner shows it.
 */
export function cardSprite(card: string, letter: string, w: number, h: number, dpr: number, c: SpriteColours, placeSuit: PlaceSuit): HTMLCanvasElement {
  const suitPath = (suit: string, cx: number, cy: number, size: number): Path2D => path(placeSuit(suit, cx, cy, size));
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(w * dpr);
  canvas.height = Math.ceil(h * dpr);
  const g = canvas.getContext('2d');
  if (!g) return canvas;
  g.scale(dpr, dpr);
  const rank = card[0];
  const suit = card[1];
  const colour = c.suit[suit];
  const r = w * 0.075;
  g.beginPath();
  g.roundRect(0.5, 0.5, w - 1, h - 1, r);
  g.fillStyle = c.face;
  g.fill();
  g.strokeStyle = 'rgba(0,0,0,0.3)';
  g.lineWidth = 1;
  g.stroke();
  // The corner indices: the rank, the suit under it; turned in the opposite corner.
  const idx = Math.max(9, Math.min(22, h * 0.2));
  g.fillStyle = colour;
  g.font = `700 ${idx}px system-ui, sans-serif`;
  g.textBaseline = 'top';
  for (const turn of [false, true]) {
    g.save();
    if (turn) {
      g.translate(w, h);
      g.rotate(Math.PI);
    }
    g.fillText(letter, w * 0.06, w * 0.05);
    // The suit under the rank on a wide card, beside it on a narrow one (as on the table).
    if (w < NARROW) g.fill(suitPath(suit, w * 0.08 + g.measureText(letter).width + idx * 0.35, w * 0.05 + idx * 0.45, idx * 0.7));
    else g.fill(suitPath(suit, w * 0.06 + idx * 0.36, w * 0.05 + idx * 1.35, idx * 0.7));
    g.restore();
  }
  if (rank === 'J' || rank === 'Q' || rank === 'K') {
    // As on the table (art-styles.ts): the whole figure between the index columns on a wide card, the bust between the index rows on a narrow one.
    const bust = w < NARROW;
    const fw = bust ? Math.min(w * 0.86, ((h - 2 * (w * 0.05 + idx + 2)) * 4) / 3) : Math.min(w - 2 * (w * 0.06 + idx * 0.8 + 3), (h - w * 0.1) / 1.5);
    const fh = fw * (bust ? 0.75 : 1.5);
    drawFigure(g, rank, colour, (w - fw) / 2, (h - fh) / 2, fw, bust);
  } else {
    g.fill(suitPath(suit, w / 2, h / 2, w * (rank === 'A' ? 0.5 : 0.42)));
  }
  return canvas;
}
