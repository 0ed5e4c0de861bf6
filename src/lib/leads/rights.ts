/**
 * What may be done to leads (spec §6, issue 5 point 4, issue 14 §1, issue 25 §4). Each action has
 * two codes: the `allleads` one acts on any lead, the `existingleads` one on a live lead (status
 * `active`, what Existing Leads lists) only. Retrying a failed lead needs the all-leads edit code
 * (a failed lead is never live). Read by the lists' buttons and by the API's guards
 * (server/leads/routes.ts), so a button and its guard apply the same rule.
 */
import { crud, P, type PermissionHolder } from '~/lib/permissions';
import { allowed, rightsOf, type Rights } from '~/lib/rights';
import type { Lead, LeadStatus } from '~/lib/leads/model';

export const LEAD_RIGHTS = {
  register: [P.OI_LEAD_REGISTERATION],
  tracker: [P.OI_LEAD_ACTIVITY_TRACKER],
  add: [crud('oi', 'add', 'allleads')],
  addExisting: [crud('oi', 'add', 'existingleads')],
  view: [crud('oi', 'view', 'allleads')],
  viewExisting: [crud('oi', 'view', 'existingleads')],
  open: [crud('oi', 'single_lead_information', 'allleads')],
  openExisting: [crud('oi', 'single_lead_information', 'existingleads')],
  edit: [crud('oi', 'edit', 'allleads')],
  editExisting: [crud('oi', 'edit', 'existingleads')],
  delete: [crud('oi', 'delete', 'allleads')],
  deleteExisting: [crud('oi', 'delete', 'existingleads')],
  retry: [crud('oi', 'edit', 'allleads')],
} as const;

export type LeadRights = Rights<typeof LEAD_RIGHTS>;
export const leadRights = (holder: PermissionHolder | null | undefined): LeadRights => rightsOf(LEAD_RIGHTS, holder);

/** The actions with an all-leads and an existing-leads code. */
export type ScopedLeadAction = 'add' | 'view' | 'open' | 'edit' | 'delete';

/** The existing-leads entry of `action`. */
export const existing = (action: ScopedLeadAction) => `${action}Existing` as const;

/** True when `rights` hold either code of `action`: the routes' first check, before the lead is read. */
export function mayDoAny(action: ScopedLeadAction, rights: LeadRights): boolean {
  return rights[action] || rights[existing(action)];
}

/** True when `rights` may `action` a lead of `status`: any lead with the all-leads code, a live one with the existing-leads code. */
export function mayActOn(action: ScopedLeadAction, status: LeadStatus, rights: LeadRights): boolean {
  return rights[action] || (rights[existing(action)] && status === 'active');
}

/** May add a lead: the registration page and either add code. */
export const mayAdd = (rights: LeadRights): boolean => rights.register && mayDoAny('add', rights);

export type LeadAction = 'convert' | 'retry' | 'edit' | 'delete';

/**
 * The row actions `rights` allow on lead `row`: convert a live lead not yet converted (either edit
 * code), retry a failed one, edit and delete any lead not deleted.
 */
export function actionsFor(row: Pick<Lead, 'status' | 'convertedAt'>, rights: LeadRights): LeadAction[] {
  const live = row.status !== 'deleted';
  return allowed<LeadAction>([
    ['convert', row.status === 'active' && !row.convertedAt && mayActOn('edit', row.status, rights)],
    ['retry', row.status === 'failed' && rights.retry],
    ['edit', live && mayActOn('edit', row.status, rights)],
    ['delete', live && mayActOn('delete', row.status, rights)],
  ]);
}
