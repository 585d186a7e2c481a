/**
 * axe-core on the element (issue 48): the table (in rows, and on rails
 * left-handed), the settings, results, stuck and run panels and the replay
 * bar, in the light and the dark theme, with no serious or critical
 * violation. `label-content-name-mismatch` (axe's experimental
 * rule for a visible label that the accessible name does not contain) is
 * switched on: a face-up card shows "9♣" and is named "9 of clubs".
 */
import { expect } from '@open-wc/testing';
import type { AxeResults, Result } from 'axe-core';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import { autoFinishDeal, deadDeal, gameFixture, inner, makeDeal, settle, sleep } from './helpers.js';

// Column 1: (Kd) As; 2: 5h; 3: (2c 3c) 7h 6s 5d; 4: empty. Hearts foundation A-2; waste 9c Qh.
const DEAL = makeDeal({
  columns: [['-Kd', 'As'], ['5h'], ['-2c', '-3c', '7h', '6s', '5d'], []],
  foundations: [[], ['Ah', '2h'], [], []],
  waste: ['9c', 'Qh'],
});

interface Axe {
  run(context: Element, options: object): Promise<AxeResults>;
}

/** axe-core's browser build registers `window.axe` when loaded. */
async function loadAxe(): Promise<Axe> {
  const w = window as unknown as { axe?: Axe };
  if (!w.axe) await import('axe-core/axe.min.js' as string);
  return w.axe!;
}

/** The serious and critical violations in `el` (its shadow root included), one line each. */
async function seriousViolations(el: KlondikeSolitaire): Promise<string[]> {
  const axe = await loadAxe();
  const results = await axe.run(el, {
    resultTypes: ['violations'],
    rules: { 'label-content-name-mismatch': { enabled: true } },
  });
  const bad = results.violations.filter((v: Result) => v.impact === 'serious' || v.impact === 'critical');
  return bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.length} node(s), e.g. ${v.nodes[0]?.html.slice(0, 160)} — ${v.nodes[0]?.failureSummary?.replace(/\s+/g, ' ')}`);
}

const panel = (el: KlondikeSolitaire, kind: string) => el.shadowRoot!.querySelector<HTMLElement>(`[data-panel=${kind}]`);

for (const theme of ['light', 'dark']) {
  describe(`<klondike-solitaire> under axe-core, ${theme} theme`, () => {
    it('the table: no serious or critical violation', async () => {
      const el = await gameFixture({ deal: DEAL, attrs: `theme=${theme}` });
      inner(el).select('3', '7h');
      await settle(el);
      expect(await seriousViolations(el)).to.deep.equal([]);
    });

    it('the settings panel', async () => {
      const el = await gameFixture({ deal: DEAL, attrs: `theme=${theme}` });
      expect(el.showSettings()).to.equal(true);
      await settle(el);
      expect(!!panel(el, 'settings'), 'the settings panel shows').to.equal(true);
      expect(await seriousViolations(el)).to.deep.equal([]);
    });

    it('the run panel', async () => {
      const el = await gameFixture({ deal: DEAL, attrs: `theme=${theme}` });
      expect(inner(el).runPanel.open('3', null, 'keyboard')).to.equal(true);
      await settle(el);
      expect(!!el.shadowRoot!.querySelector('.run-panel'), 'the run panel shows').to.equal(true);
      expect(await seriousViolations(el)).to.deep.equal([]);
    });

    it('the results panel (with stats)', async () => {
      const el = await gameFixture({ deal: autoFinishDeal(), attrs: `theme=${theme}&stats=axe-${theme}` });
      await el.finish();
      for (let i = 0; i < 100 && !panel(el, 'results'); i++) await sleep(30);
      await settle(el);
      expect(!!panel(el, 'results'), 'the results panel shows').to.equal(true);
      expect(await seriousViolations(el)).to.deep.equal([]);
    });

    it('a replay, with its bar (play / pause / step / speed)', async () => {
      const el = await gameFixture({ deal: DEAL, attrs: `theme=${theme}` });
      el.move('1-F');
      el.move('S');
      await settle(el);
      const record = el.record;
      el.replay(record);
      await settle(el);
      expect(!!el.shadowRoot!.querySelector('.replay-bar'), 'the replay bar shows').to.equal(true);
      expect(await seriousViolations(el)).to.deep.equal([]);
    });

    it('the table on rails (wide and short), left-handed', async () => {
      const el = await gameFixture({ deal: DEAL, width: 1100, height: 420, attrs: `theme=${theme}&hand=left` });
      expect([inner(el).tableLayout?.rails, inner(el).tableLayout?.hand]).to.deep.equal([true, 'left']);
      expect(await seriousViolations(el)).to.deep.equal([]);
    });

    it('the stuck panel', async () => {
      const el = await gameFixture({ attrs: `theme=${theme}` });
      el.newGame(deadDeal());
      for (let i = 0; i < 100 && !panel(el, 'stuck'); i++) await sleep(30);
      await settle(el);
      expect(!!panel(el, 'stuck'), 'the stuck panel shows').to.equal(true);
      expect(await seriousViolations(el)).to.deep.equal([]);
    });
  });
}
