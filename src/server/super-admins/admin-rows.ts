/**
 * What every super admins use case shares (issue 11 §3): the service's dependencies, its messages,
 * and the reads, locks and checks around a super admin's row. Rows never leave the super-admins
 * folder: use cases return DTOs.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { SuperAdmin } from '~/lib/super-admins/model';
import { users } from '~/server/auth/schema';
import type { Database, Tx } from '~/server/db/client';
import { isUniqueViolation } from '~/server/db/errors';
import { findOr404 } from '~/server/db/find';
import { ACCESS_MESSAGES } from '~/server/access/manage';
import { conflict } from '~/server/http/errors';
import type { InvitationDelivery, InvitationService, InvitedAccount } from '~/server/invitations/service';
import { openInvitationExpiries } from '~/server/invitations/tokens';

export type UserRow = typeof users.$inferSelect;

export const SUPER_ADMIN_MESSAGES = {
  notFound: 'Super admin not found',
  emailTaken: 'This email is already used by another account.',
  onlySuperAdminAdds: ACCESS_MESSAGES.superAdminOnly('add a super admin'),
  onlySuperAdminRemoves: ACCESS_MESSAGES.superAdminOnly('remove a super admin'),
  onlySuperAdminInvites: ACCESS_MESSAGES.superAdminOnly('send an invitation to a super admin'),
  onlySuperAdminChanges: ACCESS_MESSAGES.superAdminOnly('change a super admin'),
  onlySuperAdminRevokes: ACCESS_MESSAGES.superAdminOnly("revoke a super admin's invitation"),
  selfDisable: 'You cannot disable your own account.',
  selfRemove: 'You cannot remove your own account.',
  lastDisable: 'The last active super admin cannot be disabled.',
  lastRemove: 'The last active super admin cannot be removed.',
  invitedDisable: 'An invited account cannot be disabled: revoke its invitation or delete it.',
  invitedEnable: 'This account has not accepted its invitation yet.',
  notInvited: 'This account has already accepted its invitation.',
} as const;

export interface SuperAdminDeps {
  db: Database;
  invitations: InvitationService;
  /** Ends every session of a user at once (the auth service's revocation, cache included). */
  revokeSessions: (userId: string) => Promise<void>;
}

/** The fields a change is recorded with. */
export const AUDITED = ['name', 'email', 'contact', 'status'] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The DTO of `row`, whose open invitation link (if any) expires at `invitationExpiresAt`. */
export function toSuperAdmin(row: UserRow, invitationExpiresAt: Date | undefined): SuperAdmin {
  return {
    id: row.id,
    name: row.name ?? '',
    email: row.email,
    contact: row.contact,
    status: row.status,
    invitedAt: iso(row.invitedAt),
    lastSignInAt: iso(row.lastSignInAt),
    invitationExpiresAt: iso(invitationExpiresAt ?? null),
  };
}

/** The DTO of `row`, its invitation's expiry read. */
export async function dto(db: Database, row: UserRow): Promise<SuperAdmin> {
  return toSuperAdmin(row, (await openInvitationExpiries(db, [row.id])).get(row.id));
}

/** What an audit entry compares. */
export const audited = (row: UserRow) => ({ name: row.name, email: row.email, contact: row.contact, status: row.status });

/** The account as the invitations service sees it. */
export const asInvited = (row: UserRow): InvitedAccount => ({ id: row.id, email: row.email, label: row.name ?? row.email, entityType: 'super_admin' });

/** The super admin `id`, its row locked for the rest of `tx`. @throws 404 */
export function lockTarget(tx: Tx, id: string): Promise<UserRow> {
  const rows = UUID.test(id) ? tx.select().from(users).where(and(eq(users.id, id), eq(users.isSuperAdmin, true))).for('update') : [];
  return findOr404(rows, SUPER_ADMIN_MESSAGES.notFound);
}

/**
 * Refuses (409 `message`) to take `target` out of the active super admins when it is the last one.
 * The other active rows are locked, so two requests cannot each remove one of the last two.
 */
export async function assertNotLastActive(tx: Tx, target: UserRow, message: string): Promise<void> {
  if (target.status !== 'active') return;
  const others = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isSuperAdmin, true), eq(users.status, 'active'), ne(users.id, target.id)))
    .for('update');
  if (others.length === 0) throw conflict(message);
}

/** Runs `write`, turning a duplicate email into the 409 the form shows under its email field. */
export async function uniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SUPER_ADMIN_MESSAGES.emailTaken, { email: SUPER_ADMIN_MESSAGES.emailTaken });
    throw error;
  }
}

/** Mails an invitation after its commit; the answer's message (`sent`, else why not) says whether it left. */
export async function send(invitations: InvitationService, delivery: InvitationDelivery, sent: string): Promise<string> {
  return (await invitations.deliver(delivery)) ? sent : 'The invitation is saved, but its email could not be sent. Resend it from the list.';
}
