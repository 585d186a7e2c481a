/**
 * Forced colours (Windows high contrast, issue 48), emulated through CDP
 * (scripts/wtr-forced-colors-plugin.mjs): the selection and the hint keep a
 * visible outline in the system highlight, face-down cards are striped (not
 * one flat colour like an empty pile), hearts and diamonds are told apart
 * from spades and clubs, and the chosen settings are marked.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import { internalsOf } from '../../src/element/internals.js';
import { cardNode, gameFixture, inner, makeDeal, settle } from './helpers.js';

// Column 1: (Kd) As; 2: 5h; 3: (2c 3c) 7h 6s 5d; 4: empty. Hearts foundation A-2; waste 9c Qh.
const DEAL = makeDeal({
  columns: [['-Kd', 'As'], ['5h'], ['-2c', '-3c', '7h', '6s', '5d'], []],
  foundations: [[], ['Ah', '2h'], [], []],
  waste: ['9c', 'Qh'],
});

const face = (el: KlondikeSolitaire, card: string) => getComputedStyle(cardNode(el, card).querySelector('.face')!);

describe('<klondike-solitaire> in forced colours', () => {
  before(async () => {
    await executeServerCommand('forced-colors', { active: true });
  });
  after(async () => {
    await executeServerCommand('forced-colors', { active: false });
  });

  it('the media query applies', () => {
    expect(matchMedia('(forced-colors: active)').matches).to.equal(true);
  });

  it('selection and hint as outlines in the system highlight; face-down cards striped; red suits apart', async () => {
    const el = await gameFixture({ deal: DEAL });
    inner(el).select('3', '7h');
    await settle(el);
    const sel = face(el, '7h');
    expect(sel.outlineStyle).to.equal('solid');
    expect(parseFloat(sel.outlineWidth)).to.be.at.least(3);
    expect(face(el, '5h').outlineStyle, 'an unselected card').to.equal('none');
    inner(el).clearSelection();
    // The hint: a dashed outline.
    internalsOf(el).session.showHint('1-F');
    await settle(el);
    expect(cardNode(el, 'As').classList.contains('hint'), 'the hinted card').to.equal(true);
    expect(face(el, 'As').outlineStyle).to.equal('dashed');
    // Face-down: a striped background, unlike an empty pile.
    const down = getComputedStyle(el.shadowRoot!.querySelector<HTMLElement>('[part~=card].down')!);
    expect(down.backgroundImage).to.contain('repeating-linear-gradient');
    const empty = getComputedStyle(el.shadowRoot!.querySelector<HTMLElement>('.slot[data-pile="4"] .mark')!);
    expect(empty.backgroundImage).to.equal('none');
    // Hearts in another system colour than spades.
    expect(face(el, '5h').color).to.not.equal(face(el, 'As').color);
    await executeServerCommand('screenshot', { path: 'forced-colors-table.png', clip: el.getBoundingClientRect().toJSON() });
  });

  it('the chosen settings are marked with the system highlight', async () => {
    const el = await gameFixture({ deal: DEAL });
    el.showSettings();
    await settle(el);
    const chosen = el.shadowRoot!.querySelector<HTMLInputElement>('[data-panel=settings] input[name=draw]:checked')!;
    const other = el.shadowRoot!.querySelector<HTMLInputElement>('[data-panel=settings] input[name=draw]:not(:checked)')!;
    const on = getComputedStyle(chosen.nextElementSibling!);
    const off = getComputedStyle(other.nextElementSibling!);
    expect(on.backgroundColor).to.not.equal(off.backgroundColor);
    const back = el.shadowRoot!.querySelector<HTMLInputElement>('[data-panel=settings] input[name="card-back"]:checked')!;
    expect(getComputedStyle(back.nextElementSibling!).outlineStyle).to.equal('solid');
    await executeServerCommand('screenshot', { path: 'forced-colors-settings.png', clip: el.getBoundingClientRect().toJSON() });
  });

  it('a toolbar button that is off (aria-disabled, still focusable) is drawn in GrayText, unlike one that is on', async () => {
    const el = await gameFixture({ deal: DEAL });
    const button = (action: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part=toolbar] [data-action=${action}]`)!;
    expect(button('undo').getAttribute('aria-disabled')).to.equal('true');
    const probe = document.createElement('span');
    probe.style.color = 'GrayText';
    document.body.append(probe);
    const grey = getComputedStyle(probe).color;
    probe.remove();
    expect(getComputedStyle(button('undo')).color).to.equal(grey);
    expect(getComputedStyle(button('new')).color).to.not.equal(grey);
  });
});
