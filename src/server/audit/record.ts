/**
 * Writing the audit log (issue 11 §4). Services call `recordAudit` with the transaction that makes
 * the change, so a change is never saved without its record, and a refused request writes nothing.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '~/server/db/client';
import { auditLog, type AuditChanges } from '~/server/audit/schema';

/** Who did it, from where: built once per request by `auditContext(c)` (src/server/audit/context.ts). */
export interface AuditContext {
  /** The signed-in staff member; null for anonymous requests (a failed sign-in, a public form). */
  actor: { id: string; name: string } | null;
  /** The staff member acting through another account, when there is one. */
  impersonator?: { id: string; name: string } | null;
  ip: string;
  userAgent: string;
  requestId: string;
}

/** The context of a write made outside a request (start-up seed, scripts): no actor, no address. */
export const SYSTEM_AUDIT: AuditContext = { actor: null, ip: '', userAgent: '', requestId: '' };

/** One entry: `action` is `<entity>.<verb>` (e.g. `role.update`, `instance.stop`, `auth.login_failed`). */
export interface AuditEntry {
  action: string;
  entityType: string;
  entityId?: string | null;
  entityLabel?: string;
  changes?: AuditChanges;
}

/** A database or an open transaction: anything Drizzle can insert through. */
export type Executor = Pick<Database, 'insert'>;

/** Field names whose values never reach the log, whatever the entity. */
const SECRET = /password|hash|token|secret|recovery/i;

/**
 * The fields that differ between `before` and `after`, as `{field: [before, after]}`. Secret fields
 * (passwords, hashes, tokens) appear as '[redacted]' when they change, so the log says that they did.
 * @param fields which fields to compare; by default every key of either side
 */
export function diffChanges(
  before: object | null | undefined,
  after: object | null | undefined,
  fields?: readonly string[],
): AuditChanges {
  const old = (before ?? {}) as Record<string, unknown>;
  const next = (after ?? {}) as Record<string, unknown>;
  const keys = fields ?? [...new Set([...Object.keys(old), ...Object.keys(next)])];
  const changes: AuditChanges = {};
  for (const key of keys) {
    const was = old[key] ?? null;
    const now = next[key] ?? null;
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    changes[key] = SECRET.test(key) ? ['[redacted]', '[redacted]'] : [was, now];
  }
  return changes;
}

/** The row of `entry` by `context`. */
function auditRow(context: AuditContext, entry: AuditEntry): typeof auditLog.$inferInsert {
  return {
    actorId: context.actor?.id ?? null,
    actorName: context.actor?.name ?? '',
    impersonatorId: context.impersonator?.id ?? null,
    impersonatorName: context.impersonator?.name ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    entityLabel: entry.entityLabel ?? '',
    changes: entry.changes ?? {},
    ip: context.ip,
    userAgent: context.userAgent.slice(0, 500),
    requestId: context.requestId,
  };
}

/** Appends `entry` through `executor` (pass the change's transaction). */
export async function recordAudit(executor: Executor, context: AuditContext, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values(auditRow(context, entry));
}

/**
 * Appends `entries`, in their order, in one statement (a bulk change such as an import, issue 28 §2):
 * each field of the entries is one array parameter, where a multi-row insert built twelve
 * parameters an entry (Drizzle took longer to build 10,000 of them than the database to store them).
 */
export async function recordAudits(executor: Pick<Database, 'execute'>, context: AuditContext, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const c = auditRow(context, { action: '', entityType: '' });
  const a = auditLog;
  const columns = [a.actorId, a.actorName, a.impersonatorId, a.impersonatorName, a.ip, a.userAgent, a.requestId, a.action, a.entityType, a.entityId, a.entityLabel, a.changes];
  const list = (values: (string | null)[]) => sql.param(values);
  await executor.execute(sql`
    insert into ${auditLog} (${sql.join(columns.map((column) => sql.identifier(column.name)), sql`, `)})
    select ${c.actorId}::uuid, ${c.actorName}, ${c.impersonatorId}::uuid, ${c.impersonatorName}, ${c.ip}, ${c.userAgent}, ${c.requestId}, e.action, e.entity_type, e.entity_id, e.entity_label, e.changes
    from unnest(${list(entries.map((e) => e.action))}::text[], ${list(entries.map((e) => e.entityType))}::text[], ${list(entries.map((e) => e.entityId ?? null))}::text[],
      ${list(entries.map((e) => e.entityLabel ?? ''))}::text[], ${list(entries.map((e) => JSON.stringify(e.changes ?? {})))}::jsonb[]) with ordinality
      as e(action, entity_type, entity_id, entity_label, changes, n)
    order by e.n`);
}
