/**
 * The settings registry (issue 15 §2): every key the console stores, its default and the environment
 * variable that overrides it, if any (an environment value wins and the page shows it locked).
 * Runs on server and browser: pages read the shapes, the server the defaults.
 */

/** Every setting with its default value; the type of each value is the type of its default. */
export const SETTING_DEFAULTS = {
  /** Super admins must sign in with a second factor (issue 16 §1). */
  requireTwoFactorForSuperAdmins: false,
};

export type Settings = { -readonly [K in keyof typeof SETTING_DEFAULTS]: (typeof SETTING_DEFAULTS)[K] };
export type SettingKey = keyof Settings;

/** The environment variable that overrides a key, and how its text becomes the value. */
export interface EnvOverride<K extends SettingKey> {
  name: string;
  parse(raw: string): Settings[K];
}

/** Keys an environment variable can lock; a key without an entry is always editable. */
export const SETTING_ENV: { [K in SettingKey]?: EnvOverride<K> } = {};

/** A setting as GET /api/v1/settings shows it: its value, and whether the environment fixes it. */
export interface SettingValue<T> {
  value: T;
  locked: boolean;
}

export type SettingsView = { [K in SettingKey]: SettingValue<Settings[K]> };

export const SETTING_KEYS = Object.keys(SETTING_DEFAULTS) as SettingKey[];
