/**
 * Bad input through the element, as a host page could give it:
 * - every observed attribute (read from the class, so new ones are covered)
 *   with empty, unknown, out-of-range, huge and script-like values: the
 *   element keeps working (with the default), warns at most once per bad
 *   value, injects nothing, and the game plays on;
 * - deal codes (attribute and newGame()): random strings, wrong lengths and
 *   letters, unknown versions, unicode: klondike-error + a message on the
 *   table, and the game in progress kept;
 * - the move API: illegal moves, moves during an animation, undo during
 *   Finish, double clicks and fast repeated keys: the engine state always
 *   equals a replay of its own history, and the DOM shows that state.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { Klondike } from '../../src/engine/index.js';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import { captureWarnings, cardNode, easyDeal, gameFixture, messageText, pileNode, record, settle } from './helpers.js';

const XSS_IMG = '"><img src=x onerror="window.__xss=1">';
const BAD_VALUES: [string, string][] = [
  ['empty', ''],
  ['unknown', 'bogus-value'],
  ['negative', '-5'],
  ['out of range', '99999999999999999999'],
  ['fraction', '2.5'],
  ['huge', 'x'.repeat(10_000)],
  ['script-like', XSS_IMG],
  ['javascript: URL', 'javascript:alert(1)'],
  ['markup', '<script>window.__xss=1</script>'],
];

const observed = (): string[] => [...((customElements.get('klondike-solitaire') as unknown as { observedAttributes: string[] }).observedAttributes ?? [])];

/** The game equals a replay of its own history from its deal, and the DOM shows it. */
function expectConsistent(el: KlondikeSolitaire): void {
  const g = el.game;
  const save = g.toJSON();
  const o = g.options;
  const opts = { draw: o.draw, scoring: o.scoring, passes: o.passes, takeback: o.takeback };
  const replay = g.dealNumber === null ? new Klondike({ deal: g.toSolvitaire('deal'), ...opts }) : new Klondike({ dealNumber: g.dealNumber, ...opts });
  for (const m of save.moves) replay.move(m);
  expect(JSON.stringify(replay.tableau)).to.equal(JSON.stringify(g.tableau));
  expect(replay.stock).to.deep.equal(g.stock);
  expect(replay.waste).to.deep.equal(g.waste);
  expect(replay.foundations).to.deep.equal(g.foundations);
  // The DOM: 52 card nodes; exactly the face-up cards carry data-card.
  const root = el.shadowRoot!;
  expect(root.querySelectorAll('[part~=card]').length).to.equal(52);
  const up = new Set([...root.querySelectorAll<HTMLElement>('[part~=card][data-card]')].map((n) => n.dataset.card));
  const engineUp = new Set([...g.tableau.flatMap((c) => c.up), ...g.waste, ...g.foundations.flat()]);
  expect([...up].sort()).to.deep.equal([...engineUp].sort());
}

function expectNothingInjected(el: KlondikeSolitaire): void {
  expect(el.shadowRoot!.querySelector('img, script, iframe, [onerror]'), 'injected node in the shadow root').to.equal(null);
  expect(document.querySelector('img, iframe, [onerror]'), 'injected node in the document').to.equal(null);
  expect((window as unknown as { __xss?: number }).__xss, 'script ran').to.equal(undefined);
}

/** A position key: what must not change when a request is refused. */
const positionKey = (el: KlondikeSolitaire) => JSON.stringify({ t: el.game.tableau, s: el.game.stock, w: el.game.waste, f: el.game.foundations, h: el.game.toJSON().moves, score: el.score });

describe('robustness: attributes', () => {
  it('the element observes the documented attributes', () => {
    const attrs = observed();
    for (const a of ['draw', 'scoring', 'code', 'passes', 'takeback', 'undo-limit']) expect(attrs).to.include(a);
  });

  for (const [label, value] of BAD_VALUES) {
    it(`every attribute = ${label}: keeps working, warns at most once, injects nothing, plays on`, async function () {
      this.timeout(30_000);
      const el = await gameFixture();
      for (const name of observed()) {
        const before = el.game;
        const got = record(el, 'klondike-error');
        const warnings = await captureWarnings(async () => {
          el.setAttribute(name, value);
          await settle(el);
        });
        const mine = warnings.filter((w) => w.includes('klondike'));
        expect(mine.length, `${name}=${label}: ${mine.length} warnings`).to.be.at.most(1);
        // A value the element did not keep (normalised, removed) must have been warned about.
        const kept = el.getAttribute(name) === value;
        // (An empty value may stand for presence, e.g. takeback="" = on.)
        if (!kept && value !== '') expect(mine.length, `${name}=${label} was dropped without a warning`).to.equal(1);
        if (name === 'code' && value !== '') {
          expect(got.length, 'klondike-error for a bad code').to.equal(1);
          expect(el.game, 'the game in progress is kept').to.equal(before);
        }
        expectNothingInjected(el);
        // The game plays on.
        expect(el.game, `${name}=${label}: no game`).to.be.an('object');
        expect(el.game.moves().length).to.be.greaterThan(0);
        expectConsistent(el);
        // Back to the default for the next attribute.
        await captureWarnings(async () => {
          el.removeAttribute(name);
          await settle(el);
        });
      }
      // Still playable: a stock tap and an undo.
      const stock = el.game.stock.length;
      expect(el.move('S')).to.equal(true);
      await settle(el);
      expect(el.game.stock.length).to.be.lessThan(stock);
      expect(el.undo()).to.equal('S');
      await settle(el);
      expectConsistent(el);
    });
  }

  it('bad values in the initial HTML: the element starts with the defaults', async () => {
    let el!: KlondikeSolitaire;
    const warnings = await captureWarnings(async () => {
      const wrap = await fixture<HTMLDivElement>(html`<div style="width:640px">
        <klondike-solitaire
          style="--klondike-animation-ms: 0ms"
          draw="7"
          scoring=${XSS_IMG}
          passes="-1"
          takeback="maybe"
          undo-limit="javascript:alert(1)"
          stuck=${'x'.repeat(10_000)}
        ></klondike-solitaire>
      </div>`);
      el = wrap.querySelector('klondike-solitaire')!;
      await settle(el);
    });
    expect(el.game.options).to.include({ draw: 1, scoring: 'normal', takeback: true, undoLimit: 100 });
    expect(el.getAttribute('draw')).to.equal('1');
    expect(el.getAttribute('scoring')).to.equal('normal');
    expect(warnings.filter((w) => w.includes('klondike')).length).to.equal(6);
    expectNothingInjected(el);
    expectConsistent(el);
  });
});

describe('robustness: deal codes', () => {
  const BAD_CODES = [
    'hello',
    'KL1',
    'KL1-D1N',
    'KL1-D1N-AAAAAA',
    'KL1-D1N-AAAAAAAA',
    'KL1-D2N-AAAAAAG',
    'KL1-D1Q-AAAAAAG',
    'KL1-D1N-AAAAAA1',
    'KL1-D1N-AAAAAA8',
    'KL9-D1N-AAAAAAG',
    'KL0-D1N-AAAAAAG',
    'XX1-D1N-AAAAAAG',
    'KL1-D1N-ÅAAAAAG',
    'KL1-D1N-AAAAAA\u0000',
    '🂡🂢🂣🂤-D1N-AAAAAAG',
    'ＫＬ１-Ｄ１Ｎ-ＡＡＡＡＡＡＧ',
    ' KL1 D1N AAAAAAG ',
    XSS_IMG,
    'javascript:alert(1)',
    'KL1-D1N-' + 'A'.repeat(10_000),
  ];

  /** Random printable and non-printable junk, reproducible. */
  function randomCodes(n: number): string[] {
    let seed = 12345;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
    const alphabet = 'KLDNV1234567ABCXYZ-_ ÅéΩ漢🂡\t';
    return Array.from({ length: n }, () =>
      Array.from({ length: 1 + Math.floor(rnd() * 20) }, () => [...alphabet][Math.floor(rnd() * [...alphabet].length)]).join(''),
    );
  }

  it('newGame(bad code): false, klondike-error, a message, the game in progress kept', async function () {
    this.timeout(30_000);
    const el = await gameFixture();
    el.move('S');
    await settle(el);
    const key = positionKey(el);
    const game = el.game;
    const code = el.code;
    for (const bad of [...BAD_CODES, ...randomCodes(20)]) {
      const errors = record(el, 'klondike-error');
      const warnings = await captureWarnings(async () => {
        expect(el.newGame(bad), JSON.stringify(bad)).to.equal(false);
        await settle(el);
      });
      expect(errors.length, JSON.stringify(bad)).to.equal(1);
      expect(errors[0].detail.message).to.be.a('string').and.not.equal('');
      expect(messageText(el), 'message on the table').to.be.a('string');
      expect(warnings.length).to.equal(1);
      expect(el.game).to.equal(game);
      expect(positionKey(el)).to.equal(key);
      expect(el.code).to.equal(code);
      expectNothingInjected(el);
    }
    expectConsistent(el);
    // Codes parse case-insensitively: a lower-case valid code is not an error.
    expect(el.newGame('kl1-d3v-aaaaaag')).to.equal(true);
    expect(el.code).to.equal('KL1-D3V-AAAAAAG');
  });

  it('code attribute = bad code: klondike-error, a message, the game kept, the attribute back to the current code', async function () {
    this.timeout(30_000);
    const el = await gameFixture();
    el.move('S');
    await settle(el);
    const key = positionKey(el);
    const code = el.code;
    for (const bad of [...BAD_CODES, ...randomCodes(8)]) {
      const errors = record(el, 'klondike-error');
      await captureWarnings(async () => {
        el.setAttribute('code', bad);
        await settle(el);
      });
      expect(errors.length, JSON.stringify(bad)).to.equal(1);
      expect(messageText(el)).to.be.a('string');
      expect(positionKey(el), JSON.stringify(bad)).to.equal(key);
      expect(el.getAttribute('code')).to.equal(code);
      expectNothingInjected(el);
    }
  });

  it('the error message shows the bad code as text, never as markup', async () => {
    const el = await gameFixture();
    await captureWarnings(async () => {
      el.newGame(XSS_IMG);
      await settle(el);
    });
    const msg = el.shadowRoot!.querySelector('[part=message]');
    expect(msg).to.exist;
    expect(msg!.querySelector('img')).to.equal(null);
    expectNothingInjected(el);
  });
});

describe('robustness: the move API', () => {
  it('illegal and malformed moves are refused; nothing changes', async () => {
    const el = await gameFixture();
    const key = positionKey(el);
    const invalid = record(el, 'klondike-invalid-move');
    const junk = ['', ' ', 'X-Y', '1-1', 'W-9', '9-1', '0-1', 'F-1', 'Fs-1', 'Fx-1', 'S-1', 'S-S', '1-2-3', '--', '1-', '-1', 'W-W', 'x'.repeat(10_000), XSS_IMG, '１-２', '🂡-F'];
    for (const m of junk) expect(el.move(m), JSON.stringify(m)).to.equal(false);
    await settle(el);
    expect(invalid.length).to.equal(junk.length);
    expect(positionKey(el)).to.equal(key);
    // Non-string input from untyped pages.
    for (const m of [null, undefined, 42, {}, ['S']] as unknown as string[]) {
      let ok: boolean | undefined;
      try {
        ok = el.move(m);
      } catch {
        ok = false;
      }
      expect(ok, String(m)).to.not.equal(true);
    }
    expect(positionKey(el)).to.equal(key);
    expectNothingInjected(el);
    expectConsistent(el);
  });

  it('moves while cards are still flying (animation on) keep the state consistent', async function () {
    this.timeout(20_000);
    const wrap = await fixture<HTMLDivElement>(html`<div style="width:640px"><klondike-solitaire style="--klondike-animation-ms: 300ms"></klondike-solitaire></div>`);
    const el = wrap.querySelector('klondike-solitaire')!;
    await settle(el);
    el.newGame(easyDeal());
    await settle(el);
    for (let i = 0; i < 60; i++) {
      const moves = el.game.moves();
      const m = moves.find((x) => x.endsWith('-F')) ?? 'S';
      el.move(m);
      if (i % 7 === 3) el.undo();
      if (i % 11 === 5) el.redo();
      // No wait, or a frame: the next move starts mid-animation.
      if (i % 3 === 0) await new Promise((r) => requestAnimationFrame(r));
    }
    expectConsistent(el);
    await new Promise((r) => setTimeout(r, 400));
    await settle(el);
    expectConsistent(el);
  });

  it('undo during Finish: no crash, consistent state, Finish stops or completes', async function () {
    this.timeout(30_000);
    const wrap = await fixture<HTMLDivElement>(html`<div style="width:640px"><klondike-solitaire style="--klondike-animation-ms: 40ms"></klondike-solitaire></div>`);
    const el = wrap.querySelector('klondike-solitaire')!;
    await settle(el);
    el.newGame(easyDeal());
    await settle(el);
    const finishing = el.finish();
    await new Promise((r) => setTimeout(r, 250));
    el.undo();
    el.undo();
    await settle(el);
    expectConsistent(el);
    const r = await finishing;
    expect(typeof r).to.equal('boolean');
    await settle(el);
    expectConsistent(el);
    // Finish again, undo again, new game in the middle.
    const again = el.finish();
    await new Promise((r) => setTimeout(r, 120));
    el.newGame();
    await again;
    await settle(el);
    expectConsistent(el);
    expect(el.game.stats.moves).to.equal(0);
  });

  it('double clicks and a burst of clicks on the stock keep the state consistent', async function () {
    this.timeout(20_000);
    const el = await gameFixture({ deal: easyDeal() });
    const r = pileNode(el, 'S').getBoundingClientRect();
    const p: [number, number] = [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
    for (let i = 0; i < 12; i++) await sendMouse({ type: 'click', position: p });
    await settle(el);
    expectConsistent(el);
    // A double click on a column card plays it home when it can go (or does nothing).
    const top = el.game.tableau[0].up.at(-1)!;
    const c = cardNode(el, top).getBoundingClientRect();
    const q: [number, number] = [Math.round(c.left + c.width / 2), Math.round(c.top + 8)];
    await sendMouse({ type: 'click', position: q });
    await sendMouse({ type: 'click', position: q });
    await sendMouse({ type: 'click', position: q });
    await settle(el);
    expectConsistent(el);
  });

  it('fast repeated keys (Space, U, arrows, Enter) keep the state consistent', async function () {
    this.timeout(30_000);
    const el = await gameFixture({ deal: easyDeal() });
    pileNode(el, 'S').focus();
    for (let i = 0; i < 15; i++) await sendKeys({ press: 'Space' });
    for (let i = 0; i < 5; i++) await sendKeys({ press: 'u' });
    for (const key of ['ArrowRight', 'ArrowRight', 'Enter', 'ArrowDown', 'Enter', 'Escape', 'ArrowLeft', 'Enter', 'Enter', 'u', 'u', 'Space']) await sendKeys({ press: key });
    await settle(el);
    expectConsistent(el);
    expect(el.game.stats.moves).to.be.greaterThan(0);
  });
});
