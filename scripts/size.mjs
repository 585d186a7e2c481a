#!/usr/bin/env node
// `npm run size`: gzipped sizes of the two self-contained bundles (the ES
// module and the classic script). Fails (exit 1) when the ES module, the file
// a page loads with one <script type="module">, is over the budget.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const LIMIT_KB = 35;
const FILES = [
  { file: 'dist/klondike-solitaire.bundle.js', budget: true },
  { file: 'dist/klondike-solitaire.iife.js', budget: false },
];

const kb = (n) => (n / 1024).toFixed(1);
let ok = true;
for (const { file, budget } of FILES) {
  if (!existsSync(file)) {
    console.error(`size: ${file} not found: run npm run build first`);
    process.exit(1);
  }
  const raw = readFileSync(file);
  const gz = gzipSync(raw, { level: 9 }).length;
  const over = budget && gz > LIMIT_KB * 1024;
  if (over) ok = false;
  const note = budget ? ` (limit ${LIMIT_KB} KB)${over ? ': OVER BUDGET' : ''}` : '';
  console.log(`${file}: ${kb(raw.length)} KB, ${kb(gz)} KB gzipped${note}`);
}
process.exit(ok ? 0 : 1);
