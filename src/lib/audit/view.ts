/**
 * Pure helpers of the audit-log page and the entity history (issue 11 §4): the columns, the days
 * of the range read from the URL, the links that filter, and how a changed value reads.
 */
import { dayPattern, formatDay, parseDay } from '~/lib/dates';
import { listHref } from '~/lib/list-query';
import type { Column } from '~/lib/list/columns';
import type { DateFormat } from '~/lib/settings/registry';

/** The audit-log page. */
export const AUDIT_LOG_PATH = '/owner-universe/dashboard/settings/audit-log';

/** The URL parameters that filter the log; changing one returns to the first page. */
export const AUDIT_FILTER_KEYS = ['actor', 'action', 'entityType', 'entityId', 'from', 'to'] as const;
const noCursor = { page: null, after: null, before: null, last: null };

/** The columns of the log and of an entity's history. */
export const AUDIT_COLUMNS: readonly Column[] = [
  { label: 'When', kind: 'date' },
  { label: 'Actor' },
  { label: 'Action' },
  { label: 'Entity' },
  { label: 'Changes' },
];

/** The message of a range day that is not a day in the settings' format (nor YYYY-MM-DD). */
export const dayMessage = (format: DateFormat) => `Dates must be written as ${dayPattern(format)}, such as ${formatDay('2026-03-01', format)}`;

/**
 * The range's days as the console writes them (issue 26 defect 10): the filters show and take days in
 * the settings' format, and the URL keeps them as YYYY-MM-DD, so a link means the same day whatever
 * the format later becomes.
 * @returns `redirect`, this URL with its days as YYYY-MM-DD, when one was typed in the settings'
 *   format; `error` when one is no day at all; neither when the URL is already as the API reads it
 */
export function readAuditDays(url: URL, format: DateFormat): { redirect?: string; error?: string } {
  const rewritten: Record<string, string> = {};
  for (const key of ['from', 'to'] as const) {
    const typed = url.searchParams.get(key)?.trim();
    // A full ISO instant (from a shared link) goes to the API as it is.
    if (!typed || /^\d{4}-\d{2}-\d{2}T/.test(typed)) continue;
    const day = parseDay(typed, format);
    if (!day) return { error: dayMessage(format) };
    if (day !== typed) rewritten[key] = day;
  }
  return Object.keys(rewritten).length ? { redirect: listHref(url, rewritten) } : {};
}

/** `url` on its first page with `filters` applied (null removes one). */
export function filterHref(url: URL, filters: Partial<Record<(typeof AUDIT_FILTER_KEYS)[number], string | null>>): string {
  return listHref(url, { ...noCursor, ...filters });
}

/** A before or after value as the diff shows it: '—' for none, JSON for lists and objects. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** "dataCenterId" → "Data center id": a field name as a label. */
export function fieldLabel(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replaceAll('_', ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Past forms of the verbs audit actions end with ('rotate' → 'rotated'); others read as they are. */
const DONE: Record<string, string> = {
  accept: 'accepted',
  apply: 'applied',
  change: 'changed',
  consume: 'used',
  convert: 'converted',
  create: 'created',
  delete: 'deleted',
  duplicate: 'duplicated',
  end: 'ended',
  grant: 'granted',
  import: 'imported',
  login: 'signed in',
  logout: 'signed out',
  reboot: 'rebooted',
  renew: 'renewed',
  request: 'requested',
  retry: 'retried',
  revoke: 'revoked',
  rotate: 'rotated',
  send: 'sent',
  start: 'started',
  stop: 'stopped',
  update: 'updated',
};

/** Entities whose code does not read as a word ('auth' is the account signing in). */
const ENTITY_WORDS: Record<string, string> = { auth: 'Account', setting: 'Setting' };

/** "customer_user" → "Customer user": an audit entity type in words (issue 26 §8). */
export function entityTypeLabel(type: string): string {
  return ENTITY_WORDS[type] ?? fieldLabel(type);
}

/**
 * An audit action in words (issue 26 §8): "customer.site_secret_rotate" → "Customer site secret
 * rotated", "role.create" → "Role created"; the code stays the filter's value and the title.
 */
export function actionLabel(action: string): string {
  const [entity = '', verb = ''] = action.split(/\.(.*)/s);
  const words = verb.split(/[._]/).filter(Boolean);
  const last = words.pop();
  const tail = [...words, ...(last ? [DONE[last] ?? last] : [])].join(' ');
  return `${entityTypeLabel(entity)}${tail ? ` ${tail}` : ''}`;
}
