/**
 * Shadow-DOM styles of `<klondike-solitaire>`: the felt, the toolbar, the
 * piles and the cards. Themeable through the custom properties documented on
 * the element class (`--klondike-*`); inside, every colour goes through a
 * private `--_*` variable, set here for the light theme and in
 * {@link darkTheme} for the dark one (`theme="dark"`, or `auto` under
 * `prefers-color-scheme: dark`). The options that change the look (theme,
 * felt, card back, four colours, large index, speed) key on the frame's
 * `data-*` and classes, not on the host's attributes: the element writes no
 * attribute the page did not set. The sub-parts (status bar, dialogs) inherit
 * the variables. Text colours meet WCAG AA (4.5:1) on their backgrounds in
 * both themes (test/element/theme.test.ts computes them).
 * @module
 */
import { css } from 'lit';


/** The dark theme's colours (custom properties still win). */
const darkTheme = css`
  color-scheme: dark;
  --_felt: var(--klondike-felt, #123526);
  --_felt-dark: var(--klondike-felt-dark, #07140e);
  --_face: var(--klondike-card-face, #e4e1d8);
  --_back: var(--klondike-card-back, #2b3f73);
  --_red: var(--klondike-red, #b01028);
  --_black: var(--klondike-black, #141618);
  --_bar: rgba(0, 0, 0, 0.45);
  --_panel: var(--klondike-panel, #1e2723);
  --_panel-text: var(--klondike-panel-text, #e8eee9);
  --_panel-muted: #b2c0b8;
  --_panel-border: #4a5a51;
  --_panel-button: #29342f;
  --_primary: #1d6b42;
  /* A chosen setting: 3.2:1 against the dark panel, white text on it 4.8:1. */
  --_panel-accent: #2a8150;
  --_focus-on-panel: var(--_accent);
  --_scrim: rgba(0, 0, 0, 0.6);
  --_court-dim: brightness(0.9);
`;

/** Host, frame, toolbar, table, slots, message. */
export const frameStyles = css`
  :host {
    display: block;
    width: 100%;
    position: relative;
    box-sizing: border-box;
    color-scheme: light;
    --_anim: var(--klondike-animation-ms, 220ms);
    --_felt: var(--klondike-felt, #17703f);
    --_felt-dark: var(--klondike-felt-dark, #0b4526);
    --_accent: var(--klondike-accent, #ffd54a);
    --_face: var(--klondike-card-face, #ffffff);
    --_back: var(--klondike-card-back, #1f4f9e);
    --_red: var(--klondike-red, #c6162c);
    --_black: var(--klondike-black, #17191c);
    --_diamonds: var(--_red);
    --_clubs: var(--_black);
    --_on-felt: var(--klondike-text, #ffffff);
    --_on-felt-muted: var(--klondike-text, #dfe8e2);
    --_bar: rgba(0, 0, 0, 0.28);
    --_panel: var(--klondike-panel, #fbfaf6);
    --_panel-text: var(--klondike-panel-text, #1c2420);
    --_panel-muted: #4a554f;
    --_panel-border: #b9c4bd;
    --_panel-button: #ffffff;
    --_primary: #17703f;
    --_on-primary: #ffffff;
    --_focus-on-panel: #8a6200;
    --_scrim: rgba(0, 20, 8, 0.45);
    --_court-dim: none;
    font-family: var(--klondike-font, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif);
    color: var(--_on-felt);
    -webkit-tap-highlight-color: transparent;
  }
  .frame[data-theme='dark'] {
    ${darkTheme}
  }
  @media (prefers-color-scheme: dark) {
    .frame:not([data-theme='light']) {
      ${darkTheme}
    }
  }
  .frame.four-colour {
    --_diamonds: var(--klondike-diamonds, #1d5bbf);
    --_clubs: var(--klondike-clubs, #166a2c);
  }
  :host([hidden]) {
    display: none;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    border: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .frame[data-animation='fast'] {
    --_anim: calc(var(--klondike-animation-ms, 220ms) * 0.5);
  }
  .frame[data-animation='slow'] {
    --_anim: calc(var(--klondike-animation-ms, 220ms) * 1.6);
  }
  @media (prefers-reduced-motion: reduce) {
    :host {
      --_anim: 0ms;
    }
  }
  .frame[data-animation='off'] {
    --_anim: 0ms;
  }
  /* The frame is the container every size inside follows (cqi, @container
     klondike): the element's own width, never the window's. */
  .frame {
    container: klondike / inline-size;
    display: flex;
    flex-direction: column;
    height: 100%;
    border-radius: var(--klondike-radius, 10px);
    overflow: hidden;
    /* A flat felt, darker towards the bottom: one linear gradient, cheap to
       raster (no radial gradients, no blurred inset shadow over the table). */
    background: linear-gradient(var(--_felt) 30%, var(--_felt-dark) 160%);
  }
  [part='toolbar'] {
    flex: none;
    display: flex;
    gap: 6px;
    align-items: center;
    justify-content: center;
    padding: 6px 8px;
    background: var(--_bar);
    border-bottom: 1px solid rgba(255, 255, 255, 0.08);
  }
  /* A wide element on a short screen: the status sits on the toolbar's row,
     its items two by two, when the buttons leave room for it (see oneBar in
     klondike-solitaire.element.ts), out of the frame's flow so the table
     keeps its flex sizing. */
  .frame.one-bar {
    position: relative;
  }
  .frame.one-bar > [part='toolbar'] {
    box-sizing: border-box;
    height: 48px;
    justify-content: flex-start;
    padding-left: 14px;
  }
  .frame.one-bar > [part='status'] {
    position: absolute;
    top: 0;
    right: 0;
    height: 47px;
    line-height: normal;
    overflow: visible;
    box-sizing: border-box;
    display: grid;
    grid-template-columns: auto auto;
    gap: 0 14px;
    align-content: center;
    padding: 0 14px;
    font-size: 12px;
    background: none;
    border: none;
  }
  /* The toolbar's sizes follow views/bars.ts (toolbarFit), which picks the
     frame's class: words (labels), compact (Undo and the rules link as
     icons) or icons only, from the words' measured widths in the current
     language and the element's width. */
  [part='toolbar'] button {
    font: inherit;
    font-size: 14px;
    font-weight: 600;
    color: var(--_on-felt);
    background: rgba(255, 255, 255, 0.12);
    border: 1px solid rgba(255, 255, 255, 0.2);
    border-radius: 999px;
    padding: 0 12px;
    min-height: 34px;
    cursor: pointer;
    transition: opacity 120ms;
    white-space: nowrap;
    position: relative;
    display: inline-flex;
    align-items: center;
    justify-content: center;
  }
  [part='rules-link'] {
    color: var(--_on-felt);
    font-size: 14px;
    padding: 6px;
    text-underline-offset: 3px;
    white-space: nowrap;
    position: relative;
  }
  [part='toolbar'] .short {
    display: none;
  }
  /* Finish holds Finish and Stop in one cell: its width is the wider's. */
  [part='toolbar'] .stack {
    display: inline-grid;
  }
  [part='toolbar'] .stack > * {
    grid-area: 1 / 1;
  }
  [part='toolbar'] .stack > .off {
    visibility: hidden;
  }
  .frame.compact [part='toolbar'] {
    gap: 4px;
    padding: 6px 4px;
  }
  .frame.compact [part='toolbar'] button {
    padding: 0 8px;
  }
  .frame.icons [part='toolbar'] {
    gap: 0;
    padding: 5px 4px;
    justify-content: space-evenly;
  }
  /* An icon in place of the word: the word stays laid out (measured), unseen. */
  .frame.icons [part='toolbar'] .long,
  .frame.compact [data-action='undo'] .long,
  .frame.compact [part='rules-link'] .long {
    position: absolute;
    visibility: hidden;
    pointer-events: none;
  }
  .frame.icons [part='toolbar'] .short,
  .frame.compact [data-action='undo'] .short,
  .frame.compact [part='rules-link'] .short {
    display: block;
  }
  .frame.icons [part='toolbar'] button,
  .frame.compact [part='toolbar'] button[data-action='undo'],
  [part='toolbar'] button.icon {
    padding: 0;
    width: 36px;
  }
  /* The rules link as an icon: a round "?". */
  .frame.icons [part='rules-link'],
  .frame.compact [part='rules-link'] {
    display: inline-grid;
    place-items: center;
    width: 36px;
    height: 34px;
    padding: 0;
    text-decoration: none;
  }
  .frame.icons [part='rules-link'],
  .frame.compact [part='rules-link'] {
    box-sizing: border-box;
    border-radius: 999px;
    background: rgba(255, 255, 255, 0.12);
    border: 1px solid rgba(255, 255, 255, 0.2);
    font-weight: 700;
    font-size: 16px;
  }
  /* A finger: every control at least 44 × 44 CSS px. */
  @media (pointer: coarse) {
    [part='toolbar'] button,
    [part='rules-link'] {
      min-height: 44px;
      min-width: 44px;
      box-sizing: border-box;
    }
    [part='rules-link'] {
      display: inline-grid;
      place-items: center;
    }
    .frame.icons [part='toolbar'] button,
    .frame.compact [part='toolbar'] button[data-action='undo'],
    [part='toolbar'] button.icon,
    .frame.icons [part='rules-link'],
    .frame.compact [part='rules-link'] {
      width: 44px;
      height: 44px;
    }
    .frame.icons [part='toolbar'] {
      padding: 2px;
    }
  }
  [part='toolbar'] button:hover:not([aria-disabled='true']) {
    background: rgba(255, 255, 255, 0.22);
  }
  /* Off, yet focusable (views/toolbar.ts): its contents dim, not its focus ring. */
  [part='toolbar'] button[aria-disabled='true'] {
    cursor: default;
    background: rgba(255, 255, 255, 0.05);
    border-color: rgba(255, 255, 255, 0.1);
  }
  [part='toolbar'] button[aria-disabled='true'] > * {
    opacity: 0.4;
  }
  @media (forced-colors: active) {
    [part='toolbar'] button[aria-disabled='true'] {
      color: GrayText;
      border-color: GrayText;
    }
  }
  /* Finish, when offered, stands out by its fill alone: a halo round it
     would look like the focus ring (3 px of the same accent). */
  [part='toolbar'] button.finish:not([aria-disabled='true']) {
    background: var(--_accent);
    color: #2b2100;
    border-color: transparent;
  }
  :focus-visible {
    outline: 3px solid var(--_accent);
    outline-offset: 2px;
  }
  /* Far from the viewport, the browser skips the table's cards: no style,
     layout, paint or raster until it comes near (a page of many games pays
     for the ones in view). Its height is set inline (views/frame.ts), so the
     size containment this brings off-screen changes no size. */
  .table {
    content-visibility: auto;
    position: relative;
    flex: 1 1 auto;
    min-height: 0;
    overflow: hidden;
    user-select: none;
    -webkit-user-select: none;
    -webkit-touch-callout: none;
    touch-action: manipulation;
    --cr: var(--klondike-card-radius, calc(var(--cw) * 0.075));
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
    /* White at 0.65 over the felt: 3:1 against the lightest felt (green,
       with a 10 % highlight), the bar for non-text contrast (WCAG 1.4.11). */
    border: 2px solid rgba(255, 255, 255, 0.65);
    background: rgba(0, 0, 0, 0.12);
    /* Flex, not grid: a grid's track data costs about 2 KB of memory a slot. */
    display: flex;
    align-items: center;
    justify-content: center;
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
  .slot.hint .mark {
    border-style: dashed;
    border-width: 3px;
    background: rgba(255, 213, 74, 0.18);
  }
  /* Centred by its margins, not by left: 50% (which would leave its text
     half the table's width to wrap in). */
  [part='message'] {
    position: absolute;
    left: 0;
    right: 0;
    margin-inline: auto;
    width: fit-content;
    bottom: 12px;
    z-index: 300;
    max-width: min(92%, 460px);
    /* Never past the table: a long message with its exits on a small
       table scrolls inside itself. */
    max-height: calc(100% - 20px);
    overflow: auto;
    overscroll-behavior: contain;
    box-sizing: border-box;
    padding: 8px 14px;
    border-radius: 10px;
    background: rgba(20, 24, 22, 0.92);
    color: #fff;
    font-size: max(14px, 0.875rem); /* the reader's larger default font, never smaller than 14 px */
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
    font-size: max(13px, 0.8125rem);
    color: #fff;
    background: rgba(255, 255, 255, 0.14);
    border: 1px solid rgba(255, 255, 255, 0.25);
    border-radius: 999px;
    padding: 3px 10px;
    cursor: pointer;
  }
  @container klondike (max-width: 420px) {
    [part='message'] {
      bottom: 8px;
      max-width: calc(100% - 16px);
      max-height: calc(100% - 12px);
      padding: 6px 10px;
      gap: 6px;
    }
  }
  /* A finger: the message's exits at least 44 × 44 CSS px. */
  @media (pointer: coarse) {
    [part='message'] button {
      min-height: 44px;
      min-width: 44px;
    }
  }
  @keyframes pop {
    from {
      opacity: 0;
      transform: translateY(8px);
    }
  }
  /* The status bar (views/status-bar.ts): one row whose gap follows the
     element's width (cqi: the frame is the container), never the window's.
     Items that do not fit wrap onto a second row that is clipped away, so
     an item drops out whole, never cut; on a narrow element the least
     useful one (passes) goes last, so it is the first to drop. */
  [part='status'] {
    flex: none;
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 20px clamp(8px, 4cqi, 28px);
    height: 18px;
    line-height: 18px;
    overflow: hidden;
    padding: 5px 10px 6px;
    font-size: 13px;
    background: var(--_bar, rgba(0, 0, 0, 0.28));
    border-top: 1px solid rgba(255, 255, 255, 0.08);
    color: var(--_on-felt, #fff);
    font-variant-numeric: tabular-nums;
  }
  [part='status'] .item {
    display: flex;
    gap: 5px;
    align-items: baseline;
    white-space: nowrap;
  }
  [part='status'] .label {
    color: var(--_on-felt-muted, #dfe8e2);
    font-size: 12px;
  }
  [part='status'] .value {
    font-weight: 700;
  }
  @container klondike (max-width: 420px) {
    [part='status'] {
      padding-inline: 6px;
    }
    [part='status'] [data-stat='passes'] {
      order: 1;
    }
  }
`;
