/**
 * Styles of what shows over the table in the first-paint module: the replay
 * bar and the "Dealing…" layer (first-paint/replay.ts,
 * first-paint/deal-source.ts). They sit apart from their controllers so
 * that the element's styles do not pull the controllers' code into the
 * first-paint module. The input parts' overlays are in ./input.ts.
 * @module
 */
import { css } from 'lit';

/** Styles of the replay bar and of the "Dealing…" layer (add to the element's styles). */
export const replayStyles = css`
  .replay-shield,
  .deal-wait {
    position: absolute;
    inset: 0;
    z-index: 380;
  }
  .deal-wait {
    display: grid;
    place-items: center;
    background: rgba(0, 20, 8, 0.35);
    color: #fff;
    font-weight: 600;
    cursor: progress;
  }
  .deal-wait span {
    padding: 8px 16px;
    border-radius: 999px;
    background: rgba(0, 0, 0, 0.55);
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
