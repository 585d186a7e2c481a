import { expect } from '@open-wc/testing';
import { emulateMedia, executeServerCommand, setViewport } from '@web/test-runner-commands';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import { cardNode, captureWarnings, easyDeal, gameFixture, makeDeal, settle } from './helpers.js';

// Face up: Kh, Qs, Jd, 5c, 9d, As.
const DEAL = makeDeal({ columns: [['Kh'], ['Qs'], ['Jd'], ['5c'], ['9d'], ['-Tc', 'As']] });

type RGBA = [number, number, number, number];

/** Any CSS colour → [r, g, b, a] (0..255, alpha 0..1), through the browser's own parser. */
function rgba(color: string): RGBA {
  const probe = document.createElement('span');
  probe.style.color = color.trim();
  document.body.append(probe);
  const c = getComputedStyle(probe).color;
  probe.remove();
  const m = c.match(/rgba?\(([^)]+)\)/);
  if (!m) throw new Error(`cannot read colour ${color} (${c})`);
  const [r, g, b, a = '1'] = m[1].split(/[ ,/]+/).filter(Boolean);
  return [Number(r), Number(g), Number(b), Number(a)];
}

/** `top` painted over an opaque `bottom`. */
function over(top: RGBA, bottom: RGBA): RGBA {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i] * a + bottom[i] * (1 - a)).concat(1) as RGBA;
}

function luminance([r, g, b]: RGBA): number {
  const lin = (v: number) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two opaque colours. */
function contrast(a: RGBA, b: RGBA): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The frame: the look's variables are set there (the element writes no attribute on its host). */
const frameOf = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLElement>('.frame')!;
const hostVar = (el: HTMLElement, name: string) => rgba(getComputedStyle(frameOf(el)).getPropertyValue(name));
const faceColour = (el: KlondikeSolitaire, card: string) => rgba(getComputedStyle(cardNode(el, card).querySelector('.face')!).color);
const faceBackground = (el: KlondikeSolitaire, card: string) => rgba(getComputedStyle(cardNode(el, card).querySelector('.face')!).backgroundColor);

/** Every text colour against its background, with the felt at its lightest (centre highlight) and darkest. */
function contrasts(el: KlondikeSolitaire): Record<string, number> {
  const root = el.shadowRoot!;
  const felts = [over([255, 255, 255, 0.1], hostVar(el, '--_felt')), hostVar(el, '--_felt-dark')];
  const bar = root.querySelector('[part=status]')!;
  const barBg = rgba(getComputedStyle(bar).backgroundColor);
  const value = rgba(getComputedStyle(bar.querySelector('.value')!).color);
  const label = rgba(getComputedStyle(bar.querySelector('.label')!).color);
  const button = root.querySelector<HTMLElement>('[part=toolbar] button[data-action=new]')!;
  const toolbarBg = rgba(getComputedStyle(root.querySelector('[part=toolbar]')!).backgroundColor);
  const buttonBg = rgba(getComputedStyle(button).backgroundColor);
  const buttonText = rgba(getComputedStyle(button).color);
  const worst = (fg: RGBA, layers: RGBA[]) => Math.min(...felts.map((f) => contrast(over(fg, layers.reduceRight((acc, l) => over(l, acc), f)), layers.reduceRight((acc, l) => over(l, acc), f))));
  const face = faceBackground(el, 'Kh');
  const panel = hostVar(el, '--_panel');
  return {
    'status value': worst(value, [barBg]),
    'status label': worst(label, [barBg]),
    'toolbar button': worst(buttonText, [toolbarBg, buttonBg]),
    'red index': contrast(faceColour(el, 'Kh'), face),
    'black index': contrast(faceColour(el, 'Qs'), face),
    'diamonds index': contrast(faceColour(el, 'Jd'), face),
    'clubs index': contrast(faceColour(el, '5c'), face),
    'dialog text': contrast(hostVar(el, '--_panel-text'), panel),
    'dialog muted text': contrast(hostVar(el, '--_panel-muted'), panel),
    'dialog primary button': contrast(hostVar(el, '--_on-primary'), hostVar(el, '--_primary')),
    'dialog button': contrast(hostVar(el, '--_panel-text'), hostVar(el, '--_panel-button')),
  };
}

describe('<klondike-solitaire> themes', () => {
  afterEach(async () => {
    await emulateMedia({ colorScheme: 'light' });
  });

  it('theme="auto" follows prefers-color-scheme; light and dark force it', async () => {
    const el = await gameFixture({ deal: DEAL });
    expect(el.theme).to.equal('auto');
    expect(el.hasAttribute('theme'), 'no attribute written').to.equal(false);
    const light = { felt: getComputedStyle(frameOf(el)).getPropertyValue('--_felt'), face: faceBackground(el, 'Kh') };
    await emulateMedia({ colorScheme: 'dark' });
    await settle(el);
    const dark = { felt: getComputedStyle(frameOf(el)).getPropertyValue('--_felt'), face: faceBackground(el, 'Kh') };
    expect(dark.felt).to.not.equal(light.felt);
    expect(dark.face).to.not.deep.equal(light.face);
    el.theme = 'light';
    await settle(el);
    expect(faceBackground(el, 'Kh')).to.deep.equal(light.face);
    await emulateMedia({ colorScheme: 'light' });
    el.setAttribute('theme', 'dark');
    await settle(el);
    expect(faceBackground(el, 'Kh')).to.deep.equal(dark.face);
    expect(getComputedStyle(frameOf(el)).getPropertyValue('--_felt')).to.equal(dark.felt);
  });

  it('an invalid theme warns once and means auto', async () => {
    const el = await gameFixture();
    const warnings = await captureWarnings(async () => {
      el.setAttribute('theme', 'purple');
      await settle(el);
    });
    expect(warnings.length).to.equal(1);
    expect(el.theme).to.equal('auto');
  });

  it('custom properties theme the felt, the faces and the suits', async () => {
    const el = await gameFixture({ deal: DEAL });
    el.style.setProperty('--klondike-felt', 'rgb(10, 20, 30)');
    el.style.setProperty('--klondike-card-face', 'rgb(250, 240, 200)');
    el.style.setProperty('--klondike-red', 'rgb(150, 0, 0)');
    await settle(el);
    expect(getComputedStyle(el.shadowRoot!.querySelector('.frame')!).backgroundImage).to.contain('rgb(10, 20, 30)');
    expect(faceBackground(el, 'Kh')).to.deep.equal([250, 240, 200, 1]);
    expect(faceColour(el, 'Kh')).to.deep.equal([150, 0, 0, 1]);
    expect(faceColour(el, 'Jd')).to.deep.equal([150, 0, 0, 1]);
  });

  it('four-colour: diamonds blue, clubs green, themable', async () => {
    const el = await gameFixture({ deal: DEAL });
    const red = faceColour(el, 'Kh');
    const black = faceColour(el, 'Qs');
    expect(faceColour(el, 'Jd')).to.deep.equal(red);
    expect(faceColour(el, '5c')).to.deep.equal(black);
    el.fourColour = true;
    await settle(el);
    expect(el.hasAttribute('four-colour'), 'no attribute written').to.equal(false);
    expect(frameOf(el).classList.contains('four-colour')).to.equal(true);
    const [r, , b] = faceColour(el, 'Jd');
    expect(b).to.be.greaterThan(r);
    const [, g] = faceColour(el, '5c');
    expect(g).to.be.greaterThan(faceColour(el, '5c')[0]);
    expect(faceColour(el, 'Kh')).to.deep.equal(red);
    expect(faceColour(el, 'Qs')).to.deep.equal(black);
    el.style.setProperty('--klondike-diamonds', 'rgb(200, 100, 0)');
    await settle(el);
    expect(faceColour(el, 'Jd')).to.deep.equal([200, 100, 0, 1]);
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`text meets WCAG AA contrast (4.5:1) in the ${theme} theme`, async () => {
      const el = await gameFixture({ deal: DEAL, attrs: `theme=${theme}&four-colour=` });
      const ratios = contrasts(el);
      for (const [what, ratio] of Object.entries(ratios)) expect(ratio, `${what}: ${ratio.toFixed(2)}`).to.be.at.least(4.5);
    });
  }

  it('an empty pile\'s outline stands out from the felt (3:1) on every felt in both themes', async () => {
    for (const theme of ['light', 'dark']) {
      for (const felt of ['green', 'blue', 'wine']) {
        const el = await gameFixture({ attrs: `theme=${theme}&felt=${felt}` });
        const outline = rgba(getComputedStyle(el.shadowRoot!.querySelector('.slot .mark')!).borderTopColor);
        // The felt at its lightest (a 10 % highlight, as above) and at its darkest.
        for (const f of [over([255, 255, 255, 0.1], hostVar(el, '--_felt')), hostVar(el, '--_felt-dark')]) {
          const ratio = contrast(over(outline, f), f);
          expect(ratio, `${theme} ${felt}: ${ratio.toFixed(2)}`).to.be.at.least(3);
        }
        el.remove();
      }
    }
  });

  it('the focus ring stands out from the felt (3:1) in both themes', async () => {
    for (const theme of ['light', 'dark']) {
      const el = await gameFixture({ attrs: `theme=${theme}` });
      const accent = hostVar(el, '--_accent');
      expect(contrast(accent, hostVar(el, '--_felt')), theme).to.be.at.least(3);
    }
  });

  it('screenshot: the dark theme on a desktop', async () => {
    await setViewport({ width: 1280, height: 800 });
    const el = await gameFixture({ width: 1280, height: 760, attrs: 'theme=dark&code=KL1-D1N-AAAAAAG' });
    for (const m of el.game.moves().filter((x) => x !== 'S').slice(0, 2)) el.move(m);
    el.move('S');
    await settle(el);
    await executeServerCommand('screenshot', { path: 'dark-desktop.png' });
    const won = await gameFixture({ deal: easyDeal(), width: 1280, height: 760, attrs: 'theme=dark&lang=fr' });
    for (let i = 0; i < 400 && !won.game.isWon(); i++) won.move(won.game.moves().find((x) => x.endsWith('-F')) ?? 'S');
    await new Promise((r) => setTimeout(r, 150));
    await settle(won);
    expect(won.shadowRoot!.querySelector<HTMLElement>('[data-panel=results]')).to.not.equal(null);
    await executeServerCommand('screenshot', { path: 'dark-win-fr.png' });
  });
});
