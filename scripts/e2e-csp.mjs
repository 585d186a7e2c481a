// The strict-CSP and no-solver checks of `npm run e2e` (scripts/e2e.mjs):
//  - every build under the strict policy README gives for it (pages and
//    policies in scripts/e2e-harness.mjs, CSP_PAGES): no violation, and a
//    solver that works (Finish offered on KL1-D1N-AAAAAAG, a winning hint)
//    in a worker;
//  - a page where the solver cannot start at all (its worker file refused):
//    one warning, one klondike-error, no retry loop, and the game plays.
// (The npm build through a bundler under the same policy is checked on the
// consumer fixtures: scripts/consumers-checks.mjs.)
import { assert, check, clickStock, countWorkers, rendered, solverWorks, state, watchCsp } from './e2e-harness.mjs';

/** Opens `path` on `base` recording CSP violations, workers, page errors and console messages. */
async function open(browser, url) {
  const context = await browser.newContext({ viewport: { width: 900, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  const warnings = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console.error: ${m.text()}`);
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await watchCsp(page);
  await countWorkers(page);
  await page.goto(url);
  return { page, context, errors, warnings };
}

const grouped = (violations) => violations.map((v) => `${v.directive} ${v.blocked} (${v.source}:${v.line})`).join('; ');

/** Each build under its strict policy: zero violations and a working solver, in a worker. */
export async function strictCspChecks(browser, base) {
  console.log('strict Content-Security-Policy, every build (the policies README gives)');
  const builds = [
    ['/__e2e/csp/bundle.html', 'the ES module bundle', "worker-src blob:", (u) => u === 'blob:'],
    ['/__e2e/csp/iife.html', 'the classic script (IIFE)', "worker-src blob:", (u) => u === 'blob:'],
    ['/__e2e/csp/split.html', 'the split build from the page\'s origin', "worker-src 'self', no blob:", (u) => u.startsWith(`${base}/dist/cdn/chunks/worker-`)],
    ['/__e2e/csp/split-cdn.html', 'the split build from another origin', 'worker-src blob: and that origin', (u) => u === 'blob:'],
  ];
  for (const [path, name, needs, workerUrl] of builds) {
    const { page, context, errors } = await open(browser, `${base}${path}`);
    await check(`${name} (${needs}): no CSP violation; the solver works in a worker (Finish offered, a winning hint)`, async () => {
      const header = await page.evaluate(async () => (await fetch(location.href)).headers.get('content-security-policy'));
      assert(header && header.includes("default-src 'none'") && !header.includes('unsafe'), `header ${header}`);
      await rendered(page, '#game');
      await clickStock(page, '#game');
      const w = await solverWorks(page, '#game');
      assert(w.created >= 1 && w.answers >= 1 && w.urls.every(workerUrl), `workers ${JSON.stringify(w)}`);
      const violations = await page.evaluate(() => [...window.__csp, ...window.cspViolations]);
      assert(violations.length === 0, `${violations.length} violations: ${grouped(violations)}`);
      assert(errors.length === 0, errors.join('\n'));
    });
    await context.close();
  }
}

/**
 * The split build with its worker file refused (as a page whose policy or
 * server lets neither the worker nor the module load): the solver cannot
 * start. With `daily` (which needs the solver to find the day's deal): one
 * console warning that says so, one `klondike-error`, no second search, and
 * an ordinary game that plays; Hint falls back to its simple rule.
 */
export async function noSolverChecks(browser, base) {
  console.log('no solver on the page (the worker file refused)');
  const context = await browser.newContext({ viewport: { width: 900, height: 800 } });
  await context.route(/\/dist\/cdn\/chunks\/worker-[^/]*\.js$/, (route) => route.abort());
  const page = await context.newPage();
  const errors = [];
  const warnings = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await countWorkers(page);
  await page.goto(`${base}/__e2e/blank.html`);
  await check('daily with no solver: said once (one warning, one klondike-error), no retry loop, an ordinary game plays', async () => {
    await page.evaluate(async (src) => {
      window.solverErrors = [];
      document.addEventListener('klondike-error', (e) => window.solverErrors.push(e.detail.message));
      await import(src);
      const el = document.createElement('klondike-solitaire');
      el.id = 'game';
      el.setAttribute('daily', '');
      el.style.setProperty('--klondike-animation-ms', '0ms');
      document.getElementById('host').append(el);
    }, '/dist/cdn/klondike-solitaire.js');
    await rendered(page, '#game');
    // Long enough for a loop to show (it reported about 30 times a second).
    await page.waitForTimeout(3000);
    const said = await page.evaluate(() => window.solverErrors);
    const told = warnings.filter((t) => /solver is not available/.test(t));
    assert(said.length === 1 && /solver is not available/.test(said[0]), `klondike-error ${said.length}×: ${JSON.stringify(said.slice(0, 3))}`);
    assert(told.length === 1, `${told.length} warnings that the solver is not available: ${told.slice(0, 3).join(' | ')}`);
    const s = await state(page, '#game');
    assert(s.stock === 24 && s.moves === 0, `an ordinary game on the table: ${JSON.stringify(s)}`);
    await clickStock(page, '#game');
    assert((await state(page, '#game')).stock === 23, 'a click on the stock did not draw');
    const hint = await page.evaluate(() => document.querySelector('#game').hint());
    assert(hint && hint.kind !== 'winning' && hint.kind !== undefined, `hint ${JSON.stringify(hint)}`);
    await page.waitForTimeout(500);
    assert((await page.evaluate(() => window.solverErrors.length)) === 1, 'reported again after a move and a hint');
    assert(errors.length === 0, errors.join('\n'));
  });
  await context.close();
}
