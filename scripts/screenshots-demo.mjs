#!/usr/bin/env node
// Screenshots of the demo page for a visual check: `node scripts/screenshots-demo.mjs`
// (the size matrix of the built file is scripts/screenshots.mjs).
// Starts the dev server (web-dev-server.config.mjs) on a free port, drives
// Chromium (scripts/find-browser.mjs) with playwright-core, writes
// screenshots/*.png (gitignored): 375×667 and 1280×800, draw 1 and draw 3,
// a mid-game position and the win panel; 320 px; the dark theme, French, a
// tall phone (390×844), phones in landscape, a short desktop window, and the
// left-handed table (hand="left") in draw 3 on a phone, in landscape, on a desktop.
// ONLY=<regexp> shoots just the matching names.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, ensureBrowser } from './find-browser.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const out = path.join(root, 'screenshots');
const port = Number(process.env.PORT ?? 8765);
const FLAGS = CHROME_FLAGS;
// ONLY=landscape node scripts/screenshots-demo.mjs: just the shots whose name matches.
const ONLY = process.env.ONLY ? new RegExp(process.env.ONLY) : null;

function startServer() {
  const bin = path.join(root, 'node_modules', '.bin', 'web-dev-server');
  const child = spawn(bin, ['--config', 'web-dev-server.config.mjs', '--port', String(port)], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('dev server did not start')), 30_000);
    child.stdout.on('data', (d) => {
      if (String(d).includes(`${port}`)) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('exit', (code) => reject(new Error(`dev server exited with ${code}`)));
  });
}

/** Plays up to `n` sensible moves (foundation, then column moves that uncover, then the stock). */
async function playSome(page, n) {
  await page.evaluate(async (count) => {
    const el = document.querySelector('klondike-solitaire');
    for (let i = 0; i < count; i++) {
      const moves = el.game.moves();
      const m = moves.find((x) => x.endsWith('-F')) ?? moves.find((x) => /^[1-7]-[1-7]$/.test(x) && el.game.tableau[+x[0] - 1].down.length) ?? moves.find((x) => x.startsWith('W-')) ?? 'S';
      el.move(m);
      await new Promise((r) => setTimeout(r, 30));
    }
  }, n);
}

async function shoot(browser, name, { width, height, query, prepare }) {
  if (ONLY && !ONLY.test(name)) return;
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: width < 600 ? 2 : 1 });
  await page.goto(`http://localhost:${port}/demo/?${query}`);
  await page.waitForFunction(() => document.querySelector('klondike-solitaire')?.shadowRoot?.querySelectorAll('[part~=card]').length === 52);
  await page.waitForTimeout(700);
  if (prepare) await prepare(page);
  await page.waitForTimeout(900);
  const file = path.join(out, `${name}.png`);
  await page.screenshot({ path: file });
  console.log(path.relative(root, file));
  await page.close();
}

const server = await startServer();
const browser = await chromium.launch({ executablePath: ensureBrowser(), headless: true, args: FLAGS });
try {
  mkdirSync(out, { recursive: true });
  const code1 = 'code=KL1-D1N-AAAAAAG';
  const code3 = 'code=KL1-D3N-AAAAAAG';
  const draw3 = async (page) => {
    await page.evaluate(() => ['S', 'S'].forEach((m) => document.querySelector('klondike-solitaire').move(m)));
  };
  for (const [w, h, tag] of [[375, 667, 'phone'], [1280, 800, 'desktop'], [844, 390, 'landscape']]) {
    await shoot(browser, `${tag}-draw1`, { width: w, height: h, query: code1 });
    await shoot(browser, `${tag}-draw3`, { width: w, height: h, query: code3, prepare: draw3 });
    await shoot(browser, `${tag}-midgame`, { width: w, height: h, query: code1, prepare: (p) => playSome(p, 40) });
    await shoot(browser, `${tag}-win`, {
      width: w,
      height: h,
      query: code1,
      prepare: async (page) => {
        await page.evaluate(async () => {
          const el = document.querySelector('klondike-solitaire');
          const r = await el.finish();
          if (!r) console.warn('finish failed');
        });
        await page.waitForTimeout(1500); // the kings' hop, then the results panel
      },
    });
  }
  // stuck=silent: the dead-end panel would hide the table.
  await shoot(browser, 'narrow-320', { width: 320, height: 560, query: `${code3}&stuck=silent`, prepare: (p) => playSome(p, 25) });
  // Themes, languages and shapes: dark + draw 3, French, a tall phone, a phone in landscape.
  await shoot(browser, 'phone-dark-draw3', { width: 375, height: 667, query: `${code3}&theme=dark&stuck=silent`, prepare: (p) => playSome(p, 30) });
  await shoot(browser, 'desktop-dark', { width: 1280, height: 800, query: `${code1}&theme=dark`, prepare: (p) => playSome(p, 40) });
  await shoot(browser, 'phone-fr', { width: 375, height: 667, query: `${code1}&lang=fr`, prepare: (p) => playSome(p, 40) });
  await shoot(browser, 'phone-tall', { width: 390, height: 844, query: code1, prepare: (p) => playSome(p, 60) });
  // Wide and short: the piles go on rails beside the columns.
  await shoot(browser, 'phone-landscape', { width: 667, height: 375, query: `${code3}&stuck=silent`, prepare: (p) => playSome(p, 60) });
  await shoot(browser, 'phone-landscape-draw3', { width: 667, height: 375, query: code3, prepare: draw3 });
  await shoot(browser, 'phone-landscape-large', { width: 844, height: 390, query: `${code1}&stuck=silent`, prepare: (p) => playSome(p, 40) });
  // The narrowest one-bar table (640 px in the demo's frame), in French with the longest toolbar.
  await shoot(browser, 'phone-landscape-fr-vegas', { width: 652, height: 375, query: `code=KL1-D3V-AAAAAAG&lang=fr&rules-url=https://example.com&stuck=silent`, prepare: (p) => playSome(p, 30) });
  // Card art: each back (a draw-3 waste shows faces beside the backs), the felts, the large index at 320 px.
  for (const back of ['classic', 'crimson', 'tartan', 'stripes', 'midnight']) {
    await shoot(browser, `phone-back-${back}`, { width: 375, height: 667, query: `${code3}&card-back=${back}&felt=${back === 'crimson' ? 'blue' : back === 'tartan' ? 'wine' : 'green'}`, prepare: draw3 });
  }
  await shoot(browser, 'desktop-back-midnight-dark', { width: 1280, height: 800, query: `${code1}&card-back=midnight&felt=blue&theme=dark`, prepare: (p) => playSome(p, 20) });
  await shoot(browser, 'narrow-320-large-index', { width: 320, height: 560, query: `${code3}&stuck=silent&large-index`, prepare: (p) => playSome(p, 25) });
  await shoot(browser, 'desktop-large-index', { width: 1280, height: 800, query: `${code3}&stuck=silent&large-index`, prepare: (p) => playSome(p, 25) });
  // Each back at a phone in landscape (rails) and on a desktop.
  for (const back of ['classic', 'crimson', 'tartan', 'stripes', 'midnight']) {
    await shoot(browser, `landscape-back-${back}`, { width: 844, height: 390, query: `${code3}&card-back=${back}`, prepare: draw3 });
    await shoot(browser, `desktop-back-${back}`, { width: 1280, height: 800, query: `${code3}&card-back=${back}`, prepare: draw3 });
  }
  // The settings panel (the gear), with a rule waiting for the next deal.
  const settings = async (page) => {
    await page.evaluate(async () => {
      const el = document.querySelector('klondike-solitaire');
      el.showSettings();
      await el.updateComplete;
      el.shadowRoot.querySelector('[data-panel=settings] input[name=draw][value="3"]').click();
    });
  };
  for (const [w, h, tag] of [[375, 667, 'phone'], [844, 390, 'landscape'], [1280, 800, 'desktop']]) {
    await shoot(browser, `${tag}-settings`, { width: w, height: h, query: code1, prepare: settings });
  }
  await shoot(browser, 'phone-settings-dark-fr', { width: 375, height: 667, query: `${code1}&theme=dark&lang=fr`, prepare: settings });
  // A few moves, then draws until three cards fan on the waste.
  const fanned = async (page) => {
    await playSome(page, 12);
    await page.evaluate(() => {
      const el = document.querySelector('klondike-solitaire');
      for (let i = 0; i < 12; i++) if (el.move('S') && el.game.wasteFan === 3) break;
    });
  };
  // Left-handed (hand="left"), draw 3 with a fanned waste: rows on a phone and a desktop, rails in landscape.
  for (const [w, h, tag] of [[375, 667, 'phone'], [844, 390, 'phone-landscape'], [1280, 800, 'desktop']]) {
    await shoot(browser, `${tag}-left-draw3`, { width: w, height: h, query: `${code3}&hand=left&stuck=silent`, prepare: fanned });
  }
  await shoot(browser, 'desktop-short-landscape', { width: 1100, height: 520, query: `${code3}&stuck=silent`, prepare: (p) => playSome(p, 60) });
} finally {
  await browser.close();
  server.kill();
}
