// `npm run build` (after tsc): one self-contained file for <script> tags, in
// two shapes. Lit is bundled, in its production build, and minified; dynamic
// imports are inlined and module workers become Blob URLs
// (scripts/rollup-inline-workers.mjs), so each file stands alone.
//   dist/klondike-solitaire.bundle.js  ES module  (<script type="module">)
//   dist/klondike-solitaire.iife.js    classic script (<script>)
import resolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { inlineWorkers } from './scripts/rollup-inline-workers.mjs';

const sourcePlugins = ({ sourceMap = true } = {}) => [
  resolve({ browser: true, exportConditions: ['production'] }),
  typescript({
    tsconfig: './tsconfig.json',
    // tsc already wrote the .d.ts files; the bundle needs none.
    declaration: false,
    declarationMap: false,
    sourceMap,
    noEmitOnError: true,
  }),
];

export default {
  input: 'src/klondike-solitaire.ts',
  output: [
    {
      file: 'dist/klondike-solitaire.bundle.js',
      format: 'es',
      sourcemap: true,
      inlineDynamicImports: true,
      plugins: [terser({ module: true, ecma: 2022, format: { comments: false } })],
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
  plugins: [
    ...sourcePlugins(),
    inlineWorkers({
      plugins: () => sourcePlugins({ sourceMap: false }),
      outputPlugins: () => [terser({ module: true, ecma: 2022, format: { comments: false } })],
    }),
  ],
  onwarn(warning, warn) {
    // Lit's modules guard `this` at top level; harmless in ES modules.
    if (warning.code === 'THIS_IS_UNDEFINED') return;
    // inline-workers rewrites one expression per worker; the line map stays right.
    if (warning.code === 'SOURCEMAP_BROKEN' && warning.plugin === 'inline-workers') return;
    warn(warning);
  },
};
