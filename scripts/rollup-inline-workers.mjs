// Rollup plugin: makes module workers part of a single-file bundle.
//
// Source code starts its worker the standard way, which works as-is in the
// dev server, in web-test-runner and in tsc's dist/ output:
//   new Worker(new URL('../solver/worker.js', import.meta.url), { type: 'module' })
// A one-file bundle has no ../solver/worker.js next to it, so this plugin
// bundles the worker file (`.js` specifier → `.ts` source) into its own
// self-contained module and replaces the `new URL(...)` with a Blob URL of it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { rollup } from 'rollup';

const PATTERN = /new\s+URL\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*,\s*import\.meta\.url\s*\)/g;

/** @param {{ plugins: () => import('rollup').Plugin[], outputPlugins?: () => import('rollup').OutputPlugin[] }} options */
export function inlineWorkers({ plugins, outputPlugins = () => [] }) {
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
        const blob = `URL.createObjectURL(new Blob([${JSON.stringify(worker.code)}], { type: 'text/javascript' }))`;
        out += code.slice(last, match.index) + blob;
        last = match.index + match[0].length;
      }
      if (last === 0) return null;
      return { code: out + code.slice(last), map: null };
    },
  };
}
