/**
 * Employees (issue 12 §3): staff accounts registered by HR. Registering one invites it (7-day link,
 * src/server/invitations), with a code from `employee_code_seq`; its designation must belong to its
 * department, and its role must be one the caller may grant; only an employee whose role the caller
 * holds all of may be changed (src/server/access/manage.ts, issue 27 §1). Disabling ends its sessions
 * at once; delete is soft (the audit history stays, the email is freed). Every write records its audit
 * entry in its transaction; invitations leave after the commit. Rows never leave this module.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { cursorColumn, keysetPage } from '~/server/db/keyset-page';
import type { Employee, GrantableRole } from '~/lib/employees/model';
import type { CreateEmployeeInput, EmployeeListQuery, SetEmployeePasswordInput, UpdateEmployeeInput } from '~/lib/employees/schemas';
import type { KeysetMeta } from '~/lib/list-query';
import type { UserDetails } from '~/lib/types';
import { diffChanges, recordAudit, type AuditContext } from '~/server/audit/record';
import type { Transaction } from '~/server/auth/deps';
import { hashPassword } from '~/server/auth/passwords';
import type { Database } from '~/server/db/client';
import { isUniqueViolation } from '~/server/db/errors';
import { isUuid } from '~/server/db/like';
import { departments, designations, roles, users } from '~/server/db/schema';
import { assertMayGrant, assertMayManageEmployee, mayGrant, type RoleRef } from '~/server/access/manage';
import { EMPLOYEE_COLUMNS, employeeFilter, employeeOrder, isEmployee, toEmployee } from '~/server/employees/queries';
import { badRequest, conflict, notFound } from '~/server/http/errors';
import type { InvitationDelivery, InvitationService, InvitedAccount } from '~/server/invitations/service';
import { voidInvitationTokens } from '~/server/invitations/tokens';

/** An input whose optional fields may also be present as undefined (a PATCH body after validation). */
type Loose<T> = { [K in keyof T]?: T[K] | undefined };

type UserRow = typeof users.$inferSelect;

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
} as const;

/** An account that has never had a password: it cannot sign in until its invitation is accepted. */
export const NO_PASSWORD = '!';

/** The fields a change is recorded with. */
export const AUDITED = ['first_name', 'last_name', 'email', 'contact', 'departmentId', 'designationId', 'roleId', 'status', 'joinedOn'] as const;

/** The next code, e.g. `EMP-00042`, drawn in the INSERT so concurrent registrations never share one. */
export const NEXT_EMPLOYEE_CODE = sql`'EMP-' || lpad(nextval('employee_code_seq')::text, 5, '0')`;

/** An employee as its audit entries record it (the role by id only). */
export const audited = (e: Employee) => ({ ...e, role: undefined });

export interface EmployeeDeps {
  db: Database;
  invitations: InvitationService;
  /** Ends every session of a user at once (the auth service's revocation, cache included). */
  revokeSessions: (userId: string) => Promise<void>;
}

export const label = (row: Pick<UserRow, 'firstName' | 'lastName' | 'email'>) => [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email;

export const asInvited = (row: UserRow): InvitedAccount => ({ id: row.id, email: row.email, label: label(row), entityType: 'employee' });

/** The row's columns of the input's API names. */
function columns<T extends Loose<CreateEmployeeInput & UpdateEmployeeInput>>(input: T) {
  const { first_name, last_name, joinedOn, ...rest } = input;
  return {
    ...rest,
    ...(first_name !== undefined && { firstName: first_name }),
    ...(last_name !== undefined && { lastName: last_name }),
    ...(joinedOn !== undefined && joinedOn !== '' && { joinedOn }),
  };
}

export function employeeService({ db, invitations, revokeSessions }: EmployeeDeps) {
  async function roleOf(executor: Pick<Database, 'select'>, id: string): Promise<RoleRef | undefined> {
    const [role] = await executor.select({ id: roles.id, name: roles.name, permissions: roles.permissions }).from(roles).where(eq(roles.id, id));
    return role;
  }

  async function dto(executor: Pick<Database, 'select'>, id: string): Promise<Employee> {
    const [found] = isUuid(id)
      ? await executor.select(EMPLOYEE_COLUMNS).from(users).innerJoin(roles, eq(users.roleId, roles.id)).where(and(eq(users.id, id), isEmployee))
      : [];
    if (!found) throw notFound(EMPLOYEE_MESSAGES.notFound);
    return toEmployee(found.user, found.role);
  }

  /** The employee `id` and its role, its row locked for the rest of `tx`; `me` must be allowed to manage it. @throws 404, 403 */
  async function lockTarget(tx: Transaction, me: UserDetails, id: string): Promise<{ row: UserRow; role: RoleRef }> {
    const [row] = isUuid(id) ? await tx.select().from(users).where(and(eq(users.id, id), isEmployee)).for('update') : [];
    if (!row) throw notFound(EMPLOYEE_MESSAGES.notFound);
    const role = (await roleOf(tx, row.roleId))!;
    assertMayManageEmployee(me, role);
    return { row, role };
  }

  /** @throws 400 when the role is unknown; 403 when `me` may not grant it */
  async function checkRole(tx: Transaction, me: UserDetails, roleId: string): Promise<void> {
    const role = await roleOf(tx, roleId);
    if (!role) throw badRequest(EMPLOYEE_MESSAGES.roleUnknown, { roleId: EMPLOYEE_MESSAGES.roleUnknown });
    assertMayGrant(me, role);
  }

  /**
   * @throws 400 unless both exist and are active and the designation belongs to the department.
   * The department row is share-locked, so it cannot be deleted before this transaction commits.
   */
  async function checkPlacement(tx: Transaction, departmentId: string, designationId: string): Promise<void> {
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

  /** Turns a duplicate email into the 409 the form shows under its field. */
  async function uniqueEmail<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(EMPLOYEE_MESSAGES.emailTaken);
      throw error;
    }
  }

  async function send(delivery: InvitationDelivery, sent: string): Promise<string> {
    return (await invitations.deliver(delivery))
      ? sent
      : 'The invitation is saved, but its email could not be sent. Resend it from the list.';
  }

  return {
    /**
     * One page of employees, searched, filtered and sorted as the query says, paged by keyset
     * (issue 9 §6) in employeeOrder's keys. @throws HttpError 400 for a cursor of another order
     */
    async list(query: EmployeeListQuery): Promise<{ data: Employee[]; meta: KeysetMeta }> {
      const where = await employeeFilter(db, query);
      const keys = employeeOrder(query.sort);
      const { rows, meta } = await keysetPage({
        keys,
        position: query,
        pageSize: query.pageSize,
        source: { db, id: users.id, from: users, where, searched: Boolean(query.q) },
        fetch: ({ where, orderBy, limit, offset }) =>
          db
            .select({ ...EMPLOYEE_COLUMNS, cursor: cursorColumn(keys) })
            .from(users)
            .innerJoin(roles, eq(users.roleId, roles.id))
            .where(where)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset),
      });
      return { data: rows.map((r) => toEmployee(r.user, r.role)), meta };
    },

    /** @throws 404 */
    get: (id: string) => dto(db, id),

    /** The roles `me` may give an employee, by name (never super_admin). */
    async grantableRoles(me: UserDetails): Promise<GrantableRole[]> {
      const all = await db.select({ id: roles.id, name: roles.name, permissions: roles.permissions }).from(roles).orderBy(asc(roles.name));
      return all.filter((role) => mayGrant(me, role)).map(({ id, name }) => ({ id, name }));
    },

    /**
     * Registers an 'invited' employee and mails its invitation.
     * @throws 400 for an unknown role or a wrong department/designation; 403 for a role `me` may not grant; 409 for a taken email
     */
    async create(me: UserDetails, context: AuditContext, input: CreateEmployeeInput): Promise<{ message: string; data: Employee }> {
      const { data, delivery } = await uniqueEmail(() =>
        db.transaction(async (tx) => {
          await checkRole(tx, me, input.roleId);
          await checkPlacement(tx, input.departmentId, input.designationId);
          const [row] = await tx
            .insert(users)
            .values({
              ...columns(input),
              joinedOn: input.joinedOn || sql`current_date`,
              employeeCode: NEXT_EMPLOYEE_CODE,
              passwordHash: NO_PASSWORD,
              isSuperAdmin: false,
              status: 'invited',
            })
            .returning();
          const data = await dto(tx, row!.id);
          await recordAudit(tx, context, {
            action: 'employee.create',
            entityType: 'employee',
            entityId: row!.id,
            entityLabel: label(row!),
            changes: diffChanges(null, audited(data), AUDITED),
          });
          return { data, delivery: await invitations.issue(tx, context, asInvited(row!)) };
        }),
      );
      return { message: await send(delivery, `Invitation sent to ${data.email}.`), data };
    },

    /**
     * Changes any field; `{status: 'disabled'}` ends the employee's sessions at once.
     * @throws 404; 403 for an employee or a role beyond `me`'s permissions; 400 for a wrong placement;
     *   409 for your own account's disabling, an invited account's status, or a taken email
     */
    async update(me: UserDetails, context: AuditContext, id: string, input: UpdateEmployeeInput): Promise<Employee> {
      const after = await uniqueEmail(() =>
        db.transaction(async (tx) => {
          const { row } = await lockTarget(tx, me, id);
          if (input.roleId !== undefined && input.roleId !== row.roleId) await checkRole(tx, me, input.roleId);
          if (input.status && input.status !== row.status) {
            if (row.status === 'invited') throw conflict(input.status === 'disabled' ? EMPLOYEE_MESSAGES.invitedDisable : EMPLOYEE_MESSAGES.invitedEnable);
            if (input.status === 'disabled' && row.id === me.id) throw conflict(EMPLOYEE_MESSAGES.selfDisable);
          }
          const departmentId = input.departmentId ?? row.departmentId;
          const designationId = input.designationId ?? row.designationId;
          if ((input.departmentId !== undefined || input.designationId !== undefined) && departmentId && designationId) {
            await checkPlacement(tx, departmentId, designationId);
          }
          const before = await dto(tx, id);
          await tx.update(users).set({ ...columns(input), updatedAt: sql`now()` }).where(eq(users.id, id));
          const after = await dto(tx, id);
          const changes = diffChanges(audited(before), audited(after), AUDITED);
          if (Object.keys(changes).length > 0) {
            // A disabled account's open invitation must not let it back in.
            if (after.status === 'disabled') await voidInvitationTokens(tx, id);
            await recordAudit(tx, context, { action: 'employee.update', entityType: 'employee', entityId: id, entityLabel: label(row), changes });
          }
          return after;
        }),
      );
      // After the commit: a request arriving in between already finds the account disabled.
      if (after.status === 'disabled') await revokeSessions(after.id);
      return after;
    },

    /**
     * Soft-deletes an employee: it can no longer sign in, is listed nowhere, frees its email and stops
     * heading a department; its audit history stays.
     * @throws 404; 403 for an employee beyond `me`'s permissions; 409 for your own account
     */
    async remove(me: UserDetails, context: AuditContext, id: string): Promise<Employee> {
      const removed = await db.transaction(async (tx) => {
        const { row } = await lockTarget(tx, me, id);
        if (row.id === me.id) throw conflict(EMPLOYEE_MESSAGES.selfDelete);
        const before = await dto(tx, id);
        await tx.update(users).set({ deletedAt: sql`now()`, status: 'disabled', updatedAt: sql`now()` }).where(eq(users.id, id));
        await tx.update(departments).set({ headEmployeeId: null }).where(eq(departments.headEmployeeId, id));
        await voidInvitationTokens(tx, id);
        await recordAudit(tx, context, {
          action: 'employee.delete',
          entityType: 'employee',
          entityId: id,
          entityLabel: label(row),
          changes: diffChanges(audited(before), null, AUDITED),
        });
        return before;
      });
      await revokeSessions(removed.id);
      return removed;
    },

    /**
     * Sets an employee's password (an invited one becomes active, its link void) and ends its sessions.
     * @throws 404; 403 for an employee beyond `me`'s permissions
     */
    async setPassword(me: UserDetails, context: AuditContext, id: string, input: SetEmployeePasswordInput): Promise<Employee> {
      const passwordHash = await hashPassword(input.password);
      const after = await db.transaction(async (tx) => {
        const { row } = await lockTarget(tx, me, id);
        const status = row.status === 'invited' ? 'active' : row.status;
        await tx.update(users).set({ passwordHash, status, updatedAt: sql`now()` }).where(eq(users.id, id));
        if (row.status === 'invited') await voidInvitationTokens(tx, id);
        await recordAudit(tx, context, {
          action: 'employee.password_set',
          entityType: 'employee',
          entityId: id,
          entityLabel: label(row),
          changes: { password: ['[redacted]', '[redacted]'], ...diffChanges({ status: row.status }, { status }) },
        });
        return dto(tx, id);
      });
      await revokeSessions(id);
      return after;
    },

    /**
     * Sends an invited employee a new link; the old one stops working.
     * @throws 404; 403 for an employee beyond `me`'s permissions; 409 when the account is not invited
     */
    async resendInvitation(me: UserDetails, context: AuditContext, id: string): Promise<{ message: string; data: Employee }> {
      const { data, delivery } = await db.transaction(async (tx) => {
        const { row } = await lockTarget(tx, me, id);
        if (row.status !== 'invited') throw conflict(EMPLOYEE_MESSAGES.notInvited);
        return { data: await dto(tx, id), delivery: await invitations.issue(tx, context, asInvited(row), true) };
      });
      return { message: await send(delivery, `Invitation sent again to ${data.email}.`), data };
    },

  };
}

export type EmployeeService = ReturnType<typeof employeeService>;
