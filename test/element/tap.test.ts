import { expect } from '@open-wc/testing';
import { captureWarnings, clickCard, clickPile, doubleClickCard, gameFixture, makeDeal, messageText, record, cardNode, settle , inner } from './helpers.js';

describe('<klondike-solitaire> tap input', () => {
  it('tap-to-foundation: a top card that can go home goes', async () => {
    const el = await gameFixture({ deal: makeDeal({ columns: [['As'], ['-2c', '5d']] }) });
    const moves = record(el, 'klondike-move');
    await clickCard(el, 'As');
    expect(el.game.foundations[0]).to.deep.equal(['As']);
    expect(moves.map((e) => [e.detail.move, e.detail.source])).to.deep.equal([['1-F', 'tap']]);
    expect(cardNode(el, 'As').dataset.pile).to.equal('Fs');
  });

  it('single destination: one tap plays it', async () => {
    const el = await gameFixture({ deal: makeDeal({ columns: [['5h'], ['6s'], ['Kd']] }) });
    await clickCard(el, '5h');
    expect(el.game.tableau[1].up).to.deep.equal(['6s', '5h']);
  });

  it('tap-select-tap: two destinations select, then a tap on a pile moves', async () => {
    const el = await gameFixture({ deal: makeDeal({ columns: [['5h'], ['6s'], ['-9d', '6c']] }) });
    await clickCard(el, '5h');
    expect(inner(el).selection).to.deep.equal({ pile: '1', card: '5h' });
    expect(cardNode(el, '5h').classList.contains('selected')).to.equal(true);
    expect(el.game.tableau[0].up).to.deep.equal(['5h']);
    await clickPile(el, '3');
    expect(el.game.tableau[2].up).to.deep.equal(['6c', '5h']);
    expect(inner(el).selection).to.equal(null);
  });

  it('a second tap on the selection deselects it', async () => {
    const el = await gameFixture({ deal: makeDeal({ columns: [['5h'], ['6s'], ['6c']] }) });
    await clickCard(el, '5h');
    await new Promise((r) => setTimeout(r, 350));
    await clickCard(el, '5h');
    expect(inner(el).selection).to.equal(null);
    expect(el.game.tableau[0].up).to.deep.equal(['5h']);
  });

  it('an illegal destination shows why and changes nothing', async () => {
    const el = await gameFixture({ deal: makeDeal({ columns: [['5h'], ['6s'], ['6c'], ['9d']] }) });
    const invalid = record(el, 'klondike-invalid-move');
    await clickCard(el, '5h');
    const before = JSON.stringify(el.game.toJSON());
    await clickPile(el, '4');
    expect(JSON.stringify(el.game.toJSON())).to.equal(before);
    expect(messageText(el)).to.equal('Only a black 8 can go on the 9 of diamonds.');
    expect(invalid.length).to.equal(1);
    expect(invalid[0].detail).to.deep.include({ move: '1-4', reason: 'wrong-rank' });
    expect(invalid[0].detail.message).to.equal(messageText(el));
    expect(inner(el).selection).to.equal(null);
  });

  it('double tap looks for a tableau place, longest column first', async () => {
    const el = await gameFixture({
      deal: makeDeal({ columns: [['2h'], ['3s'], ['-9d', '-8d', '3c']], foundations: [['Ah']] }),
    });
    const moves = record(el, 'klondike-move');
    await doubleClickCard(el, '2h');
    expect(el.game.tableau[2].up).to.deep.equal(['3c', '2h']);
    expect(el.game.foundations[1]).to.deep.equal(['Ah']);
    expect(moves.map((e) => [e.detail.move, e.detail.source])).to.deep.equal([['1-3', 'double-tap']]);
  });

  it('a single tap on a card that could also go to the tableau goes home after the double-tap delay', async () => {
    const el = await gameFixture({ deal: makeDeal({ columns: [['2h'], ['3s']], foundations: [['Ah']] }) });
    await clickCard(el, '2h');
    await new Promise((res) => setTimeout(res, 400));
    expect(el.game.foundations[1]).to.deep.equal(['Ah', '2h']);
  });

  it('stock tap draws; an empty stock and waste give a message and no change', async () => {
    const el = await gameFixture();
    await clickPile(el, 'S');
    expect(el.game.waste.length).to.equal(1);
    const foundations = [
      'A23456789TJQK'.split('').map((r) => r + 's'),
      'A23456789TJQK'.split('').map((r) => r + 'h'),
      'A23456789TJQK'.split('').map((r) => r + 'd'),
      'A23456789TJQ'.split('').map((r) => r + 'c'),
    ];
    el.newGame(makeDeal({ columns: [['Kc']], foundations, fill: false }));
    await settle(el);
    const invalid = record(el, 'klondike-invalid-move');
    const before = JSON.stringify(el.game.toJSON());
    await clickPile(el, 'S');
    expect(JSON.stringify(el.game.toJSON())).to.equal(before);
    expect(messageText(el)).to.equal('The stock and the waste are both empty.');
    expect(invalid[0].detail).to.deep.include({ move: 'S', reason: 'stock-empty' });
  });

  it('stock tap with no pass left gives a message', async () => {
    const el = await gameFixture({ attrs: 'scoring=vegas' });
    const r = (s: string) => 'A23456789TJQK'.split('').map((x) => x + s);
    el.newGame(makeDeal({ columns: [['Ks'], ['Qs'], ['Js'], ['Ts']], stock: ['9s'], foundations: [r('s').slice(0, 8), r('h'), r('d'), r('c')], fill: false }));
    await settle(el);
    await clickPile(el, 'S');
    expect(el.game.waste).to.deep.equal(['9s']);
    await clickPile(el, 'S');
    expect(el.game.waste).to.deep.equal(['9s']);
    expect(messageText(el)).to.equal('No pass through the stock is left.');
  });
  describe('tap="select" (game C, docs/reference-games.md)', () => {
    it('a card that could go home or onto a column is selected, then a tap on its foundation sends it home', async () => {
      const el = await gameFixture({ deal: makeDeal({ columns: [['2h'], ['3s']], foundations: [['Ah']] }), attrs: 'tap=select' });
      const moves = record(el, 'klondike-move');
      await clickCard(el, '2h');
      await new Promise((res) => setTimeout(res, 400));
      expect(inner(el).selection).to.deep.equal({ pile: '1', card: '2h' });
      expect(el.game.foundations[1]).to.deep.equal(['Ah']);
      await clickPile(el, 'Fh');
      expect(el.game.foundations[1]).to.deep.equal(['Ah', '2h']);
      expect(moves.map((e) => [e.detail.move, e.detail.source])).to.deep.equal([['1-F', 'tap']]);
    });

    it('the selected card goes onto a column with a tap there; a card with one place (an ace) goes at once', async () => {
      const el = await gameFixture({ deal: makeDeal({ columns: [['2h'], ['3s'], ['Ad']], foundations: [['Ah']] }), attrs: 'tap=select' });
      await clickCard(el, '2h');
      await clickPile(el, '2');
      expect(el.game.tableau[1].up).to.deep.equal(['3s', '2h']);
      await clickCard(el, 'Ad');
      expect(el.game.foundations[2]).to.deep.equal(['Ad']);
    });

    it('two quick taps on such a card select and deselect it (no double-tap rule)', async () => {
      const el = await gameFixture({ deal: makeDeal({ columns: [['2h'], ['3s'], ['-9d', '3c']], foundations: [['Ah']] }), attrs: 'tap=select' });
      await doubleClickCard(el, '2h');
      expect(inner(el).selection).to.equal(null);
      expect(el.game.tableau[0].up).to.deep.equal(['2h']);
      expect(el.game.foundations[1]).to.deep.equal(['Ah']);
    });

    it('an unknown value warns once and falls back to home', async () => {
      let el!: Awaited<ReturnType<typeof gameFixture>>;
      const warnings = await captureWarnings(async () => {
        el = await gameFixture({ deal: makeDeal({ columns: [['2h'], ['3s']], foundations: [['Ah']] }), attrs: 'tap=sideways' });
      });
      expect(warnings.filter((w) => w.includes('tap="sideways"'))).to.have.length(1);
      expect(el.tapMode).to.equal('home');
      expect(el.getAttribute('tap')).to.equal('home');
      await clickCard(el, '2h');
      await new Promise((res) => setTimeout(res, 400));
      expect(el.game.foundations[1]).to.deep.equal(['Ah', '2h']);
    });
  });
});
