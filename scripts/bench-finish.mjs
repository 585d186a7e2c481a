#!/usr/bin/env node
// `npm run bench:finish`: how long Finish takes from the opening, as a player
// sees it, over many deals. Each deal gets a fresh page of one game (the
// built single file, 1280 × 800, headless Chromium, the default animation),
// waits until Finish is offered (the solver proved a win from the opening),
// then calls `finish()` and times it until the win. Deals where no win is
// proved within `WAIT` seconds (lost, or undecided) are counted, not timed.
// Prints each deal, then median / p90 / max of the time, the moves and the
// passes, per draw. Asserts nothing (a figure, not a test: docs/benchmarks.md,
// "Finish, played in the browser").
// Options (environment): DEALS per draw (10), DRAWS ("1,3"), SEED (1, the
// deal numbers of `klondike bench` / `lines`), WAIT (30 s), RATE (CPU
// throttling, 1). Run `npm run build` first.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, ensureBrowser } from './find-browser.mjs';
import { root, SINGLE, startGamesServer } from './bench-games-page.mjs';

const DEALS = Number(process.env.DEALS ?? 10);
const DRAWS = (process.env.DRAWS ?? '1,3').split(',').map(Number);
const SEED = Number(process.env.SEED ?? 1);
const WAIT_MS = Number(process.env.WAIT ?? 30) * 1000;
const RATE = Number(process.env.RATE ?? 1);

for (const f of [SINGLE, 'dist/engine/index.js', 'dist/cli/commands/bench.js']) {
  if (!existsSync(path.join(root, f))) {
    console.error(`bench:finish: ${f} not found (run \`npm run build\` first)`);
    process.exit(1);
  }
}
const { Klondike } = await import(path.join(root, 'dist/engine/index.js'));
const { dealNumbers } = await import(path.join(root, 'dist/cli/commands/bench.js'));

/** A page of one game of the deal `code`, 900 px wide (as the Finish test in test/element/finish-mode.test.ts). */
const pageOf = (code) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>finish</title>' +
  `<script type="module" src="/${SINGLE}"></script><style>body{margin:0}klondike-solitaire{width:900px;display:block}</style></head>` +
  `<body><klondike-solitaire code="${code}"></klondike-solitaire></body></html>`;

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))] : NaN;
};
/** The lower median (a deal's figure, never the mean of two). */
const median = (xs) => [...xs].sort((a, b) => a - b)[(xs.length - 1) >> 1] ?? NaN;

const { server, base } = await startGamesServer();
const browser = await chromium.launch({ executablePath: ensureBrowser(), headless: true, args: CHROME_FLAGS });
console.log(`bench:finish: ${DEALS} deals a draw from seed ${SEED}, the built single file, 1280 x 800${RATE > 1 ? `, CPU ${RATE}x slower` : ''}, Finish offered within ${WAIT_MS / 1000} s`);
try {
  for (const draw of DRAWS) {
    const rows = [];
    let notOffered = 0;
    for (const n of dealNumbers(SEED, DEALS)) {
      const code = new Klondike({ dealNumber: n, draw, passes: Infinity, takeback: true }).code;
      const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await ctx.newPage();
      await page.route('**/__finish.html', (r) => r.fulfill({ body: pageOf(code), contentType: 'text/html' }));
      if (RATE > 1) await (await ctx.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: RATE });
      await page.goto(`${base}/__finish.html`);
      const offered = await page
        .waitForFunction(() => document.querySelector('klondike-solitaire')?.canFinish === true, null, { timeout: WAIT_MS, polling: 50 })
        .then(() => true)
        .catch(() => false);
      if (!offered) {
        notOffered++;
        console.log(`  ${code}: Finish not offered`);
        await ctx.close();
        continue;
      }
      const r = await page.evaluate(async () => {
        const el = document.querySelector('klondike-solitaire');
        const t0 = performance.now();
        const won = await el.finish();
        return { won, ms: performance.now() - t0, moves: el.game.stats.moves, passes: el.game.stats.passes };
      });
      await ctx.close();
      if (!r.won) throw new Error(`${code}: Finish was offered and did not win`);
      rows.push(r);
      console.log(`  ${code}: ${r.moves} moves, ${r.passes} passes, ${(r.ms / 1000).toFixed(1)} s`);
    }
    const col = (f, d = 0) => `${median(rows.map(f)).toFixed(d)} / ${quantile(rows.map(f), 0.9).toFixed(d)} / ${Math.max(...rows.map(f)).toFixed(d)}`;
    console.log(`draw ${draw}: ${rows.length} finished, ${notOffered} not offered; median / p90 / max: time ${col((r) => r.ms / 1000, 1)} s, moves ${col((r) => r.moves)}, passes ${col((r) => r.passes)}`);
  }
} finally {
  await browser.close();
  server.close();
}
