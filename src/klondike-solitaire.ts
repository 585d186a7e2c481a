/**
 * Side-effect entry: defines `<klondike-solitaire>` (and its sub-parts) and
 * declares it in `HTMLElementTagNameMap`. Use it from a page:
 *
 * ```html
 * <script type="module" src="klondike-solitaire.bundle.js"></script>
 * <klondike-solitaire draw="3"></klondike-solitaire>
 * ```
 * @module
 */
import { KlondikeSolitaire } from './element/klondike-solitaire.js';

export { KlondikeSolitaire };
export default KlondikeSolitaire;

declare global {
  interface HTMLElementTagNameMap {
    'klondike-solitaire': KlondikeSolitaire;
  }
}
