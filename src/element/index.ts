/**
 * The element layer's public API: `<klondike-solitaire>` (importing this
 * module defines it), the detail types of its events, the types its
 * properties and methods use, and the registry of languages. Everything else
 * under src/element is internal (see docs/design.md).
 * @module
 */
export { KlondikeSolitaire } from './define.js';
export type {
  MoveSource,
  KlondikeWinDetail,
  KlondikeScoreChangeDetail,
  KlondikeNewGameDetail,
  KlondikeMoveDetail,
  KlondikeUndoDetail,
  KlondikeInvalidMoveDetail,
  KlondikeStuckDetail,
  KlondikeErrorDetail,
  KlondikeShareDetail,
  KlondikeReplayEndDetail,
  KlondikeSettingsChangeDetail,
  KlondikeEventMap,
  KlondikeEventDetail,
} from './events.js';
export type { Theme } from './styles/theme.js';
export type { KlondikeAttributeValues, KeyOrBareValue, NumberValue, OnOffValue } from './attribute-values.js';
export { CARD_BACKS, FELTS, type CardBack, type Felt } from './styles/card-art.js';
export { ANIMATION_SPEEDS, type AnimationSpeed } from './options.js';
export type { FinishMode, StuckMode, TapMode } from './options.js';
export { SETTING_NAMES, SETTING_VALUES, type SettingName, type SettingValues } from './settings.js';
export { HANDS, type Hand } from './views/layout.js';
export type { KlondikeStats, DrawStats } from './first-paint/stats.js';
export type { Replayer, ReplayStartOptions } from './first-paint/replay.js';
export type { HintOutcome } from './solving/solver-client.js';
export { configureSolverPool, type SolverPoolOptions } from './solving/solver-limits.js';
export { registerLanguage, languages } from './i18n/index.js';
export type { StringKey, Strings } from './i18n/strings.js';
/** The English string table: a base for a page's own language (`registerLanguage('sv', { ...stringsEn, 'toolbar.new': 'Ny giv' })`). */
export { en as stringsEn } from './i18n/en.js';
