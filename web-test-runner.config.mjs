// `npm run test:browser`: element tests in real Chromium (Debian's, found or
// installed by scripts/find-browser.mjs), TypeScript compiled by esbuild.
// Default commands (sendMouse, sendKeys, setViewport, ...) come from
// @web/test-runner-commands; `screenshot` is ours (scripts/wtr-screenshot-plugin.mjs),
// so are `heap` and `soak-config` (scripts/wtr-heap-plugin.mjs) and `forced-colors`
// (scripts/wtr-forced-colors-plugin.mjs).
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { a11ySnapshotPlugin } from '@web/test-runner-commands/plugins';
import { esbuildTs, jsToTsMiddleware, rootDir } from './scripts/dev-server-common.mjs';
import { CHROME_FLAGS as BASE_FLAGS, ensureBrowser } from './scripts/find-browser.mjs';
import { countReporter } from './scripts/wtr-count-reporter.mjs';
import { screenshotPlugin } from './scripts/wtr-screenshot-plugin.mjs';
import { heapPlugin } from './scripts/wtr-heap-plugin.mjs';
import { touchPlugin } from './scripts/wtr-touch-plugin.mjs';
import { forcedColorsPlugin } from './scripts/wtr-forced-colors-plugin.mjs';

/** Flags for Chromium on this kind of machine (see scripts/find-browser.mjs), headless. */
export const CHROME_FLAGS = ['--headless=new', ...BASE_FLAGS];

const concurrency = Number(process.env.WTR_CONCURRENCY ?? 1);

export default {
  rootDir,
  files: ['test/element/**/*.test.ts'],
  nodeResolve: true,
  concurrency,
  concurrentBrowsers: 1,
  browserStartTimeout: 60_000,
  testsStartTimeout: 60_000,
  testsFinishTimeout: 300_000,
  testFramework: { config: { timeout: 10_000 } },
  browsers: [
    chromeLauncher({
      concurrency,
      launchOptions: { executablePath: ensureBrowser(), headless: true, args: CHROME_FLAGS },
    }),
  ],
  middleware: [jsToTsMiddleware()],
  plugins: [esbuildTs(), screenshotPlugin(), heapPlugin(), touchPlugin(), forcedColorsPlugin(), a11ySnapshotPlugin()],
  filterBrowserLogs: ({ args }) => !(typeof args[0] === 'string' && args[0].includes('Lit is in dev mode')),
  reporters: [
    defaultReporter(),
    summaryReporter({ flatten: false }),
    countReporter({ outputFile: process.env.WTR_RESULTS_FILE }),
  ],
};
