import { expect } from '@open-wc/testing';
import { Klondike } from '../../src/engine/index.js';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import { captureWarnings, easyDeal, mount, record, sleep } from './helpers.js';

const KEY = 'klondike-solitaire:';

/** Plays the first few legal non-stock moves (and stock taps between them). */
function playSome(el: KlondikeSolitaire, n: number): void {
  for (let i = 0; i < n; i++) {
    const m = el.game.moves().find((x) => x !== 'S' && !x.startsWith('F')) ?? 'S';
    expect(el.move(m)).to.equal(true);
  }
}

describe('<klondike-solitaire persist>', () => {
  beforeEach(() => {
    for (const k of Object.keys(localStorage)) if (k.startsWith('klondike-solitaire')) localStorage.removeItem(k);
  });

  it('persist - a reload keeps the position, the history (undo works) and the clock', async () => {
    const el = await mount({ persist: 'reload' });
    el.newGame('KL1-D1N-AAAAAAG');
    playSome(el, 6);
    await sleep(350);
    const saved = { code: el.game.code, history: el.game.history, tableau: el.game.tableau, stock: el.game.stock, score: el.score };
    expect(el.timeMs).to.be.greaterThan(300);
    el.remove(); // leaving the page saves at once
    const stored = JSON.parse(localStorage.getItem(`${KEY}reload`)!);
    const time: number = stored.timeMs;
    expect(time).to.be.greaterThan(300);
    expect(stored.format).to.equal('klondike-solitaire-persist');
    expect(stored.game.moves).to.deep.equal(saved.history);

    const again = await mount({ persist: 'reload' });
    expect(again.game.code).to.equal(saved.code);
    expect(again.game.history).to.deep.equal(saved.history);
    expect(again.game.tableau).to.deep.equal(saved.tableau);
    expect(again.game.stock).to.deep.equal(saved.stock);
    expect(again.score).to.equal(saved.score);
    expect(Math.abs(again.timeMs - time)).to.be.lessThan(5);
    await sleep(120);
    expect(Math.abs(again.timeMs - time)).to.be.lessThan(5); // stopped until the next move
    expect(again.undo()).to.equal(saved.history.at(-1));
    expect(again.game.history).to.deep.equal(saved.history.slice(0, -1));
    again.redo();
    again.move('S');
    await sleep(60);
    expect(again.timeMs).to.be.greaterThan(time + 40); // the clock runs on from the saved time
  });

  it('persist - saves after each change (debounced) and `persist` alone uses the key "default"', async () => {
    const el = await mount({ persist: '' });
    el.move('S');
    expect(localStorage.getItem(`${KEY}default`) === null || !JSON.parse(localStorage.getItem(`${KEY}default`)!).game.moves.length).to.equal(true);
    await sleep(400);
    expect(JSON.parse(localStorage.getItem(`${KEY}default`)!).game.moves).to.deep.equal(['S']);
  });

  it('persist - two keys keep two separate games', async () => {
    const a = await mount({ persist: 'one' });
    const b = await mount({ persist: 'two' });
    a.newGame('KL1-D1N-AAAAAAB');
    b.newGame('KL1-D3N-AAAAAAC');
    a.move('S');
    b.move('S');
    b.move('S');
    a.remove();
    b.remove();
    const a2 = await mount({ persist: 'one' });
    const b2 = await mount({ draw: '3', persist: 'two' });
    expect([a2.game.code, a2.game.history.length]).to.deep.equal(['KL1-D1N-AAAAAAB', 1]);
    expect([b2.game.code, b2.game.history.length]).to.deep.equal(['KL1-D3N-AAAAAAC', 2]);
  });

  it('persist - two elements on one key: the second warns once and saves nothing; the key frees when the first leaves', async () => {
    const a = await mount({ persist: '' });
    let b!: KlondikeSolitaire;
    const warnings = await captureWarnings(async () => {
      b = await mount({ persist: '' });
      b.move('S');
      b.move('S');
      a.newGame('KL1-D1N-AAAAAAB');
      a.move('S');
      await sleep(400);
    });
    expect(warnings.filter((w) => w.includes('belongs to another'))).to.have.length(1);
    const saved = () => JSON.parse(localStorage.getItem(`${KEY}default`)!).game.moves;
    expect(saved()).to.deep.equal(['S']); // a's game, not overwritten by b's two taps
    a.remove();
    b.move('S');
    await sleep(400);
    expect(saved()).to.deep.equal(['S', 'S', 'S']);
  });

  for (const [name, text] of [
    ['not JSON', '{"format": "klondike-solitaire-persist", '],
    ['a foreign value', JSON.stringify({ hello: 'world' })],
    ['a tampered history', 'tampered'],
    ['a tampered score', 'score'],
  ] as const) {
    it(`persist - ${name}: one warning, a fresh deal, no crash`, async () => {
      let value: string = text;
      if (text === 'tampered' || text === 'score') {
        const g = new Klondike({ code: 'KL1-D1N-AAAAAAG' });
        g.move('S');
        const save = { ...g.toJSON() };
        if (text === 'tampered') Object.assign(save, { moves: ['S', '7-1'] });
        else Object.assign(save, { score: 9999 });
        value = JSON.stringify({ format: 'klondike-solitaire-persist', version: 1, game: save, timeMs: 1000, daily: null });
      }
      localStorage.setItem(`${KEY}bad`, value);
      let el!: KlondikeSolitaire;
      const warnings = await captureWarnings(async () => {
        el = await mount({ persist: 'bad' });
      });
      expect(warnings.length).to.equal(1);
      expect(warnings[0]).to.contain('klondike-solitaire:bad');
      expect(el.game.history).to.deep.equal([]);
      expect(el.timeMs).to.equal(0);
      expect(el.shadowRoot!.querySelectorAll('[part~=card]').length).to.equal(52);
      expect(el.move('S')).to.equal(true);
    });
  }

  it('persist - a save under other rules, or for another code, is not restored', async () => {
    const el = await mount({ persist: 'rules' });
    el.newGame('KL1-D1N-AAAAAAG');
    el.move('S');
    el.remove();
    const other = await mount({ persist: 'rules', draw: '3' });
    expect(other.game.options.draw).to.equal(3);
    expect(other.game.history).to.deep.equal([]);
    other.remove();
    localStorage.removeItem(`${KEY}rules`);
    const first = await mount({ persist: 'rules' });
    first.newGame('KL1-D1N-AAAAAAG');
    first.move('S');
    first.remove();
    const sameCode = await mount({ persist: 'rules', code: 'KL1-D1N-AAAAAAG' });
    expect(sameCode.game.history).to.deep.equal(['S']);
    sameCode.remove();
    const byCode = await mount({ persist: 'rules', code: 'KL1-D1N-AAAAAAB' });
    expect(byCode.game.code).to.equal('KL1-D1N-AAAAAAB');
    expect(byCode.game.history).to.deep.equal([]);
  });

  it('persist - a won game removes its save', async () => {
    const el = await mount({ persist: 'won' });
    el.newGame(easyDeal());
    el.move('S');
    await sleep(350);
    expect(localStorage.getItem(`${KEY}won`)).to.not.equal(null);
    const wins = record(el, 'klondike-win');
    for (let guard = 0; !el.game.isWon() && guard < 500; guard++) el.move(el.game.moves().find((x) => x.endsWith('-F')) ?? 'S');
    expect(wins.length).to.equal(1);
    await sleep(350);
    expect(localStorage.getItem(`${KEY}won`)).to.equal(null);
    el.remove();
    expect(localStorage.getItem(`${KEY}won`)).to.equal(null);
    const fresh = await mount({ persist: 'won' });
    expect(fresh.game.isWon()).to.equal(false);
    expect(fresh.game.history).to.deep.equal([]);
  });

  it('persist - without a usable localStorage the game plays and nothing breaks', async () => {
    const proto = Storage.prototype;
    const original = { getItem: proto.getItem, setItem: proto.setItem, removeItem: proto.removeItem };
    const fail = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    proto.getItem = fail;
    proto.setItem = fail;
    proto.removeItem = fail;
    let el!: KlondikeSolitaire;
    try {
      const warnings = await captureWarnings(async () => {
        el = await mount({ persist: 'blocked' });
        expect(el.move('S')).to.equal(true);
        await sleep(350);
        el.remove();
      });
      expect(warnings.length).to.equal(1);
      expect(warnings[0]).to.contain('localStorage');
    } finally {
      Object.assign(proto, original);
    }
    expect(el.game.history).to.deep.equal(['S']);
    expect(localStorage.getItem(`${KEY}blocked`)).to.equal(null);
  });
});
