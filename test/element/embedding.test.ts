/**
 * Embedding safety, in the page: no global CSS, several instances
 * independent, removing an element stops its workers, timers and listeners
 * (100 create/remove cycles, no leak), host page styles cannot break the
 * table, and the widget never reacts to keys it does not have focus for.
 * (The strict-CSP page, the globals added by the built bundle and loading it
 * twice are checked against the built files in scripts/e2e.mjs.)
 */
import { internalsOf } from '../../src/element/internals.js';
import { expect, fixture, html } from '@open-wc/testing';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import { easyDeal, gameFixture, pileNode, reach, record, settle } from './helpers.js';

/** Counts workers, intervals and window/document listeners from now on. */
function installProbes() {
  const counts = { workers: 0, terminated: 0, intervals: new Set<number>(), listeners: 0 };
  const NativeWorker = window.Worker;
  class CountingWorker extends NativeWorker {
    constructor(url: string | URL, opts?: WorkerOptions) {
      super(url, opts);
      counts.workers++;
    }
    override terminate(): void {
      counts.terminated++;
      super.terminate();
    }
  }
  window.Worker = CountingWorker;
  const setI = window.setInterval;
  const clearI = window.clearInterval;
  window.setInterval = ((fn: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id = setI(fn, ms, ...args);
    counts.intervals.add(id);
    return id;
  }) as typeof window.setInterval;
  window.clearInterval = ((id?: number) => {
    if (id !== undefined) counts.intervals.delete(id);
    clearI(id);
  }) as typeof window.clearInterval;
  const targets: EventTarget[] = [window, document, document.documentElement, document.body];
  const originals = targets.map((t) => ({ t, add: t.addEventListener, remove: t.removeEventListener }));
  const live = new Set<string>();
  let serial = 0;
  const ids = new WeakMap<object, number>();
  const keyOf = (t: EventTarget, type: string, fn: unknown, capture: unknown) => {
    if (fn && typeof fn === 'object' || typeof fn === 'function') {
      if (!ids.has(fn as object)) ids.set(fn as object, ++serial);
    }
    const c = typeof capture === 'boolean' ? capture : !!(capture as AddEventListenerOptions | undefined)?.capture;
    return `${targets.indexOf(t)}:${type}:${ids.get(fn as object) ?? 0}:${c}`;
  };
  for (const o of originals) {
    o.t.addEventListener = function (type: string, fn: EventListenerOrEventListenerObject | null, opts?: boolean | AddEventListenerOptions) {
      live.add(keyOf(o.t, type, fn, opts));
      return o.add.call(this, type, fn, opts);
    };
    o.t.removeEventListener = function (type: string, fn: EventListenerOrEventListenerObject | null, opts?: boolean | EventListenerOptions) {
      live.delete(keyOf(o.t, type, fn, opts));
      return o.remove.call(this, type, fn, opts);
    };
  }
  return {
    counts,
    liveListeners: () => live.size,
    restore() {
      window.Worker = NativeWorker;
      window.setInterval = setI;
      window.clearInterval = clearI;
      for (const o of originals) {
        o.t.addEventListener = o.add;
        o.t.removeEventListener = o.remove;
      }
    },
  };
}

const heap = async (): Promise<number> => ((await executeServerCommand('heap')) as { used: number }).used;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('embedding: no global side effects', () => {
  it('an element adds no stylesheet to the document and no element outside itself', async () => {
    const sheets = document.styleSheets.length;
    const adopted = document.adoptedStyleSheets.length;
    const headNodes = document.head.children.length;
    const el = await gameFixture();
    el.move('S');
    await settle(el);
    expect(document.styleSheets.length).to.equal(sheets);
    expect(document.adoptedStyleSheets.length).to.equal(adopted);
    expect(document.head.children.length).to.equal(headNodes);
    expect(el.shadowRoot!.mode).to.equal('open');
    // Its styles live in its shadow root only.
    expect(el.shadowRoot!.adoptedStyleSheets.length + el.shadowRoot!.querySelectorAll('style').length).to.be.greaterThan(0);
  });

  it('the status bar is a part of the shadow tree, not a custom element of the page', async () => {
    const el = await gameFixture();
    const bar = el.shadowRoot!.querySelector('[part=status]')!;
    expect(bar.localName).to.equal('div');
    expect(bar.querySelectorAll('[data-stat]').length).to.be.greaterThan(2);
    expect(customElements.get('klondike-status-bar')).to.equal(undefined);
  });

  it('several instances on one page are independent (rules, moves, undo, events)', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div style="width:640px">
      <klondike-solitaire id="a" style="--klondike-animation-ms: 0ms" draw="1"></klondike-solitaire>
      <klondike-solitaire id="b" style="--klondike-animation-ms: 0ms" draw="3" scoring="vegas"></klondike-solitaire>
      <klondike-solitaire id="c" style="--klondike-animation-ms: 0ms" code="KL1-D1N-AAAAAAG"></klondike-solitaire>
    </div>`);
    const [a, b, c] = [...wrap.querySelectorAll('klondike-solitaire')];
    for (const el of [a, b, c]) await settle(el);
    const evA = record(a, 'klondike-move');
    const evB = record(b, 'klondike-move');
    const snapshot = (el: KlondikeSolitaire) => JSON.stringify(el.game.toJSON());
    const bBefore = snapshot(b);
    const cBefore = snapshot(c);
    a.move('S');
    a.move('S');
    await settle(a);
    expect(snapshot(b)).to.equal(bBefore);
    expect(snapshot(c)).to.equal(cBefore);
    expect(evA.length).to.equal(2);
    expect(evB.length).to.equal(0);
    b.move('S');
    expect(b.game.waste.length).to.equal(3);
    expect(a.game.waste.length).to.equal(2);
    a.undo();
    expect(b.game.waste.length).to.equal(3);
    expect(b.score).to.equal(-52);
    c.setAttribute('draw', '3');
    await settle(c);
    expect(a.game.options.draw).to.equal(1);
    expect(c.game.options.draw).to.equal(3);
    // Each has its own solver: a hint on one does not disturb the other.
    const [ha, hb] = await Promise.all([a.hint(), b.hint()]);
    expect(ha).to.have.property('kind');
    expect(hb).to.have.property('kind');
  });
});

describe('embedding: removal stops everything', () => {
  it('100 create/remove cycles: every worker terminated, no interval or window listener left, heap bounded', async function () {
    this.timeout(120_000);
    const probes = installProbes();
    const host = await fixture<HTMLDivElement>(html`<div style="width:600px"></div>`);
    const listenersAtStart = probes.liveListeners();
    let baseline = 0;
    try {
      for (let i = 0; i < 100; i++) {
        const el = document.createElement('klondike-solitaire');
        el.style.setProperty('--klondike-animation-ms', '0ms');
        host.append(el);
        await el.updateComplete;
        el.newGame(easyDeal());
        el.move('S');
        // Every few cycles: start the solver (hint and the Finish analysis) and the clock, remove mid-flight.
        if (i % 5 === 0) {
          void el.hint().catch(() => undefined);
          void el.finish().catch(() => undefined);
        }
        await settle(el);
        if (i % 3 === 0) await sleep(150); // past the analysis delay: a worker is busy
        el.remove();
        if (i === 9) {
          await sleep(100);
          baseline = await heap();
        }
      }
      await sleep(400);
      const { workers, terminated, intervals } = probes.counts;
      expect(workers, 'the solver never started').to.be.greaterThan(0);
      expect(workers - terminated, `live workers (${workers} created)`).to.equal(0);
      expect(intervals.size, 'intervals left running').to.equal(0);
      expect(probes.liveListeners() - listenersAtStart, 'window/document listeners left').to.equal(0);
      const after = await heap();
      // 90 more cycles: the heap must not keep them (a leak of one game each would be megabytes).
      expect(after - baseline, `heap grew by ${Math.round((after - baseline) / 1024)} KB`).to.be.lessThan(4 * 1024 * 1024);
    } finally {
      probes.restore();
    }
  });

  it('a move while the solver analyses cancels the analysis by message: the worker lives on and answers', async function () {
    this.timeout(30_000);
    const probes = installProbes();
    try {
      // A draw-3 deal the solver cannot decide in seconds (no verdict within 2 M states): its
      // analysis is still running below.
      const el = await gameFixture({ attrs: 'code=KL1-D3N-ER35MAP' });
      await reach(el);
      // Wait (peeking at the element's internals) until the request in flight is the 2.5 s solve.
      const inFlight = () => [...(internalsOf(el).parts.assist.solver as unknown as { pending: Map<number, { kind: string }> }).pending.values()].map((p) => p.kind);
      const end = performance.now() + 15_000;
      while (inFlight().join() !== 'solve' && performance.now() < end) await sleep(20);
      await sleep(100);
      expect(inFlight()).to.deep.equal(['solve']);
      expect(probes.counts.workers).to.equal(1);
      expect(el.move('S')).to.equal(true);
      expect([probes.counts.workers, probes.counts.terminated], 'the solve is cancelled by message').to.deep.equal([1, 0]);
      const h = await el.hint();
      expect(h.move).to.be.a('string');
      expect(probes.counts.workers, 'the same worker answered the hint').to.equal(1);
      // The stuck check that starts the next analysis is cancelled by message too.
      await sleep(200);
      expect(el.move('S')).to.equal(true);
      await sleep(300);
      expect([probes.counts.workers, probes.counts.terminated], 'never terminated while on the page').to.deep.equal([1, 0]);
      // A hint in flight (its win search runs up to 1.5 s here) made obsolete by a move: cancelled by message too.
      const obsolete = el.hint();
      await sleep(60);
      expect(el.move('S')).to.equal(true);
      await obsolete;
      await sleep(200);
      expect([probes.counts.workers, probes.counts.terminated], 'a hint cancelled by message').to.deep.equal([1, 0]);
      el.remove();
      expect(probes.counts.workers - probes.counts.terminated, 'live workers after removal').to.equal(0);
    } finally {
      probes.restore();
    }
  });

  it('hint() then removal: no worker is started after the element left the page', async () => {
    const probes = installProbes();
    try {
      const el = await gameFixture();
      el.move('S');
      await settle(el);
      const pending = el.hint().catch(() => null);
      await sleep(10);
      el.remove();
      const atRemoval = probes.counts.workers;
      await pending;
      await sleep(600); // past the element's 120 ms analysis delay
      // Known bug (src/element/late/assist.ts): hint()'s continuation calls
      // analyse() after the host is disconnected; its timer starts a new worker
      // through SolverClient, and nothing terminates it any more.
      expect(probes.counts.workers - atRemoval, 'workers started after removal').to.equal(0);
      expect(probes.counts.workers - probes.counts.terminated, 'live workers').to.equal(0);
    } finally {
      probes.restore();
    }
  });

  it('a removed element fires nothing more and changes nothing (timers stopped)', async () => {
    const el = await gameFixture({ deal: easyDeal() });
    const got = record(el, 'klondike-move', 'klondike-win', 'klondike-stuck', 'klondike-score-change');
    const finishing = el.finish();
    await sleep(30);
    el.remove();
    const n = got.length;
    const moves = el.game.stats.moves;
    await sleep(800);
    expect(got.length).to.equal(n);
    expect(el.game.stats.moves).to.equal(moves);
    await Promise.race([finishing, sleep(500)]);
  });
});

describe('embedding: host page styles and keys', () => {
  it('a hostile page stylesheet cannot hide or break the table', async () => {
    const style = document.createElement('style');
    style.textContent = `* { all: unset !important; } div { display: none !important; } [part] { display: none !important; }
      klondike-solitaire::part(card) { }`;
    // The element sits directly in <body> (a page's own wrappers could of
    // course be hidden by its own `div { display: none }`).
    const el = document.createElement('klondike-solitaire');
    el.style.setProperty('--klondike-animation-ms', '0ms');
    document.body.append(el);
    await settle(el);
    document.head.append(style);
    try {
      await settle(el);
      await sleep(50);
      await settle(el);
      const table = el.shadowRoot!.querySelector<HTMLElement>('[part~=table]')!;
      const r = table.getBoundingClientRect();
      expect(r.width).to.be.greaterThan(200);
      expect(r.height).to.be.greaterThan(150);
      const card = el.shadowRoot!.querySelector<HTMLElement>('[part~=card][data-card]')!;
      expect(card.getBoundingClientRect().width).to.be.greaterThan(10);
      expect(getComputedStyle(card).display).to.not.equal('none');
      expect(el.move('S')).to.equal(true);
    } finally {
      style.remove();
      el.remove();
    }
  });

  it('keys pressed while the element does not have focus do nothing', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div style="width:640px">
      <input id="outside" />
      <klondike-solitaire style="--klondike-animation-ms: 0ms"></klondike-solitaire>
    </div>`);
    const el = wrap.querySelector('klondike-solitaire')!;
    await settle(el);
    el.newGame(easyDeal());
    el.move('S');
    await settle(el);
    const key = JSON.stringify(el.game.toJSON());
    const events = record(el, 'klondike-move', 'klondike-undo', 'klondike-new-game');
    const input = wrap.querySelector<HTMLInputElement>('#outside')!;
    input.focus();
    for (const k of ['u', 'n', 'h', 'f', 'Space', 'Enter', 'ArrowLeft', 'ArrowRight', 'Escape']) await sendKeys({ press: k });
    (document.activeElement as HTMLElement | null)?.blur();
    document.body.focus();
    for (const k of ['u', 'n', 'Space', 'Enter']) await sendKeys({ press: k });
    await settle(el);
    expect(JSON.stringify(el.game.toJSON())).to.equal(key);
    expect(events.length).to.equal(0);
    expect(input.value).to.equal('unhf ');
    // With focus, the same key works (the control case).
    pileNode(el, 'S').focus();
    await sendKeys({ press: 'u' });
    await settle(el);
    expect(events.map((e) => e.type)).to.include('klondike-undo');
  });
});
