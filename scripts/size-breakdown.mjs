#!/usr/bin/env node
// `node scripts/size-breakdown.mjs [--all] [--top N]`: what the split build's
// entry (dist/cdn/klondike-solitaire.js) is made of. It bundles the `split`
// configuration of rollup.config.mjs in memory (nothing is written, dist/ is
// left alone: the configuration's clean-up hooks are dropped), then minifies
// and gzips each module of the entry chunk alone and prints them, largest
// first, grouped by folder (`--single`: the single ES file instead). Modules alone sum to more than the real entry
// (gzip shares words across modules): read the figures as shares, not as
// bytes saved. `--all` lists every chunk, not only the entry.
import { rollup } from 'rollup';
import { minify } from 'terser';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { parseArgs } from 'node:util';
import configs from '../rollup.config.mjs';

const { values: args } = parseArgs({ options: { all: { type: 'boolean' }, single: { type: 'boolean' }, top: { type: 'string', default: '40' } } });
const config = args.single ? configs.find((c) => [c.output].flat().some((o) => o.file === 'dist/klondike-solitaire.bundle.js')) : configs.find((c) => c.output?.dir === 'dist/cdn');
if (!config) throw new Error('size-breakdown: no such configuration in rollup.config.mjs');
const out = [config.output].flat()[0];

const plugins = config.plugins.filter((p) => p && !/^clean-/.test(p.name));
const bundle = await rollup({ ...config, plugins });
const { output } = await bundle.generate({ ...out, plugins: [], sourcemap: false });
await bundle.close();

const gz = (s) => gzipSync(s, { level: 9 }).length;
const kb = (n) => (n / 1024).toFixed(2);
const root = process.cwd() + path.sep;
const short = (id) => id.replace(root, '').replace(/^node_modules\//, '').replace(/^\0/, '');

for (const chunk of output.filter((o) => o.type === 'chunk' && (args.all || o.isEntry))) {
  const real = gz((await minify(chunk.code, { module: true, ecma: 2022, compress: { passes: 2 }, format: { comments: false, ascii_only: true } })).code);
  const rows = [];
  for (const [id, m] of Object.entries(chunk.modules)) {
    if (!m.code || !m.code.trim()) continue;
    // Not as a module: its top level is the chunk's, so nothing may be dropped as unused.
    const min = await minify(m.code, { module: false, toplevel: false, ecma: 2022, compress: { passes: 2 }, format: { comments: false, ascii_only: true } });
    rows.push({ id: short(id), raw: min.code.length, gz: gz(min.code) });
  }
  rows.sort((a, b) => b.gz - a.gz);
  const sum = rows.reduce((s, r) => s + r.gz, 0);
  console.log(`\n${chunk.fileName}: ${kb(real)} KB gzipped; ${rows.length} modules, alone ${kb(sum)} KB`);
  const groups = new Map();
  for (const r of rows) {
    const g = r.id.startsWith('src/') ? path.dirname(r.id) : r.id.split('/').slice(0, r.id.startsWith('@') ? 2 : 1).join('/');
    groups.set(g, (groups.get(g) ?? 0) + r.gz);
  }
  for (const [g, n] of [...groups].sort((a, b) => b[1] - a[1])) console.log(`  ${kb(n).padStart(6)}  ${g}/`);
  console.log('');
  for (const r of rows.slice(0, Number(args.top))) console.log(`  ${kb(r.gz).padStart(6)}  ${r.id}`);
}
