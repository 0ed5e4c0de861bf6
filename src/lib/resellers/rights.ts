/**
 * What may be done to resellers (issue 13 §3, issue 25 §4). The spec (§6) gives resellers access
 * codes only, so each code gates its page and the writes made from it, and every write also needs
 * `oi:edit::resellers`, which a read-only role lacks: registering from the registration page,
 * approve and reject from the application queue, edit, suspend, reactivate and delete from All
 * Resellers. Read by the lists' buttons and by the API's guards (server/resellers/routes.ts).
 */
import { crud, P, type PermissionHolder } from '~/lib/permissions';
import { allowed, rightsOf, type Rights } from '~/lib/rights';
import type { Reseller } from '~/lib/resellers/model';

const WRITE = crud('oi', 'edit', 'resellers');

export const RESELLER_RIGHTS = {
  register: [P.OI_RESELLERS_REGISTERATION, WRITE],
  manage: [P.OI_ALL_RESELLERS, WRITE],
  decide: [P.OI_LIST_OF_ONLINE_RESELLERS, WRITE],
} as const;

export type ResellerRights = Rights<typeof RESELLER_RIGHTS>;
export const resellerRights = (holder: PermissionHolder | null | undefined): ResellerRights => rightsOf(RESELLER_RIGHTS, holder);

/** `all`: every reseller; `queue`: the online applications, pending first. */
export type ResellerListMode = 'all' | 'queue';

export type ResellerAction = 'approve' | 'reject' | 'edit' | 'suspend' | 'reactivate' | 'delete';

/** The row actions `rights` allow on `row` in the `mode` list: the queue decides pending applications, All Resellers manages. */
export function actionsFor(row: Pick<Reseller, 'status'>, rights: ResellerRights, mode: ResellerListMode): ResellerAction[] {
  const decide = mode === 'queue' && rights.decide && row.status === 'pending';
  const manage = mode === 'all' && rights.manage;
  return allowed<ResellerAction>([
    ['approve', decide],
    ['reject', decide],
    ['edit', manage],
    ['suspend', manage && row.status === 'active'],
    ['reactivate', manage && row.status === 'suspended'],
    ['delete', manage],
  ]);
}
