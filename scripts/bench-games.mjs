#!/usr/bin/env node
// `npm run bench:games`: what each extra <klondike-solitaire> on one page
// costs. Pages with 1, 5 and 10 games (the single file, 1280 × 800 headless
// Chromium, a fresh browser for each page so that nothing else is counted):
//   settled    4 s after the cards show: the deals are over, and the one
//              analysis a page runs before anyone reaches for a game (its
//              first game in view; the others wait for the hints below)
//   idle       12 s after: Chromium has also freed the raster tiles it kept
//              a few seconds after the deal animations
//   rested     40 s after: the page's solver worker, had it started, has
//              ended (30 s after the last analysis, `idleMs` in solver-pool.ts)
//   analysed   after one hint() asked of every game at once
// For each: the JS heap of the page after a forced GC (CDP), and the memory
// of the whole browser (the sum of PSS of every Chromium process, workers
// included, read from /proc: Linux only), then the cost per extra game;
// also the browser's peak while the hints run, and while one game's
// analysis of a deal no search decides runs its whole budget (what the
// solver's memory cap bounds).
// Then the verdict latency, pages with 1 and 10 games, at 1× and 4× CPU (CDP
// Emulation.setCPUThrottlingRate): once a pointer over every game has had
// each deal analysed (all the games ask the solver at once), the first
// game (in view, touched last: a key pressed on it) plays the next move of
// its winning line (`el.hint()` answers it from the proof at once); the
// time from `el.move()` to `el.canFinish` true again (the analysis after
// the move proved the win from the new position: its Finish verdict), over
// MOVES moves, median and worst.
// ONLY=memory or ONLY=latency runs one half. Prints figures, asserts
// nothing. Run `npm run build` first.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, ensureBrowser } from './find-browser.mjs';
import { browserMB, root, SINGLE, startGamesServer } from './bench-games-page.mjs';

const COUNTS = [1, 5, 10];
const LATENCY_COUNTS = [1, 10];
const RATES = [1, 4];
const MOVES = 9;
/** When a page counts as idle: this long after its cards show (ms). */
const IDLE_MS = 12_000;
/** When the page's solver worker has ended too (its 30 s idle end after the first analyses). */
const RESTED_MS = 40_000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

if (!existsSync(path.join(root, SINGLE))) {
  console.error('bench:games: run `npm run build` first');
  process.exit(1);
}

const { server, base } = await startGamesServer();


async function measure(n) {
  // A browser server, so that its process (and its children) can be read.
  const bs = await chromium.launchServer({ executablePath: ensureBrowser(), headless: true, args: CHROME_FLAGS });
  const browser = await chromium.connect(bs.wsEndpoint());
  try {
    const pid = bs.process().pid;
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const p = await ctx.newPage();
    const cdp = await ctx.newCDPSession(p);
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize / 2 ** 20;
    };
    await p.goto(`${base}/__games/${n}.html`);
    await p.waitForFunction((n) => document.querySelectorAll('klondike-solitaire').length === n && [...document.querySelectorAll('klondike-solitaire')].every((e) => e.shadowRoot?.querySelector('[part~=card]')), n);
    const t0 = Date.now();
    await sleep(4000); // the deals, the first game's analysis
    const settled = { heap: await heap(), browser: pid ? browserMB(pid) : NaN };
    // Idle: Chromium has let go of the raster tiles of the finished deal
    // animations (kept a few seconds for reuse, then freed).
    await sleep(IDLE_MS - (Date.now() - t0));
    const idle = { heap: await heap(), browser: pid ? browserMB(pid) : NaN };
    await sleep(RESTED_MS - (Date.now() - t0));
    const rested = { heap: await heap(), browser: pid ? browserMB(pid) : NaN };
    // The analyses: the browser's memory sampled while they run (the page's
    // solver worker starts, searches and keeps its arrays for the next).
    let peak = NaN;
    let sampling = !!pid;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(Number.isNaN(peak) ? 0 : peak, browserMB(pid));
        await sleep(50);
      }
    })();
    await p.evaluate(() => Promise.all([...document.querySelectorAll('klondike-solitaire')].map((e) => e.hint())));
    await sleep(500);
    sampling = false;
    await sampler;
    const analysed = { heap: await heap(), browser: pid ? browserMB(pid) : NaN };
    return { settled, idle, rested, analysed, peak: peak - rested.browser };
  } finally {
    await browser.close();
    await bs.close();
  }
}

/**
 * The verdict latency on a page of `n` games (ms, one per move): the first
 * game plays MOVES moves of its winning line, each timed from `el.move()`
 * to `el.canFinish` (polled every few ms on the page), at each CPU rate.
 */
async function latency(n) {
  const browser = await chromium.launch({ executablePath: ensureBrowser(), headless: true, args: CHROME_FLAGS });
  try {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const p = await ctx.newPage();
    const cdp = await ctx.newCDPSession(p);
    await p.goto(`${base}/__games/${n}.html`);
    // Settled: every game dealt and its first analysis answered (a proven win), or 20 s.
    // The player reaches for every game (a deal nobody reached for is not
    // analysed), so that all of them ask the page's solver at once.
    await p.waitForFunction(() => {
      const games = [...document.querySelectorAll('klondike-solitaire')];
      for (const e of games) if (!e.canFinish) e.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
      return games.length > 0 && games.every((e) => e.canFinish);
    }, null, { timeout: 20_000, polling: 100 }).catch(() => {});
    await sleep(1000);
    const out = {};
    for (const rate of RATES) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      out[rate] = [];
      for (let i = 0; i < MOVES; i++) {
        // A key on the game: the player touched it last.
        await p.evaluate(() => document.querySelector('klondike-solitaire').shadowRoot.querySelector('[data-pile]').focus());
        await p.keyboard.press('Shift');
        const ms = await p.evaluate(async () => {
          const el = document.querySelector('klondike-solitaire');
          const until = (f) => new Promise((r) => { const t0 = performance.now(); const poll = () => (f() || performance.now() - t0 > 30_000 ? r() : setTimeout(poll, 2)); poll(); });
          await until(() => el.canFinish);
          const h = await el.hint();
          if (!h.move || h.kind !== 'winning') return NaN;
          const t0 = performance.now();
          if (!el.move(h.move)) return NaN;
          await until(() => el.canFinish || el.game.isWon());
          return el.game.isWon() ? NaN : performance.now() - t0;
        });
        if (Number.isFinite(ms)) out[rate].push(ms);
        await sleep(300);
      }
    }
    return out;
  } finally {
    await browser.close();
  }
}

/** A deal that no search decides within 2 M states: its analysis runs its whole budget. */
const HARD_CODE = 'KL1-D3N-ER35MAP';

/**
 * The browser's memory while one game's analysis of {@link HARD_CODE} runs
 * its whole budget (2.5 s, then 12 s more: `ANALYSIS_BUDGET` in assist.ts),
 * sampled every 100 ms: its peak over the page before the analysis (MB).
 */
async function hardAnalysisPeak() {
  const bs = await chromium.launchServer({ executablePath: ensureBrowser(), headless: true, args: CHROME_FLAGS });
  const browser = await chromium.connect(bs.wsEndpoint());
  try {
    const pid = bs.process().pid;
    if (!pid) return NaN;
    const p = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await p.goto(`${base}/__games/1.html`);
    await p.waitForFunction(() => document.querySelector('klondike-solitaire')?.shadowRoot?.querySelector('[part~=card]'));
    await p.evaluate((code) => document.querySelector('klondike-solitaire').setAttribute('code', code), HARD_CODE);
    await sleep(3000);
    const before = browserMB(pid);
    // The player reaches for the game: its analysis starts.
    await p.evaluate(() => document.querySelector('klondike-solitaire').dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true })));
    let peak = before;
    for (const t0 = Date.now(); Date.now() - t0 < 17_000; await sleep(100)) peak = Math.max(peak, browserMB(pid));
    return peak - before;
  } finally {
    await browser.close();
    await bs.close();
  }
}

const ONLY = process.env.ONLY ?? '';
const rows = {};
if (ONLY !== 'latency') for (const n of COUNTS) rows[n] = await measure(n);
const hardPeak = ONLY !== 'latency' ? await hardAnalysisPeak() : NaN;
const lat = {};
if (ONLY !== 'memory') for (const n of LATENCY_COUNTS) lat[n] = await latency(n);
server.close();
function printMemory() {
const f = (v) => (Number.isFinite(v) ? v.toFixed(2) : '—');
const PHASES = ['settled', 'idle', 'rested', 'analysed'];
console.log(`${'games'.padEnd(8)}${PHASES.map((k) => `heap ${k}`.padStart(15) + `browser ${k}`.padStart(18)).join('')}   (MB)`);
for (const n of COUNTS) {
  const r = rows[n];
  console.log(`${String(n).padEnd(8)}${PHASES.map((k) => f(r[k].heap).padStart(15) + f(r[k].browser).padStart(18)).join('')}`);
}
console.log(`the analyses' peak over the rested page (the browser's memory while one hint per game runs): ${COUNTS.map((n) => `${n} game${n > 1 ? 's' : ''} ${f(rows[n].peak)} MB`).join(', ')}`);
console.log(`one game's whole analysis of ${HARD_CODE} (14.5 s, undecided): peak ${f(hardPeak)} MB over the page before it`);
// From the first page to the last, and between the last two: the page's
// one-time costs (the solver worker's code warmed up by the first analyses)
// fall in the first span, so the last is the cost of one game more.
const last = COUNTS.at(-1);
for (const from of [COUNTS[0], COUNTS.at(-2)]) {
  const per = (k, m) => (rows[last][k][m] - rows[from][k][m]) / (last - from);
  console.log(`per extra game (${from} → ${last}): heap ${f(per('settled', 'heap'))} MB, browser ${f(per('settled', 'browser'))} MB when settled (4 s); heap ${f(per('idle', 'heap'))} MB, browser ${f(per('idle', 'browser'))} MB when idle (${IDLE_MS / 1000} s); heap ${f(per('rested', 'heap'))} MB, browser ${f(per('rested', 'browser'))} MB when rested (${RESTED_MS / 1000} s, no worker); heap ${f(per('analysed', 'heap'))} MB, browser ${f(per('analysed', 'browser'))} MB after one analysis each`);
}
}
if (ONLY !== 'latency') printMemory();

function printLatency() {
const median = (a) => {
  const b = [...a].sort((x, y) => x - y);
  return b.length ? (b.length % 2 ? b[(b.length - 1) / 2] : (b[b.length / 2 - 1] + b[b.length / 2]) / 2) : NaN;
};
const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '—');
console.log(`\nverdict latency: a move in the game touched last → its Finish verdict (median / worst of up to ${MOVES} moves)`);
console.log(`${'CPU'.padEnd(6)}${LATENCY_COUNTS.map((n) => `${n} game${n > 1 ? 's' : ''}`.padStart(22)).join('')}`);
for (const rate of RATES) {
  console.log(`${`${rate}×`.padEnd(6)}${LATENCY_COUNTS.map((n) => `${ms(median(lat[n][rate]))} / ${ms(Math.max(...lat[n][rate]))} (${lat[n][rate].length})`.padStart(22)).join('')}`);
}
}
if (ONLY !== 'memory') printLatency();
