/**
 * Pointer input beyond the tap: drag and long press (mouse, touch, pen).
 *
 * - A press that moves less than {@link DRAG_THRESHOLD_PX} is a tap: the
 *   controller stays out of the way and the `click` reaches the tap
 *   controller.
 * - Past the threshold, a face-up card (with every card on it, in a column),
 *   the top waste card or a foundation's top card (when take-back is on)
 *   follows the pointer, anchored where it was grabbed, raised and without
 *   transition. The first move past the threshold lifts them (one render);
 *   later moves render no template: the controller moves the lifted cards'
 *   nodes by `transform` once per animation frame, whatever the number of
 *   pointer moves, and marks the pile they would land on with a class. On
 *   release the pile under the dragged card is found with
 *   generous areas ({@link dropTarget}); the move is played through the
 *   element (animation, events, source `'drag'`) or refused: the cards glide
 *   back and a short message says why. A release on no pile, on the pile it
 *   came from, on the stock or on the waste just glides back.
 * - A press held {@link LONG_PRESS_MS} without moving past the threshold on
 *   a column with at least two face-up cards opens the run panel
 *   ({@link RunPanelController}). Sliding the still-pressed pointer onto an
 *   arrow changes the start card (it repeats while held there); releasing
 *   after a slide confirms. Released where it was pressed, the panel stays
 *   open for taps and keys. A press elsewhere closes it with no change.
 * - pointercancel, a lost capture, Escape ({@link cancel}) or a change of
 *   the game during the drag: the cards glide back, nothing is played.
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Klondike, MoveNotation, MoveProblem } from '../../../engine/index.js';
import type { MoveSource } from '../../events.js';
import type { PileId, TableLayout } from '../../views/layout.js';
import type { PanelPart, RunPanelController } from '../panels/run-panel.js';
import type { TableHit } from '../../views/hit-test.js';
import { dropPile, legalDropPile, liftableCards, playDrop } from './drop-target.js';
import { columnOf } from '../../session/piles.js';
import { pressOf, type Press } from '../../first-paint/early-press.js';
import { focusPressedPile, takesFocus } from './press-focus.js';
import { px } from '../../views/style-props.js';

/** Distance (px) a press must travel to become a drag (touch gets a little more). */
export const DRAG_THRESHOLD_PX = 5;
const TOUCH_THRESHOLD_PX = 6;
/** A press held this long (ms) without moving opens the run panel. */
export const LONG_PRESS_MS = 450;
/** While the pointer rests on a panel arrow, the start card steps again every this many ms. */
const ARROW_REPEAT_MS = 380;

/** What the drag controller needs from the element (`<klondike-solitaire>` provides it). */
export interface DragHost extends ReactiveControllerHost, EventTarget {
  readonly game: Klondike;
  readonly revision: number;
  readonly tableLayout: TableLayout | undefined;
  readonly tableElement: HTMLElement | undefined;
  readonly renderRoot: HTMLElement | DocumentFragment;
  hitTest(clientX: number, clientY: number): TableHit;
  dragCards(cards: readonly string[], dx: number, dy: number): void;
  /** Moves the drag on show without a render (the controller moves the nodes). */
  moveDrag(dx: number, dy: number): void;
  endDrag(): void;
  tryMove(move: MoveNotation, source: MoveSource): boolean;
  rejectMove(move: MoveNotation, problem: MoveProblem): void;
  clearSelection(): void;
  readonly runPanel: RunPanelController;
}

interface Gesture {
  readonly id: number;
  readonly threshold: number;
  readonly x0: number;
  readonly y0: number;
  x: number;
  y: number;
  readonly from: PileId | null;
  /** The card grabbed (bottom of the run), or null when nothing can be lifted. */
  readonly card: string | null;
  /** The cards that would move, bottom to top; null when nothing can be lifted. */
  readonly cards: string[] | null;
  readonly revision: number;
  dragging: boolean;
  /** The drop pile highlighted now. */
  target: PileId | null;
  longPress: ReturnType<typeof setTimeout> | null;
  /** The panel this press opened: where the pointer was then, and whether it slid since. */
  panel: { x: number; y: number; slid: boolean; over: PanelPart | null; repeat: ReturnType<typeof setInterval> | null } | null;
  /** The click that ends this press must not count as a tap. */
  swallow: boolean;
}

/** Drag and long press on the table. */
export class DragController implements ReactiveController {
  private g: Gesture | null = null;
  private listening: HTMLElement | null = null;
  /** When set, the click that ends the gesture released at that time is not a tap. */
  private swallowAt: number | null = null;
  /** The animation frame that will move the lifted cards to the pointer (0: none asked). */
  private frame = 0;

  constructor(private readonly host: DragHost) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('pointerdown', this.onDown as EventListener);
    this.host.addEventListener('mousedown', this.onMouseDown as EventListener);
    this.host.addEventListener('contextmenu', this.onContextMenu);
    this.host.addEventListener('click', this.onClickCapture, true);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('pointerdown', this.onDown as EventListener);
    this.host.removeEventListener('mousedown', this.onMouseDown as EventListener);
    this.host.removeEventListener('contextmenu', this.onContextMenu);
    this.host.removeEventListener('click', this.onClickCapture, true);
    this.cancel();
  }

  hostUpdated(): void {
    // The game changed during the drag (a timer, Finish, the API): give up.
    const g = this.g;
    if (g?.dragging && g.revision !== this.host.revision) this.cancel();
  }

  /** True while cards are being dragged. */
  get dragging(): boolean {
    return !!this.g?.dragging;
  }

  /** Stops the gesture in progress: dragged cards glide back, nothing is played. */
  cancel(): boolean {
    const g = this.g;
    if (!g) return false;
    const wasDragging = g.dragging;
    this.end(g);
    if (wasDragging) {
      this.host.endDrag();
      this.swallowClick();
    }
    return wasDragging;
  }

  /**
   * Takes over a press that began before this controller existed (the
   * element records it while its input parts load), when its pointer is
   * still down: the gesture goes on from there as if it had been seen.
   */
  resume(press: Press): void {
    this.begin(press);
  }

  private readonly onDown = (e: PointerEvent): void => this.begin(pressOf(e));

  /** A press on what takes no focus keeps it where it is (see {@link focusPressedPile}). */
  private readonly onMouseDown = (e: MouseEvent): void => {
    if (this.g && e.button === 0 && !takesFocus(e)) e.preventDefault();
  };

  private begin(e: Press): void {
    if (this.g || !e.isPrimary || (e.pointerType === 'mouse' && e.button !== 0)) return;
    this.swallowAt = null;
    const host = this.host;
    const table = host.tableElement;
    const path = e.path;
    if (!table || !path.includes(table)) return;
    if (path.some((n) => n instanceof Element && n.matches("[part~='message'], [part~='dialog']"))) return;
    const panel = host.runPanel;
    if (panel.isOpen && panel.contains(path)) return;
    const hit = host.hitTest(e.clientX, e.clientY);
    const place = hit.card;
    const from = place?.pile ?? hit.pile;
    const card = place && place.faceUp ? place.card : null;
    const g: Gesture = {
      id: e.pointerId,
      threshold: e.pointerType === 'mouse' ? DRAG_THRESHOLD_PX : TOUCH_THRESHOLD_PX,
      x0: e.clientX,
      y0: e.clientY,
      x: e.clientX,
      y: e.clientY,
      from,
      card,
      cards: card && from ? liftableCards(host.game, from, card) : null,
      revision: host.revision,
      dragging: false,
      target: null,
      longPress: null,
      panel: null,
      swallow: false,
    };
    if (panel.isOpen) {
      // A press outside the open panel closes it, with no change; it is not a tap.
      panel.cancel();
      g.swallow = true;
    } else if (panel.canOpen(hit.pile)) {
      g.longPress = setTimeout(() => this.onLongPress(g, hit.pile!), LONG_PRESS_MS);
    }
    this.g = g;
    this.listen(table);
    try {
      table.setPointerCapture(e.pointerId);
    } catch {
      // Not capturable (synthetic event): moves inside the table still count.
    }
  }

  private readonly onMove = (e: PointerEvent): void => {
    const g = this.g;
    if (!g || e.pointerId !== g.id) return;
    g.x = e.clientX;
    g.y = e.clientY;
    if (g.panel) {
      this.slide(g);
      return;
    }
    if (!g.dragging) {
      if (Math.hypot(g.x - g.x0, g.y - g.y0) < g.threshold) return;
      this.clearLongPress(g);
      // A slide is not a tap, even when nothing lifts (a covered card, the
      // felt): else the click that ends it would tap whatever is under the
      // release point.
      g.swallow = true;
      if (!g.cards || g.revision !== this.host.revision) return;
      g.dragging = true;
      this.host.clearSelection();
      e.preventDefault();
      // Lifted: one render raises the cards (shadow, no transition, above the others).
      this.host.dragCards(g.cards!, g.x - g.x0, g.y - g.y0);
      this.highlight(g, legalDropPile(this.host, g));
      return;
    }
    e.preventDefault();
    this.frame ||= requestAnimationFrame(this.follow);
  };

  /**
   * Once a frame while dragging: the lifted cards' nodes go where the
   * pointer is, and the drop pile lights. The drop pile is found (it reads
   * the table's box) before anything is written, so the frame forces no
   * style or layout of its own.
   */
  private readonly follow = (): void => {
    this.frame = 0;
    const g = this.g;
    if (!g?.dragging) return;
    const pile = legalDropPile(this.host, g);
    const dx = g.x - g.x0;
    const dy = g.y - g.y0;
    this.host.moveDrag(dx, dy);
    const layout = this.host.tableLayout;
    const root = this.host.renderRoot;
    for (const c of g.cards!) {
      const p = layout?.cards.get(c);
      const node = root.querySelector<HTMLElement>(`[part~=card][data-card="${c}"]`);
      if (p && node) node.style.transform = `translate(${px(p.x + dx)}, ${px(p.y + dy)})`;
    }
    this.highlight(g, pile);
  };

  /** The lifted cards go to the pointer now (a release must not wait for the next frame). */
  private flush(): void {
    if (!this.frame) return;
    cancelAnimationFrame(this.frame);
    this.follow();
  }

  private readonly onUp = (e: PointerEvent): void => {
    const g = this.g;
    if (!g || e.pointerId !== g.id) return;
    g.x = e.clientX;
    g.y = e.clientY;
    this.flush();
    this.end(g);
    const panel = this.host.runPanel;
    if (g.dragging) {
      this.swallowClick();
      this.drop(g);
    } else if (g.panel) {
      this.swallowClick();
      if (panel.isOpen && (g.panel.slid || panel.partAt(g.x, g.y) === 'preview')) panel.confirm();
    } else if (g.swallow) {
      this.swallowClick();
    }
    focusPressedPile(this.host.renderRoot as ShadowRoot, g.from);
  };

  private readonly onCancel = (e: PointerEvent): void => {
    const g = this.g;
    if (!g || e.pointerId !== g.id) return;
    this.cancel();
  };

  /** The click that ends a drag, a long press or a press that closed the panel is not a tap. */
  private swallowClick(): void {
    this.swallowAt = performance.now();
  }

  /** Capture-phase click on the element: stops the one click to swallow before the table sees it. */
  private readonly onClickCapture = (e: Event): void => {
    const at = this.swallowAt;
    const table = this.host.tableElement;
    if (at === null || !table || !e.composedPath().includes(table)) return;
    this.swallowAt = null;
    if (performance.now() - at < 1000) e.stopPropagation();
  };

  /** Touch browsers open a context menu on a long press: not on the table while a press is on. */
  private readonly onContextMenu = (e: Event): void => {
    if (this.g || this.host.runPanel.isOpen) e.preventDefault();
  };

  private onLongPress(g: Gesture, pile: PileId): void {
    g.longPress = null;
    if (this.g !== g || g.dragging || g.revision !== this.host.revision) return;
    const game = this.host.game;
    const up = columnOf(game, pile).up;
    // Pressed on a face-up card: the run starts there; above the run: all of it; below: the top card.
    const start = g.card && up.includes(g.card) ? g.card : g.card === null && g.from === pile && this.pressedAbove(g, pile) ? up[0] : null;
    if (!this.host.runPanel.open(pile, start, 'pointer')) return;
    g.panel = { x: g.x, y: g.y, slid: false, over: null, repeat: null };
    if (typeof navigator.vibrate === 'function') {
      try {
        navigator.vibrate(12);
      } catch {
        // No haptics: fine.
      }
    }
  }

  /** True when the press was on the column's hidden cards (above its face-up run). */
  private pressedAbove(g: Gesture, pile: PileId): boolean {
    const hit = this.host.hitTest(g.x0, g.y0);
    return !!hit.card && hit.card.pile === pile && !hit.card.faceUp;
  }

  /** The pointer slides while the panel it opened is shown: arrows step the start card. */
  private slide(g: Gesture): void {
    const p = g.panel!;
    const panel = this.host.runPanel;
    if (!p.slid && Math.hypot(g.x - p.x, g.y - p.y) >= g.threshold) p.slid = true;
    const over = panel.partAt(g.x, g.y);
    if (over === p.over) return;
    p.over = over;
    if (p.repeat) clearInterval(p.repeat);
    p.repeat = null;
    this.markArrow(over);
    if (over === 'up' || over === 'down') {
      const step = () => (over === 'up' ? panel.stepUp() : panel.stepDown());
      step();
      p.repeat = setInterval(() => {
        if (this.g !== g || !step()) {
          clearInterval(p.repeat!);
          p.repeat = null;
        }
      }, ARROW_REPEAT_MS);
    }
  }

  /** Shows which arrow the pointer rests on (a pressed pointer gives no :hover). */
  private markArrow(part: PanelPart | null): void {
    for (const b of this.host.renderRoot.querySelectorAll<HTMLElement>('.run-panel .run-arrow')) {
      b.classList.toggle('active', b.dataset.part === part);
    }
  }

  private drop(g: Gesture): void {
    const host = this.host;
    const pile = g.revision === host.revision ? dropPile(host, g) : null;
    if (!pile) {
      host.endDrag();
      return;
    }
    playDrop(host, g, pile);
  }

  private highlight(g: Gesture, pile: PileId | null): void {
    if (g.target === pile) return;
    const root = this.host.renderRoot;
    if (g.target) root.querySelector(`.slot[data-pile="${g.target}"]`)?.classList.remove('target');
    if (pile) root.querySelector(`.slot[data-pile="${pile}"]`)?.classList.add('target');
    g.target = pile;
  }

  private clearLongPress(g: Gesture): void {
    if (g.longPress) clearTimeout(g.longPress);
    g.longPress = null;
  }

  private listen(table: HTMLElement): void {
    this.listening = table;
    table.addEventListener('pointermove', this.onMove);
    table.addEventListener('pointerup', this.onUp);
    table.addEventListener('pointercancel', this.onCancel);
    table.addEventListener('lostpointercapture', this.onCancel);
  }

  /** Forgets the gesture: timers, the frame asked, listeners, capture, highlight. */
  private end(g: Gesture): void {
    this.clearLongPress(g);
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    if (g.panel?.repeat) clearInterval(g.panel.repeat);
    if (g.panel) this.markArrow(null); // only a press that opened the run panel marks its arrows
    this.highlight(g, null);
    this.g = null;
    const t = this.listening;
    this.listening = null;
    if (!t) return;
    t.removeEventListener('pointermove', this.onMove);
    t.removeEventListener('pointerup', this.onUp);
    t.removeEventListener('pointercancel', this.onCancel);
    t.removeEventListener('lostpointercapture', this.onCancel);
    try {
      if (t.hasPointerCapture(g.id)) t.releasePointerCapture(g.id);
    } catch {
      // Already released.
    }
  }
}
