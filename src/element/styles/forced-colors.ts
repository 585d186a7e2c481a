/**
 * The table in forced colours (Windows high contrast, `forced-colors:
 * active`): the browser replaces every colour with the theme's few system
 * colours and drops box-shadows, which carried the selection, the hint and
 * the drop targets, and it paints the backs and the faces alike. These
 * rules give those cues back with system colours: the selection and the
 * hint as outlines (solid and dashed), face-down cards striped, hearts and
 * diamonds in the theme's link colour apart from spades and clubs. They come
 * with the input parts (`late/parts.ts`), just after the first paint, so
 * that the first-paint module does not grow. The panels' own rules (the
 * chosen settings) are in their chunks.
 * @module
 */
import { css } from 'lit';

/** Forced-colour rules for the table and the cards. */
export const forcedColorStyles = css`
  @media (forced-colors: active) {
    .card.selected .face,
    .card.hint .face {
      box-shadow: none;
      animation: none;
      outline: 3px solid Highlight;
      outline-offset: 1px;
    }
    .card.hint .face {
      outline-style: dashed;
    }
    .slot.hint .mark,
    .slot.target .mark {
      box-shadow: none;
      border: 3px dashed Highlight;
    }
    .card.down {
      forced-color-adjust: none;
      border: 2px solid CanvasText;
      background-color: Canvas !important;
      background-image: repeating-linear-gradient(45deg, CanvasText 0 2px, Canvas 2px 7px) !important;
      box-shadow: none;
    }
    .face {
      forced-color-adjust: none;
      background: Canvas;
      border: 1px solid CanvasText;
      color: CanvasText;
      fill: CanvasText;
    }
    .face.red,
    .face.s-d {
      color: LinkText;
      fill: LinkText;
    }
    .face.black,
    .face.s-c {
      color: CanvasText;
      fill: CanvasText;
    }
    .slot .mark {
      border: 2px solid CanvasText;
    }
  }
`;
