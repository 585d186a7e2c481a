/**
 * The element layer: `<klondike-solitaire>` and its parts, events, layout and
 * input controllers. Importing this module defines the custom elements.
 * @module
 */
export { KlondikeSolitaire } from './klondike-solitaire.element.js';
export { KlondikeStatusBar } from './status-bar.js';
export { KlondikeResultsDialog, KlondikeStuckDialog, type DialogAction } from './dialogs.js';
export * from './events.js';
export { gameContext, formatTime, type GameView } from './context.js';
export { layoutTable, naturalHeight, pileAt, cardAt, pileCards, PILE_IDS, COLUMN_IDS, FOUNDATION_IDS, CARD_ASPECT, MAX_CARD_W } from './layout.js';
export type { PileId, TableLayout, CardPlace, Rect, TableState } from './layout.js';
export { TapController, DOUBLE_TAP_MS, type TableHit, type TableSelection, type TapHost } from './input/tap-controller.js';
export { SolverClient, SolverCancelledError, type SolveOutcome, type HintOutcome, type SolverLimits } from './solver-client.js';
export { en as stringsEn, t, cardLabel, type StringKey, type Strings } from './strings.js';
export { fr as stringsFr } from './i18n/fr.js';
export { registerLanguage, languages } from './i18n/index.js';
export { formatScore, formatClock, formatCount } from './i18n/format.js';
export type { Theme } from './theme.js';
export type { FinishMode, StuckMode, TapMode } from './options.js';
export { StatsStore, emptyStats, STATS_KEY_PREFIX, type KlondikeStats, type DrawStats } from './stats-store.js';
export { PERSIST_KEY_PREFIX, type PersistedGame } from './persist-controller.js';
export { ReplayController, REPLAY_SPEEDS, REPLAY_STEP_MS, type ReplayStartOptions } from './replay-controller.js';
export { WINNABLE_BUDGET_MS } from './deal-source.js';
export { recordLink } from './share.js';
