/**
 * Who may read the audit log (issue 11 §4, issue 25 §4): `ou:view::audit_log`, for the log's page,
 * every record's history section and the API's guard (server/audit/routes.ts). The log is
 * append-only: it has no row actions.
 */
import { crud, type PermissionHolder } from '~/lib/permissions';
import { rightsOf, type Rights } from '~/lib/rights';

export const AUDIT_RIGHTS = {
  read: [crud('ou', 'view', 'audit_log')],
} as const;

export const auditRights = (holder: PermissionHolder | null | undefined): Rights<typeof AUDIT_RIGHTS> => rightsOf(AUDIT_RIGHTS, holder);
