/**
 * Browser soak: many random games through three elements on one page
 * (random legal moves via el.move, undos, redos, rule attributes set right
 * before newGame(), resizes of the host, new deals, the odd hint, all three
 * sharing the page's solver), with no console error or warning, no window
 * error, no unhandled rejection, the state
 * always a replay of its history, and a heap that does not grow from game to
 * game beyond a bound.
 *
 * `npm test` plays 20 games; `npm run soak` plays 200 (SOAK_GAMES=200).
 * Animations are off (`--klondike-animation-ms: 0ms`) to keep it quick.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { Klondike } from '../../src/engine/index.js';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import { settle } from './helpers.js';

const heap = async (): Promise<number> => ((await executeServerCommand('heap')) as { used: number }).used;

/** A reproducible random source (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function expectReplayable(el: KlondikeSolitaire): void {
  const g = el.game;
  const o = g.options;
  const replay = new Klondike({ dealNumber: g.dealNumber!, draw: o.draw, scoring: o.scoring, passes: o.passes, takeback: o.takeback });
  for (const m of g.toJSON().moves) replay.move(m);
  expect(JSON.stringify([replay.tableau, replay.stock, replay.waste, replay.foundations])).to.equal(JSON.stringify([g.tableau, g.stock, g.waste, g.foundations]));
}

describe('browser soak', () => {
  it('random games through the element: no error, consistent state, bounded heap', async function () {
    const { games } = (await executeServerCommand('soak-config')) as { games: number };
    this.timeout(30_000 + games * 1_500);
    const problems: string[] = [];
    const origError = console.error;
    const origWarn = console.warn;
    console.error = (...args: unknown[]) => {
      problems.push(`console.error: ${args.map(String).join(' ')}`);
      origError.apply(console, args);
    };
    console.warn = (...args: unknown[]) => {
      problems.push(`console.warn: ${args.map(String).join(' ')}`);
      origWarn.apply(console, args);
    };
    const onError = (e: ErrorEvent) => problems.push(`error: ${e.message}`);
    const onRejection = (e: PromiseRejectionEvent) => problems.push(`unhandledrejection: ${String(e.reason)}`);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    const wrap = await fixture<HTMLDivElement>(html`<div style="width:640px">
      ${[0, 1, 2].map(() => html`<klondike-solitaire style="--klondike-animation-ms: 0ms" stuck="silent"></klondike-solitaire>`)}
    </div>`);
    const els = [...wrap.querySelectorAll('klondike-solitaire')];
    for (const e of els) await settle(e);
    const rnd = random(2024);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
    const heaps: number[] = [];
    let moves = 0;
    try {
      for (let game = 0; game < games; game++) {
        const el = els[game % els.length];
        // A new deal, sometimes under other rules.
        if (game % 4 === 1) el.setAttribute('draw', pick(['1', '3']));
        if (game % 6 === 2) el.setAttribute('scoring', pick(['normal', 'vegas', 'none']));
        el.newGame();
        await el.updateComplete;
        const n = 15 + Math.floor(rnd() * 25);
        for (let i = 0; i < n; i++) {
          const legal = el.game.moves();
          if (!legal.length || el.game.isWon()) break;
          const r = rnd();
          if (r < 0.1) el.undo();
          else if (r < 0.13) el.redo();
          else {
            // Prefer moves that do something other than drawing, half of the time.
            const busy = legal.filter((m) => m !== 'S');
            expect(el.move(busy.length && rnd() < 0.5 ? pick(busy) : pick(legal))).to.equal(true);
          }
          moves++;
          if (i % 8 === 0) await el.updateComplete;
        }
        // Resize the host now and then (the layout follows).
        if (game % 3 === 0) wrap.style.width = `${pick([320, 480, 640, 900])}px`;
        if (game % 10 === 5) await el.hint();
        await settle(el);
        expectReplayable(el);
        for (const e of els) expect(e.shadowRoot!.querySelectorAll('[part~=card]').length).to.equal(52);
        if (game % 10 === 9) heaps.push(await heap());
      }
    } finally {
      console.error = origError;
      console.warn = origWarn;
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    }
    expect(problems, problems.join('\n')).to.deep.equal([]);
    expect(moves).to.be.greaterThan(games * 5);
    // From the first sample on, the heap stays within a bound (no game kept alive).
    if (heaps.length >= 2) {
      const growth = Math.max(...heaps.slice(1)) - heaps[0];
      expect(growth, `heap samples (KB): ${heaps.map((h) => Math.round(h / 1024)).join(', ')}`).to.be.lessThan(6 * 1024 * 1024);
    }
  });
});
