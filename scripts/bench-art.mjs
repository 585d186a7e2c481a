#!/usr/bin/env node
// `node scripts/bench-art.mjs` (after `npm run build`): what the table's art
// costs in Chromium. Prints figures, asserts nothing.
//
// Loads the built single file (dist/klondike-solitaire.bundle.js) from the
// e2e static server (scripts/e2e-harness.mjs) in the system Chromium
// (scripts/find-browser.mjs), driven by playwright-core:
//   felt     the whole table repainted 40 times (the felt colour nudged each
//            frame, so every frame paints the frame's background), with the
//            felt's weave (styles/felt.ts) and without it
//            (--klondike-felt-texture: none): the trace's Paint and raster
//            time per frame, median over the frames.
//   cascade  the win's cascade (late/art/cascade.ts) from the first card's
//            departure to the fade, at 1x and 4x CPU throttling (CDP
//            Emulation.setCPUThrottlingRate): frames drawn, frames per second,
//            and the 95th percentile of the time between frames.
// At 800 x 900 px, device scale 1 (and the cascade also at 2: a phone's).
// Options: --runs N (cascades per setting, default 2).
import { chromium } from 'playwright-core';
import { BUNDLE, FLAGS, startServer } from './e2e-harness.mjs';
import { ensureBrowser } from './find-browser.mjs';

const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 2;
const q = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];

/** A game one Finish from the win: four K-Q-J-10 columns, the foundations up to 9. */
const NEARLY_WON = (() => {
  const suit = (s) => 'A23456789'.split('').map((r) => r + s);
  return { 'tableau piles': [['KS', 'QH', 'JS', '10H'], ['KH', 'QS', 'JH', '10S'], ['KD', 'QC', 'JD', '10C'], ['KC', 'QD', 'JC', '10D'], [], [], []], stock: [], foundation: ['S', 'H', 'D', 'C'].map(suit) };
})();

const page = (animationMs) =>
  `<!doctype html><html><head><meta charset="utf-8"><script type="module" src="/${BUNDLE}"></script></head>` +
  `<body style="margin:0"><klondike-solitaire style="--klondike-animation-ms:${animationMs}"></klondike-solitaire></body></html>`;

const server = await startServer();
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: ensureBrowser(), headless: true, args: FLAGS });

async function open(animationMs, deviceScaleFactor = 1) {
  const context = await browser.newContext({ viewport: { width: 800, height: 900 }, deviceScaleFactor });
  const p = await context.newPage();
  await p.route('**/__art.html', (r) => r.fulfill({ contentType: 'text/html', body: page(animationMs) }));
  await p.goto(`${base}/__art.html`);
  await p.waitForFunction(() => document.querySelector('klondike-solitaire')?.shadowRoot?.querySelectorAll('[part~=card]').length === 52);
  // The art arrives with the input parts, after the first paint.
  await p.waitForFunction(() => document.querySelector('klondike-solitaire').shadowRoot.querySelector('.court-art') || document.querySelector('klondike-solitaire').game.tableau.every((c) => c.up.every((x) => !/^[JQK]/.test(x))), null, { timeout: 10_000 }).catch(() => {});
  return { context, page: p };
}

/** Paint + raster time (ms) per frame over `frames` full repaints of the table. */
async function feltPaint(texture) {
  const { context, page: p } = await open('0ms');
  await p.evaluate((t) => document.querySelector('klondike-solitaire').style.setProperty('--klondike-felt-texture', t ?? ''), texture);
  await p.waitForTimeout(300);
  await browser.startTracing(p, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'cc'] });
  await p.evaluate(async () => {
    const el = document.querySelector('klondike-solitaire');
    const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
    for (let i = 0; i < 40; i++) {
      el.style.setProperty('--klondike-felt', i % 2 ? '#17703f' : '#17703e');
      await frame();
      await frame();
    }
  });
  const trace = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  const events = trace.traceEvents ?? trace;
  const perFrame = new Map();
  let frameNo = 0;
  const byTime = events.filter((e) => e.ph === 'X' && (e.name === 'Paint' || e.name === 'RasterTask')).sort((a, b) => a.ts - b.ts);
  let lastPaint = -Infinity;
  for (const e of byTime) {
    if (e.name === 'Paint' && e.ts - lastPaint > 8000) frameNo++;
    if (e.name === 'Paint') lastPaint = e.ts;
    perFrame.set(frameNo, (perFrame.get(frameNo) ?? 0) + (e.dur ?? 0) / 1000);
  }
  const all = [...perFrame.values()];
  return { frames: all.length, median: q(all, 0.5), p95: q(all, 0.95) };
}

/** One cascade: frames, fps and the 95th percentile frame interval, at `rate`x CPU throttling. */
async function cascade(rate, dpr) {
  const { context, page: p } = await open('220ms', dpr);
  const cdp = await context.newCDPSession(p);
  await p.evaluate((deal) => document.querySelector('klondike-solitaire').newGame(deal), NEARLY_WON);
  await p.waitForTimeout(800);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const result = await p.evaluate(async () => {
    const el = document.querySelector('klondike-solitaire');
    void el.finish();
    const canvas = () => el.shadowRoot.querySelector('canvas.cascade');
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    while (!canvas()) await frame();
    const c = canvas();
    const times = [];
    while (canvas() === c && c.style.opacity !== '0') times.push(await frame());
    const gaps = times.slice(1).map((t, i) => t - times[i]);
    return { frames: times.length, ms: times.at(-1) - times[0], gaps };
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await context.close();
  return { frames: result.frames, fps: (1000 * (result.frames - 1)) / result.ms, p95: q(result.gaps, 0.95), seconds: result.ms / 1000 };
}

try {
  console.log(`node scripts/bench-art.mjs  (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${BUNDLE})`);
  console.log('\nfelt: paint + raster per full repaint of an 800 px table (ms)');
  for (const [label, texture] of [['flat (no weave)', 'none'], ['weave (styles/felt.ts)', null]]) {
    const r = await feltPaint(texture);
    console.log(`  ${label.padEnd(24)} median ${r.median.toFixed(2)}  p95 ${r.p95.toFixed(2)}  (${r.frames} frames)`);
  }
  console.log('\ncascade: from the first departure to the fade');
  for (const dpr of [1, 2]) {
    for (const rate of [1, 4]) {
      for (let run = 0; run < RUNS; run++) {
        const r = await cascade(rate, dpr);
        console.log(`  ${rate}x CPU, dpr ${dpr}: ${r.fps.toFixed(1)} fps (${r.frames} frames in ${r.seconds.toFixed(2)} s), frame interval p95 ${r.p95.toFixed(1)} ms`);
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}
