/**
 * The ends of a game, through real input: the results panel after a win
 * (figures, Copy, Same deal, the score row), the stuck dialog and its exits,
 * a dead end proven by the solver while legal moves remain, the hint that
 * says nothing advances (a message with exits), Finish → Stop, and the
 * status bar's counters.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import { Klondike, replayRecord } from '../../src/engine/index.js';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import { formatClock } from '../../src/element/i18n/format.js';
import { autoFinishDeal, clickCard, clickPile, gameFixture, messageText, record, resultsExtras, settle, sleep, off } from './helpers.js';

/** A won game of KL1-D1N-AAAAAAG (a solver line), as a record (also in record-replay.test.ts). */
const WON_G =
  'KR1.KL1-D1N-AAAAAAG.VYlDKFFFAKqFFAHlFFFAJFFFAJREGFFBG5pu6lFCNCJJuFAGGCGCGrqVVcVccxxCKBK9_H_V_O5CJCJCJ84OxOOOyxxOVOVVjVCG_OOBNONj4AH_BAHVOVOVjOVjqOVjqOVjqOVjqOV';

/**
 * Vegas, one pass: the last move (W-F) leaves no legal move at all; the
 * position before it is not stuck (found with the engine and `isStuck`).
 */
const DEAD_CODE = 'KL1-D1V-AAAAASC';
const DEAD_LINE = ['3-7', 'S', 'S', 'S', 'S', 'W-F', 'S', 'W-6', 'S', 'W-4', 'S', 'S', 'S', 'S', 'S', 'W-6', '5-6', '5-1', 'S', 'W-3', 'S', 'W-F', '2-F', 'S', 'S', 'S', 'W-F', 'S', 'S', 'S', 'S', 'W-F', 'S', 'S', 'S', 'S', 'W-F'];

/**
 * Vegas, one pass: after these 7 moves, `S` and `1-7` are still legal but
 * `isStuck` proves that no line reaches progress (found the same way).
 */
const PROVEN_CODE = 'KL1-D1V-AAAAACR';
const PROVEN_LINE = ['S', 'S', 'S', 'W-F', '6-F', 'S', 'S'];

/** A real mouse click in the middle of a node (scrolled into view first), then the element settles. */
async function press(el: KlondikeSolitaire, node: Element | null | undefined): Promise<void> {
  if (!node) throw new Error('nothing to press');
  node.scrollIntoView({ block: 'center', inline: 'center' });
  const r = node.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] });
  await settle(el);
}

const root = (el: KlondikeSolitaire) => el.shadowRoot!;
/** Whether a node is there (as a boolean: a failed assertion that prints a DOM node stalls the page). */
const has = (node: Element | null | undefined): boolean => !!node;
const toolbarButton = (el: KlondikeSolitaire, action: string) => root(el).querySelector<HTMLButtonElement>(`[part=toolbar] [data-action=${action}]`)!;

/** The win panel (after its delay), rendered. */
async function resultsPanel(el: KlondikeSolitaire) {
  await resultsExtras(el);
  const panel = root(el).querySelector<HTMLElement>('[data-panel=results]');
  expect(!!panel, 'the results panel shows').to.equal(true);
  await el.updateComplete;
  return panel!;
}

/** The stuck dialog, rendered. */
async function stuckDialog(el: KlondikeSolitaire) {
  await settle(el);
  const dialog = root(el).querySelector<HTMLElement>('[data-panel=stuck]');
  expect(!!dialog, 'the stuck dialog shows').to.equal(true);
  await el.updateComplete;
  return dialog!;
}

/** Plays a line through the element's API (one tick: no analysis runs in between). */
function play(el: KlondikeSolitaire, line: readonly string[]): void {
  for (const m of line) expect(el.move(m), m).to.equal(true);
}

/** A status bar value (`moves`, `passes`, `score`, `time`), or null when the item is absent. */
async function status(el: KlondikeSolitaire, name: string): Promise<string | null> {
  await el.updateComplete;
  return root(el).querySelector('[part=status]')!.querySelector(`[data-stat=${name}] .value`)?.textContent?.trim() ?? null;
}

describe('<klondike-solitaire> endings', function () {
  this.timeout(20_000);

  it('win panel - time, moves, passes and the deal code; Copy copies the code; Same deal deals it again', async () => {
    const el = await gameFixture();
    el.newGame('KL1-D1N-AAAAAAG');
    const line = replayRecord(WON_G).history;
    const wins = record(el, 'klondike-win');
    play(el, line.slice(0, 1));
    await sleep(1100); // the clock runs from the first move: the panel shows 00:01
    play(el, line.slice(1));
    expect(el.game.isWon()).to.equal(true);
    const panel = await resultsPanel(el);
    const pr = panel;
    const stat = (name: string) => pr.querySelector(`[data-stat=${name}]`)?.textContent?.trim() ?? null;
    const g = el.game;
    expect(wins.length).to.equal(1);
    expect(stat('time')).to.equal(formatClock(wins[0].detail.timeMs, 'en-US'));
    expect(wins[0].detail.timeMs).to.be.at.least(1000);
    expect(stat('time')).to.match(/^00:0[1-9]$/);
    expect(stat('moves')).to.equal(String(g.stats.moves));
    expect(stat('moves')).to.equal(String(line.length));
    expect(stat('passes')).to.equal(String(g.stats.passes));
    expect(stat('cards')).to.equal('52');
    expect(stat('score')).to.equal(g.scoreText);
    expect(pr.querySelector('code')!.textContent!.trim()).to.equal('KL1-D1N-AAAAAAG');

    // Copy (real click): the code goes to the clipboard, the button says so.
    const clip = navigator.clipboard;
    const original = clip.writeText;
    const copied: string[] = [];
    clip.writeText = async (text: string) => void copied.push(text);
    const copy = pr.querySelector<HTMLButtonElement>('[data-action=copy]')!;
    expect(copy.textContent!.trim()).to.equal('Copy');
    try {
      await press(el, copy);
      await el.updateComplete;
    } finally {
      clip.writeText = original;
    }
    expect(copied).to.deep.equal(['KL1-D1N-AAAAAAG']);
    expect(copy.textContent!.trim()).to.equal('Copied');

    // Same deal (real click): the same cards from the start.
    const news = record(el, 'klondike-new-game');
    await press(el, pr.querySelector('[data-action=same]'));
    const fresh = new Klondike({ code: 'KL1-D1N-AAAAAAG' });
    expect(has(root(el).querySelector<HTMLElement>('[data-panel=results]'))).to.equal(false);
    expect(el.game.code).to.equal('KL1-D1N-AAAAAAG');
    expect(el.code).to.equal('KL1-D1N-AAAAAAG');
    expect(el.game.stats.moves).to.equal(0);
    expect(el.game.isWon()).to.equal(false);
    expect(el.game.tableau).to.deep.equal(fresh.tableau);
    expect(el.game.moves()).to.deep.equal(fresh.moves());
    expect(news.length).to.equal(1);
  });

  it('win panel - scoring="none" shows no score row (scoring normal does, above)', async () => {
    const el = await gameFixture();
    el.newGame('KL1-D1U-AAAAAAG');
    expect(el.scoring).to.equal('none');
    play(el, replayRecord(WON_G).history);
    const panel = await resultsPanel(el);
    const pr = panel;
    expect(has(pr.querySelector('[data-stat=moves]')), 'the panel rendered').to.equal(true);
    expect(has(pr.querySelector('[data-stat=score]'))).to.equal(false);
    expect(pr.querySelector('code')!.textContent!.trim()).to.equal('KL1-D1U-AAAAAAG');
    expect(await status(el, 'score')).to.equal(null);
    // The same deal scored: the row is there.
    el.newGame('KL1-D1N-AAAAAAG');
    play(el, replayRecord(WON_G).history);
    const scored = (await resultsPanel(el));
    expect(scored.querySelector('[data-stat=score]')!.textContent!.trim()).to.equal(el.game.scoreText);
  });

  it('stuck dialog - "Replay this deal" goes back to the deal', async () => {
    const el = await gameFixture();
    const stuck = record(el, 'klondike-stuck');
    el.newGame(DEAD_CODE);
    play(el, DEAD_LINE);
    expect(el.game.moves()).to.deep.equal([]);
    const dialog = await stuckDialog(el);
    expect(stuck.length).to.equal(1);
    const dr = dialog;
    expect(has(dr.querySelector('[data-action=undo]')), 'undo offered').to.equal(true);
    await press(el, dr.querySelector('[data-action=same]'));
    expect(has(root(el).querySelector<HTMLElement>('[data-panel=stuck]'))).to.equal(false);
    expect(el.game.code).to.equal(DEAD_CODE);
    expect(el.game.stats.moves).to.equal(0);
    expect(el.game.tableau).to.deep.equal(new Klondike({ code: DEAD_CODE }).tableau);
  });

  it('stuck dialog - "Undo last move" undoes one move and closes it', async () => {
    const el = await gameFixture();
    el.newGame(DEAD_CODE);
    play(el, DEAD_LINE);
    const dialog = await stuckDialog(el);
    const undos = record(el, 'klondike-undo');
    await press(el, dialog.querySelector('[data-action=undo]'));
    expect(undos.map((e) => e.detail.move)).to.deep.equal(['W-F']);
    expect(el.game.history).to.deep.equal(DEAD_LINE.slice(0, -1));
    expect(el.game.moves()).to.include('W-F');
    expect(has(root(el).querySelector<HTMLElement>('[data-panel=stuck]'))).to.equal(false);
    await sleep(400); // the position before is not a dead end: the dialog stays closed
    await settle(el);
    expect(has(root(el).querySelector<HTMLElement>('[data-panel=stuck]'))).to.equal(false);
  });

  it('stuck dialog - undo-limit="0": no undo exit', async () => {
    const el = await gameFixture({ attrs: 'undo-limit=0' });
    el.newGame(DEAD_CODE);
    expect(el.undoLimit).to.equal(0);
    play(el, DEAD_LINE);
    const dr = (await stuckDialog(el));
    expect(has(dr.querySelector('[data-action=same]'))).to.equal(true);
    expect(has(dr.querySelector('[data-action=new]'))).to.equal(true);
    expect(has(dr.querySelector('[data-action=undo]'))).to.equal(false);
  });

  it('stuck - proven by the solver while legal moves remain: the dialog shows', async () => {
    const el = await gameFixture();
    el.newGame(PROVEN_CODE);
    const movesLeft: number[] = [];
    el.addEventListener('klondike-stuck', () => movesLeft.push(el.game.moves().length));
    play(el, PROVEN_LINE);
    expect(el.game.moves(), 'legal moves remain').to.deep.equal(['S', '1-7']);
    await waitUntil(() => movesLeft.length > 0, 'the solver never proved the dead end', { timeout: 8000, interval: 50 });
    expect(movesLeft).to.deep.equal([2]);
    const dialog = await stuckDialog(el);
    expect(dialog.getAttribute('aria-label')).to.equal('No way forward');
    expect(el.game.history).to.deep.equal(PROVEN_LINE);
  });

  describe('stuck="lost": a game the solver proves lost though moves remain', () => {
    // Vegas, one pass: after six taps on the stock moves remain (S, 2-6, 3-7,
    // 5-F, 5-4), no dead end, but no win any more; after five it was winnable
    // (found with the engine and the solver).
    const LOST_CODE = 'KL1-D1V-AAAAAER';
    const LOST_LINE = ['S', 'S', 'S', 'S', 'S', 'S'];

    it('the panel says so at once (title, text, exits), the event says lost; once per game', async function () {
      this.timeout(30_000);
      const el = await gameFixture({ attrs: 'stuck=lost' });
      el.newGame(LOST_CODE);
      const stuck = record(el, 'klondike-stuck');
      play(el, LOST_LINE);
      expect(el.game.moves().length, 'legal moves remain').to.equal(5);
      await waitUntil(() => stuck.length > 0, 'the lost game was never announced', { timeout: 15_000, interval: 50 });
      expect(stuck.map((e) => e.detail)).to.deep.equal([{ lost: true }]);
      const dialog = await stuckDialog(el);
      expect(dialog.getAttribute('aria-label')).to.equal('No win possible');
      const dr = dialog;
      expect(dr.querySelector('p')!.textContent).to.equal('Moves remain, but this game can no longer be won.');
      const exits = [...dr.querySelectorAll<HTMLButtonElement>('button')].map((b) => b.dataset.action);
      expect(exits).to.deep.equal(['new', 'same', 'review', 'undo']);
      await sleep(50); // the announcer speaks at the end of the task
      expect(root(el).querySelector('[aria-live=polite]')!.textContent).to.contain('This game can no longer be won.');
      // Review: the panel closes; the next moves (still lost) do not bring it back.
      await press(el, dr.querySelector('[data-action=review]'));
      expect(has(root(el).querySelector<HTMLElement>('[data-panel=stuck]'))).to.equal(false);
      expect(el.move('5-F')).to.equal(true);
      await sleep(1500);
      await settle(el);
      expect(has(root(el).querySelector<HTMLElement>('[data-panel=stuck]'))).to.equal(false);
      expect(stuck.length).to.equal(1);
    });

    it('the default (stuck="announce") says nothing while moves remain', async function () {
      this.timeout(30_000);
      const el = await gameFixture({ attrs: 'code=KL1-D1V-AAAAAER' });
      const stuck = record(el, 'klondike-stuck');
      play(el, LOST_LINE);
      await sleep(2000);
      await settle(el);
      expect(stuck.length).to.equal(0);
      expect(has(root(el).querySelector<HTMLElement>('[data-panel=stuck]'))).to.equal(false);
    });
  });

  it('hint - when no move advances the game: a message with exits, dismissed with ✕', async () => {
    const el = await gameFixture({ attrs: 'stuck=silent' });
    el.newGame(PROVEN_CODE);
    play(el, PROVEN_LINE);
    await settle(el);
    await press(el, toolbarButton(el, 'hint'));
    await waitUntil(() => messageText(el) !== null, 'no hint message', { timeout: 8000, interval: 50 });
    await settle(el);
    expect(messageText(el)).to.equal('No move really advances this game now.');
    const msg = root(el).querySelector('[part=message]')!;
    const exits = [...msg.querySelectorAll<HTMLButtonElement>('button')].map((b) => b.dataset.action);
    expect(exits).to.deep.equal(['new', 'same', 'undo', 'close']);
    expect(root(el).querySelectorAll('.card.hint, .slot.hint').length, 'nothing previewed').to.equal(0);
    await sleep(200);
    expect(messageText(el), 'it stays until dismissed').to.not.equal(null);
    await press(el, msg.querySelector('[data-action=close]'));
    expect(has(root(el).querySelector('[part=message]'))).to.equal(false);
    expect(el.game.history).to.deep.equal(PROVEN_LINE);
  });

  it('Finish - the button reads Stop while it plays; pressing it stops before the win', async () => {
    const el = await gameFixture({ deal: autoFinishDeal() });
    el.style.setProperty('--klondike-animation-ms', '400ms'); // a visible pace: ~220 ms a card
    const wins = record(el, 'klondike-win');
    const button = toolbarButton(el, 'finish');
    expect(button.getAttribute('aria-label')).to.equal('Finish');
    expect(button.innerText.trim()).to.equal('Finish');
    expect(off(button)).to.equal(false);
    // The toolbar keeps its places when Finish turns to Stop (no button moves or resizes).
    const places = () => [...root(el).querySelectorAll('[part=toolbar] > *')].map((b) => { const r = b.getBoundingClientRect(); return `${Math.round(r.left)}+${Math.round(r.width)}`; }).join(' ');
    const before = places();
    await press(el, button);
    await waitUntil(() => el.game.stats.foundationCards >= 38, 'Finish did not start', { timeout: 4000, interval: 20 });
    await el.updateComplete;
    expect(toolbarButton(el, 'finish').getAttribute('aria-label')).to.equal('Stop');
    expect(toolbarButton(el, 'finish').innerText.trim()).to.equal('Stop');
    expect(places(), 'the toolbar kept its places').to.equal(before);
    expect(off(toolbarButton(el, 'finish'))).to.equal(false);
    await press(el, toolbarButton(el, 'finish'));
    const placed = el.game.stats.foundationCards;
    await sleep(800);
    await settle(el);
    expect(el.game.stats.foundationCards, 'no card moves after Stop').to.equal(placed);
    expect(placed).to.be.below(52);
    expect(el.game.isWon()).to.equal(false);
    expect(wins.length).to.equal(0);
    expect(toolbarButton(el, 'finish').getAttribute('aria-label')).to.equal('Finish');
  });

  it('status bar - moves and passes follow draws, a stock recycle and a move', async () => {
    const el = await gameFixture();
    el.newGame('KL1-D3N-AAAAAAG'); // draw 3: 24 stock cards = 8 draws
    await settle(el);
    expect([await status(el, 'moves'), await status(el, 'passes'), await status(el, 'score')]).to.deep.equal(['0', '0', '0']);
    await clickPile(el, 'S');
    expect(await status(el, 'moves')).to.equal('1');
    for (let i = 1; i < 8; i++) await clickPile(el, 'S');
    expect(el.game.stock.length).to.equal(0);
    expect([await status(el, 'moves'), await status(el, 'passes')]).to.deep.equal(['8', '0']);
    await clickPile(el, 'S'); // turns the waste back: a pass
    expect(el.game.stats.passes).to.equal(1);
    expect([await status(el, 'moves'), await status(el, 'passes')]).to.deep.equal(['9', '1']);
    await clickCard(el, 'Ad'); // a tap on an ace sends it home
    expect(el.game.foundations[2]).to.deep.equal(['Ad']);
    expect([await status(el, 'moves'), await status(el, 'passes'), await status(el, 'score')]).to.deep.equal(['10', '1', String(el.score)]);
    el.undo();
    el.undo();
    await settle(el);
    expect([await status(el, 'moves'), await status(el, 'passes')]).to.deep.equal(['8', '0']);
  });
});
