import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';
import { cardNode, gameFixture, makeDeal, settle, sleep } from './helpers.js';

/** The twelve court cards face up (four K-Q-J runs), the ace of spades, two tens and a nine. */
const courtsDeal = () =>
  makeDeal({
    columns: [['Ks', 'Qh', 'Jc'], ['Kh', 'Qc', 'Jd'], ['Kd', 'Qs', 'Jh'], ['Kc', 'Qd', 'Js'], ['As'], ['Th'], ['Td', '9c']],
  });
const COURTS = ['Ks', 'Qh', 'Jc', 'Kh', 'Qc', 'Jd', 'Kd', 'Qs', 'Jh', 'Kc', 'Qd', 'Js'];

/** Waits until the face art (loaded after the first paint) has reached the table. */
async function artArrived(el: KlondikeSolitaire): Promise<void> {
  for (let i = 0; i < 200 && !el.shadowRoot!.querySelector('.court-art'); i++) await sleep(20);
  await settle(el);
}

const boxOf = (e: Element) => e.getBoundingClientRect();
const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The box the pips' path covers on screen. */
function pipsBox(card: HTMLElement): DOMRect | null {
  const svg = card.querySelector<SVGSVGElement>('svg.pips');
  if (!svg || getComputedStyle(svg).display === 'none') return null;
  return svg.querySelector('path')!.getBoundingClientRect();
}

describe('court figures, the ace of spades and the pip fields', function () {
  this.timeout(30_000);

  it('every jack, queen and king shows its figure, both halves, in the suit colour, at phone and desktop widths, light and dark, four colours', async () => {
    for (const width of [320, 800]) {
      for (const attrs of ['theme=light', 'theme=dark&four-colour=', 'large-index=']) {
        const el = await gameFixture({ deal: courtsDeal(), width, attrs });
        await artArrived(el);
        for (const c of COURTS) {
          const face = cardNode(el, c).querySelector<HTMLElement>('.face')!;
          const art = face.querySelector<HTMLElement>(`.court-art.court-${c[0]}`);
          expect(art, `${c} at ${width} px, ${attrs}`).to.exist;
          expect(face.querySelector('.court'), `${c}: no simple panel once the art is here`).to.equal(null);
          expect(art!.querySelectorAll('svg g').length, `${c}: the figure and its turned half`).to.equal(2);
          const robe = art!.querySelector('.l-robe')!;
          expect(getComputedStyle(robe).fill, `${c}: the robe in the suit's colour`).to.equal(getComputedStyle(face).color);
          const box = boxOf(art!);
          expect(box.width, `${c} is drawn`).to.be.greaterThan(10);
          expect(box.height).to.be.greaterThan(10);
        }
        // Red and black kings differ in colour (four colours: each suit its own).
        const robeOf = (c: string) => getComputedStyle(cardNode(el, c).querySelector('.l-robe')!).fill;
        expect(robeOf('Kh')).to.not.equal(robeOf('Ks'));
        if (attrs.includes('four-colour')) expect(new Set(['Ks', 'Kh', 'Kd', 'Kc'].map(robeOf)).size).to.equal(4);
        el.parentElement!.remove();
      }
    }
  });

  it('a narrow card, or any card with the large index, shows the bust between its index rows, clear of both', async () => {
    for (const [width, attrs] of [[320, ''], [800, 'large-index=']] as const) {
      const el = await gameFixture({ deal: courtsDeal(), width, attrs });
      await artArrived(el);
      for (const c of ['Js', 'Qd', 'Kc']) {
        const card = cardNode(el, c);
        const art = card.querySelector<HTMLElement>('.court-art')!;
        expect(getComputedStyle(art).clipPath, `${c} at ${width} px ${attrs}: no notch`).to.equal('none');
        for (const idx of card.querySelectorAll('.idx')) expect(overlaps(boxOf(art), boxOf(idx)), `${c} at ${width} px ${attrs}: the bust and an index`).to.equal(false);
      }
      el.parentElement!.remove();
    }
  });

  it('the ace of spades is decorated; the other aces keep their plain suit', async () => {
    const el = await gameFixture({ deal: makeDeal({ columns: [['As'], ['Ah']] }), width: 640 });
    await artArrived(el);
    await settle(el);
    for (let i = 0; i < 100 && !cardNode(el, 'As').querySelector('.ace-art'); i++) await sleep(20);
    expect(cardNode(el, 'As').querySelector('svg.ace-art .l-gold'), 'the ace of spades\' ornament').to.exist;
    expect(cardNode(el, 'Ah').querySelector('svg.ace-art')).to.equal(null);
    expect(cardNode(el, 'Ah').querySelector('svg.ace')).to.exist;
  });

  it('the felt has a fine texture of its own for each felt colour once the art is here; --klondike-felt-texture: none makes it flat', async () => {
    const el = await gameFixture({ deal: courtsDeal(), width: 640 });
    await artArrived(el);
    const frame = el.shadowRoot!.querySelector<HTMLElement>('.frame')!;
    const look = () => getComputedStyle(frame).backgroundImage;
    const seen = new Set<string>();
    for (const felt of ['green', 'blue', 'wine']) {
      el.setAttribute('felt', felt);
      await settle(el);
      expect(look(), felt).to.match(/^linear-gradient\(.*\), linear-gradient\(/);
      expect(getComputedStyle(frame).backgroundSize, felt).to.match(/^\d+px \d+px, auto/);
      seen.add(look());
    }
    expect(seen.size, 'each felt its own texture').to.equal(3);
    el.style.setProperty('--klondike-felt-texture', 'none');
    await settle(el);
    expect(look()).to.match(/^none, linear-gradient\(/);
  });

  it('no pip touches a corner index, tens included, at any width', async () => {
    await setViewport({ width: 1400, height: 1000 }); // tall enough for the cards to follow the width
    let pipped = 0;
    for (const width of [320, 480, 600, 700, 800, 900, 1000, 1280]) {
      const el = await gameFixture({ deal: courtsDeal(), width });
      for (const c of ['Th', 'Td', '9c']) {
        const card = cardNode(el, c);
        const pips = pipsBox(card);
        if (!pips) continue;
        pipped++;
        for (const idx of card.querySelectorAll('.idx')) {
          expect(overlaps(pips, boxOf(idx)), `${c} at ${width} px: the pips and an index`).to.equal(false);
        }
      }
      el.parentElement!.remove();
    }
    expect(pipped, 'pips were shown at some widths').to.be.greaterThan(3);
    await setViewport({ width: 800, height: 600 });
  });
});
