/**
 * One solver for the page: several games share one worker, its queue serves
 * the games that can be seen first, then the game touched last, and a search
 * is held to the page's memory cap.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import { Klondike } from '../../src/engine/index.js';
import { pool, type PoolRequest } from '../../src/element/solving/solver-pool.js';
import { configureSolverPool, solverLimits } from '../../src/element/solving/solver-limits.js';
import * as entry from '../../src/klondike-solitaire.js';
import * as pkg from '../../src/element/index.js';
import { watchOnScreen } from '../../src/element/solving/on-screen.js';
import type { SolverResponse } from '../../src/solver/index.js';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import '../../src/klondike-solitaire.js';
import { reach } from './helpers.js';

/** Counts the Workers the page starts while `fn` runs (`fn` may read the count so far). */
async function countWorkers(fn: (made: () => number) => Promise<void>): Promise<number> {
  const Original = window.Worker;
  let made = 0;
  window.Worker = class extends Original {
    constructor(url: string | URL, o?: WorkerOptions) {
      super(url, o);
      made++;
    }
  };
  try {
    await fn(() => made);
  } finally {
    window.Worker = Original;
  }
  return made;
}

/** Waits until the pool's one worker has taken a request (or already answered it: `order` has it). */
async function workerTaken(order: string[]): Promise<void> {
  const running = (pool as unknown as { running: Map<number, unknown> }).running;
  while (running.size === 0 && order.length === 0) await new Promise((r) => setTimeout(r, 5));
}

/** Sends one request straight to the pool; resolves with its answer. */
function ask(kind: PoolRequest['kind'], game: Klondike, limits: Record<string, unknown>, priority: () => number, order: string[], name: string, visible?: () => boolean): Promise<SolverResponse> {
  return new Promise((resolve) => {
    pool.submit({ kind, save: game.toJSON(), limits, priority, visible, settle: (r) => (order.push(name), resolve(r)) });
  });
}

/**
 * A search that keeps the worker busy for a second or so: no verdict within
 * `maxStates` on this deal (none within 2 M states; deal 13, used before,
 * is now proved lost in 488 k).
 */
const longSearch = (): Klondike => new Klondike({ code: 'KL1-D3N-ER35MAP' });

/** Waits until `n` requests wait in the pool's queue. */
async function queued(n: number): Promise<void> {
  const queue = (pool as unknown as { queue: Map<number, unknown> }).queue;
  while (queue.size < n) await new Promise((r) => setTimeout(r, 5));
}

/** Two animation frames: the IntersectionObserver has reported. */
const frames = () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));

/** Games that ask the solver nothing by themselves (no stuck check, no Finish analysis). */
const quiet = (style = '') => html`<klondike-solitaire finish="off" stuck="silent" style="--klondike-animation-ms: 0ms; ${style}"></klondike-solitaire>`;

/** Asks `el` for a hint and notes `name` in `order` when it is answered. */
const hintOf = (el: KlondikeSolitaire, order: string[], name: string) => el.hint().then((h) => (order.push(name), h));

describe('one solver for the page', () => {
  // One worker, as a two-core machine gets by default (a full search then runs whole: solver-halves.test.ts has the two workers' case).
  beforeEach(() => configureSolverPool({ workers: 1 }));
  afterEach(() => configureSolverPool({ workers: 2, memoryLog2: 22, idleMs: 30_000 }));

  it('five games on one page start one worker between them, and each gets its hint', async function () {
    // Random deals: a hard one's search may take its whole time limit, and the games below the fold wait for those in view.
    this.timeout(30_000);
    let games: KlondikeSolitaire[] = [];
    const made = await countWorkers(async () => {
      const wrap = await fixture<HTMLDivElement>(html`<div style="width:640px">
        ${[1, 2, 3, 4, 5].map(() => quiet())}
      </div>`);
      games = [...wrap.querySelectorAll('klondike-solitaire')];
      await Promise.all(games.map((g) => g.updateComplete));
      const hints = await Promise.all(games.map((g) => g.hint()));
      for (const h of hints) expect(h.kind).to.be.oneOf(['winning', 'progress', 'none']);
    });
    expect(games).to.have.length(5);
    expect(made).to.equal(1);
  });

  it('the queue serves the game touched last first', async function () {
    this.timeout(30_000);
    const hard = new Klondike({ code: 'KL1-D1N-AAAAAAG' });
    const order: string[] = [];
    // Occupies the one worker, then two wait: "old" (touched long ago) and "recent".
    const busy = ask('solve', longSearch(), { maxStates: 300_000 }, () => 0, order, 'busy');
    await workerTaken(order);
    const old = ask('stuck', hard, {}, () => 10, order, 'old');
    const recent = ask('stuck', hard, {}, () => performance.now(), order, 'recent');
    await Promise.all([busy, old, recent]);
    expect(order).to.deep.equal(['busy', 'recent', 'old']);
  });

  it("a visible game's request is served before an off-screen game's that asked first", async function () {
    this.timeout(30_000);
    const wrap = await fixture<HTMLDivElement>(html`<div style="width:640px">${quiet()}${quiet('margin-top: 5000px')}</div>`);
    const [seen, away] = [...wrap.querySelectorAll('klondike-solitaire')];
    // A first hint each: the hint code and the worker are loaded.
    await Promise.all([seen.hint(), away.hint()]);
    await frames();
    const order: string[] = [];
    // The one worker is busy; the off-screen game asks first, then the visible one.
    const busy = ask('solve', longSearch(), { maxStates: 600_000 }, () => 0, order, 'busy');
    await workerTaken(order);
    const awayHint = hintOf(away, order, 'off-screen');
    await queued(1);
    const seenHint = hintOf(seen, order, 'visible');
    await queued(2);
    await Promise.all([busy, awayHint, seenHint]);
    expect(order).to.deep.equal(['busy', 'visible', 'off-screen']);
  });

  it("a running search of a game that cannot be seen gives the worker up to a visible game's, then runs again", async function () {
    this.timeout(60_000);
    const order: string[] = [];
    const hidden = ask('solve', longSearch(), { maxStates: 600_000 }, () => 0, order, 'hidden', () => false);
    await workerTaken(order);
    const seen = ask('stuck', new Klondike({ code: 'KL1-D1N-AAAAAAG' }), {}, () => 0, order, 'visible', () => true);
    const [h] = await Promise.all([hidden, seen]);
    expect(order).to.deep.equal(['visible', 'hidden']);
    // Run again from the start: a real answer, not "cancelled".
    expect(h.error).to.equal(undefined);
    expect(h.solve).to.include({ result: 'unknown', states: 600_000 });
  });

  it('a waiting request of an off-screen game passes the others when its game is scrolled into view', async function () {
    this.timeout(30_000);
    const wrap = await fixture<HTMLDivElement>(html`<div style="width:640px">${quiet('margin-top: 5000px')}${quiet('margin-top: 5000px')}</div>`);
    const [first, second] = [...wrap.querySelectorAll('klondike-solitaire')];
    await Promise.all([first.hint(), second.hint()]);
    await frames();
    const order: string[] = [];
    const busy = ask('solve', longSearch(), { maxStates: 600_000 }, () => 0, order, 'busy');
    await workerTaken(order);
    const firstHint = hintOf(first, order, 'first');
    await queued(1);
    const secondHint = hintOf(second, order, 'second');
    await queued(2);
    second.scrollIntoView();
    await frames();
    await Promise.all([busy, firstHint, secondHint]);
    window.scrollTo(0, 0);
    expect(order).to.deep.equal(['busy', 'second', 'first']);
  });

  it('a game on a hidden page counts as not seen, and as seen again when the page shows', async () => {
    const el = await fixture<KlondikeSolitaire>(quiet());
    await frames();
    let shown = 0;
    const watch = watchOnScreen(el, () => shown++);
    const state = Object.getOwnPropertyDescriptor(Document.prototype, 'visibilityState')!;
    try {
      expect(watch.shown).to.equal(true);
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
      expect(watch.shown).to.equal(false);
      expect(shown).to.equal(0);
    } finally {
      delete (document as { visibilityState?: unknown }).visibilityState;
      expect(Object.getOwnPropertyDescriptor(Document.prototype, 'visibilityState')).to.deep.equal(state);
    }
    document.dispatchEvent(new Event('visibilitychange'));
    expect(watch.shown).to.equal(true);
    expect(shown).to.equal(1);
    watch.stop();
  });

  it('a cancelled request leaves the queue and is never answered', async function () {
    this.timeout(30_000);
    const game = new Klondike({ code: 'KL1-D1N-AAAAAAG' });
    const order: string[] = [];
    const busy = ask('solve', longSearch(), { maxStates: 300_000 }, () => 0, order, 'busy');
    await workerTaken(order);
    let answered = false;
    const id = pool.submit({ kind: 'stuck', save: game.toJSON(), limits: {}, priority: () => 1, settle: () => (answered = true) });
    pool.cancel(id);
    const after = ask('stuck', game, {}, () => 0, order, 'after');
    await Promise.all([busy, after]);
    expect(answered).to.equal(false);
    expect(order).to.deep.equal(['busy', 'after']);
  });

  it('a search held to a small memory cap answers "unknown", not an out-of-memory', async function () {
    this.timeout(30_000);
    configureSolverPool({ memoryLog2: 16 });
    const r = await ask('solve', new Klondike({ code: 'KL1-D3N-AAAAAAG' }), { timeLimitMs: 20_000 }, () => 0, [], 'capped');
    expect(r.error).to.equal(undefined);
    expect(r.solve!.result).to.be.oneOf(['unknown', 'solved', 'unsolvable']);
    // 2^16 slots hold far fewer states than the search needs on this deal without the cap.
    if (r.solve!.result === 'unknown') expect(r.solve!.states).to.be.at.most(1 << 17);
  });

  it('the worker ends once no game has asked anything for idleMs, and starts again on the next request', async function () {
    this.timeout(30_000);
    configureSolverPool({ idleMs: 300 });
    const game = new Klondike({ code: 'KL1-D1N-AAAAAAG' });
    const Original = window.Worker;
    let ended = 0;
    let made = 0;
    window.Worker = class extends Original {
      constructor(url: string | URL, o?: WorkerOptions) {
        super(url, o);
        made++;
      }
      override terminate(): void {
        ended++;
        super.terminate();
      }
    };
    try {
      // The earlier tests' worker (not made by the stand-in) ends first.
      await new Promise((r) => setTimeout(r, 500));
      expect(pool.workers).to.equal(0);
      const first = await ask('stuck', game, {}, () => 0, [], 'first');
      expect(first.error).to.equal(undefined);
      expect(pool.workers).to.equal(1);
      // A search that runs longer than idleMs keeps its worker.
      const order: string[] = [];
      const busy = ask('solve', longSearch(), { maxStates: 400_000 }, () => 0, order, 'busy');
      await new Promise((r) => setTimeout(r, 450));
      if (order.length === 0) expect(pool.workers).to.equal(1);
      await busy;
      expect(ended).to.equal(0);
      await new Promise((r) => setTimeout(r, 600));
      expect(pool.workers).to.equal(0);
      expect(ended).to.equal(1);
      const again = await ask('stuck', game, {}, () => 0, [], 'again');
      expect(again.error).to.equal(undefined);
      expect(again.stuck).to.equal(false);
      expect(pool.workers).to.equal(1);
      expect(made).to.equal(2);
    } finally {
      window.Worker = Original;
    }
  });

  it('a press on a game starts the worker again after its idle end, before any request', async function () {
    this.timeout(30_000);
    configureSolverPool({ idleMs: 300 });
    const el = await fixture<KlondikeSolitaire>(quiet());
    await el.updateComplete; // the input and assistance parts (the solver client among them) are here
    for (let i = 0; i < 100 && pool.workers > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(pool.workers, 'ended while idle').to.equal(0);
    // Count the workers made rather than poll `pool.workers`: on a loaded
    // machine the mouse round trips can outlast idleMs, and the worker the
    // press started may already have ended again when the poll begins.
    const made = await countWorkers(async (soFar) => {
      const r = el.shadowRoot!.querySelector('[part~=stock]')!.getBoundingClientRect();
      await sendMouse({ type: 'move', position: [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] });
      expect(soFar(), 'nothing started before the press').to.equal(0);
      await sendMouse({ type: 'down' });
      await sendMouse({ type: 'up' });
      await resetMouse();
      for (let i = 0; i < 100 && soFar() === 0; i++) await new Promise((r) => setTimeout(r, 10));
      expect(soFar(), 'started by the press').to.equal(1);
      // Nothing asked (the quiet game analyses nothing; the press drew a card): it ends again.
      for (let i = 0; i < 150 && pool.workers > 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(pool.workers).to.equal(0);
    });
    expect(made, 'no second worker').to.equal(1);
  });

  it('refuses limits it cannot honour', () => {
    expect(() => configureSolverPool({ idleMs: -1 })).to.throw(RangeError, /idleMs/);
    expect(() => configureSolverPool({ workers: 0 })).to.throw(RangeError, /workers/);
    expect(() => configureSolverPool({ memoryLog2: Number.NaN })).to.throw(RangeError, /memoryLog2/);
    expect(() => configureSolverPool({ memoryLog2: 40 })).to.throw(RangeError, /memoryLog2/);
    // A refused call changes nothing, its valid values included.
    const before = { ...solverLimits };
    expect(() => configureSolverPool({ workers: 3, idleMs: 5, memoryLog2: 15 })).to.throw(RangeError, /memoryLog2/);
    expect(solverLimits).to.deep.equal(before);
  });

  describe('a deal nobody reached for is not analysed, but for the first game in view', () => {
    /** Two games in view, away from the mouse (parked in the viewport's far corner). */
    async function twoUntouched(): Promise<KlondikeSolitaire[]> {
      await sendMouse({ type: 'move', position: [innerWidth - 1, innerHeight - 1] });
      const game = html`<klondike-solitaire code="KL1-D1N-AAAAAAG" style="--klondike-animation-ms: 0ms"></klondike-solitaire>`;
      const wrap = await fixture<HTMLDivElement>(html`<div style="width:300px">${game}${game}</div>`);
      const games = [...wrap.querySelectorAll('klondike-solitaire')] as KlondikeSolitaire[];
      await Promise.all(games.map((g) => g.updateComplete));
      for (const g of games) expect(g.getBoundingClientRect().top, 'both in view').to.be.lessThan(innerHeight - 40);
      return games;
    }
    const until = async (f: () => boolean, ms = 15_000) => {
      for (const end = performance.now() + ms; !f() && performance.now() < end; ) await new Promise((r) => setTimeout(r, 50));
    };
    /** The games once one of them has its verdict: [the one analysed, the one that waits]. */
    async function split(games: KlondikeSolitaire[]): Promise<[KlondikeSolitaire, KlondikeSolitaire]> {
      await until(() => games.some((g) => g.canFinish));
      await new Promise((r) => setTimeout(r, 1000));
      const done = games.filter((g) => g.canFinish);
      expect(done, 'exactly one game analysed before anyone reached for it').to.have.length(1);
      return [done[0], games.find((g) => !g.canFinish)!];
    }

    it('one of two untouched games in view gets its verdict; the mouse coming over the other starts its analysis', async function () {
      this.timeout(30_000);
      const [, waiting] = await split(await twoUntouched());
      await reach(waiting);
      await until(() => waiting.canFinish);
      expect(waiting.canFinish, 'the win proven once reached for').to.equal(true);
    });

    it('the focus coming into the waiting game starts it too', async function () {
      this.timeout(30_000);
      const [, waiting] = await split(await twoUntouched());
      waiting.shadowRoot!.querySelector<HTMLElement>('[data-pile="1"]')!.focus();
      await until(() => waiting.canFinish);
      expect(waiting.canFinish).to.equal(true);
    });

    it('a game below the fold waits, even alone on the page', async function () {
      this.timeout(30_000);
      await sendMouse({ type: 'move', position: [innerWidth - 1, innerHeight - 1] });
      const wrap = await fixture<HTMLDivElement>(html`<div style="width:400px"><div style="height:${innerHeight + 400}px"></div><klondike-solitaire code="KL1-D1N-AAAAAAG" style="--klondike-animation-ms: 0ms"></klondike-solitaire></div>`);
      const el = wrap.querySelector('klondike-solitaire') as KlondikeSolitaire;
      await el.updateComplete;
      await new Promise((r) => setTimeout(r, 1500));
      expect(el.canFinish).to.equal(false);
      el.scrollIntoView();
      await reach(el);
      await until(() => el.canFinish);
      expect(el.canFinish).to.equal(true);
    });
  });

  it('the side-effect entry (the single files) exports the page-wide settings: the same functions as the package', () => {
    expect(entry.configureSolverPool).to.equal(configureSolverPool);
    expect(entry.registerLanguage).to.equal(pkg.registerLanguage);
    expect(entry.stringsEn).to.equal(pkg.stringsEn);
    entry.configureSolverPool({ memoryLog2: 18 });
    expect(solverLimits.memoryLog2).to.equal(18);
  });
});
