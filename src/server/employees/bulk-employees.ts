/**
 * Many employees at once (issue 29 §2): disable, enable or resend the invitation of a batch in one
 * transaction, each employee decided as its single use case decides it (update-employee.ts,
 * resend-invitation.ts): unknown (404), beyond `me`'s permissions (403 of the manage rule), its own
 * account or an invited one for a status change, an accepted one for a resend (409), each with that
 * use case's message. The others change with the single change's audit entry each, under one request
 * id; after the commit, as alone, a disabled account's sessions end and each invitation is mailed.
 */
import { and, inArray, sql } from 'drizzle-orm';
import type { BulkResult } from '~/lib/list/bulk';
import type { UserDetails } from '~/lib/types';
import { assertMayManageEmployee } from '~/server/access/manage';
import { recordAudits, type AuditContext } from '~/server/audit/record';
import { roles, users } from '~/server/auth/schema';
import type { Tx } from '~/server/db/client';
import { isUuid } from '~/server/db/like';
import { asInvited, EMPLOYEE_MESSAGES, label, type EmployeeDeps, type UserRow } from '~/server/employees/employee-context';
import { isEmployee } from '~/server/employees/queries';
import { checkStatusChange } from '~/server/employees/update-employee';
import { conflict, HttpError } from '~/server/http/errors';
import type { InvitationDelivery } from '~/server/invitations/service';
import { voidInvitationTokensOf } from '~/server/invitations/tokens';

export type EmployeeBulkChange = 'disable' | 'enable' | 'resend';

/** The rows of `ids` locked for `tx`, each `me` may manage; the others refused in `failed`. */
async function lockTargets(tx: Tx, me: UserDetails, ids: readonly string[], failed: BulkResult['failed']): Promise<UserRow[]> {
  const known = ids.filter(isUuid);
  const rows = new Map((known.length ? await tx.select().from(users).where(and(inArray(users.id, known), isEmployee)).orderBy(users.id).for('update') : []).map((r) => [r.id, r]));
  const roleIds = [...new Set([...rows.values()].map((r) => r.roleId))];
  const roleOf = new Map((roleIds.length ? await tx.select().from(roles).where(inArray(roles.id, roleIds)) : []).map((r) => [r.id, r]));
  for (const id of ids) if (!rows.has(id)) failed.push({ id, message: EMPLOYEE_MESSAGES.notFound });
  const found = ids.flatMap((id) => rows.get(id) ?? []);
  return keep(found, (row) => assertMayManageEmployee(me, roleOf.get(row.roleId)!), failed);
}

/** Keeps the rows `check` does not refuse; a refused one goes to `failed` with the refusal's message. */
function keep(rows: UserRow[], check: (row: UserRow) => void, failed: BulkResult['failed']): UserRow[] {
  return rows.filter((row) => {
    try {
      check(row);
      return true;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      failed.push({ id: row.id, message: error.message });
      return false;
    }
  });
}

/** @throws 409 unless the account is still invited (resend-invitation.ts) */
function checkInvited(row: UserRow): void {
  if (row.status !== 'invited') throw conflict(EMPLOYEE_MESSAGES.notInvited);
}

/** Does `change` to employees `ids` (one batch) as `me`. @returns each id done, or failed with its message */
export async function changeEmployees(deps: EmployeeDeps, me: UserDetails, context: AuditContext, ids: readonly string[], change: EmployeeBulkChange): Promise<BulkResult> {
  const failed: BulkResult['failed'] = [];
  const { done, deliveries } = await deps.db.transaction(async (tx) => {
    const targets = await lockTargets(tx, me, ids, failed);
    if (change === 'resend') {
      const invited = keep(targets, checkInvited, failed);
      return { done: invited, deliveries: await deps.invitations.reissue(tx, context, invited.map(asInvited)) };
    }
    const status = change === 'disable' ? 'disabled' : 'active';
    const done = keep(targets, (row) => checkStatusChange(me, row, status), failed);
    if (done.length) await tx.update(users).set({ status, updatedAt: sql`now()` }).where(inArray(users.id, done.map((r) => r.id)));
    const changed = done.filter((row) => row.status !== status);
    // A disabled account's open invitation must not let it back in.
    if (status === 'disabled') await voidInvitationTokensOf(tx, changed.map((r) => r.id));
    await recordAudits(tx, context, changed.map((row) => ({ action: 'employee.update', entityType: 'employee', entityId: row.id, entityLabel: label(row), changes: { status: [row.status, status] } })));
    return { done, deliveries: [] as InvitationDelivery[] };
  });
  // After the commit: a request arriving in between already finds the account disabled.
  if (change === 'disable') await deps.revokeSessions(done.map((row) => row.id));
  await deps.invitations.deliverMany(deliveries);
  const doneIds = new Set(done.map((r) => r.id));
  const failure = new Map(failed.map((f) => [f.id, f]));
  return { done: ids.filter((id) => doneIds.has(id)), failed: ids.filter((id) => failure.has(id)).map((id) => failure.get(id)!) };
}
