/**
 * Shadow-DOM styles of `<klondike-solitaire>`: the felt, the toolbar, the
 * piles and the cards. Themeable through the custom properties documented on
 * the element class.
 * @module
 */
import { css } from 'lit';

/** Host, frame, toolbar, table, slots, message. */
export const frameStyles = css`
  :host {
    display: block;
    width: 100%;
    position: relative;
    box-sizing: border-box;
    --_anim: var(--klondike-animation-ms, 220ms);
    --_felt: var(--klondike-felt, #17703f);
    --_felt-dark: var(--klondike-felt-dark, #0b4526);
    --_accent: var(--klondike-accent, #ffd54a);
    --_back: var(--klondike-card-back, #1f4f9e);
    --_red: var(--klondike-red, #c6162c);
    --_black: var(--klondike-black, #17191c);
    font-family: var(--klondike-font, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif);
    color: #f4f7f2;
    -webkit-tap-highlight-color: transparent;
  }
  :host([hidden]) {
    display: none;
  }
  @media (prefers-reduced-motion: reduce) {
    :host {
      --_anim: 0ms;
    }
  }
  .frame {
    display: flex;
    flex-direction: column;
    height: 100%;
    border-radius: var(--klondike-radius, 10px);
    overflow: hidden;
    background:
      radial-gradient(ellipse at 50% 35%, rgba(255, 255, 255, 0.1), transparent 65%),
      radial-gradient(ellipse at 50% 50%, var(--_felt), var(--_felt-dark) 130%);
    box-shadow: inset 0 0 60px rgba(0, 0, 0, 0.35);
  }
  [part='toolbar'] {
    flex: none;
    display: flex;
    gap: 6px;
    align-items: center;
    justify-content: center;
    padding: 6px 8px;
    background: rgba(0, 0, 0, 0.28);
    border-bottom: 1px solid rgba(255, 255, 255, 0.08);
  }
  [part='toolbar'] button {
    font: inherit;
    font-size: 14px;
    font-weight: 600;
    color: #fff;
    background: rgba(255, 255, 255, 0.12);
    border: 1px solid rgba(255, 255, 255, 0.2);
    border-radius: 999px;
    padding: 6px 14px;
    min-height: 34px;
    cursor: pointer;
    transition: background 120ms, opacity 120ms, box-shadow 120ms;
    white-space: nowrap;
  }
  .frame.narrow [part='toolbar'] {
    gap: 4px;
    padding: 5px 4px;
  }
  .frame.narrow [part='toolbar'] button {
    font-size: 13px;
    padding: 4px 10px;
    min-height: 32px;
  }
  [part='toolbar'] button:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.22);
  }
  [part='toolbar'] button:disabled {
    opacity: 0.4;
    cursor: default;
  }
  [part='toolbar'] button.finish:not(:disabled) {
    background: var(--_accent);
    color: #2b2100;
    border-color: transparent;
    box-shadow: 0 0 0 3px rgba(255, 213, 74, 0.3);
  }
  :focus-visible {
    outline: 3px solid var(--_accent);
    outline-offset: 2px;
  }
  .table {
    position: relative;
    flex: 1 1 auto;
    min-height: 0;
    overflow: hidden;
    user-select: none;
    -webkit-user-select: none;
    touch-action: manipulation;
    --cr: calc(var(--cw) * 0.075);
  }
  .slot {
    position: absolute;
    left: 0;
    top: 0;
    box-sizing: border-box;
    border-radius: var(--cr);
    cursor: pointer;
    z-index: 0;
  }
  .slot .mark {
    position: absolute;
    left: 0;
    top: 0;
    width: var(--cw);
    height: var(--ch);
    box-sizing: border-box;
    border-radius: var(--cr);
    border: 2px solid rgba(255, 255, 255, 0.2);
    background: rgba(0, 0, 0, 0.12);
    display: grid;
    place-items: center;
    color: rgba(255, 255, 255, 0.2);
  }
  .slot .mark svg {
    width: 46%;
    height: 46%;
    fill: currentColor;
  }
  .slot.stock .mark svg {
    fill: none;
    stroke: currentColor;
    stroke-width: 9;
    stroke-linecap: round;
  }
  .slot.stock.recycle .mark {
    color: rgba(255, 255, 255, 0.55);
  }
  .slot.column {
    cursor: default;
  }
  .slot.hint .mark,
  .slot.target .mark {
    border-color: var(--_accent);
    box-shadow: 0 0 0 3px rgba(255, 213, 74, 0.35);
  }
  [part='message'] {
    position: absolute;
    left: 50%;
    bottom: 12px;
    transform: translateX(-50%);
    z-index: 300;
    max-width: min(92%, 460px);
    box-sizing: border-box;
    padding: 8px 14px;
    border-radius: 10px;
    background: rgba(20, 24, 22, 0.92);
    color: #fff;
    font-size: 14px;
    line-height: 1.35;
    box-shadow: 0 6px 24px rgba(0, 0, 0, 0.35);
    display: flex;
    gap: 8px;
    align-items: center;
    flex-wrap: wrap;
    justify-content: center;
    animation: pop var(--_anim) ease-out;
  }
  [part='message'] button {
    font: inherit;
    font-size: 13px;
    color: #fff;
    background: rgba(255, 255, 255, 0.14);
    border: 1px solid rgba(255, 255, 255, 0.25);
    border-radius: 999px;
    padding: 3px 10px;
    cursor: pointer;
  }
  @keyframes pop {
    from {
      opacity: 0;
      transform: translate(-50%, 8px);
    }
  }
  klondike-status-bar {
    flex: none;
  }
`;

/** The cards: faces, indices, pips, court panels, backs, states. */
export const cardStyles = css`
  .card {
    position: absolute;
    left: 0;
    top: 0;
    width: var(--cw);
    height: var(--ch);
    border-radius: var(--cr);
    box-sizing: border-box;
    transition: transform var(--_anim) cubic-bezier(0.2, 0.75, 0.3, 1);
    will-change: transform;
    cursor: pointer;
    touch-action: none;
    box-shadow: 0 1px 2px rgba(0, 0, 0, 0.35), 0 0 1px rgba(0, 0, 0, 0.4);
  }
  .table.still .card,
  .card.dragging {
    transition: none;
  }
  .card.down {
    cursor: default;
  }
  .card.flying {
    box-shadow: 0 8px 18px rgba(0, 0, 0, 0.35);
  }
  .card.selected .face,
  .card.hint .face {
    box-shadow: 0 0 0 3px var(--_accent), 0 0 14px 2px rgba(255, 213, 74, 0.7);
  }
  .card.hint .face {
    animation: glow 0.75s ease-in-out infinite alternate;
  }
  @keyframes glow {
    to {
      box-shadow: 0 0 0 2px var(--_accent), 0 0 4px 0 rgba(255, 213, 74, 0.4);
    }
  }
  .face,
  .back {
    position: absolute;
    inset: 0;
    border-radius: var(--cr);
    overflow: hidden;
  }
  .face {
    background: linear-gradient(160deg, #ffffff, #f3f1ea);
    border: 1px solid rgba(0, 0, 0, 0.18);
    box-sizing: border-box;
    animation: flip calc(var(--_anim) * 0.9) ease-out;
  }
  @keyframes flip {
    from {
      transform: scaleX(0.05);
    }
  }
  .face.red {
    color: var(--_red);
    fill: var(--_red);
  }
  .face.black {
    color: var(--_black);
    fill: var(--_black);
  }
  .face svg {
    display: block;
    fill: currentColor;
  }
  .idx {
    position: absolute;
    display: flex;
    align-items: center;
    gap: calc(var(--cw) * 0.02);
    line-height: 1;
    font-weight: 700;
    letter-spacing: -0.04em;
  }
  .idx.tl {
    left: calc(var(--cw) * 0.06);
    top: calc(var(--cw) * 0.045);
  }
  .idx.br {
    right: calc(var(--cw) * 0.06);
    bottom: calc(var(--cw) * 0.045);
    transform: rotate(180deg);
  }
  .idx-rank {
    font-size: var(--idx);
  }
  .idx-suit {
    width: calc(var(--idx) * 0.78);
    height: calc(var(--idx) * 0.78);
  }
  .big,
  .ace {
    position: absolute;
    left: 50%;
    top: 58%;
    transform: translate(-50%, -50%);
  }
  .big-suit {
    width: calc(var(--cw) * 0.5);
    height: calc(var(--cw) * 0.5);
  }
  .ace-suit {
    width: calc(var(--cw) * 0.46);
    height: calc(var(--cw) * 0.46);
  }
  .pips {
    position: absolute;
    left: 34%;
    right: 34%;
    top: 20%;
    bottom: 20%;
    display: none;
  }
  .pip {
    position: absolute;
    transform: translate(-50%, -50%);
  }
  .pip.down {
    transform: translate(-50%, -50%) rotate(180deg);
  }
  .pip-suit {
    width: calc(var(--cw) * 0.15);
    height: calc(var(--cw) * 0.15);
  }
  .table.pipped .pips {
    display: block;
  }
  .table.pipped .idx {
    flex-direction: column;
    gap: 1px;
  }
  .table.pipped .idx-suit {
    width: calc(var(--idx) * 0.72);
    height: calc(var(--idx) * 0.72);
  }
  .table.pipped .big {
    display: none;
  }
  .court {
    position: absolute;
    left: 21%;
    right: 21%;
    top: 23%;
    bottom: 23%;
    border-radius: calc(var(--cw) * 0.05);
    border: 1.5px solid currentColor;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 2%;
    background: linear-gradient(170deg, #fbf1d0, #eed9a0);
  }
  .court-Q {
    background: linear-gradient(170deg, #fbe5ec, #efc4d0);
  }
  .court-J {
    background: linear-gradient(170deg, #e4edf9, #c4d6ee);
  }
  .court-rank {
    font-family: Georgia, 'Times New Roman', serif;
    font-weight: 700;
    font-size: calc(var(--cw) * 0.36);
    line-height: 1;
  }
  .court-suit {
    width: calc(var(--cw) * 0.2);
    height: calc(var(--cw) * 0.2);
  }
  .back {
    background: #fbfbf8;
    border: 1px solid rgba(0, 0, 0, 0.25);
    box-sizing: border-box;
    padding: calc(var(--cw) * 0.055);
  }
  .back-inner {
    display: block;
    width: 100%;
    height: 100%;
    box-sizing: border-box;
    border-radius: calc(var(--cr) * 0.6);
    background-color: var(--_back);
    background-image:
      radial-gradient(circle at 50% 50%, rgba(255, 255, 255, 0.22) 0 12%, transparent 13%),
      repeating-linear-gradient(45deg, rgba(255, 255, 255, 0.16) 0 1.5px, transparent 1.5px 6px),
      repeating-linear-gradient(-45deg, rgba(255, 255, 255, 0.16) 0 1.5px, transparent 1.5px 6px);
    box-shadow: inset 0 0 0 1.5px rgba(255, 255, 255, 0.45), inset 0 0 12px rgba(0, 0, 0, 0.3);
  }
`;
