/**
 * Reading the audit log (issue 11 §4): one page, newest first, paged by keyset on the id as every
 * keyset list pages (issue 25 §1, db/keyset-page.ts), so that the first, previous, next and last
 * pages cost the same at a thousand entries or a million, with the capped count of the other lists.
 * Each filter has an index ending in the id: (actor_id, id), (action, id),
 * (entity_type, entity_id, id); the primary key serves the rest. `q` searches who, what and on
 * which entity, a substring as in the other lists' searches.
 */
import { and, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditEntryDto } from '~/lib/audit/model';
import { rangeEnd, type AuditLogQuery } from '~/lib/audit/schemas';
import type { KeysetMeta } from '~/lib/list-query';
import { auditLog } from '~/server/audit/schema';
import type { Database } from '~/server/db/client';
import { countAlong, cursorColumn, keysetPage, type OrderKey } from '~/server/db/keyset-page';
import { likePattern } from '~/server/db/like';

type AuditRow = typeof auditLog.$inferSelect;

const NEWEST_FIRST: OrderKey[] = [{ expr: auditLog.id, type: 'bigint', descending: true }];

/** What `q` searches: the actor's and impersonator's names, the action code and the entity's label and id. */
const SEARCH_TEXT = sql`(coalesce(${auditLog.actorName}, '') || ' ' || coalesce(${auditLog.impersonatorName}, '') || ' ' || ${auditLog.action} || ' ' || ${auditLog.entityLabel} || ' ' || coalesce(${auditLog.entityId}, ''))`;

/**
 * One page of entries matching the filters of `query`, and its paging facts.
 * @returns entries newest first; `meta` as every keyset list's (cursors null at either end, total capped)
 * @throws HttpError 400 for a cursor that is not the log's
 */
export async function listAuditLog(db: Database, query: AuditLogQuery): Promise<{ data: AuditEntryDto[]; meta: KeysetMeta }> {
  const filter = auditFilter(query);
  const { rows, meta } = await keysetPage({
    keys: NEWEST_FIRST,
    position: query,
    pageSize: query.pageSize,
    // The search is a filter of its own, read along the id (the log has no search index).
    source: { db, id: auditLog.id, from: auditLog, where: filter, searched: false },
    fetch: (window) =>
      db
        .select({ entry: auditLog, cursor: cursorColumn(NEWEST_FIRST), ...countAlong(window) })
        .from(auditLog)
        .where(window.where)
        .orderBy(...window.orderBy)
        .limit(window.limit)
        .offset(window.offset),
  });
  return { data: rows.map((r) => toEntry(r.entry)), meta };
}

/** The WHERE of the filters; dates bound `at`, a `to` without a time includes its whole day. */
function auditFilter(query: AuditLogQuery): SQL | undefined {
  return and(
    query.q ? ilike(SEARCH_TEXT, likePattern(query.q)) : undefined,
    query.actor ? eq(auditLog.actorId, query.actor) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.entityType ? eq(auditLog.entityType, query.entityType) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
    query.from ? gte(auditLog.at, new Date(query.from)) : undefined,
    query.to ? lt(auditLog.at, rangeEnd(query.to)) : undefined,
  );
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
