/**
 * Reading employees (issue 12 §3): one page of the list, searched, filtered and sorted, paged by
 * keyset (issue 9 §6); and the roles a caller may give an employee.
 */
import { asc, eq } from 'drizzle-orm';
import type { Employee, GrantableRole } from '~/lib/employees/model';
import type { EmployeeListQuery } from '~/lib/employees/schemas';
import type { KeysetMeta } from '~/lib/list-query';
import type { UserDetails } from '~/lib/types';
import { mayGrant } from '~/server/access/manage';
import { roles, users } from '~/server/auth/schema';
import type { Database } from '~/server/db/client';
import { countAlong, cursorColumn, keysetPage } from '~/server/db/keyset-page';
import { EMPLOYEE_COLUMNS, employeeFilter, employeeOrder, toEmployee } from '~/server/employees/queries';

/**
 * The page of employees `query` names, in employeeOrder's keys.
 * @throws HttpError 400 for a cursor of another order
 */
export async function listEmployees(db: Database, query: EmployeeListQuery): Promise<{ data: Employee[]; meta: KeysetMeta }> {
  const where = await employeeFilter(db, query);
  const keys = employeeOrder(query.sort);
  const { rows, meta } = await keysetPage({
    keys,
    position: query,
    pageSize: query.pageSize,
    source: { db, id: users.id, from: users, where, searched: Boolean(query.q) },
    fetch: (window) =>
      db
        .select({ ...EMPLOYEE_COLUMNS, cursor: cursorColumn(keys), ...countAlong(window) })
        .from(users)
        .innerJoin(roles, eq(users.roleId, roles.id))
        .where(window.where)
        .orderBy(...window.orderBy)
        .limit(window.limit)
        .offset(window.offset),
  });
  return { data: rows.map((r) => toEmployee(r.user, r.role)), meta };
}

/** A role as grantableRoles weighs it. */
type RoleChoice = Pick<typeof roles.$inferSelect, 'id' | 'name' | 'label' | 'permissions'>;

/** Every role with its permissions, by name: what grantableRoles picks from. */
export async function roleChoices(db: Database): Promise<RoleChoice[]> {
  return db.select({ id: roles.id, name: roles.name, label: roles.label, permissions: roles.permissions }).from(roles).orderBy(asc(roles.label));
}

/**
 * The roles `me` may give an employee, by name: those of `choices` (roleChoices) whose permissions
 * `me` holds (never super_admin).
 */
export async function grantableRoles(choices: () => Promise<RoleChoice[]>, me: UserDetails): Promise<GrantableRole[]> {
  return (await choices()).filter((role) => mayGrant(me, role)).map(({ id, name, label }) => ({ id, name, label }));
}
