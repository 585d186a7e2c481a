/**
 * The player's settings of one element at run time (see `settings.ts` for
 * the rules): what the panel shows, the choices it makes, the rules waiting
 * for the next deal, the stored choices brought back before the first deal,
 * and `klondike-settings-change`.
 * @module
 */
import {
  allowedSettings,
  loadSettings,
  readSetting,
  RULE_SETTINGS,
  SETTING_NAMES,
  settingsKey,
  storeSettings,
  writeSetting,
  isSettingValue,
  noSettings,
  type SettingName,
  type SettingsHost,
  type SettingValues,
} from '../settings.js';
import type { KlondikeSettingsChangeDetail } from '../events.js';

/** What the settings need from the element. */
export interface PlayerSettingsHost extends SettingsHost {
  /** The `settings` attribute: what the player may change. */
  readonly settings: string | null;
  requestUpdate(): void;
}

/** The player's settings of one element. */
export class PlayerSettings {
  /** Rules chosen for the next deal. */
  private pending = noSettings();
  /** The player's own choices (stored with `persist`). */
  private chosen = noSettings();
  private restored = false;

  constructor(
    private readonly host: PlayerSettingsHost,
    /** The element's save key (`persist`), or null: nothing is stored. */
    private readonly storageKey: () => string | null,
    private readonly emit: (detail: KlondikeSettingsChangeDetail) => void,
  ) {}

  /** The settings the player may change now (the `settings` attribute). */
  get allowed(): ReadonlySet<SettingName> {
    return allowedSettings(this.host.settings);
  }

  /** Every setting's value: the rules of the next deal, the display as it is. */
  get values(): SettingValues {
    const out = {} as SettingValues;
    for (const name of SETTING_NAMES) out[name] = this.pending[name] ?? readSetting(this.host, name);
    return out;
  }

  /** True when rules chosen by the player wait for the next deal. */
  get rulesPending(): boolean {
    return Object.keys(this.pending).length > 0;
  }

  /**
   * Brings back the stored choices (once, before the first deal): each
   * allowed one is written to its attribute, so this runs before the
   * element's first update, never during one (`Dealer.restoreSettings`).
   */
  restore(): void {
    if (this.restored) return;
    this.restored = true;
    const key = this.storageKey();
    if (!key) return;
    this.chosen = loadSettings(settingsKey(key));
    const allowed = this.allowed;
    for (const name of SETTING_NAMES) {
      const value = this.chosen[name];
      if (value !== undefined && allowed.has(name) && value !== readSetting(this.host, name)) writeSetting(this.host, name, value);
    }
  }

  /**
   * The player chooses `value` for `name`: a display setting applies at
   * once, a rule waits for the next deal. False (nothing changes) when the
   * setting is locked or the value is not one of its values.
   */
  change(name: SettingName, value: string): boolean {
    if (!this.allowed.has(name) || !isSettingValue(name, value)) return false;
    const rule = RULE_SETTINGS.includes(name);
    if (rule) {
      if (value === readSetting(this.host, name)) delete this.pending[name];
      else this.pending[name] = value;
    } else {
      writeSetting(this.host, name, value);
      this.chosen[name] = value;
      this.store();
    }
    this.host.requestUpdate();
    this.emit({ setting: name, value, nextDeal: rule, settings: this.values });
    return true;
  }

  /** Before a new deal: the rules waiting are written to their attributes (and stored). */
  applyPending(): void {
    if (!this.rulesPending) return;
    const allowed = this.allowed;
    for (const [name, value] of Object.entries(this.pending) as [SettingName, string][]) {
      if (!allowed.has(name)) continue;
      writeSetting(this.host, name, value);
      this.chosen[name] = value;
    }
    this.pending = noSettings();
    this.store();
  }

  /** Drops the rules waiting for the next deal. */
  dropPending(): void {
    this.pending = noSettings();
  }

  private store(): void {
    const key = this.storageKey();
    if (key) storeSettings(settingsKey(key), this.chosen);
  }
}
