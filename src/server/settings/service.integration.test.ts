import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SETTING_ENV } from '~/lib/settings/registry';
import { auditLog } from '~/server/audit/schema';
import { settingsService } from '~/server/settings/service';
import { closeTemplate, createTestBackend, type TestBackend } from '~/server/testing/backend';

const context = { actor: { id: '00000000-0000-4000-8000-000000000001', name: 'Ada' }, ip: '203.0.113.7', userAgent: 'test', requestId: 'r1' };

describe('settings service', () => {
  let backend: TestBackend;
  afterEach(() => backend.close());
  afterAll(closeTemplate);

  it('answers defaults, stores a change with its audit entry, and reads it back through a new cache', async () => {
    backend = await createTestBackend();
    const { db } = backend.database;
    const first = settingsService({ db, env: {} });
    expect((await first.read()).requireTwoFactorForSuperAdmins).toEqual({ value: false, locked: false });
    await first.update({ requireTwoFactorForSuperAdmins: true }, context);
    expect(await first.values()).toMatchObject({ requireTwoFactorForSuperAdmins: true });
    expect((await settingsService({ db, env: {} }).values()).requireTwoFactorForSuperAdmins).toBe(true);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'setting.update'));
    expect(entry?.changes).toEqual({ requireTwoFactorForSuperAdmins: [false, true] });
  });

  it('lets the environment win, shows the key locked and refuses to change it', async () => {
    backend = await createTestBackend();
    SETTING_ENV.requireTwoFactorForSuperAdmins = { name: 'TEST_REQUIRE_2FA', parse: (raw) => raw === '1' };
    try {
      const service = settingsService({ db: backend.database.db, env: { TEST_REQUIRE_2FA: '1' } });
      expect((await service.read()).requireTwoFactorForSuperAdmins).toEqual({ value: true, locked: true });
      await expect(service.update({ requireTwoFactorForSuperAdmins: false }, context)).rejects.toMatchObject({ status: 409 });
    } finally {
      delete SETTING_ENV.requireTwoFactorForSuperAdmins;
    }
  });
});
