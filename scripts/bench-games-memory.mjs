#!/usr/bin/env node
// `npm run bench:games:memory`: what the renderer's memory for each extra
// <klondike-solitaire> on a page is made of. Pages with 1 and 10 games of the
// single file (as `bench:games`), a fresh headless Chromium for each, and
// for each page Chromium's own memory accounting (a memory-infra dump over
// CDP Tracing.requestMemoryDump, per allocator, the largest process) plus the
// renderer's private memory (USS: Private_Clean + Private_Dirty from /proc,
// Linux only; unlike PSS, not moved by other Chromium processes on the
// machine sharing its library pages), 4 s and 12 s after the cards
// show, and 40 s after (by then the page's solver worker has ended: its
// 30 s idle end).
// Variants, each a page style the element already honours:
//   as is            the defaults
//   no animation     --klondike-animation-ms: 0ms (no deal or flip animation)
//   no deal anim.    no deal animation (a style added inside each game)
//   no flip anim.    no flip animation on faces (inside each game)
//   no back pattern  --klondike-card-back-image: none (plain card backs)
//   flat felt        one colour for the felt, no gradient (inside each game)
//   no cards         ::part(card) { display: none }
//   not painted      visibility: hidden on the element (laid out, not painted)
//   not displayed    display: none on the element (its DOM and script only)
//   no solver        finish="off" stuck="silent": no analysis runs
//   finish auto      finish="auto": the stuck check runs, no winning line is searched
//   all in view      250 px wide games: the ten fit in the 1280 × 800 viewport
//   reached          the player reaches for every game at once (a pointer over
//                    each): every deal is analysed (a deal nobody reached for
//                    is not)
//   all rendered     every table rendered, near the viewport or not (the
//                    element skips the cards of a table far from it:
//                    content-visibility: auto)
// Prints the cost per extra game ((10 − 1) / 9, MB); asserts nothing. Noisy
// (one page load against another moves a figure by ±0.4 MB a game on this
// machine): RUNS=3 loads each page three times and takes each cell's median;
// compare rows of one run. Run `npm run build` first.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, ensureBrowser } from './find-browser.mjs';
import { browserMB, processTree, root, SINGLE, startGamesServer } from './bench-games-page.mjs';

/** Each variant: a page style, optionally a style added inside each game, attributes on each and `reach` (`|` between them). */
const VARIANTS = {
  'as is': '',
  'no animation': 'klondike-solitaire{--klondike-animation-ms:0ms}',
  'no deal anim.': '|.table[data-dealing] .card{animation:none!important}',
  'no flip anim.': '|.face{animation:none!important}',
  'deal on main': '|.table[data-dealing] .card{animation-name:deal2!important}@keyframes deal2{from{margin-left:var(--sx);margin-top:var(--sy)}}',
  'no back pattern': 'klondike-solitaire{--klondike-card-back-image:none}',
  'flat felt': '|.frame{background:var(--_felt)!important}',
  'no cards': 'klondike-solitaire::part(card){display:none}',
  'not painted': 'klondike-solitaire{visibility:hidden}',
  'not displayed': 'klondike-solitaire{display:none}',
  'no solver': '||finish="off" stuck="silent"',
  'finish auto': '||finish="auto"',
  'all in view': 'klondike-solitaire{width:250px}',
  reached: '|||reach',
  'all rendered': '|.table{content-visibility:visible!important}',
};
const ALLOCATORS = ['cc/tile_memory', 'malloc', 'blink_gc', 'partition_alloc', 'skia', 'v8'];
const TIMES = [4000, 12_000, 40_000];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

if (!existsSync(path.join(root, SINGLE))) {
  console.error('bench:games:memory: run `npm run build` first');
  process.exit(1);
}

const { server, base } = await startGamesServer();

/** Private memory (USS, MB) of the renderer processes under `pid`, from /proc. */
function rendererMB(pid) {
  let kb = 0;
  for (const p of processTree(pid)) {
    try {
      if (readFileSync(`/proc/${p}/cmdline`, 'utf8').includes('--type=renderer')) {
        const rollup = readFileSync(`/proc/${p}/smaps_rollup`, 'utf8');
        for (const field of ['Private_Clean', 'Private_Dirty']) kb += Number(new RegExp(`${field}:\\s+(\\d+)`).exec(rollup)[1]);
      }
    } catch {
      // Gone, or not readable.
    }
  }
  return kb / 1024;
}


/** One memory-infra dump: per top-level allocator of ALLOCATORS, the largest size over the processes (MB). */
async function dump(cdp) {
  const events = [];
  const collect = (e) => events.push(...e.value);
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['disabled-by-default-memory-infra'], memoryDumpConfig: { triggers: [] } }, transferMode: 'ReportEvents' });
  await cdp.send('Tracing.requestMemoryDump', { levelOfDetail: 'detailed' });
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', collect);
  const out = Object.fromEntries(ALLOCATORS.map((a) => [a, 0]));
  for (const e of events) {
    const all = e.ph === 'v' ? e.args?.dumps?.allocators : undefined;
    for (const a of ALLOCATORS) {
      const size = all?.[a]?.attrs?.size?.value;
      if (size) out[a] = Math.max(out[a], parseInt(size, 16) / 2 ** 20);
    }
  }
  return out;
}

async function measure(n, style) {
  const bs = await chromium.launchServer({ executablePath: ensureBrowser(), headless: true, args: CHROME_FLAGS });
  const browser = await chromium.connect(bs.wsEndpoint());
  try {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const p = await ctx.newPage();
    const cdp = await ctx.newCDPSession(p);
    const [page, shadow = '', attrs = '', reach = ''] = style.split('|');
    await p.goto(`${base}/__games/${n}.html?style=${encodeURIComponent(page)}&shadow=${encodeURIComponent(shadow)}&attrs=${encodeURIComponent(attrs)}`);
    await p.waitForFunction((n) => document.querySelectorAll('klondike-solitaire').length === n && [...document.querySelectorAll('klondike-solitaire')].every((e) => e.shadowRoot?.querySelector('[part~=card]') || (e.shadowRoot && getComputedStyle(e).display === 'none')), n);
    const t0 = Date.now();
    // A pointer over each game (until its analysis has offered Finish, or 20 s).
    if (reach) {
      await p.waitForFunction(() => {
        const games = [...document.querySelectorAll('klondike-solitaire')];
        for (const e of games) if (!e.canFinish) e.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
        return games.every((e) => e.canFinish);
      }, null, { timeout: 20_000, polling: 100 }).catch(() => {});
    }
    const at = {};
    for (const t of TIMES) {
      await sleep(t - (Date.now() - t0));
      await cdp.send('HeapProfiler.collectGarbage');
      at[t] = { 'browser PSS': browserMB(bs.process().pid), 'renderer USS': rendererMB(bs.process().pid), ...(await dump(cdp)), workers: p.workers().length };
    }
    // Then what the renderer keeps once told the system is short of memory
    // (caches and free allocator pages given back).
    await cdp.send('Memory.simulatePressureNotification', { level: 'critical' });
    await sleep(1000);
    await cdp.send('HeapProfiler.collectGarbage');
    at.pressure = { 'browser PSS': browserMB(bs.process().pid), 'renderer USS': rendererMB(bs.process().pid), ...(await dump(cdp)) };
    return at;
  } finally {
    await browser.close();
    await bs.close();
  }
}

// VARIANTS='as is,no cards' runs only those; FROM=5 compares 5 games with 10 (default 1).
const RUNS = Math.max(1, Number(process.env.RUNS ?? 1));
const repeat = async (f) => {
  const out = [];
  for (let i = 0; i < RUNS; i++) out.push(await f());
  return out;
};
const median = (a) => {
  const b = [...a].sort((x, y) => x - y);
  return b.length % 2 ? b[(b.length - 1) / 2] : (b[b.length / 2 - 1] + b[b.length / 2]) / 2;
};
/** Cell by cell, the median of several readings `{ time: { column: MB } }`. */
const medianOf = (runs) => Object.fromEntries(Object.keys(runs[0]).map((t) => [t, Object.fromEntries(Object.keys(runs[0][t]).map((c) => [c, median(runs.map((r) => r[t][c]))]))]));
const FROM = Number(process.env.FROM ?? 1);
const cols = ['browser PSS', 'renderer USS', ...ALLOCATORS];
console.log(`per extra game (${FROM} → 10 games; median of ${RUNS} page load${RUNS > 1 ? 's' : ''} each), MB: the browser's memory (PSS, all processes), the renderer's private memory (USS) and memory-infra allocators`);
console.log(`${'variant'.padEnd(18)}${'after'.padStart(6)}${cols.map((c) => c.padStart(16)).join('')}`);
const only = process.env.VARIANTS?.split(',');
for (const [name, style] of Object.entries(VARIANTS).filter(([n]) => !only || only.includes(n))) {
  // RUNS=N: each page N times (a fresh browser each), the median of each cell.
  const one = medianOf(await repeat(() => measure(FROM, style)));
  const ten = medianOf(await repeat(() => measure(10, style)));
  for (const t of [...TIMES, 'pressure']) {
    const when = typeof t === 'number' ? `${t / 1000} s` : 'mem.p.';
    // Workers running at that moment on the 10-game page: "at rest" means none.
    const workers = t === 'pressure' ? '' : `   (${ten[t].workers} solver worker${ten[t].workers === 1 ? '' : 's'} running)`;
    console.log(`${name.padEnd(18)}${when.padStart(6)}${cols.map((c) => ((ten[t][c] - one[t][c]) / (10 - FROM)).toFixed(2).padStart(16)).join('')}${workers}`);
  }
}
server.close();
