import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardService } from '~/server/dashboards/service';
import { closeTemplate, createTestBackend, type TestBackend } from '~/server/testing/backend';

// The data version is PostgreSQL's snapshot, which any write anywhere in the cluster moves: on the
// shared cluster of the PostgreSQL suite another test file's write between two of the five views
// would rightly give them different keys. Pinned here, so that what is tested is the sharing.
vi.mock('~/server/db/data-version', async (original) => ({
  ...(await original<typeof import('~/server/db/data-version')>()),
  requestDataVersion: async () => 'pinned',
}));

let t: TestBackend;
beforeEach(async () => {
  t = await createTestBackend();
});
afterEach(() => t.close());
afterAll(closeTemplate);

const superAdmin = { is_super_admin: true, role: { permissions: [] } };

/** How many queries `read` makes, counted as the selects it builds on the database. */
async function selectsOf(read: () => Promise<unknown>): Promise<number> {
  const select = vi.spyOn(t.database.db, 'select');
  try {
    await read();
    return select.mock.calls.length;
  } finally {
    select.mockRestore();
  }
}

describe('dashboardService', () => {
  it('computes the figures once for views that arrive while they are being computed', async () => {
    const one = await selectsOf(() => dashboardService({ db: t.database.db, timeZone: () => 'UTC' }).read('oi', superAdmin, '30d'));
    expect(one).toBeGreaterThan(5);
    const service = dashboardService({ db: t.database.db, timeZone: () => 'UTC' });
    let views: unknown[] = [];
    const five = await selectsOf(async () => {
      views = await Promise.all(Array.from({ length: 5 }, () => service.read('oi', superAdmin, '30d')));
    });
    expect(five).toBe(one);
    for (const view of views) expect(view).toEqual(views[0]);
  });

  it('tries again after a computation failed instead of answering its error from then on', async () => {
    const service = dashboardService({ db: t.database.db, timeZone: () => 'UTC' });
    const select = vi.spyOn(t.database.db, 'select').mockImplementationOnce(() => {
      throw new Error('connection lost');
    });
    await expect(service.read('oi', superAdmin, '7d')).rejects.toThrow('connection lost');
    select.mockRestore();
    const view = await service.read('oi', superAdmin, '7d');
    expect(view.figures.leadsPerDay).toBeDefined();
  });
});
