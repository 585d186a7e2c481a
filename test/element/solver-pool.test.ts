/**
 * One solver for the page: several games share one worker, its queue serves
 * the game touched last first, and a search is held to the page's memory cap.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { Klondike } from '../../src/engine/index.js';
import { configureSolverPool, pool, type PoolRequest } from '../../src/element/controllers/solver-pool.js';
import type { SolverResponse } from '../../src/solver/index.js';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import '../../src/klondike-solitaire.js';

/** Counts the Workers the page starts while `fn` runs. */
async function countWorkers(fn: () => Promise<void>): Promise<number> {
  const Original = window.Worker;
  let made = 0;
  window.Worker = class extends Original {
    constructor(url: string | URL, o?: WorkerOptions) {
      super(url, o);
      made++;
    }
  };
  try {
    await fn();
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
function ask(kind: PoolRequest['kind'], game: Klondike, limits: Record<string, unknown>, priority: () => number, order: string[], name: string): Promise<SolverResponse> {
  return new Promise((resolve) => {
    pool.submit({ kind, save: game.toJSON(), limits, priority, settle: (r) => (order.push(name), resolve(r)) });
  });
}

describe('one solver for the page', () => {
  afterEach(() => configureSolverPool({ workers: 1, memoryLog2: 22 }));

  it('five games on one page start one worker between them, and each gets its hint', async () => {
    let games: KlondikeSolitaire[] = [];
    const made = await countWorkers(async () => {
      const wrap = await fixture<HTMLDivElement>(html`<div style="width:640px">
        ${[1, 2, 3, 4, 5].map(() => html`<klondike-solitaire style="--klondike-animation-ms: 0ms"></klondike-solitaire>`)}
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
    const busy = ask('solve', hard, { maxStates: 100_000 }, () => 0, order, 'busy');
    await workerTaken(order);
    const old = ask('stuck', hard, {}, () => 10, order, 'old');
    const recent = ask('stuck', hard, {}, () => performance.now(), order, 'recent');
    await Promise.all([busy, old, recent]);
    expect(order).to.deep.equal(['busy', 'recent', 'old']);
  });

  it('a cancelled request leaves the queue and is never answered', async function () {
    this.timeout(30_000);
    const game = new Klondike({ code: 'KL1-D1N-AAAAAAG' });
    const order: string[] = [];
    const busy = ask('solve', game, { maxStates: 60_000 }, () => 0, order, 'busy');
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

  it('refuses limits it cannot honour', () => {
    expect(() => configureSolverPool({ workers: 0 })).to.throw(RangeError, /workers/);
    expect(() => configureSolverPool({ memoryLog2: Number.NaN })).to.throw(RangeError, /memoryLog2/);
    expect(() => configureSolverPool({ memoryLog2: 40 })).to.throw(RangeError, /memoryLog2/);
  });
});
