#!/usr/bin/env node
// `npm run analyze` step, after the analyzer: makes custom-elements.json
// describe the published package and stay reproducible.
//  - Paths: the analyzer reads src/**/*.ts, but a user's tools (editors,
//    Storybook, linters) open the files the package ships as JavaScript, so
//    every module path and module reference `src/X.ts` becomes `dist/X.js`
//    (tsc writes src/X.ts to dist/X.js).
//  - Only the HTML contract: the analyzer reads every file of src/element,
//    but a manifest is for the element's users (editors, docs, Storybook),
//    so only the modules that define a custom element stay; the internal
//    ones (parts, controllers, helpers) are not the page's business, and a
//    refactoring inside them leaves the manifest as it is.
//  - Order: the analyzer lists modules in the order its file glob returns
//    them, which is not stable from one run to the next; sorting them by
//    path lets CI check that the committed file is current with a plain diff.
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/**
 * `src/element/x.ts` → `dist/element/x.js`; any other text is returned as it
 * is. A definition made in another module than its class (define.ts defines
 * the class of klondike-solitaire.ts) refers to it as `/src/element/x.js`.
 */
export const publishedPath = (p) => p.replace(/^\/?src\/(.+)\.[jt]s$/, 'dist/$1.js');

/** Rewrites every `path` and `module` field of `node` (deeply) to the published file. */
function rewrite(node) {
  if (Array.isArray(node)) node.forEach(rewrite);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'path' || key === 'module') && typeof value === 'string') node[key] = publishedPath(value);
      else rewrite(value);
    }
  }
}

/** Whether a module declares a custom element. */
const definesElement = (mod) => (mod.declarations ?? []).some((d) => d.customElement === true || typeof d.tagName === 'string');

/** The manifest with only the modules that define a custom element, published paths, sorted by path. */
export function publishManifest(manifest) {
  manifest.modules = manifest.modules.filter(definesElement);
  rewrite(manifest.modules);
  manifest.modules.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return manifest;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = 'custom-elements.json';
  writeFileSync(file, JSON.stringify(publishManifest(JSON.parse(readFileSync(file, 'utf8'))), null, 2) + '\n');
}
