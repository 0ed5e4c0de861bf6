/** The audit-log call (issue 11 §4): resolves to `{message, data, meta}` or rejects with an ApiError. */
import type { Http } from '~/lib/api/http';
import type { AuditEntryDto, AuditListMeta } from '~/lib/audit/model';
import type { AuditLogQuery } from '~/lib/audit/schemas';
import type { ApiBody } from '~/lib/types';

/** Body of GET /audit-log: one page of entries, newest first, and its cursors. */
export interface AuditListBody extends ApiBody<AuditEntryDto[]> {
  meta: AuditListMeta;
}

/** Query of GET /audit-log; every key optional (first page of everything, 10 a page). */
export type AuditLogParams = Partial<Omit<AuditLogQuery, 'last'>> & { last?: 1 };

/** The audit-log calls over `http`. */
export function auditApi(http: Http) {
  return {
    /** GET /audit-log: one page of entries matching the filters; see AuditLogQuery for paging. */
    list: (params: AuditLogParams = {}) =>
      http.get<AuditEntryDto[]>('/audit-log', 'Failed to get the audit log', { ...params }) as Promise<AuditListBody>,
  };
}
