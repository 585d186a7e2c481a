// The languages of the built single files (`npm run e2e`, scripts/e2e.mjs):
// English is in the file; every other language is dist/lang/xx.js, fetched
// next to the file on first use.
//  - the ES module bundle on a page in German loads dist/lang/de.js only;
//  - the classic script, loaded from a page in another folder, finds
//    dist/lang/nl.js next to itself (its own URL, not the page's);
//  - a single file served without its lang/ folder plays in English, with
//    one warning and no page error.
import { assert, BUNDLE, check, IIFE, openPage, rendered } from './e2e-harness.mjs';

const label = (page, action) => page.evaluate((a) => document.querySelector('klondike-solitaire').shadowRoot.querySelector(`[data-action=${a}]`).textContent.trim(), action);
/** A face-up king, queen or jack and its corner letter: `[rank, letter]`; draws from the stock until one shows. */
async function courtCorner(page) {
  for (let i = 0; i < 30; i++) {
    const found = await page.evaluate(() => {
      const el = document.querySelector('klondike-solitaire');
      const n = [...el.shadowRoot.querySelectorAll('[part~=card][data-card]')].find((c) => /^[KQJ]/.test(c.dataset.card) && c.querySelector('.idx-rank'));
      if (n) return [n.dataset.card[0], n.querySelector('.idx-rank').textContent.trim()];
      el.move('S');
      return null;
    });
    if (found) return found;
    await page.waitForTimeout(100);
  }
  return [];
}
const langRequests = (page) => page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => /\/lang\//.test(p)));

const COURT = { de: { K: 'K', Q: 'D', J: 'B' }, nl: { K: 'H', Q: 'V', J: 'B' }, en: { K: 'K', Q: 'Q', J: 'J' } };

/** The checks above. */
export async function languageChecks(browser, base) {
  console.log('languages of the single files (dist/lang/)');
  {
    const { page, context, errors } = await openPage(browser, `${base}/__e2e/lang-module.html`);
    await check('ES module bundle, <html lang="de">: German from dist/lang/de.js, and no other language fetched', async () => {
      await rendered(page, 'klondike-solitaire');
      assert((await label(page, 'new')) === 'Neues Spiel', `the new-deal button says ${await label(page, 'new')}`);
      const [rank, letter] = await courtCorner(page);
      assert(rank && letter === COURT.de[rank], `corner of a ${rank}: ${letter}`);
      const fetched = await langRequests(page);
      assert(fetched.length === 1 && fetched[0] === `/${BUNDLE.replace(/[^/]+$/, '')}lang/de.js`, `language files fetched: ${fetched.join(', ')}`);
      assert(errors.length === 0, errors.join('\n'));
    });
    await context.close();
  }
  {
    const { page, context, errors } = await openPage(browser, `${base}/__e2e/lang-iife.html`);
    await check('classic script from another folder, <html lang="nl">: Dutch from lang/nl.js next to the script', async () => {
      await rendered(page, 'klondike-solitaire');
      assert((await label(page, 'new')) === 'Nieuw spel', `the new-deal button says ${await label(page, 'new')}`);
      const [rank, letter] = await courtCorner(page);
      assert(rank && letter === COURT.nl[rank], `corner of a ${rank}: ${letter}`);
      const fetched = await langRequests(page);
      assert(fetched.length === 1 && fetched[0] === `/${IIFE.replace(/[^/]+$/, '')}lang/nl.js`, `language files fetched: ${fetched.join(', ')}`);
      assert(errors.length === 0, errors.join('\n'));
    });
    await context.close();
  }
  {
    // Listen from the start: open a blank page, then go to the one under test.
    const { page, context, errors } = await openPage(browser, `${base}/__e2e/blank.html`);
    const warnings = [];
    const asked = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    page.on('request', (r) => /\/lang\//.test(r.url()) && asked.push(new URL(r.url()).pathname));
    await page.goto(`${base}/__e2e/alone/lang-alone.html`);
    await check('a single file copied without lang/ and parts/, <html lang="fr">: English, simple faces, one warning each, no page error', async () => {
      await rendered(page, 'klondike-solitaire');
      assert((await label(page, 'new')) === 'New deal', `the new-deal button says ${await label(page, 'new')}`);
      // Drawing re-renders: the missing table is not asked for again.
      const [rank, letter] = await courtCorner(page);
      assert(rank && letter === COURT.en[rank], `corner of a ${rank}: ${letter}`);
      await page.waitForTimeout(300);
      const about = warnings.filter((w) => w.includes('"fr" strings could not be loaded'));
      assert(about.length === 1, `warnings: ${JSON.stringify(warnings)}`);
      assert(asked.length === 1 && asked[0] === '/__e2e/alone/lang/fr.js', `language files asked for: ${asked.join(', ')}`);
      // Copied alone, the file also misses parts/art.js: the simple faces stay, with one warning.
      const art = warnings.filter((w) => w.includes('the card art could not be loaded'));
      assert(art.length <= 1, `art warnings: ${JSON.stringify(art)}`);
      const other = errors.filter((e) => !e.includes('/__e2e/alone/lang/fr.js') && !e.includes('/__e2e/alone/parts/art.js') && !e.includes('Failed to load resource'));
      assert(other.length === 0, other.join('\n'));
    });
    await context.close();
  }
  {
    const { page, context, errors } = await openPage(browser, `${base}/__e2e/blank.html`);
    await page.addInitScript(() => {
      const Real = window.AudioContext;
      window.__oscillators = 0;
      window.AudioContext = class extends Real {
        createOscillator() {
          window.__oscillators++;
          return super.createOscillator();
        }
      };
    });
    await page.goto(`${base}/__e2e/lang-module.html`);
    await check('ES module bundle, sound="on": parts/sound.js fetched next to the file; a real click plays', async () => {
      await rendered(page, 'klondike-solitaire');
      await page.evaluate(() => document.querySelector('klondike-solitaire').setAttribute('sound', 'on'));
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/parts/sound.js')));
      const stock = await page.evaluate(() => {
        const r = document.querySelector('klondike-solitaire').shadowRoot.querySelector('[part~=stock]').getBoundingClientRect();
        return [r.left + r.width / 2, r.top + r.height / 2];
      });
      await page.mouse.click(stock[0], stock[1]);
      await page.waitForFunction(() => window.__oscillators > 0, null, { timeout: 5000 });
      assert(errors.length === 0, errors.join('\n'));
    });
    await context.close();
  }
}
