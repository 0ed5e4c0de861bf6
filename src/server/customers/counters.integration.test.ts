import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Package } from '~/lib/packages/model';
import type { Reseller } from '~/lib/resellers/model';
import { customers } from '~/server/customers/schema';
import { resellerCustomerCounter, subscriberCounter } from '~/server/customers/counters';
import { closeTemplate, createTestBackend, type TestBackend } from '~/server/testing/backend';
import { call, signIn } from '~/server/testing/client';

let t: TestBackend;
let token: string;
beforeEach(async () => {
  t = await createTestBackend();
  token = await signIn(t.app, 'superadmin@example.com');
});
afterEach(() => t.close());
afterAll(closeTemplate);

/** Customers per value of `column`, counted plainly. */
async function countedBy(column: typeof customers.packageId | typeof customers.resellerId): Promise<Map<string | null, number>> {
  const rows = await t.database.db.select({ id: column, n: count() }).from(customers).groupBy(column);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

describe('the customer counters of the packages and resellers lists (read with the page)', () => {
  it('give each package on the list its subscribers, as counted by id and in the customers table', async () => {
    const listed: Package[] = (await call(t.app, 'GET', '/packages?pageSize=100', undefined, { token })).body.data;
    const plain = await countedBy(customers.packageId);
    const byIds = await subscriberCounter.byIds(listed.map((p) => p.id), t.database.db);
    expect(listed.some((p) => p.subscriberCount > 0)).toBe(true);
    for (const p of listed) {
      expect(p.subscriberCount).toBe(plain.get(p.id) ?? 0);
      expect(p.subscriberCount).toBe(byIds.get(p.id) ?? 0);
    }
  });

  it('give each reseller on the list its customers, and follow a customer moved to another reseller', async () => {
    const list = async (): Promise<Reseller[]> => (await call(t.app, 'GET', '/resellers?pageSize=100', undefined, { token })).body.data;
    const before = await list();
    const plain = await countedBy(customers.resellerId);
    expect(before.some((r) => r.customerCount > 0)).toBe(true);
    for (const r of before) expect(r.customerCount).toBe(plain.get(r.id) ?? 0);

    const from = before.find((r) => r.customerCount > 0)!;
    const to = before.find((r) => r.id !== from.id)!;
    const [moved] = await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.resellerId, from.id)).limit(1);
    await t.database.db.update(customers).set({ resellerId: to.id }).where(eq(customers.id, moved!.id));
    const after = new Map((await list()).map((r) => [r.id, r.customerCount]));
    expect(after.get(from.id)).toBe(from.customerCount - 1);
    expect(after.get(to.id)).toBe(to.customerCount + 1);
    const counted = await resellerCustomerCounter.byIds([from.id, to.id], t.database.db);
    expect([counted.get(from.id) ?? 0, counted.get(to.id)]).toEqual([from.customerCount - 1, to.customerCount + 1]);
  });
});
