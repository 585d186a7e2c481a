// A @web/test-runner server command: `screenshot`.
//
// In a browser test:
//   import { executeServerCommand } from '@web/test-runner-commands';
//   await executeServerCommand('screenshot', { path: 'table.png' });                        // the viewport
//   await executeServerCommand('screenshot', { path: 'table.png', fullPage: true });
//   await executeServerCommand('screenshot', { path: 'el.png', selector: 'klondike-solitaire >>> [part=table]' });
//   await executeServerCommand('screenshot', { path: 'el.png', clip: el.getBoundingClientRect().toJSON() });
// `path` is relative to screenshots/ (a leading `screenshots/` is accepted too) and must end in .png.
// `selector` is a puppeteer selector; `>>>` pierces shadow roots. Returns { path } (relative to the project).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { rootDir } from './dev-server-common.mjs';

export function screenshotPlugin({ dir = path.join(rootDir, 'screenshots') } = {}) {
  const base = path.resolve(dir);
  return {
    name: 'screenshot-command',
    async executeCommand({ command, payload, session }) {
      if (command !== 'screenshot') return undefined;
      if (session.browser.type !== 'puppeteer') {
        throw new Error(`screenshot: needs the chrome (puppeteer) launcher, not ${session.browser.type}`);
      }
      const { path: requested, selector, clip, fullPage = false, omitBackground = false } = payload ?? {};
      if (typeof requested !== 'string' || !requested.endsWith('.png')) {
        throw new Error('screenshot: payload.path must be a relative path ending in .png');
      }
      const relative = requested.replace(/^\.?\/?screenshots\//, '');
      const target = path.resolve(base, relative);
      if (path.isAbsolute(relative) || !target.startsWith(base + path.sep)) {
        throw new Error(`screenshot: ${requested} is outside screenshots/`);
      }
      await mkdir(path.dirname(target), { recursive: true });
      const page = session.browser.getPage(session.id);
      if (selector) {
        const handle = await page.$(selector);
        if (!handle) throw new Error(`screenshot: no element matches ${selector}`);
        try {
          await handle.screenshot({ path: target, omitBackground });
        } finally {
          await handle.dispose();
        }
      } else {
        const area = clip ? { x: clip.x, y: clip.y, width: clip.width, height: clip.height } : undefined;
        await page.screenshot({ path: target, fullPage: !!fullPage, clip: area, omitBackground });
      }
      return { path: path.relative(rootDir, target) };
    },
  };
}
