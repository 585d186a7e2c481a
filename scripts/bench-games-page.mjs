// What the many-games benchmarks share (scripts/bench-games.mjs,
// scripts/bench-games-memory.mjs): the page of N games of the built single
// file, a static server for it and the project, and the process tree of a
// browser read from /proc.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const SINGLE = 'dist/klondike-solitaire.bundle.js';

/**
 * A script that adds the CSS `css` to every shadow root's adopted style
 * sheets (a variant that reaches inside the element, for measurements only).
 */
const shadowStyleScript = (css) =>
  `<script>{const sheet=new CSSStyleSheet();sheet.replaceSync(${JSON.stringify(css).replace(/</g, '\\u003c')});` +
  "const d=Object.getOwnPropertyDescriptor(Document.prototype,'adoptedStyleSheets')&&Object.getOwnPropertyDescriptor(ShadowRoot.prototype,'adoptedStyleSheets');" +
  "Object.defineProperty(ShadowRoot.prototype,'adoptedStyleSheets',{configurable:true,get(){return d.get.call(this)},set(v){d.set.call(this,[...v,sheet])}});}</script>";

/** A page of `n` games (fixed deals), 420 px wide each, with the page style `style` (and `shadowStyle` inside each game, `attrs` on each). */
export const gamesPage = (n, style = '', shadowStyle = '', attrs = '') =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>games</title>' +
  (shadowStyle ? shadowStyleScript(shadowStyle) : '') +
  `<script type="module" src="/${SINGLE}"></script><style>body{margin:0}klondike-solitaire{width:420px;display:inline-block}${style}</style></head><body>` +
  Array.from({ length: n }, (_, i) => `<klondike-solitaire code="KL1-D1N-${'AAAAAA' + 'ABCDEFGHJK'[i]}" ${attrs.replace(/[<>]/g, '')}></klondike-solitaire>`).join('') +
  '</body></html>';

/** Content types of the files served (the peer's page of `bench:feel` too). */
const TYPES = { '.js': 'text/javascript', '.html': 'text/html; charset=utf-8', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json' };

/** Serves `/__games/N.html?style=…&shadow=…&attrs=…` and the project's files on a free port; resolves `{ server, base }`. */
export async function startGamesServer() {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const m = /^\/__games\/(\d+)\.html$/.exec(url.pathname);
    if (m) return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(gamesPage(Number(m[1]), ...['style', 'shadow', 'attrs'].map((k) => url.searchParams.get(k) ?? '')));
    const file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root + path.sep) || !existsSync(file) || !statSync(file).isFile()) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { server, base: `http://127.0.0.1:${server.address().port}` };
}

/** Every process under `pid` (itself included), from /proc. */
export function processTree(pid) {
  const children = new Map();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const ppid = Number(/PPid:\s+(\d+)/.exec(readFileSync(`/proc/${d}/status`, 'utf8'))[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(d));
    } catch {
      // The process ended meanwhile.
    }
  }
  const out = [];
  const walk = (p) => {
    out.push(p);
    for (const c of children.get(p) ?? []) walk(c);
  };
  walk(pid);
  return out;
}

/** The whole browser's memory (MB): PSS summed over the processes under `pid` (shared pages counted once in all), from /proc. */
export function browserMB(pid) {
  let kb = 0;
  for (const p of processTree(pid)) {
    try {
      kb += Number(/Pss:\s+(\d+)/.exec(readFileSync(`/proc/${p}/smaps_rollup`, 'utf8'))[1]);
    } catch {
      // Gone, or not readable.
    }
  }
  return kb / 1024;
}
