/**
 * A host that sets an attribute and calls a method in the same task
 * (`el.setAttribute('draw', '3'); el.newGame()`) gets the method acting on
 * the new value: option attributes are normalised as they are set, with no
 * warning for a valid value. Each attribute below, followed at once by each
 * method.
 */
import { expect } from '@open-wc/testing';
import { captureWarnings, gameFixture, settle } from './helpers.js';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';

/** attribute, a valid value other than the default, the property, its value after the set. */
const ATTRIBUTES: [string, string, keyof KlondikeSolitaire, unknown][] = [
  ['draw', '3', 'draw', 3],
  ['scoring', 'vegas', 'scoring', 'vegas'],
  ['passes', '2', 'passes', 2],
  ['takeback', 'off', 'takeback', false],
  ['undo-limit', 'unlimited', 'undoLimit', Infinity],
  ['stuck', 'silent', 'stuck', 'silent'],
  ['finish', 'auto', 'finishMode', 'auto'],
  ['hint', 'off', 'hints', false],
  ['tap', 'select', 'tapMode', 'select'],
  ['theme', 'dark', 'theme', 'dark'],
];

/** Methods a host calls; each returns what it shows of the rules it acted under. */
const METHODS: [string, (el: KlondikeSolitaire) => unknown][] = [
  ['newGame()', (el) => el.newGame()],
  ['restart()', (el) => el.restart()],
  ['move()', (el) => el.move('S')],
  ['undo()', (el) => el.undo()],
  ['redo()', (el) => el.redo()],
  ['showMessage()', (el) => el.showMessage('hello')],
  ['hint()', (el) => el.hint()],
];

describe('attributes and methods in the same task', () => {
  for (const [attr, value, prop, expected] of ATTRIBUTES) {
    it(`${attr}="${value}" is seen by every method called right after it`, async () => {
      const el = await gameFixture();
      const warnings = await captureWarnings(async () => {
        for (const [name, call] of METHODS) {
          el.removeAttribute(attr);
          el.setAttribute(attr, value);
          expect(el[prop], `${attr} before ${name}`).to.equal(expected);
          await call(el);
          expect(el[prop], `${attr} after ${name}`).to.equal(expected);
        }
        el.setAttribute(attr, value);
        expect(el.newGame()).to.equal(true);
        await settle(el);
      });
      expect(warnings).to.deep.equal([]);
      expect(el.getAttribute(attr)).to.equal(value);
      const o = el.game.options;
      if (attr === 'draw') expect(o.draw).to.equal(3);
      if (attr === 'scoring') expect(o.scoring).to.equal('vegas');
      if (attr === 'passes') expect(o.passes).to.equal(2);
      if (attr === 'takeback') expect(o.takeback).to.equal(false);
      if (attr === 'undo-limit') expect(o.undoLimit).to.equal(Infinity);
    });
  }

  it('the reported case: setAttribute("draw", "3") then newGame() deals draw 3 without a warning', async () => {
    const el = await gameFixture();
    const warnings = await captureWarnings(() => {
      el.setAttribute('draw', '3');
      expect(el.newGame()).to.equal(true);
      expect(el.game.options.draw).to.equal(3);
    });
    expect(warnings).to.deep.equal([]);
  });

  it('an invalid value is normalised at once: one warning, the default, the attribute respelled', async () => {
    const el = await gameFixture({ attrs: 'draw=3' });
    const warnings = await captureWarnings(() => {
      el.setAttribute('draw', '7');
      expect(el.draw).to.equal(1);
      expect(el.getAttribute('draw')).to.equal('1');
      expect(el.newGame()).to.equal(true);
      expect(el.game.options.draw).to.equal(1);
    });
    expect(warnings.filter((w) => w.includes('draw="7"'))).to.have.length(1);
    expect(warnings).to.have.length(1);
  });
});
