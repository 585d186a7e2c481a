/**
 * The table's DOM side: its measured size, the geometry of the cards for
 * the current view (`layoutTable`; the input parts hit-test it with
 * `views/hit-test.ts`), the card nodes, the deal animation (every card from the stock to its place)
 * and the measure of the toolbar (one bar or two). The game itself is the
 * session's; this controller only places it.
 *
 * The table is measured right after the first render (in a microtask of the
 * same task, before the first paint; its render is an update of its own,
 * not one scheduled inside the first), so the first painted frame shows the
 * dealt table, in place: the first deal is not animated. A later deal is one
 * CSS animation per card from the stock's offset (`data-dealing` on the
 * table, no second render). With
 * `loading="lazy"`, the measure (and so the cards) waits until the element
 * comes near the viewport.
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { TableView } from '../session/view.js';
import { measureTools, toolsExtent, type ToolItem } from '../views/bars.js';
import { layoutTable, type Hand, type TableLayout } from '../views/layout.js';
import { ANIMATION_FACTORS, type AnimationSpeed } from '../options.js';

/** Default duration of a card's move (ms). */
export const DEFAULT_ANIMATION_MS = 220;

/** What the surface needs from the element: its render root. */
export interface SurfaceHost extends ReactiveControllerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly hasUpdated: boolean;
}

/** What the surface reads besides the element. */
export interface SurfaceSource {
  /** The last committed view of the table (undefined before the first deal). */
  view(): TableView | undefined;
  /** Effective animation duration in ms. */
  animationMs(): number;
  /** True when the table deals only once near the viewport (`loading="lazy"`). */
  lazy(): boolean;
  /** The hand the table suits (the `hand` attribute). */
  hand(): Hand;
  /** Cards whose move's transition just ended (`TableSession.landed`). */
  landed(cards: string[]): void;
}

/** How far outside the viewport a lazy table deals (CSS margin of the IntersectionObserver). */
export const LAZY_MARGIN = '300px';

/**
 * The page's reduced-motion query, made once: `matchMedia` builds a new
 * query list on each call (about half a millisecond of a move's task in
 * Chromium), and `matches` stays live.
 */
let reducedMotion: MediaQueryList | undefined;

/** Effective animation duration of `el` (ms): `--klondike-animation-ms` times the `animation` speed, 0 under reduced motion. */
export function animationMsOf(el: Element & { readonly animation?: AnimationSpeed }): number {
  if ((reducedMotion ??= matchMedia('(prefers-reduced-motion: reduce)')).matches) return 0;
  const factor = (el.animation && Object.hasOwn(ANIMATION_FACTORS, el.animation) ? ANIMATION_FACTORS[el.animation] : undefined) ?? 1;
  const raw = getComputedStyle(el).getPropertyValue('--klondike-animation-ms').trim();
  if (!raw) return DEFAULT_ANIMATION_MS * factor;
  const n = parseFloat(raw);
  return factor * (Number.isFinite(n) ? (raw.endsWith('ms') ? n : raw.endsWith('s') ? n * 1000 : n) : DEFAULT_ANIMATION_MS);
}

/**
 * A face's flip has played: `data-flipped` takes its animation away (see the
 * card styles). Chromium keeps a finished CSS animation, with its compositor
 * records, for as long as the element's style names it: about 60 KB of
 * memory for each face up, for the whole game.
 */
function settleFace(e: Event): void {
  if ((e as AnimationEvent).animationName === 'flip') (e.target as Element).setAttribute('data-flipped', '');
}

/** Size, geometry, hit testing and the deal animation of the table. */
export class TableSurface implements ReactiveController {
  /** The table's size in CSS pixels (0 × 0 until measured). */
  size = { w: 0, h: 0 };
  /** The geometry of the view last laid out (undefined until measured). */
  layout?: TableLayout;
  /** True while the cards are shown without transitions (resizing). */
  still = false;
  /** The extent of the toolbar's buttons and link, for `oneBar`. */
  toolsW = 0;
  /** The toolbar's items and their words' widths, for `toolbarFit` (empty until measured). */
  tools: ToolItem[] = [];
  /** A deal animation waits for the next render's cards. */
  private dealPending = false;
  private dealTimer: ReturnType<typeof setTimeout> | undefined;
  private toolsText = '';
  /** Watches the table's size (a ResizeObserver, else the window's resizes); stops it. */
  private resize?: { disconnect(): void };
  private near?: IntersectionObserver;
  private laidOut?: TableView;
  private laidSize = { w: 0, h: 0 };
  /** The first cards are being laid out: they appear without the deal's flight and the faces' flip. */
  private opening = false;
  /** Cards whose transition ended in this task (landed together). */
  private landing: string[] = [];

  constructor(
    private readonly host: SurfaceHost,
    private readonly source: SurfaceSource,
  ) {
    host.addController(this);
  }

  /** The table element (for pointer capture and client rects). */
  get element(): HTMLElement | undefined {
    return this.host.renderRoot.querySelector<HTMLElement>('.table') ?? undefined;
  }

  /** True once the table was measured and its cards laid out (a lazy table: once near the viewport). */
  get dealt(): boolean {
    return this.size.w > 0;
  }

  hostConnected(): void {
    this.host.renderRoot.addEventListener('animationend', settleFace);
    this.host.renderRoot.addEventListener('transitionend', this.onTransitionEnd);
    if (!this.host.hasUpdated) return;
    if (this.size.w) this.observe();
    else this.firstMeasure();
  }

  hostUpdated(): void {
    // The first measure right after this update, before the first paint:
    // its render (the dealt cards) is a new update, not one inside this one.
    if (!this.size.w) queueMicrotask(() => !this.size.w && this.firstMeasure());
    else if (!this.resize) this.observe();
    if (this.opening && this.layout) {
      this.opening = false;
      for (const face of this.host.renderRoot.querySelectorAll('.face')) face.setAttribute('data-flipped', '');
    }
    if (this.dealPending) this.startDeal();
    // The toolbar measured again (in the next frame, out of this update) when its text changed.
    const bar = this.host.renderRoot.querySelector<HTMLElement>('[part=toolbar]');
    const text = bar?.textContent ?? '';
    if (!bar || text === this.toolsText) return;
    this.toolsText = text;
    requestAnimationFrame(() => this.measureTools(bar));
  }

  /** Measures the toolbar (its words' widths, its extent) and renders again when they changed. */
  private measureTools(bar: HTMLElement): void {
    if (!bar.isConnected) return;
    const tools = measureTools(bar);
    const w = toolsExtent(bar);
    const same = tools.length === this.tools.length && tools.every((t, i) => Math.abs(t.word - this.tools[i].word) <= 1 && t.kind === this.tools[i].kind);
    if (same && Math.abs(w - this.toolsW) <= 1) return;
    this.tools = tools;
    this.toolsW = w;
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    this.host.renderRoot.removeEventListener('animationend', settleFace);
    this.host.renderRoot.removeEventListener('transitionend', this.onTransitionEnd);
    this.resize?.disconnect();
    this.resize = undefined;
    this.near?.disconnect();
    this.near = undefined;
  }

  /**
   * The geometry of `view` at the current size for the current hand (cached
   * per view, size and hand); undefined until measured. A new hand moves the
   * piles with the cards' usual transition.
   */
  layoutFor(view: TableView): TableLayout | undefined {
    if (!this.size.w) return (this.layout = undefined);
    const hand = this.source.hand();
    if (view !== this.laidOut || this.size !== this.laidSize || hand !== this.layout?.hand) {
      this.layout = layoutTable(view.game, this.size.w, this.size.h, { hand });
      this.laidOut = view;
      this.laidSize = this.size;
    }
    return this.layout;
  }

  /**
   * A card's move ended: the cards that end in the same frame land together,
   * in one commit of the session (in a microtask, so still in that frame).
   */
  private readonly onTransitionEnd = (e: Event): void => {
    const target = e.target as Element;
    if ((e as TransitionEvent).propertyName !== 'transform' || !target.classList?.contains('card')) return;
    const order = this.source.view()?.order;
    const card = order?.[[...this.host.renderRoot.querySelectorAll('.card')].indexOf(target)];
    if (!card) return;
    if (!this.landing.length) queueMicrotask(() => this.source.landed(this.landing.splice(0)));
    this.landing.push(card);
  };

  /** The DOM node of a card (any card; face-down ones carry no `data-card`). */
  cardElement(card: string): HTMLElement | null {
    const i = this.source.view()?.order.indexOf(card) ?? -1;
    return i < 0 ? null : (this.host.renderRoot.querySelectorAll<HTMLElement>('.card')[i] ?? null);
  }

  /**
   * The deal animation: every card from the stock to its place, from the
   * next render on (once measured). A deal out of sight (the table outside
   * the viewport, or the page hidden) is not animated: no one would see it,
   * and Chromium keeps each animated card's animation records (about 20 KB
   * a card) for the page's life, which a page of many games pays per game.
   */
  deal(): void {
    if (!this.size.w || this.source.animationMs() === 0 || !this.inSight()) return;
    this.dealPending = true;
    this.host.requestUpdate();
  }

  /**
   * Starts the deal animation on the cards just rendered: `data-dealing` on
   * the table runs one CSS animation per card (from the stock's offset, see
   * the card styles) and is removed when the last one ends. No render.
   */
  private startDeal(): void {
    const table = this.element;
    if (!table || !this.layout) return;
    this.dealPending = false;
    clearTimeout(this.dealTimer);
    // Re-adding the attribute restarts the animation (a deal during a deal).
    if (table.hasAttribute('data-dealing')) {
      table.removeAttribute('data-dealing');
      void table.offsetWidth;
    }
    // Each card's place in the deal order (0..1, node order: the deal's),
    // the stagger of its flight; set for the deal only (see views/table.ts),
    // written with toFixed as `px` does (views/style-props.ts).
    const cards = table.querySelectorAll<HTMLElement>('.card');
    cards.forEach((card, i) => card.style.setProperty('--d', (i / Math.max(1, cards.length - 1)).toFixed(3)));
    table.setAttribute('data-dealing', '');
    this.dealTimer = setTimeout(() => {
      table.removeAttribute('data-dealing');
      for (const card of table.querySelectorAll<HTMLElement>('.card')) card.style.removeProperty('--d');
    }, this.source.animationMs() + 50);
  }

  /** True when some of the table is in the viewport of a visible page. */
  private inSight(): boolean {
    const r = this.element?.getBoundingClientRect();
    if (!r || document.visibilityState === 'hidden') return false;
    return r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
  }

  /** The first measure, before the first paint; a lazy table first waits to come near the viewport. */
  private firstMeasure(): void {
    const table = this.element;
    if (!table) return;
    if (this.source.lazy() && typeof IntersectionObserver === 'function') {
      this.near ??= new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          this.near?.disconnect();
          this.near = undefined;
          this.measure();
          this.observe();
        },
        { rootMargin: LAZY_MARGIN },
      );
      this.near.observe(table);
      return;
    }
    this.measure();
    this.observe();
  }

  private observe(): void {
    const table = this.element;
    if (!table || this.resize) return;
    // Measured in the next frame: measuring changes the table's height, which
    // would otherwise re-trigger the observer in the same frame.
    const remeasure = () => requestAnimationFrame(() => this.measure());
    if (typeof ResizeObserver === 'function') {
      const ro = new ResizeObserver(remeasure);
      ro.observe(table);
      this.resize = ro;
    } else {
      // An old or stripped browser: the window's resizes (the table follows
      // the page's width; a change of the host's own box alone goes unseen).
      addEventListener('resize', remeasure);
      this.resize = { disconnect: () => removeEventListener('resize', remeasure) };
    }
  }

  private measure(): void {
    const t = this.element;
    if (!t) return;
    const w = Math.round(t.clientWidth);
    const h = Math.round(t.clientHeight);
    if (w === this.size.w && h === this.size.h) return;
    const first = this.size.w === 0;
    this.size = { w, h };
    this.host.requestUpdate();
    if (first) {
      // The toolbar's words, measured in the same layout as the table (no
      // second one), so that the first painted toolbar already fits its row.
      const bar = this.host.renderRoot.querySelector<HTMLElement>('[part=toolbar]');
      if (bar) {
        this.tools = measureTools(bar);
        this.toolsW = toolsExtent(bar);
        this.toolsText = bar.textContent ?? '';
      }
      // The opening table appears in place: no flight from the stock, no
      // flip (its faces are marked flipped once rendered, before the first
      // paint), so a page is still as soon as its table shows. New card
      // nodes have nothing to transition from: no still phase either.
      this.opening = true;
      return;
    }
    this.still = true;
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        this.still = false;
        this.host.requestUpdate();
      }),
    );
  }
}
