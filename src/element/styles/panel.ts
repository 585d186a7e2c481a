/**
 * Styles shared by the panels (results, stuck, settings, and the results' extras).
 * @module
 */
import { css } from 'lit';

/** The buttons of the panels (results, stuck, and the results' extras). */
export const panelButtonStyles = css`
  button {
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
  button:focus-visible {
    outline: 3px solid var(--_focus-on-panel, #b07d00);
    outline-offset: 2px;
  }
`;

/** The figures of the panels: a `<dl>` of names (muted) and values (bold, right-aligned). */
export const panelFigureStyles = css`
  dt {
    color: var(--_panel-muted, #4a554f);
  }
  dd {
    margin: 0;
    font-weight: 700;
    text-align: right;
  }
`;

/** A panel over the table: the host is a scrim that fades in, `.panel` the card in its middle (each panel sets its width and padding). */
export const panelFrameStyles = css`
  :host {
    position: absolute;
    inset: 0;
    z-index: 400;
    display: grid;
    place-items: center;
    background: var(--_scrim, rgba(0, 20, 8, 0.45));
    animation: fade calc(var(--_anim, 220ms) * 0.9) ease-out;
  }
  @keyframes fade {
    from {
      opacity: 0;
    }
  }
  .panel {
    box-sizing: border-box;
    overflow: auto;
    border-radius: 14px;
    background: var(--_panel, #fbfaf6);
    color: var(--_panel-text, #1c2420);
    box-shadow: 0 18px 50px rgba(0, 0, 0, 0.45);
  }
`;
