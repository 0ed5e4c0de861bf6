import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SuperAdmin } from '~/lib/super-admins/model';
import { users } from '~/server/auth/schema';
import { INVITATION_TTL_MS } from '~/server/invitations/tokens';
import { SUPER_ADMIN_MESSAGES } from '~/server/super-admins/service';
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

const NEW = { name: 'Nora Quinn', email: 'nora.quinn@example.com', contact: '+923001230000' };
const PASSWORD = 'a-new-password';

// Sign-ins write their own entries (auth.*); these tests look at the writes of this domain.
const auditActions = async () =>
  (await t.newAuditEntries()).map((r) => r.action).filter((a) => !a.startsWith('auth.'));
const auditOf = async (action: string) => (await t.newAuditEntries()).filter((r) => r.action === action);

async function listAll(token = admin): Promise<SuperAdmin[]> {
  const res = await call(t.app, 'GET', '/super-admins?pageSize=100', undefined, { token });
  expect(res.status).toBe(200);
  return res.body.data;
}

const byEmail = async (email: string) => (await listAll()).find((a) => a.email === email)!;

/** The token of the newest invitation mailed to `email`. */
function invitationToken(email: string): string {
  const message = t.outbox.filter((m) => m.to === email).at(-1);
  expect(message?.subject).toBe('You are invited to the Owner Console');
  return new URL(message!.link!).pathname.split('/').at(-1)!;
}

async function invite(input = NEW): Promise<SuperAdmin> {
  const res = await call(t.app, 'POST', '/super-admins', input, { token: admin });
  expect(res.status).toBe(201);
  return res.body.data;
}

const accept = (token: string) => call(t.app, 'POST', '/auth/reset-password', { token, password: PASSWORD, confirmPassword: PASSWORD });

describe('GET /super-admins', () => {
  it('pages the super admins by name, 10 a page, and searches name, email and contact', async () => {
    const first = await call(t.app, 'GET', '/super-admins', undefined, { token: admin });
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(10);
    expect(first.body).toMatchObject({ meta: { page: 1, pageSize: 10, total: 12 } });
    const second = await call(t.app, 'GET', '/super-admins?page=2', undefined, { token: admin });
    expect(second.body.data).toHaveLength(2);
    const all: SuperAdmin[] = [...first.body.data, ...second.body.data];
    expect(all.map((a) => a.name)).toEqual(all.map((a) => a.name).sort((a, b) => a.localeCompare(b)));
    expect(new Set(all.map((a) => a.status))).toEqual(new Set(['active', 'invited', 'disabled']));

    const found = await call(t.app, 'GET', '/super-admins?q=PETROVA', undefined, { token: admin });
    expect(found.body.data.map((a: SuperAdmin) => a.email)).toEqual(['elena.petrova@example.com']);
    const sara = (await call(t.app, 'GET', '/super-admins?q=superadmin', undefined, { token: admin })).body.data[0];
    expect(sara).toMatchObject({ name: 'Sara Admin', status: 'active', contact: '+923001234567', invitationExpiresAt: null });
    expect(Date.parse(sara.lastSignInAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses a bad page size with a message, no session with 401, and roles without the permission with 403', async () => {
    expect((await call(t.app, 'GET', '/super-admins?pageSize=500', undefined, { token: admin })).body.message).toBe('Page size must be a whole number from 1 to 100');
    expect((await call(t.app, 'GET', '/super-admins')).status).toBe(401);
    for (const email of ['inventory@example.com', 'viewer@example.com']) {
      expect((await call(t.app, 'GET', '/super-admins', undefined, { token: await signIn(t.app, email) })).status).toBe(403);
    }
    expect((await call(t.app, 'GET', '/super-admins', undefined, { token: await signIn(t.app, 'hr@example.com') })).status).toBe(200);
  });
});

describe('POST /super-admins (invite)', () => {
  it('adds an invited account, mails a 7-day link and audits both, in one go', async () => {
    const res = await call(t.app, 'POST', '/super-admins', { ...NEW, email: ' Nora.Quinn@Example.com ' }, { token: admin });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Invitation sent to nora.quinn@example.com.');
    expect(res.body.data).toMatchObject({ ...NEW, status: 'invited', lastSignInAt: null });
    const expires = Date.parse(res.body.data.invitationExpiresAt);
    expect(Math.abs(expires - Date.now() - INVITATION_TTL_MS)).toBeLessThan(60_000);
    // The list reads the expiry with its page: the same instant.
    const listed = (await call(t.app, 'GET', '/super-admins?q=nora.quinn', undefined, { token: admin })).body.data;
    expect(listed.map((a: SuperAdmin) => a.invitationExpiresAt)).toEqual([res.body.data.invitationExpiresAt]);
    expect(t.outbox.at(-1)?.link).toMatch(new RegExp(`^${t.config.publicBaseUrl}/reset-password/[\\w-]{43}\\?invite=1$`));
    expect(await auditActions()).toEqual(expect.arrayContaining(['super_admin.create', 'invitation.send']));
    const [created] = await auditOf('super_admin.create');
    expect(created).toMatchObject({ actorName: 'Sara Admin', entityType: 'super_admin', entityId: res.body.data.id, entityLabel: 'Nora Quinn' });
    expect(created!.changes).toMatchObject({ email: [null, NEW.email], status: [null, 'invited'] });
    // Not signed in until the invitation is accepted.
    expect((await call(t.app, 'POST', '/auth/login', { email: NEW.email, password: '!' })).status).toBe(401);
  });

  it('answers field messages for bad input and 409 for an email in use, ignoring case', async () => {
    const bad = await call(t.app, 'POST', '/super-admins', { name: 'N', email: 'nope', contact: '' }, { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      name: 'Name should be at least 2 characters long',
      email: 'Invalid email address',
      contact: 'Phone Number is required',
    });
    const long = await call(t.app, 'POST', '/super-admins', { ...NEW, contact: '1'.repeat(31) }, { token: admin });
    expect(long.body.message).toBe('Phone Number should not be greater than 30 characters long');
    const taken = await call(t.app, 'POST', '/super-admins', { ...NEW, email: 'HR@example.com' }, { token: admin });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(SUPER_ADMIN_MESSAGES.emailTaken);
    expect(await auditActions()).toEqual([]);
    expect(t.outbox).toHaveLength(0);
  });

  it('lets only a super admin add one: 401, 403 for each demo role, nothing written', async () => {
    expect((await call(t.app, 'POST', '/super-admins', NEW)).status).toBe(401);
    for (const email of ['inventory@example.com', 'viewer@example.com']) {
      expect((await call(t.app, 'POST', '/super-admins', NEW, { token: await signIn(t.app, email) })).status).toBe(403);
    }
    const hr = await call(t.app, 'POST', '/super-admins', NEW, { token: await signIn(t.app, 'hr@example.com') });
    expect(hr).toMatchObject({ status: 403, body: { message: SUPER_ADMIN_MESSAGES.onlySuperAdminAdds } });
    expect((await t.database.db.select().from(users).where(eq(users.email, NEW.email))).length).toBe(0);
    expect(await auditActions()).toEqual([]);
  });
});

describe('accepting an invitation', () => {
  it('sets the password through /auth/reset-password, activates the account once, and it signs in', async () => {
    const invited = await invite();
    const token = invitationToken(NEW.email);
    expect((await accept(token)).status).toBe(200);
    expect((await byEmail(NEW.email)).status).toBe('active');
    const [accepted] = await auditOf('invitation.accept');
    expect(accepted).toMatchObject({ actorId: invited.id, actorName: 'Nora Quinn', changes: { status: ['invited', 'active'] } });
    const session = await signIn(t.app, NEW.email, PASSWORD);
    expect((await call(t.app, 'GET', '/auth/getMe', undefined, { token: session })).body.data).toMatchObject({ is_super_admin: true, name: 'Nora Quinn' });
    expect((await byEmail(NEW.email)).lastSignInAt).not.toBeNull();

    const again = await accept(token);
    expect(again.status).toBe(400);
    expect(await auditOf('invitation.accept')).toHaveLength(1);
  });

  it('refuses a link older than 7 days and leaves the account invited', async () => {
    await invite();
    const token = invitationToken(NEW.email);
    await t.database.db.execute(sql`update password_reset_tokens set expires_at = now() - interval '1 second' where kind = 'invitation'`);
    expect((await accept(token)).status).toBe(400);
    expect(await byEmail(NEW.email)).toMatchObject({ status: 'invited', invitationExpiresAt: null });
  });
});

describe('POST|DELETE /super-admins/{id}/invitation', () => {
  it('resend mails a new link and voids the old one', async () => {
    const invited = await invite();
    const old = invitationToken(NEW.email);
    const res = await call(t.app, 'POST', `/super-admins/${invited.id}/invitation`, undefined, { token: admin });
    expect(res).toMatchObject({ status: 200, body: { message: 'Invitation sent again to nora.quinn@example.com.' } });
    const fresh = invitationToken(NEW.email);
    expect(fresh).not.toBe(old);
    expect((await accept(old)).status).toBe(400);
    expect((await accept(fresh)).status).toBe(200);
    expect(await auditOf('invitation.resend')).toHaveLength(1);
  });

  it('resend is refused for an active account (409), to non-super-admins (403) and without a session (401)', async () => {
    const invited = await invite();
    const sara = (await listAll()).find((a) => a.name === 'Sara Admin')!;
    const before = await auditActions();
    expect((await call(t.app, 'POST', `/super-admins/${sara.id}/invitation`, undefined, { token: admin })).body.message).toBe(SUPER_ADMIN_MESSAGES.notInvited);
    expect((await call(t.app, 'POST', `/super-admins/${invited.id}/invitation`)).status).toBe(401);
    for (const email of ['hr@example.com', 'inventory@example.com', 'viewer@example.com']) {
      expect((await call(t.app, 'POST', `/super-admins/${invited.id}/invitation`, undefined, { token: await signIn(t.app, email) })).status).toBe(403);
    }
    expect(await auditActions()).toEqual(before);
  });

  it('revoke voids the open link; a second revoke is refused with 409', async () => {
    const invited = await invite();
    const token = invitationToken(NEW.email);
    const res = await call(t.app, 'DELETE', `/super-admins/${invited.id}/invitation`, undefined, { token: admin });
    expect(res).toMatchObject({ status: 200, body: { message: 'The invitation of Nora Quinn has been revoked.' } });
    expect(res.body.data).toMatchObject({ status: 'invited', invitationExpiresAt: null });
    expect((await accept(token)).status).toBe(400);
    const again = await call(t.app, 'DELETE', `/super-admins/${invited.id}/invitation`, undefined, { token: admin });
    expect(again).toMatchObject({ status: 409, body: { message: 'This account has no open invitation to revoke.' } });
    expect(await auditOf('invitation.revoke')).toHaveLength(1);
  });

  it('revoke needs the edit permission and a super admin', async () => {
    const invited = await invite();
    expect((await call(t.app, 'DELETE', `/super-admins/${invited.id}/invitation`)).status).toBe(401);
    for (const email of ['inventory@example.com', 'viewer@example.com']) {
      expect((await call(t.app, 'DELETE', `/super-admins/${invited.id}/invitation`, undefined, { token: await signIn(t.app, email) })).status).toBe(403);
    }
    const hr = await call(t.app, 'DELETE', `/super-admins/${invited.id}/invitation`, undefined, { token: await signIn(t.app, 'hr@example.com') });
    expect(hr).toMatchObject({ status: 403, body: { message: SUPER_ADMIN_MESSAGES.onlySuperAdminRevokes } });
    expect(await auditOf('invitation.revoke')).toHaveLength(0);
  });
});

describe('PATCH /super-admins/{id}', () => {
  it('disabling ends the account sessions at once and stops its sign-in; enabling brings it back', async () => {
    const omar = await byEmail('omar.farooq@example.com');
    const session = await signIn(t.app, omar.email);
    expect((await call(t.app, 'GET', '/auth/getMe', undefined, { token: session })).status).toBe(200);

    const res = await call(t.app, 'PATCH', `/super-admins/${omar.id}`, { status: 'disabled' }, { token: admin });
    expect(res).toMatchObject({ status: 200, body: { message: 'Omar Farooq has been disabled.', data: { status: 'disabled' } } });
    expect((await call(t.app, 'GET', '/auth/getMe', undefined, { token: session })).status).toBe(401);
    expect((await call(t.app, 'POST', '/auth/login', { email: omar.email, password: 'demo-password' })).status).toBe(401);
    const [update] = await auditOf('super_admin.update');
    expect(update!.changes).toEqual({ status: ['active', 'disabled'] });

    expect((await call(t.app, 'PATCH', `/super-admins/${omar.id}`, { status: 'active' }, { token: admin })).body.data.status).toBe('active');
    await signIn(t.app, omar.email);
  });

  it('edits name and contact with a diff in the audit log; an unchanged value writes nothing', async () => {
    const omar = await byEmail('omar.farooq@example.com');
    const res = await call(t.app, 'PATCH', `/super-admins/${omar.id}`, { name: 'Omar F. Farooq', contact: omar.contact }, { token: admin });
    expect(res.body.data.name).toBe('Omar F. Farooq');
    expect((await auditOf('super_admin.update'))[0]!.changes).toEqual({ name: ['Omar Farooq', 'Omar F. Farooq'] });
    await call(t.app, 'PATCH', `/super-admins/${omar.id}`, { name: 'Omar F. Farooq' }, { token: admin });
    expect(await auditOf('super_admin.update')).toHaveLength(1);
  });

  it('answers messages for bad input, 404 for an unknown id and 409 for a taken email', async () => {
    const omar = await byEmail('omar.farooq@example.com');
    const patch = (id: string, body: unknown) => call(t.app, 'PATCH', `/super-admins/${id}`, body, { token: admin });
    expect((await patch(omar.id, {})).body).toMatchObject({ message: 'Nothing to update' });
    expect((await patch(omar.id, { status: 'invited' })).body.message).toBe('Status must be active or disabled');
    expect((await patch(omar.id, { email: 'x' })).body.message).toBe('Invalid email address');
    expect((await patch('00000000-0000-4000-8000-000000000000', { name: 'Who' })).status).toBe(404);
    expect((await patch('not-an-id', { name: 'Who' })).status).toBe(404);
    expect(await patch(omar.id, { email: 'Viewer@Example.com' })).toMatchObject({ status: 409, body: { message: SUPER_ADMIN_MESSAGES.emailTaken } });
    expect(await auditActions()).toEqual([]);
  });

  it('refuses disabling yourself and an invited account', async () => {
    const sara = (await listAll()).find((a) => a.name === 'Sara Admin')!;
    const self = await call(t.app, 'PATCH', `/super-admins/${sara.id}`, { status: 'disabled' }, { token: admin });
    expect(self).toMatchObject({ status: 409, body: { message: SUPER_ADMIN_MESSAGES.selfDisable } });
    const invited = (await listAll()).find((a) => a.status === 'invited')!;
    expect((await call(t.app, 'PATCH', `/super-admins/${invited.id}`, { status: 'disabled' }, { token: admin })).body.message).toBe(
      SUPER_ADMIN_MESSAGES.invitedDisable,
    );
    expect(await auditActions()).toEqual([]);
  });

  it('lets only a super admin disable or revive one: hr, holding the edit permission, gets 403 and the session lives (issue 27 §2)', async () => {
    const omar = await byEmail('omar.farooq@example.com');
    const session = await signIn(t.app, omar.email);
    const hr = await signIn(t.app, 'hr@example.com');
    const disable = await call(t.app, 'PATCH', `/super-admins/${omar.id}`, { status: 'disabled' }, { token: hr });
    expect(disable).toMatchObject({ status: 403, body: { message: SUPER_ADMIN_MESSAGES.onlySuperAdminChanges } });
    expect((await call(t.app, 'GET', '/auth/getMe', undefined, { token: session })).status).toBe(200);
    expect((await byEmail(omar.email)).status).toBe('active');

    // A retired super admin is not revived by hr either.
    expect((await call(t.app, 'PATCH', `/super-admins/${omar.id}`, { status: 'disabled' }, { token: admin })).status).toBe(200);
    const before = await auditActions();
    const revive = await call(t.app, 'PATCH', `/super-admins/${omar.id}`, { status: 'active' }, { token: hr });
    expect(revive).toMatchObject({ status: 403, body: { message: SUPER_ADMIN_MESSAGES.onlySuperAdminChanges } });
    expect((await byEmail(omar.email)).status).toBe('disabled');
    expect(await auditActions()).toEqual(before);
  });

  it('lets only a super admin change an email, name or contact; 401 and 403 for roles without the permission', async () => {
    const omar = await byEmail('omar.farooq@example.com');
    const hr = await signIn(t.app, 'hr@example.com');
    for (const body of [{ email: 'hr.owns.this@example.com' }, { name: 'Omar' }, { contact: '+923009999999' }]) {
      const refused = await call(t.app, 'PATCH', `/super-admins/${omar.id}`, body, { token: hr });
      expect(refused).toMatchObject({ status: 403, body: { message: SUPER_ADMIN_MESSAGES.onlySuperAdminChanges } });
    }
    expect((await call(t.app, 'PATCH', `/super-admins/${omar.id}`, { name: 'Omar' })).status).toBe(401);
    for (const email of ['inventory@example.com', 'viewer@example.com']) {
      expect((await call(t.app, 'PATCH', `/super-admins/${omar.id}`, { name: 'Omar' }, { token: await signIn(t.app, email) })).status).toBe(403);
    }
    expect(await auditActions()).toEqual([]);
  });
});

describe('DELETE /super-admins/{id}', () => {
  it('removes another super admin, ends its sessions and audits it', async () => {
    const omar = await byEmail('omar.farooq@example.com');
    const session = await signIn(t.app, omar.email);
    const res = await call(t.app, 'DELETE', `/super-admins/${omar.id}`, undefined, { token: admin });
    expect(res).toMatchObject({ status: 200, body: { message: 'Omar Farooq has been deleted.' } });
    expect((await call(t.app, 'GET', '/auth/getMe', undefined, { token: session })).status).toBe(401);
    expect((await listAll()).some((a) => a.id === omar.id)).toBe(false);
    expect((await auditOf('super_admin.delete'))[0]).toMatchObject({ entityId: omar.id, entityLabel: 'Omar Farooq' });
    expect((await call(t.app, 'DELETE', `/super-admins/${omar.id}`, undefined, { token: admin })).status).toBe(404);
  });

  it('refuses removing yourself (409) and anyone by a non-super-admin (403), writing nothing', async () => {
    const all = await listAll();
    const sara = all.find((a) => a.name === 'Sara Admin')!;
    expect(await call(t.app, 'DELETE', `/super-admins/${sara.id}`, undefined, { token: admin })).toMatchObject({
      status: 409,
      body: { message: SUPER_ADMIN_MESSAGES.selfRemove },
    });
    const omar = all.find((a) => a.email === 'omar.farooq@example.com')!;
    expect((await call(t.app, 'DELETE', `/super-admins/${omar.id}`)).status).toBe(401);
    const hr = await call(t.app, 'DELETE', `/super-admins/${omar.id}`, undefined, { token: await signIn(t.app, 'hr@example.com') });
    expect(hr).toMatchObject({ status: 403, body: { message: SUPER_ADMIN_MESSAGES.onlySuperAdminRemoves } });
    for (const email of ['inventory@example.com', 'viewer@example.com']) {
      expect((await call(t.app, 'DELETE', `/super-admins/${omar.id}`, undefined, { token: await signIn(t.app, email) })).status).toBe(403);
    }
    expect(await auditActions()).toEqual([]);
  });
});
