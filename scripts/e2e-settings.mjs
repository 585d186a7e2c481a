// The player's settings from the built files (`npm run e2e`, scripts/e2e.mjs):
//  - the ES module bundle on a German page: a real click on the gear opens
//    the panel in German; real clicks make the table left-handed (the stock
//    moves to the right) and pick a card back; Escape closes it;
//  - the split build: the panel is a chunk of its own, fetched on first use;
//  - the page's own settings for all its games, from the classic script's
//    global: the solver's limits (a bad one refused) and a language.
import { assert, check, openPage, rendered } from './e2e-harness.mjs';

/** The centre of a node of the element's shadow root (or of the settings panel in it, with `inPanel`), in page pixels. */
function centreOf(page, host, selector, inPanel = false) {
  return page.evaluate(
    ([h, sel, deep]) => {
      const root = document.querySelector(h).shadowRoot;
      const scope = deep ? root.querySelector('[data-panel=settings]') : root;
      const n = scope.querySelector(sel);
      if (!n) return null;
      n.scrollIntoView({ block: 'center' });
      const r = n.getBoundingClientRect();
      return [r.left + r.width / 2, r.top + r.height / 2];
    },
    [host, selector, inPanel],
  );
}

async function clickOn(page, host, selector, inPanel = false) {
  const p = await centreOf(page, host, selector, inPanel);
  assert(p, `nothing to click: ${selector}`);
  await page.mouse.click(p[0], p[1]);
  await page.waitForTimeout(150);
}

const panelTitle = (page, host) =>
  page.evaluate((h) => document.querySelector(h).shadowRoot.querySelector('[data-panel=settings] h2')?.textContent.trim() ?? null, host);

/** The checks above. */
export async function settingsChecks(browser, base) {
  console.log('player settings from the built files');
  {
    const { page, context, errors } = await openPage(browser, `${base}/__e2e/lang-module.html`);
    await check('ES module bundle: the gear opens the settings (in German); a click makes the table left-handed and picks a back; Escape closes', async () => {
      await rendered(page, 'klondike-solitaire');
      const host = 'klondike-solitaire';
      const stockX = () => page.evaluate((h) => document.querySelector(h).shadowRoot.querySelector('[part~=stock]').getBoundingClientRect().left, host);
      const tableMid = await page.evaluate((h) => {
        const r = document.querySelector(h).shadowRoot.querySelector('[part~=table]').getBoundingClientRect();
        return r.left + r.width / 2;
      }, host);
      assert((await stockX()) < tableMid, 'the stock starts on the left');
      await clickOn(page, host, '[data-action=settings]');
      await page.waitForFunction((h) => document.querySelector(h).shadowRoot.querySelector('[data-panel=settings] h2'), host);
      assert((await panelTitle(page, host)) === 'Einstellungen', `panel title: ${await panelTitle(page, host)}`);
      await clickOn(page, host, 'input[name=hand]', true);
      await clickOn(page, host, 'input[name="card-back"][value=tartan]', true);
      const attrs = await page.evaluate((h) => [document.querySelector(h).getAttribute('hand'), document.querySelector(h).getAttribute('card-back')], host);
      assert(attrs[0] === 'left' && attrs[1] === 'tartan', `hand, card-back: ${attrs}`);
      await page.keyboard.press('Escape');
      await page.waitForTimeout(200);
      assert((await panelTitle(page, host)) === null, 'the panel is still open after Escape');
      assert((await stockX()) > tableMid, 'left-handed: the stock is not on the right');
      assert(errors.length === 0, errors.join('\n'));
    });
    await context.close();
  }
  {
    const { page, context, errors } = await openPage(browser, `${base}/demo/embed-cdn.html`);
    await check('split build: the settings panel is a chunk fetched on first use', async () => {
      await rendered(page, '#game');
      const fetched = () => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/chunks\/settings-panel-[^/]*\.js$/.test(e.name)));
      assert(!(await fetched()), 'the settings chunk was fetched before it was needed');
      await clickOn(page, '#game', '[data-action=settings]');
      await page.waitForFunction(() => document.querySelector('#game').shadowRoot.querySelector('[data-panel=settings] h2'));
      assert(await fetched(), 'the panel showed without its chunk');
      assert((await panelTitle(page, '#game')) === 'Settings', `panel title: ${await panelTitle(page, '#game')}`);
      assert(errors.length === 0, errors.join('\n'));
    });
    await context.close();
  }

  console.log('page-wide settings from the classic script');
  {
    const { page, context, errors } = await openPage(browser, `${base}/demo/embed-iife.html`, { width: 800, height: 800 });
    await rendered(page, '#game');
    await check('the classic script global gives a page its settings for all games (solver limits, a language of its own)', async () => {
      const r = await page.evaluate(async () => {
        const K = window.KlondikeSolitaire;
        let refused = '';
        try {
          K.configureSolverPool({ workers: 0 });
        } catch (e) {
          refused = e.name;
        }
        K.configureSolverPool({ memoryLog2: 20, idleMs: 10_000 });
        K.registerLanguage('sv', { ...K.stringsEn, 'toolbar.new': 'Ny giv' });
        const game = document.getElementById('game');
        game.lang = 'sv';
        await new Promise((res) => setTimeout(res, 300));
        return { refused, label: game.shadowRoot.querySelector('[data-action=new]')?.textContent.trim(), language: game.language };
      });
      assert(r.refused === 'RangeError' && r.label === 'Ny giv' && r.language === 'sv', JSON.stringify(r));
      assert(errors.length === 0, errors.join('\n'));
    });
    await context.close();
  }
}
