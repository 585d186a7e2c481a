#!/usr/bin/env node
// The card art as a screenshot sheet: `node scripts/screenshots-art.mjs`
// (after `npm run build`; the size matrix is scripts/screenshots.mjs). The
// built single file, served by the e2e static server
// (scripts/e2e-harness.mjs), in Chromium driven by playwright-core:
//   courts   every jack, queen and king face up, with the ace of spades and
//            a ten, in two deals of seven cards each, light and dark (and
//            dark with four colours), on a phone (375 px, touch, 2x) and on
//            a desktop (a 1280 x 800 window, the element 1000 px wide);
//   cascade  the win's cascade at 1.0, 1.8 and 3.0 s after the last card,
//            on the phone and the desktop.
// Writes OUT/art-<device>-<look>-<deal>.png and OUT/art-<device>-cascade-<t>.png
// (OUT: SHOTS_DIR, default screenshots/, gitignored) and OUT/art.html, a
// sheet of them all. ONLY=<regexp> shoots just the matching names.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { BUNDLE, FLAGS, root, startServer } from './e2e-harness.mjs';
import { ensureBrowser } from './find-browser.mjs';

const out = path.resolve(process.env.SHOTS_DIR ?? path.join(root, 'screenshots'));
const ONLY = process.env.ONLY ? new RegExp(process.env.ONLY) : null;
const DEVICES = {
  phone: { viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true, column: 'margin:0' },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, column: 'width:1000px;margin:16px auto' },
};
const LOOKS = { light: 'theme="light"', dark: 'theme="dark"', 'dark-four-colour': 'theme="dark" four-colour' };
/** Seven face-up cards a deal, one a column: all twelve courts, the ace of spades, a ten. */
const DEALS = { kings: ['KS', 'KH', 'KD', 'KC', 'QS', 'QH', 'QD'], jacks: ['QC', 'JS', 'JH', 'JD', 'JC', 'AS', '10H'] };
const CASCADE_AT = [1000, 1800, 3000];

/** A Solvitaire deal with `tops` face up on the seven columns, the rest in the stock. */
function deal(tops) {
  const all = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].flatMap((r) => ['S', 'H', 'D', 'C'].map((s) => r + s));
  return { 'tableau piles': tops.map((c) => [c]), stock: all.filter((c) => !tops.includes(c)).map((c) => c.slice(0, -1) + c.at(-1).toLowerCase()) };
}
/** One Finish from the win: four K-Q-J-10 columns, the foundations up to 9. */
const NEARLY_WON = (() => {
  const suit = (s) => 'A23456789'.split('').map((r) => r + s);
  return { 'tableau piles': [['KS', 'QH', 'JS', '10H'], ['KH', 'QS', 'JH', '10S'], ['KD', 'QC', 'JD', '10C'], ['KC', 'QD', 'JC', '10D'], [], [], []], stock: [], foundation: ['S', 'H', 'D', 'C'].map(suit) };
})();

const pageHtml = (device, attrs, animationMs) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><script type="module" src="/${BUNDLE}"></script></head>` +
  `<body style="margin:0;background:#f4f1ea"><main style="${DEVICES[device].column}"><klondike-solitaire ${attrs} style="--klondike-animation-ms:${animationMs}"></klondike-solitaire></main></body></html>`;

const server = await startServer();
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: ensureBrowser(), headless: true, args: FLAGS });
const shots = [];

/** Opens the page on `device` with `attrs`, puts `d` on the table, waits for the art. */
async function open(device, attrs, d, animationMs) {
  const { viewport, deviceScaleFactor, hasTouch = false, isMobile = false } = DEVICES[device];
  const options = { viewport, deviceScaleFactor, hasTouch, isMobile };
  const context = await browser.newContext(options);
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log(`  page error ${e.message}`));
  await page.route('**/__art.html', (r) => r.fulfill({ contentType: 'text/html', body: pageHtml(device, attrs, animationMs) }));
  await page.goto(`${base}/__art.html`);
  await page.waitForFunction(() => document.querySelector('klondike-solitaire')?.shadowRoot?.querySelectorAll('[part~=card]').length === 52);
  await page.evaluate((x) => document.querySelector('klondike-solitaire').newGame(x), d);
  await page.waitForFunction(() => document.querySelector('klondike-solitaire').shadowRoot.querySelector('.court-art'), null, { timeout: 10_000 });
  await page.waitForTimeout(300);
  return { context, page };
}

try {
  mkdirSync(out, { recursive: true });
  for (const device of Object.keys(DEVICES)) {
    for (const [look, attrs] of Object.entries(LOOKS)) {
      for (const [name, tops] of Object.entries(DEALS)) {
        const file = `art-${device}-${look}-${name}.png`;
        if (ONLY && !ONLY.test(file)) continue;
        const { context, page } = await open(device, attrs, deal(tops), '0ms');
        // The top of the table: the stock, the foundations and the seven cards.
        const el = page.locator('klondike-solitaire');
        const box = await el.boundingBox();
        const card = await page.evaluate(() => {
          const r = document.querySelector('klondike-solitaire').shadowRoot.querySelector('[part~=card][data-pile="1"]').getBoundingClientRect();
          return r.bottom;
        });
        await page.screenshot({ path: path.join(out, file), clip: { x: box.x, y: box.y, width: box.width, height: Math.min(box.height, card - box.y + 16) } });
        shots.push(file);
        console.log(path.relative(process.cwd(), path.join(out, file)));
        await context.close();
      }
    }
    const names = CASCADE_AT.map((t) => `art-${device}-cascade-${t}.png`);
    if (ONLY && !names.some((n) => ONLY.test(n))) continue;
    const { context, page } = await open(device, '', NEARLY_WON, '220ms');
    await page.evaluate(() => void document.querySelector('klondike-solitaire').finish());
    await page.waitForFunction(() => document.querySelector('klondike-solitaire').shadowRoot.querySelector('canvas.cascade'), null, { timeout: 10_000 });
    const t0 = Date.now();
    for (const t of CASCADE_AT) {
      await page.waitForTimeout(Math.max(0, t - (Date.now() - t0)));
      const file = `art-${device}-cascade-${t}.png`;
      await page.locator('klondike-solitaire').screenshot({ path: path.join(out, file) });
      shots.push(file);
      console.log(path.relative(process.cwd(), path.join(out, file)));
    }
    await context.close();
  }
  const img = (f) => `<figure style="display:inline-block;margin:6px;vertical-align:top"><img src="${f}" style="max-width:${f.includes('phone') ? 375 : 900}px"><figcaption>${f}</figcaption></figure>`;
  writeFileSync(path.join(out, 'art.html'), `<!doctype html><meta charset="utf-8"><title>card art</title><body style="font:13px system-ui">${shots.map(img).join('')}`);
} finally {
  await browser.close();
  server.close();
}
