/**
 * Yup schema of GET /audit-log (issue 11 §4), shared by the route and the audit-log page.
 * Filters: `q` (searches who, what and on which entity), `actor` (user id), `action`, `entityType`,
 * `entityId`, `from`/`to` (ISO dates; a `to` without a time includes that whole day). Paging, newest
 * first, as every keyset list pages (issue 25 §1): `after` the next (older) page, `before` the
 * previous (newer) one, `last` the oldest page.
 */
import '~/lib/schemas/locale';
import { object, string, type InferType } from 'yup';
import { keysetPagingFields, searchField, text as textField } from '~/lib/schemas/fields';
import { AUDIT_PAGE_SIZE } from '~/lib/audit/model';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

export const AUDIT_MESSAGES = {
  actor: 'Actor must be a user id',
  date: 'Dates must be ISO dates such as 2026-03-01',
  range: 'The end of the date range must not be before its start',
} as const;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const text = (max: number, label: string) => textField({ label, max }).transform(emptyAsUndefined).optional();
const isoDate = string()
  .transform(emptyAsUndefined)
  .trim()
  .test('iso', AUDIT_MESSAGES.date, (v) => v === undefined || (ISO_DATE.test(v) && !Number.isNaN(Date.parse(v))))
  .optional();

/** The exclusive end of a range ending at `to`: the next day's start when `to` has no time. */
export function rangeEnd(to: string): Date {
  const end = new Date(to);
  if (to.length === 10) end.setUTCDate(end.getUTCDate() + 1);
  else end.setTime(end.getTime() + 1);
  return end;
}

export const auditLogQuerySchema = object({
  q: searchField(),
  actor: string().transform(emptyAsUndefined).matches(UUID, AUDIT_MESSAGES.actor).optional(),
  action: text(100, 'Action'),
  entityType: text(50, 'Entity type'),
  entityId: text(100, 'Entity id'),
  from: isoDate,
  to: isoDate.test('range', AUDIT_MESSAGES.range, function (to) {
    const { from } = this.parent as { from?: string };
    return !to || !from || Date.parse(from) < rangeEnd(to).getTime();
  }),
  ...keysetPagingFields(AUDIT_PAGE_SIZE),
});

export type AuditLogQuery = InferType<typeof auditLogQuerySchema>;
