/**
 * Invitations (issue 11 §3, reused by the employees of issue 12): a new account starts 'invited' and
 * receives a single-use link to /reset-password/{token}, valid 7 days; setting the password there
 * accepts it and makes the account active. The calling domain owns its account rows and permissions:
 * it calls `issue` / `revoke` inside the transaction of its change (they write their audit entries
 * there) and `deliver` once that transaction has committed, so no mail leaves for a change that was
 * rolled back.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '~/server/auth/passwords';
import type { AuditContext } from '~/server/audit/record';
import { recordAudit, recordAudits } from '~/server/audit/record';
import { users } from '~/server/auth/schema';
import type { BackendConfig } from '~/server/config';
import type { Database, Tx } from '~/server/db/client';
import { conflict } from '~/server/http/errors';
import { claimInvitationToken, issueFirstInvitationTokens, issueInvitationToken, voidInvitationTokens, voidInvitationTokensOf } from '~/server/invitations/tokens';
import { log } from '~/server/log';
import type { MailMessage, Mailer } from '~/server/mail/mailer';

/** An open transaction of the calling domain. */

/** The invited account as the audit log and the mail name it. */
export interface InvitedAccount {
  id: string;
  email: string;
  /** The entry's label, e.g. the person's name. */
  label: string;
  /** The audit entity type of the account, e.g. 'super_admin' or 'employee'. */
  entityType: string;
}

/** A message ready to leave once the transaction that issued it has committed. */
export interface InvitationDelivery {
  to: string;
  link: string;
  expiresAt: Date;
}

export const INVITATION_MESSAGES = {
  noOpenInvitation: 'This account has no open invitation to revoke.',
} as const;

export interface InvitationDeps {
  db: Database;
  mailer: Mailer;
  config: Pick<BackendConfig, 'publicBaseUrl'>;
}

/** The audit entity type of an account row. */
const entityTypeOf = (user: { isSuperAdmin: boolean }) => (user.isSuperAdmin ? 'super_admin' : 'employee');

export function invitationService({ db, mailer, config }: InvitationDeps) {
  // The page reads `invite` only to say "Set your password"; the token alone decides what happens.
  const linkOf = (token: string) => `${config.publicBaseUrl}/reset-password/${token}?invite=1`;
  const mailOf = (delivery: InvitationDelivery): MailMessage => ({
    to: delivery.to,
    subject: 'You are invited to the Owner Console',
    text: `You have been given an account on the Owner Console.\n\nOpen this link within 7 days to set your password, then sign in with this email address:\n${delivery.link}\n\nThe link works once. If you did not expect this message, ignore it.`,
    link: delivery.link,
  });
  async function deliver(delivery: InvitationDelivery): Promise<boolean> {
    try {
      await mailer.send(mailOf(delivery));
      return true;
    } catch (error) {
      log.error('invitation mail failed', error, { to: delivery.to });
      return false;
    }
  }

  /** New links for `accounts` (no open one left), one `action` entry each, a statement for all of them. */
  async function issueAll(tx: Tx, context: AuditContext, accounts: readonly InvitedAccount[], action: string): Promise<InvitationDelivery[]> {
    const issued = await issueFirstInvitationTokens(
      tx,
      accounts.map((a) => a.id),
    );
    await recordAudits(
      tx,
      context,
      accounts.map((account, i) => ({
        action,
        entityType: account.entityType,
        entityId: account.id,
        entityLabel: account.label,
        changes: { invitationExpiresAt: [null, issued[i]!.expiresAt.toISOString()] },
      })),
    );
    return accounts.map((account, i) => ({ to: account.email, link: linkOf(issued[i]!.token), expiresAt: issued[i]!.expiresAt }));
  }

  return {
    /**
     * Issues a new link for `account` (voiding any earlier one), stamps its `invited_at` and records
     * `invitation.send` or `invitation.resend` in `tx`.
     * @returns the message to `deliver` after the commit
     */
    async issue(tx: Tx, context: AuditContext, account: InvitedAccount, resend = false): Promise<InvitationDelivery> {
      const { token, expiresAt } = await issueInvitationToken(tx, account.id);
      await tx.update(users).set({ invitedAt: sql`now()` }).where(eq(users.id, account.id));
      await recordAudit(tx, context, {
        action: resend ? 'invitation.resend' : 'invitation.send',
        entityType: account.entityType,
        entityId: account.id,
        entityLabel: account.label,
        changes: { invitationExpiresAt: [null, expiresAt.toISOString()] },
      });
      return { to: account.email, link: linkOf(token), expiresAt };
    },

    /**
     * `issue` for many accounts created in `tx` with `invited_at` set by their insert (none has an
     * earlier link; a second write of each new row cost as much as its insert): their links and one
     * `invitation.send` entry each, a statement for all of them (issue 28 §2). Keep a call to a few
     * thousand accounts.
     * @returns the messages to `deliver` after the commit, in the order of `accounts`
     */
    issueFirst: (tx: Tx, context: AuditContext, accounts: readonly InvitedAccount[]) => issueAll(tx, context, accounts, 'invitation.send'),

    /**
     * `issue` again for many invited accounts (a bulk resend, issue 29 §2): their earlier links
     * voided, new ones, `invited_at` stamped and one `invitation.resend` entry each, a statement for
     * each step. @returns the messages to `deliver` after the commit, in the order of `accounts`
     */
    async reissue(tx: Tx, context: AuditContext, accounts: readonly InvitedAccount[]): Promise<InvitationDelivery[]> {
      const ids = accounts.map((a) => a.id);
      await voidInvitationTokensOf(tx, ids);
      if (ids.length) await tx.update(users).set({ invitedAt: sql`now()` }).where(inArray(users.id, ids));
      return issueAll(tx, context, accounts, 'invitation.resend');
    },

    /**
     * Voids `account`'s open link and records `invitation.revoke` in `tx`.
     * @throws 409 when no link is open (never sent, used, expired or already revoked)
     */
    async revoke(tx: Tx, context: AuditContext, account: InvitedAccount): Promise<void> {
      if ((await voidInvitationTokens(tx, account.id)) === 0) throw conflict(INVITATION_MESSAGES.noOpenInvitation);
      await recordAudit(tx, context, {
        action: 'invitation.revoke',
        entityType: account.entityType,
        entityId: account.id,
        entityLabel: account.label,
      });
    },

    /**
     * Mails an issued invitation. A mail failure does not undo the invitation (it can be resent).
     * @returns false when the mailer failed
     */
    deliver,

    /** `deliver` for many, handed to the mailer together (Mailer.sendAll). @returns how many the mailer failed */
    deliverMany: (deliveries: readonly InvitationDelivery[]): Promise<number> => mailer.sendAll(deliveries.map(mailOf)),

    /**
     * Accepts an invitation: sets the password, makes the account active and records
     * `invitation.accept` (by the account itself), in one transaction.
     * @returns false when `token` is not an open invitation (the caller may try it as a reset token)
     */
    async accept(token: string, password: string, context: AuditContext): Promise<boolean> {
      return db.transaction(async (tx) => {
        const userId = await claimInvitationToken(tx, token);
        if (!userId) return false;
        const [account] = await tx
          .update(users)
          .set({ passwordHash: await hashPassword(password), status: 'active', updatedAt: sql`now()` })
          .where(and(eq(users.id, userId), eq(users.status, 'invited')))
          .returning();
        // Only an invited account has an open invitation (disabling or accepting voids it); be safe anyway.
        if (!account) return false;
        const label = account.name ?? [account.firstName, account.lastName].filter(Boolean).join(' ');
        await recordAudit(tx, { ...context, actor: { id: account.id, name: label } }, {
          action: 'invitation.accept',
          entityType: entityTypeOf(account),
          entityId: account.id,
          entityLabel: label,
          changes: { status: ['invited', 'active'] },
        });
        return true;
      });
    },
  };
}

export type InvitationService = ReturnType<typeof invitationService>;
