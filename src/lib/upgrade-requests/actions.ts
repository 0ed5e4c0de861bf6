/**
 * Row actions of the upgrade request tables (issue 14 §4): `data-upgrade-action` buttons, handled by
 * the one UpgradeRequestActions island (lib/row-action-channel.ts).
 */
import { rowActionChannel } from '~/lib/row-action-channel';

export const UPGRADE_ACTION_KINDS = ['approve', 'reject'] as const;
export type UpgradeActionKind = (typeof UPGRADE_ACTION_KINDS)[number];

export const upgradeActions = rowActionChannel<UpgradeActionKind>('upgrade', UPGRADE_ACTION_KINDS);
