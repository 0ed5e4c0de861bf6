/**
 * Row actions of the catalogue lists (issue 13: packages, business categories): `data-row-action`
 * buttons, handled by the one RowActions island (lib/row-action-channel.ts).
 */
import { rowActionChannel } from '~/lib/row-action-channel';

export const ROW_ACTION_KINDS = ['duplicate', 'archive', 'activate', 'hide', 'show', 'delete'] as const;
export type RowActionKind = (typeof ROW_ACTION_KINDS)[number];

export const rowActions = rowActionChannel<RowActionKind>('row', ROW_ACTION_KINDS);
