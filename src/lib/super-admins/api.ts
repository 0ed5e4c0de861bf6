/**
 * Calls of the super admins API (issue 11 §3, base /super-admins). Each resolves to the
 * `{message, data}` body or rejects with an ApiError carrying the server's message, else the
 * fallback below (the spec's catalogue names none for these calls).
 */
import type { Http } from '~/lib/api/http';
import type { SuperAdmin, SuperAdminListMeta } from '~/lib/super-admins/model';
import type { CreateSuperAdminInput, SuperAdminListQuery, UpdateSuperAdminInput } from '~/lib/super-admins/schemas';
import type { ApiBody } from '~/lib/types';

export const SUPER_ADMIN_FALLBACK = {
  list: 'Failed to get the super admins',
  add: 'Failed to add the super admin',
  update: 'Failed to update the super admin',
  remove: 'Failed to delete the super admin',
  resend: 'Failed to resend the invitation',
  revoke: 'Failed to revoke the invitation',
} as const;

/** Body of GET /super-admins: one page and its paging facts. */
export interface SuperAdminListBody extends ApiBody<SuperAdmin[]> {
  meta: SuperAdminListMeta;
}

const one = (id: string) => `/super-admins/${encodeURIComponent(id)}`;

/** The super admins calls over `http`. */
export function superAdminsApi(http: Http) {
  return {
    /** GET /super-admins: one page ordered by name; `q` matches name, email or contact. */
    list: (params: Partial<SuperAdminListQuery> = {}) =>
      http.get<SuperAdmin[]>('/super-admins', SUPER_ADMIN_FALLBACK.list, { ...params }) as Promise<SuperAdminListBody>,

    /** POST /super-admins (201): creates the account as 'invited' and mails its invitation. */
    add: (body: CreateSuperAdminInput) => http.send<SuperAdmin>('post', '/super-admins', body, SUPER_ADMIN_FALLBACK.add),

    /** PATCH /super-admins/{id}: name, email, contact, or status 'disabled' / 'active'. */
    update: (id: string, body: UpdateSuperAdminInput) => http.send<SuperAdmin>('patch', one(id), body, SUPER_ADMIN_FALLBACK.update),

    /** DELETE /super-admins/{id}. */
    remove: (id: string) => http.send<SuperAdmin>('delete', one(id), undefined, SUPER_ADMIN_FALLBACK.remove),

    /** POST /super-admins/{id}/invitation: a new link; the old one stops working. */
    resendInvitation: (id: string) =>
      http.send<SuperAdmin>('post', `${one(id)}/invitation`, undefined, SUPER_ADMIN_FALLBACK.resend),

    /** DELETE /super-admins/{id}/invitation: the open link stops working. */
    revokeInvitation: (id: string) =>
      http.send<SuperAdmin>('delete', `${one(id)}/invitation`, undefined, SUPER_ADMIN_FALLBACK.revoke),
  };
}
