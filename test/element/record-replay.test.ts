import { expect } from '@open-wc/testing';
import { encodeRecord, Klondike, replayRecord } from '../../src/engine/index.js';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import { easyDeal, gameFixture, messageText, record, settle, resultsExtras } from './helpers.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A won game of KL1-D1N-AAAAAAG (a solver line), as a record. */
const WON_G =
  'KR1.KL1-D1N-AAAAAAG.VYlDKFFFAKqFFAHlFFFAJFFFAJREGFFBG5pu6lFCNCJJuFAGGCGCGrqVVcVccxxCKBK9_H_V_O5CJCJCJ84OxOOOyxxOVOVVjVCG_OOBNONj4AH_BAHVOVOVjOVjqOVjqOVjqOVjqOV';

/** The record of the easy deal won by "foundation move, else draw". */
function easyWinRecord(): string {
  const g = new Klondike({ deal: easyDeal() });
  while (!g.isWon()) g.move(g.moves().find((m) => m.endsWith('-F')) ?? 'S');
  return encodeRecord(g);
}

function bar(el: KlondikeSolitaire): HTMLElement | null {
  return el.shadowRoot!.querySelector<HTMLElement>('[part=replay]');
}

function press(el: KlondikeSolitaire, action: string): void {
  bar(el)!.querySelector<HTMLButtonElement>(`[data-action=${action}]`)!.click();
}

describe('<klondike-solitaire> records, replay and Share', function () {
  this.timeout(30_000);

  it('record - el.record is the game record of the line played', async () => {
    const el = await gameFixture();
    el.newGame('KL1-D1N-AAAAAAG');
    for (const m of ['S', '2-F', 'S', 'S']) expect(el.move(m)).to.equal(true);
    expect(el.record).to.equal('KR1.KL1-D1N-AAAAAAG.AVB');
    el.undo();
    expect(el.record).to.equal('KR1.KL1-D1N-AAAAAAG.AVA');
    el.newGame(easyDeal());
    el.move('S');
    expect(el.record).to.equal(encodeRecord(el.game));
    expect(replayRecord(el.record).history).to.deep.equal(['S']);
  });

  it('replay - step by step with the bar, input held, then normal play at the position reached', async () => {
    const el = await gameFixture();
    const ends = record(el, 'klondike-replay-end');
    const moves = record(el, 'klondike-move');
    expect(el.replay('KR1.KL1-D1N-AAAAAAG.AVB', { autoplay: false })).to.equal(true);
    await settle(el);
    expect(el.game.code).to.equal('KL1-D1N-AAAAAAG');
    expect(el.replaying).to.equal(true);
    expect(bar(el)).to.exist;
    expect(bar(el)!.textContent).to.contain('Move 0 of 4');
    // The player's input is refused during a replay.
    expect(el.move('S')).to.equal(false);
    expect(el.undo()).to.equal(null);
    expect(el.game.history).to.deep.equal([]);
    press(el, 'step');
    await settle(el);
    expect(el.game.history).to.deep.equal(['S']);
    expect(moves.at(-1)!.detail.source).to.equal('replay');
    expect(bar(el)!.textContent).to.contain('Move 1 of 4');
    expect(el.timeMs).to.equal(0); // replayed moves do not run the clock
    press(el, 'speed');
    expect(el.replayer.speed).to.equal(2);
    press(el, 'speed');
    press(el, 'play');
    expect(el.replayer.playing).to.equal(true);
    for (let i = 0; i < 100 && el.replaying; i++) await sleep(20);
    await settle(el);
    expect(el.replaying).to.equal(false);
    expect(bar(el)).to.equal(null);
    expect(el.game.history).to.deep.equal(['S', '2-F', 'S', 'S']);
    expect(ends.length).to.equal(1);
    expect(ends[0].detail).to.deep.equal({ record: 'KR1.KL1-D1N-AAAAAAG.AVB', played: 4, total: 4, completed: true, won: false });
    expect(el.move(el.game.moves()[0])).to.equal(true); // normal play resumes
    expect(el.undo()).to.be.a('string');
  });

  it('replay - pause holds the position; Play from here leaves the replay where it is', async () => {
    const el = await gameFixture();
    const ends = record(el, 'klondike-replay-end');
    const rec = easyWinRecord();
    expect(el.replay(rec, { speed: 4 })).to.equal(true);
    await sleep(500);
    press(el, 'play'); // pause
    const at = el.replayer.position;
    expect(at).to.be.greaterThan(0);
    await sleep(400);
    expect(el.replayer.position).to.equal(at);
    expect(el.game.history.length).to.equal(at);
    press(el, 'exit');
    await settle(el);
    expect(el.replaying).to.equal(false);
    expect(ends[0].detail).to.include({ played: at, completed: false, won: false });
    expect(ends[0].detail.total).to.be.greaterThan(at);
    expect(el.move('S')).to.equal(true);
  });

  it('replay - a replayed win fires no klondike-win and shows no results panel', async () => {
    const el = await gameFixture();
    const wins = record(el, 'klondike-win');
    const ends = record(el, 'klondike-replay-end');
    expect(el.replay(easyWinRecord(), { autoplay: false })).to.equal(true);
    while (el.replayer.step()) {
      /* every move */
    }
    await sleep(100);
    await settle(el);
    expect(el.game.isWon()).to.equal(true);
    expect(wins.length).to.equal(0);
    expect(ends[0].detail).to.include({ completed: true, won: true });
    expect(el.shadowRoot!.querySelector<HTMLElement>('[data-panel=results]')).to.equal(null);
  });

  it('replay - a new deal ends the replay', async () => {
    const el = await gameFixture();
    const ends = record(el, 'klondike-replay-end');
    el.replay('KR1.KL1-D1N-AAAAAAG.AVB', { autoplay: false });
    el.newGame();
    await settle(el);
    expect(el.replaying).to.equal(false);
    expect(ends.length).to.equal(1);
    expect(ends[0].detail.completed).to.equal(false);
    expect(el.move('S')).to.equal(true);
  });

  for (const [name, rec, expected] of [
    ['not a record', 'hello world', /not a game record/],
    ['a bad move character', 'KR1.KL1-D1N-AAAAAAG.A!', /not a move character/],
    ['a tampered deal code', 'KR1.KL1-D1N-AAAAAA.AVB', /deal code/],
    ['an illegal move', 'KR1.KL1-D1N-AAAAAAG.AN', /move 2 \(W-F\) is illegal/],
  ] as const) {
    it(`replay - ${name}: false, klondike-error and a message, the game unchanged`, async () => {
      const el = await gameFixture();
      el.newGame('KL1-D1N-AAAAAAB');
      el.move('S');
      const game = el.game;
      const errors = record(el, 'klondike-error');
      const news = record(el, 'klondike-new-game');
      const warn = console.warn;
      console.warn = () => {};
      let ok: boolean;
      try {
        ok = el.replay(rec);
      } finally {
        console.warn = warn;
      }
      await settle(el);
      expect(ok).to.equal(false);
      expect(el.game).to.equal(game);
      expect(el.game.history).to.deep.equal(['S']);
      expect(el.replaying).to.equal(false);
      expect(news.length).to.equal(0);
      expect(errors.length).to.equal(1);
      expect(errors[0].detail.message).to.match(expected);
      expect(messageText(el)).to.match(expected);
    });
  }

  it('share - after a win: klondike-share with the text and the record link, copied to the clipboard', async () => {
    const el = await gameFixture();
    el.setAttribute('share-url', 'https://example.com/play#old');
    el.newGame(easyDeal());
    expect(el.shareText).to.equal(null);
    expect(await el.share()).to.equal(false);
    while (!el.game.isWon()) el.move(el.game.moves().find((m) => m.endsWith('-F')) ?? 'S');
    const copied: string[] = [];
    const clip = navigator.clipboard;
    const original = clip.writeText;
    clip.writeText = async (text: string) => void copied.push(text);
    const shares = record(el, 'klondike-share');
    try {
      const extras = await resultsExtras(el);
      const button = extras.querySelector<HTMLButtonElement>('[data-action=share]')!;
      expect(button.textContent!.trim()).to.equal('Share');
      button.click();
      await sleep(50);
      await el.updateComplete;
      expect(button.textContent!.trim()).to.equal('Copied to the clipboard');
    } finally {
      clip.writeText = original;
    }
    const g = el.game;
    const link = `https://example.com/play#${encodeRecord(g)}`;
    expect(copied.length).to.equal(1);
    expect(copied[0]).to.equal(el.shareText);
    expect(copied[0]).to.contain('custom deal');
    expect(copied[0]).to.contain(`${g.stats.moves} moves`);
    expect(copied[0]).to.contain(`score ${g.scoreText}`);
    expect(copied[0]).to.match(/in \d\d:\d\d/);
    expect(copied[0].split('\n')[1]).to.equal(link);
    expect(shares.length).to.equal(1);
    expect(shares[0].detail).to.deep.equal({ text: copied[0], record: encodeRecord(g), url: link });
    expect(replayRecord(shares[0].detail.record).isWon()).to.equal(true);
  });

  it('share - the page can take the text (preventDefault); without a clipboard the text is shown to copy', async () => {
    const el = await gameFixture();
    el.newGame('KL1-D1N-AAAAAAG');
    for (const m of replayRecord(WON_G).history) expect(el.move(m)).to.equal(true);
    expect(el.game.isWon()).to.equal(true);
    expect(el.shareText!.split('\n')).to.have.length(1); // no share-url: no link
    expect(el.shareText).to.contain('KL1-D1N-AAAAAAG');
    const taken = (e: Event) => e.preventDefault();
    el.addEventListener('klondike-share', taken);
    const clip = navigator.clipboard;
    const original = clip.writeText;
    const exec = document.execCommand;
    let calls = 0;
    clip.writeText = async () => {
      calls++;
      throw new DOMException('denied', 'NotAllowedError');
    };
    document.execCommand = () => false;
    try {
      expect(await el.share()).to.equal(true);
      expect(calls).to.equal(0);
      el.removeEventListener('klondike-share', taken);
      expect(await el.share()).to.equal(false);
      expect(calls).to.equal(1);
      const extras = await resultsExtras(el);
      extras.querySelector<HTMLButtonElement>('[data-action=share]')!.click();
      await sleep(50);
      await el.updateComplete;
      expect(extras.querySelector('textarea')!.value).to.equal(el.shareText);
    } finally {
      clip.writeText = original;
      document.execCommand = exec;
    }
  });
});
