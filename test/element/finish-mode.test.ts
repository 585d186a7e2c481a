import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { ANALYSIS_BUDGET } from '../../src/element/controllers/assist.js';
import { autoFinishDeal, gameFixture, settle } from './helpers.js';

const finishButton = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLButtonElement>('[data-action=finish]');

describe('finish attribute', () => {
  it('finish="off" (game A, docs/reference-games.md): no Finish button, finish() and the F key play nothing', async () => {
    const el = await gameFixture({ deal: autoFinishDeal(), attrs: 'finish=off' });
    expect(el.getAttribute('finish')).to.equal('off');
    expect(finishButton(el)).to.equal(null);
    expect(el.canFinish).to.equal(false);
    expect(await el.finish()).to.equal(false);
    el.shadowRoot!.querySelector<HTMLElement>('[data-pile="1"]')!.focus();
    await sendKeys({ press: 'f' });
    await new Promise((r) => setTimeout(r, 100));
    expect(el.game.stats.foundationCards).to.equal(36);
  });

  it('finish="auto" (game C, docs/reference-games.md): the auto-finish is offered and wins', async () => {
    const el = await gameFixture({ deal: autoFinishDeal(), attrs: 'finish=auto' });
    expect(finishButton(el)!.disabled).to.equal(false);
    expect(await el.finish()).to.equal(true);
    expect(el.game.isWon()).to.equal(true);
  });

  it('finish="auto": no solver Finish from a position that is not an auto-finish', async () => {
    const el = await gameFixture({ attrs: 'finish=auto&code=KL1-D1N-AAAAAAG' });
    await new Promise((r) => setTimeout(r, 600));
    await settle(el);
    expect(el.canFinish).to.equal(false);
    expect(finishButton(el)!.disabled).to.equal(true);
    expect(await el.finish()).to.equal(false);
    expect(el.game.stats.moves).to.equal(0);
  });

  it('an unknown value warns once and falls back to "solver"; switching to "off" hides the button live', async () => {
    const el = await gameFixture({ deal: autoFinishDeal() });
    const warnings: string[] = [];
    const orig = console.warn;
    console.warn = (...a: unknown[]) => warnings.push(a.join(' '));
    try {
      el.setAttribute('finish', 'sometimes');
      await settle(el);
    } finally {
      console.warn = orig;
    }
    expect(warnings.filter((w) => w.includes('finish')).length).to.equal(1);
    expect(el.finishMode).to.equal('solver');
    expect(finishButton(el)).to.not.equal(null);
    el.setAttribute('finish', 'off');
    await settle(el);
    expect(finishButton(el)).to.equal(null);
  });

  describe('a position the first analysis leaves undecided', () => {
    const saved = { ...ANALYSIS_BUDGET };
    afterEach(() => Object.assign(ANALYSIS_BUDGET, saved, { firstStates: undefined }));
    const offered = async (el: HTMLElement & { canFinish: boolean }, ms: number) => {
      const end = performance.now() + ms;
      while (!el.canFinish && performance.now() < end) await new Promise((r) => setTimeout(r, 50));
      return el.canFinish;
    };

    it('a longer search in the worker still offers Finish, and a click on it wins', async function () {
      this.timeout(80_000); // generous: the machine may be busy
      ANALYSIS_BUDGET.firstStates = 1; // the first search gives up at once
      const el = await gameFixture({ attrs: 'code=KL1-D1N-AAAAAAG' });
      expect(await offered(el, 15_000)).to.equal(true);
      await settle(el);
      const button = finishButton(el)!;
      expect(button.disabled).to.equal(false);
      // Reference game E: a real click plays the solver's line to the win.
      const r = button.getBoundingClientRect();
      await sendMouse({ type: 'click', position: [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] });
      const end = performance.now() + 45_000;
      while (!el.game.isWon() && performance.now() < end) await new Promise((res) => setTimeout(res, 50));
      expect(el.game.isWon()).to.equal(true);
    });

    it('without it (longer budget 0), Finish is not offered', async () => {
      ANALYSIS_BUDGET.firstStates = 1;
      ANALYSIS_BUDGET.longerMs = 0;
      const el = await gameFixture({ attrs: 'code=KL1-D1N-AAAAAAG' });
      expect(await offered(el, 1500)).to.equal(false);
    });
  });
});
