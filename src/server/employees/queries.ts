/**
 * Reading employees (issue 12 §3): the staff rows of `users` that are not deleted, joined with their
 * role and mapped to the Employee DTO; the list's filters and sorts.
 */
import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Employee, EmployeeSortKey } from '~/lib/employees/model';
import type { EmployeeListQuery } from '~/lib/employees/schemas';
import { likePattern } from '~/server/db/like';
import { roles, users } from '~/server/db/schema';

type UserRow = typeof users.$inferSelect;
type RoleRow = typeof roles.$inferSelect;

/** Staff accounts that are not deleted. */
export const isEmployee = and(eq(users.isSuperAdmin, false), isNull(users.deletedAt))!;

export function toEmployee(user: UserRow, role: Pick<RoleRow, 'id' | 'name'>): Employee {
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
    role: { id: role.id, name: role.name },
    status: user.status,
    joinedOn: user.joinedOn,
    lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
  };
}

/** The WHERE of a list query: search and filters, over employees only. */
export function employeeFilter(query: Pick<EmployeeListQuery, 'q' | 'department' | 'designation' | 'role' | 'status'>): SQL {
  const filters: (SQL | undefined)[] = [isEmployee];
  if (query.q) {
    const pattern = likePattern(query.q);
    filters.push(
      or(
        ilike(sql`${users.firstName} || ' ' || coalesce(${users.lastName}, '')`, pattern),
        ilike(users.email, pattern),
        ilike(users.contact, pattern),
        ilike(users.employeeCode, pattern),
      ),
    );
  }
  if (query.department) filters.push(eq(users.departmentId, query.department));
  if (query.designation) filters.push(eq(users.designationId, query.designation));
  if (query.role) filters.push(eq(users.roleId, query.role));
  if (query.status) filters.push(eq(users.status, query.status as UserRow['status']));
  return and(...filters)!;
}

const SORT_COLUMNS: Record<EmployeeSortKey, SQL[]> = {
  name: [sql`lower(${users.firstName})`, sql`lower(coalesce(${users.lastName}, ''))`],
  email: [sql`${users.email}`],
  joined: [sql`${users.joinedOn}`],
  lastSignIn: [sql`${users.lastSignInAt}`],
};

/** ORDER BY of `sort` (`name`, `-joined`, …; '' is by name); never-signed-in accounts come last either way. */
export function employeeOrder(sort: string): SQL[] {
  const descending = sort.startsWith('-');
  const key = (sort.replace(/^-/, '') || 'name') as EmployeeSortKey;
  const direction = descending ? desc : asc;
  // The id breaks ties in the same direction (and nulls placement), so each order is one walk of
  // one of the indexes in auth/schema.ts.
  const order = (c: SQL | typeof users.id) => (key === 'lastSignIn' ? sql`${direction(c)} nulls last` : direction(c));
  return [...SORT_COLUMNS[key].map(order), order(users.id)];
}
