/**
 * Styles shared by the panels over the table (results, stuck, settings, and
 * the results' extras). The panels are templates in the element's own
 * shadow root (no element of their own), so every rule is scoped under the
 * panel's layer, `.dialog`: the toolbar's buttons and the table are never
 * touched. They join the shadow root with the panels' module (`adopt.ts`).
 * @module
 */
import { css } from 'lit';

/** The buttons of the panels (results, stuck, settings, and the results' extras). */
export const panelButtonStyles = css`
  .dialog button {
    font: inherit;
    font-weight: 600;
    font-size: max(14px, 0.875rem);
    border-radius: 999px;
    border: 1px solid var(--_panel-border, #b9c4bd);
    background: var(--_panel-button, #fff);
    color: var(--_panel-text, #1c2420);
    padding: 7px 16px;
    cursor: pointer;
  }
  .dialog button:focus-visible {
    outline: 3px solid var(--_focus-on-panel, #b07d00);
    outline-offset: 2px;
  }
  /* A finger: every button at least 44 × 44 CSS px. */
  @media (pointer: coarse) {
    .dialog button {
      min-height: 44px;
      min-width: 44px;
    }
  }
`;

/** The figures of the panels: a `<dl>` of names (muted) and values (bold, right-aligned). */
export const panelFigureStyles = css`
  .dialog dt {
    color: var(--_panel-muted, #4a554f);
  }
  .dialog dd {
    margin: 0;
    font-weight: 700;
    text-align: right;
  }
`;

/**
 * A panel over the table: `.dialog` is a scrim that fades in, `.panel` the
 * card in its middle, never past the table (each panel sets its width, its
 * height cap, `--_pad` its side padding and `--_pad-top`). The panel is a
 * column: its `.body` scrolls when it does not fit, and its `.actions` row
 * below it stays in view, so that the panel's way out is always reachable
 * (and a control scrolled into view is never under the buttons). On a
 * table too small even for the buttons, the whole panel scrolls.
 */
export const panelFrameStyles = css`
  .dialog {
    position: absolute;
    inset: 0;
    z-index: 400;
    display: grid;
    place-items: center;
    background: var(--_scrim, rgba(0, 20, 8, 0.45));
    animation: panel-fade calc(var(--_anim, 220ms) * 0.9) ease-out;
  }
  @keyframes panel-fade {
    from {
      opacity: 0;
    }
  }
  .dialog .panel {
    box-sizing: border-box;
    display: flex;
    flex-direction: column;
    overflow: auto;
    overscroll-behavior: contain;
    border-radius: 14px;
    background: var(--_panel, #fbfaf6);
    color: var(--_panel-text, #1c2420);
    box-shadow: 0 18px 50px rgba(0, 0, 0, 0.45);
  }
  /* Scroll shadows: a soft shade at an edge with more beyond it (the
     panel-coloured covers scroll with the content and hide the shade at
     either end), so a body cut at its fold says that it scrolls. */
  .dialog .panel > .body {
    flex: 1 1 auto;
    min-height: 0;
    overflow: auto;
    overscroll-behavior: contain;
    padding: var(--_pad-top, 14px) var(--_pad, 16px) 0;
    background:
      linear-gradient(var(--_panel, #fbfaf6) 40%, transparent) top / 100% 24px no-repeat local,
      linear-gradient(transparent, var(--_panel, #fbfaf6) 60%) bottom / 100% 24px no-repeat local,
      radial-gradient(farthest-side at 50% 0, rgba(0, 0, 0, 0.28), transparent) top / 100% 10px no-repeat,
      radial-gradient(farthest-side at 50% 100%, rgba(0, 0, 0, 0.28), transparent) bottom / 100% 10px no-repeat;
  }
  @media (forced-colors: active) {
    .dialog .panel > .body {
      background: none;
    }
  }
  .dialog .panel > .actions {
    flex: none;
    padding: 10px var(--_pad, 16px) 14px;
  }
`;
