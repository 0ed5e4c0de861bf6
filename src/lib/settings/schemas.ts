/**
 * The settings body of PATCH /api/v1/settings and of the settings forms (issue 15 §2): every key
 * optional, each value strict about its type, with a message naming the field. Runs on server and
 * browser; the server validates every change with it.
 */
import '~/lib/schemas/locale';
import { array, boolean, mixed, object } from 'yup';
import { EMAIL_MAX, ID_MAX, NAME_MAX, text, wholeNumber } from '~/lib/schemas/fields';
import { SETTING_LIMITS } from '~/lib/settings/limits';
import { DATE_FORMATS, type DateFormat, type Settings } from '~/lib/settings/registry';


const ORIGINS_MAX = 20;

/**
 * True when `zone` is an IANA time zone name the runtime knows ('UTC' and links such as
 * 'America/Argentina/Buenos_Aires' included); offsets such as '+05:00' are not names.
 */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** True when `code` is an ISO 4217 currency code the runtime knows. */
export function isCurrency(code: string): boolean {
  return Intl.supportedValuesOf('currency').includes(code);
}

/** True when `tag` is a well-formed BCP 47 tag in its canonical form for which the runtime has locale data. */
export function isLocale(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag)[0] === tag && Intl.NumberFormat.supportedLocalesOf(tag).length === 1;
  } catch {
    return false;
  }
}

/** True when `value` is a web origin: http(s), a host, an optional port, nothing after. */
export function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return ['http:', 'https:'].includes(url.protocol) && url.origin === value.replace(/\/$/, '');
  } catch {
    return false;
  }
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

const whole = (label: string, key: keyof typeof SETTING_LIMITS, unit = '') => {
  const { min, max } = SETTING_LIMITS[key];
  const message = `${label} must be a whole number${unit} from ${min} to ${max.toLocaleString('en-US')}`;
  // No default: a key the body leaves out stays as it is.
  return wholeNumber({ min, max, fallback: min, message }).default(undefined);
};

/** PATCH /api/v1/settings: `{<key>: value}`, any subset; unknown keys are dropped by the validator. */
export const settingsPatchSchema = object({
  requireTwoFactorForSuperAdmins: boolean().strict().typeError('Require two-factor sign-in for super admins must be true or false'),
  companyName: text({ label: 'Company name', max: NAME_MAX }).min(1, 'Company name is required'),
  supportEmail: text({ label: 'Support email', max: EMAIL_MAX, lowercase: true }).email('Support email must be an email address such as help@example.com'),
  timeZone: text({ label: 'Time zone', max: 64 }).test('zone', 'Time zone must be an IANA time zone such as Europe/Berlin', (v) => v == null || isTimeZone(v)),
  locale: text({ label: 'Locale', max: 35 }).test('locale', 'Locale must be a language tag such as en-US', (v) => v == null || isLocale(v)),
  currency: text({ label: 'Currency', max: 3 })
    .transform((v: unknown) => (typeof v === 'string' ? v.toUpperCase() : v))
    .test('currency', 'Currency must be an ISO 4217 code such as USD', (v) => v == null || isCurrency(v)),
  dateFormat: mixed<DateFormat>().oneOf([...DATE_FORMATS], `Date format must be one of ${DATE_FORMATS.join(', ')}`),
  sessionIdleMinutes: whole('Session idle timeout', 'sessionIdleMinutes', ' of minutes'),
  passwordMinLength: whole('Password minimum length', 'passwordMinLength'),
  signInMaxFailures: whole('Sign-in failures before a lock', 'signInMaxFailures'),
  auditRetentionDays: whole('Audit retention', 'auditRetentionDays', ' of days'),
  leadsDomain: text({ label: 'Leads domain', max: 253, lowercase: true }).test(
    'domain',
    'Leads domain must be a domain name such as leads.example.com',
    (v) => v == null || DOMAIN.test(v),
  ),
  defaultRegion: text({ label: 'Default region', max: ID_MAX }).matches(/^[a-z0-9-]*$/, 'Default region must be a region code such as us-east-1'),
  defaultBundleId: text({ label: 'Default bundle', max: ID_MAX }).matches(/^[A-Za-z0-9_.-]*$/, 'Default bundle must be a bundle id such as small_3_0'),
  defaultPackageId: text({ label: 'Default package', max: ID_MAX }),
  defaultTrialDays: whole('Trial days', 'defaultTrialDays'),
  resellerApplicationOrigins: array(
    text({ label: 'Reseller application origin', max: 200 }).test(
      'origin',
      ({ value }) => `${String(value)} is not an origin such as https://example.com`,
      (v) => v == null || isOrigin(v),
    ),
  )
    .typeError('Reseller application origins must be a list')
    .max(ORIGINS_MAX, `At most ${ORIGINS_MAX} reseller application origins`)
    .default(undefined),
});

/** The validated change: only the keys the body held. */
export type SettingsPatch = Partial<Settings>;

/** Drops the keys yup added as undefined, so only what the caller sent is stored. */
export function definedOnly(patch: Record<string, unknown>): SettingsPatch {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    // An origin is stored as the browser sends it in the Origin header: no trailing slash.
    out[key] = key === 'resellerApplicationOrigins' ? (value as string[]).map((o) => o.replace(/\/$/, '')) : value;
  }
  return out as SettingsPatch;
}
