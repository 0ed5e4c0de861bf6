/**
 * The lead form's view of a lead (issue 5 point 4): the editable fields the table hands to the
 * edit dialog, and when a save re-provisions. The data center choices are in lead-data-centers.ts.
 */
import type { Lead } from '~/lib/leads/model';

/** The fields of a lead the form edits, plus what the edit dialog needs to know about it. */
export type LeadFormLead = Pick<
  Lead,
  'id' | 'name' | 'email' | 'phone' | 'company' | 'subdomain' | 'fqdn' | 'dataCenterId' | 'dataCenterName' | 'notes' | 'status' | 'categoryId'
>;

/** The form's view of a lead (drops what it never shows: dates, creator, last error). */
export function toFormLead(lead: Lead): LeadFormLead {
  const { id, name, email, phone, company, subdomain, fqdn, dataCenterId, dataCenterName, notes, status, categoryId } = lead;
  return { id, name, email, phone, company, subdomain, fqdn, dataCenterId, dataCenterName, notes, status, categoryId };
}

/** True when saving `next` over `current` re-provisions the lead: its subdomain or data center changes. */
export function movesLead(
  current: { subdomain: string; dataCenterId: string | null },
  next: { subdomain: string; dataCenterId: string | null },
): boolean {
  return current.subdomain !== next.subdomain || current.dataCenterId !== next.dataCenterId;
}
