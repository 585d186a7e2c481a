/**
 * The player's settings (issue 19): the gear and the S key open the panel;
 * each setting changes with a real click; a rule waits for the next deal; the
 * host's `settings` list locks the rest; `persist` keeps the choices.
 */
import { expect } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import type { KlondikeSettingsChangeDetail } from '../../src/element/events.js';
import { captureWarnings, mount, pileNode, record, settle } from './helpers.js';

const KEY = 'klondike-solitaire:settings-test';

/** A real click in the middle of `node`. */
async function click(node: Element): Promise<void> {
  node.scrollIntoView({ block: 'nearest' }); // as a player scrolls the panel to a control below its fold
  const r = node.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] });
}

const gear = (el: KlondikeSolitaire) => el.shadowRoot!.querySelector<HTMLButtonElement>('[part=toolbar] [data-action=settings]');
const panelOf = (el: KlondikeSolitaire) => el.shadowRoot!.querySelector<HTMLElement>('[data-panel=settings]');

/** Opens the panel with a real click on the gear; returns it, rendered. */
async function openPanel(el: KlondikeSolitaire): Promise<HTMLElement> {
  await click(gear(el)!);
  await settle(el);
  const panel = panelOf(el)!;
  expect(panel, 'the settings panel').to.not.equal(null);
  await el.updateComplete;
  return panel;
}

/** The control of `name` (and `value` for a radio) in the panel. */
function control(panel: HTMLElement, name: string, value?: string): HTMLInputElement {
  const sel = value === undefined ? `input[name="${name}"]` : `input[name="${name}"][value="${value}"]`;
  const input = panel.querySelector<HTMLInputElement>(sel);
  if (!input) throw new Error(`no control ${sel}`);
  return input;
}

/** A real click on the label of a control (what a player clicks: the text or the chip). */
async function pick(el: KlondikeSolitaire, panel: HTMLElement, name: string, value?: string): Promise<void> {
  await click(control(panel, name, value).closest('label')!);
  await settle(el);
  await el.updateComplete;
}

const statusItems = (el: KlondikeSolitaire) =>
  [...el.shadowRoot!.querySelector('[part=status]')!.querySelectorAll<HTMLElement>('[data-stat]')].filter((n) => getComputedStyle(n).display !== 'none').map((n) => n.dataset.stat);

describe('<klondike-solitaire> player settings', () => {
  beforeEach(() => {
    localStorage.removeItem(KEY);
    localStorage.removeItem(`${KEY}:settings`);
  });
  afterEach(() => resetMouse());

  it('the gear opens the panel with every setting; Escape closes it and focus goes back to the gear', async () => {
    const el = await mount({ code: 'KL1-D1N-AAAAAAG' });
    const panel = await openPanel(el);
    const names = new Set([...panel.querySelectorAll('input')].map((i) => i.name));
    expect([...names]).to.have.members(['draw', 'scoring', 'passes', 'show-clock', 'show-score', 'hand', 'four-colour', 'large-index', 'sound', 'animation', 'card-back', 'felt']);
    await sendKeys({ press: 'Escape' });
    await settle(el);
    expect(panelOf(el)).to.equal(null);
    expect(el.shadowRoot!.activeElement).to.equal(gear(el));
  });

  it('each display setting changes at once with a real click, keeps the game and fires klondike-settings-change', async () => {
    const el = await mount({ code: 'KL1-D1N-AAAAAAG' });
    el.move('S');
    await settle(el);
    const events = record(el, 'klondike-settings-change') as CustomEvent<KlondikeSettingsChangeDetail>[];
    const panel = await openPanel(el);
    expect(statusItems(el)).to.include.members(['time', 'score']);
    await pick(el, panel, 'show-clock');
    expect(el.showClock).to.equal(false);
    expect(statusItems(el)).to.not.include('time');
    await pick(el, panel, 'show-score');
    expect(statusItems(el)).to.deep.equal(['moves', 'passes']);
    await pick(el, panel, 'hand');
    expect(el.getAttribute('hand')).to.equal('left');
    await pick(el, panel, 'four-colour');
    expect(el.fourColour).to.equal(true);
    await pick(el, panel, 'large-index');
    expect(el.largeIndex).to.equal(true);
    await pick(el, panel, 'sound');
    expect(el.sound).to.equal(true);
    await pick(el, panel, 'animation', 'off');
    expect(el.animation).to.equal('off');
    await pick(el, panel, 'card-back', 'tartan');
    expect(el.cardBack).to.equal('tartan');
    await pick(el, panel, 'felt', 'wine');
    expect(el.felt).to.equal('wine');
    expect(el.game.toJSON().moves, 'the game in progress is kept').to.deep.equal(['S']);
    expect(events.map((e) => [e.detail.setting, e.detail.value, e.detail.nextDeal])).to.deep.equal([
      ['show-clock', 'off', false],
      ['show-score', 'off', false],
      ['hand', 'left', false],
      ['four-colour', 'on', false],
      ['large-index', 'on', false],
      ['sound', 'on', false],
      ['animation', 'off', false],
      ['card-back', 'tartan', false],
      ['felt', 'wine', false],
    ]);
    expect(events.at(-1)!.detail.settings).to.include({ felt: 'wine', 'card-back': 'tartan', draw: '1', 'show-clock': 'off' });
  });

  it('a rule waits for the next deal: the panel says so, the game goes on, and "Deal now" deals under it', async () => {
    const el = await mount({ code: 'KL1-D1N-AAAAAAG' });
    el.move('S');
    await settle(el);
    const events = record(el, 'klondike-settings-change') as CustomEvent<KlondikeSettingsChangeDetail>[];
    const panel = await openPanel(el);
    await pick(el, panel, 'draw', '3');
    expect(el.draw, 'the game in progress keeps its rules').to.equal(1);
    expect(el.game.toJSON().moves).to.deep.equal(['S']);
    expect(events.map((e) => [e.detail.setting, e.detail.value, e.detail.nextDeal])).to.deep.equal([['draw', '3', true]]);
    expect(control(panel, 'draw', '3').checked).to.equal(true);
    const deal = panel.querySelector<HTMLButtonElement>('[data-action=deal]')!;
    expect(deal.closest('.note')!.textContent).to.include('next deal');
    await click(deal);
    await settle(el);
    expect(panelOf(el)).to.equal(null);
    expect(el.draw).to.equal(3);
    expect(el.game.options.draw).to.equal(3);
    expect(el.game.toJSON().moves).to.deep.equal([]);
  });

  it('a rule chosen then New deal (the N key): the new deal is under it', async () => {
    const el = await mount({ code: 'KL1-D1N-AAAAAAG' });
    const panel = await openPanel(el);
    await pick(el, panel, 'scoring', 'vegas');
    await pick(el, panel, 'passes', 'unlimited');
    await sendKeys({ press: 'Escape' });
    await settle(el);
    expect(el.scoring).to.equal('normal');
    pileNode(el, 'S').focus();
    await sendKeys({ press: 'n' });
    await settle(el);
    expect(el.game.options.scoring).to.equal('vegas');
    expect(el.game.options.passes).to.equal(Infinity);
  });

  it('the keyboard: S opens the panel, Tab reaches a control, Space toggles it; game keys wait while it is open', async () => {
    const el = await mount({ code: 'KL1-D1N-AAAAAAG' });
    pileNode(el, 'S').focus();
    await sendKeys({ press: 's' });
    await settle(el);
    const panel = panelOf(el)!;
    await el.updateComplete;
    const code = el.code;
    await sendKeys({ press: 'n' }); // not a new deal while the panel is open
    await settle(el);
    expect(el.code).to.equal(code);
    // Tab to the first checkbox (show-clock), then Space.
    for (let i = 0; i < 12 && el.shadowRoot!.activeElement !== control(panel, 'show-clock'); i++) await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(control(panel, 'show-clock'));
    await sendKeys({ press: 'Space' });
    await settle(el);
    expect(el.showClock).to.equal(false);
    expect(panelOf(el), 'still open').to.not.equal(null);
  });

  it('the host locks what is not listed in settings; settings="none": no gear, S does nothing', async () => {
    const el = await mount({ code: 'KL1-D1N-AAAAAAG', settings: 'draw back clock' });
    const panel = await openPanel(el);
    const names = new Set([...panel.querySelectorAll('input')].map((i) => i.name));
    expect([...names]).to.have.members(['draw', 'card-back', 'show-clock']);
    await sendKeys({ press: 'Escape' });
    const none = await mount({ code: 'KL1-D1N-AAAAAAG', settings: 'none' });
    expect(gear(none)).to.equal(null);
    expect(none.showSettings()).to.equal(false);
    pileNode(none, 'S').focus();
    await sendKeys({ press: 's' });
    await settle(none);
    expect(panelOf(none)).to.equal(null);
  });

  it('with persist, the choices come back on the next visit (not over a locked setting); a corrupt stored value is ignored with a warning', async () => {
    const first = await mount({ persist: 'settings-test' });
    const panel = await openPanel(first);
    await pick(first, panel, 'card-back', 'stripes');
    await pick(first, panel, 'hand');
    await pick(first, panel, 'draw', '3');
    await click(panel.querySelector('[data-action=deal]')!);
    await settle(first);
    expect(first.game.options.draw).to.equal(3);
    first.remove();

    const again = await mount({ persist: 'settings-test' });
    expect(again.cardBack).to.equal('stripes');
    expect(again.getAttribute('hand')).to.equal('left');
    expect(again.game.options.draw, 'the draw chosen, dealt').to.equal(3);
    again.remove();

    const locked = await mount({ persist: 'settings-test', settings: 'hand', 'card-back': 'crimson' });
    expect(locked.cardBack, 'a locked setting follows the host').to.equal('crimson');
    expect(locked.getAttribute('hand')).to.equal('left');
    locked.remove();

    localStorage.setItem(`${KEY}:settings`, JSON.stringify({ 'card-back': 'paisley', felt: 'blue', draw: 7 }));
    let el!: KlondikeSolitaire;
    const warnings = await captureWarnings(async () => {
      el = await mount({ persist: 'settings-test' });
    });
    expect(el.felt).to.equal('blue');
    expect(el.cardBack).to.equal('classic');
    expect(el.draw).to.equal(1);
    expect(warnings.filter((w) => w.includes('paisley'))).to.have.length(1);
    localStorage.setItem(`${KEY}:settings`, '{not json');
    el.remove();
    const warnings2 = await captureWarnings(async () => {
      el = await mount({ persist: 'settings-test' });
    });
    expect(el.felt).to.equal('green');
    expect(warnings2.some((w) => w.includes('not readable'))).to.equal(true);
  });

  it('animation="fast" halves the card moves, "off" stops them', async () => {
    const el = await mount({ code: 'KL1-D1N-AAAAAAG' });
    el.style.removeProperty('--klondike-animation-ms');
    const table = el.shadowRoot!.querySelector<HTMLElement>('[part~=table]')!;
    const anim = () => getComputedStyle(table).getPropertyValue('--_anim').trim();
    el.animation = 'fast';
    await settle(el);
    expect(anim()).to.match(/calc\(220ms \* 0\.5\)|110ms/);
    el.animation = 'off';
    await settle(el);
    expect(anim()).to.equal('0ms');
  });

  it('on a narrow table the toolbar keeps to one row with the gear: Undo becomes an arrow named "Undo"', async () => {
    const el = await mount({ code: 'KL1-D1N-AAAAAAG', lang: 'fr' });
    (el.parentElement as HTMLElement).style.width = '350px';
    await new Promise((r) => setTimeout(r, 100));
    await settle(el);
    const buttons = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part=toolbar] button')];
    expect(buttons.map((b) => b.dataset.action)).to.deep.equal(['new', 'undo', 'hint', 'finish', 'settings']);
    const tops = new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
    expect(tops.size, `one row: ${buttons.map((b) => Math.round(b.getBoundingClientRect().width)).join(' ')} in ${Math.round(el.shadowRoot!.querySelector('[part=toolbar]')!.getBoundingClientRect().width)}`).to.equal(1);
    const undo = buttons[1];
    expect(undo.getAttribute('aria-label')).to.equal('Annuler');
    expect(undo.querySelector('svg')!.getBoundingClientRect().width).to.be.greaterThan(10);
    expect(getComputedStyle(undo.querySelector('.long')!).visibility, 'the word unseen').to.equal('hidden');
  });

  it('Tab goes round the panel\'s controls and never reaches the table behind it (a modal dialog)', async () => {
    const el = await mount({ code: 'KL1-D1N-AAAAAAG', settings: 'draw hand' });
    const panel = await openPanel(el);
    const inPanel = () => panel.contains(el.shadowRoot!.activeElement);
    const seen: string[] = [];
    for (let i = 0; i < 8; i++) {
      await sendKeys({ press: 'Tab' });
      expect(inPanel(), `Tab ${i + 1} left the panel`).to.equal(true);
      const a = el.shadowRoot!.activeElement as HTMLElement;
      seen.push(a.getAttribute('name') ?? a.getAttribute('aria-label') ?? a.textContent!.trim());
    }
    // ✕, draw (its checked radio), hand, Done, then round again.
    expect(seen.slice(0, 5)).to.deep.equal(['Close', 'draw', 'hand', 'Done', 'Close']);
    // Shift+Tab from the first control goes to the last.
    while ((el.shadowRoot!.activeElement as HTMLElement).getAttribute('aria-label') !== 'Close') await sendKeys({ press: 'Tab' });
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(inPanel()).to.equal(true);
    expect(el.shadowRoot!.activeElement!.textContent!.trim()).to.equal('Done');
  });
});
