#!/usr/bin/env node
// `npm run bench:feel`: what a player on a slow phone feels and what an idle
// game costs, on the built single file (the one-game page of `bench:games`),
// at 1× and 4× CDP CPU throttling (the throttling is on from the navigation).
// Each round is a fresh headless Chromium; the figures are medians of the
// rounds:
//   load   total blocking time of the first 5 s (long tasks beyond 50 ms),
//          and the long tasks (> 50 ms) after the first card, in those 5 s
//   tap    stock taps, input to next paint (Event Timing, as INP measures a
//          tap): the first tap and the p75 of the later ones (a tap under
//          16 ms reports no entry: it counts as 16)
//   drag   a card dragged in a circle by 30 mouse moves sent 16 ms apart
//          (each not waiting for the page to take the last, as a hand):
//          frames drawn, frames dropped (60 Hz expected), and the frames a
//          second in which the card moved ("handled")
//   idle   (first round only) after the quiet period (60 s without input),
//          10 s of nothing: main-thread task time, layouts, style recalcs
// First card against the lean peer is `npm run bench:load`. Asserts
// nothing. Options (environment): ROUNDS (3), CLICKS (6), RATES ("1,4"),
// IDLE (1; 0 skips the 70 s idle wait). Run `npm run build` first.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, ensureBrowser } from './find-browser.mjs';
import { root, SINGLE, startGamesServer } from './bench-games-page.mjs';

const bundle = path.join(root, SINGLE);
if (!existsSync(bundle)) {
  console.error(`bench:feel: ${bundle} not found (run \`npm run build\` first)`);
  process.exit(1);
}
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const CLICKS = Number(process.env.CLICKS ?? 6);
const RATES = (process.env.RATES ?? '1,4').split(',').map(Number);
const IDLE = process.env.IDLE !== '0';
const QUIET_MS = 60_000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const median = (xs) => [...xs].sort((x, y) => x - y)[(xs.length - 1) >> 1];
const p75 = (xs) => [...xs].sort((x, y) => x - y)[Math.ceil(xs.length * 0.75) - 1];
const { server, base } = await startGamesServer();

/** Recorded in the page from its first script: long tasks, interactions, when the first card showed. */
function recorder() {
  const feel = (window.__feel = { long: [], events: [], firstCard: null });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) feel.long.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) if (e.interactionId) feel.events.push([e.interactionId, e.startTime, e.duration]);
  }).observe({ type: 'event', durationThreshold: 16 });
  const look = () => {
    if (document.querySelector('klondike-solitaire')?.shadowRoot?.querySelector('[part~=card]')) feel.firstCard = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/** Drags the top card of column 7 around a circle with 30 moves 16 ms apart; counts frames and the frames in which the card moved. */
async function dragRound(page) {
  const at = await page.evaluate(() => {
    const root = document.querySelector('klondike-solitaire').shadowRoot;
    const cards = root.querySelectorAll('[part~=card][data-pile="7"][data-card]');
    const card = cards[cards.length - 1];
    const r = card.getBoundingClientRect();
    window.__drag = { card: card.dataset.card, frames: 0, moved: 0, run: true };
    let last = card.style.transform;
    const count = () => {
      const d = window.__drag;
      if (!d.run) return;
      d.frames++;
      const now = root.querySelector(`[data-card="${d.card}"]`).style.transform;
      if (now !== last) d.moved++;
      last = now;
      requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
    return { x: r.left + r.width / 2, y: r.top + Math.min(10, r.height / 5) };
  });
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  await page.mouse.move(at.x + 8, at.y + 8); // lifted
  await sleep(100);
  await page.evaluate(() => Object.assign(window.__drag, { frames: 0, moved: 0, t0: performance.now() }));
  // Sent 16 ms apart as a hand would, not each waiting for the page to take the last.
  const sent = [];
  for (let i = 1; i <= 30; i++) {
    const a = (i / 30) * 2 * Math.PI;
    sent.push(page.mouse.move(at.x + 60 * Math.sin(a), at.y + 60 - 60 * Math.cos(a)));
    await sleep(16);
  }
  await Promise.all(sent);
  await sleep(50);
  const d = await page.evaluate(() => Object.assign(window.__drag, { run: false, ms: performance.now() - window.__drag.t0 }));
  await page.mouse.move(at.x, at.y);
  await page.mouse.up();
  return { frames: d.frames, dropped: Math.max(0, Math.round(d.ms / (1000 / 60)) - d.frames), fps: (d.moved / d.ms) * 1000 };
}

/** One round at CPU throttling `rate`: load, taps, drag (and, when `idle`, the idle cost). */
async function round(rate, idle) {
  const browser = await chromium.launch({ executablePath: ensureBrowser(), headless: true, args: CHROME_FLAGS });
  try {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await ctx.newPage();
    await page.route(`**/${SINGLE}`, (r) => r.fulfill({ path: bundle, contentType: 'text/javascript' }));
    await page.addInitScript(recorder);
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Performance.enable');
    if (rate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(`${base}/__games/1.html`);
    await page.waitForFunction(() => performance.now() > 5000 && window.__feel.firstCard !== null, null, { polling: 200, timeout: 60_000 });
    const load = await page.evaluate(() => {
      const { long, firstCard } = window.__feel;
      const early = long.filter(([s]) => s < 5000);
      return { tbt: early.reduce((n, [, d]) => n + Math.max(0, d - 50), 0), after: early.filter(([s]) => s > firstCard).length, firstCard };
    });
    // Stock taps, 1.5 s apart (the flight and what follows it).
    const marks = [];
    for (let i = 0; i < CLICKS; i++) {
      marks.push(await page.evaluate(() => performance.now()));
      await page.click('klondike-solitaire [part~=stock]', { force: true });
      await sleep(1500);
    }
    const events = await page.evaluate(() => window.__feel.events);
    const taps = marks.map((m, i) => {
      const mine = events.filter(([, s]) => s >= m && (i + 1 === marks.length || s < marks[i + 1]));
      return mine.length ? Math.max(...mine.map(([, , d]) => d)) : 16;
    });
    const drag = await dragRound(page);
    let rest = null;
    if (idle) {
      await sleep(QUIET_MS + 1500);
      const read = async () => {
        const { metrics } = await cdp.send('Performance.getMetrics');
        return Object.fromEntries(metrics.map((m) => [m.name, m.value]));
      };
      const a = await read();
      await sleep(10_000);
      const b = await read();
      rest = { taskMs: (b.TaskDuration - a.TaskDuration) * 1000, layouts: b.LayoutCount - a.LayoutCount, styles: b.RecalcStyleCount - a.RecalcStyleCount };
    }
    return { ...load, firstTap: taps[0], laterTap: p75(taps.slice(1)), ...drag, rest };
  } finally {
    await browser.close();
  }
}

console.log(`npm run bench:feel  (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; ${ROUNDS} rounds, medians; ${CLICKS} stock taps a round)`);
for (const rate of RATES) {
  const rounds = [];
  for (let r = 0; r < ROUNDS; r++) rounds.push(await round(rate, IDLE && r === 0));
  const m = (k) => median(rounds.map((x) => x[k]));
  console.log(`CPU ${rate}×`);
  console.log(`  load   first card ${m('firstCard').toFixed(0)} ms; total blocking time, first 5 s ${m('tbt').toFixed(0)} ms; long tasks after the first card ${m('after')} (rounds: ${rounds.map((x) => x.tbt.toFixed(0)).join(' ')} ms)`);
  console.log(`  tap    input to next paint: first ${m('firstTap').toFixed(0)} ms, later p75 ${m('laterTap').toFixed(0)} ms`);
  console.log(`  drag   30 moves: ${m('frames')} frames, ${m('dropped')} dropped, card moved at ${m('fps').toFixed(0)} fps (rounds: ${rounds.map((x) => x.fps.toFixed(0)).join(' ')})`);
  const rest = rounds[0].rest;
  if (rest) console.log(`  idle   10 s after the quiet period: ${rest.taskMs.toFixed(1)} ms of tasks, ${rest.layouts} layouts, ${rest.styles} style recalcs (one round)`);
}
server.close();
