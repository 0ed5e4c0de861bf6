import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { recordAudit, recordAudits } from '~/server/audit/record';
import { auditLog } from '~/server/audit/schema';
import { closeTemplate, createTestBackend, type TestBackend } from '~/server/testing/backend';

const context = { actor: { id: '00000000-0000-4000-8000-000000000001', name: 'Ada' }, ip: '203.0.113.7', userAgent: 'test', requestId: 'r1' };

describe('audit log', () => {
  let backend: TestBackend;
  beforeEach(async () => {
    backend = await createTestBackend();
  });
  afterEach(() => backend.close());
  afterAll(closeTemplate);

  it('keeps an entry written inside a transaction that commits, and none of one that rolls back', async () => {
    const { db } = backend.database;
    await db.transaction((tx) => recordAudit(tx, context, { action: 'role.update', entityType: 'role', entityId: 'x', changes: { name: ['a', 'b'] } }));
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(tx, context, { action: 'role.delete', entityType: 'role' });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    // The demo history is there too; this test's entries carry its request id.
    const rows = await db.select().from(auditLog).where(eq(auditLog.requestId, 'r1'));
    expect(rows.map((r) => r.action)).toEqual(['role.update']);
    expect(rows[0]).toMatchObject({ actorName: 'Ada', ip: '203.0.113.7', changes: { name: ['a', 'b'] } });
  });

  it('writes many entries in one statement as recordAudit writes each, in their order (issue 28 §2)', async () => {
    const { db } = backend.database;
    const impersonated = { ...context, requestId: 'r2', impersonator: { id: '00000000-0000-4000-8000-000000000002', name: 'Bo' }, userAgent: 'u'.repeat(600) };
    const entries = [
      { action: 'employee.create', entityType: 'employee', entityId: 'e1', entityLabel: 'Ima Porter', changes: { first_name: [null, 'Ima'] as [unknown, unknown], tags: [null, ['a', { b: 1 }]] as [unknown, unknown] } },
      { action: 'invitation.send', entityType: 'employee', entityId: 'e1', entityLabel: 'Ima Porter' },
      { action: 'employee.import', entityType: 'employee', changes: { quote: ['"it\'s"', 'a\\b'] as [unknown, unknown] } },
    ];
    await db.transaction((tx) => recordAudits(tx, impersonated, entries));
    const bulk = await db.select().from(auditLog).where(eq(auditLog.requestId, 'r2')).orderBy(auditLog.id);
    await db.transaction(async (tx) => {
      for (const entry of entries) await recordAudit(tx, { ...impersonated, requestId: 'r3' }, entry);
    });
    const single = await db.select().from(auditLog).where(eq(auditLog.requestId, 'r3')).orderBy(auditLog.id);
    const comparable = (rows: typeof bulk) => rows.map(({ id: _id, at: _at, requestId: _r, ...rest }) => rest);
    expect(comparable(bulk)).toEqual(comparable(single));
    expect(bulk.map((r) => r.action)).toEqual(['employee.create', 'invitation.send', 'employee.import']);
    expect(bulk[0]).toMatchObject({ actorName: 'Ada', impersonatorName: 'Bo', entityId: 'e1', changes: { tags: [null, ['a', { b: 1 }]] } });
    expect(bulk[2]).toMatchObject({ entityId: null, entityLabel: '', changes: { quote: ['"it\'s"', 'a\\b'] } });
    expect(bulk[0]!.userAgent).toHaveLength(500);
  });

  it('refuses updates and deletes outside the retention job', async () => {
    const { db } = backend.database;
    await recordAudit(db, context, { action: 'lead.delete', entityType: 'lead' });
    const before = await db.select().from(auditLog);
    await expect(db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
    expect(await db.select().from(auditLog)).toEqual(before);
  });
});
