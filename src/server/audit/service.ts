/** The audit-log service (issue 11 §4): reading the log. Writing is `recordAudit`, inside each change's transaction. */
import type { AuditLogQuery } from '~/lib/audit/schemas';
import { listAuditLog } from '~/server/audit/list-audit-log';
import type { Database } from '~/server/db/client';

/** Builds the audit-log service over `db`. */
export function auditService({ db }: { db: Database }) {
  return {
    /** One page of entries, newest first; see listAuditLog. */
    list: (query: AuditLogQuery) => listAuditLog(db, query),
  };
}
