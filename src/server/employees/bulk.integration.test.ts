import { and, eq, like, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Employee } from '~/lib/employees/model';
import { auditLog } from '~/server/audit/schema';
import { roles, users } from '~/server/auth/schema';
import { EMPLOYEE_MESSAGES } from '~/server/employees/service';
import type { TestBackend } from '~/server/testing/backend';
import { backendPerTest } from '~/server/testing/per-test';
import { call, signIn } from '~/server/testing/client';

let t: TestBackend;
let admin: string;
backendPerTest((backend, token) => {
  t = backend;
  admin = token;
});

const MISSING = '00000000-0000-4000-8000-000000000000';
const userId = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!.id;
const roleId = async (name: string) => (await t.database.db.select().from(roles).where(eq(roles.name, name)))[0]!.id;
const bulk = (body: unknown, token = admin) => call(t.app, 'POST', '/employees/bulk', body, { token, headers: { 'x-request-id': 'bulk-employees-1' } });

async function invite(email: string): Promise<Employee> {
  const departmentId = (await call(t.app, 'GET', '/departments?q=human', undefined, { token: admin })).body.data[0].id;
  const designationId = (await call(t.app, 'GET', '/designations?q=HR%20Officer', undefined, { token: admin })).body.data[0].id;
  const input = { first_name: 'Nora', last_name: 'Quinn', email, contact: '+923001230000', departmentId, designationId, roleId: await roleId('viewer') };
  const res = await call(t.app, 'POST', '/employees', input, { token: admin });
  expect(res.status).toBe(201);
  return res.body.data;
}

describe('POST /employees/bulk', () => {
  it('disables each employee on its own: an invited one and an unknown one are refused with the single route’s message', async () => {
    const [viewer, invited] = [await userId('viewer@example.com'), (await invite('nora@example.com')).id];
    const viewerToken = await signIn(t.app, 'viewer@example.com');
    const res = await bulk({ action: 'disable', ids: [viewer, invited, MISSING] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: '1 employee disabled. 2 could not be.',
      data: {
        done: [viewer],
        failed: [
          { id: invited, message: EMPLOYEE_MESSAGES.invitedDisable },
          { id: MISSING, message: EMPLOYEE_MESSAGES.notFound },
        ],
      },
    });
    const entries = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'employee.update'), eq(auditLog.requestId, 'bulk-employees-1')));
    expect(entries).toEqual([expect.objectContaining({ entityId: viewer, entityLabel: 'Vera Viewer', changes: { status: ['active', 'disabled'] } })]);
    expect((await call(t.app, 'GET', '/auth/getMe', undefined, { token: viewerToken })).status).toBe(401);
    expect((await bulk({ action: 'enable', ids: [viewer] })).body).toEqual({ message: '1 employee enabled.', data: { done: [viewer], failed: [] } });
  });

  it('keeps the rule for managing what you lack per row, and yourself: hr may not disable the inventory manager nor itself', async () => {
    const hr = await signIn(t.app, 'hr@example.com');
    const [inventory, me] = [await userId('inventory@example.com'), await userId('hr@example.com')];
    const res = await bulk({ action: 'disable', ids: [me, inventory] }, hr);
    expect(res.body.data.done).toEqual([]);
    expect(res.body.data.failed[0]).toEqual({ id: me, message: EMPLOYEE_MESSAGES.selfDisable });
    expect(res.body.data.failed[1].message).toMatch(/^You cannot manage an employee with the role Inventory Manager: it holds \d+ permissions you do not have/);
  });

  it('resends the invitations of invited employees, each audited; an accepted account is refused', async () => {
    const [a, b] = [await invite('nora@example.com'), await invite('omar@example.com')];
    const hr = await userId('hr@example.com');
    const firstLinks = t.outbox.map((m) => m.link);
    const res = await bulk({ action: 'resend', ids: [a.id, b.id, hr] });
    expect(res.body.data).toEqual({ done: [a.id, b.id], failed: [{ id: hr, message: EMPLOYEE_MESSAGES.notInvited }] });
    const resent = t.outbox.slice(firstLinks.length);
    expect(resent.map((m) => m.to)).toEqual(['nora@example.com', 'omar@example.com']);
    expect(resent.every((m) => m.subject === 'You are invited to the Owner Console' && !firstLinks.includes(m.link))).toBe(true);
    const audits = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'invitation.resend'), eq(auditLog.requestId, 'bulk-employees-1')));
    expect(audits.map((e) => e.entityId).sort()).toEqual([a.id, b.id].sort());
  });

  it('asks for the single route’s permission per action (403 naming it), and a session', async () => {
    const viewer = await userId('viewer@example.com');
    expect((await call(t.app, 'POST', '/employees/bulk', { action: 'disable', ids: [viewer] })).status).toBe(401);
    const inventory = await signIn(t.app, 'inventory@example.com');
    expect(await bulk({ action: 'disable', ids: [viewer] }, inventory)).toMatchObject({ status: 403, body: { message: 'You do not have permission to do this (ou:edit::employee).' } });
    expect(await bulk({ action: 'resend', ids: [viewer] }, inventory)).toMatchObject({ status: 403, body: { message: 'You do not have permission to do this (ou:add::employee).' } });
  });

  it('disables the 1,000 employees a filter matches', async () => {
    await t.database.db.execute(sql`
      insert into users (email, password_hash, first_name, last_name, role_id, status)
      select 'bulkstaff' || i || '@example.com', '!', 'Bulkstaff', 'Member ' || i, ${await roleId('viewer')}::uuid, 'active'
      from generate_series(1, 1000) as i`);
    const res = await bulk({ action: 'disable', filter: { q: 'bulkstaff', status: 'active' } });
    expect(res.body.message).toBe('1,000 employees disabled.');
    const disabled = await t.database.db.select({ id: users.id }).from(users).where(and(like(users.email, 'bulkstaff%'), eq(users.status, 'disabled')));
    expect(disabled).toHaveLength(1000);
  });
});

describe('POST /employees/export', () => {
  const exportOf = (body: unknown, token = admin) =>
    t.app.request('/api/v1/employees/export', { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) }, { clientAddress: '203.0.113.7' });

  it('exports exactly the chosen employees, under the export button’s permission', async () => {
    const ids = [await userId('viewer@example.com'), await userId('hr@example.com')];
    const res = await exportOf({ format: 'xlsx', ids });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="employees-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const emails: string[] = [];
    workbook.worksheets[0]!.eachRow((r, n) => n > 1 && emails.push(String(r.getCell(4).value)));
    expect(emails.sort()).toEqual(['hr@example.com', 'viewer@example.com']);
    expect((await exportOf({ format: 'xlsx', ids: 'all' })).status).toBe(400);
    const refused = await exportOf({ format: 'pdf', ids }, await signIn(t.app, 'inventory@example.com'));
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('You do not have permission to do this (ou:access_export_pdf_button::employee).');
  });
});
