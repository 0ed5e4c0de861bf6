/**
 * Reading the audit log (issue 11 §4): one page, newest first, by keyset on the id so that the first,
 * previous, next and last pages cost the same at a thousand entries or a million (no OFFSET, no
 * count). Each filter has an index ending in the id: (actor_id, id), (action, id),
 * (entity_type, entity_id, id); the primary key serves the rest.
 */
import { and, asc, desc, eq, gt, gte, lt, type SQL } from 'drizzle-orm';
import type { AuditEntryDto, AuditListMeta } from '~/lib/audit/model';
import { rangeEnd, type AuditLogQuery } from '~/lib/audit/schemas';
import { auditLog } from '~/server/audit/schema';
import type { Database } from '~/server/db/client';

type AuditRow = typeof auditLog.$inferSelect;

/**
 * One page of entries matching the filters of `query`, and the cursors of its neighbours.
 * @returns entries newest first; `meta.nextCursor` / `meta.prevCursor` are null at either end
 */
export async function listAuditLog(db: Database, query: AuditLogQuery): Promise<{ data: AuditEntryDto[]; meta: AuditListMeta }> {
  const filter = auditFilter(query);
  const { pageSize } = query;
  // Previous and last pages walk the index upwards from their end, then read newest first.
  const upwards = Boolean(query.after) || query.last;
  const bound = query.cursor ? lt(auditLog.id, Number(query.cursor)) : query.after ? gt(auditLog.id, Number(query.after)) : undefined;
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(filter, bound))
    .orderBy(upwards ? asc(auditLog.id) : desc(auditLog.id))
    .limit(pageSize + 1);
  const more = rows.length > pageSize;
  const page = rows.slice(0, pageSize);
  if (upwards) page.reverse();
  const newest = page[0];
  const oldest = page.at(-1);

  const hasOlder = upwards ? !query.last && oldest !== undefined && (await exists(db, and(filter, lt(auditLog.id, oldest.id)))) : more;
  const hasNewer = upwards ? more : query.cursor !== undefined && newest !== undefined && (await exists(db, and(filter, gt(auditLog.id, newest.id))));
  return {
    data: page.map(toEntry),
    meta: {
      pageSize,
      nextCursor: hasOlder && oldest ? String(oldest.id) : null,
      prevCursor: hasNewer && newest ? String(newest.id) : null,
    },
  };
}

/** The WHERE of the filters; dates bound `at`, a `to` without a time includes its whole day. */
function auditFilter(query: AuditLogQuery): SQL | undefined {
  return and(
    query.actor ? eq(auditLog.actorId, query.actor) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.entityType ? eq(auditLog.entityType, query.entityType) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
    query.from ? gte(auditLog.at, new Date(query.from)) : undefined,
    query.to ? lt(auditLog.at, rangeEnd(query.to)) : undefined,
  );
}

async function exists(db: Database, where: SQL | undefined): Promise<boolean> {
  const rows = await db.select({ id: auditLog.id }).from(auditLog).where(where).limit(1);
  return rows.length > 0;
}

function toEntry(row: AuditRow): AuditEntryDto {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actorId || row.actorName ? { id: row.actorId ?? '', name: row.actorName } : null,
    impersonator: row.impersonatorId ? { id: row.impersonatorId, name: row.impersonatorName ?? '' } : null,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    entityLabel: row.entityLabel,
    changes: row.changes,
    ip: row.ip,
    userAgent: row.userAgent,
    requestId: row.requestId,
  };
}
