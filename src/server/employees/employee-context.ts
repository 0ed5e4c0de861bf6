/**
 * What the employees use cases share (issue 12 §3, issue 25 §5): their dependencies, messages and
 * constants, and the reads and checks every write makes: the employee as a DTO, the target locked
 * and allowed to `me` (src/server/access/manage.ts, issue 27 §1), the role `me` may grant, a
 * department and designation that fit, an email nobody else holds. Rows never leave this folder.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Employee } from '~/lib/employees/model';
import type { CreateEmployeeInput, UpdateEmployeeInput } from '~/lib/employees/schemas';
import type { UserDetails } from '~/lib/types';
import { assertMayGrant, assertMayManageEmployee, type RoleRef } from '~/server/access/manage';
import { roles, users } from '~/server/auth/schema';
import type { Database, Tx } from '~/server/db/client';
import { isUniqueViolation } from '~/server/db/errors';
import { findOr404 } from '~/server/db/find';
import { isUuid } from '~/server/db/like';
import { departments } from '~/server/departments/schema';
import { designations } from '~/server/designations/schema';
import { EMPLOYEE_COLUMNS, isEmployee, toEmployee } from '~/server/employees/queries';
import { badRequest, conflict } from '~/server/http/errors';
import type { InvitationDelivery, InvitationService, InvitedAccount } from '~/server/invitations/service';

export const EMPLOYEE_MESSAGES = {
  notFound: 'Employee not found',
  emailTaken: 'This email is already used by another account.',
  roleUnknown: 'Role not found',
  departmentUnknown: 'Department not found',
  departmentArchived: 'This department is archived; choose an active one.',
  designationUnknown: 'Designation not found',
  designationArchived: 'This designation is archived; choose an active one.',
  designationElsewhere: 'The designation must belong to the chosen department.',
  selfDisable: 'You cannot disable your own account.',
  selfDelete: 'You cannot delete your own account.',
  invitedDisable: 'An invited account cannot be disabled: delete it, or wait until the invitation is accepted.',
  invitedEnable: 'This account has not accepted its invitation yet.',
  notInvited: 'This account has already accepted its invitation.',
  mailFailed: 'The invitation is saved, but its email could not be sent. Resend it from the list.',
} as const;

/** An account that has never had a password: it cannot sign in until its invitation is accepted. */
export const NO_PASSWORD = '!';

/** The fields a change is recorded with. */
export const AUDITED = ['first_name', 'last_name', 'email', 'contact', 'departmentId', 'designationId', 'roleId', 'status', 'joinedOn'] as const;

/** The next code, e.g. `EMP-00042`, drawn in the INSERT so concurrent registrations never share one. */
export const NEXT_EMPLOYEE_CODE = sql`'EMP-' || lpad(nextval('employee_code_seq')::text, 5, '0')`;

export interface EmployeeDeps {
  db: Database;
  invitations: InvitationService;
  /** Ends every session of a user, or of each of many, at once (the auth service's revocation, cache included). */
  revokeSessions: (userId: string | readonly string[]) => Promise<void>;
}

export type UserRow = typeof users.$inferSelect;
type Reader = Pick<Database, 'select'>;

/** An employee as its audit entries record it (the role by id only). */
export const audited = (e: Employee) => ({ ...e, role: undefined });

/** The name an audit entry or a mail gives the account: its full name, else its email. */
export const label = (row: Pick<UserRow, 'firstName' | 'lastName' | 'email'>) => [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email;

export const asInvited = (row: UserRow): InvitedAccount => ({ id: row.id, email: row.email, label: label(row), entityType: 'employee' });

/** An input whose optional fields may also be present as undefined (a PATCH body after validation). */
type Loose<T> = { [K in keyof T]?: T[K] | undefined };

/** The row's columns of the input's API names. */
export function columns<T extends Loose<CreateEmployeeInput & UpdateEmployeeInput>>(input: T) {
  const { first_name, last_name, joinedOn, ...rest } = input;
  return {
    ...rest,
    ...(first_name !== undefined && { firstName: first_name }),
    ...(last_name !== undefined && { lastName: last_name }),
    ...(joinedOn !== undefined && joinedOn !== '' && { joinedOn }),
  };
}

/** The employee `id` as the API answers it. @throws 404 */
export async function readEmployee(reader: Reader, id: string): Promise<Employee> {
  const query = isUuid(id) ? reader.select(EMPLOYEE_COLUMNS).from(users).innerJoin(roles, eq(users.roleId, roles.id)).where(and(eq(users.id, id), isEmployee)) : [];
  const found = await findOr404(query, EMPLOYEE_MESSAGES.notFound);
  return toEmployee(found.user, found.role);
}

const roleOf = (reader: Reader, id: string): Promise<RoleRef | undefined> =>
  reader.select({ id: roles.id, name: roles.name, label: roles.label, permissions: roles.permissions }).from(roles).where(eq(roles.id, id)).then(([role]) => role);

/** The employee `id`, its row locked for the rest of `tx`; `me` must be allowed to manage it. @throws 404, 403 */
export async function lockTarget(tx: Tx, me: UserDetails, id: string): Promise<UserRow> {
  const row = await findOr404(isUuid(id) ? tx.select().from(users).where(and(eq(users.id, id), isEmployee)).for('update') : [], EMPLOYEE_MESSAGES.notFound);
  assertMayManageEmployee(me, (await roleOf(tx, row.roleId))!);
  return row;
}

/** @throws 400 at `roleId` when the role is unknown; 403 when `me` may not grant it */
export async function checkRole(tx: Tx, me: UserDetails, roleId: string): Promise<void> {
  const role = await roleOf(tx, roleId);
  if (!role) throw badRequest(EMPLOYEE_MESSAGES.roleUnknown, { roleId: EMPLOYEE_MESSAGES.roleUnknown });
  assertMayGrant(me, role);
}

/**
 * @throws 400 at the field unless both exist and are active and the designation belongs to the
 * department. The department row is share-locked, so it cannot be deleted before `tx` commits.
 */
export async function checkPlacement(tx: Tx, departmentId: string, designationId: string): Promise<void> {
  const refuse = (field: string, message: string) => badRequest(message, { [field]: message });
  const [department] = await tx.select({ status: departments.status }).from(departments).where(eq(departments.id, departmentId)).for('share');
  if (!department) throw refuse('departmentId', EMPLOYEE_MESSAGES.departmentUnknown);
  if (department.status !== 'active') throw refuse('departmentId', EMPLOYEE_MESSAGES.departmentArchived);
  const [designation] = await tx
    .select({ departmentId: designations.departmentId, status: designations.status })
    .from(designations)
    .where(eq(designations.id, designationId))
    .for('share');
  if (!designation) throw refuse('designationId', EMPLOYEE_MESSAGES.designationUnknown);
  if (designation.departmentId !== departmentId) throw refuse('designationId', EMPLOYEE_MESSAGES.designationElsewhere);
  if (designation.status !== 'active') throw refuse('designationId', EMPLOYEE_MESSAGES.designationArchived);
}

/** Runs `write`; a duplicate email becomes the 409 the form shows at its `email` field (issue 25 §5). */
export async function uniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMPLOYEE_MESSAGES.emailTaken, { email: EMPLOYEE_MESSAGES.emailTaken });
    throw error;
  }
}

/** Mails an invitation after its commit. @returns `sent` when it left, else the message that it did not */
export async function deliverInvitation(invitations: InvitationService, delivery: InvitationDelivery, sent: string): Promise<string> {
  return (await invitations.deliver(delivery)) ? sent : EMPLOYEE_MESSAGES.mailFailed;
}
