// Rollup plugin for the single-file bundles: the engine and the solver in the
// file once, not twice.
//
// A worker cannot share the page's modules, so an inlined worker carries its
// own copy of the engine (the solver replays and checks moves with it). Here
// instead the engine and the solver are bundled as one self-contained
// function, the "runtime" (an IIFE's body wrapped in `function
// runtimeFactory() {…}`):
//  - the page calls it once and takes its engine from it: the element's
//    imports of src/engine/index.ts resolve to the runtime's exports;
//  - the worker's script is the function's own source text,
//    `(${runtimeFactory})()`, started as a classic worker from a Blob URL: the
//    solver's worker.ts sees `WorkerGlobalScope` there and answers messages;
//  - the main-thread fallback (no worker can start, e.g. a CSP without
//    `worker-src blob:`) calls the runtime's `createSolverHandler` directly,
//    with no script to load.
// src/element/controllers/solver-script.ts is replaced accordingly. The split build and
// the dev server do not use this plugin (there the worker is a module file or
// chunk, see solver-script.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { rollup } from 'rollup';

/**
 * The engine names the element's sources import as values (type-only imports
 * left out): the runtime exports only these, so that the page's file does not
 * carry engine functions nothing on the page calls (the verifier, the CLI's
 * helpers…). The solver inside the runtime imports what it needs by itself.
 */
function engineNamesUsed(elementDir, engineIndex) {
  const names = new Set();
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, e.name);
      if (e.isDirectory()) walk(file);
      else if (file.endsWith('.ts')) {
        const code = readFileSync(file, 'utf8');
        for (const m of code.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
          if (m[1] || !m[3].startsWith('.')) continue;
          if (path.resolve(dir, m[3]).replace(/\.js$/, '.ts') !== engineIndex) continue;
          for (const part of m[2].split(',')) {
            const name = part.trim();
            if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0]);
          }
        }
      }
    }
  };
  walk(elementDir);
  return [...names].sort();
}

const RUNTIME = '\0klondike-runtime';
const ENGINE = '\0klondike-engine';
const ENTRY = '\0klondike-runtime-entry';
const SCRIPT = '\0klondike-solver-script';
const NAME = '__klondikeRuntime';

/** @param {{ root: string, plugins: () => import('rollup').Plugin[] }} options */
export function sharedRuntime({ root, plugins }) {
  const engineIndex = path.resolve(root, 'src/engine/index.ts');
  const workerTs = path.resolve(root, 'src/solver/worker.ts');
  const solverScript = path.resolve(root, 'src/element/controllers/solver-script.ts');
  const elementDir = path.resolve(root, 'src/element') + path.sep;
  let built = null;

  function buildRuntime(warn) {
    built ??= (async () => {
      const entry = {
        name: 'runtime-entry',
        resolveId: (id) => (id === ENTRY ? id : null),
        load: (id) =>
          id === ENTRY ? `export { ${engineNamesUsed(elementDir, engineIndex).join(', ')} } from ${JSON.stringify(engineIndex)};\nexport { createSolverHandler } from ${JSON.stringify(workerTs)};\n` : null,
      };
      const bundle = await rollup({ input: ENTRY, plugins: [entry, ...plugins()], onwarn: warn });
      try {
        const { output } = await bundle.generate({ format: 'iife', name: NAME, inlineDynamicImports: true });
        return { code: output[0].code, exports: output[0].exports, watchFiles: bundle.watchFiles };
      } finally {
        await bundle.close();
      }
    })();
    return built;
  }

  return {
    name: 'shared-runtime',
    resolveId(source, importer) {
      if (source === RUNTIME || source === ENGINE || source === SCRIPT) return source;
      if (!importer || !importer.startsWith(elementDir) || !source.startsWith('.')) return null;
      // Virtual ids: the TypeScript plugin would emit the files on disk instead.
      const target = path.resolve(path.dirname(importer), source).replace(/\.js$/, '.ts');
      return target === engineIndex ? ENGINE : target === solverScript ? SCRIPT : null;
    },
    async load(id) {
      if (id === RUNTIME) {
        const r = await buildRuntime((w) => this.warn(w));
        for (const f of r.watchFiles) this.addWatchFile(f);
        return [
          'function runtimeFactory() {',
          r.code,
          `return ${NAME};`,
          '}',
          '/** The engine and the solver, on this page. */',
          'export const runtime = runtimeFactory();',
          "/** The worker's classic script: the same function, run in the worker. */",
          "export const workerSource = '(' + runtimeFactory + ')();';",
        ].join('\n');
      }
      if (id === ENGINE) {
        const r = await buildRuntime((w) => this.warn(w));
        const names = r.exports.filter((n) => n !== 'createSolverHandler');
        return `import { runtime } from '${RUNTIME}';\nexport const { ${names.join(', ')} } = runtime;\n`;
      }
      if (id === SCRIPT) {
        return [
          `import { runtime, workerSource } from '${RUNTIME}';`,
          "export const SOLVER_WORKER_URL = URL.createObjectURL(new Blob([workerSource], { type: 'text/javascript' }));",
          "export const SOLVER_WORKER_TYPE = 'classic';",
          'export const loadMainThreadSolver = () => Promise.resolve(runtime.createSolverHandler);',
        ].join('\n');
      }
      return null;
    },
  };
}
