// The checks of `npm run consumers` (scripts/consumers.mjs) that run against
// the INSTALLED tarball: the Node import of every entry point (what a
// server-rendering host does), and each built fixture page in Chromium.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { assert, check, openPage, playOneDrag, rendered, SAME_ORIGIN_CSP, solverWorks, startServer, watchCsp } from './e2e-harness.mjs';

/** The entry points a host can import, and whether each one loads the element. */
export const ENTRIES = [
  ['klondike-solitaire-element', true],
  ['klondike-solitaire-element/engine', false],
  ['klondike-solitaire-element/solver', false],
  ['klondike-solitaire-element/react', true],
  ['klondike-solitaire-element/vue', true],
  ['klondike-solitaire-element/svelte', true],
];

// Browser globals that a module of the package must not read at import time
// in Node. Each is a trap on globalThis that records who read it (the first
// stack frame outside this probe); Lit's own SSR guards (its Node build reads
// HTMLElement and installs a customElements registry shim) are not the package's.
const PROBE = `
const TRAPS = ['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'matchMedia',
  'requestAnimationFrame', 'getComputedStyle', 'HTMLElement', 'customElements', 'ShadowRoot', 'CSSStyleSheet'];
const reads = [];
const caller = () => (new Error().stack ?? '').split('\\n').slice(3).find((l) => l.includes('file://')) ?? '?';
for (const name of TRAPS) {
  if (name in globalThis) continue;
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() { reads.push({ name, by: caller() }); return undefined; },
    set(value) { reads.push({ name: name + ' (set)', by: caller() }); Object.defineProperty(globalThis, name, { value, writable: true, configurable: true }); },
  });
}
const spec = process.argv[1];
const mod = await import(spec);
const mine = reads.filter((r) => r.by.includes('/node_modules/klondike-solitaire-element/'));
const registry = Object.getOwnPropertyDescriptor(globalThis, 'customElements')?.value;
console.log(JSON.stringify({
  exports: Object.keys(mod).length,
  mine: mine.map((r) => r.name + ' ' + r.by.trim()),
  all: [...new Set(reads.map((r) => r.name))],
  defined: typeof registry?.get === 'function' && typeof registry.get('klondike-solitaire') === 'function',
}));
`;

/** Imports each entry point in a bare Node process (no DOM globals) from `dir`, where the tarball is installed. */
export async function ssrChecks(dir) {
  for (const [spec, element] of ENTRIES) {
    await check(`SSR: import '${spec}' in Node touches no browser global${element ? '; the element lands in Lit\'s SSR registry' : ' (Lit not loaded)'}`, async () => {
      const r = spawnSync(process.execPath, ['--input-type=module', '-e', PROBE, spec], { cwd: dir, encoding: 'utf8' });
      assert(r.status === 0, `exit ${r.status}: ${r.stderr.trim().split('\n').slice(-4).join(' | ')}`);
      const out = JSON.parse(r.stdout.trim().split('\n').at(-1));
      assert(out.mine.length === 0, `the package read: ${out.mine.join('; ')}`);
      if (element) assert(out.defined, `<klondike-solitaire> is not in the customElements registry after the import`);
      else assert(out.all.length === 0 && !out.defined, `a DOM-free entry read ${out.all.join(', ')}`);
    });
  }
}

/** The fixture's main element (a page may also hold a `#named` one, see {@link pageChecks}). */
const HOST = 'klondike-solitaire:not(#named)';

/**
 * Opens a built fixture page in Chromium: the table renders with `draw="3"`
 * applied, and a real mouse drag of a card (after stock clicks when needed)
 * reaches the framework's own handler, which writes the moves into `#log`;
 * then the solver works in the production build (Finish offered on a
 * winnable deal, a winning hint, answered by a worker). With `strict`, the
 * page is served under the strict policy README gives for a bundler's build
 * (SAME_ORIGIN_CSP) and must cause no violation. A fixture with a
 * `#named` element (finish="off" hint="off" stats="consumer", names that are
 * also members of the element) shows that its framework's way of passing
 * them means the attributes and leaves `finish()` and `hint()` methods.
 */
export async function pageChecks(browser, name, dir, { strict = false } = {}) {
  const server = await startServer(path.resolve(dir), strict ? { csp: SAME_ORIGIN_CSP } : {});
  const url = `http://127.0.0.1:${server.address().port}/index.html`;
  const { page, context, errors } = await openPage(browser, url, { width: 1000, height: 900, before: watchCsp });
  try {
    await check(`${name}: the page built from the tarball renders the table (draw 3 from the markup)`, async () => {
      await rendered(page, HOST);
      const s = await page.evaluate(() => {
        const el = document.querySelector('klondike-solitaire');
        return { draw: el.game.options.draw, table: Boolean(el.shadowRoot.querySelector('[part~=table]')), engine: document.body.dataset.engine };
      });
      assert(s.table && s.draw === 3, `table ${s.table}, draw ${s.draw}`);
      // The plain-DOM fixture also runs the engine and the solver from their subpaths.
      if (s.engine !== undefined) assert(/^KL1-D1N-AAAAAAG \S+ (solved|unknown)$/.test(s.engine), `engine/solver: ${s.engine}`);
      assert(errors.length === 0, errors.join('; '));
    });
    await check(`${name}: a mouse drag of a card reaches the ${name} handler (klondike-move)`, async () => {
      const plan = await playOneDrag(page, HOST);
      await page.waitForFunction((m) => document.querySelector('#log')?.textContent.split(' ').at(-1) === m, plan.move, { timeout: 5000 }).catch(() => {});
      const log = await page.evaluate(() => document.querySelector('#log')?.textContent ?? '');
      const played = await page.evaluate(() => document.querySelector('klondike-solitaire').game.toJSON().moves);
      assert(log.split(' ').at(-1) === plan.move, `dragged ${plan.card} (${plan.move}); the handler logged "${log}"`);
      // The log may begin with the stock taps of a deal left for another (see playOneDrag).
      assert(log.split(' ').slice(-played.length).join(' ') === played.join(' '), `${played.length} moves played (${played.join(' ')}), logged: "${log}"`);
      assert(errors.length === 0, errors.join('; '));
    });
    if (await page.$('#named')) {
      await check(`${name}: finish="off" hint="off" stats="consumer" as ${name} passes them: the attributes' meaning, finish() and hint() still methods`, async () => {
        const s = await page.evaluate(() => {
          const el = document.querySelector('#named');
          return { finish: el.finishMode, hints: el.hints, stats: el.statsKey, methods: [typeof el.finish, typeof el.hint] };
        });
        assert(s.finish === 'off' && s.hints === false && s.stats === 'consumer', `finishMode ${s.finish}, hints ${s.hints}, statsKey ${s.stats}`);
        assert(s.methods.join() === 'function,function', `el.finish, el.hint: ${s.methods.join(', ')}`);
        assert(errors.length === 0, errors.join('; '));
      });
    }
    const csp = strict ? ' under a strict CSP (no violation)' : '';
    await check(`${name}: the solver works in the production build${csp}: Finish offered on KL1-D1N-AAAAAAG, a winning hint, from a worker`, async () => {
      const w = await solverWorks(page, HOST);
      assert(w.answers >= 1 && w.urls.every((u) => !u.startsWith('data:')), `workers ${JSON.stringify(w)}`);
      const violations = await page.evaluate(() => window.__csp);
      assert(violations.length === 0, `${violations.length} CSP violations: ${violations.map((v) => `${v.directive} ${v.blocked}`).join('; ')}`);
      assert(errors.length === 0, errors.join('; '));
    });
  } finally {
    await context.close();
    server.close();
  }
}
