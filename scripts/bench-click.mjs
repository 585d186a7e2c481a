#!/usr/bin/env node
// `npm run bench:click -- A.js B.js`: main-thread CPU per stock click of two
// builds of the single file, side by side (paired). Each round loads a page
// of one game (the games page of `bench:games`) with A, then with B, each in
// a fresh headless Chromium, waits for the table to settle, then clicks the
// stock N times (a real mouse click, 1.5 s apart: the animation and what
// follows it) and reads CDP's Performance metrics before and after:
//   CPU   ThreadTime, the main thread's own time (what other processes on
//         the machine inflate least)
//   task  TaskDuration (wall time of the main thread's tasks)
//   a tap's handlers, input to next paint: Event Timing, as INP measures a
//         tap (only taps of 16 ms or more report: at 4× CPU, all of them)
// Prints the median of the rounds for each build and B / A. On a busy
// machine a single load against another moves these by ±15 %; alternating
// builds round by round is what makes a small difference visible. Asserts
// nothing. Options (environment): ROUNDS (5), CLICKS (6), RATE (CPU
// throttling, 1). Without arguments, the built single file against itself
// (the noise of the method). Run `npm run build` first.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, ensureBrowser } from './find-browser.mjs';
import { root, SINGLE, startGamesServer } from './bench-games-page.mjs';
import { readTaps, watchTaps } from './event-timing.mjs';

const [A = path.join(root, SINGLE), B = A] = process.argv.slice(2);
for (const f of [A, B]) {
  if (!existsSync(f)) {
    console.error(`bench:click: ${f} not found (run \`npm run build\` first)`);
    process.exit(1);
  }
}
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const CLICKS = Number(process.env.CLICKS ?? 6);
const RATE = Number(process.env.RATE ?? 1);
const STOCK = 'klondike-solitaire [part~=stock]';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const { server, base } = await startGamesServer();

const median = (xs) => [...xs].sort((x, y) => x - y)[(xs.length - 1) >> 1];

/** CPU and task time (ms) per stock click with the single file `bundle`, and each tap's handlers and input to next paint (medians). */
async function perClick(bundle) {
  const browser = await chromium.launch({ executablePath: ensureBrowser(), headless: true, args: CHROME_FLAGS });
  try {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await ctx.newPage();
    await page.route(`**/${SINGLE}`, (r) => r.fulfill({ path: bundle, contentType: 'text/javascript' }));
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(`${base}/__games/1.html`);
    await page.waitForFunction(() => document.querySelector('klondike-solitaire')?.shadowRoot?.querySelector('[part~=card]'));
    await sleep(2500); // the deal, the input parts, the first analysis
    if (RATE > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    const read = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      const ms = (name) => metrics.find((m) => m.name === name).value * 1000;
      return { cpu: ms('ThreadTime'), task: ms('TaskDuration') };
    };
    await watchTaps(page);
    const before = await read();
    // force: the stock's top card lies over the slot (the click goes to the pile either way).
    for (let i = 0; i < CLICKS; i++) {
      await page.click(STOCK, { force: true });
      await sleep(1500);
    }
    const after = await read();
    const list = await readTaps(page);
    return { cpu: (after.cpu - before.cpu) / CLICKS, task: (after.task - before.task) / CLICKS, handlers: list.length ? median(list.map((t) => t.handlers)) : NaN, paint: list.length ? median(list.map((t) => t.duration)) : NaN, taps: list.length };
  } finally {
    await browser.close();
  }
}


const runs = { A: [], B: [] };
for (let r = 0; r < ROUNDS; r++) {
  runs.A.push(await perClick(A));
  runs.B.push(await perClick(B));
}
server.close();
console.log(`per stock click, main thread (ms), median of ${ROUNDS} rounds, ${CLICKS} clicks each, CPU ${RATE}×`);
for (const k of ['A', 'B']) {
  const cpu = median(runs[k].map((x) => x.cpu));
  const task = median(runs[k].map((x) => x.task));
  const handlers = median(runs[k].map((x) => x.handlers));
  const paint = median(runs[k].map((x) => x.paint));
  const taps = runs[k].reduce((n, x) => n + x.taps, 0);
  console.log(`${k} ${path.relative(process.cwd(), k === 'A' ? A : B) || '.'}: CPU ${cpu.toFixed(1)}, task ${task.toFixed(1)} (CPU of each round: ${runs[k].map((x) => x.cpu.toFixed(1)).join(' ')})`);
  console.log(`  a tap's handlers ${handlers.toFixed(1)}, input to next paint ${paint.toFixed(0)} (${taps} of ${ROUNDS * CLICKS} taps took 16 ms or more; the others count nowhere)`);
}
console.log(`B / A: CPU ${(median(runs.B.map((x) => x.cpu)) / median(runs.A.map((x) => x.cpu))).toFixed(3)}, task ${(median(runs.B.map((x) => x.task)) / median(runs.A.map((x) => x.task))).toFixed(3)}`);
