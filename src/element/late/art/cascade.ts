/**
 * The win celebration: the classic cascade. When a game is won (and the
 * table animates: not under `prefers-reduced-motion`, not with
 * `animation="off"`), the cards leave the foundations one by one, kings
 * first, each bouncing across the table to the side and leaving its trail,
 * all drawn on ONE canvas laid over the table (the trail is the canvas not
 * being cleared; each frame only stamps the moving cards' sprites, so a
 * frame costs a few `drawImage` calls whatever has been drawn before).
 *
 * It holds the results panel back while it plays (`TableSession.holdResults`)
 * for {@link CASCADE_MAX_MS} at most, then fades out and the panel opens. A
 * tap, a click or a key anywhere on the element skips it at once; a new
 * game, an undo or the element leaving the page ends it too.
 * @module
 */
import type { Strings } from '../../i18n/strings.js';
import type { SessionNews } from '../../session/news.js';
import { cardSprite, type SpriteColours } from './card-sprite.js';
import type { ArtKit } from './kit.js';

/** The longest the celebration holds the results panel back (ms). */
export const CASCADE_MAX_MS = 5500;
/** Between two cards' departures (ms): about thirty cards leave before the fade (a tap skips). */
const LAUNCH_MS = 140;
/** How much of its speed a card keeps when it bounces off the table's bottom edge. */
const BOUNCE = 0.72;
/** The fade at the end (ms). */
const FADE_MS = 250;

/** What the cascade needs of its element. */
export interface CascadeHost {
  /** The session's news: `win` starts the cascade; `new-game` and `undo` end it. */
  readonly news: SessionNews;
  /** The element: its listeners (a tap or key skips) and its box (the canvas's reference). */
  readonly host: HTMLElement;
  /** Where the canvas goes (before the rendered content: never touched by the element's renders). */
  readonly renderRoot: HTMLElement | DocumentFragment;
  /** The table's node, or null before the first render. */
  tableElement(): HTMLElement | null;
  /** The animations' duration (ms); 0 under reduced motion or `animation="off"`: no cascade. */
  animationMs(): number;
  /** The strings (the corner letters of the sprites). */
  strings(): Strings;
  /** Holds the results panel back, `ms` at most. */
  holdResults(ms: number): void;
  /** Lets the results panel open (now, if it was due). */
  releaseResults(): void;
}

/** One card on its way out. */
interface Flyer {
  sprite: HTMLCanvasElement;
  x: number;
  y: number;
  vx: number;
  vy: number;
}

/** A foundation's place on the table and its cards, bottom first. */
interface Heap {
  x: number;
  y: number;
  cards: string[];
}

/** The celebration of one element (see the module comment). */
export class Cascade {
  private canvas: HTMLCanvasElement | null = null;
  private frame = 0;
  private startTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly skip = () => this.stop(true);
  /** Frames drawn by the last (or current) cascade, and its length (ms): the benchmark's figures. */
  readonly stats = { frames: 0, ms: 0 };

  constructor(
    private readonly h: CascadeHost,
    private readonly kit: Pick<ArtKit, 'placeSuit' | 'rankLetter'>,
  ) {
    h.news.on('win', () => this.onWin());
    h.news.on('new-game', () => this.stop(true));
    h.news.on('undo', () => this.stop(true));
  }

  /** True while the cascade plays (or waits for the last card to land). */
  get playing(): boolean {
    return this.canvas !== null || this.startTimer !== undefined;
  }

  private onWin(): void {
    const ms = this.h.animationMs();
    if (ms <= 0 || this.playing) return;
    this.h.holdResults(CASCADE_MAX_MS + ms);
    this.h.host.addEventListener('pointerdown', this.skip, true);
    this.h.host.addEventListener('keydown', this.skip, true);
    // The last card lands first (its move's flight), then the cards leave.
    this.startTimer = setTimeout(() => {
      this.startTimer = undefined;
      this.start();
    }, ms * 1.5);
  }

  /** Lays the canvas over the table and starts the frames. */
  private start(): void {
    const table = this.h.tableElement();
    const probe = table?.querySelector<HTMLElement>('[part~=card][data-pile^=F]');
    if (!table || !probe || !this.h.host.isConnected) return this.stop(true);
    const hostBox = this.h.host.getBoundingClientRect();
    const box = table.getBoundingClientRect();
    const cardBox = probe.getBoundingClientRect();
    const [cw, ch] = [cardBox.width, cardBox.height];
    // At most 1.5 device pixels a pixel: the cards move, and a phone's 3x canvas would cost 4 times as much to fill and composite.
    const dpr = Math.min(1.5, window.devicePixelRatio || 1);
    const canvas = document.createElement('canvas');
    canvas.className = 'cascade';
    canvas.setAttribute('aria-hidden', 'true');
    canvas.width = Math.round(box.width * dpr);
    canvas.height = Math.round(box.height * dpr);
    Object.assign(canvas.style, {
      position: 'absolute',
      left: `${box.left - hostBox.left}px`,
      top: `${box.top - hostBox.top}px`,
      width: `${box.width}px`,
      height: `${box.height}px`,
      zIndex: '40',
      transition: `opacity ${FADE_MS}ms`,
      cursor: 'pointer',
    });
    const g = canvas.getContext('2d');
    if (!g) return this.stop(true);
    g.scale(dpr, dpr);
    this.h.renderRoot.insertBefore(canvas, this.h.renderRoot.firstChild);
    this.canvas = canvas;

    const style = getComputedStyle(table);
    const prop = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
    const colours: SpriteColours = {
      face: prop('--_face', '#fff'),
      suit: { s: prop('--_black', '#17191c'), h: prop('--_red', '#c6162c'), d: prop('--_diamonds', '#c6162c'), c: prop('--_clubs', '#17191c') },
    };
    const strings = this.h.strings();
    const sprites = new Map<string, HTMLCanvasElement>();
    const sprite = (card: string) => {
      let s = sprites.get(card);
      if (!s) sprites.set(card, (s = cardSprite(card, this.kit.rankLetter(card, strings), cw, ch, dpr, colours, this.kit.placeSuit)));
      return s;
    };
    // The foundations as the table shows them: each one's place, its suit's cards (the king on top).
    const heaps: Heap[] = [];
    for (const slot of table.querySelectorAll<HTMLElement>('[data-pile^=F]:not([part~=card])')) {
      const top = table.querySelector<HTMLElement>(`[part~=card][data-pile=${slot.dataset.pile}][data-card^=K]`);
      if (!top) continue;
      const r = top.getBoundingClientRect();
      const suit = top.dataset.card![1];
      heaps.push({ x: r.left - box.left, y: r.top - box.top, cards: [...'A23456789TJQK'].map((rank) => rank + suit) });
    }
    if (!heaps.length) return this.stop(true);
    for (const heap of heaps) g.drawImage(sprite(heap.cards.at(-1)!), heap.x, heap.y, cw, ch);

    const W = box.width;
    const H = box.height;
    const gravity = Math.max(H, 400) * 3.2; // px/s²
    const flyers: Flyer[] = [];
    const t0 = performance.now();
    let last = t0;
    let launched = 0;
    let turn = 0;
    this.stats.frames = 0;
    const step = (now: number) => {
      if (!this.canvas || !this.h.host.isConnected) return this.stop(true);
      const dt = Math.min(0.05, (now - last) / 1000);
      last = now;
      this.stats.frames++;
      this.stats.ms = now - t0;
      // Departures: one card every LAUNCH_MS, the foundations in turn, kings first.
      while (launched < (now - t0) / LAUNCH_MS && heaps.some((hp) => hp.cards.length)) {
        const heap = heaps[turn++ % heaps.length];
        const card = heap.cards.pop();
        if (!card) continue;
        launched++;
        const dir = heap.x + cw / 2 > W / 2 ? -1 : 1;
        const side = Math.random() < 0.25 ? -dir : dir;
        flyers.push({ sprite: sprite(card), x: heap.x, y: heap.y, vx: side * W * (0.5 + Math.random() * 0.45), vy: -H * (0.3 + Math.random() * 0.8) });
        const under = heap.cards.at(-1);
        if (under) g.drawImage(sprite(under), heap.x, heap.y, cw, ch);
      }
      // Moves, bounces and stamps: up to three stamps on a long step, so the trail stays whole when frames come late.
      for (const f of flyers) {
        const x0 = f.x;
        const y0 = f.y;
        f.vy += gravity * dt;
        f.x += f.vx * dt;
        f.y += f.vy * dt;
        if (f.y > H - ch) {
          f.y = H - ch;
          f.vy = -Math.abs(f.vy) * BOUNCE;
        }
        const n = Math.min(3, Math.max(1, Math.ceil(Math.hypot(f.x - x0, f.y - y0) / (cw * 0.2))));
        for (let i = 1; i <= n; i++) g.drawImage(f.sprite, x0 + ((f.x - x0) * i) / n, y0 + ((f.y - y0) * i) / n, cw, ch);
      }
      for (let i = flyers.length - 1; i >= 0; i--) if (flyers[i].x > W || flyers[i].x < -cw) flyers.splice(i, 1);
      const done = !flyers.length && heaps.every((hp) => !hp.cards.length);
      if (done || now - t0 > CASCADE_MAX_MS - FADE_MS) return this.stop(false);
      this.frame = requestAnimationFrame(step);
    };
    this.frame = requestAnimationFrame(step);
  }

  /** Ends the cascade (`now`: at once, else after a short fade) and lets the results panel open. */
  stop(now: boolean): void {
    clearTimeout(this.startTimer);
    this.startTimer = undefined;
    cancelAnimationFrame(this.frame);
    this.h.host.removeEventListener('pointerdown', this.skip, true);
    this.h.host.removeEventListener('keydown', this.skip, true);
    const canvas = this.canvas;
    this.canvas = null;
    if (canvas) {
      if (now) canvas.remove();
      else {
        canvas.style.opacity = '0';
        setTimeout(() => canvas.remove(), FADE_MS);
      }
    }
    this.h.releaseResults();
  }
}
