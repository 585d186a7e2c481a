/**
 * Styles of the input parts' overlays: the run panel (late/panels/run-panel.ts)
 * and a drag in progress (late/input/drag.ts). They load with those parts after
 * the first paint (late/parts.ts adds them to the element's styles).
 * @module
 */
import { css } from 'lit';

/** Height of a run panel arrow button (px). */
export const RUN_ARROW_H = 34;
/** Height of a run panel arrow button on a coarse pointer (px): a finger's 44 px target. */
export const RUN_ARROW_COARSE_H = 44;
/** Height of the run panel's count line (px). */
export const RUN_COUNT_H = 20;
/** Padding of the run panel (px). */
export const RUN_PAD = 8;
/** Gap between the run panel's rows (px). */
export const RUN_GAP = 4;

/** Styles of the panel (the late parts add them to the element's, see late/parts.ts). */
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
  @media (pointer: coarse) {
    .run-arrow {
      height: ${RUN_ARROW_COARSE_H}px;
    }
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

/** Styles of a drag (the late parts add them to the element's): the lifted cards and the pile they would land on. */
export const dragStyles = css`
  .card.dragging {
    cursor: grabbing;
    /* A layer of its own while it follows the pointer: each frame's move is the compositor's, with no repaint of the card and its shadow. */
    will-change: transform;
    box-shadow: 0 14px 30px rgba(0, 0, 0, 0.45), 0 2px 6px rgba(0, 0, 0, 0.3);
  }
  .slot.target {
    box-shadow: 0 0 0 3px rgba(255, 213, 74, 0.8), 0 0 18px rgba(255, 213, 74, 0.45);
  }
  .slot.column.target {
    background: rgba(255, 213, 74, 0.1);
  }
`;
