import { chromium } from 'playwright-core';
import { CHROME_FLAGS, ensureBrowser } from './find-browser.mjs';
import { startGamesServer } from './bench-games-page.mjs';
const { server, base } = await startGamesServer();
const browser = await chromium.launch({ executablePath: ensureBrowser(), headless: true, args: CHROME_FLAGS });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await p.goto(`${base}/__games/1.html?style=${encodeURIComponent('klondike-solitaire{width:auto;display:block}')}`);
await p.waitForTimeout(700);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map(), total = new Map();
const dt = profile.timeDeltas; let i = 0;
for (const s of profile.samples) {
  const d = dt[i++] / 1000;
  const n = byId.get(s); const cf = n.callFrame;
  const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}:${cf.columnNumber}`;
  self.set(key, (self.get(key) ?? 0) + d);
  const seen = new Set(); let id = s;
  while (id) { const m = byId.get(id).callFrame; const k = `${m.functionName || '(anon)'} ${m.url.split('/').pop()}:${m.lineNumber}:${m.columnNumber}`; if (!seen.has(k)) { seen.add(k); total.set(k, (total.get(k) ?? 0) + d); } id = parent.get(id); }
}
const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${v.toFixed(1).padStart(7)} ${k}`).join('\n');
console.log('SELF\n' + top(self, 30));
console.log('TOTAL\n' + top(total, 50));
await browser.close(); server.close();
