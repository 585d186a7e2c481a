/**
 * Sound (`sound`, `sound-volume`): a recording fake stands in for
 * `window.AudioContext` before each element is created; real clicks and keys
 * are the user gestures.
 */
import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { autoFinishDeal, captureWarnings, clickCard, gameFixture, makeDeal, pileNode, settle } from './helpers.js';
import { PEAK_GAIN, TONES } from '../../src/element/late/sound.js';
import type { KlondikeSolitaire } from '../../src/klondike-solitaire.js';

/** An AudioContext that records the oscillators started and the gain peaks. */
class FakeAudioContext {
  static made: FakeAudioContext[] = [];
  state = 'suspended';
  currentTime = 0;
  destination = {};
  /** Frequencies of the oscillators started, in order. */
  started: number[] = [];
  /** The peak gain of each blip. */
  peaks: number[] = [];
  constructor() {
    FakeAudioContext.made.push(this);
  }
  resume() {
    this.state = 'running';
    return Promise.resolve();
  }
  close() {
    this.state = 'closed';
    return Promise.resolve();
  }
  createGain() {
    const gain = { setValueAtTime() {}, exponentialRampToValueAtTime: (v: number) => void (v > 0.001 && this.peaks.push(v)) };
    return { gain, connect: (n: unknown) => n };
  }
  createOscillator() {
    const osc = { type: '', frequency: { value: 0 }, connect: (n: unknown) => n, start: () => void this.started.push(osc.frequency.value), stop() {} };
    return osc;
  }
}

/** All the frequencies started, over every context made. */
const started = () => FakeAudioContext.made.flatMap((c) => c.started);

/** The sound module, loaded (the element loads it when sound is turned on). */
async function soundReady(el: KlondikeSolitaire): Promise<void> {
  await import('../../src/element/late/sound.js');
  await settle(el);
}

/** A real click on the status bar: a gesture that plays nothing. */
async function clickStatus(el: KlondikeSolitaire): Promise<void> {
  const r = el.shadowRoot!.querySelector('[part=status]')!.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(r.left + 4), Math.round(r.top + r.height / 2)] });
}

/** A column whose top card goes on the next column's, turning the card under it. */
const flipDeal = () => makeDeal({ columns: [['-9d', '5h'], ['6s']] });

describe('<klondike-solitaire> sound', () => {
  const original = Object.getOwnPropertyDescriptor(window, 'AudioContext');
  beforeEach(() => {
    FakeAudioContext.made = [];
    Object.defineProperty(window, 'AudioContext', { value: FakeAudioContext, configurable: true, writable: true });
  });
  afterEach(() => {
    if (original) Object.defineProperty(window, 'AudioContext', original);
  });

  it('sound on: a real click that plays a move (and turns a card) starts a placed and a turned blip', async () => {
    const el = await gameFixture({ deal: flipDeal(), attrs: 'sound=on' });
    await soundReady(el);
    expect(FakeAudioContext.made.length).to.equal(0);
    await clickCard(el, '5h');
    expect(el.game.tableau[1].up).to.deep.equal(['6s', '5h']);
    expect(FakeAudioContext.made.length).to.equal(1);
    expect(FakeAudioContext.made[0].state).to.equal('running');
    expect(started()).to.deep.equal([...TONES.place, ...TONES.turn]);
    expect(FakeAudioContext.made[0].peaks).to.deep.equal([PEAK_GAIN * 0.5, PEAK_GAIN * 0.5]);
  });

  it('sound off (the default): moves, deals and gestures create no AudioContext', async () => {
    const el = await gameFixture({ deal: flipDeal() });
    expect(el.sound).to.equal(false);
    expect(el.hasAttribute('sound'), 'no attribute written').to.equal(false);
    await clickCard(el, '5h');
    expect(el.game.tableau[1].up).to.deep.equal(['6s', '5h']);
    el.newGame();
    pileNode(el, 'S').focus();
    await sendKeys({ press: 'Shift' });
    await settle(el);
    expect(FakeAudioContext.made.length).to.equal(0);
  });

  it('no AudioContext before the first gesture; after it, a new deal plays the shuffle', async () => {
    const el = await gameFixture({ deal: flipDeal(), attrs: 'sound=on' });
    await soundReady(el);
    expect(el.move('1-2')).to.equal(true);
    el.newGame();
    await settle(el);
    expect(FakeAudioContext.made.length).to.equal(0);
    await clickStatus(el);
    expect(FakeAudioContext.made.length).to.equal(1);
    expect(started()).to.deep.equal([]);
    el.newGame();
    expect(started()).to.deep.equal(TONES.shuffle);
  });

  it('a key on the element is a gesture too; a win plays the arpeggio last', async () => {
    const el = await gameFixture({ deal: autoFinishDeal(), attrs: 'sound=on' });
    await soundReady(el);
    pileNode(el, 'S').focus();
    await sendKeys({ press: 'Shift' });
    expect(FakeAudioContext.made.length).to.equal(1);
    expect(await el.finish()).to.equal(true);
    const all = started();
    expect(all.slice(-TONES.win.length)).to.deep.equal(TONES.win);
    expect(all.filter((f) => f === TONES.place[0]).length).to.equal(16); // one per card played home
  });

  it('sound-volume 0 plays nothing; the volume scales the peak', async () => {
    const el = await gameFixture({ deal: flipDeal(), attrs: 'sound=on&sound-volume=0' });
    await soundReady(el);
    await clickCard(el, '5h');
    expect(el.game.tableau[1].up).to.deep.equal(['6s', '5h']);
    expect(started()).to.deep.equal([]);
    el.soundVolume = 0.2;
    await settle(el);
    expect(el.getAttribute('sound-volume')).to.equal('0.2');
    await clickStatus(el);
    el.newGame();
    expect(started()).to.deep.equal(TONES.shuffle);
    expect(FakeAudioContext.made[0].peaks[0]).to.be.closeTo(PEAK_GAIN * 0.2, 1e-9);
  });

  it('an invalid sound-volume or sound warns once and falls back (0.5, off)', async () => {
    const el = await gameFixture();
    const w1 = await captureWarnings(async () => {
      el.setAttribute('sound-volume', 'loud');
      await settle(el);
    });
    expect(w1.length).to.equal(1);
    expect(w1[0]).to.contain('sound-volume="loud"');
    expect(el.soundVolume).to.equal(0.5);
    expect(el.getAttribute('sound-volume')).to.equal('0.5');
    const w2 = await captureWarnings(async () => {
      el.soundVolume = 2;
      await settle(el);
    });
    expect(w2.length).to.equal(1);
    expect(el.soundVolume).to.equal(0.5);
    const w3 = await captureWarnings(async () => {
      el.setAttribute('sound', 'loud');
      await settle(el);
    });
    expect(w3.length).to.equal(1);
    expect(w3[0]).to.contain('using off');
    expect(el.sound).to.equal(false);
    expect(el.getAttribute('sound')).to.equal('off');
    el.setAttribute('sound-volume', ' 0.25 ');
    el.setAttribute('sound', '');
    await settle(el);
    expect([el.sound, el.soundVolume, el.getAttribute('sound'), el.getAttribute('sound-volume')]).to.deep.equal([true, 0.25, '', '0.25']);
  });

  it('without Web Audio, sound on stays silent and the game plays on', async () => {
    Object.defineProperty(window, 'AudioContext', { value: undefined, configurable: true, writable: true });
    const el = await gameFixture({ deal: flipDeal(), attrs: 'sound=on' });
    await soundReady(el);
    await clickCard(el, '5h');
    expect(el.game.tableau[1].up).to.deep.equal(['6s', '5h']);
  });
});
