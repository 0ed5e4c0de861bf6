import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Department } from '~/lib/departments/model';
import type { Designation } from '~/lib/designations/model';
import type { Employee, GrantableRole } from '~/lib/employees/model';
import { auditLog } from '~/server/audit/schema';
import { roles, users } from '~/server/auth/schema';
import { EMPLOYEE_MESSAGES } from '~/server/employees/service';
import { ACCESS_MESSAGES } from '~/server/access/manage';
import { closeTemplate, createTestBackend, type TestBackend } from '~/server/testing/backend';
import { call, signIn } from '~/server/testing/client';

let t: TestBackend;
let admin: string;
let hrDept: Department;
let hrOfficer: Designation;
let roleId: (name: string) => Promise<string>;
beforeEach(async () => {
  t = await createTestBackend();
  admin = await signIn(t.app, 'superadmin@example.com');
  hrDept = (await call(t.app, 'GET', '/departments?q=human', undefined, { token: admin })).body.data[0];
  hrOfficer = (await call(t.app, 'GET', '/designations?q=HR%20Officer', undefined, { token: admin })).body.data[0];
  roleId = async (name) => (await t.database.db.select().from(roles).where(eq(roles.name, name)))[0]!.id;
});
afterEach(() => t.close());
afterAll(closeTemplate);

const PASSWORD = 'a-new-password';
const auditOf = async (action: string) => t.database.db.select().from(auditLog).where(eq(auditLog.action, action));

async function register(role = 'hr_manager', token = admin, extra: object = {}) {
  return call(
    t.app,
    'POST',
    '/employees',
    {
      first_name: 'Nora',
      last_name: 'Quinn',
      email: 'nora.quinn@example.com',
      contact: '+923001230000',
      departmentId: hrDept.id,
      designationId: hrOfficer.id,
      roleId: await roleId(role),
      ...extra,
    },
    { token },
  );
}

function invitationToken(email: string): string {
  const message = t.outbox.filter((m) => m.to === email).at(-1);
  expect(message?.subject).toBe('You are invited to the Owner Console');
  return new URL(message!.link!).pathname.split('/').at(-1)!;
}

describe('GET /employees', () => {
  it('pages 10 a page, filters by department, designation, role and status, and sorts', async () => {
    const first = await call(t.app, 'GET', '/employees', undefined, { token: admin });
    expect(first.body.data).toHaveLength(10);
    expect(first.body.meta).toEqual({ page: 1, pageSize: 10, total: 63, exact: true, before: null, after: expect.any(String) });
    const names = first.body.data.map((e: Employee) => `${e.first_name} ${e.last_name}`.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(first.body.data[0]).toMatchObject({ employeeCode: expect.stringMatching(/^EMP-\d{5}$/), role: { name: expect.any(String) } });

    const inHr = await call(t.app, 'GET', `/employees?department=${hrDept.id}&pageSize=100`, undefined, { token: admin });
    expect(inHr.body.data.every((e: Employee) => e.departmentId === hrDept.id)).toBe(true);
    expect(inHr.body.meta.total).toBe(hrDept.employeeCount);
    const officers = await call(t.app, 'GET', `/employees?designation=${hrOfficer.id}&pageSize=100`, undefined, { token: admin });
    expect(officers.body.data.every((e: Employee) => e.designationId === hrOfficer.id)).toBe(true);
    const viewers = await call(t.app, 'GET', `/employees?role=${await roleId('viewer')}&pageSize=100`, undefined, { token: admin });
    expect(viewers.body.data.every((e: Employee) => e.role.name === 'viewer')).toBe(true);
    for (const status of ['invited', 'active', 'disabled']) {
      const res = await call(t.app, 'GET', `/employees?status=${status}&pageSize=100`, undefined, { token: admin });
      expect(res.body.meta.total).toBeGreaterThan(0);
      expect(res.body.data.every((e: Employee) => e.status === status)).toBe(true);
    }
    const joined = await call(t.app, 'GET', '/employees?sort=-joined&pageSize=100', undefined, { token: admin });
    const dates = joined.body.data.map((e: Employee) => e.joinedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    const found = await call(t.app, 'GET', '/employees?q=hina', undefined, { token: admin });
    expect(found.body.data.map((e: Employee) => e.email)).toEqual(['hr@example.com']);
    expect((await call(t.app, 'GET', '/employees?sort=salary', undefined, { token: admin })).status).toBe(400);
  });

  it("lists only the employees of `ids` (a page's department heads, in one call), never a super admin, and refuses a malformed list", async () => {
    const page = (await call(t.app, 'GET', '/employees?pageSize=3', undefined, { token: admin })).body.data as Employee[];
    const [superAdmin] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.isSuperAdmin, true));
    const ids = [page[2]!.id, page[0]!.id, superAdmin!.id];
    const named = await call(t.app, 'GET', `/employees?ids=${ids.join(',')}`, undefined, { token: admin });
    expect(named.status).toBe(200);
    expect(named.body.data.map((e: Employee) => e.id)).toEqual([page[0]!.id, page[2]!.id]);
    expect(named.body.meta.total).toBe(2);
    const malformed = await call(t.app, 'GET', `/employees?ids=${page[0]!.id},nope`, undefined, { token: admin });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Employees must be at most 100 ids separated by commas');
    const tooMany = Array.from({ length: 101 }, () => page[0]!.id).join(',');
    expect((await call(t.app, 'GET', `/employees?ids=${tooMany}`, undefined, { token: admin })).status).toBe(400);
  });
});

describe('POST /employees', () => {
  it('registers an invited employee with the next code, mails the invitation and records it', async () => {
    const res = await register();
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Invitation sent to nora.quinn@example.com.');
    expect(res.body.data).toMatchObject({ status: 'invited', role: { name: 'hr_manager' }, lastSignInAt: null });
    // Codes come from a sequence: unique and increasing, not necessarily contiguous.
    expect(res.body.data.employeeCode).toMatch(/^EMP-\d{5}$/);
    expect(Number(res.body.data.employeeCode.slice(4))).toBeGreaterThan(63);
    expect(res.body.data.joinedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(invitationToken('nora.quinn@example.com')).toBeTruthy();
    const [created] = await auditOf('employee.create');
    expect(created).toMatchObject({ entityId: res.body.data.id, entityLabel: 'Nora Quinn', changes: { email: [null, 'nora.quinn@example.com'] } });
    expect(await auditOf('invitation.send')).toHaveLength(1);

    const accepted = await call(t.app, 'POST', '/auth/reset-password', { token: invitationToken('nora.quinn@example.com'), password: PASSWORD, confirmPassword: PASSWORD });
    expect(accepted.status).toBe(200);
    const token = await signIn(t.app, 'nora.quinn@example.com', PASSWORD);
    const me = await call(t.app, 'GET', '/auth/getMe', undefined, { token });
    expect(me.body.data.role.name).toBe('hr_manager');
  });

  it('answers field messages, a taken email, a designation of another department', async () => {
    const bad = await call(t.app, 'POST', '/employees', { first_name: 'N', email: 'nope', contact: '' }, { token: admin });
    expect(bad.body.errors).toMatchObject({
      first_name: 'First name should be at least 2 characters long',
      email: 'Invalid email address',
      contact: 'Phone Number is required',
      departmentId: 'Department is required',
      designationId: 'Designation is required',
      roleId: 'Role is required',
    });
    // A taken email is a 409 at its field, on registering and on editing (issue 25 §5).
    const taken = { status: 409, body: { message: EMPLOYEE_MESSAGES.emailTaken, errors: { email: EMPLOYEE_MESSAGES.emailTaken } } };
    expect(await register('hr_manager', admin, { email: 'HR@example.com' })).toMatchObject(taken);
    const [viewer] = await t.database.db.select().from(users).where(eq(users.email, 'viewer@example.com'));
    expect(await call(t.app, 'PATCH', `/employees/${viewer!.id}`, { email: 'hr@example.com' }, { token: admin })).toMatchObject(taken);
    const eng = (await call(t.app, 'GET', '/designations?q=Software', undefined, { token: admin })).body.data[0];
    const wrong = await register('hr_manager', admin, { designationId: eng.id });
    expect(wrong).toMatchObject({ status: 400, body: { errors: { designationId: EMPLOYEE_MESSAGES.designationElsewhere } } });
    expect(await auditOf('employee.create')).toHaveLength(0);
    expect(t.outbox).toHaveLength(0);
  });

  it('offers and accepts only roles the caller may grant; never super_admin (no escalation)', async () => {
    const hr = await signIn(t.app, 'hr@example.com');
    const offered = await call(t.app, 'GET', '/employees/grantable-roles', undefined, { token: hr });
    // hr_manager holds every ou permission and no oi one: roles within that set, never beyond it.
    const names = offered.body.data.map((r: GrantableRole) => r.name);
    expect(names).toContain('hr_manager');
    expect(names).not.toContain('inventory_manager');
    expect(names).not.toContain('super_admin');
    const refused = await register('inventory_manager', hr);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/^You cannot give the role Inventory Manager: it holds \d+ permissions you do not have, among them Open Owner Inventory, .*\.$/);
    expect((await register('super_admin', admin)).body.message).toBe(ACCESS_MESSAGES.superAdminRole);
    const everyRole = await call(t.app, 'GET', '/employees/grantable-roles', undefined, { token: admin });
    expect(everyRole.body.data.map((r: GrantableRole) => r.name)).not.toContain('super_admin');
    expect((await register('hr_manager', hr)).status).toBe(201);
  });

  it('offers a role by its permissions as they are now: a role given one the caller lacks is no longer offered', async () => {
    const hr = await signIn(t.app, 'hr@example.com');
    const offered = async () => (await call(t.app, 'GET', '/employees/grantable-roles', undefined, { token: hr })).body.data.map((r: GrantableRole) => r.name);
    // hr_manager holds no oi permission (above): a role it may grant stops being offered once it holds one.
    const name = (await offered()).find((n: string) => n !== 'hr_manager');
    const [role] = await t.database.db.select().from(roles).where(eq(roles.name, name));
    const permissions = [...role!.permissions, 'oi:access::oi'];
    expect((await call(t.app, 'PATCH', `/roles/${role!.id}`, { permissions }, { token: admin })).status).toBe(200);
    expect(await offered()).not.toContain(name);
  });
});

describe('PATCH, DELETE, password and invitation', () => {
  it('disabling ends the sessions at once; an invited account cannot be disabled', async () => {
    const [viewer] = await t.database.db.select().from(users).where(eq(users.email, 'viewer@example.com'));
    const session = await signIn(t.app, 'viewer@example.com');
    expect((await call(t.app, 'GET', '/auth/getMe', undefined, { token: session })).status).toBe(200);
    const res = await call(t.app, 'PATCH', `/employees/${viewer!.id}`, { status: 'disabled' }, { token: admin });
    expect(res).toMatchObject({ status: 200, body: { message: 'Vera Viewer has been disabled.', data: { status: 'disabled' } } });
    expect((await call(t.app, 'GET', '/auth/getMe', undefined, { token: session })).status).toBe(401);
    expect((await auditOf('employee.update'))[0]?.changes).toEqual({ status: ['active', 'disabled'] });
    const invited = (await register()).body.data as Employee;
    expect((await call(t.app, 'PATCH', `/employees/${invited.id}`, { status: 'disabled' }, { token: admin })).status).toBe(409);
  });

  it('setting a password ends the sessions and lets the new one sign in; records it without the password', async () => {
    const [viewer] = await t.database.db.select().from(users).where(eq(users.email, 'viewer@example.com'));
    const session = await signIn(t.app, 'viewer@example.com');
    const mismatch = await call(t.app, 'PUT', `/employees/${viewer!.id}/password`, { password: PASSWORD, confirmPassword: 'other' }, { token: admin });
    expect(mismatch).toMatchObject({ status: 400, body: { message: 'Passwords do not match' } });
    const short = await call(t.app, 'PUT', `/employees/${viewer!.id}/password`, { password: 'short', confirmPassword: 'short' }, { token: admin });
    expect(short.body.message).toBe('Password must be at least 8 characters long');
    const res = await call(t.app, 'PUT', `/employees/${viewer!.id}/password`, { password: PASSWORD, confirmPassword: PASSWORD }, { token: admin });
    expect(res.status).toBe(200);
    expect((await call(t.app, 'GET', '/auth/getMe', undefined, { token: session })).status).toBe(401);
    await signIn(t.app, 'viewer@example.com', PASSWORD);
    const [entry] = await auditOf('employee.password_set');
    expect(JSON.stringify(entry?.changes)).not.toContain(PASSWORD);
  });

  it('deletes softly: sessions end, the email is free again, the audit history stays; not yourself', async () => {
    const [viewer] = await t.database.db.select().from(users).where(eq(users.email, 'viewer@example.com'));
    const session = await signIn(t.app, 'viewer@example.com');
    const res = await call(t.app, 'DELETE', `/employees/${viewer!.id}`, undefined, { token: admin });
    expect(res.status).toBe(200);
    expect((await call(t.app, 'GET', '/auth/getMe', undefined, { token: session })).status).toBe(401);
    expect((await call(t.app, 'GET', `/employees/${viewer!.id}`, undefined, { token: admin })).status).toBe(404);
    expect((await register('hr_manager', admin, { email: 'viewer@example.com' })).status).toBe(201);
    expect(await auditOf('employee.delete')).toHaveLength(1);
    const hr = await signIn(t.app, 'hr@example.com');
    const [me] = await t.database.db.select().from(users).where(eq(users.email, 'hr@example.com'));
    expect(await call(t.app, 'DELETE', `/employees/${me!.id}`, undefined, { token: hr })).toMatchObject({ status: 409, body: { message: EMPLOYEE_MESSAGES.selfDelete } });
  });

  it('resends an invitation (the old link stops working); refuses an accepted account', async () => {
    const invited = (await register()).body.data as Employee;
    const old = invitationToken(invited.email);
    const res = await call(t.app, 'POST', `/employees/${invited.id}/invitation`, undefined, { token: admin });
    expect(res).toMatchObject({ status: 200, body: { message: `Invitation sent again to ${invited.email}.` } });
    expect(invitationToken(invited.email)).not.toBe(old);
    expect(await auditOf('invitation.resend')).toHaveLength(1);
    const [hr] = await t.database.db.select().from(users).where(eq(users.email, 'hr@example.com'));
    expect(await call(t.app, 'POST', `/employees/${hr!.id}/invitation`, undefined, { token: admin })).toMatchObject({ status: 409 });
  });

  it('refuses an HR manager managing an employee whose role holds more than theirs (403)', async () => {
    const hr = await signIn(t.app, 'hr@example.com');
    const [inventory] = await t.database.db.select().from(users).where(eq(users.email, 'inventory@example.com'));
    for (const [method, path, body] of [
      ['PATCH', `/employees/${inventory!.id}`, { status: 'disabled' }],
      ['PUT', `/employees/${inventory!.id}/password`, { password: PASSWORD, confirmPassword: PASSWORD }],
      ['DELETE', `/employees/${inventory!.id}`, undefined],
    ] as const) {
      const res = await call(t.app, method, path, body, { token: hr });
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/^You cannot manage an employee with the role Inventory Manager: it holds \d+ permissions you do not have/);
    }
  });

  it('asks for a session (401) and the employee permissions (403) per demo role', async () => {
    expect((await call(t.app, 'GET', '/employees')).status).toBe(401);
    const [hr] = await t.database.db.select().from(users).where(eq(users.email, 'hr@example.com'));
    for (const email of ['inventory@example.com', 'viewer@example.com']) {
      const token = await signIn(t.app, email);
      expect((await call(t.app, 'GET', '/employees', undefined, { token })).status).toBe(403);
      expect((await register('viewer', token)).status).toBe(403);
      expect((await call(t.app, 'PUT', `/employees/${hr!.id}/password`, { password: PASSWORD, confirmPassword: PASSWORD }, { token })).status).toBe(403);
    }
  });
});
