/**
 * What may be done to designations (issue 12 §2, issue 25 §4): `ou:view|add|edit|delete::designation`,
 * read by the page's guard (routes.ts needs `view`), its buttons and the API's guards
 * (server/designations/routes.ts). Its row actions are a department's (archive, restore).
 */
import { crud, type PermissionHolder } from '~/lib/permissions';
import { rightsOf, type Rights } from '~/lib/rights';

export { actionsFor } from '~/lib/departments/rights';

export const DESIGNATION_RIGHTS = {
  view: [crud('ou', 'view', 'designation')],
  add: [crud('ou', 'add', 'designation')],
  edit: [crud('ou', 'edit', 'designation')],
  delete: [crud('ou', 'delete', 'designation')],
} as const;

export type DesignationRights = Rights<typeof DESIGNATION_RIGHTS>;
export const designationRights = (holder: PermissionHolder | null | undefined): DesignationRights => rightsOf(DESIGNATION_RIGHTS, holder);
