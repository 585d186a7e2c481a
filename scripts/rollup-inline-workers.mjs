// Rollup plugin: module workers in a bundle that has no worker file of its own.
//
// Source code starts its worker the standard way, which works as-is in the
// dev server, in web-test-runner and in tsc's dist/ output:
//   new Worker(new URL('../solver/worker.js', import.meta.url), { type: 'module' })
// This plugin bundles the worker file (`.js` specifier → `.ts` source) into
// its own self-contained module and replaces the `new URL(...)` with a Blob
// URL. With `asFile` (the split build, dist/cdn/), the module is written as a
// file of its own (`chunks/worker-[hash].js`) and the Blob holds one line,
// `export * from "<that file's absolute URL>"`: a worker must come from the
// page's origin, which a Blob URL made by the page has, while the module it
// imports may come from a CDN (module scripts are fetched with CORS, as the
// split build's chunks already are). So the page neither parses the
// worker's code nor copies it into a Blob, and the HTTP cache can keep it.
// Without `asFile`, the Blob holds the whole module (a bundle with nothing
// next to it).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { rollup } from 'rollup';

const PATTERN = /new\s+URL\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*,\s*import\.meta\.url\s*\)/g;

/** @param {{ plugins: () => import('rollup').Plugin[], outputPlugins?: () => import('rollup').OutputPlugin[], asFile?: boolean }} options */
export function inlineWorkers({ plugins, outputPlugins = () => [], asFile = false }) {
  const cache = new Map();
  async function bundleWorker(file, warn) {
    if (!cache.has(file)) {
      cache.set(
        file,
        (async () => {
          const bundle = await rollup({ input: file, plugins: plugins(), onwarn: warn });
          try {
            const { output } = await bundle.generate({
              format: 'es',
              inlineDynamicImports: true,
              plugins: outputPlugins(),
            });
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
    name: 'inline-workers',
    async transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('import.meta.url')) return null;
      let out = '';
      let last = 0;
      for (const match of code.matchAll(PATTERN)) {
        let file = path.resolve(path.dirname(id), match[2]);
        if (!existsSync(file) && file.endsWith('.js') && existsSync(file.slice(0, -3) + '.ts')) {
          file = file.slice(0, -3) + '.ts';
        }
        if (!existsSync(file)) continue;
        const worker = await bundleWorker(file, (w) => this.warn(w));
        for (const f of worker.watchFiles) this.addWatchFile(f);
        let source = JSON.stringify(worker.code);
        if (asFile) {
          const ref = this.emitFile({ type: 'asset', name: path.basename(file).replace(/\.ts$/, '.js'), source: worker.code });
          source = `'export * from ' + JSON.stringify(import.meta.ROLLUP_FILE_URL_${ref}) + ';'`;
        }
        const blob = `URL.createObjectURL(new Blob([${source}], { type: 'text/javascript' }))`;
        out += code.slice(last, match.index) + blob;
        last = match.index + match[0].length;
      }
      if (last === 0) return null;
      return { code: out + code.slice(last), map: null };
    },
  };
}
