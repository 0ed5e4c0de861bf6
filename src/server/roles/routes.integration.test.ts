import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { crud, P } from '~/lib/permissions';
import type { Role } from '~/lib/roles/model';
import { ROLE_NAME_MESSAGES } from '~/lib/roles/names';
import { auditLog } from '~/server/audit/schema';
import { hashPassword } from '~/server/auth/passwords';
import { ACCESS_MESSAGES } from '~/server/access/manage';
import { roles, users } from '~/server/auth/schema';
import { missingPermissionMessage } from '~/server/http/auth';
import { ROLE_MESSAGES } from '~/server/roles/service';
import { closeTemplate, createTestBackend, DEMO_PASSWORD, type TestBackend } from '~/server/testing/backend';
import { call, signIn } from '~/server/testing/client';

let t: TestBackend;
let admin: string;
beforeEach(async () => {
  t = await createTestBackend();
  admin = await signIn(t.app, 'superadmin@example.com');
});
afterEach(() => t.close());
afterAll(closeTemplate);

const START_DC = crud('oi', 'start', 'datacenter');

/** How many accounts hold the role `name`, counted in the database. */
async function holders(name: string): Promise<number> {
  const rows = await t.database.db.select({ id: users.id }).from(users).innerJoin(roles, eq(users.roleId, roles.id)).where(eq(roles.name, name));
  return rows.length;
}

async function roleAudits() {
  return (await t.newAuditEntries()).filter((r) => r.action.startsWith('role.') || r.action.startsWith('permission.'));
}

async function roleByName(name: string) {
  const [row] = await t.database.db.select().from(roles).where(eq(roles.name, name));
  return row!;
}

/** An account holding `roleName`, made directly in the database (no user API yet). */
async function accountWith(roleName: string, email = `${roleName}@example.org`) {
  const role = await roleByName(roleName);
  await t.database.db.insert(users).values({ email, passwordHash: await hashPassword(DEMO_PASSWORD), roleId: role.id, firstName: 'Test', lastName: 'User' });
  return signIn(t.app, email);
}

const create = (body: unknown, token = admin) => call(t.app, 'POST', '/roles', body, { token });

describe('GET /roles', () => {
  it('lists a page of roles by name with user counts and meta, and searches with spaces for underscores', async () => {
    const res = await call(t.app, 'GET', '/roles', undefined, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(10);
    expect((res.body as any).meta).toMatchObject({ page: 1, pageSize: 10 });
    const total = (await t.database.db.select({ n: count() }).from(roles))[0]!.n;
    expect(total).toBeGreaterThan(10);
    expect((res.body as any).meta.total).toBe(total);
    const page2 = await call(t.app, 'GET', '/roles?page=2', undefined, { token: admin });
    expect(page2.body.data.length).toBeGreaterThan(0);
    expect((page2.body as any).meta.total).toBe(total);
    const beyond = await call(t.app, 'GET', '/roles?page=50', undefined, { token: admin });
    expect(beyond.body.data).toEqual([]);
    expect((beyond.body as any).meta.total).toBe(total);
    const found = await call(t.app, 'GET', '/roles?q=inventory%20manager', undefined, { token: admin });
    expect(found.body.data.map((r: Role) => r.name)).toEqual(['inventory_manager']);
    expect((found.body as any).meta.total).toBe(1);
    expect(found.body.data[0]).toMatchObject({ userCount: await holders('inventory_manager'), system: false });
    const superAdmin = (await call(t.app, 'GET', '/roles?q=super', undefined, { token: admin })).body.data.find((r: Role) => r.system);
    expect(superAdmin).toMatchObject({ name: 'super_admin', userCount: await holders('super_admin') });
  });

  it('refuses a bad page with 400, no session with 401, and a role without ou:view::roles with 403 naming it', async () => {
    expect((await call(t.app, 'GET', '/roles?page=abc', undefined, { token: admin })).status).toBe(400);
    expect((await call(t.app, 'GET', '/roles')).status).toBe(401);
    for (const email of ['inventory@example.com', 'viewer@example.com']) {
      const res = await call(t.app, 'GET', '/roles', undefined, { token: await signIn(t.app, email) });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(missingPermissionMessage(crud('ou', 'view', 'roles')));
    }
    expect((await call(t.app, 'GET', '/roles', undefined, { token: await signIn(t.app, 'hr@example.com') })).status).toBe(200);
  });
});

describe('GET /roles/{id}', () => {
  it('returns the role, and 404 for an unknown or malformed id', async () => {
    const viewer = await roleByName('viewer');
    const res = await call(t.app, 'GET', `/roles/${viewer.id}`, undefined, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: viewer.id, name: 'viewer', userCount: await holders('viewer') });
    expect((await call(t.app, 'GET', '/roles/00000000-0000-4000-8000-000000000000', undefined, { token: admin })).status).toBe(404);
    expect((await call(t.app, 'GET', '/roles/nope', undefined, { token: admin })).body.message).toBe(ROLE_MESSAGES.notFound);
  });
});

describe('POST /roles', () => {
  it('creates a role named as typed, with its implied permissions, and audits it (issue 26 §8)', async () => {
    const res = await create({ name: '  QA   Walk Role ', description: 'Restarts things at night', permissions: [START_DC] });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Role created successfully');
    expect(res.body.data).toMatchObject({ name: 'qa_walk_role', label: 'QA Walk Role', description: 'Restarts things at night', userCount: 0, system: false });
    expect(res.body.data.permissions).toEqual(
      [START_DC, crud('oi', 'view', 'datacenter'), P.OI_DATA_CENTER, P.OI_GENERAL, P.OI_OI].sort(),
    );
    const [entry] = await roleAudits();
    expect(entry).toMatchObject({ action: 'role.create', entityId: res.body.data.id, entityLabel: 'QA Walk Role', actorName: 'Sara Admin' });
    expect(entry!.changes.permissionsAdded![1]).toContain(P.OI_OI);
  });

  it('refuses bad names, a taken name in any case, and unknown permissions with 400/409 naming them', async () => {
    expect((await create({ name: '', permissions: [] })).body.message).toBe(ROLE_NAME_MESSAGES.required);
    expect((await create({ name: 'a' })).body.message).toBe(ROLE_NAME_MESSAGES.min);
    expect((await create({ name: 'x'.repeat(51) })).body.message).toBe(ROLE_NAME_MESSAGES.max);
    // Issue 26 §13: an emoji-only name says what is wrong with it, naming what was typed.
    const emoji = await create({ name: '😀🎉' });
    expect(emoji.status).toBe(400);
    expect(emoji.body.message).toBe(ROLE_NAME_MESSAGES.characters('😀🎉'));
    expect(emoji.body.errors).toEqual({ name: ROLE_NAME_MESSAGES.characters('😀🎉') });
    const taken = await create({ name: 'viewer' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('A role named viewer already exists.');
    expect((await create({ name: 'VIEWER' })).status).toBe(409);
    await t.database.db.update(roles).set({ name: 'Mixed_Case' }).where(eq(roles.name, 'helpdesk'));
    expect((await create({ name: 'mixed_case' })).status).toBe(409);
    const unknown = await create({ name: 'odd', permissions: ['oi:fly::datacenter', P.B_PROFILE, 'nope'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown permissions: oi:fly::datacenter, nope');
    expect((await create({ name: 'odd', permissions: 'all' })).status).toBe(400);
    expect(await roleAudits()).toEqual([]);
  });

  it('refuses 401 without a session and 403 for the demo roles without ou:add::roles', async () => {
    expect((await call(t.app, 'POST', '/roles', { name: 'x_role' })).status).toBe(401);
    for (const email of ['inventory@example.com', 'viewer@example.com']) {
      const res = await create({ name: 'x_role' }, await signIn(t.app, email));
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(missingPermissionMessage(crud('ou', 'add', 'roles')));
    }
  });

  it('does not let a caller who is not a super admin grant what they do not hold', async () => {
    const hr = await signIn(t.app, 'hr@example.com');
    const res = await create({ name: 'sneaky', permissions: [START_DC, P.OU_ROLES] }, hr);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(ACCESS_MESSAGES.grantPermissions([START_DC, crud('oi', 'view', 'datacenter'), P.OI_DATA_CENTER, P.OI_GENERAL, P.OI_OI].sort()));
    expect(res.body.message).toMatch(/^You cannot grant 5 permissions you do not have, among them /);
    expect((await create({ name: 'ok_role', permissions: [crud('ou', 'view', 'roles')] }, hr)).status).toBe(201);
    expect((await roleAudits()).map((e) => e.action)).toEqual(['role.create']);
  });
});

describe('PATCH /roles/{id}', () => {
  it('requires two-factor sign-in of a role: audited, and its members are sent to enrolment (issue 16 §1)', async () => {
    const viewer = await roleByName('viewer');
    const res = await call(t.app, 'PATCH', `/roles/${viewer.id}`, { requiresTwoFactor: true }, { token: admin });
    expect(res.body.data).toMatchObject({ name: 'viewer', requiresTwoFactor: true });
    const [entry] = await roleAudits();
    expect(entry!.changes).toEqual({ requiresTwoFactor: [false, true] });
    const login = await call(t.app, 'POST', '/auth/login', { email: 'viewer@example.com', password: DEMO_PASSWORD });
    expect(login.body.data).toMatchObject({ twoFactorEnrollmentRequired: true });
    expect(login.body.data.token).toBeUndefined();
    expect((await call(t.app, 'PATCH', `/roles/${viewer.id}`, { requiresTwoFactor: 'yes' }, { token: admin })).status).toBe(400);
  });

  it('renames, describes and changes permissions, auditing the diff', async () => {
    const clerk = await roleByName('sales_clerk');
    const res = await call(t.app, 'PATCH', `/roles/${clerk.id}`, { name: 'sales_rep', description: 'Sells', permissions: [P.B_PROFILE, crud('oi', 'view', 'allleads')] }, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'sales_rep', description: 'Sells' });
    expect(res.body.data.permissions).toEqual([P.B_PROFILE, crud('oi', 'view', 'allleads'), P.OI_ALL_LEADS, P.OI_LEADS, P.OI_OI].sort());
    const [entry] = await roleAudits();
    expect(entry).toMatchObject({ action: 'role.update', entityLabel: 'sales_rep' });
    expect(entry!.changes.name).toEqual(['sales_clerk', 'sales_rep']);
    expect(entry!.changes.permissionsRemoved![0]).toContain(crud('oi', 'add', 'allleads'));
    expect(entry!.changes.permissionsAdded).toBeUndefined();
  });

  it('refuses the system role with 409 and writes nothing', async () => {
    const role = await roleByName('super_admin');
    for (const body of [{ name: 'boss' }, { description: 'x' }, { permissions: [] }]) {
      const res = await call(t.app, 'PATCH', `/roles/${role.id}`, body, { token: admin });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(ROLE_MESSAGES.system);
    }
    expect(await roleAudits()).toEqual([]);
  });

  it('refuses a caller changing their own role, or adding what they lack, with 403', async () => {
    const hr = await signIn(t.app, 'hr@example.com');
    const own = await roleByName('hr_manager');
    const res = await call(t.app, 'PATCH', `/roles/${own.id}`, { description: 'mine' }, { token: hr });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(ROLE_MESSAGES.ownRole);
    const helpdesk = await roleByName('helpdesk');
    const lacking = await call(t.app, 'PATCH', `/roles/${helpdesk.id}`, { permissions: [P.B_PROFILE, crud('oi', 'reboot', 'datacenter')] }, { token: hr });
    expect(lacking.status).toBe(403);
    expect(lacking.body.message).toMatch(/^You cannot grant \d+ permissions you do not have, among them /);
    // A role the caller holds every permission of can be changed.
    expect((await call(t.app, 'PATCH', `/roles/${helpdesk.id}`, { description: 'Help pages' }, { token: hr })).status).toBe(200);
    expect((await roleAudits()).map((e) => e.action)).toEqual(['role.update']);
    expect((await call(t.app, 'PATCH', `/roles/${helpdesk.id}`, { description: 'x' }, { token: await signIn(t.app, 'viewer@example.com') })).status).toBe(403);
  });

  it('refuses hr every change of a role holding permissions hr lacks, naming them (issue 27 §3)', async () => {
    const hr = await signIn(t.app, 'hr@example.com');
    const network = await roleByName('network_operator');
    const missing = network.permissions.filter((p) => p.startsWith('oi:'));
    for (const body of [{ description: 'Ops' }, { name: 'net_ops' }, { requiresTwoFactor: true }, { permissions: [P.B_PROFILE] }]) {
      const res = await call(t.app, 'PATCH', `/roles/${network.id}`, body, { token: hr });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(ACCESS_MESSAGES.changeRole('Network Operator', missing));
    }
    // More than five missing permissions are named five at a time.
    const inventory = await roleByName('inventory_manager');
    const refused = await call(t.app, 'PATCH', `/roles/${inventory.id}`, { description: 'x' }, { token: hr });
    expect(refused.body.message).toMatch(/^You cannot change the role Inventory Manager: it holds \d+ permissions you do not have, among them [A-Z][^:]*\.$/);
    const unused = await roleByName('cloud_engineer');
    expect((await call(t.app, 'DELETE', `/roles/${unused.id}`, undefined, { token: hr })).status).toBe(403);
    expect((await roleByName('network_operator')).permissions).toEqual(network.permissions);
    expect(await roleAudits()).toEqual([]);
  });

  it('stops the take-over of point 3 at its first step: hr cannot drop two-factor from inventory_manager, nor strip it, nor set its holder\'s password', async () => {
    const hr = await signIn(t.app, 'hr@example.com');
    const inventory = await roleByName('inventory_manager');
    await t.database.db.update(roles).set({ requiresTwoFactor: true }).where(eq(roles.id, inventory.id));
    const first = await call(t.app, 'PATCH', `/roles/${inventory.id}`, { requiresTwoFactor: false }, { token: hr });
    expect(first.status).toBe(403);
    expect(first.body.message).toContain('You cannot change the role Inventory Manager');
    expect((await call(t.app, 'PATCH', `/roles/${inventory.id}`, { permissions: [P.B_PROFILE] }, { token: hr })).status).toBe(403);
    const [holder] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'inventory@example.com'));
    const password = await call(t.app, 'PUT', `/employees/${holder!.id}/password`, { password: 'taken-over-1', confirmPassword: 'taken-over-1' }, { token: hr });
    expect(password.status).toBe(403);
    expect(await roleByName('inventory_manager')).toMatchObject({ requiresTwoFactor: true, permissions: inventory.permissions });
    expect((await call(t.app, 'POST', '/auth/login', { email: 'inventory@example.com', password: 'taken-over-1' })).status).toBe(401);
  });

  it('applies to the role holders on their next request, without signing in again', async () => {
    const token = await accountWith('helpdesk');
    expect((await call(t.app, 'GET', '/roles', undefined, { token })).status).toBe(403);
    const helpdesk = await roleByName('helpdesk');
    await call(t.app, 'PATCH', `/roles/${helpdesk.id}`, { permissions: [...helpdesk.permissions, crud('ou', 'view', 'roles')] }, { token: admin });
    expect((await call(t.app, 'GET', '/roles', undefined, { token })).status).toBe(200);
    const me = await call(t.app, 'GET', '/auth/getMe', undefined, { token });
    expect(me.body.data.role.permissions).toContain(crud('ou', 'view', 'roles'));
    await call(t.app, 'PATCH', `/roles/${helpdesk.id}`, { permissions: [P.B_PROFILE] }, { token: admin });
    expect((await call(t.app, 'GET', '/roles', undefined, { token })).status).toBe(403);
  });
});

describe('DELETE /roles/{id}', () => {
  it('deletes an unused role and audits it; refuses one in use, the system role and 403s', async () => {
    const helpdesk = await roleByName('helpdesk');
    expect((await call(t.app, 'DELETE', `/roles/${helpdesk.id}`, undefined, { token: await signIn(t.app, 'viewer@example.com') })).status).toBe(403);
    const ok = await call(t.app, 'DELETE', `/roles/${helpdesk.id}`, undefined, { token: admin });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Role Helpdesk has been deleted.');
    expect((await call(t.app, 'GET', `/roles/${helpdesk.id}`, undefined, { token: admin })).status).toBe(404);
    const viewer = await roleByName('viewer');
    const inUse = await call(t.app, 'DELETE', `/roles/${viewer.id}`, undefined, { token: admin });
    expect(inUse.status).toBe(409);
    const before = await holders('viewer');
    expect(inUse.body.message).toBe(`This role is assigned to ${before} users.`);
    await accountWith('viewer');
    expect((await call(t.app, 'DELETE', `/roles/${viewer.id}`, undefined, { token: admin })).body.message).toBe(`This role is assigned to ${before + 1} users.`);
    const system = await call(t.app, 'DELETE', `/roles/${(await roleByName('super_admin')).id}`, undefined, { token: admin });
    expect(system.status).toBe(409);
    expect((await roleAudits()).map((e) => [e.action, e.entityLabel])).toEqual([['role.delete', 'Helpdesk']]);
  });
});

describe('POST /roles/{id}/duplicate', () => {
  it('copies as "Name copy", then "Name copy 2", audited; refuses escalation', async () => {
    const viewer = await roleByName('viewer');
    const first = await call(t.app, 'POST', `/roles/${viewer.id}/duplicate`, undefined, { token: admin });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ name: 'viewer_copy', label: 'Viewer copy', permissions: [...viewer.permissions].sort(), userCount: 0 });
    const second = await call(t.app, 'POST', `/roles/${viewer.id}/duplicate`, undefined, { token: admin });
    expect(second.body.data).toMatchObject({ name: 'viewer_copy_2', label: 'Viewer copy 2' });
    expect(second.body.message).toBe('Role duplicated as Viewer copy 2');
    const hr = await signIn(t.app, 'hr@example.com');
    const refused = await call(t.app, 'POST', `/roles/${viewer.id}/duplicate`, undefined, { token: hr });
    expect(refused.status).toBe(403);
    const lacked = viewer.permissions.filter((p) => p.startsWith('oi:'));
    expect(refused.body.message).toBe(ACCESS_MESSAGES.grantPermissions(lacked));
    expect(refused.body.message).toMatch(/^You cannot grant \d+ permissions you do not have, among them [A-Z][^:]*\.$/);
    const audits = await roleAudits();
    expect(audits.map((e) => e.action)).toEqual(['role.duplicate', 'role.duplicate']);
    expect(audits[0]!.changes.duplicateOf).toEqual([null, 'Viewer']);
  });
});

describe('GET /permissions', () => {
  it('lists the catalog with the roles holding each code, filtered by module and role', async () => {
    const res = await call(t.app, 'GET', '/permissions', undefined, { token: admin });
    expect(res.status).toBe(200);
    const start = res.body.data.find((p: { code: string }) => p.code === START_DC);
    expect(start).toMatchObject({ module: 'oi', action: 'start', resource: 'datacenter' });
    expect(start.roles).toEqual(expect.arrayContaining(['super_admin', 'inventory_manager', 'network_operator']));
    expect(start.roles).not.toContain('viewer');
    // meta names every role by its code and the name people read (issue 26 §8).
    expect(res.body.meta.roles).toEqual(expect.arrayContaining([{ name: 'hr_manager', label: 'HR Manager' }, { name: 'super_admin', label: 'Super Admin' }]));
    // q searches the code and the description, ignoring case.
    const searched = await call(t.app, 'GET', '/permissions?q=START', undefined, { token: admin });
    expect(searched.body.data.map((p: { code: string }) => p.code)).toContain(START_DC);
    expect(searched.body.data.every((p: { code: string; description: string }) => /start/i.test(`${p.code} ${p.description}`))).toBe(true);
    const ou = await call(t.app, 'GET', '/permissions?module=ou&role=viewer', undefined, { token: admin });
    expect(ou.body.data).toEqual([]);
    const viewerOi = await call(t.app, 'GET', '/permissions?module=oi&role=viewer', undefined, { token: admin });
    expect(viewerOi.body.data.every((p: { roles: string[] }) => p.roles.includes('viewer'))).toBe(true);
    expect((await call(t.app, 'GET', '/permissions?module=zz', undefined, { token: admin })).status).toBe(400);
    expect((await call(t.app, 'GET', '/permissions')).status).toBe(401);
    for (const email of ['inventory@example.com', 'viewer@example.com']) {
      expect((await call(t.app, 'GET', '/permissions', undefined, { token: await signIn(t.app, email) })).status).toBe(403);
    }
  });
});

describe('PUT /permissions/{code}/roles', () => {
  const put = (code: string, roleIds: string[], token = admin) => call(t.app, 'PUT', `/permissions/${encodeURIComponent(code)}/roles`, { roles: roleIds }, { token });

  it('grants with implied permissions and revokes, auditing each role', async () => {
    const helpdesk = await roleByName('helpdesk');
    const superAdmin = await roleByName('super_admin');
    const holders = (await t.database.db.select().from(roles)).filter((r) => r.permissions.includes(START_DC)).map((r) => r.id);
    const res = await put(START_DC, [...holders, helpdesk.id]);
    expect(res.status).toBe(200);
    expect(res.body.data.roles).toContain('helpdesk');
    expect((await roleByName('helpdesk')).permissions).toEqual(expect.arrayContaining([START_DC, P.OI_OI]));
    const back = await put(START_DC, holders);
    expect(back.status).toBe(200);
    expect((await roleByName('helpdesk')).permissions).not.toContain(START_DC);
    expect((await roleAudits()).map((e) => [e.action, e.entityLabel])).toEqual([
      ['permission.grant', 'Helpdesk'],
      ['permission.revoke', 'Helpdesk'],
    ]);
    expect(holders).toContain(superAdmin.id);
  });

  it('refuses revoking from the system role, revoking an implied code, unknown codes and roles', async () => {
    const superAdmin = await roleByName('super_admin');
    const system = await put(P.B_PROFILE, []);
    expect(system.status).toBe(409);
    expect(system.body.message).toBe(ROLE_MESSAGES.system);
    const holders = (await t.database.db.select().from(roles)).filter((r) => r.system || r.permissions.includes(P.OI_OI)).map((r) => r.id);
    const network = await roleByName('network_operator');
    const implied = await put(P.OI_OI, holders.filter((id) => id !== network.id));
    expect(implied.status).toBe(409);
    expect(implied.body.message).toMatch(/^Open Owner Inventory is implied by [A-Z][a-z ]+ in the role Network Operator; revoke that first\.$/);
    expect((await put('oi:fly::x', [superAdmin.id])).status).toBe(404);
    expect((await put(P.B_PROFILE, ['00000000-0000-4000-8000-000000000000'])).status).toBe(400);
    expect((await call(t.app, 'PUT', `/permissions/${P.B_PROFILE}/roles`, { roles: 'x' }, { token: admin })).status).toBe(400);
    expect(await roleAudits()).toEqual([]);
  });

  it('refuses 401, 403 without ou:edit::permission, and escalation or own-role changes', async () => {
    expect((await call(t.app, 'PUT', `/permissions/${P.B_PROFILE}/roles`, { roles: [] })).status).toBe(401);
    for (const email of ['inventory@example.com', 'viewer@example.com']) {
      const res = await put(P.B_PROFILE, [], await signIn(t.app, email));
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(missingPermissionMessage(crud('ou', 'edit', 'permission')));
    }
    const hr = await signIn(t.app, 'hr@example.com');
    const helpdesk = await roleByName('helpdesk');
    const holdersOf = async (code: string) => (await t.database.db.select().from(roles)).filter((r) => r.system || r.permissions.includes(code)).map((r) => r.id);
    const escalate = await put(START_DC, [...(await holdersOf(START_DC)), helpdesk.id], hr);
    expect(escalate.status).toBe(403);
    expect(escalate.body.message).toMatch(/^You cannot grant \d+ permissions you do not have, among them /);
    const own = await roleByName('hr_manager');
    const mine = await put(crud('ou', 'delete', 'roles'), (await holdersOf(crud('ou', 'delete', 'roles'))).filter((id) => id !== own.id), hr);
    expect(mine.status).toBe(403);
    expect(mine.body.message).toBe(ROLE_MESSAGES.ownRole);
    const allowed = await put(crud('ou', 'view', 'roles'), [...(await holdersOf(crud('ou', 'view', 'roles'))), helpdesk.id], hr);
    expect(allowed.status).toBe(200);
    // Revoking from a role that holds permissions hr lacks would weaken it (issue 27 §3): refused.
    const access = await roleByName('access_auditor');
    await t.database.db.update(roles).set({ permissions: [...access.permissions, START_DC] }).where(eq(roles.id, access.id));
    const weaken = await put(crud('ou', 'view', 'roles'), (await holdersOf(crud('ou', 'view', 'roles'))).filter((id) => id !== access.id), hr);
    expect(weaken.status).toBe(403);
    expect(weaken.body.message).toBe(ACCESS_MESSAGES.changeRole('Access Auditor', [START_DC]));
    expect((await roleByName('access_auditor')).permissions).toContain(crud('ou', 'view', 'roles'));
    const audits = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'permission.grant'), eq(auditLog.entityId, helpdesk.id)));
    expect(audits).toHaveLength(1);
  });
});
