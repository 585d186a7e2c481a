/**
 * Text that follows the reader's font size where the table allows (issue
 * 48): a reader who sets a larger default font (the root `rem`) gets larger
 * text in the on-table message and the panels (their text and buttons),
 * never smaller than the sizes the layout was made for. The toolbar and the
 * status bar keep theirs: the table's geometry is computed from them.
 */
import { expect } from '@open-wc/testing';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import { autoFinishDeal, gameFixture, settle, sleep } from './helpers.js';

const px = (n: Element | null) => (n ? parseFloat(getComputedStyle(n).fontSize) : -1);

/** The font sizes of the message and of the settings and results panels, at the page's root font size `root`. */
async function sizesAt(root: string) {
  document.documentElement.style.fontSize = root;
  try {
    const el: KlondikeSolitaire = await gameFixture({ deal: autoFinishDeal() });
    el.showMessage('A message on the table.');
    await settle(el);
    const r = el.shadowRoot!;
    const message = px(r.querySelector('[part=message]')!);
    el.showSettings();
    await settle(el);
    const settings = px(r.querySelector('[data-panel=settings]')!);
    const settingsButton = px(r.querySelector('[data-panel=settings] .actions button'));
    r.querySelector<HTMLElement>('[data-panel=settings] .actions button')!.click();
    await settle(el);
    await el.finish();
    for (let i = 0; i < 100 && !r.querySelector('[data-panel=results]'); i++) await sleep(30);
    await settle(el);
    const results = r.querySelector('[data-panel=results]')!;
    return { message, settings, settingsButton, figures: px(results.querySelector('dl')), title: px(results.querySelector('h2')), resultsButton: px(results.querySelector('.actions button')) };
  } finally {
    document.documentElement.style.fontSize = '';
  }
}

describe('<klondike-solitaire> text size', () => {
  it('the message and the panels grow with a larger default font (24 px: 1.5 times)', async () => {
    const normal = await sizesAt('16px');
    const large = await sizesAt('24px');
    // A 640 px table is short: the results panel's title and figures take their tighter sizes (18, 14).
    expect(normal).to.deep.equal({ message: 14, settings: 14, settingsButton: 14, figures: 14, title: 18, resultsButton: 14 });
    expect(large).to.deep.equal({ message: 21, settings: 21, settingsButton: 21, figures: 21, title: 27, resultsButton: 21 });
  });

  it('a page with a small root font (the 62.5 % trick) makes none of it smaller', async () => {
    const small = await sizesAt('10px');
    expect(small.message).to.equal(14);
    expect(small.settings).to.equal(14);
    expect(small.settingsButton).to.equal(14);
    expect(small.title).to.equal(18);
    expect(small.figures).to.equal(14);
    expect(small.resultsButton).to.equal(14);
  });
});
