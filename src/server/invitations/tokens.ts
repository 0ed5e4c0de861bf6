/**
 * The invitation token store: rows of `password_reset_tokens` of kind 'invitation', only their
 * SHA-256 stored (src/server/auth/tokens.ts). An account has at most one open invitation: issuing
 * a new one voids the others. Every function takes the transaction of the change it belongs to.
 */
import { and, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { passwordResetTokens } from '~/server/auth/schema';
import { hashToken, newToken } from '~/server/auth/tokens';
import type { Database } from '~/server/db/client';
import { qualified } from '~/server/db/row-counter';

/** An invitation link works for 7 days (issue 11 §3). */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The database or an open transaction. */
type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

const openOf = (userId: string) =>
  and(eq(passwordResetTokens.userId, userId), eq(passwordResetTokens.kind, 'invitation'), isNull(passwordResetTokens.usedAt));

/** Voids `userId`'s unused invitation links. @returns how many were still open (not expired) */
export async function voidInvitationTokens(tx: Executor, userId: string): Promise<number> {
  const voided = await tx.delete(passwordResetTokens).where(openOf(userId)).returning({ expiresAt: passwordResetTokens.expiresAt });
  return voided.filter((t) => t.expiresAt.getTime() > Date.now()).length;
}

/** Voids the unused invitation links of every account of `userIds` (a bulk disable, issue 29 §2). */
export async function voidInvitationTokensOf(tx: Executor, userIds: readonly string[]): Promise<void> {
  if (!userIds.length) return;
  const t = passwordResetTokens;
  await tx.delete(t).where(and(inArray(t.userId, [...userIds]), eq(t.kind, 'invitation'), isNull(t.usedAt)));
}

/** A new invitation link's token for `userId`, voiding any earlier one. */
export async function issueInvitationToken(tx: Executor, userId: string): Promise<{ token: string; expiresAt: Date }> {
  await voidInvitationTokens(tx, userId);
  const token = newToken();
  const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
  await tx.insert(passwordResetTokens).values({ userId, kind: 'invitation', tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/**
 * New invitation links' tokens for `userIds`, accounts just created in `tx` (so there is no earlier
 * link to void), in one insert of array parameters (issue 28 §2); in the order of `userIds`.
 */
export async function issueFirstInvitationTokens(tx: Pick<Database, 'execute'>, userIds: readonly string[]): Promise<{ token: string; expiresAt: Date }[]> {
  const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
  const tokens = userIds.map(() => newToken());
  if (userIds.length) {
    const t = passwordResetTokens;
    await tx.execute(sql`
      insert into ${t} (${sql.identifier(t.userId.name)}, ${sql.identifier(t.kind.name)}, ${sql.identifier(t.tokenHash.name)}, ${sql.identifier(t.expiresAt.name)})
      select u.id, 'invitation', u.hash, ${expiresAt.toISOString()}::timestamptz from unnest(${sql.param(userIds)}::uuid[], ${sql.param(tokens.map(hashToken))}::text[]) as u(id, hash)`);
  }
  return tokens.map((token) => ({ token, expiresAt }));
}

/** Marks an open, unexpired invitation token used. @returns its account's id; undefined when not claimable */
export async function claimInvitationToken(tx: Executor, token: string): Promise<string | undefined> {
  const [claimed] = await tx
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        eq(passwordResetTokens.kind, 'invitation'),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return claimed?.userId;
}

/**
 * When the account whose id is `userId` (an outer column, row-counter.ts `qualified`) sees its open
 * invitation expire, as openInvitationExpiries tells it; null without one. A column a list reads with
 * its page (issue 28 §1).
 */
export function openInvitationExpiry(userId: SQL): SQL<Date | null> {
  const t = passwordResetTokens;
  return sql<Date | null>`(select max(${qualified(t.expiresAt)}) from ${t} where ${qualified(t.userId)} = ${userId} and ${qualified(t.kind)} = 'invitation' and ${qualified(t.usedAt)} is null and ${qualified(t.expiresAt)} > now())`.mapWith(
    (v) => new Date(v),
  );
}

/** When each of `userIds`' open invitation expires; accounts without one are absent. */
export async function openInvitationExpiries(db: Executor, userIds: string[]): Promise<Map<string, Date>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: passwordResetTokens.userId, expiresAt: sql<Date>`max(${passwordResetTokens.expiresAt})`.mapWith((v) => new Date(v)) })
    .from(passwordResetTokens)
    .where(
      and(
        inArray(passwordResetTokens.userId, userIds),
        eq(passwordResetTokens.kind, 'invitation'),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .groupBy(passwordResetTokens.userId);
  return new Map(rows.map((r) => [r.userId, r.expiresAt]));
}
