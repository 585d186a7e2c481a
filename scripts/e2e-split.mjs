// The split build's checks of `npm run e2e` (scripts/e2e.mjs): the entry
// paints alone, the chunks come on demand, and a chunk that cannot be
// fetched is tried again (through the harness, scripts/e2e-harness.mjs).
import { assert, check, clickStock, countWorkers, finishWinnableDeal, rendered, state } from './e2e-harness.mjs';

/** demo/embed-cdn.html: the split build (dist/cdn/): an entry, then chunks on demand. */
export async function splitChecks(browser, base) {
  console.log('demo/embed-cdn.html (split build: entry + lazy chunks)');
  const context = await browser.newContext({ viewport: { width: 900, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  const requests = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && errors.push(`console.error: ${m.text()}`));
  page.on('request', (r) => requests.push({ url: r.url(), at: Date.now() }));
  await countWorkers(page);
  // Hold the solver chunk until the table has rendered: proves first paint does not wait for it.
  let release;
  const held = new Promise((r) => (release = r));
  await page.route(/\/dist\/cdn\/chunks\/solver-script-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${base}/demo/embed-cdn.html`);
  await check('the entry alone paints the table (the solver chunk is still held back)', async () => {
    await rendered(page, '#game');
    const s = await state(page, '#game');
    assert(s.stock === 24 && s.moves === 0, JSON.stringify(s));
    await clickStock(page, '#game');
    const s2 = await state(page, '#game');
    assert(s2.stock === 23, `a click on the stock: ${JSON.stringify(s2)}`);
  });
  release();
  await check('the solver chunk loads on demand: Hint answers through a worker started from the worker file (same origin: no Blob)', async () => {
    const h = await page.evaluate(() => document.querySelector('#game').hint());
    assert(h && (h.move === null || typeof h.move === 'string'), `hint ${JSON.stringify(h)}`);
    const w = await page.evaluate(() => window.__workers);
    assert(requests.some((r) => /chunks\/solver-script-/.test(r.url)), 'the solver chunk was never requested');
    assert(requests.some((r) => /chunks\/worker-[^/]*\.js$/.test(r.url)), 'the worker file was never requested');
    assert(w.created >= 1 && w.answers >= 1 && w.urls.every((u) => u.startsWith(`${base}/dist/cdn/chunks/worker-`)), `workers ${JSON.stringify(w)}`);
  });
  await check('a win shows the results dialog from its chunk (with its buttons)', async () => {
    await finishWinnableDeal(page, '#game');
    await page.waitForFunction(
      () => document.querySelector('#game').shadowRoot.querySelector('[data-panel=results] [data-action=new]'),
      null,
      { timeout: 10_000 },
    );
    assert(requests.some((r) => /chunks\/dialogs-/.test(r.url)), 'the dialogs chunk was never requested');
    assert(errors.length === 0, errors.join('\n'));
  });
  await context.close();
}

/** The split build when a chunk cannot be fetched: the game goes on, and the chunk is tried again. */
export async function splitOfflineChecks(browser, base) {
  const context = await browser.newContext({ viewport: { width: 900, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  let failing = true;
  await page.route(/\/dist\/cdn\/chunks\/dialogs-[^/]*\.js$/, (route) => (failing ? route.abort() : route.continue()));
  await page.goto(`${base}/demo/embed-cdn.html`);
  await check('a dialogs chunk that cannot be fetched: the win still counts, no page error; the next try loads it', async () => {
    await rendered(page, '#game');
    await finishWinnableDeal(page, '#game');
    await page.waitForTimeout(500);
    const upgraded = () => page.evaluate(() => !!document.querySelector('#game').shadowRoot.querySelector('[data-panel=results]'));
    assert(!(await upgraded()), 'the dialog showed although its chunk failed');
    assert(errors.length === 0, errors.join('\n'));
    failing = false;
    await page.evaluate(() => document.querySelector('#game').requestUpdate());
    await page.waitForFunction(() => document.querySelector('#game').shadowRoot.querySelector('[data-panel=results] [data-action=new]'), null, { timeout: 10_000 });
  });
  await context.close();
}
