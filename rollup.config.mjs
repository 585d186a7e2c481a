// `npm run build` (after tsc): one self-contained file for <script> tags, in
// two shapes. Lit is bundled, in its production build, and minified; dynamic
// imports are inlined and module workers become Blob URLs
// (scripts/rollup-inline-workers.mjs), so each file stands alone.
//   dist/klondike-solitaire.bundle.js  ES module  (<script type="module">)
//   dist/klondike-solitaire.iife.js    classic script (<script>)
import resolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inlineWorkers } from './scripts/rollup-inline-workers.mjs';
import { minifyTemplatesPlugin } from './scripts/rollup-minify-templates.mjs';
import { sharedRuntime } from './scripts/rollup-shared-runtime.mjs';

const sourcePlugins = ({ sourceMap = true, outDir = undefined } = {}) => [
  resolve({ browser: true, exportConditions: ['production'] }),
  typescript({
    tsconfig: './tsconfig.json',
    // tsc already wrote the .d.ts files; the bundle needs none.
    declaration: false,
    declarationMap: false,
    sourceMap,
    ...(outDir ? { outDir } : {}),
    noEmitOnError: true,
  }),
  minifyTemplatesPlugin(),
];

const terserEs = () => terser({ module: true, ecma: 2022, format: { comments: false } });

const onwarn = (warning, warn) => {
  // Lit's modules guard `this` at top level; harmless in ES modules.
  if (warning.code === 'THIS_IS_UNDEFINED') return;
  // inline-workers rewrites one expression per worker; the line map stays right.
  if (warning.code === 'SOURCEMAP_BROKEN' && warning.plugin === 'inline-workers') return;
  warn(warning);
};

const workersInlined = () =>
  inlineWorkers({
    plugins: () => sourcePlugins({ sourceMap: false }),
    outputPlugins: () => [terserEs()],
  });

// In the single files every dynamic import is inlined anyway, and an inlined
// module lands at the end of the file. The French table's import is made
// static there, so that it sits next to the English table, where gzip's
// 32 KB window reuses their shared keys (0.5 KB less; the dialogs gain
// nothing from it).
const LAZY_IMPORTS = [{ file: /[\\/]src[\\/]element[\\/]i18n[\\/]index\.ts$/, specifier: './fr.js' }];
const lazyPartsInPlace = {
  name: 'lazy-parts-in-place',
  transform(code, id) {
    const lazy = LAZY_IMPORTS.find((l) => l.file.test(id) && code.includes(`import('${l.specifier}')`));
    if (!lazy) return null;
    const body = code.replace(`import('${lazy.specifier}')`, 'Promise.resolve(__lazyPart)');
    return { code: `import * as __lazyPart from '${lazy.specifier}';\n${body}`, map: null };
  },
};

const singleFile = {
  input: 'src/klondike-solitaire.ts',
  output: [
    {
      file: 'dist/klondike-solitaire.bundle.js',
      format: 'es',
      sourcemap: true,
      inlineDynamicImports: true,
      plugins: [terserEs()],
    },
    {
      file: 'dist/klondike-solitaire.iife.js',
      format: 'iife',
      name: 'KlondikeSolitaire',
      sourcemap: true,
      inlineDynamicImports: true,
      plugins: [terser({ ecma: 2022, format: { comments: false } })],
    },
  ],
  // Engine and solver once: the page's engine is the worker's (see the plugin).
  plugins: [sharedRuntime({ root: path.dirname(fileURLToPath(import.meta.url)), plugins: () => sourcePlugins({ sourceMap: false }) }), ...sourcePlugins(), lazyPartsInPlace],
  onwarn,
};

// The split build: the same element as an ES module entry plus chunks that
// load on demand, next to it (dist/cdn/chunks/): the solver (its worker
// inlined as a Blob URL, fetched on the first analysis) and the end-of-game
// dialogs. First paint needs only the entry. For pages that can serve a
// folder (a CDN, a static host); the single files above stay one file.
const split = {
  input: 'src/klondike-solitaire.ts',
  // The chunks may import internals from the entry: no extra facade file.
  preserveEntrySignatures: 'allow-extension',
  output: {
    dir: 'dist/cdn',
    format: 'es',
    entryFileNames: 'klondike-solitaire.js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    sourcemap: true,
    plugins: [terserEs()],
  },
  // The TypeScript plugin wants its outDir inside the output dir.
  plugins: [
    // Chunk names carry a content hash: start from an empty folder, so no stale chunk ships.
    { name: 'clean-split-dir', buildStart: () => rmSync('dist/cdn', { recursive: true, force: true }) },
    ...sourcePlugins({ outDir: 'dist/cdn' }),
    workersInlined(),
  ],
  onwarn,
};

export default [singleFile, split];
