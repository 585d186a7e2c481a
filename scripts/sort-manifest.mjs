#!/usr/bin/env node
// `npm run analyze` step: the analyzer lists modules in the order its file
// glob returns them, which is not stable from one run to the next. Sorting
// the modules by path makes custom-elements.json reproducible, so CI can
// check that the committed file is current with a plain diff.
import { readFileSync, writeFileSync } from 'node:fs';

const file = 'custom-elements.json';
const manifest = JSON.parse(readFileSync(file, 'utf8'));
manifest.modules.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
writeFileSync(file, JSON.stringify(manifest, null, 2) + '\n');
