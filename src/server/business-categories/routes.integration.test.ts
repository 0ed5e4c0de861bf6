import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BusinessCategory } from '~/lib/business-categories/model';
import { auditLog } from '~/server/audit/schema';
import { leads } from '~/server/leads/schema';
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

const as = (token: string) => ({ token });

async function list(query = ''): Promise<{ data: BusinessCategory[]; meta: { total: number; page: number } }> {
  const res = await call(t.app, 'GET', `/business-categories${query}`, undefined, as(admin));
  expect(res.status).toBe(200);
  return res.body as never;
}

async function byName(name: string): Promise<BusinessCategory> {
  const found = (await list(`?pageSize=100`)).data.find((c) => c.name === name);
  if (!found) throw new Error(`no demo category ${name}`);
  return found;
}

async function auditOf(id: string) {
  return t.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'business_category'), eq(auditLog.entityId, id)));
}

describe('GET /business-categories', () => {
  it('lists the demo categories in sort order with their counts, searched and filtered by status', async () => {
    const all = await list();
    expect(all.meta.total).toBe(8);
    expect(all.data[0]).toMatchObject({ name: 'Retail & E-commerce', slug: 'retail-e-commerce', status: 'active' });
    expect(all.data[0]!.counts).toMatchObject({ packages: 3 });
    expect(Object.keys(all.data[0]!.counts)).toEqual(expect.arrayContaining(['packages', 'resellers', 'leads']));
    // The list reads its counts with its page; one category counts them apart: the two agree.
    expect(all.data.some((c) => Object.values(c.counts).some((n) => n > 0))).toBe(true);
    for (const listed of all.data) expect((await call(t.app, 'GET', `/business-categories/${listed.id}`, undefined, as(admin))).body.data.counts).toEqual(listed.counts);
    expect((await list('?q=health')).data.map((c) => c.name)).toEqual(['Healthcare']);
    expect((await list('?status=hidden')).data.map((c) => c.name)).toEqual(['Non-profit']);
    expect((await list('?pageSize=5&page=2')).data).toHaveLength(3);
  });

  it('refuses a bad status filter with 400', async () => {
    const res = await call(t.app, 'GET', '/business-categories?status=gone', undefined, as(admin));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Status must be active or hidden');
  });

  it('answers 401 without a session and 403 to a role without the view code', async () => {
    expect((await call(t.app, 'GET', '/business-categories')).status).toBe(401);
    const hr = await signIn(t.app, 'hr@example.com');
    expect((await call(t.app, 'GET', '/business-categories', undefined, as(hr))).status).toBe(403);
    const viewer = await signIn(t.app, 'viewer@example.com');
    expect((await call(t.app, 'GET', '/business-categories', undefined, as(viewer))).status).toBe(200);
  });

  it('gives every signed-in user the options for selects', async () => {
    const hr = await signIn(t.app, 'hr@example.com');
    const res = await call(t.app, 'GET', '/business-categories/options', undefined, as(hr));
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(8);
    expect((await call(t.app, 'GET', '/business-categories/options')).status).toBe(401);
  });

  it('shows a change in the options at once, though they are kept between reads (issue 9 §4)', async () => {
    const names = async () => ((await call(t.app, 'GET', '/business-categories/options', undefined, as(admin))).body.data as Array<{ name: string; status: string }>);
    expect(await names()).toHaveLength(8);
    const created = await call(t.app, 'POST', '/business-categories', { name: 'Logistics' }, as(admin));
    expect((await names()).map((c) => c.name)).toContain('Logistics');
    await call(t.app, 'PATCH', `/business-categories/${created.body.data.id}`, { name: 'Freight', status: 'hidden' }, as(admin));
    expect(await names()).toContainEqual(expect.objectContaining({ name: 'Freight', status: 'hidden' }));
    await call(t.app, 'DELETE', `/business-categories/${created.body.data.id}`, undefined, as(admin));
    expect((await names()).map((c) => c.name)).not.toContain('Freight');
  });
});

describe('POST /business-categories', () => {
  it('creates a category with a derived slug, audited', async () => {
    const res = await call(t.app, 'POST', '/business-categories', { name: '  Real Estate & Property ', sortOrder: 5 }, as(admin));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ name: 'Real Estate & Property', slug: 'real-estate-property', sortOrder: 5, status: 'active', description: '' });
    expect(res.body.data.counts).toMatchObject({ packages: 0, resellers: 0, leads: 0 });
    const [entry] = await auditOf(res.body.data.id);
    expect(entry).toMatchObject({ action: 'category.create', entityLabel: 'Real Estate & Property' });
    expect(entry!.changes.slug).toEqual([null, 'real-estate-property']);
  });

  it('refuses a name taken in another case and a slug taken, with 409 at the field and nothing written', async () => {
    const before = (await t.database.db.select().from(auditLog)).length;
    const name = await call(t.app, 'POST', '/business-categories', { name: 'healthcare' }, as(admin));
    expect(name.status).toBe(409);
    expect(name.body).toEqual({ message: 'A business category with this name already exists.', errors: { name: 'A business category with this name already exists.' } });
    const slug = await call(t.app, 'POST', '/business-categories', { name: 'Health care', slug: 'healthcare' }, as(admin));
    expect(slug.status).toBe(409);
    expect(slug.body).toEqual({ message: 'A business category with this slug already exists.', errors: { slug: 'A business category with this slug already exists.' } });
    expect((await t.database.db.select().from(auditLog)).length).toBe(before);
    expect((await list()).meta.total).toBe(8);
  });

  it.each([
    [{ name: 'A' }, 'Name should be at least 2 characters long'],
    [{ name: 'x'.repeat(81) }, 'Name should not be greater than 80 characters long'],
    [{}, 'Name is required'],
    [{ name: 'Retail 2', slug: 'Bad Slug' }, 'Slug may contain only lower-case letters, digits and single hyphens'],
    [{ name: 'Retail 2', sortOrder: 1.5 }, 'Sort order must be a whole number'],
    [{ name: 'Retail 2', status: 'deleted' }, 'Status must be active or hidden'],
    [{ name: 'Retail 2', description: 'x'.repeat(501) }, 'Description should not be greater than 500 characters long'],
    [{ name: '!!' }, 'Slug may contain only lower-case letters, digits and single hyphens'],
  ])('answers 400 with the field message for %j', async (input, message) => {
    const res = await call(t.app, 'POST', '/business-categories', input, as(admin));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('is refused to the viewer (403) and allowed to the inventory manager', async () => {
    const viewer = await signIn(t.app, 'viewer@example.com');
    expect((await call(t.app, 'POST', '/business-categories', { name: 'Legal' }, as(viewer))).status).toBe(403);
    const inventory = await signIn(t.app, 'inventory@example.com');
    expect((await call(t.app, 'POST', '/business-categories', { name: 'Legal' }, as(inventory))).status).toBe(201);
  });
});

describe('GET|PATCH|DELETE /business-categories/:id', () => {
  it('reads one, and 404s an unknown id', async () => {
    const health = await byName('Healthcare');
    const res = await call(t.app, 'GET', `/business-categories/${health.id}`, undefined, as(admin));
    expect(res.body.data).toMatchObject({ name: 'Healthcare', counts: { packages: 2, resellers: 3 } });
    const missing = await call(t.app, 'GET', '/business-categories/00000000-0000-4000-8000-000000000000', undefined, as(admin));
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Business category not found');
  });

  it('hides a category with PATCH {status}, audited with the field change', async () => {
    const health = await byName('Healthcare');
    const res = await call(t.app, 'PATCH', `/business-categories/${health.id}`, { status: 'hidden' }, as(admin));
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('hidden');
    const [entry] = await auditOf(health.id);
    expect(entry).toMatchObject({ action: 'category.update', changes: { status: ['active', 'hidden'] } });
  });

  it('refuses to rename onto another category (409) and to the viewer (403)', async () => {
    const health = await byName('Healthcare');
    expect((await call(t.app, 'PATCH', `/business-categories/${health.id}`, { name: 'EDUCATION' }, as(admin))).status).toBe(409);
    const viewer = await signIn(t.app, 'viewer@example.com');
    expect((await call(t.app, 'PATCH', `/business-categories/${health.id}`, { status: 'hidden' }, as(viewer))).status).toBe(403);
  });

  it('refuses to delete a category in use, naming what uses it', async () => {
    const health = await byName('Healthcare');
    const [lead] = await t.database.db.select({ id: leads.id }).from(leads).limit(1);
    await t.database.db.update(leads).set({ categoryId: health.id }).where(eq(leads.id, lead!.id));
    const res = await call(t.app, 'DELETE', `/business-categories/${health.id}`, undefined, as(admin));
    expect(res.status).toBe(409);
    // The demo customers (issue 14 §5) are counted too.
    expect(res.body.message).toMatch(/^The business category Healthcare is used by 2 packages, 3 resellers, \d+ leads? and \d+ customers?\. Hide it instead\.$/);
    expect((await auditOf(health.id)).length).toBe(0);
  });

  it('deletes a category nothing uses, audited; then it is gone', async () => {
    const created = await call(t.app, 'POST', '/business-categories', { name: 'Gaming' }, as(admin));
    const id = created.body.data.id;
    const res = await call(t.app, 'DELETE', `/business-categories/${id}`, undefined, as(admin));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Business category Gaming has been deleted.');
    expect((await call(t.app, 'GET', `/business-categories/${id}`, undefined, as(admin))).status).toBe(404);
    expect((await auditOf(id)).map((e) => e.action)).toEqual(['category.create', 'category.delete']);
  });

  it('lets only holders of the delete code delete', async () => {
    const created = await call(t.app, 'POST', '/business-categories', { name: 'Gaming' }, as(admin));
    const hr = await signIn(t.app, 'hr@example.com');
    expect((await call(t.app, 'DELETE', `/business-categories/${created.body.data.id}`, undefined, as(hr))).status).toBe(403);
    const inventory = await signIn(t.app, 'inventory@example.com');
    expect((await call(t.app, 'DELETE', `/business-categories/${created.body.data.id}`, undefined, as(inventory))).status).toBe(200);
  });
});
