// Rollup plugin for the split build (dist/cdn/): the solver worker as a file
// of its own next to the chunks, started from its own URL.
//
// Source code starts its worker, and loads the same module for the
// main-thread fallback, the way bundlers recognise (see
// src/element/solving/solver-script.ts):
//   new Worker(new URL('../../solver/worker.js', import.meta.url), { type: 'module' })
//   import('../../solver/worker.js')
// This plugin bundles the worker file (`.js` specifier → `.ts` source) into
// one self-contained module, written as `chunks/worker-[hash].js`, and points
// both at that file: the page parses none of the worker's code, the HTTP
// cache keeps it, and the fallback imports the same file (no second copy of
// the solver among the chunks).
//
// A worker must come from the page's origin. When the file is on it, the
// worker starts from the file's URL: a strict Content-Security-Policy needs
// no `blob:` (`worker-src 'self'`, or `script-src 'self'` alone). When the
// folder is served from another origin (a CDN), the worker starts from a Blob
// URL made by the page holding one line, `import "<the file's URL>";` (the
// module is fetched with CORS, as the chunks already are); that needs
// `worker-src blob: <the CDN>`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { rollup } from 'rollup';

const WORKER_URL = /new\s+URL\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*,\s*import\.meta\.url\s*\)/g;
const HELPER = '__klondikeWorkerUrl';

/** @param {{ plugins: () => import('rollup').Plugin[], outputPlugins?: () => import('rollup').OutputPlugin[] }} options */
export function workerFiles({ plugins, outputPlugins = () => [] }) {
  const cache = new Map();
  async function bundleWorker(file, warn) {
    if (!cache.has(file)) {
      cache.set(
        file,
        (async () => {
          const bundle = await rollup({ input: file, plugins: plugins(), onwarn: warn });
          try {
            const { output } = await bundle.generate({ format: 'es', inlineDynamicImports: true, plugins: outputPlugins() });
            return { code: output[0].code, watchFiles: bundle.watchFiles };
          } finally {
            await bundle.close();
          }
        })(),
      );
    }
    return cache.get(file);
  }

  return {
    name: 'worker-files',
    async transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('import.meta.url')) return null;
      let out = code;
      let found = false;
      for (const match of code.matchAll(WORKER_URL)) {
        const spec = match[2];
        let file = path.resolve(path.dirname(id), spec);
        if (!existsSync(file) && file.endsWith('.js') && existsSync(file.slice(0, -3) + '.ts')) file = file.slice(0, -3) + '.ts';
        if (!existsSync(file)) continue;
        const worker = await bundleWorker(file, (w) => this.warn(w));
        for (const f of worker.watchFiles) this.addWatchFile(f);
        const ref = this.emitFile({ type: 'asset', name: path.basename(file).replace(/\.ts$/, '.js'), source: worker.code });
        const fileUrl = `import.meta.ROLLUP_FILE_URL_${ref}`;
        out = out.replace(match[0], `${HELPER}(${fileUrl})`);
        // The main-thread fallback imports the same file.
        out = out.replaceAll(`import(${match[1]}${spec}${match[1]})`, `import(/* @vite-ignore */ ${fileUrl})`);
        found = true;
      }
      if (!found) return null;
      // At the end: the lines above keep their place for the source map.
      const helper = [
        '',
        `let ${HELPER}Blob;`,
        '/** The worker file\'s URL on the page\'s origin; elsewhere a Blob URL of a module that imports it. */',
        `function ${HELPER}(url) {`,
        '  if (new URL(url).origin === location.origin) return url;',
        `  return (${HELPER}Blob ??= URL.createObjectURL(new Blob(['import ' + JSON.stringify(url) + ';'], { type: 'text/javascript' })));`,
        '}',
        '',
      ].join('\n');
      return { code: out + helper, map: null };
    },
  };
}
