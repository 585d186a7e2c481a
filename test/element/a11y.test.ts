import { expect, waitUntil } from '@open-wc/testing';
import { a11ySnapshot, resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import { autoFinishDeal, cardNode, easyDeal, gameFixture, makeDeal, pileNode, settle, inner, suit } from './helpers.js';

// Column 1: (Kd) As; 2: 5h; 3: (2c 3c) 7h 6s 5d; 4: empty. Hearts foundation A-2; waste 9c Qh; stock: the 40 others.
const DEAL = makeDeal({
  columns: [['-Kd', 'As'], ['5h'], ['-2c', '-3c', '7h', '6s', '5d'], []],
  foundations: [[], ['Ah', '2h'], [], []],
  waste: ['9c', 'Qh'],
});

interface AxNode {
  role?: string;
  name?: string;
  children?: AxNode[];
}

/**
 * Every node of the Chromium accessibility tree (puppeteer's snapshot), or
 * null when the runner lacks the `a11y-snapshot` command (a11ySnapshotPlugin
 * from @web/test-runner-commands/plugins must be in the runner's plugins).
 */
async function axNodes(): Promise<AxNode[] | null> {
  let root: AxNode;
  try {
    root = (await a11ySnapshot({})) as unknown as AxNode;
  } catch (e) {
    if (String(e).includes('Unknown command')) return null;
    throw e;
  }
  const all: AxNode[] = [];
  const walk = (n: AxNode) => {
    all.push(n);
    n.children?.forEach(walk);
  };
  walk(root);
  return all;
}

function liveRegion(el: KlondikeSolitaire): HTMLElement {
  return el.shadowRoot!.querySelector<HTMLElement>('[aria-live=polite]')!;
}

/** Waits for the announcer (it speaks at the end of the task). */
async function announced(el: KlondikeSolitaire): Promise<string> {
  await settle(el);
  return liveRegion(el).textContent!.trim();
}

const label = (n: HTMLElement) => n.getAttribute('aria-label');

describe('<klondike-solitaire> accessibility', () => {
  it('names every pile after what it holds, and every card', async () => {
    const el = await gameFixture({ deal: DEAL });
    expect(label(pileNode(el, 'S'))).to.equal('Stock, 40 cards');
    expect(label(pileNode(el, 'W'))).to.equal('Waste, 2 cards, queen of hearts on top');
    expect(label(pileNode(el, 'Fh'))).to.equal('Hearts foundation, up to 2');
    expect(label(pileNode(el, 'Fs'))).to.equal('Spades foundation, empty');
    expect(label(pileNode(el, '1'))).to.equal('Column 1, 1 hidden card, ace of spades');
    expect(label(pileNode(el, '3'))).to.equal('Column 3, 2 hidden cards, 7 of hearts to 5 of diamonds');
    expect(label(pileNode(el, '4'))).to.equal('Column 4, empty');
    expect(label(cardNode(el, '5d'))).to.equal('5 of diamonds');
    expect(label(cardNode(el, 'Qh'))).to.equal('Queen of hearts');
    // Only the top card of each pile is in the tree (the pile's name says what lies under it).
    const down = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~=card].down')];
    expect(down.length).to.be.greaterThan(0);
    for (const d of down) expect([d.getAttribute('aria-hidden'), d.getAttribute('role'), label(d)]).to.deep.equal(['true', null, null]);
    for (const under of ['9c', '7h', '6s', 'Ah']) expect([cardNode(el, under).getAttribute('aria-hidden'), cardNode(el, under).getAttribute('role')], under).to.deep.equal(['true', null]);
    for (const top of ['Qh', '5d', '2h', 'As', '5h']) expect([cardNode(el, top).hasAttribute('aria-hidden'), cardNode(el, top).getAttribute('role')], top).to.deep.equal([false, 'button']);
    const table = el.shadowRoot!.querySelector('[part=table]')!;
    expect(table.getAttribute('role')).to.equal('application');
    const help = el.shadowRoot!.getElementById(table.getAttribute('aria-describedby')!)!;
    expect(help.textContent).to.contain('Enter');
  });

  it('the Chromium accessibility tree has the names and roles', async () => {
    const el = await gameFixture({ deal: DEAL });
    const nodes = await axNodes();
    expect(nodes, 'the runner has the a11y-snapshot command (web-test-runner.config.mjs)').to.not.equal(null);
    if (!nodes) return;
    const find = (name: string) => nodes.find((n) => n.name === name);
    expect(find('Column 3, 2 hidden cards, 7 of hearts to 5 of diamonds')?.role).to.equal('button');
    expect(find('Stock, 40 cards')?.role).to.equal('button');
    expect(find('Hearts foundation, up to 2')?.role).to.equal('button');
    expect(find('5 of diamonds')?.role).to.equal('button');
    expect(find('New deal')?.role).to.equal('button');
    // A quiet tree: no face-down card, no card under another (the pile names say them).
    expect(nodes.some((n) => n.name === 'Face-down card')).to.equal(false);
    expect(nodes.filter((n) => /^(7|6) of (hearts|spades)$|^9 of clubs$|^2 of hearts$/i.test(n.name ?? '')).map((n) => n.name)).to.deep.equal(['2 of hearts']);
    // The cards in the tree are the five tops (Qh, 2h, As, 5h, 5d), beside the 13 piles: not 52.
    const cardNames = nodes.filter((n) => n.role === 'button' && /^(ace|king|queen|jack|\d+) of (spades|hearts|diamonds|clubs)$/i.test(n.name ?? '')).map((n) => n.name);
    expect(cardNames.sort()).to.deep.equal(['2 of hearts', '5 of diamonds', '5 of hearts', 'Ace of spades', 'Queen of hearts']);
    // No face-down card gives itself away in the tree.
    expect(nodes.some((n) => n.name === 'King of diamonds')).to.equal(false);
    el.move('1-F');
    await announced(el);
    const after = (await axNodes())!;
    expect(after.some((n) => n.name === 'King of diamonds')).to.equal(true);
    const status = after.filter((n) => n.role === 'status');
    expect(JSON.stringify(status)).to.contain('Ace of spades to the spades foundation.');
  });

  it('announces a move, the card it turns, and an illegal move with its reason', async () => {
    const el = await gameFixture({ deal: DEAL });
    const region = liveRegion(el);
    expect(region.getAttribute('role')).to.equal('status');
    el.move('1-F');
    expect(await announced(el)).to.equal('Ace of spades to the spades foundation. King of diamonds turned face up.');
    el.move('2-3');
    expect(await announced(el)).to.equal('Only a black 4 can go on the 5 of diamonds.');
    el.move('S');
    expect(await announced(el)).to.match(/^Drew .+\.$/);
    el.undo();
    expect(await announced(el)).to.match(/^Undone: Drew .+\.$/);
    el.undo();
    expect(await announced(el), 'undo says which move').to.equal('Undone: Ace of spades to the spades foundation.');
  });

  it('names the selection in the pile\'s name, and announces a run chosen in the run panel when it closes', async () => {
    const el = await gameFixture({ deal: DEAL });
    pileNode(el, '3').focus();
    await sendKeys({ press: 'Enter' }); // the run panel, on the top card (5d)
    await settle(el);
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    await settle(el);
    await sendKeys({ press: 'Enter' }); // 7h and the two under it
    expect(await announced(el)).to.equal('7 of hearts and 2 more selected.');
    expect(label(pileNode(el, '3'))).to.equal('Column 3, 2 hidden cards, 7 of hearts to 5 of diamonds, 7 of hearts selected');
    expect(label(pileNode(el, '2'))).to.equal('Column 2, 5 of hearts');
    await sendKeys({ press: 'Escape' });
    await settle(el);
    expect(label(pileNode(el, '3'))).to.equal('Column 3, 2 hidden cards, 7 of hearts to 5 of diamonds');
  });

  it('the hint to draw is phrased for the keyboard after a key, for a tap after a pointer', async () => {
    // Nothing to play on the table: the hint is to draw.
    const tops = ['2s', '2c', '4s', '4c', '6s', '6c', '8s'];
    const rest = ['s', 'h', 'd', 'c'].flatMap((x) => suit(x)).filter((c) => !tops.includes(c) && c !== 'Kh' && c !== 'Ah');
    const sizes = [6, 6, 6, 6, 7, 6, 6];
    let k = 0;
    const deal = makeDeal({ columns: tops.map((t, i) => [...rest.slice(k, (k += sizes[i])).map((c) => '-' + c), t]), stock: ['Kh', 'Ah'], fill: false });
    const el = await gameFixture({ deal });
    pileNode(el, 'S').focus();
    await sendKeys({ press: 'h' });
    await waitUntil(() => liveRegion(el).textContent!.includes('Hint'), 'no hint said', { timeout: 8000 });
    expect(liveRegion(el).textContent!.trim()).to.equal('Hint: press Space to draw from the stock.');
    await settle(el);
    const button = el.shadowRoot!.querySelector<HTMLElement>('[part=toolbar] [data-action=hint]')!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(button.left + button.width / 2), Math.round(button.top + button.height / 2)] });
    await waitUntil(() => liveRegion(el).textContent!.includes('tap'), 'no hint said after the click', { timeout: 8000 });
    expect(liveRegion(el).textContent!.trim()).to.equal('Hint: tap the stock.');
    await resetMouse();
  });

  it('Finish says that it starts and how far it got, not 16 cards in silence', async () => {
    const el = await gameFixture({ deal: autoFinishDeal() });
    const said: string[] = [];
    const region = liveRegion(el);
    const obs = new MutationObserver(() => region.textContent!.trim() && said.push(region.textContent!.trim()));
    obs.observe(region, { childList: true, characterData: true, subtree: true });
    await el.finish();
    await waitUntil(() => said.some((x) => x.startsWith('You won')), 'the win was never said', { timeout: 8000 });
    obs.disconnect();
    expect(said[0]).to.equal('Finishing: 16 cards to go home.');
    expect(said).to.include('46 cards home.');
    expect(said.at(-1)).to.match(/^You won!/);
  });

  it('the stuck verdict is said after the move that led to it', async () => {
    const tops = ['2s', '2c', '4s', '4c', '6s', '6c', '8s'];
    const rest = ['s', 'h', 'd', 'c'].flatMap((x) => suit(x)).filter((c) => !tops.includes(c) && c !== 'Kh');
    const sizes = [6, 6, 6, 6, 7, 7, 6];
    let k = 0;
    const deal = makeDeal({ columns: tops.map((t, i) => [...rest.slice(k, (k += sizes[i])).map((c) => '-' + c), t]), stock: ['Kh'], fill: false });
    const el = await gameFixture({ attrs: 'scoring=vegas' });
    el.newGame(deal);
    await settle(el);
    el.move('S'); // one pass (Vegas): after it no move is left
    expect(await announced(el)).to.equal('Drew king of hearts. No way forward: no move can change this game any more.');
  });

  it('announces a selection made from the keyboard, and the same text twice', async () => {
    const el = await gameFixture({ deal: DEAL });
    inner(el).select('3', '7h');
    expect(await announced(el)).to.equal('7 of hearts and 2 more selected.');
    inner(el).clearSelection();
    await settle(el);
    el.move('2-3');
    const first = liveRegion(el).textContent;
    await announced(el);
    el.move('2-3');
    await announced(el);
    expect(liveRegion(el).textContent).to.not.equal(first === null ? '' : liveRegion(el).textContent + 'x');
    expect(liveRegion(el).textContent!.trim()).to.equal('Only a black 4 can go on the 5 of diamonds.');
  });

  it('announces the win', async () => {
    const el = await gameFixture({ deal: easyDeal() });
    const said: string[] = [];
    const region = liveRegion(el);
    const obs = new MutationObserver(() => said.push(region.textContent!.trim()));
    obs.observe(region, { childList: true, characterData: true, subtree: true });
    for (let i = 0; i < 400 && !el.game.isWon(); i++) {
      const m = el.game.moves().find((x) => x.endsWith('-F')) ?? 'S';
      el.move(m);
    }
    await settle(el);
    obs.disconnect();
    expect(el.game.isWon()).to.equal(true);
    expect(said.at(-1)).to.match(/You won! Score [\d,]+, \d+ moves, time \d\d:\d\d\./);
  });

  it('the status bar is a labelled group, not a live region (the clock must not chatter)', async () => {
    const el = await gameFixture();
    const bar = el.shadowRoot!.querySelector('[part=status]')!;
    expect(bar.getAttribute('role')).to.equal('group');
    expect(bar.getAttribute('aria-label')).to.equal('Game status');
    expect(bar.hasAttribute('aria-live')).to.equal(false);
    expect(el.shadowRoot!.querySelectorAll('[aria-live], [role=status]').length).to.equal(1);
  });

  it('shows a clear focus ring on every pile', async () => {
    const el = await gameFixture({ deal: DEAL });
    pileNode(el, 'S').focus();
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowRight' });
    const seen: string[] = [];
    for (let i = 0; i < 13; i++) {
      const active = el.shadowRoot!.activeElement as HTMLElement;
      const cs = getComputedStyle(active);
      expect(cs.outlineStyle, active.dataset.pile).to.equal('solid');
      expect(parseFloat(cs.outlineWidth)).to.be.at.least(2);
      seen.push(active.dataset.pile!);
      await sendKeys({ press: 'ArrowRight' });
    }
    expect(seen).to.deep.equal(['S', 'W', 'Fs', 'Fh', 'Fd', 'Fc', '1', '2', '3', '4', '5', '6', '7']);
  });
});
