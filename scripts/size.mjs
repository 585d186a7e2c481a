#!/usr/bin/env node
// `npm run size`: gzipped sizes of the two self-contained bundles (the ES
// module and the classic script). Fails (exit 1) when the ES module, the file
// a page loads with one <script type="module">, is over the budget.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

// The target (issue 5) is 35 KB; the file is about 61 KB today (Lit ~8 KB,
// engine ~10 KB, element UI ~31 KB, the solver worker ~14 KB), so CI guards
// against growth at 64 KB until the target is reached. See the README.
const TARGET_KB = 35;
const LIMIT_KB = 64;
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
  const note = budget ? ` (CI limit ${LIMIT_KB} KB, target ${TARGET_KB} KB)${over ? ': OVER THE LIMIT' : ''}` : '';
  console.log(`${file}: ${kb(raw.length)} KB, ${kb(gz)} KB gzipped${note}`);
}
process.exit(ok ? 0 : 1);
