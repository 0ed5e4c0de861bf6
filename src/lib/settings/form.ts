/**
 * The settings forms' fields (issue 15 §2): which keys each page shows, how each is labelled and
 * edited, and how the typed text becomes a PATCH body. Pure, so the server builds the field list
 * and the island only draws it.
 */
import { DATE_FORMATS, SETTING_AREAS, SETTING_ENV, type SettingKey, type VisibleSettings } from '~/lib/settings/registry';
import { SETTING_LIMITS } from '~/lib/settings/limits';

export type FieldKind = 'text' | 'email' | 'number' | 'select' | 'switch' | 'list';

/** One offered value of a select and what people read for it. */
export interface SettingChoice {
  value: string;
  label: string;
}

/** Offered values by key: the page's records (bundles, packages) a text field becomes a select of. */
export type SettingChoices = Partial<Record<SettingKey, readonly SettingChoice[]>>;

/** One field as the island draws it; `value` is text, or a boolean for a switch. */
export interface SettingField {
  key: SettingKey;
  label: string;
  kind: FieldKind;
  value: string | boolean;
  hint?: string;
  options?: readonly string[];
  /** A select's values with their labels (issue 26 §8: a choice, not an id to type); '' reads "None". */
  choices?: readonly SettingChoice[];
  /** Set by the environment: shown disabled, with `hint` naming the variable. */
  locked: boolean;
  /** The caller may change it (issue 27, decided by the server per key): else shown disabled. */
  editable: boolean;
}

export interface FieldSpec {
  key: SettingKey;
  label: string;
  kind: FieldKind;
  hint?: string;
  options?: readonly string[];
  /** The hint when the page offers its values as a choice (SettingChoices), in place of `hint`. */
  choiceHint?: string;
}

const range = (key: keyof typeof SETTING_LIMITS, unit: string) =>
  `${SETTING_LIMITS[key].min} to ${SETTING_LIMITS[key].max.toLocaleString('en-US')} ${unit}`;

/** OU general (ou:view|edit::setting; the two-factor policy only a super admin changes, issue 27). */
export const OU_FIELDS: readonly FieldSpec[] = [
  { key: 'companyName', label: 'Company name', kind: 'text' },
  { key: 'supportEmail', label: 'Support email', kind: 'email', hint: 'Shown on the help page.' },
  { key: 'timeZone', label: 'Time zone', kind: 'text', hint: 'An IANA name such as UTC, Europe/Berlin or Asia/Karachi.' },
  { key: 'locale', label: 'Locale', kind: 'text', hint: 'A language tag such as en-US or de-DE.' },
  { key: 'currency', label: 'Currency', kind: 'text', hint: 'An ISO 4217 code such as USD or EUR.' },
  { key: 'dateFormat', label: 'Date format', kind: 'select', options: DATE_FORMATS },
  { key: 'sessionIdleMinutes', label: 'Session idle timeout (minutes)', kind: 'number', hint: range('sessionIdleMinutes', 'minutes.') },
  { key: 'passwordMinLength', label: 'Password minimum length', kind: 'number', hint: range('passwordMinLength', 'characters.') },
  { key: 'signInMaxFailures', label: 'Sign-in failures before a 15-minute lock', kind: 'number', hint: range('signInMaxFailures', 'attempts.') },
  { key: 'auditRetentionDays', label: 'Audit retention (days)', kind: 'number', hint: range('auditRetentionDays', 'days.') },
  { key: 'requireTwoFactorForSuperAdmins', label: 'Require two-factor sign-in for super admins', kind: 'switch' },
];

/** OI general (anyone signed in reads; oi:edit::setting changes, issue 27). */
export const OI_FIELDS: readonly FieldSpec[] = [
  { key: 'leadsDomain', label: 'Leads domain', kind: 'text', hint: 'Leads get their subdomains under this zone.' },
  { key: 'defaultRegion', label: 'Default region for new instances', kind: 'text', hint: 'A region code such as us-east-1; empty for none.', choiceHint: 'Where new instances start unless another region is chosen.' },
  { key: 'defaultBundleId', label: 'Default bundle for new instances', kind: 'text', hint: 'A bundle id such as small_3_0; empty for none.', choiceHint: 'The size new instances get unless another is chosen.' },
  { key: 'defaultPackageId', label: 'Default package for conversions', kind: 'text', hint: 'The package id a converted lead gets; empty for none.', choiceHint: 'The package a converted lead gets.' },
  { key: 'defaultTrialDays', label: 'Trial days for conversions', kind: 'number', hint: range('defaultTrialDays', 'days.') },
  { key: 'resellerApplicationOrigins', label: 'Reseller application origins', kind: 'list', hint: 'One origin a line, such as https://partners.example.com.' },
];

/** The text a locked field explains itself with (issue 15 §2). */
export function lockedHint(key: SettingKey): string {
  return `Set by the environment (${SETTING_ENV[key]?.name ?? 'unknown'})`;
}

/** What a field the caller may not change says, when its page's note does not (the super admins' own keys). */
export const SUPER_ADMIN_ONLY_HINT = 'Only a super admin can change this.';

/**
 * The fields of `specs` that `view` holds, with their current values as the form edits them; a text
 * field with `choices` becomes a select of them (the current value kept among them, issue 26 §8).
 */
export function settingFields(specs: readonly FieldSpec[], view: VisibleSettings, choices: SettingChoices = {}): SettingField[] {
  return specs.flatMap(({ choiceHint, ...spec }) => {
    const current = view[spec.key];
    if (!current) return [];
    const raw = current.value;
    const value = typeof raw === 'boolean' ? raw : Array.isArray(raw) ? raw.join('\n') : String(raw);
    const editable = current.editable === true;
    const offered = choices[spec.key];
    const chosen = offered && [...offered, ...(value && !offered.some((c) => c.value === value) ? [{ value: String(value), label: String(value) }] : [])];
    const ownHint = chosen ? choiceHint : spec.hint;
    const hint = current.locked ? lockedHint(spec.key) : !editable && SETTING_AREAS[spec.key] === 'super_admin' ? SUPER_ADMIN_ONLY_HINT : ownHint;
    return [{ ...spec, ...(chosen ? { kind: 'select' as const, choices: chosen } : {}), value, locked: current.locked, editable, ...(hint ? { hint } : {}) }];
  });
}

/** The PATCH body of the fields whose value changed (locked or not editable ones never), as the schema expects them. */
export function changedPatch(fields: readonly SettingField[], values: Record<string, string | boolean>): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.key];
    if (field.locked || !field.editable || value === undefined || value === field.value) continue;
    patch[field.key] =
      field.kind === 'list' && typeof value === 'string'
        ? value.split(/[\n,]/).map((line) => line.trim()).filter(Boolean)
        : value;
  }
  return patch;
}

/** `resellerApplicationOrigins[1]` → `resellerApplicationOrigins`: the field that shows the message. */
export function fieldOf(path: string): string {
  return path.replace(/\[\d+\]$/, '');
}
