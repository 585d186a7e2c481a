/**
 * Styles of what shows over the table: the run panel (panels/run-panel.ts),
 * a drag in progress (input/drag.ts), the replay bar and the "Dealing…"
 * layer (controllers/replay.ts, controllers/deal-source.ts). They sit apart
 * from their controllers so that the element's styles do not pull the
 * controllers' code into the first-paint module.
 * @module
 */
import { css } from 'lit';

/** Height of a run panel arrow button (px). */
export const RUN_ARROW_H = 34;
/** Height of the run panel's count line (px). */
export const RUN_COUNT_H = 20;
/** Padding of the run panel (px). */
export const RUN_PAD = 8;
/** Gap between the run panel's rows (px). */
export const RUN_GAP = 4;

/** Styles of the panel (add them to the element's styles). */
export const runPanelStyles = css`
  .run-panel {
    position: absolute;
    left: 0;
    top: 0;
    z-index: 350;
    box-sizing: border-box;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${RUN_GAP}px;
    padding: ${RUN_PAD}px;
    border-radius: 12px;
    background: rgba(20, 26, 23, 0.94);
    border: 1px solid rgba(255, 255, 255, 0.18);
    box-shadow: 0 10px 30px rgba(0, 0, 0, 0.45);
    color: #fff;
    touch-action: none;
    animation: run-panel-in 140ms ease-out;
  }
  @keyframes run-panel-in {
    from {
      opacity: 0;
    }
  }
  .run-arrow {
    box-sizing: border-box;
    width: 100%;
    height: ${RUN_ARROW_H}px;
    display: grid;
    place-items: center;
    padding: 0;
    border-radius: 8px;
    border: 1px solid rgba(255, 255, 255, 0.25);
    background: rgba(255, 255, 255, 0.12);
    color: #fff;
    cursor: pointer;
    touch-action: none;
  }
  .run-arrow svg {
    width: 24px;
    height: 24px;
    fill: none;
    stroke: currentColor;
    stroke-width: 12;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .run-arrow:hover:not([aria-disabled='true']),
  .run-arrow.active:not([aria-disabled='true']) {
    background: rgba(255, 213, 74, 0.35);
  }
  .run-arrow[aria-disabled='true'] {
    opacity: 0.3;
    cursor: default;
  }
  .run-preview {
    position: relative;
    flex: none;
    width: var(--pw);
    height: calc(var(--pw) * 1.4);
    padding: 0;
    border: none;
    background: none;
    border-radius: calc(var(--pw) * 0.075);
    cursor: pointer;
    --cw: var(--pw);
    --cr: calc(var(--pw) * 0.075);
    --idx: calc(var(--pw) * 0.28);
    box-shadow: 0 0 0 3px var(--_accent);
  }
  .run-preview .face {
    animation: none;
  }
  .run-count {
    height: ${RUN_COUNT_H}px;
    line-height: ${RUN_COUNT_H}px;
    font-size: 13px;
    font-weight: 600;
    white-space: nowrap;
  }
`;

/** Styles of a drag (add them to the element's styles): the lifted cards and the pile they would land on. */
export const dragStyles = css`
  .table {
    -webkit-touch-callout: none;
  }
  .card.dragging {
    cursor: grabbing;
    box-shadow: 0 14px 30px rgba(0, 0, 0, 0.45), 0 2px 6px rgba(0, 0, 0, 0.3);
  }
  .slot.target {
    box-shadow: 0 0 0 3px rgba(255, 213, 74, 0.8), 0 0 18px rgba(255, 213, 74, 0.45);
  }
  .slot.column.target {
    background: rgba(255, 213, 74, 0.1);
  }
`;

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
  .replay-bar {
    position: absolute;
    left: 50%;
    bottom: 10px;
    transform: translateX(-50%);
    z-index: 390;
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    align-items: center;
    justify-content: center;
    max-width: calc(100% - 16px);
    padding: 6px 10px;
    border-radius: 999px;
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
