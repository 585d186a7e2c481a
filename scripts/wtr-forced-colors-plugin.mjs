// A @web/test-runner server command: `forced-colors`, which emulates the
// `forced-colors` media feature (Windows high contrast) through the page's
// CDP session (Emulation.setEmulatedMedia), so `@media (forced-colors:
// active)` rules apply and Chromium forces the system colours as it does
// under a high-contrast theme.
//
// In a browser test:
//   import { executeServerCommand } from '@web/test-runner-commands';
//   await executeServerCommand('forced-colors', { active: true });
//   await executeServerCommand('forced-colors', { active: false });

const sessions = new WeakMap();

/** The plugin for web-test-runner.config.mjs. */
export function forcedColorsPlugin() {
  return {
    name: 'forced-colors-command',
    async executeCommand({ command, payload, session }) {
      if (command !== 'forced-colors') return undefined;
      if (session.browser.type !== 'puppeteer') throw new Error(`${command}: needs the chrome (puppeteer) launcher, not ${session.browser.type}`);
      const page = session.browser.getPage(session.id);
      let cdp = sessions.get(page);
      if (!cdp) {
        cdp = await page.target().createCDPSession();
        sessions.set(page, cdp);
      }
      const active = !!payload?.active;
      await cdp.send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value: active ? 'active' : 'none' }] });
      return { active };
    },
  };
}
