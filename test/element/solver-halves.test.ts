/**
 * One analysis on two workers: where the page may run two workers (the
 * default, on a device with three cores or more), a full search runs as its
 * two halves, one per worker, and the first decisive answer is the answer.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { Klondike } from '../../src/engine/index.js';
import { pool } from '../../src/element/solving/solver-pool.js';
import { configureSolverPool } from '../../src/element/solving/solver-limits.js';
import type { SolverMessage, SolverResponse } from '../../src/solver/index.js';
import { gameFixture, off } from './helpers.js';

/** The messages the page posts to its workers while the test runs, with the worker each went to. */
const posted: { worker: number; msg: SolverMessage }[] = [];
let made = 0;
const Original = window.Worker;

/** Sends one request straight to the pool; resolves with its answer. */
function ask(code: string, limits: Record<string, unknown>): { id: number; answer: Promise<SolverResponse> } {
  let id = 0;
  const answer = new Promise<SolverResponse>((resolve) => {
    id = pool.submit({ kind: 'solve', save: new Klondike({ code }).toJSON(), limits, priority: () => 0, settle: resolve });
  });
  return { id, answer };
}

const solveMessages = () => posted.filter((p) => p.msg.kind === 'solve');

describe('one analysis on two workers', () => {
  beforeEach(() => {
    // This machine's Chromium may report two cores; the pool keeps one for the page.
    Object.defineProperty(navigator, 'hardwareConcurrency', { value: 4, configurable: true });
    configureSolverPool({ workers: 2 });
    posted.length = 0;
    window.Worker = class extends Original {
      private readonly n = ++made;
      constructor(url: string | URL, o?: WorkerOptions) {
        super(url, o);
      }
      override postMessage(msg: SolverMessage): void {
        posted.push({ worker: this.n, msg });
        super.postMessage(msg);
      }
    };
  });
  afterEach(() => {
    window.Worker = Original;
    pool.shutDown();
    delete (navigator as { hardwareConcurrency?: number }).hardwareConcurrency;
    configureSolverPool({ workers: 2, memoryLog2: 22, idleMs: 30_000 });
  });

  it('a full search runs as the main half in one worker and the side half in another; the first proof answers and stops the other', async function () {
    this.timeout(30_000);
    // KL1-D3N-CI373JI: lost under draw 1 too, which the side half's relaxation proves at once.
    const r = await ask('KL1-D3N-CI373JI', { timeLimitMs: 20_000 }).answer;
    expect(r.error).to.equal(undefined);
    expect(r.solve!.result).to.equal('unsolvable');
    const halves = solveMessages();
    expect(halves.map((p) => (p.msg as { members?: string }).members)).to.deep.equal(['main', 'side']);
    expect(new Set(halves.map((p) => p.worker)).size).to.equal(2);
    // The main half, still searching, was told to stop.
    const main = halves[0];
    await new Promise((res) => setTimeout(res, 50));
    expect(posted.some((p) => p.worker === main.worker && p.msg.kind === 'cancel' && p.msg.id === main.msg.id)).to.equal(true);
    expect(pool.workers).to.equal(2);
  });

  it("a game's analysis runs as the two halves, and Finish plays the winning line found", async function () {
    this.timeout(30_000);
    const el = await gameFixture({ attrs: 'code=KL1-D1N-AAAAAAG' });
    const finish = () => el.shadowRoot!.querySelector<HTMLButtonElement>('[data-action=finish]')!;
    await waitUntil(() => !off(finish()), 'Finish was not offered', { timeout: 20_000, interval: 50 });
    expect(solveMessages().map((p) => (p.msg as { members?: string }).members).slice(0, 2)).to.deep.equal(['main', 'side']);
    expect(await el.finish()).to.equal(true);
    await waitUntil(() => el.game.isWon(), 'Finish did not win', { timeout: 20_000, interval: 50 });
  });

  it('a win-only search and a frozen one run whole, in one worker', async function () {
    this.timeout(30_000);
    await ask('KL1-D1N-AAAAAAG', { timeLimitMs: 5000, winOnly: true }).answer;
    await ask('KL1-D1N-AAAAAAG', { maxStates: 1000, searchVersion: 'daily-v1' }).answer;
    expect(solveMessages().map((p) => (p.msg as { members?: string }).members)).to.deep.equal([undefined, undefined]);
  });

  it('with one worker allowed, a full search runs whole', async function () {
    this.timeout(30_000);
    configureSolverPool({ workers: 1 });
    const r = await ask('KL1-D3N-CI373JI', { timeLimitMs: 20_000 }).answer;
    expect(r.solve!.result).to.equal('unsolvable');
    expect(solveMessages().map((p) => (p.msg as { members?: string }).members)).to.deep.equal([undefined]);
  });

  it('cancelling the request stops both halves, and it is never answered', async function () {
    this.timeout(30_000);
    let answered = false;
    const { id, answer } = ask('KL1-D3N-ER35MAP', { timeLimitMs: 20_000 }); // no verdict within seconds
    void answer.then(() => (answered = true));
    while (solveMessages().length < 2) await new Promise((res) => setTimeout(res, 5));
    pool.cancel(id);
    const cancels = () => posted.filter((p) => p.msg.kind === 'cancel').length;
    while (cancels() < 2) await new Promise((res) => setTimeout(res, 5));
    // Both workers stop at their next slice and are free again; the request is not answered.
    const running = (pool as unknown as { running: Map<number, unknown> }).running;
    while (running.size > 0) await new Promise((res) => setTimeout(res, 5));
    await new Promise((res) => setTimeout(res, 50));
    expect(answered).to.equal(false);
  });
});
