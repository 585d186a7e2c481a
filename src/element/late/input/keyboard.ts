/**
 * Keyboard input (reference game C, docs/reference-games.md). Keys count only while the element or
 * something in its shadow root has focus (the listener sits on the element,
 * and key events only reach it from there), so the host page keeps its keys.
 *
 * | key | action |
 * |---|---|
 * | U | undo |
 * | H | hint (not with `hint="off"`) |
 * | N | new deal; during a game in progress (a move made, not won) it asks first: N again deals, any other key keeps the game |
 * | F | Finish (again: stop) |
 * | Space | draw from the stock (turn the waste back when the stock is empty) |
 * | Tab | the table is one Tab stop: the pile the player was on last (roving.ts) |
 * | Left / Right, Home / End | in the toolbar (and the replay bar): the previous / next button (wrapping), the first / last |
 * | Left / Right | focus the previous / next pile in reading order (stock, waste, the four foundations, columns 1..7; left-handed the top row reads foundations, waste, stock), wrapping |
 * | Up / Down | from a column, focus the pile above it in the top row; from the top row, the column below; on rails, within a rail |
 * | Enter | on a focused pile: like a tap on its top card (select, or play it when it has one place); with a card selected elsewhere, move it to the focused pile; on a column with two face-up cards or more (and nothing selected), open the run panel |
 * | Escape | stop a drag, close the run panel, or drop the selection |
 *
 * With the run panel open: Up / Down change the start card (up: one card
 * more), Enter confirms (selects the run) wherever the focus is in the
 * element, Escape closes it with no change; Space on a focused arrow
 * presses it.
 *
 * Enter and Space on a button (toolbar, messages, dialogs, panel arrows)
 * keep their usual meaning: they press that button. Letter keys with Ctrl,
 * Alt or Meta are left to the browser.
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Klondike, MoveNotation } from '../../../engine/index.js';
import type { MoveSource } from '../../events.js';
import { PILE_IDS, type PileId, type TableLayout } from '../../views/layout.js';
import { neighbourPile } from '../../views/hit-test.js';
import { moveNotation } from '../moves.js';
import { pickableCards } from '../../session/piles.js';
import type { TapMode } from '../../options.js';
import type { RunPanelController } from '../panels/run-panel.js';
import type { TableSelection } from './tap.js';
import { focusedSlot, makeTabStop } from './roving.js';
import type { Strings } from '../../i18n/strings.js';

/** What the keyboard controller needs from the element (`<klondike-solitaire>` provides it). */
export interface KeyboardHost extends ReactiveControllerHost, EventTarget {
  readonly game: Klondike;
  readonly selection: TableSelection | null;
  readonly renderRoot: HTMLElement | DocumentFragment;
  undo(): unknown;
  redo(): unknown;
  hint(): Promise<unknown>;
  /** The `hint` attribute: false = no Hint button, and H does nothing. */
  readonly hints: boolean;
  newGame(): unknown;
  /** The strings of the language in use. */
  readonly strings: Strings;
  /** Shows (and so announces) a message on the table. */
  showMessage(text: string): void;
  finish(): Promise<unknown>;
  /** Opens the settings panel; false when the player may change no setting. */
  showSettings(): boolean;
  tryMove(move: MoveNotation, source: MoveSource): boolean;
  clearSelection(): void;
  readonly tap: { tap(pile: PileId, card: string | null, mode?: TapMode): void };
  readonly runPanel: RunPanelController;
  readonly drag: { readonly dragging: boolean; cancel(): boolean };
  /** The table's layout (its pile order and places: rows or rails, either hand), once measured. */
  readonly tableLayout: TableLayout | undefined;
}

/** The focused thing of a key event: the innermost target. */
function origin(e: KeyboardEvent): Element | null {
  const t = e.composedPath()[0];
  return t instanceof Element ? t : null;
}

/**
 * Left / Right (wrapping), Home / End in a toolbar (the toolbar, the replay
 * bar): the focus moves along its buttons and links, as a screen reader
 * announcing a "toolbar" leads the player to expect. Each stays a Tab stop
 * too (the toolbar's five have their letters).
 */
function toolbarStep(bar: Element, from: Element, key: string): boolean {
  const items = [...bar.querySelectorAll<HTMLElement>('button, a[href]')];
  const i = items.indexOf(from.closest('button, a[href]') as HTMLElement);
  const n = items.length;
  const next = key === 'Home' ? 0 : key === 'End' ? n - 1 : (i + (key === 'ArrowRight' ? 1 : -1) + n) % n;
  items[next]?.focus();
  return true;
}

/** Turns key presses on the element into actions. */
export class KeyboardController implements ReactiveController {
  constructor(private readonly host: KeyboardHost) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('keydown', this.onKeyDown as EventListener);
    // On the shadow root: a focus move inside it does not reach the host.
    this.host.renderRoot.addEventListener('focusin', this.onFocusIn);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('keydown', this.onKeyDown as EventListener);
    this.host.renderRoot.removeEventListener('focusin', this.onFocusIn);
  }

  /**
   * Moves focus to a pile (its slot) and scrolls it into view if it is not
   * (at a high zoom the pile a key acts on must be seen); returns false when
   * it is not rendered.
   */
  focusPile(pile: PileId): boolean {
    const slot = this.host.renderRoot.querySelector<HTMLElement>(`.slot[data-pile="${pile}"]`);
    if (!slot) return false;
    slot.focus({ preventScroll: true });
    slot.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    return true;
  }

  /** A pile that takes the focus (by key, press or script) becomes the table's one Tab stop (see roving.ts). */
  private readonly onFocusIn = (e: Event): void => {
    const slot = focusedSlot(e);
    if (slot) makeTabStop(this.host.renderRoot, slot);
  };

  /** The pile that has focus (its slot, or one of its cards), or null. */
  focusedPile(): PileId | null {
    const root = this.host.renderRoot as ShadowRoot;
    const el = root.activeElement as HTMLElement | null;
    const pile = el?.dataset?.pile;
    return pile && (PILE_IDS as readonly string[]).includes(pile) ? (pile as PileId) : null;
  }

  /** Enter on a pile: move the selection there, open the run panel, or tap the top card. */
  activate(pile: PileId, card: string | null = null): void {
    const host = this.host;
    const sel = host.selection;
    if (pile === 'S') {
      host.tap.tap('S', null);
      return;
    }
    if (sel && sel.pile !== pile) {
      host.clearSelection();
      host.tryMove(moveNotation(sel.pile, pile), 'keyboard');
      return;
    }
    if (sel) {
      host.clearSelection();
      return;
    }
    if (!card && host.runPanel.open(pile, null, 'keyboard')) return;
    const top = card ?? pickableCards(host.game, pile).slice(-1)[0] ?? null;
    // C's rule whatever the `tap` attribute: a card with several places is
    // selected, so a keyboard player can choose any of them (A's "home
    // first" would leave no way to put a card that can go home on a column).
    if (top) host.tap.tap(pile, top, 'select');
  }

  /** The game and its move count when N asked "N again?" (see {@link newDeal}), else null. */
  private askedNew: { game: Klondike; moves: number } | null = null;

  /**
   * N: a new deal, at once when no game is in progress (no move made yet,
   * or the game is won); during one, a stray N must not throw the game away
   * (there is no undoing a new deal), so the first N only says "press N
   * again", and a second N, with no move or other key between, deals. From
   * an end dialog (`fromDialog`: stuck, results) the game is over: N deals,
   * as the dialog's own New deal button does.
   */
  private newDeal(fromDialog: boolean): void {
    const host = this.host;
    const game = host.game;
    const inProgress = game.history.length > 0 && !game.isWon() && !fromDialog;
    const asked = this.askedNew;
    this.askedNew = null;
    if (inProgress && !(asked && asked.game === game && asked.moves === game.history.length)) {
      this.askedNew = { game, moves: game.history.length };
      host.showMessage(host.strings['confirm.new-deal']);
      return;
    }
    host.newGame();
  }

  private readonly onKeyDown = (e: KeyboardEvent): void => {
    if (e.defaultPrevented || e.altKey || e.isComposing) return;
    if (e.key.toLowerCase() !== 'n' && !['Shift', 'Control', 'Alt', 'Meta'].includes(e.key)) this.askedNew = null;
    const el = origin(e);
    if (el && (el.matches('input, textarea, select, [contenteditable]') || el.closest('[contenteditable]'))) return;
    if (e.ctrlKey || e.metaKey ? this.shortcut(e) : this.handle(e, el)) e.preventDefault();
  };

  /**
   * The editing shortcuts every desktop app has, while the game has focus:
   * Ctrl+Z (⌘Z) undoes, Ctrl+Shift+Z (⇧⌘Z) and Ctrl+Y redo. Any other
   * combination is left to the page and the browser.
   */
  private shortcut(e: KeyboardEvent): boolean {
    const host = this.host;
    const key = e.key.toLowerCase();
    if ((key !== 'z' && key !== 'y') || host.runPanel.isOpen || host.drag.dragging) return false;
    host.clearSelection();
    if (key === 'z' && !e.shiftKey) host.undo();
    else host.redo();
    return true;
  }

  /** Acts on a key; true when it was used. */
  private handle(e: KeyboardEvent, el: Element | null): boolean {
    const host = this.host;
    const onButton = !!el && el.localName === 'button';
    const inSubPart = e.composedPath().some((n) => n instanceof Element && n !== e.currentTarget && (n.localName.startsWith('klondike-') || n.classList.contains('dialog')));
    const panel = host.runPanel;
    const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;

    if (panel.isOpen) {
      if (key === 'ArrowUp') return panel.stepUp() || true;
      if (key === 'ArrowDown') return panel.stepDown() || true;
      if (key === 'Escape') {
        panel.cancel();
        return true;
      }
      if (key === 'Enter') {
        if (!e.repeat) panel.confirm();
        return true;
      }
    }
    if (key === 'Escape') {
      if (host.drag.cancel()) return true;
      if (host.selection) {
        host.clearSelection();
        return true;
      }
      return false;
    }
    if (e.shiftKey && key.length === 1) return false;
    switch (key) {
      case 'u':
        host.undo();
        return true;
      case 'h':
        if (!host.hints) return false;
        if (!e.repeat) void host.hint();
        return true;
      case 'n':
        if (!e.repeat) this.newDeal(inSubPart);
        return true;
      case 'f':
        if (!e.repeat) void host.finish();
        return true;
      case 's':
        return host.showSettings();
      case ' ':
        if (onButton || inSubPart) return false;
        host.clearSelection();
        host.tryMove('S', 'keyboard');
        return true;
    }
    const bar = el?.closest("[role='toolbar']");
    if (bar && (key === 'ArrowLeft' || key === 'ArrowRight' || key === 'Home' || key === 'End')) return toolbarStep(bar, el!, key);
    if (onButton || inSubPart || panel.isOpen) return false;
    const pile = this.focusedPile();
    switch (key) {
      case 'ArrowLeft':
      case 'ArrowRight': {
        // Through every pile in reading order, round the ends.
        const order = host.tableLayout?.order ?? PILE_IDS;
        const i = pile ? order.indexOf(pile) : key === 'ArrowRight' ? -1 : order.length;
        const n = order.length;
        return this.focusPile(order[(i + (key === 'ArrowRight' ? 1 : -1) + n) % n]);
      }
      case 'ArrowUp':
      case 'ArrowDown': {
        // To the pile over or under it as the player sees the table (see neighbourPile).
        const L = host.tableLayout;
        const next = pile && L ? neighbourPile(L, pile, key === 'ArrowUp' ? 'up' : 'down') : null;
        return !!next && this.focusPile(next);
      }
      case 'Enter': {
        if (!pile || e.repeat) return !!pile;
        const card = (host.renderRoot as ShadowRoot).activeElement?.getAttribute('data-card') ?? null;
        this.activate(pile, card);
        return true;
      }
    }
    return false;
  }
}
