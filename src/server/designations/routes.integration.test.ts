import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Department } from '~/lib/departments/model';
import type { Designation } from '~/lib/designations/model';
import { auditLog } from '~/server/audit/schema';
import { DESIGNATION_MESSAGES } from '~/server/designations/service';
import { closeTemplate, createTestBackend, type TestBackend } from '~/server/testing/backend';
import { call, signIn } from '~/server/testing/client';

let t: TestBackend;
let admin: string;
let depts: Department[];
beforeEach(async () => {
  t = await createTestBackend();
  admin = await signIn(t.app, 'superadmin@example.com');
  depts = (await call(t.app, 'GET', '/departments', undefined, { token: admin })).body.data;
});
afterEach(() => t.close());
afterAll(closeTemplate);

const dept = (code: string) => depts.find((d) => d.code === code)!;
const auditOf = async (action: string) => t.database.db.select().from(auditLog).where(eq(auditLog.action, action));
async function titled(title: string): Promise<Designation> {
  const res = await call(t.app, 'GET', `/designations?q=${encodeURIComponent(title)}`, undefined, { token: admin });
  return res.body.data.find((d: Designation) => d.title === title);
}

describe('designations (issue 12 §2)', () => {
  it('lists all 15, filters by department and pages', async () => {
    const first = await call(t.app, 'GET', '/designations', undefined, { token: admin });
    expect(first.body.meta).toMatchObject({ page: 1, pageSize: 10, total: 15, exact: true, before: null });
    const eng = await call(t.app, 'GET', `/designations?department=${dept('ENG').id}`, undefined, { token: admin });
    expect(eng.body.data.map((d: Designation) => [d.title, d.level])).toEqual([
      ['Software Engineer', 3],
      ['Senior Engineer', 5],
      ['Engineering Manager', 8],
    ]);
    expect((await call(t.app, 'GET', '/designations?department=eng', undefined, { token: admin })).body.message).toBe('Department is not valid');
  });

  it('creates one; a title is unique within its department only; records it', async () => {
    const res = await call(t.app, 'POST', '/designations', { title: 'Intern', departmentId: dept('ENG').id, level: 1 }, { token: admin });
    expect(res).toMatchObject({ status: 201, body: { data: { title: 'Intern', level: 1, status: 'active', employeeCount: 0 } } });
    const dup = await call(t.app, 'POST', '/designations', { title: 'INTERN', departmentId: dept('ENG').id }, { token: admin });
    expect(dup).toMatchObject({ status: 409, body: { message: DESIGNATION_MESSAGES.titleTaken } });
    expect((await call(t.app, 'POST', '/designations', { title: 'Intern', departmentId: dept('FIN').id }, { token: admin })).status).toBe(201);
    expect(await auditOf('designation.create')).toHaveLength(2);
  });

  it('answers validation messages, and refuses an archived department', async () => {
    const res = await call(t.app, 'POST', '/designations', { title: '', level: 21 }, { token: admin });
    expect(res.body.errors).toEqual({
      title: 'Title is required',
      departmentId: 'Department is required',
      level: 'Level must be a whole number from 1 to 20',
    });
    await call(t.app, 'PATCH', `/departments/${dept('FIN').id}`, { status: 'archived' }, { token: admin });
    const archived = await call(t.app, 'POST', '/designations', { title: 'Auditor', departmentId: dept('FIN').id }, { token: admin });
    expect(archived).toMatchObject({ status: 400, body: { message: DESIGNATION_MESSAGES.departmentArchived } });
  });

  it('refuses to delete a held designation naming how many; archives it; deletes an unheld one', async () => {
    const agent = await titled('Support Agent');
    expect(agent.employeeCount).toBeGreaterThan(0);
    const refused = await call(t.app, 'DELETE', `/designations/${agent.id}`, undefined, { token: admin });
    expect(refused).toMatchObject({ status: 409, body: { message: DESIGNATION_MESSAGES.hasEmployees(agent.employeeCount) } });
    const moved = await call(t.app, 'PATCH', `/designations/${agent.id}`, { departmentId: dept('FIN').id }, { token: admin });
    expect(moved.status).toBe(409);
    const archived = await call(t.app, 'PATCH', `/designations/${agent.id}`, { status: 'archived', level: 3 }, { token: admin });
    expect(archived.body.data).toMatchObject({ status: 'archived', level: 3 });
    expect((await auditOf('designation.update'))[0]?.changes).toEqual({ level: [2, 3], status: ['active', 'archived'] });
    const intern = (await call(t.app, 'POST', '/designations', { title: 'Intern', departmentId: dept('ENG').id }, { token: admin })).body.data;
    expect((await call(t.app, 'DELETE', `/designations/${intern.id}`, undefined, { token: admin })).status).toBe(200);
    expect((await call(t.app, 'GET', `/designations/${intern.id}`, undefined, { token: admin })).status).toBe(404);
  });

  it('asks for a session (401) and the designation permissions (403) per demo role', async () => {
    expect((await call(t.app, 'GET', '/designations')).status).toBe(401);
    const hr = await signIn(t.app, 'hr@example.com');
    expect((await call(t.app, 'GET', '/designations', undefined, { token: hr })).status).toBe(200);
    for (const email of ['inventory@example.com', 'viewer@example.com']) {
      const token = await signIn(t.app, email);
      expect((await call(t.app, 'GET', '/designations', undefined, { token })).status).toBe(403);
      expect((await call(t.app, 'POST', '/designations', { title: 'X1', departmentId: dept('ENG').id }, { token })).status).toBe(403);
    }
  });
});
