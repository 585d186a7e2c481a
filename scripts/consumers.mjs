#!/usr/bin/env node
// `npm run consumers`: the packed tarball as the unit under test, installed
// and used the way a user of each kind of host does.
//
//   node scripts/consumers.mjs [--no-build] [--only a,b] [--keep]
//
//  1. build (`npm run build`; skipped with --no-build, as CI builds before);
//  2. pack: `npm pack` into a scratch folder; prints the tarball's size and
//     checks that it ships only package.json, README.md, LICENSE,
//     custom-elements.json, dist/ and src/ (no tests, scripts, demo, docs, CI);
//  3. hygiene: publint --strict and @arethetypeswrong/cli (profile esm-only:
//     the package is ESM only, so require() and node10 resolution are out of
//     scope) on the tarball;
//  4. each fixture of test/consumers/ (its own package.json and lockfile) is
//     copied to the scratch folder, installed from the registry with `npm ci`,
//     given the tarball with `npm install --no-save`, and built with its own
//     `npm run build` (type-check, then vite build where it has one; the
//     webpack fixture: webpack 5 in production mode);
//  5. SSR: the tarball alone in a bare Node project; every entry point
//     imported in a plain Node process (scripts/consumers-checks.mjs);
//  6. each built fixture opened in Chromium: the table renders, a real mouse
//     drag reaches the framework's handler, and the solver works in the
//     production build (Finish offered on a winnable deal, a winning hint,
//     from a worker); the Vite and webpack fixtures are served under the strict CSP
//     README gives for a bundler's build and cause no violation (angular is
//     type-checked only: ngc with strict templates, no page; so is ts50:
//     every entry point under TypeScript 5.0, the oldest supported, with
//     skipLibCheck false).
// Every check counts as one test; prints `consumers: N passed, N failed` and
// the time taken; exits non-zero when a check failed. --only runs a subset
// (pack, hygiene, ssr, and fixture names); --keep leaves the scratch folder.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { pageChecks, ssrChecks } from './consumers-checks.mjs';
import { assert, check, FLAGS, root, tally } from './e2e-harness.mjs';
import { ensureBrowser } from './find-browser.mjs';

const FIXTURES = path.join(root, 'test/consumers');
/** The fixtures and the folder each one serves once built (html serves itself). */
const SERVE = { vanilla: 'dist', react: 'dist', vue: 'dist', svelte: 'dist', webpack: 'dist', html: '.' };
/** Fixtures served under the strict CSP README gives for a bundler's build (html has an inline script of its own). */
const STRICT = new Set(['vanilla', 'react', 'vue', 'svelte', 'webpack']);
/** Fixtures that are type-checked only (no page to open in a browser). */
const TYPE_ONLY = new Set(['angular', 'ts50']);
/** What the tarball may hold: anything else is private to the repository. */
const SHIPPED = /^(package\.json|README\.md|LICENSE|custom-elements\.json|dist\/.+|src\/.+)$/;
const NOT_SHIPPED = /(^|\/)(test|tests|__tests__|scripts|demo|docs|\.ci|coverage|node_modules)\/|\.test\.|\.tsbuildinfo$|(^|\/)\.env/;
const NPM_FLAGS = ['--prefer-offline', '--no-audit', '--no-fund'];

const args = process.argv.slice(2);
const arg = (name) => {
  const i = args.indexOf(name);
  return i < 0 ? undefined : args[i + 1];
};
const only = arg('--only')?.split(',');
const wants = (name) => !only || only.includes(name);
const fixtures = readdirSync(FIXTURES).filter((f) => existsSync(path.join(FIXTURES, f, 'package.json')) && wants(f));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Runs a command; throws with the end of its output when it fails. */
function run(cmd, cmdArgs, cwd, { quiet = true } = {}) {
  const r = spawnSync(cmd, cmdArgs, { cwd, encoding: 'utf8', stdio: quiet ? 'pipe' : 'inherit', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) {
    const tail = `${r.stdout ?? ''}${r.stderr ?? ''}`.trim().split('\n').slice(-25).join('\n      ');
    throw new Error(`${cmd} ${cmdArgs.join(' ')} (in ${path.relative(root, cwd) || '.'}) exited ${r.status}\n      ${tail}`);
  }
  return r.stdout ?? '';
}

async function main() {
  const t0 = Date.now();
  const scratch = mkdtempSync(path.join(tmpdir(), 'klondike-consumers-'));
  let tarball;
  try {
    if (!args.includes('--no-build')) await check('build (npm run build)', () => run(npm, ['run', 'build'], root, { quiet: false }));

    await check('pack: npm pack ships only the public files', () => {
      const out = JSON.parse(execFileSync(npm, ['pack', '--json', '--pack-destination', scratch], { cwd: root, encoding: 'utf8' }))[0];
      tarball = path.join(scratch, out.filename);
      console.log(`    tarball ${out.filename}: ${kb(out.size)} packed, ${kb(out.unpackedSize)} unpacked, ${out.entryCount} files`);
      const bad = out.files.map((f) => f.path).filter((p) => !SHIPPED.test(p) || NOT_SHIPPED.test(p));
      assert(bad.length === 0, `private files in the tarball: ${bad.slice(0, 10).join(', ')}`);
      for (const need of ['dist/index.js', 'dist/index.d.ts', 'dist/klondike-solitaire.bundle.js', 'dist/frameworks/react.d.ts', 'custom-elements.json', 'dist/vscode.html-custom-data.json', 'dist/web-types.json']) {
        assert(out.files.some((f) => f.path === need), `${need} is missing from the tarball`);
      }
    });
    if (!tarball) throw new Error('no tarball: nothing more to check');

    if (wants('hygiene')) {
      await check('hygiene: publint --strict passes on the tarball', () => run('npx', ['publint', 'run', tarball, '--strict'], root));
      await check('hygiene: arethetypeswrong passes on the tarball (ESM only)', () => run('npx', ['attw', tarball, '--profile', 'esm-only', '--format', 'ascii'], root));
    }

    const built = [];
    for (const name of fixtures) {
      const dir = path.join(scratch, name);
      const ok = { install: false, build: false };
      await check(`${name}: npm ci, then the tarball installed`, () => {
        cpSync(path.join(FIXTURES, name), dir, { recursive: true, filter: (src) => !/[\\/](node_modules|dist)$/.test(src) });
        run(npm, ['ci', ...NPM_FLAGS], dir);
        run(npm, ['install', '--no-save', ...NPM_FLAGS, tarball], dir);
        ok.install = true;
      });
      if (!ok.install) continue;
      await check(`${name}: type-checks and builds (npm run build)`, () => {
        run(npm, ['run', 'build'], dir);
        ok.build = true;
      });
      if (ok.build && !TYPE_ONLY.has(name)) built.push([name, path.join(dir, SERVE[name] ?? 'dist')]);
    }

    if (wants('ssr')) {
      // A bare project with only the package (and so lit) installed: no DOM library, no bundler.
      const dir = path.join(scratch, 'ssr');
      let installed = false;
      await check('SSR: the tarball installed in a bare Node project', () => {
        mkdirSync(dir);
        writeFileSync(path.join(dir, 'package.json'), '{ "name": "consumer-ssr", "private": true, "type": "module" }\n');
        run(npm, ['install', '--no-save', '--no-package-lock', ...NPM_FLAGS, tarball], dir);
        installed = true;
      });
      if (installed) await ssrChecks(dir);
    }

    if (built.length) {
      const browser = await chromium.launch({ executablePath: ensureBrowser(), headless: true, args: FLAGS });
      try {
        for (const [name, dir] of built) await pageChecks(browser, name, dir, { strict: STRICT.has(name) });
      } finally {
        await browser.close();
      }
    }
  } finally {
    if (args.includes('--keep')) console.log(`    scratch folder kept: ${scratch}`);
    else rmSync(scratch, { recursive: true, force: true });
  }
  console.log(`consumers took ${Math.round((Date.now() - t0) / 1000)} s`);
  console.log(`consumers: ${tally.passed} passed, ${tally.failed} failed`);
  process.exit(tally.failed ? 1 : 0);
}

main().catch((e) => {
  console.error(e);
  console.log(`consumers: ${tally.passed} passed, ${tally.failed + 1} failed`);
  process.exit(1);
});
