/**
 * The super admins service (issue 11 §3): a thin factory over the use cases, one file each. Super
 * admins are the accounts with `is_super_admin`, who hold every permission; only a super admin
 * changes one (issue 27 §1). Adding one invites it (src/server/invitations); disabling one ends its
 * sessions at once; the console never loses its last active super admin, and nobody disables or
 * removes their own account. Every write records its audit entry in its transaction; a refused
 * request writes nothing. Errors are HttpErrors carrying the message the user sees.
 */
import type { CreateSuperAdminInput, SuperAdminListQuery, UpdateSuperAdminInput } from '~/lib/super-admins/schemas';
import type { UserDetails } from '~/lib/types';
import type { AuditContext } from '~/server/audit/record';
import type { SuperAdminDeps } from '~/server/super-admins/admin-rows';
import { createSuperAdmin } from '~/server/super-admins/create-super-admin';
import { resendInvitation, revokeInvitation } from '~/server/super-admins/invitations';
import { listSuperAdmins } from '~/server/super-admins/list-super-admins';
import { removeSuperAdmin, updateSuperAdmin } from '~/server/super-admins/update-super-admin';

export { SUPER_ADMIN_MESSAGES, type SuperAdminDeps } from '~/server/super-admins/admin-rows';

/** Builds the super admins service; each method is documented on its use case. */
export function superAdminService(deps: SuperAdminDeps) {
  return {
    list: (query: SuperAdminListQuery) => listSuperAdmins(deps.db, query),
    create: (me: UserDetails, context: AuditContext, input: CreateSuperAdminInput) => createSuperAdmin(deps, me, context, input),
    update: (me: UserDetails, context: AuditContext, id: string, input: UpdateSuperAdminInput) => updateSuperAdmin(deps, me, context, id, input),
    remove: (me: UserDetails, context: AuditContext, id: string) => removeSuperAdmin(deps, me, context, id),
    resendInvitation: (me: UserDetails, context: AuditContext, id: string) => resendInvitation(deps, me, context, id),
    revokeInvitation: (me: UserDetails, context: AuditContext, id: string) => revokeInvitation(deps, me, context, id),
  };
}

export type SuperAdminService = ReturnType<typeof superAdminService>;
