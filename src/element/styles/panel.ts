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
    font-size: 14px;
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

/** A panel over the table: `.dialog` is a scrim that fades in, `.panel` the card in its middle (each panel sets its width and padding). */
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
    overflow: auto;
    border-radius: 14px;
    background: var(--_panel, #fbfaf6);
    color: var(--_panel-text, #1c2420);
    box-shadow: 0 18px 50px rgba(0, 0, 0, 0.45);
  }
`;
