#!/usr/bin/env node
// The API reports of the package's entry points with code of their own (., engine,
// solver, and bundle: the single files' module), made by
// @microsoft/api-extractor: the public surface is the contract, and a change
// to it is always a visible diff in api/*.api.md.
//
//   npm run api         regenerate api/klondike-solitaire.api.md ("."),
//                       api/engine.api.md ("./engine") and api/solver.api.md
//                       ("./solver") from the current source; commit them.
//   npm run api:check   (CI) the same analysis, but fail (exit 1) with the
//                       diff when a checked-in report differs from the source.
//
// Steps:
//  1. a declaration-only build of src/ into .api-dts/dts/ (tsc with
//     tsconfig.json plus --emitDeclarationOnly --stripInternal, so no full
//     `npm run build` is needed and `@internal` members are left out as they
//     are in the published .d.ts);
//  2. api-extractor on each entry's .d.ts (one shared TypeScript program);
//     the report only: no .d.ts rollup, no doc model, no TSDoc linting.
// Anything the analysis flags that belongs in the review (a type reachable
// from the API but not exported: ae-forgotten-export) is written into the
// report itself, so it shows up in the diff rather than failing the run.
// A TypeScript error in the generated .d.ts fails both modes.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CompilerState, Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const check = process.argv.includes('--check');
const unknown = process.argv.slice(2).filter((a) => a !== '--check');
if (unknown.length > 0) {
  console.error(`api-report: unknown argument(s) ${unknown.join(' ')}; usage: node scripts/api-report.mjs [--check]`);
  process.exit(2);
}

const OUT = path.join(root, '.api-dts'); // git-ignored scratch folder
const DTS = path.join(OUT, 'dts');
const REPORTS = path.join(root, 'api');

// entry (package.json "exports") -> report name (api/<name>.api.md)
const ENTRIES = [
  { entry: '.', dts: 'index.d.ts', report: 'klondike-solitaire' },
  { entry: './engine', dts: 'engine/index.d.ts', report: 'engine' },
  { entry: './solver', dts: 'solver/index.d.ts', report: 'solver' },
  // The single files' module (what a script-tag page imports from them).
  { entry: './bundle', dts: 'klondike-solitaire.d.ts', report: 'bundle' },
];

const started = Date.now();

// 1. Declarations only, from scratch (a stale .d.ts of a moved file must not linger).
rmSync(OUT, { recursive: true, force: true });
const tsc = spawnSync(
  process.execPath,
  [
    require.resolve('typescript/bin/tsc'),
    '-p', path.join(root, 'tsconfig.json'),
    '--declaration', '--emitDeclarationOnly', '--stripInternal',
    '--declarationMap', 'false',
    '--outDir', DTS,
  ],
  { cwd: root, stdio: 'inherit' },
);
if (tsc.status !== 0) {
  console.error('api-report: the declaration build (tsc) failed');
  process.exit(1);
}

// 2. One api-extractor configuration per entry point.
const messages = {
  // An error in the .d.ts is an error, not a warning to be ignored locally.
  compilerMessageReporting: { default: { logLevel: 'error' } },
  extractorMessageReporting: {
    default: { logLevel: 'none' },
    'ae-missing-release-tag': { logLevel: 'none' },
    'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: true },
    'ae-wrong-input-file-type': { logLevel: 'error' },
  },
  // The goal is the report, not TSDoc linting.
  tsdocMessageReporting: { default: { logLevel: 'none' } },
};

function configFor({ dts, report }) {
  return ExtractorConfig.prepare({
    configObject: {
      projectFolder: root,
      mainEntryPointFilePath: path.join(DTS, dts),
      compiler: {
        // tsconfig.json's compiler options (lib, types, module resolution),
        // on the generated declarations instead of src/.
        overrideTsconfig: { extends: './tsconfig.json', include: ['.api-dts/dts'] },
      },
      apiReport: {
        enabled: true,
        reportFileName: report,
        reportFolder: REPORTS,
        reportTempFolder: path.join(OUT, 'report'),
        // A non-exported type reachable from the API (the element's base
        // classes, whose properties are the element's) is in the report too.
        includeForgottenExports: true,
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      newlineKind: 'lf',
      messages,
    },
    configObjectFullPath: undefined, // paths above are absolute
    packageJsonFullPath: path.join(root, 'package.json'),
  });
}

mkdirSync(REPORTS, { recursive: true });
const configs = ENTRIES.map(configFor);
const compilerState = CompilerState.create(configs[0], {
  additionalEntryPoints: configs.map((c) => c.mainEntryPointFilePath),
});

const changed = [];
let failed = false;
for (const [i, config] of configs.entries()) {
  const { entry, report } = ENTRIES[i];
  const result = Extractor.invoke(config, {
    compilerState,
    localBuild: !check,
    printApiReportDiff: check,
    typescriptCompilerFolder: path.dirname(require.resolve('typescript/package.json')),
    messageCallback(message) {
      // The version banner once, not three times.
      if (i > 0 && message.messageId === 'console-preamble') message.handled = true;
    },
  });
  if (result.apiReportChanged) changed.push(`api/${report}.api.md (${entry})`);
  if (result.errorCount > 0) failed = true;
}

const secs = ((Date.now() - started) / 1000).toFixed(1);
if (failed) {
  console.error(`api-report: api-extractor reported errors (above); ${secs} s`);
  process.exit(1);
}
if (check) {
  if (changed.length > 0) {
    console.error(
      `\napi-report: the public API changed: run npm run api and commit api/*.api.md\n` +
        changed.map((c) => `  - ${c}`).join('\n'),
    );
    process.exit(1);
  }
  console.log(`api-report: the API reports are current (${secs} s)`);
} else if (changed.length > 0) {
  console.log(`api-report: updated ${changed.join(', ')}: review and commit (${secs} s)`);
} else {
  console.log(`api-report: no change (${secs} s)`);
}
