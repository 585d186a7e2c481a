/**
 * Side-effect entry: defines `<klondike-solitaire>` (and its sub-parts) and
 * declares it in `HTMLElementTagNameMap`. Use it from a page:
 *
 * ```html
 * <script type="module" src="klondike-solitaire.bundle.js"></script>
 * <klondike-solitaire draw="3"></klondike-solitaire>
 * ```
 *
 * It also exports what a page sets once for all its games: the solver's
 * page-wide limits ({@link configureSolverPool}) and a language of the
 * page's own ({@link registerLanguage}, from {@link stringsEn}).
 * @module
 */
import { KlondikeSolitaire } from './element/define.js';

export { KlondikeSolitaire };
export default KlondikeSolitaire;
// What a page sets once for all its games: a script-tag host reaches these
// too (`import { configureSolverPool } from '…/klondike-solitaire.bundle.js'`,
// or `KlondikeSolitaire.configureSolverPool` with the classic script).
export { configureSolverPool, type SolverPoolOptions } from './element/solving/solver-limits.js';
export { registerLanguage } from './element/i18n/index.js';
export { en as stringsEn } from './element/i18n/en.js';

declare global {
  interface HTMLElementTagNameMap {
    'klondike-solitaire': KlondikeSolitaire;
  }
}
