#!/usr/bin/env node
// `npm run bench:games:frames`: where the main thread's rendering time goes
// when one game of a page moves, with 1 and with 10 games on the page (the
// single file, 1280 × 800 headless Chromium, 1× CPU). Once the deals have
// settled, the first game draws from its stock MOVES times, 120 ms apart;
// a Chromium trace of those moves gives the time of each rendering phase
// (style, layout, pre-paint, paint, and the compositor's update of the
// page's paint artifact, PaintArtifactCompositor::Update), per move, and
// the page's display list size. What grows from 1 to 10 games is work that
// a move in one game costs for every game on the page. Runs RUNS times per
// page (median). Prints figures, asserts nothing. Run `npm run build` first.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, ensureBrowser } from './find-browser.mjs';
import { root, SINGLE, startGamesServer } from './bench-games-page.mjs';

const COUNTS = [1, 10];
const MOVES = 12;
const RUNS = Number(process.env.RUNS ?? 3);
const PHASES = {
  style: 'UpdateLayoutTree',
  layout: 'Layout',
  'pre-paint': 'PrePaint',
  paint: 'Paint',
  'compositor update': 'PaintArtifactCompositor::Update',
};

if (!existsSync(path.join(root, SINGLE))) {
  console.error('bench:games:frames: run `npm run build` first');
  process.exit(1);
}

const { server, base } = await startGamesServer();
const browser = await chromium.launch({ executablePath: ensureBrowser(), headless: true, args: CHROME_FLAGS });

async function run(n) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const p = await ctx.newPage();
    const cdp = await ctx.newCDPSession(p);
    await p.goto(`${base}/__games/${n}.html`);
    await p.waitForFunction((n) => [...document.querySelectorAll('klondike-solitaire')].filter((e) => e.shadowRoot?.querySelector('[part~=card]')).length === n, n);
    await p.waitForTimeout(3000);
    const events = [];
    const collect = (e) => events.push(...e.value);
    cdp.on('Tracing.dataCollected', collect);
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink', transferMode: 'ReportEvents' });
    await p.evaluate(async (moves) => {
      const el = document.querySelector('klondike-solitaire');
      for (let i = 0; i < moves; i++) {
        el.move('S');
        await new Promise((r) => setTimeout(r, 120));
      }
    }, MOVES);
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.end');
    await done;
    cdp.off('Tracing.dataCollected', collect);
    const out = {};
    for (const [label, name] of Object.entries(PHASES)) out[label] = events.filter((e) => e.name === name && e.ph === 'X').reduce((a, e) => a + e.dur, 0) / 1000 / MOVES;
    out.items = Math.max(0, ...events.filter((e) => e.name === 'PaintController::commitNewDisplayItems').map((e) => e.args?.current_display_list_size ?? 0));
    return out;
  } finally {
    await ctx.close();
  }
}

const median = (a) => [...a].sort((x, y) => x - y)[(a.length - 1) >> 1];
const rows = {};
for (const n of COUNTS) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await run(n));
  rows[n] = Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]));
}
await browser.close();
server.close();

console.log(`a stock draw in one game: main-thread time per move (ms, median of ${RUNS} runs of ${MOVES} moves), 1× CPU`);
console.log(`${'phase'.padEnd(20)}${COUNTS.map((n) => `${n} game${n > 1 ? 's' : ''}`.padStart(12)).join('')}${'ratio'.padStart(10)}`);
const [a, b] = COUNTS;
for (const label of Object.keys(PHASES)) console.log(`${label.padEnd(20)}${COUNTS.map((n) => rows[n][label].toFixed(2).padStart(12)).join('')}${`${(rows[b][label] / rows[a][label]).toFixed(1)}×`.padStart(10)}`);
console.log(`${'display items'.padEnd(20)}${COUNTS.map((n) => String(rows[n].items).padStart(12)).join('')}`);
