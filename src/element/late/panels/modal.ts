/**
 * The WAI-ARIA modal dialog pattern for the panels over the table (the
 * results, stuck and settings panels): while one is open, the rest of the
 * element (toolbar, table, status bar) is inert, Tab and Shift+Tab go round
 * the panel's controls and Escape closes it. It takes the focus when it
 * opens, and when it closes the focus goes back where the player was (the
 * pile, or the toolbar button that opened it), else to the stock: never to
 * the page's `<body>`. A module shared by the panels' lazy chunks.
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** What the modal behaviour needs from the element: renders, and its shadow root. */
export interface ModalHost extends ReactiveControllerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/** How one kind of panel behaves as a modal dialog. */
export interface ModalOptions {
  /** The panel's outermost node (its scrim), e.g. `.dialog.end`. */
  readonly selector: string;
  /** What takes the focus when the panel opens. */
  initialFocus(panel: HTMLElement): HTMLElement | null;
}

/** What is made inert while a panel is open: everything of the element but the panel and the live region. */
const BACKGROUND = "[part~='toolbar'], [part~='status'], .table > *";

/** What Tab stops on inside a panel (a radio group is one stop: its checked radio). */
const TABBABLE = 'button:not(:disabled), input:not(:disabled), textarea, select, a[href], [tabindex]:not([tabindex="-1"])';

/** How many open panels hold each node inert (a panel can open over another in the same render). */
const holds = new WeakMap<Element, number>();

/** The innermost focused node of the page (through shadow roots), or null. */
function deepActive(): Element | null {
  let a: Element | null = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a;
}

/** The controls Tab stops on in `panel`, in order: a radio only when it is its group's checked one (or the first of a group with none checked). */
export function tabStops(panel: HTMLElement): HTMLElement[] {
  const all = [...panel.querySelectorAll<HTMLElement>(TABBABLE)];
  return all.filter((n) => {
    if (!(n instanceof HTMLInputElement) || n.type !== 'radio') return true;
    if (n.checked) return true;
    const group = all.filter((m): m is HTMLInputElement => m instanceof HTMLInputElement && m.type === 'radio' && m.name === n.name);
    return !group.some((m) => m.checked) && group[0] === n;
  });
}

/**
 * One kind of panel as a modal dialog. The panel's template calls
 * {@link onKeyDown} from its scrim's `keydown`; the rest happens after each
 * render of the element (`hostUpdated`), where it sees the panel come and go.
 */
export class ModalFocus implements ReactiveController {
  /** The panel on screen after the last render. */
  private shown: HTMLElement | null = null;
  /** Where the focus goes back when the panel closes (captured when it opened): a pile, or a toolbar button. */
  private returnTo: { readonly pile?: string; readonly node?: HTMLElement } | null = null;
  /** The nodes this panel made inert. */
  private inerted = new Set<Element>();

  constructor(
    private readonly host: ModalHost,
    private readonly options: ModalOptions,
  ) {
    host.addController(this);
  }

  hostUpdated(): void {
    const panel = this.host.renderRoot.querySelector<HTMLElement>(this.options.selector);
    if (panel === this.shown) {
      if (panel) this.inertBackground(panel); // a node added under it while open (a message)
      return;
    }
    if (this.shown) this.closed();
    this.shown = panel;
    if (panel) this.opened(panel);
  }

  hostDisconnected(): void {
    this.release();
    this.shown = null;
  }

  /**
   * Keys on the panel: Tab and Shift+Tab go round its controls (never out of
   * it), Escape calls `close`. Other keys go on to the element.
   */
  onKeyDown(e: KeyboardEvent, close: () => void): void {
    const panel = e.currentTarget as HTMLElement;
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      close();
      return;
    }
    if (e.key !== 'Tab' || e.altKey || e.ctrlKey || e.metaKey) return;
    const stops = tabStops(panel);
    e.preventDefault();
    e.stopPropagation();
    if (!stops.length) return;
    const active = (panel.getRootNode() as ShadowRoot | Document).activeElement as HTMLElement | null;
    const i = active ? stops.indexOf(active) : -1;
    const n = stops.length;
    const next = i < 0 ? (e.shiftKey ? n - 1 : 0) : (i + (e.shiftKey ? n - 1 : 1)) % n;
    stops[next].focus();
  }

  private opened(panel: HTMLElement): void {
    const root = this.host.renderRoot as ShadowRoot;
    this.returnTo = this.returnTarget(root.activeElement as HTMLElement | null);
    this.inertBackground(panel);
    this.options.initialFocus(panel)?.focus();
  }

  private closed(): void {
    this.release();
    const root = this.host.renderRoot as ShadowRoot;
    const to = this.returnTo;
    this.returnTo = null;
    // Only when the focus was in the panel (it is gone with it) or fell to the page's body: never taken from elsewhere on the page.
    const active = deepActive();
    if (root.activeElement || (active && active !== document.body && active !== document.documentElement)) return;
    const slot = (pile: string) => root.querySelector<HTMLElement>(`.slot[data-pile="${pile}"]`);
    const node = to?.node;
    const target = node?.isConnected && !node.matches(':disabled') ? node : ((to?.pile ? slot(to.pile) : null) ?? slot('S'));
    target?.focus();
  }

  /** Where the player was when the panel opened: a pile (a card: its pile; the slot nodes are not kept per pile), or a toolbar button. */
  private returnTarget(active: HTMLElement | null): { pile?: string; node?: HTMLElement } | null {
    if (!active) return null;
    const pile = active.dataset.pile;
    if (pile) return { pile };
    return active.closest("[part~='toolbar']") ? { node: active } : null;
  }

  private inertBackground(panel: HTMLElement): void {
    for (const n of this.host.renderRoot.querySelectorAll(BACKGROUND)) {
      if (n === panel || n.classList.contains('dialog') || this.inerted.has(n)) continue;
      holds.set(n, (holds.get(n) ?? 0) + 1);
      n.setAttribute('inert', '');
      this.inerted.add(n);
    }
  }

  private release(): void {
    for (const n of this.inerted) {
      const count = (holds.get(n) ?? 1) - 1;
      if (count > 0) holds.set(n, count);
      else {
        holds.delete(n);
        n.removeAttribute('inert');
      }
    }
    this.inerted.clear();
  }
}
