/**
 * The element's optional sound (`sound="on"`): short blips synthesized with
 * the Web Audio API (an oscillator and a gain envelope; no audio file) for a
 * card placed, a card turned face up, a new deal (a shuffle) and a win (an
 * arpeggio), played from the session's news (`session/news.ts`; never from
 * the public events, which a page can dispatch). The page's
 * autoplay policy holds: the AudioContext is created (or resumed) only in a
 * pointerdown or keydown on the element while sound is on, so nothing plays
 * before the player's first gesture. Without Web Audio it stays silent; it
 * never throws. Loaded with a dynamic `import()` only when sound is turned on.
 * @module
 * @internal
 */
import type { ReactiveControllerHost } from 'lit';
import type { SessionNews } from '../session/news.js';

/** The element as the sound reads it. @internal */
export interface SoundHost extends HTMLElement, ReactiveControllerHost {
  sound: boolean;
  soundVolume: number;
}

/** The frequencies (Hz) of each sound, played one after the other. @internal */
export const TONES = {
  /** A card (or a run, or the drawn cards) placed. */
  place: [330],
  /** A card turned face up by the move. */
  turn: [660],
  /** A new deal: a quick falling riffle. */
  shuffle: [880, 740, 620, 520, 440],
  /** A win: C major up to the octave. */
  win: [523, 659, 784, 1047],
};

/** Loudest gain of a blip at volume 1. @internal */
export const PEAK_GAIN = 0.3;

const hosts = new WeakSet<SoundHost>();

/** Plays `el`'s sounds from its session's `news` from now on (once per element). @internal */
export function attachSound(el: SoundHost, news: SessionNews): void {
  if (hosts.has(el)) return;
  hosts.add(el);
  let ctx: AudioContext | undefined;
  const on = () => el.sound && el.soundVolume > 0;
  const wake = () => {
    if (!on()) return;
    try {
      ctx ??= new AudioContext();
      if (ctx.state === 'suspended') ctx.resume().catch(() => {});
    } catch {
      // No Web Audio here (or it refused): stay silent.
    }
  };
  /** Schedules one blip per frequency, `stepMs` apart, each `ms` long. */
  const play = (freqs: number[], stepMs = 60, ms = 90) => {
    const ac = ctx;
    if (!ac || !on()) return;
    try {
      freqs.forEach((f, i) => {
        const t = ac.currentTime + (i * stepMs) / 1000;
        const end = t + ms / 1000;
        const osc = ac.createOscillator();
        const gain = ac.createGain();
        osc.type = 'triangle';
        osc.frequency.value = f;
        gain.gain.setValueAtTime(0.0001, t);
        gain.gain.exponentialRampToValueAtTime(PEAK_GAIN * el.soundVolume, t + 0.01);
        gain.gain.exponentialRampToValueAtTime(0.0001, end);
        osc.connect(gain).connect(ac.destination);
        osc.start(t);
        osc.stop(end);
      });
    } catch {
      // A closed or broken context: no sound.
    }
  };
  for (const type of ['pointerdown', 'keydown']) el.addEventListener(type, wake, true);
  news.on('move', (d) => play(d.flipped ? [...TONES.place, ...TONES.turn] : TONES.place));
  news.on('new-game', () => play(TONES.shuffle, 35, 50));
  news.on('win', () => play(TONES.win, 110, 150));
  el.addController({
    hostDisconnected: () => {
      void ctx?.close().catch(() => {});
      ctx = undefined;
    },
  });
}
