#!/usr/bin/env node
// `npm run size`: gzipped size of the ES bundle; fails over the budget.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const FILE = 'dist/klondike-solitaire.bundle.js';
const LIMIT_KB = 35;

if (!existsSync(FILE)) {
  console.error(`size: ${FILE} not found: run npm run build first`);
  process.exit(1);
}
const raw = readFileSync(FILE);
const gz = gzipSync(raw, { level: 9 }).length;
const kb = (n) => (n / 1024).toFixed(1);
const ok = gz <= LIMIT_KB * 1024;
console.log(`${FILE}: ${kb(raw.length)} KB, ${kb(gz)} KB gzipped (limit ${LIMIT_KB} KB)${ok ? '' : ': OVER BUDGET'}`);
process.exit(ok ? 0 : 1);
