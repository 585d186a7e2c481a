/**
 * Styles of the "Dealing…" layer (first-paint/deal-source.ts), which shows
 * from the first paint when a proven deal is searched. They sit apart from
 * its controller so that the element's styles do not pull the controller's
 * code into the first-paint module. The replay bar's styles come with the
 * late parts (late/panels/replay-bar.ts), the input parts' in ./input.ts.
 * @module
 */
import { css } from 'lit';

/** Styles of the "Dealing…" layer (add to the element's styles). */
export const dealWaitStyles = css`
  .deal-wait {
    position: absolute;
    inset: 0;
    z-index: 380;
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
`;
