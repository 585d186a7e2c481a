/**
 * The element layer: `<klondike-solitaire>` and its parts, events, layout and
 * input controllers. Importing this module defines the custom elements.
 * @module
 */
export { KlondikeSolitaire } from './klondike-solitaire.js';
export { KlondikeStatusBar } from './views/status-bar.js';
export { KlondikeResultsDialog, KlondikeStuckDialog, type DialogAction } from './panels/dialogs.js';
export * from './events.js';
export { gameContext, type GameView } from './context.js';
export { layoutTable, naturalHeight, pileAt, cardAt, pileCards, PILE_IDS, COLUMN_IDS, FOUNDATION_IDS, CARD_ASPECT, MAX_CARD_W } from './views/layout.js';
export type { PileId, TableLayout, CardPlace, Rect, TableState } from './views/layout.js';
export { TapController, DOUBLE_TAP_MS, type TableHit, type TableSelection, type TapHost } from './input/tap.js';
export { SolverClient, SolverCancelledError, type SolveOutcome, type HintOutcome, type SolverLimits } from './controllers/solver-client.js';
export { en as stringsEn, t, cardLabel, type StringKey, type Strings } from './i18n/strings.js';
export { fr as stringsFr } from './i18n/fr.js';
export { registerLanguage, languages } from './i18n/index.js';
export { formatScore, formatClock, formatCount } from './i18n/format.js';
export type { Theme } from './styles/theme.js';
export type { FinishMode, StuckMode, TapMode } from './options.js';
export { StatsStore, emptyStats, STATS_KEY_PREFIX, type KlondikeStats, type DrawStats } from './controllers/stats.js';
export { PERSIST_KEY_PREFIX, type PersistedGame } from './controllers/persist.js';
export { ReplayController, REPLAY_SPEEDS, REPLAY_STEP_MS, type ReplayStartOptions } from './controllers/replay.js';
export { WINNABLE_BUDGET_MS } from './controllers/deal-source.js';
export { recordLink } from './controllers/share.js';
