/**
 * The audit log as the API returns it and the pages show it (issue 11 §4): one entry per write of
 * the console, newest first, paged by keyset cursors as every keyset list (lib/list-query.ts KeysetMeta).
 */

/** Someone named in an entry, with the name they had at the time. */
export interface AuditPerson {
  id: string;
  name: string;
}

/** One entry of GET /audit-log. `changes` is `{field: [before, after]}`; secrets never appear. */
export interface AuditEntryDto {
  id: number;
  /** ISO 8601. */
  at: string;
  /** Null for anonymous requests (a failed sign-in) and the system's own writes. */
  actor: AuditPerson | null;
  impersonator: AuditPerson | null;
  action: string;
  entityType: string;
  entityId: string | null;
  entityLabel: string;
  changes: Record<string, [unknown, unknown]>;
  ip: string;
  userAgent: string;
  requestId: string;
}

/** Rows a page of the audit log shows (issue 11 §4). */
export const AUDIT_PAGE_SIZE = 10;

/** The actions the console writes, for the page's filter; the API accepts any action string. */
export const AUDIT_ACTIONS = [
  'auth.login',
  'auth.login_failed',
  'auth.logout',
  'auth.password_change',
  'auth.password_reset',
  'auth.profile_update',
  'instance.create',
  'instance.start',
  'instance.stop',
  'instance.reboot',
  'instance.delete',
  'lead.create',
  'lead.update',
  'lead.delete',
  'lead.retry',
  'role.create',
  'role.update',
  'role.delete',
  'permission.grant',
  'super_admin.create',
  'super_admin.update',
  'super_admin.delete',
] as const;

/** The entity types of those actions, for the page's filter. */
export const AUDIT_ENTITY_TYPES = ['user', 'instance', 'lead', 'role', 'permission', 'super_admin'] as const;
