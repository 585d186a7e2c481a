// Sums PaintArtifactCompositor::Update over 12 moves (draw / undo) in game 1 of a page of N games, 1× CPU.
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, ensureBrowser } from './find-browser.mjs';
import { startGamesServer } from './bench-games-page.mjs';
const N = Number(process.env.N ?? 10);
const { server, base } = await startGamesServer();
const browser = await chromium.launch({ executablePath: ensureBrowser(), headless: true, args: CHROME_FLAGS });
const p = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
const cdp = await p.context().newCDPSession(p);
await p.goto(`${base}/__games/${N}.html?style=${encodeURIComponent(process.env.STYLE ?? "")}`);
await p.waitForFunction((n) => [...document.querySelectorAll('klondike-solitaire')].filter((e) => e.shadowRoot?.querySelector('[part~=card]')).length === n, N);
await p.waitForTimeout(3000);
const events = [];
cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink', transferMode: 'ReportEvents' });
await p.evaluate(async () => {
  const el = document.querySelector('klondike-solitaire');
  for (let i = 0; i < 12; i++) { el.move('S'); await new Promise((r) => setTimeout(r, 120)); }
});
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.end'); await done;
const sum = (name) => events.filter((e) => e.name === name && e.ph === 'X').reduce((a, e) => a + e.dur, 0) / 1000;
const items = events.filter((e) => e.name === 'PaintController::commitNewDisplayItems').map((e) => e.args?.current_display_list_size).filter(Boolean);
console.log(`N=${N} PAC::Update ${sum('PaintArtifactCompositor::Update').toFixed(1)} ms, Paint ${sum('Paint').toFixed(1)} ms, PrePaint ${sum('PrePaint').toFixed(1)} ms, UpdateLayoutTree ${sum('UpdateLayoutTree').toFixed(1)} ms, Layout ${sum('Layout').toFixed(1)}, display items ${Math.max(...items)}`);
await browser.close(); server.close();
