/**
 * Super admins (issue 11 §3): the accounts with `is_super_admin`, who hold every permission. Only a
 * super admin changes one (issue 27 §1: nobody manages what holds more than they do): adds, edits,
 * disables, reactivates, invites, revokes an invitation or removes. Adding one invites it
 * (src/server/invitations); disabling one ends its sessions at once. The console never
 * loses its last active super admin, and nobody disables or removes their own account. Every write
 * records its audit entry in its transaction; a refused request writes nothing.
 * Errors are HttpErrors carrying the message the user sees. Rows never leave this module: it returns DTOs.
 */
import { and, asc, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { UserDetails } from '~/lib/types';
import type { SuperAdmin, SuperAdminListMeta } from '~/lib/super-admins/model';
import type { CreateSuperAdminInput, SuperAdminListQuery, UpdateSuperAdminInput } from '~/lib/super-admins/schemas';
import type { AuditContext } from '~/server/audit/record';
import { diffChanges, recordAudit } from '~/server/audit/record';
import { SUPER_ADMIN_ROLE } from '~/server/auth/users';
import type { Database, Tx } from '~/server/db/client';
import { isUniqueViolation } from '~/server/db/errors';
import { roles, users } from '~/server/db/schema';
import { ACCESS_MESSAGES, assertSuperAdmin } from '~/server/access/manage';
import { conflict, notFound } from '~/server/http/errors';
import type { InvitationDelivery, InvitationService, InvitedAccount } from '~/server/invitations/service';
import { openInvitationExpiries } from '~/server/invitations/tokens';

type UserRow = typeof users.$inferSelect;

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

/** An account that has never had a password: it cannot sign in until its invitation is accepted. */
const NO_PASSWORD = '!';

/** The fields a change is recorded with. */
const AUDITED = ['name', 'email', 'contact', 'status'] as const;

export interface SuperAdminDeps {
  db: Database;
  invitations: InvitationService;
  /** Ends every session of a user at once (the auth service's revocation, cache included). */
  revokeSessions: (userId: string) => Promise<void>;
}

/** `%`, `_` and `\` typed in a search are text, not ILIKE wildcards. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toSuperAdmin(row: UserRow, invitationExpiresAt: Date | undefined): SuperAdmin {
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

const audited = (row: UserRow) => ({ name: row.name, email: row.email, contact: row.contact, status: row.status });

const asInvited = (row: UserRow): InvitedAccount => ({ id: row.id, email: row.email, label: row.name ?? row.email, entityType: 'super_admin' });

export function superAdminService({ db, invitations, revokeSessions }: SuperAdminDeps) {
  async function dto(row: UserRow): Promise<SuperAdmin> {
    return toSuperAdmin(row, (await openInvitationExpiries(db, [row.id])).get(row.id));
  }

  /** The super admin `id`, its row locked for the rest of `tx`. @throws 404 */
  async function lockTarget(tx: Tx, id: string): Promise<UserRow> {
    const [row] = UUID.test(id)
      ? await tx.select().from(users).where(and(eq(users.id, id), eq(users.isSuperAdmin, true))).for('update')
      : [];
    if (!row) throw notFound(SUPER_ADMIN_MESSAGES.notFound);
    return row;
  }

  /**
   * Refuses to take `target` out of the active super admins when it is the last one. The other active
   * rows are locked, so two requests cannot each remove one of the last two.
   */
  async function assertNotLastActive(tx: Tx, target: UserRow, message: string): Promise<void> {
    if (target.status !== 'active') return;
    const others = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.isSuperAdmin, true), eq(users.status, 'active'), ne(users.id, target.id)))
      .for('update');
    if (others.length === 0) throw conflict(message);
  }

  /** Runs `write`, turning a duplicate email into the 409 the form shows under its field. */
  async function uniqueEmail<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(SUPER_ADMIN_MESSAGES.emailTaken);
      throw error;
    }
  }

  /** Mails an invitation after its commit; the answer's message says whether it left. */
  async function send(delivery: InvitationDelivery, sent: string): Promise<string> {
    return (await invitations.deliver(delivery))
      ? sent
      : 'The invitation is saved, but its email could not be sent. Resend it from the list.';
  }

  function searchFilter(q: string): SQL | undefined {
    if (!q) return eq(users.isSuperAdmin, true);
    const pattern = likePattern(q);
    return and(eq(users.isSuperAdmin, true), or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.contact, pattern)));
  }

  return {
    /** One page of super admins ordered by name, searched by name, email or contact (ignoring case). */
    async list(query: SuperAdminListQuery): Promise<{ data: SuperAdmin[]; meta: SuperAdminListMeta }> {
      const where = searchFilter(query.q);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(users).where(where),
      ]);
      const expiries = await openInvitationExpiries(db, rows.map((r) => r.id));
      return {
        data: rows.map((r) => toSuperAdmin(r, expiries.get(r.id))),
        meta: { page: query.page, pageSize: query.pageSize, total: Number(counted?.n ?? 0) },
      };
    },

    /**
     * Adds an 'invited' super admin and mails its invitation.
     * @throws 403 unless the caller is a super admin; 409 when the email is taken (ignoring case)
     */
    async create(me: UserDetails, context: AuditContext, input: CreateSuperAdminInput): Promise<{ message: string; data: SuperAdmin }> {
      assertSuperAdmin(me, SUPER_ADMIN_MESSAGES.onlySuperAdminAdds);
      const { row, delivery } = await uniqueEmail(() =>
        db.transaction(async (tx) => {
          const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, SUPER_ADMIN_ROLE));
          const [row] = await tx
            .insert(users)
            .values({ ...input, passwordHash: NO_PASSWORD, roleId: role!.id, isSuperAdmin: true, status: 'invited' })
            .returning();
          await recordAudit(tx, context, {
            action: 'super_admin.create',
            entityType: 'super_admin',
            entityId: row!.id,
            entityLabel: input.name,
            changes: diffChanges(null, audited(row!), AUDITED),
          });
          return { row: row!, delivery: await invitations.issue(tx, context, asInvited(row!)) };
        }),
      );
      return { message: await send(delivery, `Invitation sent to ${row.email}.`), data: await dto(row) };
    },

    /**
     * Changes name, email, contact or status. Disabling ends the account's sessions at once.
     * @throws 403 unless the caller is a super admin (a status or email change would let a lesser
     *   role lock out or take over an account holding more than it does); 404; 409 for self-disable,
     *   the last active super admin, and status changes of an invited account; 409 when the email is taken
     */
    async update(me: UserDetails, context: AuditContext, id: string, input: UpdateSuperAdminInput): Promise<SuperAdmin> {
      assertSuperAdmin(me, SUPER_ADMIN_MESSAGES.onlySuperAdminChanges);
      const after = await uniqueEmail(() =>
        db.transaction(async (tx) => {
          const target = await lockTarget(tx, id);
          if (input.status && input.status !== target.status) {
            if (target.status === 'invited') {
              throw conflict(input.status === 'disabled' ? SUPER_ADMIN_MESSAGES.invitedDisable : SUPER_ADMIN_MESSAGES.invitedEnable);
            }
            if (input.status === 'disabled') {
              if (target.id === me.id) throw conflict(SUPER_ADMIN_MESSAGES.selfDisable);
              await assertNotLastActive(tx, target, SUPER_ADMIN_MESSAGES.lastDisable);
            }
          }
          const changes = diffChanges(audited(target), { ...audited(target), ...input }, AUDITED);
          if (Object.keys(changes).length === 0) return target;
          const [row] = await tx
            .update(users)
            .set({ ...input, updatedAt: sql`now()` })
            .where(eq(users.id, target.id))
            .returning();
          await recordAudit(tx, context, {
            action: 'super_admin.update',
            entityType: 'super_admin',
            entityId: target.id,
            entityLabel: row!.name ?? row!.email,
            changes,
          });
          return row!;
        }),
      );
      // After the commit: a request arriving in between already finds the account disabled.
      if (after.status === 'disabled') await revokeSessions(after.id);
      return dto(after);
    },

    /**
     * Deletes a super admin (its sessions and links go with it).
     * @throws 403 unless the caller is a super admin; 404; 409 for yourself or the last active one
     */
    async remove(me: UserDetails, context: AuditContext, id: string): Promise<SuperAdmin> {
      assertSuperAdmin(me, SUPER_ADMIN_MESSAGES.onlySuperAdminRemoves);
      const removed = await db.transaction(async (tx) => {
        const target = await lockTarget(tx, id);
        if (target.id === me.id) throw conflict(SUPER_ADMIN_MESSAGES.selfRemove);
        await assertNotLastActive(tx, target, SUPER_ADMIN_MESSAGES.lastRemove);
        await tx.delete(users).where(eq(users.id, target.id));
        await recordAudit(tx, context, {
          action: 'super_admin.delete',
          entityType: 'super_admin',
          entityId: target.id,
          entityLabel: target.name ?? target.email,
          changes: diffChanges(audited(target), null, AUDITED),
        });
        return target;
      });
      await revokeSessions(removed.id);
      return toSuperAdmin(removed, undefined);
    },

    /**
     * Sends an invited account a new link; the old one stops working.
     * @throws 403 unless the caller is a super admin; 404; 409 when the account is not invited
     */
    async resendInvitation(me: UserDetails, context: AuditContext, id: string): Promise<{ message: string; data: SuperAdmin }> {
      assertSuperAdmin(me, SUPER_ADMIN_MESSAGES.onlySuperAdminInvites);
      const { row, delivery } = await db.transaction(async (tx) => {
        const target = await lockTarget(tx, id);
        if (target.status !== 'invited') throw conflict(SUPER_ADMIN_MESSAGES.notInvited);
        const delivery = await invitations.issue(tx, context, asInvited(target), true);
        return { row: target, delivery };
      });
      const [fresh] = await db.select().from(users).where(eq(users.id, row.id));
      return { message: await send(delivery, `Invitation sent again to ${row.email}.`), data: await dto(fresh ?? row) };
    },

    /**
     * Voids an invited account's open link (the account stays, invited, until resent or deleted).
     * @throws 403 unless the caller is a super admin; 404; 409 when the account is not invited or has no open link
     */
    async revokeInvitation(me: UserDetails, context: AuditContext, id: string): Promise<SuperAdmin> {
      assertSuperAdmin(me, SUPER_ADMIN_MESSAGES.onlySuperAdminRevokes);
      const row = await db.transaction(async (tx) => {
        const target = await lockTarget(tx, id);
        if (target.status !== 'invited') throw conflict(SUPER_ADMIN_MESSAGES.notInvited);
        await invitations.revoke(tx, context, asInvited(target));
        return target;
      });
      return dto(row);
    },
  };
}

export type SuperAdminService = ReturnType<typeof superAdminService>;
