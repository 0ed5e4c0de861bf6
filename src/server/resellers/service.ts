/**
 * Resellers (issue 13 §3): a thin factory over the use cases, each in its own file: list, read,
 * register (staff, active at once), apply (the website's application, pending), update, delete,
 * and the status changes approve / reject / suspend / reactivate. Every write is audited in its
 * transaction with its field changes; a refused request (409 transition, 409 at `email` for an
 * email taken, 400 unknown category or package) changes nothing. Approve and reject email the
 * applicant through the mailer after the commit. Returns DTOs only.
 */
import type { ResellerTransition } from '~/lib/resellers/model';
import type { CreateResellerInput, ResellerApplicationInput, ResellerListQuery, UpdateResellerInput } from '~/lib/resellers/schemas';
import type { AuditContext } from '~/server/audit/record';
import { listResellers, resellerPackageOptions } from '~/server/resellers/list-resellers';
import { applyReseller, createReseller } from '~/server/resellers/register-reseller';
import { removeReseller } from '~/server/resellers/remove-reseller';
import { resellerContext, type ResellerDeps } from '~/server/resellers/reseller-context';
import { transitionReseller, transitionResellers } from '~/server/resellers/transition-reseller';
import { updateReseller } from '~/server/resellers/update-reseller';

/** Builds the resellers service; each method is documented on its use case. */
export function resellerService(deps: ResellerDeps) {
  const ctx = resellerContext(deps);
  return {
    packageOptions: () => resellerPackageOptions(ctx),
    list: (query: ResellerListQuery) => listResellers(ctx, query),
    /** @throws HttpError 404 */
    get: (id: string) => ctx.one(ctx.db, id),
    create: (input: CreateResellerInput, audit: AuditContext) => createReseller(ctx, input, audit),
    apply: (input: Omit<ResellerApplicationInput, 'website'>, audit: AuditContext) => applyReseller(ctx, input, audit),
    update: (id: string, input: UpdateResellerInput, audit: AuditContext) => updateReseller(ctx, id, input, audit),
    remove: (id: string, audit: AuditContext) => removeReseller(ctx, id, audit),
    transition: (id: string, change: ResellerTransition, audit: AuditContext, reason = '') => transitionReseller(ctx, id, change, audit, reason),
    transitionMany: (ids: readonly string[], change: ResellerTransition, audit: AuditContext, reason = '') => transitionResellers(ctx, ids, change, audit, reason),
  };
}

export type ResellerService = ReturnType<typeof resellerService>;
