#!/usr/bin/env node
// The size matrix as a screenshot sheet: `node scripts/screenshots.mjs` (after
// `npm run build`). The built single file (dist/klondike-solitaire.bundle.js),
// served by the e2e static server (scripts/e2e-harness.mjs), in Chromium
// (scripts/find-browser.mjs) driven by playwright-core: the table, the table
// with a message and its exits, a replay's bar, the results panel (with
// stats), the settings panel and the stuck panel, in the seven
// languages, at 280, 320, 375, 768 and 1280 px, on two devices:
//   desktop - a 1280×800 window, mouse, the element in a column of that
//             width between paragraphs of an article;
//   phone   - a touch screen (coarse pointer) of that width, the element
//             across it.
// Writes OUT/<device>-<width>-<lang>-<state>.png (OUT: SHOTS_DIR, default
// screenshots/, gitignored) and one sheet per device and width,
// OUT/sheet-<device>-<width>.png (languages down, states across), plus
// OUT/index.html. ONLY=<regexp> shoots just the matching names
// (e.g. ONLY='desktop-320-(fr|de)').
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { BUNDLE, FLAGS, root, startServer } from './e2e-harness.mjs';
import { ensureBrowser } from './find-browser.mjs';

const out = path.resolve(process.env.SHOTS_DIR ?? path.join(root, 'screenshots'));
const ONLY = process.env.ONLY ? new RegExp(process.env.ONLY) : null;
const LANGS = ['en', 'fr', 'de', 'es', 'it', 'pt', 'nl'];
const WIDTHS = [280, 320, 375, 768, 1280];
const STATES = ['table', 'message', 'replay', 'results', 'settings', 'stuck'];
/** A phone's (or tablet's) screen height for its width. */
const PHONE_H = { 280: 653, 320: 568, 375: 667, 768: 1024, 1280: 800 };
const WON_CODE = 'KL1-D1N-AAAAAAG';
// Vegas, one pass: after this line no move is left (test/element/endings.test.ts).
const DEAD_CODE = 'KL1-D1V-AAAAASC';
const DEAD_LINE = ['3-7', 'S', 'S', 'S', 'S', 'W-F', 'S', 'W-6', 'S', 'W-4', 'S', 'S', 'S', 'S', 'S', 'W-6', '5-6', '5-1', 'S', 'W-3', 'S', 'W-F', '2-F', 'S', 'S', 'S', 'W-F', 'S', 'S', 'S', 'S', 'W-F', 'S', 'S', 'S', 'S', 'W-F'];
const TEXT =
  'The column of an article, with text above and below the game, as a blog or a portal would place it. ' +
  'The element takes the width of this column, whatever the window.';

/** The page: the built file, and the element in a column `w` px wide (the whole page on a phone). */
function pageHtml(device, w, lang) {
  const column = device === 'desktop' ? `width:${w}px;margin:24px auto` : 'margin:0';
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${device} ${w} ${lang}</title><script type="module" src="/${BUNDLE}"></script></head>` +
    `<body style="margin:0;background:#f4f1ea;font:16px/1.5 Georgia,serif;color:#222"><main style="${column}">` +
    (device === 'desktop' ? `<p>${TEXT}</p>` : '') +
    `<klondike-solitaire code="${WON_CODE}" stats="shots-${lang}" rules-url="https://example.com/rules" style="--klondike-animation-ms:0ms"></klondike-solitaire>` +
    (device === 'desktop' ? `<p>${TEXT}</p>` : '') +
    '</main></body></html>'
  );
}

/** Puts the element in `state`: the table as dealt, a message with its exits, a replay, the win (by Finish), the settings panel, a dead end. */
async function prepare(page, state) {
  await page.evaluate(
    async ({ state, dead }) => {
      const el = document.querySelector('klondike-solitaire');
      const panel = (name) => el.shadowRoot.querySelector(`[part~=${name}]`);
      const until = async (ok, what) => {
        for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 25));
        if (!ok()) throw new Error(`${what} did not show`);
      };
      if (state === 'message') {
        el.move('S');
        el.showMessage('No move helps from here: the stock and the columns are played out as far as they go.', true);
        await until(() => panel('message'), 'the message');
      } else if (state === 'replay') {
        el.replay('KR1.KL1-D1N-AAAAAAG.AVB', { autoplay: false });
        await until(() => el.shadowRoot.querySelector('.replay-bar'), 'the replay bar');
      } else if (state === 'results') {
        await el.finish();
        await until(() => panel('dialog') && el.shadowRoot.querySelector('[part~=dialog] dl, [part~=dialog] [data-action=new]'), 'the results panel');
      } else if (state === 'settings') {
        el.showSettings();
        await until(() => panel('settings'), 'the settings panel');
      } else if (state === 'stuck') {
        el.newGame(dead.code);
        for (const m of dead.line) el.move(m);
        await until(() => panel('dialog'), 'the stuck panel');
      }
    },
    { state, dead: { code: DEAD_CODE, line: DEAD_LINE } },
  );
  await page.waitForTimeout(state === 'results' ? 900 : 300);
}

const server = await startServer();
const port = server.address().port;
const browser = await chromium.launch({ executablePath: ensureBrowser(), headless: true, args: FLAGS });
const shots = [];
try {
  mkdirSync(out, { recursive: true });
  for (const device of ['desktop', 'phone']) {
    for (const w of WIDTHS) {
      const viewport = device === 'desktop' ? { width: 1280, height: 800 } : { width: w, height: PHONE_H[w] };
      const context = await browser.newContext({ viewport, deviceScaleFactor: device === 'phone' && w < 600 ? 2 : 1, hasTouch: device === 'phone', isMobile: device === 'phone' && w < 600 });
      for (const lang of LANGS) {
        for (const state of STATES) {
          const name = `${device}-${w}-${lang}-${state}`;
          if (ONLY && !ONLY.test(name)) continue;
          const page = await context.newPage();
          page.on('pageerror', (e) => console.log(`  ${name}: page error ${e.message}`));
          await page.route('**/__shots.html', (r) => r.fulfill({ contentType: 'text/html', body: pageHtml(device, w, lang) }));
          await page.goto(`http://127.0.0.1:${port}/__shots.html`);
          await page.waitForFunction(() => document.querySelector('klondike-solitaire')?.shadowRoot?.querySelectorAll('[part~=card]').length === 52);
          try {
            await prepare(page, state);
          } catch (e) {
            console.log(`  ${name}: ${e.message}`);
          }
          const el = page.locator('klondike-solitaire');
          const file = path.join(out, `${name}.png`);
          // The element with its surroundings: the column's margins on a desktop, the screen on a phone.
          await page.screenshot({ path: file, fullPage: device === 'phone', clip: device === 'desktop' ? await clipAround(el, viewport) : undefined });
          shots.push({ device, w, lang, state, file: path.basename(file) });
          console.log(path.relative(process.cwd(), file));
          await page.close();
        }
      }
      await context.close();
    }
  }
  // The sheets: one page per device and width, languages down, states across.
  const sheets = [];
  for (const device of ['desktop', 'phone']) {
    for (const w of WIDTHS) {
      const mine = shots.filter((s) => s.device === device && s.w === w);
      if (!mine.length) continue;
      const cell = Math.min(w + (device === 'desktop' ? 40 : 0), 420);
      const rows = LANGS.filter((l) => mine.some((s) => s.lang === l))
        .map((l) => `<tr><th>${l}</th>${STATES.map((st) => { const s = mine.find((x) => x.lang === l && x.state === st); return `<td>${s ? `<img src="${s.file}" style="width:${cell}px">` : ''}</td>`; }).join('')}</tr>`)
        .join('');
      const html = `<!doctype html><meta charset="utf-8"><body style="margin:8px;font:13px system-ui;background:#fff"><h3>${device} ${w} px</h3><table style="border-collapse:collapse"><tr><th></th>${STATES.map((s) => `<th>${s}</th>`).join('')}</tr>${rows}</table>`;
      const name = `sheet-${device}-${w}`;
      writeFileSync(path.join(out, `${name}.html`), html);
      const page = await browser.newPage({ viewport: { width: STATES.length * cell + 80, height: 600 } });
      await page.goto(`file://${path.join(out, `${name}.html`)}`);
      await page.waitForLoadState('load');
      await page.screenshot({ path: path.join(out, `${name}.png`), fullPage: true });
      await page.close();
      sheets.push(name);
      console.log(path.relative(process.cwd(), path.join(out, `${name}.png`)));
    }
  }
  writeFileSync(path.join(out, 'index.html'), `<!doctype html><meta charset="utf-8"><title>size matrix</title><ul>${sheets.map((s) => `<li><a href="${s}.html">${s}</a>`).join('')}</ul>`);
} finally {
  await browser.close();
  server.close();
}

/** The element's box with a margin of the page around it, inside the viewport's width. */
async function clipAround(el, viewport) {
  const b = await el.boundingBox();
  const x = Math.max(0, b.x - 24);
  const y = Math.max(0, b.y - 24);
  return { x, y, width: Math.min(viewport.width - x, b.width + 48), height: b.height + 48 };
}
