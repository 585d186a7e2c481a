/**
 * Shared helpers for the element tests: explicit deals in Solvitaire's
 * format, a fixture with animations off, real clicks on cards and piles.
 */
import { fixture, html } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import type { SolvitaireDeal } from '../../src/engine/index.js';
import '../../src/klondike-solitaire.js';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import { internalsOf } from '../../src/element/internals.js';
import type { PileId } from '../../src/element/session/piles.js';

// A failing assertion whose actual or expected value is a DOM node (say
// `expect(el.querySelector(…)).to.equal(null)`) would stall the run until its
// timeout: the runner tries to serialise the node's whole object graph for
// the report. This root hook (every element test imports this module) puts
// the node's tag in its place first; the assertion message keeps its HTML.
afterEach(function () {
  const err = this.currentTest?.err as { actual?: unknown; expected?: unknown } | undefined;
  if (!err) return;
  for (const k of ['actual', 'expected'] as const) {
    const v = err[k];
    if (v instanceof Node) err[k] = `<${v.nodeName.toLowerCase()}>`;
  }
});

const RANKS = 'A23456789TJQK';
const SUITS = 'shdc';
/** All 52 cards in notation. */
export const ALL_CARDS = [...SUITS].flatMap((s) => [...RANKS].map((r) => r + s));

/** Notation (`Th`) → Solvitaire (`10H`, lowercase suit when hidden). */
function sol(card: string, hidden = false): string {
  const rank = card[0] === 'T' ? '10' : card[0];
  return rank + (hidden ? card[1].toLowerCase() : card[1].toUpperCase());
}

/** A position to build: columns bottom to top, a leading `-` marks a hidden card. */
export interface DealSpec {
  columns: string[][];
  /** Stock bottom to top (the last is drawn first); unlisted cards go under it unless `fill` is false. */
  stock?: string[];
  waste?: string[];
  foundations?: string[][];
  /** Put the cards not listed anywhere at the bottom of the stock (default true). */
  fill?: boolean;
}

/** Builds a Solvitaire deal from a {@link DealSpec}. */
export function makeDeal(spec: DealSpec): SolvitaireDeal {
  const used = new Set<string>();
  const note = (c: string) => {
    const name = c.replace(/^-/, '');
    if (used.has(name)) throw new Error(`card ${name} twice`);
    used.add(name);
    return name;
  };
  const columns = spec.columns.map((col) => col.map((c) => sol(note(c), c.startsWith('-'))));
  while (columns.length < 7) columns.push([]);
  const stock = (spec.stock ?? []).map((c) => sol(note(c)));
  const waste = (spec.waste ?? []).map((c) => sol(note(c)));
  const foundation = (spec.foundations ?? []).map((f) => f.map((c) => sol(note(c))));
  const rest = ALL_CARDS.filter((c) => !used.has(c)).map((c) => sol(c));
  const deal: SolvitaireDeal = { 'tableau piles': columns, stock: spec.fill === false ? stock : [...rest, ...stock] };
  if (waste.length) deal.waste = waste;
  if (foundation.length) deal.foundation = foundation;
  return deal;
}

/**
 * A deal that "play any foundation move, else draw" wins in draw 1: the
 * lowest cards on the column tops, the others in the stock in rising order.
 */
export function easyDeal(): SolvitaireDeal {
  const order = [...RANKS].flatMap((r) => [...SUITS].map((s) => r + s));
  const cols: string[][] = [[], [], [], [], [], [], []];
  let k = 0;
  for (let layer = 0; layer < 7; layer++) for (let c = layer; c < 7; c++) cols[c].unshift(order[k++]);
  const columns = cols.map((col) => col.map((card, i) => (i === col.length - 1 ? card : '-' + card)));
  return makeDeal({ columns, stock: order.slice(28).reverse(), fill: false });
}

/** A fixture of the element in a box of `width` px (height from the width), animations off. */
export async function gameFixture(opts: { deal?: SolvitaireDeal; width?: number; height?: number; attrs?: string } = {}): Promise<KlondikeSolitaire> {
  const wrap = await fixture<HTMLDivElement>(html`<div style="width:${opts.width ?? 640}px;${opts.height ? `height:${opts.height}px` : ''}">
    <klondike-solitaire style="--klondike-animation-ms: 0ms; ${opts.height ? 'height:100%' : ''}"></klondike-solitaire>
  </div>`);
  const el = wrap.querySelector('klondike-solitaire')!;
  if (opts.attrs) for (const [k, v] of new URLSearchParams(opts.attrs)) el.setAttribute(k, v);
  await el.updateComplete;
  if (opts.deal) el.newGame(opts.deal);
  await settle(el);
  return el;
}

/** Waits for the element to render and for layout to settle. */
export async function settle(el: KlondikeSolitaire): Promise<void> {
  await el.updateComplete;
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  await el.updateComplete;
}

/**
 * Waits until no card is in flight (a moved card stays raised until its
 * transition ends, or for the animation plus `LANDING_SLACK_MS` without
 * one; without animation nothing flies), then for the table to settle.
 */
export async function landed(el: KlondikeSolitaire): Promise<void> {
  await el.updateComplete; // the moves just made are rendered (raised) first
  const t0 = performance.now();
  while (el.shadowRoot!.querySelector('[part~=card].flying') && performance.now() - t0 < 5000) await new Promise((r) => setTimeout(r, 10));
  await settle(el);
}

/** The node of a face-up card. */
export function cardNode(el: KlondikeSolitaire, card: string): HTMLElement {
  const n = el.shadowRoot!.querySelector<HTMLElement>(`[part~=card][data-card="${card}"]`);
  if (!n) throw new Error(`no face-up node for ${card}`);
  return n;
}

/** The node of a pile slot (`S`, `W`, `Fs`..`Fc`, `1`..`7`). */
export function pileNode(el: KlondikeSolitaire, pile: string): HTMLElement {
  return el.shadowRoot!.querySelector<HTMLElement>(`.slot[data-pile="${pile}"]`)!;
}

/** A real click at a viewport point. */
export async function clickAt(x: number, y: number): Promise<void> {
  await sendMouse({ type: 'click', position: [Math.round(x), Math.round(y)] });
}

/** A viewport point outside `el` (the real mouse goes there first, so that it then enters `el`). */
export function pointOutside(el: Element): [number, number] {
  const r = el.getBoundingClientRect();
  const corners: [number, number][] = [[0, 0], [innerWidth - 1, innerHeight - 1], [innerWidth - 1, 0], [0, innerHeight - 1]];
  const out = corners.find(([x, y]) => x < r.left || x > r.right || y < r.top || y > r.bottom);
  if (!out) throw new Error('the element covers the whole viewport');
  return out;
}

/**
 * The player reaches for the game: the real mouse comes over it from
 * outside (a deal nobody reached for is not analysed, see `assist.ts`).
 */
export async function reach(el: Element): Promise<void> {
  await sendMouse({ type: 'move', position: pointOutside(el) });
  const r = el.getBoundingClientRect();
  await sendMouse({ type: 'move', position: [Math.round(r.left + 6), Math.round(r.top + 6)] });
}

/** A real click on the visible strip of a card (its top edge, where a fan shows it). */
export async function clickCard(el: KlondikeSolitaire, card: string): Promise<void> {
  const r = cardNode(el, card).getBoundingClientRect();
  await clickAt(r.left + r.width / 2, r.top + Math.min(8, r.height / 4));
  await settle(el);
}

/** A real click on a pile: below its cards for a column, its centre otherwise. */
export async function clickPile(el: KlondikeSolitaire, pile: string): Promise<void> {
  const r = pileNode(el, pile).getBoundingClientRect();
  const y = /^[1-7]$/.test(pile) ? Math.min(r.bottom - 6, innerHeight - 4) : r.top + r.height / 2;
  await clickAt(r.left + r.width / 2, y);
  await settle(el);
}

/** Collects the events of the given names fired by `el`. */
export function record(el: HTMLElement, ...names: string[]): CustomEvent[] {
  const got: CustomEvent[] = [];
  for (const n of names) el.addEventListener(n, (e) => got.push(e as CustomEvent));
  return got;
}

/** The text of the on-table message, or null. */
export function messageText(el: KlondikeSolitaire): string | null {
  return el.shadowRoot!.querySelector('[part=message] span')?.textContent?.trim() ?? null;
}

/** Replaces console.warn while `fn` runs; returns the warnings. */
export async function captureWarnings(fn: () => Promise<void> | void): Promise<string[]> {
  const original = console.warn;
  const got: string[] = [];
  console.warn = (...args: unknown[]) => void got.push(args.map(String).join(' '));
  try {
    await fn();
  } finally {
    console.warn = original;
  }
  return got;
}

/** The first `n` cards of suit `s`, ace up: `suit('h', 3)` is `['Ah', '2h', '3h']`. */
export const suit = (s: string, n = 13): string[] => RANKS.slice(0, n).split('').map((r) => r + s);

/** Every card face up, foundations up to 9: the auto-finish of reference game C applies (16 cards to play). */
export const autoFinishDeal = (): SolvitaireDeal =>
  makeDeal({
    columns: [['Ks', 'Qh', 'Js', 'Th'], ['Kh', 'Qs', 'Jh', 'Ts'], ['Kd', 'Qc', 'Jd', 'Tc'], ['Kc', 'Qd', 'Jc', 'Td']],
    foundations: [suit('s', 9), suit('h', 9), suit('d', 9), suit('c', 9)],
    fill: false,
  });

/** Two real clicks on a face-up card's index corner, as fast as the mouse goes, then past the double-tap delay. */
export async function doubleClickCard(el: KlondikeSolitaire, card: string): Promise<void> {
  const r = cardNode(el, card).getBoundingClientRect();
  const pos: [number, number] = [Math.round(r.left + r.width / 2), Math.round(r.top + 8)];
  await sendMouse({ type: 'click', position: pos });
  await sendMouse({ type: 'click', position: pos });
  await new Promise((res) => setTimeout(res, 400));
  await settle(el);
}

/** A point in viewport pixels. */
export type Pt = [number, number];
/** A point, rounded to whole pixels. */
export const pt = (x: number, y: number): Pt => [Math.round(x), Math.round(y)];
/** Waits `ms` milliseconds. */
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The visible strip of a card (its top edge), where a fan shows it. */
export function grip(el: KlondikeSolitaire, card: string): Pt {
  const r = cardNode(el, card).getBoundingClientRect();
  return pt(r.left + r.width / 2, r.top + Math.min(10, r.height / 5));
}
/** The centre of a card's node. */
export function centre(el: KlondikeSolitaire, card: string): Pt {
  const r = cardNode(el, card).getBoundingClientRect();
  return pt(r.left + r.width / 2, r.top + r.height / 2);
}
/** The top-left corner of a card's node, in whole pixels. */
export const rectOf = (el: KlondikeSolitaire, card: string) => {
  const r = cardNode(el, card).getBoundingClientRect();
  return { x: Math.round(r.left), y: Math.round(r.top) };
};

/**
 * The position the pointer and touch tests play on:
 * column 1: 9h; 2: (3d) Tc; 3: Qd; 4: (4d) Jc Th 9c; 5: As; 6: (5d) 3c;
 * 7: Js; waste: 8s on top; foundation: hearts A 2.
 */
export const fanDeal = (): SolvitaireDeal =>
  makeDeal({
    columns: [['9h'], ['-3d', 'Tc'], ['Qd'], ['-4d', 'Jc', 'Th', '9c'], ['As'], ['-5d', '3c'], ['Js']],
    waste: ['8s'],
    foundations: [[], ['Ah', '2h']],
  });

/** A new element with these attributes, animations off, mounted in a fresh 640 px box (a "page load"). */
export async function mount(attrs: Record<string, string> = {}): Promise<KlondikeSolitaire> {
  const wrap = await fixture<HTMLDivElement>(html`<div style="width:640px"></div>`);
  const el = document.createElement('klondike-solitaire');
  el.style.setProperty('--klondike-animation-ms', '0ms');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  wrap.append(el);
  await settle(el);
  return el;
}

/** After a win: waits for the results panel (it shows after the last animation) and returns its extras part, rendered. */
export async function resultsExtras(el: KlondikeSolitaire): Promise<HTMLElement> {
  await sleep(150);
  await settle(el);
  await el.updateComplete;
  return el.shadowRoot!.querySelector<HTMLElement>('[data-panel=results] .extras')!;
}

/** The centre of a pile's slot (a column: its card-sized slot, not its whole area). */
export function slotCentre(el: KlondikeSolitaire, pile: string): Pt {
  const L = inner(el).tableLayout!;
  const t = inner(el).tableElement!.getBoundingClientRect();
  const s = L.slots[pile as keyof typeof L.slots];
  return pt(t.left + s.x + s.w / 2, t.top + s.y + s.h / 2);
}

/** Presses at `from`, moves in `steps` steps to `to` (the grabbed point lands there); `release` false keeps it pressed. */
export async function drag(from: Pt, to: Pt, { steps = 6, release = true } = {}): Promise<void> {
  await sendMouse({ type: 'move', position: from });
  await sendMouse({ type: 'down' });
  for (let i = 1; i <= steps; i++) {
    await sendMouse({ type: 'move', position: pt(from[0] + ((to[0] - from[0]) * i) / steps, from[1] + ((to[1] - from[1]) * i) / steps) });
  }
  if (release) await sendMouse({ type: 'up' });
}

/** Moves the grabbed strip of `card` onto the point `to`. */
export async function dragCard(el: KlondikeSolitaire, card: string, to: Pt, opts?: { steps?: number; release?: boolean }): Promise<void> {
  await drag(grip(el, card), to, opts);
  await settle(el);
}

/**
 * The element's internals that some tests inspect (the selection, the run
 * panel, the drag, the geometry), through the sources' internal registry:
 * they are not part of the element's public API.
 */
export function inner(el: KlondikeSolitaire) {
  const { session, surface, parts } = internalsOf(el);
  return {
    get selection() {
      return session.selection;
    },
    select: (pile: PileId, card: string) => session.select(pile, card),
    clearSelection: () => session.clearSelection(),
    get runPanel() {
      return parts.runPanel;
    },
    get drag() {
      return parts.drag;
    },
    get tableLayout() {
      return surface.layout;
    },
    get tableElement() {
      return surface.element;
    },
  };
}

/**
 * Uncaught errors and rejections while `fn` runs and `settleMs` after it:
 * what would reach the page. Each is prevented from reaching the test runner.
 */
export async function uncaught(fn: () => Promise<void>, settleMs = 50): Promise<string[]> {
  const got: string[] = [];
  const onError = (e: ErrorEvent) => {
    got.push(String(e.error ?? e.message));
    e.preventDefault();
  };
  const onRejection = (e: PromiseRejectionEvent) => {
    got.push(String(e.reason));
    e.preventDefault();
  };
  addEventListener('error', onError);
  addEventListener('unhandledrejection', onRejection);
  try {
    await fn();
    await new Promise((resolve) => setTimeout(resolve, settleMs));
  } finally {
    removeEventListener('error', onError);
    removeEventListener('unhandledrejection', onRejection);
  }
  return got;
}

/** A deal with no legal move at all: the stuck dialog at once. */
export function deadDeal(): SolvitaireDeal {
  const tops = ['2s', '2c', '4s', '4c', '6s', '6c', '8s'];
  const rest = ['s', 'h', 'd', 'c'].flatMap((s) => suit(s)).filter((c) => !tops.includes(c));
  const sizes = [6, 6, 6, 6, 7, 7, 7];
  let k = 0;
  return makeDeal({ columns: tops.map((t, i) => [...rest.slice(k, (k += sizes[i])).map((c) => '-' + c), t]), fill: false });
}

/** Whether a toolbar button is off: `aria-disabled` (it stays focusable, views/toolbar.ts), never `disabled`. */
export function off(button: HTMLElement): boolean {
  if (button.hasAttribute('disabled')) throw new Error(`the ${button.dataset.action} button is disabled: it would drop the focus`);
  return button.getAttribute('aria-disabled') === 'true';
}
