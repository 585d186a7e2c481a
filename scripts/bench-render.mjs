#!/usr/bin/env node
// `npm run bench:render`: what rendering <klondike-solitaire> costs in
// Chromium. Prints figures, asserts nothing.
//
// Loads the built bundle (dist/klondike-solitaire.bundle.js, what users load:
// run `npm run build` first) from a small static server; without it, or with
// `--dev`, falls back to the TypeScript sources through the dev server (Lit's
// dev build: slower, and said so in the output). Drives the system Chromium
// (scripts/find-browser.mjs) with playwright-core and measures in the page
// with performance.now(), animations off (`--klondike-animation-ms: 0ms`),
// at 375 px and 1280 px wide (the host's natural height):
//   first render  element created → 52 cards in the shadow DOM (includes the
//                 ResizeObserver → requestAnimationFrame that sizes the table)
//   move          el.move(legal move) → updateComplete, over ~200 moves
//   undo          el.undo() → updateComplete
//   resize        host width ±40 px → ResizeObserver → rAF → updateComplete
//   new deal      el.newGame(code) → updateComplete
// Each row gives the wall time to updateComplete, the same plus a forced
// style/layout (what the next frame would otherwise pay), and the script time
// spent inside Lit's performUpdate (layout computation + render).
//
// Options: --dev, --moves N (default 200), --runs N (first renders, default 15).
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, ensureBrowser } from './find-browser.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const BUNDLE = 'dist/klondike-solitaire.bundle.js';
const FLAGS = CHROME_FLAGS;
const WIDTHS = [
  [375, 667],
  [1280, 800],
];

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? Number(args[i + 1]) : fallback;
};
const MOVES = option('--moves', 200);
const RUNS = option('--runs', 15);
const useDev = args.includes('--dev') || !existsSync(path.join(root, BUNDLE));
if (!args.includes('--dev') && useDev) {
  console.warn(`bench-render: ${BUNDLE} not found (run \`npm run build\` first); falling back to the TypeScript sources via the dev server (Lit dev build, slower).`);
}

/** Newest modification time of the files under `dir` (recursive). */
function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createNetServer();
    s.once('error', reject);
    s.listen(0, () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const PAGE = (script) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<script type="module" src="${script}"></script>
<style>body{margin:0;background:#0f2418}</style></head><body></body></html>`;

/** Serves the bench page and dist/ (the bundle and its source map). */
async function startStatic() {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/bench.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(PAGE(`/${BUNDLE}`));
      return;
    }
    const file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(path.join(root, 'dist') + path.sep) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : 'application/json' });
    createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/bench.html`, stop: () => server.close() };
}

/** The dev server (as scripts/screenshots.mjs starts it); the page is written into a 404 page of its origin. */
async function startDev() {
  const port = await freePort();
  const bin = path.join(root, 'node_modules', '.bin', 'web-dev-server');
  const child = spawn(bin, ['--config', 'web-dev-server.config.mjs', '--port', String(port)], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('dev server did not start')), 30_000);
    child.stdout.on('data', (d) => {
      if (String(d).includes(`${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`dev server exited with ${code}`)));
  });
  return { url: `http://localhost:${port}/__bench__`, html: PAGE('/src/klondike-solitaire.ts'), stop: () => child.kill() };
}

/** Runs in the page: every measurement at one width. */
async function measure({ width, moves, runs }) {
  const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
  const CODES = 'GHIJKLMNOPQRSTUVWXYZ'.split('').map((c) => `KL1-D1N-AAAAAA${c}`);
  let updateMs = 0;
  /** A fresh element in a host `w` px wide, with update timing. */
  const create = (code) => {
    const host = document.createElement('div');
    host.style.width = `${width}px`;
    const el = document.createElement('klondike-solitaire');
    el.setAttribute('code', code);
    el.setAttribute('stuck', 'silent');
    el.style.setProperty('--klondike-animation-ms', '0ms');
    const perform = el.performUpdate;
    el.performUpdate = function () {
      const t = performance.now();
      try {
        return perform.call(this);
      } finally {
        updateMs += performance.now() - t;
      }
    };
    host.append(el);
    return { host, el };
  };
  const cardCount = (el) => el.shadowRoot?.querySelectorAll('[part~=card]').length ?? 0;
  const reflow = (el) => el.shadowRoot.querySelector('[part=table]').getBoundingClientRect().height;
  const rows = {};
  const sample = (name, wall, withLayout, script) => {
    const r = (rows[name] ??= { wall: [], layout: [], script: [] });
    r.wall.push(wall);
    r.layout.push(withLayout);
    r.script.push(script);
  };
  /** Times `act` until `done` (then updateComplete), then a forced style/layout. */
  const timed = async (name, el, act, done = () => true) => {
    updateMs = 0;
    const t0 = performance.now();
    act();
    for (;;) {
      await el.updateComplete;
      if (done()) break;
      await frame();
    }
    const t1 = performance.now();
    reflow(el);
    const t2 = performance.now();
    sample(name, t1 - t0, t2 - t0, updateMs);
  };

  // First render: a warm-up element, then `runs` fresh ones.
  for (let i = 0; i <= runs; i++) {
    const { host, el } = create(CODES[0]);
    updateMs = 0;
    const t0 = performance.now();
    document.body.append(host);
    while (cardCount(el) < 52) {
      await el.updateComplete;
      if (cardCount(el) < 52) await frame();
    }
    const t1 = performance.now();
    reflow(el);
    const t2 = performance.now();
    if (i > 0) sample('first render', t1 - t0, t2 - t0, updateMs);
    host.remove();
  }

  // Moves, undo (each undone move is redone, untimed), a resize every 10 moves, new deals.
  const { host, el } = create(CODES[0]);
  document.body.append(host);
  while (cardCount(el) < 52) await frame();
  await frame();
  let deal = 0;
  let idle = 0;
  const pick = () => {
    const g = el.game;
    const all = g.moves();
    return (
      all.find((m) => m.endsWith('-F')) ??
      all.find((m) => /^[1-7]-[1-7]$/.test(m) && g.tableau[Number(m[0]) - 1].down.length > 0) ??
      all.find((m) => m.startsWith('W-')) ??
      (all.includes('S') ? 'S' : null)
    );
  };
  for (let i = 0; i < moves; i++) {
    let m = pick();
    idle = m === 'S' ? idle + 1 : 0;
    if (m === null || el.game.isWon() || idle > 2 * el.game.stock.length + 2 * el.game.waste.length + 4) {
      deal = (deal + 1) % CODES.length;
      const code = CODES[deal];
      await timed('new deal', el, () => el.newGame(code));
      idle = 0;
      m = pick();
      if (m === null) continue;
    }
    await timed('move', el, () => el.move(m));
    if (i % 3 === 0 && el.game.canUndo) {
      await timed('undo', el, () => el.undo());
      el.redo();
      await el.updateComplete;
    }
    if (i % 10 === 5) {
      // The table re-lays its cards out at the new width: some card's place changes.
      const places = () => [...el.shadowRoot.querySelectorAll('[part=card]')].map((c) => c.style.transform).join();
      const before = places();
      const target = i % 20 === 5 ? width - 40 : width;
      await timed('resize', el, () => (host.style.width = `${target}px`), () => places() !== before);
    }
  }
  while (rows['new deal'] === undefined || rows['new deal'].wall.length < 10) {
    deal = (deal + 1) % CODES.length;
    const code = CODES[deal];
    await timed('new deal', el, () => el.newGame(code));
  }
  host.remove();
  return rows;
}

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
  return { n: s.length, median: at(0.5), p95: at(0.95) };
};
const ms = (x) => x.toFixed(2).padStart(7);

const server = useDev ? await startDev() : await startStatic();
const browser = await chromium.launch({ executablePath: ensureBrowser(), headless: true, args: FLAGS });
try {
  const source = useDev ? 'src/*.ts via web-dev-server (Lit dev build)' : `${BUNDLE} (${(statSync(path.join(root, BUNDLE)).size / 1024).toFixed(1)} KB)`;
  console.log(`Chromium ${browser.version()} (headless=new), ${source}`);
  if (!useDev && newest(path.join(root, 'src')) > statSync(path.join(root, BUNDLE)).mtimeMs) {
    console.log('note: src/ is newer than the bundle; run `npm run build` for current figures');
  }
  console.log(`animations off; ${MOVES} moves, ${RUNS} first renders per width; times in ms\n`);
  console.log('width  operation        n   median     p95 | +layout med     p95 | script med');
  for (const [width, height] of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height } });
    page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
    await page.goto(server.url);
    if (server.html) await page.setContent(server.html);
    await page.waitForFunction(() => customElements.get('klondike-solitaire') !== undefined);
    const rows = await page.evaluate(measure, { width, moves: MOVES, runs: RUNS });
    for (const name of ['first render', 'move', 'undo', 'resize', 'new deal']) {
      const r = rows[name];
      if (!r) continue;
      const w = stats(r.wall);
      const l = stats(r.layout);
      const s = stats(r.script);
      console.log(
        `${String(width).padStart(5)}  ${name.padEnd(14)} ${String(w.n).padStart(3)} ${ms(w.median)} ${ms(w.p95)} | ${ms(l.median)} ${ms(l.p95)} | ${ms(s.median)}`,
      );
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.stop();
}
