// @web/test-runner server commands for the leak and soak tests:
//   await executeServerCommand('heap')       → { used }: JS heap in bytes after a full GC
//   await executeServerCommand('soak-config') → { games }: from $SOAK_GAMES (default 20)
// `heap` needs the chrome (puppeteer) launcher: it collects garbage through
// the DevTools protocol, then reads the page's JSHeapUsedSize.
export function heapPlugin() {
  return {
    name: 'heap-command',
    async executeCommand({ command, session }) {
      if (command === 'soak-config') {
        const games = Number(process.env.SOAK_GAMES ?? 20);
        return { games: Number.isInteger(games) && games > 0 ? games : 20 };
      }
      if (command !== 'heap') return undefined;
      if (session.browser.type !== 'puppeteer') throw new Error(`heap: needs the chrome (puppeteer) launcher, not ${session.browser.type}`);
      const page = session.browser.getPage(session.id);
      const client = await page.createCDPSession();
      try {
        await client.send('HeapProfiler.collectGarbage');
        await client.send('HeapProfiler.collectGarbage');
        const { usedSize } = await client.send('Runtime.getHeapUsage');
        return { used: usedSize };
      } finally {
        await client.detach();
      }
    },
  };
}
