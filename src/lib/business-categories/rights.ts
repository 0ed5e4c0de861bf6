/**
 * What may be done to business categories (issue 13 §1, issue 25 §4): spec §6's
 * `oi:view|add|edit|delete::businesscategories`, read by the page's guard (routes.ts needs `view`),
 * its buttons and the API's guards (server/business-categories/routes.ts).
 */
import type { BusinessCategory } from '~/lib/business-categories/model';
import { crud, type PermissionHolder } from '~/lib/permissions';
import { allowed, rightsOf, type Rights } from '~/lib/rights';

export const CATEGORY_RIGHTS = {
  view: [crud('oi', 'view', 'businesscategories')],
  add: [crud('oi', 'add', 'businesscategories')],
  edit: [crud('oi', 'edit', 'businesscategories')],
  delete: [crud('oi', 'delete', 'businesscategories')],
} as const;

export type CategoryRights = Rights<typeof CATEGORY_RIGHTS>;
export const categoryRights = (holder: PermissionHolder | null | undefined): CategoryRights => rightsOf(CATEGORY_RIGHTS, holder);

export type CategoryAction = 'edit' | 'hide' | 'show' | 'delete';

/** The row actions `rights` allow on category `row`: an active one is hidden, a hidden one shown. */
export function actionsFor(row: Pick<BusinessCategory, 'status'>, rights: CategoryRights): CategoryAction[] {
  return allowed<CategoryAction>([
    ['edit', rights.edit],
    ['hide', rights.edit && row.status === 'active'],
    ['show', rights.edit && row.status !== 'active'],
    ['delete', rights.delete],
  ]);
}
