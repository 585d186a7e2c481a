import { expect } from '@open-wc/testing';
import { executeServerCommand, setViewport } from '@web/test-runner-commands';
import { easyDeal, gameFixture, settle } from './helpers.js';

describe('<klondike-solitaire> rendering', () => {
  it('renders 52 card nodes, data-card only on face-up cards', async () => {
    const el = await gameFixture();
    const cards = [...el.shadowRoot!.querySelectorAll('[part~=card]')];
    expect(cards.length).to.equal(52);
    const up = cards.filter((c) => c.classList.contains('up'));
    expect(up.length).to.equal(7);
    for (const c of cards) {
      if (c.classList.contains('up')) expect(c.getAttribute('data-card')).to.match(/^[A2-9TJQK][shdc]$/);
      else {
        expect(c.hasAttribute('data-card')).to.equal(false);
        expect(c.getAttribute('aria-label')).to.equal('Face-down card');
        expect(c.textContent!.trim()).to.equal('');
      }
    }
    const tops = el.game.tableau.map((c) => c.up[0]).sort();
    expect(up.map((c) => c.getAttribute('data-card')).sort()).to.deep.equal(tops);
  });

  it('exposes the parts', async () => {
    const el = await gameFixture();
    const root = el.shadowRoot!;
    const count = (p: string) => root.querySelectorAll(`[part~=${p}]`).length;
    expect(count('table')).to.equal(1);
    expect(count('stock')).to.equal(1);
    expect(count('waste')).to.equal(1);
    expect(count('foundation')).to.equal(4);
    expect(count('column')).to.equal(7);
    expect(count('toolbar')).to.equal(1);
    expect(count('status')).to.equal(1);
    expect(root.querySelectorAll('[part=toolbar] button').length).to.equal(4);
  });

  it('keeps the game on resize and fits 320 px', async () => {
    const el = await gameFixture({ deal: easyDeal(), width: 320 });
    el.move('1-F');
    const before = JSON.stringify(el.game.toJSON());
    const table = el.shadowRoot!.querySelector<HTMLElement>('[part=table]')!;
    expect(table.getBoundingClientRect().width).to.be.closeTo(320, 1);
    (el.parentElement as HTMLElement).style.width = '1000px';
    await new Promise((r) => setTimeout(r, 50));
    await settle(el);
    expect(JSON.stringify(el.game.toJSON())).to.equal(before);
    const cards = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~=card]')];
    const right = Math.max(...cards.map((c) => c.getBoundingClientRect().right));
    expect(right).to.be.at.most(el.getBoundingClientRect().right + 1);
  });

  it('screenshots', async () => {
    await setViewport({ width: 1280, height: 800 });
    const el = await gameFixture({ width: 1280, height: 760 });
    await executeServerCommand('screenshot', { path: 'test/desktop.png' });
    await setViewport({ width: 375, height: 667 });
    (el.parentElement as HTMLElement).style.width = '375px';
    (el.parentElement as HTMLElement).style.height = '640px';
    await new Promise((r) => setTimeout(r, 50));
    await settle(el);
    await executeServerCommand('screenshot', { path: 'test/phone.png' });
  });
});
