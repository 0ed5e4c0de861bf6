import { generateKeyPairSync } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, importJWK, jwtVerify, SignJWT, type JWK } from 'jose';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Impersonation } from '~/lib/impersonation/model';
import { auditLog } from '~/server/audit/schema';
import { customerUsers } from '~/server/customer-users/schema';
import { customers } from '~/server/customers/schema';
import { rotateSiteSecret } from '~/server/customers/site-secret';
import { impersonationKeys, impersonations } from '~/server/impersonation/schema';
import { packages } from '~/server/packages/schema';
import { closeTemplate, createTestBackend, type TestBackend } from '~/server/testing/backend';
import { call, signIn } from '~/server/testing/client';

let t: TestBackend;
let admin: string;
let fixture: Awaited<ReturnType<typeof insertFixture>>;

/** Two customers with a site secret each; the first has an active and a disabled user. */
async function insertFixture() {
  const db = t.database.db;
  const [pkg] = await db.select({ id: packages.id }).from(packages).limit(1);
  const period = { currentPeriodStart: new Date('2026-11-01T00:00:00Z'), currentPeriodEnd: new Date('2026-12-01T00:00:00Z') };
  const base = { ownerPhone: '+923001234567', packageId: pkg!.id, ...period };
  const [acme, other] = await db
    .insert(customers)
    .values([
      { ...base, businessName: 'Acme Bakery', ownerName: 'Ali Raza', ownerEmail: 'ali@acme.example', subdomain: 'acme', siteHost: 'acme.leads.example.com' },
      { ...base, businessName: 'Other Shop', ownerName: 'Sana Iqbal', ownerEmail: 'sana@other.example', subdomain: 'other', siteHost: 'other.leads.example.com' },
    ])
    .returning();
  const [user, disabled] = await db
    .insert(customerUsers)
    .values([
      { customerId: acme!.id, name: 'Hina Baker', email: 'hina@acme.example', role: 'admin' },
      { customerId: acme!.id, name: 'Old Clerk', email: 'old@acme.example', status: 'disabled' },
    ])
    .returning();
  return {
    acme: acme!,
    user: user!,
    disabled: disabled!,
    acmeSecret: (await rotateSiteSecret(db, acme!.id))!,
    otherSecret: (await rotateSiteSecret(db, other!.id))!,
  };
}

beforeEach(async () => {
  t = await createTestBackend({ publicBaseUrl: 'https://console.example.com' });
  admin = await signIn(t.app, 'superadmin@example.com');
  fixture = await insertFixture();
});
afterEach(() => t.close());
afterAll(closeTemplate);

const REASON = 'Customer reported a broken invoice page';
const impersonate = (body: unknown = { reason: REASON }, token = admin, id = fixture.user.id) => call(t.app, 'POST', `/customer-users/${id}/impersonate`, body, { token });
/** The customer's site redeeming `token`; `secret` null sends no Authorization header. */
const consume = (token: string, secret: string | null = fixture.acmeSecret) =>
  call(t.app, 'POST', '/impersonations/consume', { token }, secret ? { headers: { authorization: `Bearer ${secret}` } } : {});
const tokenOf = (url: string) => decodeURIComponent(new URL(url).hash.replace(/^#token=/, ''));
const jwks = async () => (await call(t.app, 'GET', '/.well-known/jwks.json')).body as unknown as { keys: JWK[] };

async function startToken(body: unknown = { reason: REASON }): Promise<string> {
  const res = await impersonate(body);
  expect(res.status).toBe(201);
  return tokenOf(res.body.data.url);
}

/** The impersonation entries written since the backend was made (sign-ins left out). */
const auditActions = async () => (await t.newAuditEntries()).filter((e) => e.action.startsWith('impersonation')).map((e) => [e.action, e.entityType, e.changes]);

describe('POST /customer-users/{id}/impersonate', () => {
  it('answers the site URL with a token a customer site verifies against the published JWKS', async () => {
    const res = await impersonate({ reason: REASON, minutes: 30 });
    expect(res.status).toBe(201);
    const { url, expiresAt } = res.body.data as { url: string; expiresAt: string };
    expect(url).toMatch(/^https:\/\/acme\.leads\.example\.com\/impersonate#token=/);
    const { payload, protectedHeader } = await jwtVerify(tokenOf(url), createLocalJWKSet(await jwks()), {
      issuer: 'https://console.example.com',
      audience: 'https://acme.leads.example.com',
    });
    expect(protectedHeader.alg).toBe('EdDSA');
    expect(payload).toMatchObject({ sub: fixture.user.id, act: { name: 'Sara Admin' } });
    expect(payload.exp! - payload.iat!).toBe(30 * 60);
    expect(new Date(expiresAt).getTime()).toBe(payload.exp! * 1000);
    const [row] = await t.database.db.select().from(impersonations).where(eq(impersonations.id, payload.jti!));
    expect(row).toMatchObject({ reason: REASON, customerUserId: fixture.user.id, kid: protectedHeader.kid, consumedAt: null });
    expect(await auditActions()).toContainEqual(['impersonation.start', 'customer_user', expect.objectContaining({ reason: [null, REASON], minutes: [null, 30] })]);
  });

  it('lasts 15 minutes by default', async () => {
    const res = await impersonate({ reason: REASON });
    const left = new Date(res.body.data.expiresAt).getTime() - Date.now();
    expect(left).toBeGreaterThan(14 * 60_000);
    expect(left).toBeLessThanOrEqual(15 * 60_000);
  });

  it.each([
    [{}, 'Reason is required'],
    [{ reason: '   too short ' }, 'Reason should be at least 10 characters long'],
    [{ reason: 'x'.repeat(501) }, 'Reason should not be greater than 500 characters long'],
    [{ reason: REASON, minutes: 4 }, 'Duration must be a whole number of minutes from 5 to 60'],
    [{ reason: REASON, minutes: 61 }, 'Duration must be a whole number of minutes from 5 to 60'],
    [{ reason: REASON, minutes: 7.5 }, 'Duration must be a whole number of minutes from 5 to 60'],
  ])('refuses %j with 400 and writes nothing', async (body, message) => {
    const res = await impersonate(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await t.database.db.select().from(impersonations)).toHaveLength(0);
    expect(await auditActions()).toEqual([]);
  });

  it('refuses a disabled customer user (409) and an unknown one (404)', async () => {
    const disabled = await impersonate(undefined, admin, fixture.disabled.id);
    expect(disabled.status).toBe(409);
    expect(disabled.body.message).toBe('This customer user is disabled and cannot be impersonated.');
    expect((await impersonate(undefined, admin, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it.each(['cancelled', 'suspended'] as const)('refuses a user of a %s customer (409), writing nothing (issue 27 §7)', async (status) => {
    await t.database.db.update(customers).set({ status }).where(eq(customers.id, fixture.acme.id));
    const res = await impersonate();
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`This customer is ${status} and cannot be impersonated.`);
    expect(await t.database.db.select().from(impersonations)).toHaveLength(0);
    expect(await auditActions()).toEqual([]);
  });

  it("sends the token to the customer's stored site, whatever the leads domain is set to later (issue 27 §4)", async () => {
    const inventory = await signIn(t.app, 'inventory@example.com');
    const before = await startToken();
    const changed = await call(t.app, 'PATCH', '/settings', { leadsDomain: 'attacker-controlled.example' }, { token: inventory });
    expect(changed.status).toBe(200);
    const res = await impersonate();
    expect(res.body.data.url).toMatch(/^https:\/\/acme\.leads\.example\.com\/impersonate#token=/);
    expect(decodeJwt(tokenOf(res.body.data.url)).aud).toBe('https://acme.leads.example.com');
    // Tokens of before and after the change are both redeemed by the customer's own site.
    expect((await consume(before)).status).toBe(200);
    expect((await consume(tokenOf(res.body.data.url))).status).toBe(200);
  });

  it('refuses the viewer with 403 naming the permission', async () => {
    const viewer = await signIn(t.app, 'viewer@example.com');
    const res = await impersonate(undefined, viewer);
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('oi:impersonate::customer_users');
    // The viewer still sees the hand-offs.
    expect((await call(t.app, 'GET', `/customer-users/${fixture.user.id}/impersonations`, undefined, { token: viewer })).status).toBe(200);
  });
});

describe('POST /impersonations/consume', () => {
  it('answers the claims once, then refuses the second use with 409; both audited', async () => {
    const token = await startToken();
    const first = await consume(token);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ sub: fixture.user.id, aud: 'https://acme.leads.example.com', iss: 'https://console.example.com' });
    const second = await consume(token);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('This impersonation link has already been used.');
    const actions = await auditActions();
    expect(actions).toContainEqual(['impersonation.consume', 'customer_user', expect.objectContaining({ reason: [null, REASON] })]);
    expect(actions).toContainEqual(['impersonation.consume_refused', 'customer_user', expect.objectContaining({ refusal: [null, 'used'] })]);
  });

  it('lets exactly one of two simultaneous consumes win', async () => {
    const token = await startToken();
    const statuses = (await Promise.all([consume(token), consume(token)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
  });

  it('refuses without or with a wrong site secret (401), auditing nothing', async () => {
    const token = await startToken();
    for (const secret of [null, 'oss_not-a-secret']) {
      const res = await consume(token, secret);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('A valid site secret is required.');
    }
    expect((await auditActions()).filter(([a]) => a !== 'impersonation.start')).toEqual([]);
  });

  it("refuses another customer's site (403)", async () => {
    const res = await consume(await startToken(), fixture.otherSecret);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('This impersonation token is for another site.');
    expect(await auditActions()).toContainEqual(['impersonation.consume_refused', 'customer_user', expect.objectContaining({ refusal: [null, 'foreign'], site: [null, 'other'] })]);
  });

  it('refuses an expired token (401)', async () => {
    const token = await startToken();
    const { jti, kid } = await claimsOf(token);
    // Sign the same hand-off with our stored key, as if its time had run out.
    const [key] = await t.database.db.select().from(impersonationKeys).where(eq(impersonationKeys.kid, kid));
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({ act: { sub: 'x', name: 'x' } })
      .setProtectedHeader({ alg: 'EdDSA', kid })
      .setIssuer('https://console.example.com')
      .setAudience('https://acme.leads.example.com')
      .setSubject(fixture.user.id)
      .setJti(jti)
      .setIssuedAt(past - 900)
      .setExpirationTime(past)
      .sign(await importJWK(key!.privateJwk as JWK, 'EdDSA'));
    const res = await consume(expired);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('This impersonation link has expired.');
    expect(await auditActions()).toContainEqual(['impersonation.consume_refused', 'customer_user', expect.objectContaining({ refusal: [null, 'expired'] })]);
  });

  it('refuses a token whose hand-off ran out in the database (401)', async () => {
    const token = await startToken();
    await t.database.db.update(impersonations).set({ expiresAt: sql`now() - interval '1 minute'` });
    const res = await consume(token);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('This impersonation link has expired.');
  });

  it.each(['cancelled', 'suspended'] as const)('refuses a token of a customer %s since it was issued (409), audited (issue 27 §7)', async (status) => {
    const token = await startToken();
    await t.database.db.update(customers).set({ status }).where(eq(customers.id, fixture.acme.id));
    const res = await consume(token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`This customer is ${status} and cannot be impersonated.`);
    expect(await auditActions()).toContainEqual(['impersonation.consume_refused', 'customer_user', expect.objectContaining({ refusal: [null, 'inactive'] })]);
    const [row] = await t.database.db.select().from(impersonations);
    expect(row!.consumedAt).toBeNull();
  });

  it("refuses a token naming a site under the current leads domain that is not the customer's stored site (403)", async () => {
    await call(t.app, 'PATCH', '/settings', { leadsDomain: 'attacker-controlled.example' }, { token: admin });
    const { jti, kid } = await claimsOf(await startToken());
    const [key] = await t.database.db.select().from(impersonationKeys).where(eq(impersonationKeys.kid, kid));
    const now = Math.floor(Date.now() / 1000);
    // Our own key, the live hand-off's jti, and the audience the domain setting would give now.
    const moved = await new SignJWT({ act: { sub: 'x', name: 'x' } })
      .setProtectedHeader({ alg: 'EdDSA', kid })
      .setIssuer('https://console.example.com')
      .setAudience('https://acme.attacker-controlled.example')
      .setSubject(fixture.user.id)
      .setJti(jti)
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(await importJWK(key!.privateJwk as JWK, 'EdDSA'));
    const res = await consume(moved);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('This impersonation token is for another site.');
  });

  it('refuses a token not signed by us (401)', async () => {
    const token = await startToken();
    const [head, body] = token.split('.');
    const res = await consume(`${head}.${body}.${'A'.repeat(86)}`);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('This impersonation token is not valid.');
  });
});

describe('ending a hand-off early', () => {
  it('lists it as ended and refuses its consume (409); audited', async () => {
    const token = await startToken();
    const { jti } = await claimsOf(token);
    const listed = await call(t.app, 'GET', `/customer-users/${fixture.user.id}/impersonations`, undefined, { token: admin });
    expect(listed.body.data).toMatchObject([{ id: jti, status: 'pending', reason: REASON, actorName: 'Sara Admin' }]);

    const ended = await call(t.app, 'POST', `/impersonations/${jti}/end`, undefined, { token: admin });
    expect(ended.status).toBe(200);
    expect(ended.body.data as Impersonation).toMatchObject({ status: 'ended', endedByName: 'Sara Admin' });
    const res = await consume(token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This impersonation has been ended.');
    expect((await call(t.app, 'POST', `/impersonations/${jti}/end`, undefined, { token: admin })).status).toBe(409);
    const actions = (await auditActions()).map(([a]) => a);
    expect(actions).toEqual(['impersonation.start', 'impersonation.end', 'impersonation.consume_refused']);
  });

  it('needs oi:impersonate::customer_users', async () => {
    const { jti } = await claimsOf(await startToken());
    const viewer = await signIn(t.app, 'viewer@example.com');
    expect((await call(t.app, 'POST', `/impersonations/${jti}/end`, undefined, { token: viewer })).status).toBe(403);
  });
});

describe('signing keys', () => {
  it('publishes the JWKS to anyone, briefly cacheable, with no private part', async () => {
    await startToken();
    const res = await call(t.app, 'GET', '/.well-known/jwks.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const { keys } = res.body as unknown as { keys: JWK[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(keys[0]).not.toHaveProperty('d');
  });

  it('rotation signs with a new key and keeps the old one published until its tokens expire', async () => {
    const before = await startToken();
    const rotated = await call(t.app, 'POST', '/impersonations/keys/rotate', undefined, { token: admin });
    expect(rotated.status).toBe(200);
    const after = await startToken();
    expect((await claimsOf(after)).kid).not.toBe((await claimsOf(before)).kid);
    const set = createLocalJWKSet(await jwks());
    for (const token of [before, after]) await jwtVerify(token, set, { audience: 'https://acme.leads.example.com' });
    expect((await consume(before)).status).toBe(200);
    const [old] = await t.database.db.select().from(impersonationKeys).where(eq(impersonationKeys.kid, (await claimsOf(before)).kid));
    const window = old!.publishUntil!.getTime() - old!.retiredAt!.getTime();
    expect(window).toBe(60 * 60_000);
    // Past its publish time the old key leaves the set.
    await t.database.db.update(impersonationKeys).set({ publishUntil: sql`now() - interval '1 second'` }).where(eq(impersonationKeys.kid, old!.kid));
    expect((await jwks()).keys.map((k) => k.kid)).toEqual([(await claimsOf(after)).kid]);
    expect(await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'impersonation_key.rotate')))).toHaveLength(1);
  });

  it('signs with IMPERSONATION_PRIVATE_KEY when set, publishes it, and refuses to rotate it', async () => {
    await t.close();
    const pem = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    t = await createTestBackend({ publicBaseUrl: 'https://console.example.com', impersonationPrivateKey: pem });
    admin = await signIn(t.app, 'superadmin@example.com');
    fixture = await insertFixture();
    const token = await startToken();
    const { keys } = await jwks();
    expect(keys.map((k) => k.kid)).toEqual([(await claimsOf(token)).kid]);
    await jwtVerify(token, createLocalJWKSet({ keys }), { audience: 'https://acme.leads.example.com' });
    expect(await t.database.db.select().from(impersonationKeys)).toEqual([]);
    const rotate = await call(t.app, 'POST', '/impersonations/keys/rotate', undefined, { token: admin });
    expect(rotate.status).toBe(409);
    expect(rotate.body.message).toBe('The signing key is set by IMPERSONATION_PRIVATE_KEY; change it there to rotate it.');
  });

  it('is for super admins only', async () => {
    const inventory = await signIn(t.app, 'inventory@example.com');
    expect((await call(t.app, 'POST', '/impersonations/keys/rotate', undefined, { token: inventory })).status).toBe(403);
  });
});

async function claimsOf(token: string): Promise<{ jti: string; kid: string }> {
  return { jti: decodeJwt(token).jti!, kid: decodeProtectedHeader(token).kid! };
}
