/**
 * The settings registry (issue 15 §2): every key the console stores, its default and the environment
 * variable that overrides it, if any (an environment value wins and the page shows it locked).
 * Runs on server and browser: pages read the shapes, the server the defaults.
 */

/** The date formats an operator may choose (issue 15 §2); the first is the spec's §2 tracker format. */
export const DATE_FORMATS = ['YYYY-MM-DD hh:mm A', 'YYYY-MM-DD HH:mm', 'DD/MM/YYYY HH:mm', 'MM/DD/YYYY hh:mm A', 'DD.MM.YYYY HH:mm'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** Every setting with its default value; the type of each value is the type of its default. */
export const SETTING_DEFAULTS = {
  /** Super admins must sign in with a second factor (issue 16 §1). */
  requireTwoFactorForSuperAdmins: false,
  /** Shown in the top of the console and the help page. */
  companyName: 'Owner Console',
  /** The support contact the help page shows; '' when none is set. */
  supportEmail: '',
  /** IANA zone every date of the console is shown in. */
  timeZone: 'UTC',
  /** BCP 47 tag numbers and money are formatted for. */
  locale: 'en-US',
  /** ISO 4217 code money is shown in. */
  currency: 'USD',
  dateFormat: 'YYYY-MM-DD hh:mm A' as DateFormat,
  /** A session ends after this many minutes without a request. */
  sessionIdleMinutes: 720,
  /** Shortest password accepted when one is set or changed (at least 8, spec §9). */
  passwordMinLength: 8,
  /** Failed sign-ins that lock one account from one address for 15 minutes. */
  signInMaxFailures: 5,
  /** Audit entries older than this many days may be pruned. */
  auditRetentionDays: 365,
  /** The zone under which leads get their subdomains. */
  leadsDomain: 'leads.example.com',
  /** Region preselected when creating an instance ('' = none). */
  defaultRegion: '',
  /** Bundle preselected when creating an instance ('' = none). */
  defaultBundleId: '',
  /** Package given to a lead converted to a customer ('' = none). */
  defaultPackageId: '',
  /** Trial days of a converted customer. */
  defaultTrialDays: 14,
  /** Web origins allowed to send reseller applications. */
  resellerApplicationOrigins: [] as string[],
};

export type Settings = { -readonly [K in keyof typeof SETTING_DEFAULTS]: (typeof SETTING_DEFAULTS)[K] };
export type SettingKey = keyof Settings;

/** The environment variable that overrides a key, and how its text becomes the value. */
export interface EnvOverride<K extends SettingKey> {
  name: string;
  parse(raw: string): Settings[K];
}

const wholeNumber = (raw: string) => Number.parseInt(raw, 10);

/** Keys an environment variable can lock; a key without an entry is always editable. */
export const SETTING_ENV: { [K in SettingKey]?: EnvOverride<K> } = {
  auditRetentionDays: { name: 'AUDIT_RETENTION_DAYS', parse: wholeNumber },
  leadsDomain: { name: 'LEADS_DOMAIN', parse: (raw) => raw.trim().toLowerCase() },
  resellerApplicationOrigins: {
    name: 'RESELLER_APPLICATION_ORIGINS',
    parse: (raw) => raw.split(',').map((origin) => origin.trim()).filter(Boolean),
  },
};

/** A setting as the service holds it: its value, and whether the environment fixes it. */
export interface SettingValue<T> {
  value: T;
  locked: boolean;
}

export type SettingsView = { [K in SettingKey]: SettingValue<Settings[K]> };

/** A setting as GET /api/v1/settings shows it to one caller: also whether they may change it (issue 27). */
export interface VisibleSetting<T> extends SettingValue<T> {
  editable: boolean;
}

/** The keys a caller may read, each with whether they may change it. */
export type VisibleSettings = { [K in SettingKey]?: VisibleSetting<Settings[K]> };

/**
 * Which part of the console a setting belongs to, and so who may change it (issue 27): the OU keys
 * need ou:edit::setting, the OI keys oi:edit::setting, and the two-factor policy of super admins
 * only a super admin (src/lib/settings/access.ts).
 */
export type SettingArea = 'ou' | 'oi' | 'super_admin';

export const SETTING_AREAS: { readonly [K in SettingKey]: SettingArea } = {
  requireTwoFactorForSuperAdmins: 'super_admin',
  companyName: 'ou',
  supportEmail: 'ou',
  timeZone: 'ou',
  locale: 'ou',
  currency: 'ou',
  dateFormat: 'ou',
  sessionIdleMinutes: 'ou',
  passwordMinLength: 'ou',
  signInMaxFailures: 'ou',
  auditRetentionDays: 'ou',
  leadsDomain: 'oi',
  defaultRegion: 'oi',
  defaultBundleId: 'oi',
  defaultPackageId: 'oi',
  defaultTrialDays: 'oi',
  resellerApplicationOrigins: 'oi',
};

export const SETTING_KEYS = Object.keys(SETTING_DEFAULTS) as SettingKey[];

/** Keys of the OI general page (issue 15 §2): any signed-in user reads them; the rest need `ou:view::setting`. */
export const OI_SETTING_KEYS = [
  'leadsDomain',
  'defaultRegion',
  'defaultBundleId',
  'defaultPackageId',
  'defaultTrialDays',
  'resellerApplicationOrigins',
] as const satisfies readonly SettingKey[];

/** Keys every signed-in page needs to draw itself (dates, the company name, lead addresses), readable by anyone signed in. */
export const DISPLAY_SETTING_KEYS = ['companyName', 'supportEmail', 'timeZone', 'locale', 'currency', 'dateFormat', 'leadsDomain'] as const satisfies readonly SettingKey[];

/** What every page formats with; the defaults when the settings could not be read. */
export type DisplaySettings = Pick<Settings, (typeof DISPLAY_SETTING_KEYS)[number]>;

export const DEFAULT_DISPLAY: DisplaySettings = Object.fromEntries(DISPLAY_SETTING_KEYS.map((k) => [k, SETTING_DEFAULTS[k]])) as DisplaySettings;
