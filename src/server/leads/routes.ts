/**
 * Routes of spec §7 "Leads" (base /leads) and the issue 5 additions: validate with the shared schema
 * → service → DTO, bodies `{message, data}`. Permissions of spec §6: the `allleads` codes for every
 * lead; the `existingleads` codes for leads whose subdomain is live (status active);
 * `oi:access::lead_activity_tracker` for the tracker.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { Lead } from '~/lib/leads/model';
import { existing, LEAD_RIGHTS, leadRights, mayActOn, mayDoAny, type ScopedLeadAction } from '~/lib/leads/rights';
import {
  createLeadSchema,
  leadActivityQuerySchema,
  leadBulkSchema,
  leadIdSchema,
  leadListQuerySchema,
  updateLeadSchema,
} from '~/lib/leads/schemas';
import { auditContext } from '~/server/audit/context';
import { missingPermissionMessage, requireAuth } from '~/server/http/auth';
import type { AppEnv } from '~/server/http/env';
import { conversionOptionsQuerySchema, convertLeadSchema } from '~/lib/customers/schemas';
import { forbidden } from '~/server/http/errors';
import { requireRight } from '~/server/http/rights';
import { bulkHandler } from '~/server/http/bulk';
import { PAGE_SIZE_MAX } from '~/lib/schemas/limits';
import { body, validate, validQuery } from '~/server/http/validate';
import { LEAD_MESSAGES, type Attempted } from '~/server/leads/service';

/** 401 without a session; 403 unless the caller holds `action` on all leads or on existing leads. */
function requireLeadRight(action: ScopedLeadAction): MiddlewareHandler<AppEnv> {
  return async (c, next) =>
    requireAuth(c, async () => {
      if (!mayDoAny(action, leadRights(c.var.user.details))) throw forbidden(missingPermissionMessage(...LEAD_RIGHTS[action], ...LEAD_RIGHTS[existing(action)]));
      await next();
    });
}

/** The finer check (lib/leads/rights.ts mayActOn): an `existingleads` holder may act only on a live lead. */
async function assertMayActOn(c: Context<AppEnv>, action: ScopedLeadAction, id: string): Promise<void> {
  const rights = leadRights(c.var.user.details);
  if (rights[action] || mayActOn(action, await c.var.services.leads.statusOf(id), rights)) return;
  // An existing-leads holder asking about a lead that is not live: only the all-leads permission would do.
  throw forbidden(missingPermissionMessage(...LEAD_RIGHTS[action]));
}

/** `{message, data}` of a call that made a provisioning attempt: the message says how it went. */
function attempted(outcome: Attempted, success: string, partial: string) {
  return { message: outcome.error === undefined ? success : `${partial}: ${outcome.error}`, data: outcome.lead };
}

export const leadRoutes = new Hono<AppEnv>()
  .post('/create-lead', requireLeadRight('add'), async (c) => {
    const input = await body(c, createLeadSchema);
    const outcome = await c.var.services.leads.create(input, c.var.user.details.id, auditContext(c));
    // 201 either way: the lead exists. A failed attempt keeps it as `failed`, ready for /retry-lead.
    return c.json(attempted(outcome, 'Lead added successfully', 'The lead was saved, but its subdomain could not be provisioned'), 201);
  })
  .get('/get-all-lead', async (c, next) => {
    // The existing-leads page lists live subdomains under its own permission (spec §6).
    return requireRight(c.req.query('view') === 'existing' ? LEAD_RIGHTS.viewExisting : LEAD_RIGHTS.view)(c, next);
  }, async (c) => {
    const query = await validQuery(c, leadListQuerySchema);
    const { data, meta } = await c.var.services.leads.list(query);
    return c.json({ message: 'Leads fetched successfully', data, meta });
  })
  .get('/get-all-lead-activities', requireRight(LEAD_RIGHTS.tracker), async (c) => {
    const { type } = await validQuery(c, leadActivityQuerySchema);
    const data = await c.var.services.leads.activities(type);
    return c.json({ message: 'Lead activities fetched successfully', data });
  })
  .get('/get-lead/:id', requireLeadRight('open'), async (c) => {
    const { id } = await validate(leadIdSchema, { id: c.req.param('id') });
    await assertMayActOn(c, 'open', id);
    return c.json({ message: 'Lead fetched successfully', data: await c.var.services.leads.details(id) });
  })
  .patch('/update-lead', requireLeadRight('edit'), async (c) => {
    const input = await body(c, updateLeadSchema);
    await assertMayActOn(c, 'edit', input.id);
    const outcome = await c.var.services.leads.update(input, auditContext(c));
    return c.json(attempted(outcome, 'Lead updated successfully', 'The lead was updated, but its subdomain could not be provisioned'));
  })
  .delete('/delete-lead', requireLeadRight('delete'), async (c) => {
    const { id } = await body(c, leadIdSchema);
    await assertMayActOn(c, 'delete', id);
    const lead: Lead = await c.var.services.leads.remove(id, auditContext(c));
    return c.json({ message: `Lead ${lead.name} has been deleted.`, data: lead });
  })
  .post('/retry-lead', requireRight(LEAD_RIGHTS.retry), async (c) => {
    const { id } = await body(c, leadIdSchema);
    const outcome = await c.var.services.leads.retry(id, auditContext(c));
    return c.json(attempted(outcome, 'Lead provisioned successfully', LEAD_MESSAGES.retryFailed));
  })
  // Issue 29 §2: each lead deleted or retried as its single route decides it, a batch per transaction, under the same guards.
  .post(
    '/bulk',
    requireAuth,
    bulkHandler({
      schema: leadBulkSchema,
      guard: (action) => (action === 'delete' ? requireLeadRight('delete') : requireRight(LEAD_RIGHTS.retry)),
      page: async (c, filter, after) => c.var.services.leads.list(await validate(leadListQuerySchema, { ...filter, pageSize: PAGE_SIZE_MAX, ...(after ? { after } : {}) })),
      batch: 100,
      run: (c, ids, { action }, audit) => {
        if (action === 'retry') return c.var.services.leads.retryMany(ids, audit);
        // The existing-leads holder's rule of assertMayActOn, decided on each lead's status.
        const rights = leadRights(c.var.user.details);
        const refusal = forbidden(missingPermissionMessage(...LEAD_RIGHTS.delete));
        return c.var.services.leads.removeMany(ids, audit, (status) => (mayActOn('delete', status, rights) ? undefined : refusal));
      },
      noun: { one: 'lead', many: 'leads' },
      done: { delete: 'deleted', retry: 'retried' },
    }),
  )
  // Issue 14 §1: a live lead becomes a customer; either edit code suffices, since only a live lead converts.
  .get('/convert-options', requireLeadRight('edit'), async (c) => {
    const { reseller_q } = await validQuery(c, conversionOptionsQuerySchema);
    return c.json({ message: 'Options fetched successfully', data: await c.var.services.customers.conversionOptions(reseller_q) });
  })
  .post('/:id/convert', requireLeadRight('edit'), async (c) => {
    const { id } = await validate(leadIdSchema, { id: c.req.param('id') });
    const input = await body(c, convertLeadSchema);
    const data = await c.var.services.customers.convert(id, input, auditContext(c));
    return c.json({ message: `${data.businessName} is now a customer.`, data }, 201);
  });
