import { describe, expect, it } from 'vitest';
import { movesLead, toFormLead } from '~/lib/leads/form';
import type { Lead } from '~/lib/leads/model';

const lead: Lead = {
  id: 'l1',
  name: 'Ada',
  email: 'ada@example.com',
  phone: '+923001234567',
  company: 'Engines',
  subdomain: 'ada',
  fqdn: 'ada.leads.example.com',
  dataCenterId: 'dc1',
  dataCenterName: 'web-1',
  status: 'failed',
  categoryId: 'c1',
  notes: null,
  createdBy: 'Sara Admin',
  createdAt: '2026-11-20T15:45:00Z',
  updatedAt: '2026-11-20T15:45:00Z',
  lastError: 'not running',
  convertedAt: null,
};

describe('toFormLead', () => {
  it('keeps what the form and its dialogs use, nothing else', () => {
    // Only the record's history is left out: who made it, when, and its last error.
    const { createdBy: _by, createdAt: _at, updatedAt: _updated, lastError: _error, convertedAt: _converted, ...kept } = lead;
    expect(toFormLead(lead)).toEqual(kept);
  });
});

describe('movesLead (a save that re-provisions)', () => {
  it('is true when the subdomain or the data center changes, false otherwise', () => {
    expect(movesLead(lead, { subdomain: 'ada', dataCenterId: 'dc1' })).toBe(false);
    expect(movesLead(lead, { subdomain: 'ada2', dataCenterId: 'dc1' })).toBe(true);
    expect(movesLead(lead, { subdomain: 'ada', dataCenterId: 'dc2' })).toBe(true);
    expect(movesLead({ subdomain: 'ada', dataCenterId: null }, { subdomain: 'ada', dataCenterId: 'dc1' })).toBe(true);
  });
});
