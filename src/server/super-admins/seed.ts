/**
 * Demo super admins (issue 11 §3) besides Sara Admin, so the list has a second page: active ones who
 * signed in at various times (they sign in with DEMO_PASSWORD), invited ones with an open link (whose
 * token nobody knows: resend one to get a usable link), and one disabled account.
 */
import { eq } from 'drizzle-orm';
import { hashPassword } from '~/server/auth/passwords';
import { roles, users } from '~/server/auth/schema';
import { SUPER_ADMIN_ROLE } from '~/server/auth/users';
import type { Database } from '~/server/db/client';
import { issueInvitationToken } from '~/server/invitations/tokens';

const DAY = 24 * 60 * 60 * 1000;

/** name, email, contact, status, days since the last sign-in (active) or the invitation (invited). */
export const DEMO_SUPER_ADMINS = [
  ['Omar Farooq', 'omar.farooq@example.com', '+923011234501', 'active', 1],
  ['Priya Nair', 'priya.nair@example.com', '+923011234502', 'active', 3],
  ['Lucas Martin', 'lucas.martin@example.com', '+923011234503', 'active', 9],
  ['Zara Sheikh', 'zara.sheikh@example.com', '+923011234504', 'active', 20],
  ['Tomasz Nowak', 'tomasz.nowak@example.com', '+923011234505', 'active', 41],
  ['Amina Yusuf', 'amina.yusuf@example.com', '+923011234506', 'invited', 0],
  ['Benjamin Cole', 'benjamin.cole@example.com', '+923011234507', 'invited', 2],
  ['Mei Lin', 'mei.lin@example.com', '+923011234508', 'invited', 5],
  ['Rafael Souza', 'rafael.souza@example.com', '+923011234509', 'invited', 6],
  ['Yusuf Demir', 'yusuf.demir@example.com', '+923011234510', 'disabled', 60],
  ['Elena Petrova', 'elena.petrova@example.com', '+923011234511', 'active', 2],
] as const;

/** Inserts the demo super admins; the super_admin role must exist. */
export async function seedDemoSuperAdmins(db: Database, password: string): Promise<void> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, SUPER_ADMIN_ROLE));
  const passwordHash = await hashPassword(password);
  const now = Date.now();
  await db.transaction(async (tx) => {
    for (const [name, email, contact, status, days] of DEMO_SUPER_ADMINS) {
      const at = new Date(now - days * DAY);
      const [row] = await tx
        .insert(users)
        .values({
          name,
          email,
          contact,
          status,
          roleId: role!.id,
          isSuperAdmin: true,
          passwordHash: status === 'invited' ? '!' : passwordHash,
          invitedAt: new Date(at.getTime() - (status === 'invited' ? 0 : 7 * DAY)),
          lastSignInAt: status === 'invited' ? null : at,
        })
        .returning({ id: users.id });
      if (status === 'invited') await issueInvitationToken(tx, row!.id);
    }
  });
}
