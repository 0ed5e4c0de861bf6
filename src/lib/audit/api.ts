/** The audit-log call (issue 11 §4): resolves to `{message, data, meta}` or rejects with an ApiError. */
import type { Http } from '~/lib/api/http';
import type { AuditEntryDto } from '~/lib/audit/model';
import type { AuditLogQuery } from '~/lib/audit/schemas';
import { listParams, type KeysetListBody } from '~/lib/list-query';

/** Body of GET /audit-log: one page of entries, newest first, with the paging facts of every keyset list. */
export type AuditListBody = KeysetListBody<AuditEntryDto>;

/** Query of GET /audit-log; every key optional (first page of everything, 10 a page). */
export type AuditLogParams = Partial<AuditLogQuery>;

/** The audit-log calls over `http`. */
export function auditApi(http: Http) {
  return {
    /** GET /audit-log: one page of entries matching the filters; see AuditLogQuery for paging. */
    list: (params: AuditLogParams = {}) =>
      http.get<AuditEntryDto[]>('/audit-log', 'Failed to get the audit log', listParams(params)) as Promise<AuditListBody>,
  };
}
