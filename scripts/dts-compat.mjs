#!/usr/bin/env node
// Part of `npm run build` (its last step): the published .d.ts work with
// TypeScript 5.0 and later, with skipLibCheck false (what
// test/consumers/ts50 checks). TypeScript 5.7 made the typed arrays generic
// over their buffer, and declarations emitted by a newer tsc write
// `Int32Array<ArrayBuffer>`, which TypeScript 5.0 – 5.6 reject ("Type
// 'Int32Array' is not generic"); they are the solver's internal arrays. This
// writes them without the argument: `Int32Array`, which every version reads
// (5.7 and later as `Int32Array<ArrayBufferLike>`).
//
//   node scripts/dts-compat.mjs [dir]     (default: dist)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.resolve(root, process.argv[2] ?? 'dist');
const TYPED = /\b((?:Int8|Uint8|Uint8Clamped|Int16|Uint16|Int32|Uint32|Float32|Float64|BigInt64|BigUint64)Array)<\s*(?:ArrayBuffer|ArrayBufferLike|SharedArrayBuffer)\s*>/g;

let files = 0;
let edits = 0;
for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !/\.d\.(ts|mts)$/.test(entry.name)) continue;
  const file = path.join(entry.parentPath ?? entry.path, entry.name);
  const text = readFileSync(file, 'utf8');
  let n = 0;
  const out = text.replace(TYPED, (_, name) => (n++, name));
  if (n) {
    writeFileSync(file, out);
    files++;
    edits += n;
  }
}
console.log(`dts-compat: ${edits} typed-array types made TypeScript 5.0 readable in ${files} .d.ts files`);
