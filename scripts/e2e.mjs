#!/usr/bin/env node
// `npm run e2e`: end-to-end checks of the BUILT single files (run `npm run
// build` first; this script builds nothing) in the system Chromium, driven by
// playwright-core, as a host page would meet them.
//
//  - demo/embed.html (two games, the ES module bundle): both render; real mouse
//    clicks on the stock and real drags of cards (positions read from the
//    shadow DOM); the klondike-* events reach the host page; the two games are
//    independent; Finish plays a game to a win through the inlined worker.
//  - demo/embed-iife.html: the classic-script build renders and plays.
//  - a generated page: French from <html lang>, keyboard, persist across a
//    reload, statistics, a winnable deal, all from the built single file.
//  - the languages of the single files: German and Dutch fetched from
//    dist/lang/ next to the ES module and the classic script; a file served
//    without lang/ plays in English (scripts/e2e-languages.mjs).
//  - demo/embed-cdn.html: the split build paints with its entry alone (the
//    solver chunk held back), then loads the solver and dialogs chunks on demand.
//  - demo/csp.html served with a strict Content-Security-Policy header: renders,
//    plays, asks the worker for a hint, with no CSP violation. Without
//    `worker-src blob:` the worker is refused and the main-thread fallback
//    still answers.
//  - every build (ES module, classic script, split build from the page's
//    origin and from another) under the strict policy README gives for it:
//    no violation, and the solver works in a worker (Finish offered on a
//    winnable deal, a winning hint); with no solver at all, the page is told
//    once and the game plays (scripts/e2e-csp.mjs).
//  - the player's settings: the gear, a left-handed table and a card back from
//    the ES module bundle; the settings panel's chunk in the split build
//    (scripts/e2e-settings.mjs).
//  - No global side effects: the globals and document styles before and after
//    the import; loading the bundle twice (and the iife after it) does not throw.
//
// A static server (node:http, no dependency) serves the project root on a
// free port. Prints one line per check and `e2e: N passed, N failed`; exits
// non-zero when a check failed.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ensureBrowser } from './find-browser.mjs';
import { BUNDLE, FLAGS, IIFE, SPLIT, root, startServer, tally } from './e2e-harness.mjs';
import { cspChecks, embedChecks, featureChecks, globalChecks } from './e2e-checks.mjs';
import { noSolverChecks, strictCspChecks } from './e2e-csp.mjs';
import { splitChecks, splitOfflineChecks } from './e2e-split.mjs';
import { languageChecks } from './e2e-languages.mjs';
import { settingsChecks } from './e2e-settings.mjs';

/** The policy demo/csp.html is served with (see scripts/e2e-harness.mjs). */
export { STRICT_CSP } from './e2e-harness.mjs';

// ---- the checks -------------------------------------------------------------------
async function main() {
  for (const f of [BUNDLE, IIFE, SPLIT]) {
    if (!existsSync(path.join(root, f))) {
      console.error(`e2e: ${f} not found: run npm run build first`);
      console.log('e2e: 0 passed, 1 failed');
      process.exit(1);
    }
  }
  const server = await startServer();
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: ensureBrowser(), headless: true, args: FLAGS });
  try {
    await embedChecks(browser, base);
    await cspChecks(browser, base);
    await strictCspChecks(browser, base);
    await noSolverChecks(browser, base);
    await globalChecks(browser, base);
    await splitChecks(browser, base);
    await splitOfflineChecks(browser, base);
    await featureChecks(browser, base);
    await languageChecks(browser, base);
    await settingsChecks(browser, base);
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`e2e: ${tally.passed} passed, ${tally.failed} failed`);
  process.exit(tally.failed ? 1 : 0);
}

main().catch((e) => {
  console.error(e);
  console.log(`e2e: ${tally.passed} passed, ${tally.failed + 1} failed`);
  process.exit(1);
});
