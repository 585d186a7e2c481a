// `npm run build` (after tsc): one self-contained file for <script> tags, in
// two shapes. Lit is bundled, in its production build, and minified; the
// solver's dynamic imports are inlined and its worker is a Blob URL
// (scripts/rollup-shared-runtime.mjs), so each file plays on its own.
//   dist/klondike-solitaire.bundle.js  ES module  (<script type="module">)
//   dist/klondike-solitaire.iife.js    classic script (<script>)
// English is built into them; every other language is a file of its own that
// they fetch next to themselves on first use (see LANGUAGE_FILES below):
//   dist/lang/xx.js                    ES module: `export const xx = {...}`
import resolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { workerFiles } from './scripts/rollup-worker-files.mjs';
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

// Two compress passes: about 0.2 KB gzipped less on the single file, at no
// risk. ASCII only (other characters escaped): a script with one character
// beyond Latin-1 is held by the page as a UTF-16 string, twice its size in
// memory (the single file: about 220 KB more heap).
const TERSER_FORMAT = { comments: false, ascii_only: true };
const terserEs = () => terser({ module: true, ecma: 2022, compress: { passes: 2 }, format: TERSER_FORMAT });

const onwarn = (warning, warn) => {
  // Lit's modules guard `this` at top level; harmless in ES modules.
  if (warning.code === 'THIS_IS_UNDEFINED') return;
  // worker-files rewrites one expression per worker; the line map stays right.
  if (warning.code === 'SOURCEMAP_BROKEN' && warning.plugin === 'worker-files') return;
  warn(warning);
};

// The split build's worker: a file of its own next to the chunks (see the plugin).
const workersAsFiles = () =>
  workerFiles({
    plugins: () => sourcePlugins({ sourceMap: false }),
    outputPlugins: () => [terserEs()],
  });

// The npm build's worker, dist/solver/worker.js (tsc wrote it importing
// ./handler.js and the rest): rewritten as one module with no import, so that
// a bundler that copies it as it is, or inlines it as a `data:` URL (Vite
// does so under 4 KB), still starts a worker that works. Bundlers that
// recognise `new Worker(new URL(…))` (see solver-script.ts) bundle it anyway;
// the main-thread fallback imports it too. Not minified, as the rest of dist/.
const moduleWorker = {
  input: 'src/solver/worker.ts',
  output: {
    file: 'dist/solver/worker.js',
    format: 'es',
    sourcemap: true,
    // The TypeScript plugin writes the sources relative to its outDir's tree: point them at src/ (shipped).
    sourcemapPathTransform: (source) => source.replace(/^(\.\.\/)+src\//, '../../src/'),
  },
  plugins: sourcePlugins({ outDir: 'dist/solver' }),
  onwarn,
};

// The languages besides English (src/element/i18n/xx.ts, registered in the
// ON_DEMAND table of src/element/i18n/index.ts). In the single files, each
// language's dynamic import becomes an import of lang/xx.js next to the file
// itself, so the file carries English only (its byte budget) and a page
// fetches one small table when an element speaks another language. The URL is
// resolved from import.meta.url, which Rollup writes in the IIFE from
// document.currentScript, read while the script first runs. When the file is
// copied alone, the import fails, and the element warns once and speaks
// English (loadLanguage in i18n/index.ts).
const LANGUAGE_FILES = ['de', 'es', 'fr', 'it', 'nl', 'pt'];
const I18N_INDEX = /[\\/]src[\\/]element[\\/]i18n[\\/]index\.ts$/;
const languagesBesideFile = {
  name: 'languages-beside-file',
  transform(code, id) {
    if (!I18N_INDEX.test(id)) return null;
    const found = [];
    const body = code.replace(/import\('\.\/([a-z]{2,3})\.js'\)/g, (_, lang) => {
      found.push(lang);
      return `import(__klondikeLanguageUrl('${lang}'))`;
    });
    const missing = LANGUAGE_FILES.filter((l) => !found.includes(l));
    const unknown = found.filter((l) => !LANGUAGE_FILES.includes(l));
    if (missing.length || unknown.length) {
      this.error(`i18n/index.ts and LANGUAGE_FILES in rollup.config.mjs differ: ${[...missing, ...unknown].join(', ')}`);
    }
    // At the end: the lines above keep their place for the source map.
    const helper = '\nfunction __klondikeLanguageUrl(lang) {\n  return new URL(`./lang/${lang}.js`, import.meta.url).href;\n}\n';
    return { code: body + helper, map: null };
  },
};

// The sound module (src/element/late/sound.ts, off by default) is
// treated the same way in the single files: its dynamic import in
// loader.ts becomes an import of parts/sound.js next to the file, written
// below; copied alone, the file plays silently (with one warning).
const LOADER = /[\\/]src[\\/]element[\\/]loader\.ts$/;
const soundBesideFile = {
  name: 'sound-beside-file',
  transform(code, id) {
    if (!LOADER.test(id)) return null;
    const spec = "import('./late/sound.js')";
    if (!code.includes(spec)) this.error('loader.ts no longer imports ./late/sound.js: update sound-beside-file in rollup.config.mjs');
    return { code: code.replace(spec, "import(new URL('./parts/sound.js', import.meta.url).href)"), map: null };
  },
};

// The card art (src/element/late/art/: court figures, the decorated ace, the
// win cascade) likewise: its dynamic import in loader.ts becomes an import of
// parts/art.js next to the file, so the single files keep their byte budget;
// copied alone, they show the simple faces and no cascade (one warning). The
// art imports nothing at run time (late/art/kit.ts): that file holds no
// second Lit.
const artBesideFile = {
  name: 'art-beside-file',
  transform(code, id) {
    if (!LOADER.test(id)) return null;
    const spec = "import('./late/art/parts.js')";
    if (!code.includes(spec)) this.error('loader.ts no longer imports ./late/art/parts.js: update art-beside-file in rollup.config.mjs');
    return { code: code.replace(spec, "import(new URL('./parts/art.js', import.meta.url).href)"), map: null };
  },
};

// dist/parts/sound.js and dist/parts/art.js: the sound module and the art alone, minified (nothing imported at run time).
const partFiles = {
  input: { sound: 'dist/element/late/sound.js', art: 'dist/element/late/art/parts.js' },
  output: { dir: 'dist/parts', format: 'es', entryFileNames: '[name].js', plugins: [terserEs()] },
  plugins: [{ name: 'clean-parts-dir', buildStart: () => rmSync('dist/parts', { recursive: true, force: true }) }],
  onwarn,
};

// dist/lang/xx.js: each language table alone, minified. tsc has just written
// them as plain modules (dist/element/i18n/xx.js, nothing imported at run
// time), so no TypeScript pass is needed here.
const languageFiles = {
  input: Object.fromEntries(LANGUAGE_FILES.map((l) => [l, `dist/element/i18n/${l}.js`])),
  output: { dir: 'dist/lang', format: 'es', entryFileNames: '[name].js', plugins: [terserEs()] },
  plugins: [{ name: 'clean-lang-dir', buildStart: () => rmSync('dist/lang', { recursive: true, force: true }) }],
  onwarn,
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
      plugins: [terser({ ecma: 2022, compress: { passes: 2 }, format: TERSER_FORMAT })],
    },
  ],
  // Engine and solver once: the page's engine is the worker's (see the plugin).
  plugins: [sharedRuntime({ root: path.dirname(fileURLToPath(import.meta.url)), plugins: () => sourcePlugins({ sourceMap: false }) }), ...sourcePlugins(), languagesBesideFile, soundBesideFile, artBesideFile],
  onwarn,
};

// The split build: the same element as an ES module entry plus chunks that
// load on demand, next to it (dist/cdn/chunks/): the solver (its worker a
// file of its own, `chunks/worker-[hash].js`, started from its URL on the
// first analysis; the page fetches only a small client) and the end-of-game
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
    assetFileNames: 'chunks/[name]-[hash][extname]',
    sourcemap: true,
    plugins: [terserEs()],
  },
  // The TypeScript plugin wants its outDir inside the output dir.
  plugins: [
    // Chunk names carry a content hash: start from an empty folder, so no stale chunk ships.
    { name: 'clean-split-dir', buildStart: () => rmSync('dist/cdn', { recursive: true, force: true }) },
    ...sourcePlugins({ outDir: 'dist/cdn' }),
    workersAsFiles(),
  ],
  onwarn,
};

export default [singleFile, languageFiles, partFiles, split, moduleWorker];
