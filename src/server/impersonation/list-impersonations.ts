/** The hand-offs of a customer user (issue 14 §3), as their page lists them. */
import { desc, eq } from 'drizzle-orm';
import { fullName } from '~/lib/auth/full-name';
import { impersonationStatus, type Impersonation } from '~/lib/impersonation/model';
import { users } from '~/server/auth/schema';
import type { Database } from '~/server/db/client';
import { notFound } from '~/server/http/errors';
import { IMPERSONATION_MESSAGES, subjectOf } from '~/server/impersonation/impersonation-context';
import { impersonations } from '~/server/impersonation/schema';

/** How many hand-offs the customer user's page lists (active ones come first in time anyway). */
export const RECENT_IMPERSONATIONS = 20;

/**
 * The recent hand-offs of a customer user, newest first.
 * @throws HttpError 404 unknown customer user
 */
export async function listImpersonations(db: Database, customerUserId: string): Promise<Impersonation[]> {
  if (!(await subjectOf(db, customerUserId))) throw notFound(IMPERSONATION_MESSAGES.userNotFound);
  const rows = await db
    .select({ row: impersonations, ender: { email: users.email, name: users.name, first_name: users.firstName, last_name: users.lastName } })
    .from(impersonations)
    .leftJoin(users, eq(users.id, impersonations.endedBy))
    .where(eq(impersonations.customerUserId, customerUserId))
    .orderBy(desc(impersonations.createdAt))
    .limit(RECENT_IMPERSONATIONS);
  const now = new Date();
  return rows.map(({ row, ender }) => ({
    id: row.id,
    customerUserId: row.customerUserId,
    actorName: row.actorName,
    reason: row.reason,
    expiresAt: row.expiresAt.toISOString(),
    consumedAt: row.consumedAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    endedByName: ender ? fullName({ email: ender.email, name: ender.name ?? '', first_name: ender.first_name ?? '', last_name: ender.last_name ?? '' }) : null,
    createdAt: row.createdAt.toISOString(),
    status: impersonationStatus(row, now),
  }));
}
