#!/usr/bin/env node
// `npm run bench:feel`: every figure of issue #45 in one command, each with
// its target: what a player on a slow phone feels, what an idle game costs,
// the heap of a one-game page and the bytes. On the built single file (the
// one-game page of `bench:games`), at 1× and 4× CDP CPU throttling (the
// throttling is on from the navigation). Each round is a fresh headless
// Chromium; the figures are medians of the rounds:
//   bytes  the single file and the split build's entry, gzip -9 (as
//          `npm run size`)
//   first card  the first frame in which a card is laid out and visible;
//          when the lean peer is in `.peer/` (docs/benchmarks.md, "Page
//          load"), against the peer's, measured as `bench:load` does: cold
//          loads (a fresh context, cache off) in one browser, the two pages
//          in turns, at least 5 of each; the ratio is the median of the
//          rounds' own ratios
//   load   total blocking time of the first 5 s (long tasks beyond 50 ms),
//          and the long tasks (> 50 ms) after the first card, in those 5 s
//   heap   JS heap used after a forced GC (CDP), the page's own (read over
//          plain CDP before any Playwright evaluation, which would add its
//          own script to the page's heap), 7.5 s after the navigation: the
//          parts that load after the page's load are in
//   tap    stock taps, input to next paint (Event Timing, as INP measures a
//          tap): the first tap and the p75 of the later ones (a tap under
//          16 ms reports no entry: it counts as 16)
//   drag   a card dragged in a circle by 30 mouse moves sent 16 ms apart
//          (each not waiting for the page to take the last, as a hand):
//          frames drawn, frames dropped (60 Hz expected), and the frames a
//          second in which the card moved ("handled")
//   idle   (first round only) after the quiet period (60 s without input),
//          10 s of nothing: main-thread task time, layouts, style recalcs
// Asserts nothing. Options (environment): ROUNDS (3), CLICKS (6), RATES
// ("1,4"), IDLE (1; 0 skips the 70 s idle wait), PEER (the peer's page,
// default .peer/onepager/index.html; its card `.card`). Run `npm run build`
// first (the split entry's bytes need the whole build).
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
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
/** When the heap is read (ms after the navigation): after the load window (5 s) and the parts loaded after the first paint (input parts, dialogs, art). */
const HEAP_AT_MS = 7500;
const SPLIT_ENTRY = 'dist/cdn/klondike-solitaire.js';
const PEER = process.env.PEER ?? '.peer/onepager/index.html';
const hasPeer = existsSync(path.join(root, PEER));
/** Issue #45's targets. */
const TARGET = { singleKB: 70, splitKB: 36, heapMB: 1.35, peer: 0.6, tbt4: 300, firstTap: 1.5, p75: { 1: 50, 4: 150 }, dropped1: 2, fps4: 30 };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const median = (xs) => [...xs].sort((x, y) => x - y)[(xs.length - 1) >> 1];
const p75 = (xs) => [...xs].sort((x, y) => x - y)[Math.ceil(xs.length * 0.75) - 1];
const { server, base } = await startGamesServer();

/** Recorded in the page from its first script: long tasks, interactions, when the first card showed (laid out and visible, in the viewport). */
function recorder({ cardSel, hostSel }) {
  const feel = (window.__feel = { long: [], events: [], firstCard: null });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) feel.long.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) if (e.interactionId) feel.events.push([e.interactionId, e.startTime, e.duration]);
  }).observe({ type: 'event', durationThreshold: 16 });
  const visible = (c) => {
    const r = c.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth && c.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  const look = () => {
    const root = hostSel ? document.querySelector(hostSel)?.shadowRoot : document;
    if ([...(root?.querySelectorAll(cardSel) ?? [])].some(visible)) feel.firstCard = performance.now();
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

/**
 * `fn(arg)` evaluated in the page over plain CDP, its value returned (until
 * the heap is read: Playwright's own evaluation would add its script to the
 * page's heap).
 */
async function inPage(cdp, fn, arg) {
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', { expression: `(${fn})(${JSON.stringify(arg ?? null)})`, returnByValue: true });
  if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
  return result.value;
}

/** Waits until `fn()` is true in the page (over CDP), polling every 200 ms. */
async function until(cdp, fn, timeout = 60_000) {
  for (const t0 = Date.now(); !(await inPage(cdp, fn)); await sleep(200)) if (Date.now() - t0 > timeout) throw new Error(`bench:feel: timed out waiting for ${fn}`);
}

/** A fresh browser with one page at CPU throttling `rate`, the recorder in it; `url` loaded. */
async function open(rate, url, watch) {
  const browser = await chromium.launch({ executablePath: ensureBrowser(), headless: true, args: CHROME_FLAGS });
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  await page.addInitScript(recorder, watch);
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Performance.enable');
  if (rate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(`${base}${url}`);
  return { browser, page, cdp };
}

/**
 * The first card of our one-game page and of the peer's, as `bench:load`
 * measures it: one browser, a fresh context (cache off) for each cold load,
 * the two pages in turns (each round in the other order); `rounds` pairs.
 */
async function firstCards(rate, rounds) {
  const browser = await chromium.launch({ executablePath: ensureBrowser(), headless: true, args: CHROME_FLAGS });
  const pages = {
    ours: { url: '/__games/1.html', watch: { cardSel: '[part~=card]', hostSel: 'klondike-solitaire' } },
    peer: { url: `/${PEER.replace(/^\.?\//, '')}`, watch: { cardSel: '.card', hostSel: null } },
  };
  const out = { ours: [], peer: [] };
  try {
    for (let r = 0; r < rounds; r++) {
      for (const name of r % 2 ? ['peer', 'ours'] : ['ours', 'peer']) {
        const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await ctx.newPage();
        await page.addInitScript(recorder, pages[name].watch);
        const cdp = await ctx.newCDPSession(page);
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        if (rate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        await page.goto(`${base}${pages[name].url}`);
        await until(cdp, () => window.__feel.firstCard !== null);
        out[name].push(await inPage(cdp, () => window.__feel.firstCard));
        await ctx.close();
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}

/** One round at CPU throttling `rate`: load, heap, taps, drag (and, when `idle`, the idle cost). */
async function round(rate, idle) {
  const { browser, page, cdp } = await open(rate, '/__games/1.html', { cardSel: '[part~=card]', hostSel: 'klondike-solitaire' });
  try {
    await until(cdp, () => performance.now() > 5000 && window.__feel.firstCard !== null);
    const load = await inPage(cdp, () => {
      const { long, firstCard } = window.__feel;
      const early = long.filter(([s]) => s < 5000);
      return { tbt: early.reduce((n, [, d]) => n + Math.max(0, d - 50), 0), after: early.filter(([s]) => s > firstCard).length, firstCard };
    });
    await until(cdp, (ms) => performance.now() > ms, HEAP_AT_MS + 30_000);
    await sleep(Math.max(0, HEAP_AT_MS - (await inPage(cdp, () => performance.now()))));
    await cdp.send('HeapProfiler.enable');
    for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')).usedSize / 1024 / 1024;
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
    return { ...load, heap, firstTap: taps[0], laterTap: p75(taps.slice(1)), ...drag, rest };
  } finally {
    await browser.close();
  }
}

const gzKB = (file) => (existsSync(path.join(root, file)) ? gzipSync(readFileSync(path.join(root, file)), { level: 9 }).length / 1024 : NaN);
const kb = (file) => (Number.isFinite(gzKB(file)) ? `${gzKB(file).toFixed(1)} KB` : 'not built');
const mark = (ok) => (ok ? 'met' : 'MISSED');
const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');
console.log(`npm run bench:feel  (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; ${ROUNDS} rounds, medians; ${CLICKS} stock taps a round; load average ${load()})`);
console.log(`bytes  gzip -9: single file ${kb(SINGLE)} (target ≤ ${TARGET.singleKB} KB: ${mark(gzKB(SINGLE) <= TARGET.singleKB)}), split entry ${kb(SPLIT_ENTRY)} (target ≤ ${TARGET.splitKB} KB: ${mark(gzKB(SPLIT_ENTRY) <= TARGET.splitKB)})`);
for (const rate of RATES) {
  const rounds = [];
  for (let r = 0; r < ROUNDS; r++) rounds.push(await round(rate, IDLE && r === 0));
  const cards = hasPeer ? await firstCards(rate, Math.max(ROUNDS, 5)) : null;
  const m = (k) => median(rounds.map((x) => x[k]));
  const of = (k, d = 0) => rounds.map((x) => x[k].toFixed(d)).join(' ');
  console.log(`CPU ${rate}×  (load average at the end ${load()})`);
  if (cards) {
    const ratio = median(cards.ours.map((x, i) => x / cards.peer[i]));
    console.log(`  first card  ${median(cards.ours).toFixed(0)} ms against the peer's ${median(cards.peer).toFixed(0)} ms: ${ratio.toFixed(2)}× (target ≤ ${TARGET.peer}×: ${mark(ratio <= TARGET.peer)}) (${cards.ours.length} cold loads each in one browser, in turns, as bench:load)`);
  } else console.log(`  first card  ${m('firstCard').toFixed(0)} ms, a fresh browser each (no peer in ${PEER} to compare with: docs/benchmarks.md, "Page load")`);
  const tbtTarget = rate >= 4 ? ` (target ≤ ${TARGET.tbt4} ms at 4×: ${mark(m('tbt') <= TARGET.tbt4)})` : '';
  const afterTarget = rate === 1 ? ` (target none at 1×: ${mark(m('after') === 0)})` : '';
  console.log(`  load   total blocking time, first 5 s ${m('tbt').toFixed(0)} ms${tbtTarget} (rounds ${of('tbt')}); long tasks after the first card ${m('after')}${afterTarget}`);
  console.log(`  heap   JS heap after GC, one game ${m('heap').toFixed(2)} MB (target ≤ ${TARGET.heapMB} MB: ${mark(m('heap') <= TARGET.heapMB)}) (rounds ${of('heap', 2)})`);
  const p75Target = TARGET.p75[rate] ? ` (target ≤ ${TARGET.p75[rate]} ms: ${mark(m('laterTap') <= TARGET.p75[rate])})` : '';
  const firstX = m('firstTap') / m('laterTap');
  console.log(`  tap    input to next paint: first ${m('firstTap').toFixed(0)} ms, ${firstX.toFixed(2)}× the later p75 (target ≤ ${TARGET.firstTap}×: ${mark(firstX <= TARGET.firstTap)}); later p75 ${m('laterTap').toFixed(0)} ms${p75Target}`);
  const dragTarget = rate === 1 ? ` (target ≤ ${TARGET.dropped1} dropped at 1×: ${mark(m('dropped') <= TARGET.dropped1)})` : ` (target ≥ ${TARGET.fps4} fps at 4×: ${mark(m('fps') >= TARGET.fps4)})`;
  console.log(`  drag   30 moves: ${m('frames')} frames, ${m('dropped')} dropped, card moved at ${m('fps').toFixed(0)} fps${dragTarget} (rounds ${of('fps')})`);
  const rest = rounds[0].rest;
  if (rest) console.log(`  idle   10 s after the quiet period: ${rest.taskMs.toFixed(1)} ms of tasks, ${rest.layouts} layouts, ${rest.styles} style recalcs (one round; target: nothing of ours)`);
}
server.close();
