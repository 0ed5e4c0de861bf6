/**
 * Row actions of the reseller lists (issue 13 §3): `data-reseller-action` buttons, handled by the one
 * ResellerActions island (lib/row-action-channel.ts).
 */
import { rowActionChannel } from '~/lib/row-action-channel';

export const RESELLER_ACTION_KINDS = ['approve', 'reject', 'suspend', 'reactivate', 'delete'] as const;
export type ResellerActionKind = (typeof RESELLER_ACTION_KINDS)[number];

export const resellerActions = rowActionChannel<ResellerActionKind>('reseller', RESELLER_ACTION_KINDS);
