#!/usr/bin/env node
// `npm run bench:load`: what a visitor feels when a page with
// <klondike-solitaire> loads, next to a floor page (one static card) and,
// when given one, a peer (another Klondike page). Prints figures, asserts
// nothing. Run `npm run build` first.
//
// Each page is loaded cold (a fresh browser context, cache off) in the
// system Chromium (headless, 1280 × 800) driven by playwright-core, five
// times (median), at 1× and 4× CPU (CDP Emulation.setCPUThrottlingRate). The
// pages take turns (one load each per round), and a ratio is the median of
// the rounds' own ratios: a drift in the machine's load weighs on all alike.
// One init script, the same for every page, watches every animation frame:
//   first card  the first frame in which a card is laid out and visible
//               (a box in the viewport, checkVisibility with opacity)
//   still       the last frame in which a card's box moved or a card's
//               animation ran (so the deal animation counts)
//   FCP         first-contentful-paint
//   heap        JS heap used after a forced GC (CDP), the page's thread,
//               its own only (read before any Playwright evaluation: see inPage)
//   DOM         elements, shadow trees included
//   click/move  main-thread time (CDP Performance metrics: CPU (the main
//               thread's own time, which other processes on the machine do
//               not inflate), task (wall), script, style + layout) from a
//               real mouse click on the stock (or a playable card) until
//               1.5 s later (the animation and any follow-up work), per click;
//               and the click's interaction (Event Timing, as INP measures
//               it): from the input to the next paint, and the time its
//               event handlers ran (median; under 16 ms, no entry: "<16")
// And the heap of 10 games on one page against 1 (per extra game), at 1×.
//
// Options: --runs N (default 5), --only floor,single,split,peer,
// --rates 1,4, --peer PATH (an HTML page under the project, with
// --peer-card SEL, --peer-stock SEL, --peer-move SEL: the card, stock and a
// playable card of that page; when absent, no peer row; without --peer-move,
// no move figures for the peer; with --peer-dblclick, its move is a double
// click). A click whose selector matches nothing ends that page's clicks.
// The header gives each page's JS (the scripts it loads, gzip -9).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, ensureBrowser } from './find-browser.mjs';
import { readTaps, watchTaps } from './event-timing.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const RUNS = Number(opt('--runs', 5));
const RATES = opt('--rates', '1,4').split(',').map(Number);
const ONLY = opt('--only', 'floor,single,split,peer').split(',');
const CLICKS = 4;
/** After each click: the animation, then the page's own follow-up work (a background analysis). */
const CLICK_WAIT_MS = 1500;
const CODE = 'KL1-D1N-AAAAAAG';
const SINGLE = 'dist/klondike-solitaire.bundle.js';
const SPLIT = 'dist/cdn/klondike-solitaire.js';

const HEAD = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">';
const elementPage = (script, n = 1) =>
  `${HEAD}<title>ours</title><script type="module" src="/${script}"></script><style>body{margin:0}</style></head><body>` +
  Array.from({ length: n }, () => `<klondike-solitaire code="${CODE}"></klondike-solitaire>`).join('') +
  '</body></html>';

// The floor: one card, static HTML and CSS; a click moves it (a 220 ms transition).
const FLOOR =
  `${HEAD}<title>floor</title><style>body{margin:0;background:#17703f;font:700 18px system-ui,sans-serif}` +
  '.card{position:absolute;left:40px;top:60px;width:100px;height:140px;border-radius:7px;background:#fff;color:#c6162c;' +
  'box-shadow:0 1px 2px rgba(0,0,0,.35);padding:6px;box-sizing:border-box;transition:transform 220ms;cursor:pointer}' +
  '.card.moved{transform:translate(160px,0)}</style></head><body><div class="card" id="c">A♥</div>' +
  '<script>c.onclick=()=>c.classList.toggle("moved")</script></body></html>';

/** The pages measured: URL, and how to find a card, the stock and a playable card. */
const PAGES = {
  floor: { label: 'floor', url: '/__load/floor.html', card: '.card', stock: '#c', move: () => '#c' },
  single: { label: 'ours, single file', url: '/__load/single.html', card: '[part~=card]', host: 'klondike-solitaire', stock: 'klondike-solitaire [part~=stock]', move: playableCard },
  split: { label: 'ours, split build', url: '/__load/split.html', card: '[part~=card]', host: 'klondike-solitaire', stock: 'klondike-solitaire [part~=stock]', move: playableCard },
};
if (opt('--peer', '')) {
  const card = opt('--peer-card', '.card');
  const move = opt('--peer-move', '');
  const url = `/${opt('--peer', '').replace(/^\.?\//, '')}`;
  PAGES.peer = { label: 'peer', url, card, stock: opt('--peer-stock', card), move: async () => move || null, dblclick: args.includes('--peer-dblclick') };
}

/** In the page of our element: a selector of a face-up card that a tap plays (null when none). */
async function playableCard(page) {
  return page.evaluate(() => {
    const el = document.querySelector('klondike-solitaire');
    const g = el.game;
    for (const m of g.moves()) {
      const [from, to] = m.split('-');
      if (!to || from.startsWith('F')) continue;
      const up = from === 'W' ? g.waste : g.tableau[Number(from) - 1].up;
      const card = from === 'W' || to === 'F' ? up.at(-1) : up[0];
      if (card) return `klondike-solitaire [data-card="${card}"]`;
    }
    return null;
  });
}

// ---- the frame watcher (the same for every page) -------------------------------
function watcher({ cardSel, hostSel }) {
  const frames = [];
  window.__load = { frames, first: null };
  const cards = () => {
    const roots = [document];
    if (hostSel) for (const h of document.querySelectorAll(hostSel)) if (h.shadowRoot) roots.push(h.shadowRoot);
    return roots.flatMap((r) => [...r.querySelectorAll(cardSel)]);
  };
  // The cards' boxes, as one number: the watcher converts no number to text,
  // which would grow V8's number-string cache (64 KB) in every page it watches.
  let last = 17;
  const tick = () => {
    if (window.__load.stop) return;
    const t = performance.now();
    const list = cards();
    let visible = 0;
    let sig = 17;
    for (const c of list) {
      const r = c.getBoundingClientRect();
      sig = (Math.imul(sig, 31) + Math.round(r.x * 2)) | 0;
      sig = (Math.imul(sig, 31) + Math.round(r.y * 2)) | 0;
      if (r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth && c.checkVisibility({ opacityProperty: true, visibilityProperty: true })) visible++;
    }
    const animating = document.getAnimations().some((a) => {
      const target = a.effect?.target;
      const iterations = a.effect?.getTiming().iterations;
      return a.playState === 'running' && iterations !== Infinity && target instanceof Element && target.closest(cardSel);
    });
    if (visible && window.__load.first === null) window.__load.first = t;
    frames.push({ t, moved: sig !== last || animating, visible });
    last = sig;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

// ---- server ---------------------------------------------------------------------
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.map': 'application/json', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json' };
const GENERATED = {
  '/__load/floor.html': FLOOR,
  '/__load/single.html': elementPage(SINGLE),
  '/__load/split.html': elementPage(SPLIT),
  '/__load/single-10.html': elementPage(SINGLE, 10),
};
function startServer() {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const headers = { 'cache-control': 'no-store' };
    if (GENERATED[url.pathname]) {
      res.writeHead(200, { ...headers, 'content-type': TYPES['.html'] }).end(GENERATED[url.pathname]);
      return;
    }
    const file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, headers).end();
      return;
    }
    res.writeHead(200, { ...headers, 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// ---- one cold load ----------------------------------------------------------------
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * `fn(arg)` evaluated in the page over plain CDP, its value returned. Until
 * the heap is read, the pages are read this way and not with Playwright's
 * `page.evaluate` or `waitForFunction`: those inject Playwright's own script
 * into the page's V8 heap (its 330 KB source and its objects, about 0.56 MB),
 * which the heap figure of every page would then include.
 */
async function inPage(cdp, fn, arg) {
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', { expression: `(${fn})(${JSON.stringify(arg ?? null)})`, returnByValue: true });
  if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
  return result.value;
}

/** The frames since `from` (ms): the time of the last one that moved, once `quietMs` passed without a move (or `maxMs`). */
async function settle(cdp, from, quietMs = 400, maxMs = 6000) {
  const t0 = Date.now();
  for (;;) {
    await sleep(100);
    const s = await inPage(
      cdp,
      ([from, quietMs]) => {
        const f = window.__load.frames.filter((x) => x.t >= from);
        const moved = f.filter((x) => x.moved);
        const lastMove = moved.length ? moved.at(-1).t : from;
        const now = performance.now();
        return { lastMove, quiet: now - lastMove >= quietMs && f.length > 0 };
      },
      [from, quietMs],
    );
    if (s.quiet || Date.now() - t0 > maxMs) return s.lastMove;
  }
}

async function metrics(cdp) {
  const { metrics: m } = await cdp.send('Performance.getMetrics');
  const get = (n) => (m.find((x) => x.name === n)?.value ?? 0) * 1000;
  return { cpu: get('ThreadTime'), task: get('TaskDuration'), script: get('ScriptDuration'), style: get('RecalcStyleDuration'), layout: get('LayoutDuration') };
}
const diff = (a, b, n) => Object.fromEntries(Object.keys(a).map((k) => [k, (b[k] - a[k]) / n]));

async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.enable');
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1024 / 1024;
}

/** Main-thread time per real click (a double click when `dblclick`) on `selector()` (re-evaluated each time), until the page is quiet again. */
async function perClick(page, cdp, selector, dblclick = false) {
  await watchTaps(page);
  const before = await metrics(cdp);
  let n = 0;
  for (let i = 0; i < CLICKS; i++) {
    const sel = await selector(page);
    if (!sel || (await page.locator(sel).count()) === 0) break;
    const box = await page.locator(sel).first().boundingBox();
    if (!box) break;
    const [x, y] = [box.x + box.width / 2, box.y + Math.min(box.height / 2, 12)];
    await (dblclick ? page.mouse.dblclick(x, y) : page.mouse.click(x, y));
    await sleep(CLICK_WAIT_MS);
    n++;
  }
  if (!n) return null;
  const per = diff(before, await metrics(cdp), n);
  const taps = await readTaps(page);
  // The clicks with no entry took under 16 ms: 0 here, shown as "<16" (their handlers: unknown).
  const all = [...taps, ...Array.from({ length: Math.max(0, n - taps.length) }, () => ({ duration: 0, handlers: NaN }))];
  return { ...per, inp: median(all.map((i) => i.duration)), inpWork: median(all.map((i) => i.handlers)) };
}

async function load(browser, spec, rate, { clicks = true } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.addInitScript(watcher, { cardSel: spec.card, hostSel: spec.host ?? null });
  await page.goto(`${spec.base}${spec.url}`);
  for (const t0 = Date.now(); !(await inPage(cdp, () => window.__load.first !== null)); await sleep(20)) {
    if (Date.now() - t0 > 30_000) throw new Error(`${spec.url}: no card shown within 30 s`);
  }
  const still = await settle(cdp, 0, 500, 10_000);
  await sleep(1500); // the first analysis, idle-time loads
  const r = await inPage(cdp, () => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const count = (root) => [...root.querySelectorAll('*')].reduce((n, e) => n + 1 + (e.shadowRoot ? count(e.shadowRoot) : 0), 0);
    return { first: window.__load.first, fcp, dom: count(document) };
  });
  r.still = Math.max(still, r.first);
  // The watcher stops, and its frames leave the page before its heap is read
  // (the clicks are measured without it too).
  r.frames = await inPage(cdp, () => {
    window.__load.stop = true;
    const frames = window.__load.frames;
    const copy = frames.slice();
    frames.length = 0;
    return copy;
  });
  r.heap = await heapAfterGc(cdp);
  if (clicks) {
    r.click = await perClick(page, cdp, async () => spec.stock);
    r.move = await perClick(page, cdp, spec.move, spec.dblclick);
  }
  r.errors = errors;
  await context.close();
  return r;
}

/** The scripts a page loads within 2 s of going network-idle: files and gzip -9 KB (one extra load, not measured). */
async function scriptsLoaded(browser, spec) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') bodies.push(r.body().catch(() => null));
  });
  await page.goto(`${spec.base}${spec.url}`);
  await page.waitForLoadState('networkidle');
  await sleep(2000);
  const files = (await Promise.all(bodies)).filter(Boolean);
  await context.close();
  return { files: files.length, kb: files.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0) / 1024 };
}

// ---- report -------------------------------------------------------------------------
/** Each figure of a load, by key: the load's own, then those of its clicks and moves (`clickCpu`, `moveTask`…). */
const perAction = (action) => ({ Cpu: (r) => r[action]?.cpu, Task: (r) => r[action]?.task, Script: (r) => r[action]?.script, Style: (r) => r[action]?.style + r[action]?.layout, Inp: (r) => r[action]?.inp, InpWork: (r) => r[action]?.inpWork });
const FIGURES = {
  ...Object.fromEntries(['first', 'still', 'fcp', 'heap', 'dom'].map((k) => [k, (r) => r[k]])),
  ...Object.fromEntries(['click', 'move'].flatMap((a) => Object.entries(perAction(a)).map(([k, f]) => [a + k, f]))),
};

const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};
const gzKb = (file) => (existsSync(path.join(root, file)) ? gzipSync(readFileSync(path.join(root, file)), { level: 9 }).length / 1024 : NaN);

const server = await startServer();
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: ensureBrowser(), headless: true, args: CHROME_FLAGS });
try {
  for (const f of [SINGLE, SPLIT]) if (!existsSync(path.join(root, f))) throw new Error(`${f} not found: run npm run build first`);
  const names = Object.keys(PAGES).filter((k) => ONLY.includes(k));
  console.log(`Chromium ${browser.version()} (headless), 1280×800, ${RUNS} rounds of cold loads, the pages in turn (median; ratios: median of each round's ratio), ${CLICKS} clicks each`);
  console.log(`JS gzip: single file ${gzKb(SINGLE).toFixed(1)} KB, split entry ${gzKb(SPLIT).toFixed(1)} KB`);
  const loaded = [];
  for (const name of names) {
    const { files, kb } = await scriptsLoaded(browser, { ...PAGES[name], base });
    loaded.push(`${PAGES[name].label} ${kb.toFixed(1)} KB (${files} file${files === 1 ? '' : 's'})`);
  }
  console.log(`JS loaded by each page (gzip -9): ${loaded.join(', ')}\n`);
  for (const rate of RATES) {
    // The pages take turns, one cold load each per round (each round in another
    // order), so that a machine whose load drifts during the run weighs on every
    // page alike; a ratio is the median of the rounds' own ratios (paired).
    const runsOf = Object.fromEntries(names.map((n) => [n, []]));
    for (let i = 0; i < RUNS; i++) {
      for (let k = 0; k < names.length; k++) {
        const name = names[(i + k) % names.length];
        runsOf[name].push(await load(browser, { ...PAGES[name], base }, rate));
      }
    }
    const rows = {};
    for (const name of names) {
      const runs = runsOf[name];
      if (args.includes('--frames')) console.log(name, runs[0].frames.slice(0, 40).map((f) => `${f.t.toFixed(0)}${f.moved ? '*' : ''}${f.visible}`).join(' '));
      const errs = runs.flatMap((r) => r.errors);
      if (errs.length) console.log(`${name}: page errors: ${[...new Set(errs)].join('; ')}`);
      rows[name] = Object.fromEntries(Object.entries(FIGURES).map(([key, f]) => [key, runs.map(f)]));
    }
    const cols = names;
    const fmt = (vs, d = 1, under = 0) => {
      const v = median(vs);
      return Number.isFinite(v) ? (v < under ? `<${under}` : v.toFixed(d)) : '—';
    };
    const ratio = (vs, refs) => {
      const r = median(vs.map((v, i) => (refs[i] > 0 ? v / refs[i] : NaN)));
      return Number.isFinite(r) ? `${r.toFixed(2)}×` : '—';
    };
    console.log(`CPU ${rate}×`);
    console.log(`${''.padEnd(30)}${cols.map((c) => PAGES[c].label.padStart(20)).join('')}`);
    const line = (label, key, d, under = 0) => {
      const vals = cols.map((c) => fmt(rows[c][key], d, under).padStart(20)).join('');
      const refs = ['floor', 'peer'].filter((r) => rows[r]);
      const ratios = cols
        .filter((c) => c !== 'floor' && c !== 'peer')
        .map((c) => `${c}: ${refs.map((r) => `${ratio(rows[c][key], rows[r][key])} ${r}`).join(', ')}`)
        .join(' | ');
      console.log(`${label.padEnd(30)}${vals}   ${ratios}`);
    };
    line('first card visible (ms)', 'first', 0);
    line('cards still (ms)', 'still', 0);
    line('FCP (ms)', 'fcp', 0);
    line('JS heap after GC (MB)', 'heap', 2);
    line('DOM elements', 'dom', 0);
    line('stock click: CPU (ms)', 'clickCpu', 1);
    line('  task (ms)', 'clickTask', 1);
    line('  script (ms)', 'clickScript', 1);
    line('  style + layout (ms)', 'clickStyle', 1);
    line('  input to next paint (ms)', 'clickInp', 0, 16);
    line('  its handlers (ms)', 'clickInpWork', 1);
    line('move: CPU (ms)', 'moveCpu', 1);
    line('  task (ms)', 'moveTask', 1);
    line('  script (ms)', 'moveScript', 1);
    line('  style + layout (ms)', 'moveStyle', 1);
    line('  input to next paint (ms)', 'moveInp', 0, 16);
    line('  its handlers (ms)', 'moveInpWork', 1);
    console.log('');
  }
  if (ONLY.includes('single')) {
    const one = [];
    const ten = [];
    for (let i = 0; i < Math.min(RUNS, 3); i++) {
      one.push((await load(browser, { ...PAGES.single, base }, 1, { clicks: false })).heap);
      ten.push((await load(browser, { ...PAGES.single, base, url: '/__load/single-10.html' }, 1, { clicks: false })).heap);
    }
    const h1 = median(one);
    const h10 = median(ten);
    console.log(`10 games on one page (single file, 1×): ${h10.toFixed(2)} MB against ${h1.toFixed(2)} MB for one: ${((h10 - h1) / 9).toFixed(2)} MB per extra game`);
  }
} finally {
  await browser.close();
  server.close();
}
