/**
 * DTOs of the roles and permissions API (issue 11 §1–2).
 */
import type { PermissionEntry } from '~/lib/permissions';

/** A role as the API returns it; `permissions` is the resolved set (implied ones included). */
export interface Role {
  id: string;
  /** The code the console keys on ('qa_walk_role'), derived from `label`. */
  name: string;
  /** The name as typed ('QA Walk Role'): what people read (issue 26 §8). */
  label: string;
  description: string;
  permissions: string[];
  /** Accounts that hold this role. */
  userCount: number;
  /** A system role (super_admin) cannot be renamed, edited or deleted. */
  system: boolean;
  /** Members must sign in with a second factor and enrol at their next sign-in (issue 16 §1). */
  requiresTwoFactor: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Paging facts of GET /roles. */
export interface RoleListMeta {
  page: number;
  pageSize: number;
  total: number;
}

/** One entry of GET /permissions: the catalog entry and the codes of the roles that hold it. */
export interface PermissionWithRoles {
  code: string;
  module: PermissionEntry['module'];
  action: string;
  resource: string;
  description: string;
  roles: string[];
}

/** `meta` of GET /permissions: every role's code and label, to name the holders and filter by role. */
export interface PermissionListMeta {
  roles: Array<Pick<Role, 'name' | 'label'>>;
}
