// The checks of `npm run e2e` (scripts/e2e.mjs), one function per page:
// each opens its pages in `browser` (served at `base`) and runs its checks
// through the harness (scripts/e2e-harness.mjs).
import { assert, BUNDLE, check, clickStock, drag, finishWinnableDeal, openPage, playOneDrag, rendered, state, summarize } from './e2e-harness.mjs';

/** demo/embed.html (two games, the ES module bundle) and demo/embed-iife.html (the classic script). */
export async function embedChecks(browser, base) {
  // ---- demo/embed.html -------------------------------------------------------
  console.log('demo/embed.html (ES module bundle, two games)');
  const { page, context, errors } = await openPage(browser, `${base}/demo/embed.html`);
  await check('both games render 52 cards, with their own rules', async () => {
    await rendered(page, '#game-a');
    await rendered(page, '#game-b');
    const a = await state(page, '#game-a');
    const b = await state(page, '#game-b');
    assert(a.draw === 1 && a.scoring === 'normal', `game A: ${JSON.stringify(a)}`);
    assert(b.draw === 3 && b.scoring === 'vegas' && b.score === -52, `game B: ${JSON.stringify(b)}`);
    const visible = await page.locator('#game-a [part~=table]').isVisible();
    assert(visible, 'table A not visible');
  });

  await check('no Blob URL before the first card: the worker script is made when the first worker starts', async () => {
    const w = await page.evaluate(() => window.__workers);
    assert(w.blobsAtFirstCard === 0, `Blob URLs made before the first card: ${JSON.stringify(w)}`);
  });

  let b0;
  await check('a real click on the stock draws a card (event on the host page, source tap)', async () => {
    b0 = await state(page, '#game-b');
    const a0 = await state(page, '#game-a');
    await clickStock(page, '#game-a');
    const a1 = await state(page, '#game-a');
    assert(a1.stock === a0.stock - 1 && a1.waste === a0.waste + 1, `stock ${a0.stock}→${a1.stock}, waste ${a0.waste}→${a1.waste}`);
    const ev = await page.evaluate(() => window.klondikeEvents.filter((e) => e.type === 'klondike-move'));
    assert(ev.length === 1 && ev[0].game === 'a' && ev[0].detail.move === 'S' && ev[0].detail.source === 'tap', `events: ${JSON.stringify(ev)}`);
  });

  await check('a real mouse drag plays a legal move (klondike-move with source drag)', async () => {
    const plan = await playOneDrag(page, '#game-a');
    const ev = await page.evaluate(() => window.klondikeEvents.filter((e) => e.type === 'klondike-move').at(-1));
    assert(ev.game === 'a' && ev.detail.move === plan.move && ev.detail.source === 'drag', `last move event ${JSON.stringify(ev)}, planned ${plan.move}`);
  });

  await check('a drag to an illegal place is refused: klondike-invalid-move, nothing changes', async () => {
    const plan = await page.evaluate(() => {
      const el = document.querySelector('#game-a');
      const root = el.shadowRoot;
      const g = el.game;
      // The top card of a column dropped on the stock slot: never legal.
      const col = g.tableau.findIndex((c) => c.up.length);
      const card = g.tableau[col].up.at(-1);
      const r = (n) => {
        const b = n.getBoundingClientRect();
        return { x: b.left, y: b.top, width: b.width, height: b.height };
      };
      return { card, grab: r(root.querySelector(`[data-card="${card}"]`)), drop: r(root.querySelector('[part~=waste]')) };
    });
    const before = await state(page, '#game-a');
    const n = await page.evaluate(() => window.klondikeEvents.length);
    await drag(page, plan);
    const after = await state(page, '#game-a');
    assert(after.tableau === before.tableau && after.moves === before.moves, 'the table changed');
    const evs = await page.evaluate((k) => window.klondikeEvents.slice(k).map((e) => e.type), n);
    assert(!evs.includes('klondike-move'), `unexpected events ${evs}`);
  });

  await check('the games are independent: B unchanged by A; a click on B leaves A alone', async () => {
    const b1 = await state(page, '#game-b');
    assert(JSON.stringify(b1) === JSON.stringify(b0), `B changed: ${JSON.stringify(b0)} → ${JSON.stringify(b1)}`);
    const a1 = await state(page, '#game-a');
    await clickStock(page, '#game-b');
    const b2 = await state(page, '#game-b');
    const a2 = await state(page, '#game-a');
    assert(b2.waste === 3 && b2.stock === 21, `B after a tap: ${JSON.stringify(b2)}`);
    assert(JSON.stringify(a2) === JSON.stringify(a1), 'A changed when B was played');
    const ev = await page.evaluate(() => window.klondikeEvents.filter((e) => e.type === 'klondike-move').at(-1));
    assert(ev.game === 'b' && ev.detail.move === 'S', `last event ${JSON.stringify(ev)}`);
    assert(a2.code !== b2.code, 'both games have the same code');
  });

  await check('Hint answers through the inlined Blob worker', async () => {
    const h = await page.evaluate(() => document.querySelector('#game-b').hint());
    assert(h && (h.move === null || typeof h.move === 'string'), `hint ${JSON.stringify(h)}`);
    const w = await page.evaluate(() => window.__workers);
    assert(w.created >= 1 && w.urls.every((u) => u === 'blob:'), `workers ${JSON.stringify(w)}`);
    assert(w.answers >= 1, `no answer came from a worker: ${JSON.stringify(w)}`);
    assert(w.blobs === 1, `one Blob URL for every worker of the page: ${JSON.stringify(w)}`);
  });

  await check('Finish plays game A to a win through the worker (klondike-win on the host page)', async () => {
    await finishWinnableDeal(page, '#game-a');
    const win = await page.evaluate(() => window.klondikeEvents.find((e) => e.type === 'klondike-win'));
    assert(win && win.game === 'a' && win.detail.code === 'KL1-D1N-AAAAAAG' && win.detail.moves > 0, `win event ${JSON.stringify(win)}`);
    const b = await state(page, '#game-b');
    assert(b.moves === 1, 'game B was played by A’s finish');
  });

  await check('no console error, no page error on the embed page', async () => {
    assert(errors.length === 0, errors.join('\n'));
  });
  await context.close();

  // ---- demo/embed-iife.html ---------------------------------------------------
  console.log('demo/embed-iife.html (classic script)');
  {
    const { page, context, errors } = await openPage(browser, `${base}/demo/embed-iife.html`, { width: 800, height: 800 });
    await check('the classic-script build renders and plays (mouse click, event)', async () => {
      await rendered(page, '#game');
      await clickStock(page, '#game');
      const s = await state(page, '#game');
      assert(s.waste === 3 && s.draw === 3, JSON.stringify(s));
      const ev = await page.evaluate(() => window.klondikeEvents.map((e) => e.type));
      assert(ev.includes('klondike-move'), `events ${ev}`);
      assert(errors.length === 0, errors.join('\n'));
    });
    await context.close();
  }

}

/** demo/csp.html served with a strict Content-Security-Policy header, with and without `worker-src blob:`. */
export async function cspChecks(browser, base) {
  console.log('demo/csp.html (strict Content-Security-Policy header)');
  for (const [w, h] of [
    [1280, 900],
    [390, 800],
  ]) {
    const { page, context, errors } = await openPage(browser, `${base}/demo/csp.html`, { width: w, height: h });
    await check(`${w}×${h}: renders, plays and asks the worker, with no CSP violation`, async () => {
      const header = await page.evaluate(async () => (await fetch(location.href)).headers.get('content-security-policy'));
      assert(header && header.includes("script-src 'self'") && !header.includes('unsafe'), `header ${header}`);
      await rendered(page, '#game');
      await clickStock(page, '#game');
      await playOneDrag(page, '#game');
      const hint = await page.evaluate(() => document.querySelector('#game').hint());
      assert(hint && 'move' in hint, `hint ${JSON.stringify(hint)}`);
      await page.evaluate(() => document.querySelector('#game').undo());
      await page.waitForTimeout(300);
      const { violations, workers, events } = await page.evaluate(() => ({ violations: window.cspViolations, workers: window.__workers, events: window.klondikeEvents.map((e) => e.type) }));
      assert(events.includes('klondike-move'), `events ${events}`);
      assert(violations.length === 0, `${violations.length} violations: ${summarize(violations)}`);
      assert(workers.created >= 1, 'no worker started');
      const cspErrors = errors.filter((e) => /Content Security Policy|Refused to/i.test(e));
      assert(cspErrors.length === 0, cspErrors.join('\n'));
      assert(errors.length === 0, errors.join('\n'));
    });
    await context.close();
  }
  {
    const { page, context, errors } = await openPage(browser, `${base}/demo/csp.html?noblob`, { width: 900, height: 800 });
    await check('without worker-src blob: the worker is refused (reported) and the solver runs on the main thread (Finish offered, winning hint)', async () => {
      await rendered(page, '#game');
      // A deal the solver wins: Finish is offered only when the solver proved the win.
      await page.evaluate(() => document.querySelector('#game').setAttribute('code', 'KL1-D1N-AAAAAAG'));
      // The pointer over the game: the player reaches for it, its deal is analysed.
      await page.hover('#game');
      await page.waitForFunction(() => document.querySelector('#game').canFinish === true, null, { timeout: 20_000 });
      const hint = await page.evaluate(() => Promise.race([document.querySelector('#game').hint(), new Promise((r) => setTimeout(() => r('timeout'), 15_000))]));
      assert(hint && hint !== 'timeout' && hint.kind === 'winning', `hint ${JSON.stringify(hint)}`);
      const w = await page.evaluate(() => window.__workers);
      assert(w.answers === 0, `a worker answered under a policy that forbids it: ${JSON.stringify(w)}`);
      const violations = await page.evaluate(() => window.cspViolations);
      assert(
        violations.some((v) => v.directive.startsWith('worker-src')),
        `expected a worker-src violation, got ${summarize(violations)}; errors ${errors.join(' | ')}`,
      );
    });
    await context.close();
  }

}

/** No global side effects: globals and document styles around the import, a double load, a hostile page stylesheet. */
export async function globalChecks(browser, base) {
  console.log('global side effects (fresh page)');
  {
    const { page, context, errors } = await openPage(browser, `${base}/__e2e/blank.html`);
    await check('importing the bundle adds no global but the element, no document CSS', async () => {
      const r = await page.evaluate(async (src) => {
        const keys = () => new Set([...Object.getOwnPropertyNames(window), ...Object.keys(window)]);
        const before = keys();
        const sheets = document.styleSheets.length;
        const adopted = document.adoptedStyleSheets.length;
        const heads = document.head.children.length;
        await import(src);
        const added = [...keys()].filter((k) => !before.has(k));
        const el = document.createElement('klondike-solitaire');
        document.getElementById('host').append(el);
        await customElements.whenDefined('klondike-solitaire');
        await el.updateComplete;
        await new Promise((r) => setTimeout(r, 300));
        return {
          added: [...new Set([...added, ...[...keys()].filter((k) => !before.has(k))])],
          sheets: document.styleSheets.length - sheets,
          adopted: document.adoptedStyleSheets.length - adopted,
          heads: document.head.children.length - heads,
          defined: !!customElements.get('klondike-solitaire'),
        };
      }, `/${BUNDLE}`);
      assert(r.defined, 'not defined');
      // `__workers` is this script's own probe; Lit itself always sets its
      // version markers and its metadata polyfill (shared by every Lit element).
      const LIT = ['litPropertyMetadata', 'reactiveElementVersions', 'litHtmlVersions', 'litElementVersions'];
      const added = r.added.filter((k) => k !== '__workers' && !LIT.includes(k));
      assert(added.length === 0, `new globals: ${added.join(', ')}`);
      assert(r.sheets === 0 && r.adopted === 0 && r.heads === 0, `document styles: ${JSON.stringify(r)}`);
    });
    await check('loading the bundle a second time (and the classic script after it) does not throw', async () => {
      const r = await page.evaluate(async (src) => {
        const out = [];
        try {
          await import(`${src}?again`);
          out.push('module: ok');
        } catch (e) {
          out.push(`module: ${e}`);
        }
        await new Promise((resolve) => {
          const s = document.createElement('script');
          s.src = src.replace('bundle.js', 'iife.js');
          s.onload = s.onerror = resolve;
          document.head.append(s);
        });
        await new Promise((r) => setTimeout(r, 100));
        return out;
      }, `/${BUNDLE}`);
      const thrown = [...r.filter((x) => !x.endsWith(': ok')), ...errors];
      assert(thrown.length === 0, `double load: ${thrown.join(' | ')}`);
      const cards = await page.evaluate(() => document.querySelector('klondike-solitaire').shadowRoot.querySelectorAll('[part~=card]').length);
      assert(cards === 52, 'the first element broke');
    });
    await context.close();
  }
  {
    const { page, context, errors } = await openPage(browser, `${base}/__e2e/blank.html`);
    await check('a hostile page stylesheet (* { all: unset }, div { display: none }) leaves the table visible and playable', async () => {
      await page.addStyleTag({ content: '* { all: unset !important; } div { display: none !important; } [part] { display: none !important; }' });
      await page.evaluate(async (src) => {
        await import(src);
        const el = document.createElement('klondike-solitaire');
        el.style.setProperty('--klondike-animation-ms', '0ms');
        document.body.append(el);
      }, `/${BUNDLE}`);
      await page.waitForFunction(() => document.querySelector('klondike-solitaire')?.shadowRoot?.querySelectorAll('[part~=card]').length === 52);
      await page.waitForTimeout(400);
      const box = await page.locator('klondike-solitaire [part~=table]').boundingBox();
      assert(box && box.width > 200 && box.height > 150, `table box ${JSON.stringify(box)}`);
      await clickStock(page, 'klondike-solitaire');
      const s = await state(page, 'klondike-solitaire');
      assert(s.waste === 1, `stock tap did not play: ${JSON.stringify(s)}`);
      assert(errors.length === 0, errors.join('\n'));
    });
    await context.close();
  }
}

/** The player features from the built single file (a generated page, `<html lang="fr">`): language, keyboard, persist, stats, C/D options, winnable. */
export async function featureChecks(browser, base) {
  console.log('features from the built single file (generated page)');
  const { page, context, errors } = await openPage(browser, `${base}/__e2e/features.html`, { width: 800, height: 900 });
  const label = (host, action) => page.evaluate(([h, a]) => document.querySelector(h).shadowRoot.querySelector(`[data-action=${a}]`).textContent.trim(), [host, action]);
  await check('French from the page’s lang, English from the element’s own lang', async () => {
    await rendered(page, '#saved');
    assert((await label('#saved', 'new')) === 'Nouvelle donne', `#saved says ${await label('#saved', 'new')}`);
    await page.waitForFunction(() => document.querySelector('#proven').waitingForDeal === false, null, { timeout: 30_000 });
    await rendered(page, '#proven');
    assert((await label('#proven', 'new')) === 'New deal', `#proven says ${await label('#proven', 'new')}`);
  });
  await check('keyboard: Space on the focused stock draws a card', async () => {
    const before = await state(page, '#saved');
    await page.evaluate(() => document.querySelector('#saved').shadowRoot.querySelector('.slot[data-pile="S"]').focus());
    await page.keyboard.press('Space');
    await page.waitForTimeout(200);
    const after = await state(page, '#saved');
    assert(after.stock === before.stock - 1 && after.moves === before.moves + 1, `${JSON.stringify(before)} → ${JSON.stringify(after)}`);
  });
  await check('persist: the game in progress survives a reload', async () => {
    await clickStock(page, '#saved');
    const before = await state(page, '#saved');
    await page.waitForTimeout(300); // the save is written after the move settles
    await page.reload();
    await rendered(page, '#saved');
    const after = await state(page, '#saved');
    assert(after.code === before.code && after.moves === before.moves && after.stock === before.stock && after.tableau === before.tableau, `${JSON.stringify(before)} → ${JSON.stringify(after)}`);
  });
  await check('stats: a win counts; resetStats forgets it', async () => {
    await finishWinnableDeal(page, '#saved');
    await page.waitForTimeout(300);
    const won = await page.evaluate(() => document.querySelector('#saved').stats.draw1.won);
    assert(won >= 1, `won ${won}`);
    const reset = await page.evaluate(() => {
      const el = document.querySelector('#saved');
      el.resetStats();
      return el.stats.draw1;
    });
    assert(reset.won === 0 && reset.played === 0, `after reset ${JSON.stringify(reset)}`);
  });
  await check('game C and D options: rules-url (a "Rules" link), hint="off" (no Hint), tap="select"', async () => {
    const got = await page.evaluate(async () => {
      const el = document.querySelector('#proven');
      el.setAttribute('rules-url', '/rules.html');
      el.setAttribute('hint', 'off');
      el.setAttribute('tap', 'select');
      await el.updateComplete;
      const link = el.shadowRoot.querySelector('[part~=rules-link]');
      const out = { href: link?.href, name: link?.getAttribute('aria-label'), hint: !!el.shadowRoot.querySelector('[data-action=hint]'), tap: el.tapMode };
      el.removeAttribute('rules-url');
      el.removeAttribute('hint');
      el.removeAttribute('tap');
      return out;
    });
    assert(got.href === `${base}/rules.html` && got.name === 'Rules' && !got.hint && got.tap === 'select', JSON.stringify(got));
  });
  await check('winnable: a fresh draw-3 deal, proven by the solver in the Blob worker', async () => {
    const s = await state(page, '#proven');
    assert(/^KL1-D3N-/.test(s.code) && s.stock === 24, JSON.stringify(s));
    const w = await page.evaluate(() => window.__workers);
    assert(w.answers >= 1 && w.urls.every((u) => u === 'blob:'), `workers ${JSON.stringify(w)}`);
    assert(errors.length === 0, errors.join('\n'));
  });
  await check('a phone in landscape: piles on rails, status on the toolbar row, the stock draws on a click', async () => {
    await page.setViewportSize({ width: 844, height: 390 });
    await page.evaluate(() => (document.body.style.width = 'auto'));
    await page.waitForTimeout(300);
    const shape = await page.evaluate(() => {
      const el = document.querySelector('#proven');
      const r = (sel) => el.shadowRoot.querySelector(sel).getBoundingClientRect();
      return { rails: el.shadowRoot.querySelector('[part=table]').classList.contains('rails'), bar: r('[part=toolbar]').top, status: r('[part=status]').top, height: el.getBoundingClientRect().height };
    });
    assert(shape.rails && Math.abs(shape.bar - shape.status) < 2 && shape.height <= 390, JSON.stringify(shape));
    const before = await state(page, '#proven');
    await clickStock(page, '#proven');
    const after = await state(page, '#proven');
    assert(after.moves === before.moves + 1, `${JSON.stringify(before)} → ${JSON.stringify(after)}`);
  });
  await context.close();
}
