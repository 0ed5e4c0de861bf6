/**
 * Impersonation hand-offs (issue 14 §3): staff start one with a reason, the customer's site consumes
 * it once with its site secret, staff list and end them. Every start, consume, refusal and early end
 * is audited (on the customer user, with the reason); a start and its audit entry share a transaction.
 * The token goes to, and names as its audience, the site the customer has stored, and a cancelled or
 * suspended customer is refused at both ends (issue 27). A thin factory over the use cases, one file each.
 */
import type { ImpersonateInput } from '~/lib/impersonation/schemas';
import type { AuditContext } from '~/server/audit/record';
import { consumeImpersonation } from '~/server/impersonation/consume-impersonation';
import { endImpersonation } from '~/server/impersonation/end-impersonation';
import type { ImpersonationDeps } from '~/server/impersonation/impersonation-context';
import { listImpersonations } from '~/server/impersonation/list-impersonations';
import { startImpersonation } from '~/server/impersonation/start-impersonation';

export { IMPERSONATION_MESSAGES, type ImpersonationDeps } from '~/server/impersonation/impersonation-context';
export { RECENT_IMPERSONATIONS } from '~/server/impersonation/list-impersonations';
export type { ConsumedClaims } from '~/server/impersonation/consume-impersonation';

/** Builds the impersonation service; each method is documented on its use case. */
export function impersonationService(deps: ImpersonationDeps) {
  return {
    start: (customerUserId: string, input: ImpersonateInput, context: AuditContext) => startImpersonation(deps, customerUserId, input, context),
    consume: (authorization: string | undefined, token: string, context: AuditContext) => consumeImpersonation(deps, authorization, token, context),
    list: (customerUserId: string) => listImpersonations(deps.db, customerUserId),
    end: (id: string, context: AuditContext) => endImpersonation(deps.db, id, context),
  };
}

export type ImpersonationService = ReturnType<typeof impersonationService>;
