/**
 * The audit log as the list kit reads it (issue 11 §4, issue 25 §1): its query is the API's own
 * schema (search, actor, action, entity, date range, keyset paging newest first).
 */
import { defineList } from '~/lib/list/spec';
import { auditLogQuerySchema } from '~/lib/audit/schemas';

export const auditList = defineList(auditLogQuerySchema);
