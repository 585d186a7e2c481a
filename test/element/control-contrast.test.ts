/**
 * Non-text contrast of the controls (issue 48, WCAG 1.4.11: 3:1): in both
 * themes, the chosen option of a settings group (its fill), the chosen
 * swatch's ring and the focus ring on a panel stand out from the panel.
 */
import { expect } from '@open-wc/testing';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import { gameFixture, settle } from './helpers.js';

type RGB = [number, number, number];

/** A computed `rgb(…)` colour → [r, g, b]. */
function rgb(color: string): RGB {
  const m = color.match(/rgba?\(([^)]+)\)/);
  if (!m) throw new Error(`cannot read colour ${color}`);
  return m[1].split(/[ ,/]+/).filter(Boolean).slice(0, 3).map(Number) as RGB;
}

function luminance([r, g, b]: RGB): number {
  const lin = (v: number) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(rgb(a)), luminance(rgb(b))].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

async function settingsOpen(theme: string): Promise<{ el: KlondikeSolitaire; panel: HTMLElement }> {
  const el = await gameFixture({ attrs: `theme=${theme}` });
  el.showSettings();
  await settle(el);
  return { el, panel: el.shadowRoot!.querySelector<HTMLElement>('[data-panel=settings] .panel')! };
}

for (const theme of ['light', 'dark']) {
  describe(`<klondike-solitaire> controls' contrast, ${theme} theme`, () => {
    it('the chosen option, the chosen swatch and the focus ring stand out from the panel (3:1)', async () => {
      const { panel } = await settingsOpen(theme);
      const bg = getComputedStyle(panel).backgroundColor;
      const chosen = panel.querySelector<HTMLElement>('.seg input:checked + span')!;
      const fill = getComputedStyle(chosen).backgroundColor;
      expect(contrast(fill, bg), `chosen option ${fill} on ${bg}`).to.be.at.least(3);
      const chip = panel.querySelector<HTMLElement>('.swatch input:checked + .chip')!;
      const ring = getComputedStyle(chip).boxShadow.match(/rgba?\([^)]+\)/)![0];
      expect(contrast(ring, bg), `chosen swatch ring ${ring} on ${bg}`).to.be.at.least(3);
      // The ring a panel's control shows when focused from the keyboard.
      const probe = document.createElement('span');
      probe.style.color = 'var(--_focus-on-panel)';
      panel.append(probe);
      const focusColour = getComputedStyle(probe).color;
      probe.remove();
      expect(contrast(focusColour, bg), `focus ring ${focusColour} on ${bg}`).to.be.at.least(3);
    });
  });
}
