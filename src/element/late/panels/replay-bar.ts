/**
 * The replay bar (`part="replay"`): Play / Pause, Step, the speed (½×, 1×,
 * 2×, 4×), the progress and Exit, over a layer that keeps pointer input off
 * the table while a replay runs. It drives the replay of the first-paint
 * module (`first-paint/replay.ts`, which checks a record and plays it, so
 * that `el.replay()` answers at once) and comes with the late parts: the
 * first paint does not carry its template and styles. A replay started
 * before they arrive has them loaded at once (`wiring.ts`).
 * @module
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { REPLAY_SPEEDS, type Replayer } from '../../first-paint/replay.js';
import { t, type Strings } from '../../i18n/strings.js';

/** The replay bar's template over `replay`, while it is active. */
export function renderReplayBar(replay: Replayer, s: Strings): TemplateResult | typeof nothing {
  if (!replay.active) return nothing;
  const stop = (e: Event) => e.stopPropagation();
  const speed = replay.speed;
  const next = REPLAY_SPEEDS[(REPLAY_SPEEDS.indexOf(speed as (typeof REPLAY_SPEEDS)[number]) + 1) % REPLAY_SPEEDS.length];
  const speedText = (v: number) => (v === 0.5 ? '½×' : `${v}×`);
  return html`<div class="replay-shield" @pointerdown=${stop} @click=${stop} @dblclick=${stop}></div>
    <div part="replay" class="replay-bar" role="toolbar" aria-label=${s['replay.label']} @pointerdown=${stop} @click=${stop}>
      <button data-action="play" aria-pressed=${replay.playing ? 'true' : 'false'} @click=${() => (replay.playing ? replay.pause() : replay.play())}>
        ${replay.playing ? s['replay.pause'] : s['replay.play']}
      </button>
      <button data-action="step" ?disabled=${replay.playing} @click=${() => replay.step()}>${s['replay.step']}</button>
      <button data-action="speed" aria-label=${t('replay.speed', { speed: speedText(speed) }, s)} @click=${() => (replay.speed = next)}>
        ${speedText(speed)}
      </button>
      <span class="replay-progress" role="status">${t('replay.progress', { n: replay.position, total: replay.length }, s)}</span>
      <button data-action="exit" @click=${() => replay.stop()}>${s['replay.exit']}</button>
    </div>`;
}

/** Styles of the replay bar and its layer (added to the element's root with the late parts). */
export const replayBarStyles = css`
  .replay-shield {
    position: absolute;
    inset: 0;
    z-index: 380;
  }
  /* Centred by its margins, not by left: 50% (which would leave it half
     the table's width to wrap in). */
  .replay-bar {
    position: absolute;
    left: 0;
    right: 0;
    margin-inline: auto;
    width: fit-content;
    box-sizing: border-box;
    bottom: 10px;
    z-index: 390;
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    align-items: center;
    justify-content: center;
    max-width: calc(100% - 16px);
    padding: 6px 10px;
    border-radius: 22px;
    background: rgba(0, 0, 0, 0.72);
    color: #fff;
    font-size: 13px;
    font-variant-numeric: tabular-nums;
  }
  .replay-bar button {
    font: inherit;
    font-weight: 600;
    border-radius: 999px;
    border: 1px solid rgba(255, 255, 255, 0.4);
    background: rgba(255, 255, 255, 0.12);
    color: inherit;
    padding: 4px 12px;
    cursor: pointer;
  }
  /* A finger: every button at least 44 × 44 CSS px. */
  @media (pointer: coarse) {
    .replay-bar button {
      min-height: 44px;
      min-width: 44px;
    }
  }
  .replay-bar button:disabled {
    opacity: 0.45;
    cursor: default;
  }
  .replay-bar button:focus-visible {
    outline: 3px solid var(--klondike-accent, #e0a800);
    outline-offset: 2px;
  }
  .replay-progress {
    min-width: 7em;
    text-align: center;
  }
`;
