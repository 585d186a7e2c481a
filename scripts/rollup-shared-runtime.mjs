// Rollup plugin for the single-file bundles: the engine and the solver in the
// file once, not twice, and the solver evaluated only where it runs.
//
// A worker cannot share the page's modules, so an inlined worker carries its
// own copy of the engine (the solver replays and checks moves with it). Here
// instead the engine and the solver are bundled as two self-contained
// functions (each an IIFE's body wrapped in a function):
//  - `engineFactory()` returns the engine; the page calls it once, and the
//    element's imports of src/engine/index.ts resolve to its exports;
//  - `solverFactory(engine)` returns the solver (its imports of engine
//    modules read that object). The page does not call it at load: V8 only
//    pre-parses it, so the first card does not wait for the solver's code;
//  - the worker's script is the two functions' own source text,
//    `(${solverFactory})((${engineFactory})())`, started as a classic worker
//    from a Blob URL made when the first worker starts: the solver's
//    worker.ts sees `WorkerGlobalScope` there and answers messages;
//  - the main-thread fallback (no worker can start, e.g. a CSP without
//    `worker-src blob:`) calls `solverFactory(engine)` on first use, with no
//    script to load.
// src/element/solving/solver-script.ts is replaced accordingly. The split build and
// the dev server do not use this plugin (there the worker is a module file or
// chunk, see solver-script.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { rollup } from 'rollup';

/**
 * The engine names that the sources under `dir` import as values (type-only
 * imports left out), each with the engine module it comes from: a map name →
 * absolute path of the .ts file. `accept(path)` says which modules count.
 */
function engineImports(dir, accept) {
  const names = new Map();
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const file = path.join(d, e.name);
      if (e.isDirectory()) walk(file);
      else if (file.endsWith('.ts')) {
        const code = readFileSync(file, 'utf8');
        for (const m of code.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
          if (m[1] || !m[3].startsWith('.')) continue;
          const target = path.resolve(d, m[3]).replace(/\.js$/, '.ts');
          if (!accept(target)) continue;
          for (const part of m[2].split(',')) {
            const name = part.trim();
            if (name && !name.startsWith('type ')) names.set(name.split(/\s+as\s+/)[0], target);
          }
        }
      }
    }
  };
  walk(dir);
  return names;
}

const RUNTIME = '\0klondike-runtime';
const ENGINE = '\0klondike-engine';
const ENGINE_ENTRY = '\0klondike-engine-entry';
const SOLVER_ENTRY = '\0klondike-solver-entry';
const SCRIPT = '\0klondike-solver-script';
const ENGINE_NAME = '__klondikeEngine';
const SOLVER_NAME = '__klondikeSolver';

/** @param {{ root: string, plugins: () => import('rollup').Plugin[] }} options */
export function sharedRuntime({ root, plugins }) {
  const engineDir = path.resolve(root, 'src/engine') + path.sep;
  const engineIndex = path.join(engineDir, 'index.ts');
  const workerTs = path.resolve(root, 'src/solver/worker.ts');
  const solverScript = path.resolve(root, 'src/element/solving/solver-script.ts');
  const elementDir = path.resolve(root, 'src/element') + path.sep;
  let built = null;

  /** One IIFE bundle of `source` (a virtual entry), with `external` left to `globals`. */
  async function iife(id, source, name, external, warn) {
    const entry = { name: 'runtime-entry', resolveId: (i) => (i === id ? i : null), load: (i) => (i === id ? source : null) };
    const bundle = await rollup({ input: id, plugins: [entry, ...plugins()], external, onwarn: warn });
    try {
      const { output } = await bundle.generate({ format: 'iife', name, inlineDynamicImports: true, globals: () => ENGINE_NAME });
      return { code: output[0].code, exports: output[0].exports, watchFiles: bundle.watchFiles };
    } finally {
      await bundle.close();
    }
  }

  function buildRuntime(warn) {
    built ??= (async () => {
      // The engine: what the element imports from its index, and what the
      // solver imports from engine modules (named from those modules).
      const fromEngine = (t) => t.startsWith(engineDir);
      const exports = new Map(engineImports(path.resolve(root, 'src/solver'), fromEngine));
      for (const name of engineImports(elementDir, (t) => t === engineIndex).keys()) if (!exports.has(name)) exports.set(name, engineIndex);
      const lines = [...exports].sort().map(([n, file]) => `export { ${n} } from ${JSON.stringify(file)};`);
      const engine = await iife(ENGINE_ENTRY, lines.join('\n'), ENGINE_NAME, [], warn);
      // The solver, its engine imports read from the engine object.
      const solver = await iife(SOLVER_ENTRY, `export { createSolverHandler } from ${JSON.stringify(workerTs)};\n`, SOLVER_NAME, (i) => fromEngine(i), warn);
      return { engine, solver, watchFiles: [...engine.watchFiles, ...solver.watchFiles] };
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
          'function engineFactory() {',
          r.engine.code,
          `return ${ENGINE_NAME};`,
          '}',
          `function solverFactory(${ENGINE_NAME}) {`,
          r.solver.code,
          `return ${SOLVER_NAME};`,
          '}',
          '/** The engine, on this page. */',
          'export const engine = engineFactory();',
          '/** The solver on the main thread (the fallback), made on first use. */',
          'let solver;',
          'export const mainThreadSolver = () => (solver ??= solverFactory(engine));',
          "/** The worker's classic script: the same two functions, run in the worker (made when a worker starts). */",
          "export const workerSource = () => '(' + solverFactory + ')((' + engineFactory + ')());';",
        ].join('\n');
      }
      if (id === ENGINE) {
        const r = await buildRuntime((w) => this.warn(w));
        return `import { engine } from '${RUNTIME}';\nexport const { ${r.engine.exports.join(', ')} } = engine;\n`;
      }
      if (id === SCRIPT) {
        return [
          `import { mainThreadSolver, workerSource } from '${RUNTIME}';`,
          // Made on first use, not at load: the first Blob of a page took a few ms of the first card.
          'let url;',
          "export const startSolverWorker = () => new Worker((url ??= URL.createObjectURL(new Blob([workerSource()], { type: 'text/javascript' }))));",
          'export const loadMainThreadSolver = () => Promise.resolve(mainThreadSolver().createSolverHandler);',
        ].join('\n');
      }
      return null;
    },
  };
}
