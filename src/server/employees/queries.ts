/**
 * Reading employees (issue 12 §3): the staff rows of `users` that are not deleted, joined with their
 * role and mapped to the Employee DTO; the list's filters and orders.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Employee, EmployeeSortKey } from '~/lib/employees/model';
import type { EmployeeListQuery } from '~/lib/employees/schemas';
import { roles, users } from '~/server/auth/schema';
import type { OrderKey } from '~/server/db/keyset-page';
import type { Database } from '~/server/db/client';
import { searchMatch, type SearchText } from '~/server/db/trigram-search';

type UserRow = typeof users.$inferSelect;
type RoleRow = typeof roles.$inferSelect;

/**
 * Staff accounts that are not deleted: the predicate of the list's partial indexes (auth/schema.ts),
 * written with its constants, not parameters, so that a kept statement's generic plan can use those
 * indexes and is not planned again on every view (issue 28 §1). In parentheses, so that `or()` or
 * `not()` around it keeps its meaning.
 */
export const isEmployee = sql`(${users.isSuperAdmin} = false and ${users.deletedAt} is null)`;

/**
 * The columns of `users` an Employee shows, and its role's: a list selects these alone, never the
 * hashes and secrets of the row, nor the role's permissions.
 */
export const EMPLOYEE_COLUMNS = {
  user: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    contact: users.contact,
    employeeCode: users.employeeCode,
    departmentId: users.departmentId,
    designationId: users.designationId,
    roleId: users.roleId,
    status: users.status,
    joinedOn: users.joinedOn,
    lastSignInAt: users.lastSignInAt,
  },
  role: { id: roles.id, name: roles.name, label: roles.label },
};

/** A row of EMPLOYEE_COLUMNS.user (a whole `users` row will do). */
export type EmployeeRow = Pick<UserRow, keyof typeof EMPLOYEE_COLUMNS.user>;

export function toEmployee(user: EmployeeRow, role: Pick<RoleRow, 'id' | 'name' | 'label'>): Employee {
  return {
    id: user.id,
    first_name: user.firstName ?? '',
    last_name: user.lastName ?? '',
    email: user.email,
    contact: user.contact,
    employeeCode: user.employeeCode ?? '',
    departmentId: user.departmentId,
    designationId: user.designationId,
    roleId: user.roleId,
    role: { id: role.id, name: role.name, label: role.label },
    status: user.status,
    joinedOn: user.joinedOn,
    lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
  };
}

/**
 * What an employee search reads: name, email, contact and code joined by spaces, spelled as the
 * users_employee_search_idx trigram index (migration 0025) so that one index scan serves it (issue 9 §6).
 */
export const EMPLOYEE_SEARCH: SearchText = {
  index: 'users_employee_search_idx',
  text: sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '') || ' ' || ${users.email} || ' ' || ${users.contact} || ' ' || coalesce(${users.employeeCode}, '')`,
};

/**
 * What employeeFilter takes: the list's search and filters; `ids` as the list's URL has them
 * (comma-separated, '' for all) or a selection of the list (issue 29 §2: none selected is none).
 */
export type EmployeeFilter = Pick<EmployeeListQuery, 'q' | 'department' | 'designation' | 'role' | 'status'> & { ids?: string | readonly string[] | undefined };

/** The employees `ids` names (either form of EmployeeFilter's), or undefined for all. */
export const idList = (ids: EmployeeFilter['ids']): readonly string[] | undefined => (typeof ids === 'string' ? (ids === '' ? undefined : ids.split(',')) : ids);

/** The WHERE of a list query: search and filters, over employees only. */
export async function employeeFilter(db: Database, query: EmployeeFilter): Promise<SQL> {
  const filters: (SQL | undefined)[] = [isEmployee];
  if (query.q) filters.push(await searchMatch(db, EMPLOYEE_SEARCH, query.q));
  const ids = idList(query.ids);
  if (ids) filters.push(inArray(users.id, [...ids]));
  if (query.department) filters.push(eq(users.departmentId, query.department));
  if (query.designation) filters.push(eq(users.designationId, query.designation));
  if (query.role) filters.push(eq(users.roleId, query.role));
  if (query.status) filters.push(eq(users.status, query.status as UserRow['status']));
  return and(...filters)!;
}

/**
 * The keys of the list's order (issue 12 §3, keyset paging of issue 9 §6) for `sort` (`name`,
 * `-joined`, …; '' is by name), spelled as the users_employee_*_idx indexes of auth/schema.ts (or
 * exactly backwards), ties by id in the same direction: name (lower(first_name),
 * lower(coalesce(last_name, '')), id), email (email, id), joined (joined_on, id); last sign-in
 * (last_sign_in_at, id) ascending and (last_sign_in_at desc nulls last, id desc nulls last)
 * descending, since never-signed-in accounts come last either way. Also the export's order.
 */
export function employeeOrder(sort: string): OrderKey[] {
  const descending = sort.startsWith('-');
  const key = (sort.replace(/^-/, '') || 'name') as EmployeeSortKey;
  const id: OrderKey = { expr: users.id, type: 'uuid', descending };
  switch (key) {
    case 'name':
      return [
        { expr: sql`lower(${users.firstName})`, type: 'text', descending, nullable: true },
        { expr: sql`lower(coalesce(${users.lastName}, ''))`, type: 'text', descending },
        id,
      ];
    case 'email':
      return [{ expr: users.email, type: 'text', descending }, id];
    case 'joined':
      return [{ expr: users.joinedOn, type: 'date', descending, nullable: true }, id];
    case 'lastSignIn':
      return [{ expr: users.lastSignInAt, type: 'timestamptz', descending, nullsFirst: false, nullable: true }, { ...id, nullsFirst: false }];
  }
}
