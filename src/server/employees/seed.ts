/**
 * Demo departments, designations and employees (issue 12 §7): 6 departments, 15 designations and 60
 * employees spread over them, over the demo staff roles and over the account states, so every list
 * has more than one page and every filter finds something. The demo staff accounts (inventory@, hr@,
 * viewer@) become employees too. Bulk inserts: three statements whatever the counts.
 */
import { eq, inArray } from 'drizzle-orm';
import type { AccountStatus } from '~/lib/auth/account-status';
import { hashPassword } from '~/server/auth/passwords';
import { roles, users } from '~/server/auth/schema';
import type { Database } from '~/server/db/client';
import { departments } from '~/server/departments/schema';
import { designations } from '~/server/designations/schema';
import { NEXT_EMPLOYEE_CODE } from '~/server/employees/service';

/** name, code, description, designations as [title, level]. */
export const DEMO_DEPARTMENTS = [
  ['Engineering', 'ENG', 'Builds and runs the platform.', [['Software Engineer', 3], ['Senior Engineer', 5], ['Engineering Manager', 8]]],
  ['Human Resources', 'HR', 'Hiring, people and policies.', [['HR Officer', 3], ['HR Manager', 7]]],
  ['Sales', 'SALES', 'Finds and signs new customers.', [['Sales Representative', 2], ['Account Executive', 4], ['Sales Director', 9]]],
  ['Customer Support', 'SUP', 'Answers customers day and night.', [['Support Agent', 2], ['Support Lead', 5]]],
  ['Finance', 'FIN', 'Billing, payroll and accounts.', [['Accountant', 3], ['Finance Manager', 7]]],
  ['Operations', 'OPS', 'Data centers and provisioning.', [['Operations Engineer', 4], ['Site Reliability Engineer', 5], ['Head of Operations', 9]]],
] as const;

const FIRST = ['Aisha', 'Bilal', 'Chen', 'Daniel', 'Emma', 'Farah', 'Gabriel', 'Hassan', 'Isabel', 'Jamal', 'Kiran', 'Leila', 'Marco', 'Nadia', 'Oscar'];
const LAST = ['Ahmed', 'Brown', 'Costa', 'Dubois'];

/** How many demo employees (besides the demo staff accounts). */
export const DEMO_EMPLOYEE_COUNT = FIRST.length * LAST.length;

const STAFF_ROLES = ['inventory_manager', 'hr_manager', 'viewer'];
const DAY = 24 * 60 * 60 * 1000;

/** Every 7th employee is invited, every 11th disabled, the rest active. */
const statusOf = (i: number): AccountStatus => (i % 7 === 3 ? 'invited' : i % 11 === 5 ? 'disabled' : 'active');

/** Inserts the demo org; the demo roles and staff accounts must exist. */
export async function seedDemoEmployees(db: Database, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const staffRoles = await db.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.name, STAFF_ROLES));
  await db.transaction(async (tx) => {
    const deptRows = await tx
      .insert(departments)
      .values(DEMO_DEPARTMENTS.map(([name, code, description]) => ({ name, code, description })))
      .returning({ id: departments.id, code: departments.code });
    const deptId = new Map(deptRows.map((d) => [d.code, d.id]));
    const desigRows = await tx
      .insert(designations)
      .values(DEMO_DEPARTMENTS.flatMap(([, code, , titles]) => titles.map(([title, level]) => ({ title, level, departmentId: deptId.get(code)! }))))
      .returning({ id: designations.id, departmentId: designations.departmentId, title: designations.title });

    // The demo staff accounts first, so they hold the first codes: inventory → Operations, hr → HR, viewer → Support.
    const placeOf: Record<string, string> = { 'inventory@example.com': 'Operations Engineer', 'hr@example.com': 'HR Manager', 'viewer@example.com': 'Support Agent' };
    for (const [email, title] of Object.entries(placeOf)) {
      const d = desigRows.find((r) => r.title === title)!;
      await tx
        .update(users)
        .set({ departmentId: d.departmentId, designationId: d.id, employeeCode: NEXT_EMPLOYEE_CODE, joinedOn: '2024-01-15' })
        .where(eq(users.email, email));
    }

    const now = Date.now();
    const people = FIRST.flatMap((first, f) => LAST.map((last, l) => ({ first, last, i: f * LAST.length + l })));
    const inserted = await tx
      .insert(users)
      .values(
        people.map(({ first, last, i }) => {
          const d = desigRows[i % desigRows.length]!;
          const status = statusOf(i);
          return {
            firstName: first,
            lastName: last,
            email: `${first}.${last}@example.com`.toLowerCase(),
            contact: `+9230055${String(10000 + i).slice(1)}`,
            passwordHash: status === 'invited' ? '!' : passwordHash,
            roleId: staffRoles[i % staffRoles.length]!.id,
            status,
            departmentId: d.departmentId,
            designationId: d.id,
            employeeCode: NEXT_EMPLOYEE_CODE,
            joinedOn: new Date(now - (30 + i * 17) * DAY).toISOString().slice(0, 10),
            invitedAt: status === 'invited' ? new Date(now - (i % 5) * DAY) : null,
            lastSignInAt: status === 'active' && i % 4 !== 0 ? new Date(now - (i % 20) * DAY - i * 60_000) : null,
          };
        }),
      )
      .returning({ id: users.id, departmentId: users.departmentId, status: users.status });
    // Each department's first active employee heads it.
    for (const dept of deptRows) {
      const head = inserted.find((u) => u.departmentId === dept.id && u.status === 'active');
      if (head) await tx.update(departments).set({ headEmployeeId: head.id }).where(eq(departments.id, dept.id));
    }
  });
}
