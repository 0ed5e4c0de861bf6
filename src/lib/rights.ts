/**
 * Rights beside each domain (issue 25 §4): `lib/<domain>/rights.ts` names, in one table, the
 * permissions each of the domain's actions needs (every one listed). The list page turns the table
 * into booleans with `rightsOf` and draws a row's buttons from the domain's pure
 * `actionsFor(row, rights)`; the API routes guard the same calls with the same entries
 * (server/http/rights.ts `requireRight`). A button and its guard cannot disagree.
 */
import { can, type Permission, type PermissionHolder } from '~/lib/permissions';

/** A domain's actions and the permissions each needs, all of them. */
export type RightsTable = Readonly<Record<string, readonly Permission[]>>;

/** What a user may do of a rights table. */
export type Rights<T extends RightsTable> = { readonly [K in keyof T]: boolean };

/** Which actions of `table` `holder` may take. */
export function rightsOf<T extends RightsTable>(table: T, holder: PermissionHolder | null | undefined): Rights<T> {
  return Object.fromEntries(Object.entries(table).map(([action, needs]) => [action, needs.every((permission) => can(holder, permission))])) as Rights<T>;
}

/** The actions among `candidates` whose condition holds, in order: what `actionsFor` returns. */
export function allowed<A extends string>(candidates: readonly (readonly [A, boolean])[]): A[] {
  return candidates.filter(([, ok]) => ok).map(([action]) => action);
}
