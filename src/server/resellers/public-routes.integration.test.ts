import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '~/server/audit/schema';
import { APPLICATIONS_PER_IP } from '~/server/resellers/public-routes';
import { resellers } from '~/server/resellers/schema';
import { closeTemplate, createTestBackend, type TestBackend } from '~/server/testing/backend';
import { call, signIn } from '~/server/testing/client';

const SITE = 'https://www.example-hosting.com';
let t: TestBackend;
beforeEach(async () => {
  t = await createTestBackend({ resellerApplicationOrigins: [SITE] });
});
afterEach(() => t.close());
afterAll(closeTemplate);

const PATH = '/public/reseller-applications';
const application = (over: Record<string, unknown> = {}) => ({
  companyName: 'Lyari Web Makers',
  firstName: 'Noor',
  lastName: 'Baloch',
  email: 'noor@lyari.example',
  phone: '+923451112222',
  city: 'Karachi',
  website: '',
  ...over,
});

const stored = (email: string) => t.database.db.select().from(resellers).where(eq(resellers.email, email));

describe('POST /public/reseller-applications', () => {
  it('needs no session and lands as a pending online reseller, audited with no actor', async () => {
    const res = await call(t.app, 'POST', PATH, application({ commissionRate: 90 }), { headers: { origin: SITE } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Thank you. Your application has been received and will be reviewed.', data: { status: 'pending' } });
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    const [row] = await stored('noor@lyari.example');
    // The applicant cannot set their own commission.
    expect(row).toMatchObject({ status: 'pending', source: 'online', country: 'Pakistan', commissionBasisPoints: 0 });
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(entry).toMatchObject({ action: 'reseller.apply', actorId: null });
  });

  it('is not refused as a cross-site write even when the browser carries a cookie', async () => {
    const res = await call(t.app, 'POST', PATH, application(), { headers: { origin: SITE, cookie: 'other=1' } });
    expect(res.status).toBe(201);
  });

  it('answers 400 with the field message for bad input, and 409 for a registered email', async () => {
    const bad = await call(t.app, 'POST', PATH, application({ email: 'nope' }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid email address');
    const phone = await call(t.app, 'POST', PATH, application({ phone: '' }));
    expect(phone.body.message).toBe('Phone Number is required');
    const admin = await signIn(t.app, 'superadmin@example.com');
    const taken = (await call(t.app, 'GET', '/resellers', undefined, { token: admin })).body.data[0].email;
    const refused = await call(t.app, 'POST', PATH, application({ email: taken }));
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual({ email: 'A reseller with this email already exists.' });
  });

  it('answers a filled honeypot like a real application but stores nothing', async () => {
    const res = await call(t.app, 'POST', PATH, application({ website: 'http://spam.example' }));
    expect(res.status).toBe(201);
    expect(await stored('noor@lyari.example')).toHaveLength(0);
  });

  it(`allows ${APPLICATIONS_PER_IP} applications per IP an hour, then answers 429`, async () => {
    for (let i = 0; i < APPLICATIONS_PER_IP; i++) {
      expect((await call(t.app, 'POST', PATH, application({ email: `a${i}@lyari.example` }), { ip: '192.0.2.9' })).status).toBe(201);
    }
    const refused = await call(t.app, 'POST', PATH, application({ email: 'late@lyari.example' }), { ip: '192.0.2.9' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many applications from this address. Please try again later.');
    expect(await stored('late@lyari.example')).toHaveLength(0);
    expect((await call(t.app, 'POST', PATH, application({ email: 'other@lyari.example' }), { ip: '192.0.2.10' })).status).toBe(201);
  });

  it('refuses a browser origin outside RESELLER_APPLICATION_ORIGINS and gives it no CORS headers', async () => {
    const res = await call(t.app, 'POST', PATH, application(), { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(await stored('noor@lyari.example')).toHaveLength(0);
  });

  it('answers the preflight of an allowed origin only', async () => {
    const preflight = (origin: string) =>
      t.app.request(`/api/v1${PATH}`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    const ok = await preflight(SITE);
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(ok.headers.get('access-control-allow-methods')).toContain('POST');
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a body over 16 KB with 413', async () => {
    const res = await call(t.app, 'POST', PATH, application({ notes: 'x'.repeat(17 * 1024) }));
    expect(res.status).toBe(413);
  });
});
