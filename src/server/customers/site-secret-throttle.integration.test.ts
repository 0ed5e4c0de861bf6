import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '~/server/audit/schema';
import { customers } from '~/server/customers/schema';
import { rotateSiteSecret } from '~/server/customers/site-secret';
import { closeTemplate, createTestBackend, type TestBackend } from '~/server/testing/backend';
import { call } from '~/server/testing/client';

let t: TestBackend;
let secret: string;
beforeEach(async () => {
  t = await createTestBackend();
  const [customer] = await t.database.db.select({ id: customers.id }).from(customers).limit(1);
  secret = (await rotateSiteSecret(t.database.db, customer!.id))!;
});
afterEach(() => t.close());
afterAll(closeTemplate);

const GUESSER = '203.0.113.66';
const bearer = (value: string) => ({ authorization: `Bearer ${value}` });
/** A filing with an empty body: 400 once the secret is right, 401 or 429 before. */
const upgrade = (headers: Record<string, string>, ip = GUESSER) => call(t.app, 'POST', '/public/upgrade-requests', {}, { headers, ip });
const consume = (headers: Record<string, string>, ip = GUESSER) => call(t.app, 'POST', '/impersonations/consume', { token: 'x.y.z' }, { headers, ip });
const bursts = () => t.database.db.select().from(auditLog).where(eq(auditLog.action, 'site_secret.throttled'));

describe('the site-secret throttle (issue 27 §9)', () => {
  it('answers the 21st wrong secret from one address within 15 minutes with 429, over both routes, and audits the burst once', async () => {
    for (let i = 0; i < 10; i++) expect((await upgrade(bearer(`oss_guess${i}`))).status).toBe(401);
    for (let i = 10; i < 19; i++) expect((await consume(bearer(`oss_guess${i}`))).status).toBe(401);
    expect(await bursts()).toEqual([]);
    // A request without a secret counts as a wrong one: the 20th, which locks the address.
    expect((await upgrade({})).status).toBe(401);

    const refused = await consume(bearer('oss_guess21'));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many wrong site secrets from this address. Try again in 15 minutes.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    // The right secret from that address waits too; from another address it is let through.
    expect((await upgrade(bearer(secret))).status).toBe(429);
    expect((await upgrade(bearer(secret), '198.51.100.67')).status).toBe(400);
    for (let i = 0; i < 5; i++) expect((await upgrade(bearer(`oss_more${i}`))).status).toBe(429);

    const [entry, ...more] = await bursts();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ actorId: null, entityType: 'site_secret', entityLabel: GUESSER, ip: GUESSER, changes: { wrongSecrets: [null, 20] } });
  });

  it('lets the address try again after 15 minutes, and audits its next burst as a new one', async () => {
    for (let i = 0; i < 20; i++) await upgrade(bearer(`oss_guess${i}`));
    expect((await upgrade(bearer(secret))).status).toBe(429);
    await t.database.db.execute(sql`update throttle_hits set at = at - interval '16 minutes'`);
    expect((await upgrade(bearer(secret))).status).toBe(400);
    for (let i = 0; i < 20; i++) expect((await upgrade(bearer(`oss_again${i}`))).status).toBe(401);
    expect((await upgrade(bearer(secret))).status).toBe(429);
    expect(await bursts()).toHaveLength(2);
  });
});
