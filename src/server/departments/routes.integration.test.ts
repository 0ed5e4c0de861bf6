import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Department } from '~/lib/departments/model';
import { auditLog } from '~/server/audit/schema';
import { DEPARTMENT_MESSAGES } from '~/server/departments/service';
import { designations } from '~/server/designations/schema';
import { closeTemplate, createTestBackend, type TestBackend } from '~/server/testing/backend';
import { call, signIn } from '~/server/testing/client';

let t: TestBackend;
let admin: string;
beforeEach(async () => {
  t = await createTestBackend();
  admin = await signIn(t.app, 'superadmin@example.com');
});
afterEach(() => t.close());
afterAll(closeTemplate);

const auditOf = async (action: string) => t.database.db.select().from(auditLog).where(eq(auditLog.action, action));

async function all(token = admin): Promise<Department[]> {
  const res = await call(t.app, 'GET', '/departments?pageSize=100', undefined, { token });
  expect(res.status).toBe(200);
  return res.body.data;
}
const byCode = async (code: string) => (await all()).find((d) => d.code === code)!;

describe('departments (issue 12 §1)', () => {
  it('lists by name with employee counts, searches, filters by status and pages', async () => {
    const res = await call(t.app, 'GET', '/departments?pageSize=4', undefined, { token: admin });
    expect(res.body.meta).toMatchObject({ page: 1, pageSize: 4, total: 6, exact: true, before: null });
    expect(res.body.data.map((d: Department) => d.name)).toEqual(['Customer Support', 'Engineering', 'Finance', 'Human Resources']);
    expect((await byCode('HR')).employeeCount).toBeGreaterThan(0);
    const found = await call(t.app, 'GET', '/departments?q=fin', undefined, { token: admin });
    expect(found.body.data.map((d: Department) => d.code)).toEqual(['FIN']);
    const archived = await call(t.app, 'GET', '/departments?status=archived', undefined, { token: admin });
    expect(archived.body.meta.total).toBe(0);
    expect((await call(t.app, 'GET', '/departments?status=gone', undefined, { token: admin })).status).toBe(400);
  });

  it('creates one with an upper-case code, refuses a taken name (any case) or code, and records it', async () => {
    const res = await call(t.app, 'POST', '/departments', { name: 'Legal', code: 'leg', description: 'Contracts.' }, { token: admin });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ name: 'Legal', code: 'LEG', status: 'active', employeeCount: 0, headEmployeeId: null });
    const again = await call(t.app, 'POST', '/departments', { name: 'LEGAL', code: 'LG' }, { token: admin });
    expect(again).toMatchObject({ status: 409, body: { message: DEPARTMENT_MESSAGES.nameTaken } });
    const code = await call(t.app, 'POST', '/departments', { name: 'Law', code: 'Leg' }, { token: admin });
    expect(code).toMatchObject({ status: 409, body: { message: DEPARTMENT_MESSAGES.codeTaken } });
    const [entry] = await auditOf('department.create');
    expect(entry).toMatchObject({ entityId: res.body.data.id, entityLabel: 'Legal', changes: { code: [null, 'LEG'] } });
  });

  it('answers validation messages for each field', async () => {
    const res = await call(t.app, 'POST', '/departments', { name: 'x', code: 'a b', headEmployeeId: 'nobody' }, { token: admin });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      name: 'Name should be at least 2 characters long',
      code: 'Code may hold only letters, digits and dashes',
      headEmployeeId: 'Head is not valid',
    });
    const head = await call(t.app, 'POST', '/departments', { name: 'Legal', code: 'LEG', headEmployeeId: '00000000-0000-4000-8000-000000000000' }, { token: admin });
    expect(head).toMatchObject({ status: 400, body: { message: DEPARTMENT_MESSAGES.headUnknown } });
  });

  it('archives instead of deleting a department with employees, naming how many; deletes an empty one', async () => {
    const hr = await byCode('HR');
    const refused = await call(t.app, 'DELETE', `/departments/${hr.id}`, undefined, { token: admin });
    expect(refused).toMatchObject({ status: 409, body: { message: DEPARTMENT_MESSAGES.hasEmployees(hr.employeeCount) } });
    const archived = await call(t.app, 'PATCH', `/departments/${hr.id}`, { status: 'archived' }, { token: admin });
    expect(archived).toMatchObject({ status: 200, body: { message: 'Human Resources has been archived.', data: { status: 'archived' } } });
    expect((await auditOf('department.update'))[0]?.changes).toEqual({ status: ['active', 'archived'] });

    const legal = (await call(t.app, 'POST', '/departments', { name: 'Legal', code: 'LEG' }, { token: admin })).body.data as Department;
    await call(t.app, 'POST', '/designations', { title: 'Counsel', departmentId: legal.id }, { token: admin });
    const gone = await call(t.app, 'DELETE', `/departments/${legal.id}`, undefined, { token: admin });
    expect(gone.status).toBe(200);
    expect(await t.database.db.select().from(designations).where(eq(designations.departmentId, legal.id))).toEqual([]);
    expect((await call(t.app, 'GET', `/departments/${legal.id}`, undefined, { token: admin })).status).toBe(404);
    expect(await auditOf('department.delete')).toHaveLength(1);
  });

  it('reads one, and 404s an unknown id', async () => {
    const fin = await byCode('FIN');
    expect((await call(t.app, 'GET', `/departments/${fin.id}`, undefined, { token: admin })).body.data).toEqual(fin);
    expect((await call(t.app, 'GET', '/departments/00000000-0000-4000-8000-000000000000', undefined, { token: admin })).status).toBe(404);
  });

  it('asks for a session (401) and the department permissions (403) per demo role', async () => {
    expect((await call(t.app, 'GET', '/departments')).status).toBe(401);
    const hr = await signIn(t.app, 'hr@example.com');
    expect((await call(t.app, 'GET', '/departments', undefined, { token: hr })).status).toBe(200);
    expect((await call(t.app, 'POST', '/departments', { name: 'Legal', code: 'LEG' }, { token: hr })).status).toBe(201);
    for (const email of ['inventory@example.com', 'viewer@example.com']) {
      const token = await signIn(t.app, email);
      expect((await call(t.app, 'GET', '/departments', undefined, { token })).status).toBe(403);
      expect((await call(t.app, 'POST', '/departments', { name: 'Other', code: 'OTH' }, { token })).status).toBe(403);
      const fin = await byCode('FIN');
      expect((await call(t.app, 'DELETE', `/departments/${fin.id}`, undefined, { token })).status).toBe(403);
    }
  });
});
