import { describe, expect, it } from 'vitest';
import { actionsFor, LEAD_RIGHTS, leadRights, mayActOn, mayAdd, mayDoAny } from '~/lib/leads/rights';

const holder = (...permissions: string[]) => ({ is_super_admin: false, role: { permissions } });
const everything = leadRights(holder(...Object.values(LEAD_RIGHTS).flat()));
/** A role with the existing-leads codes only (it may act on live leads). */
const existingOnly = leadRights(
  holder(...[LEAD_RIGHTS.editExisting, LEAD_RIGHTS.deleteExisting, LEAD_RIGHTS.openExisting, LEAD_RIGHTS.viewExisting].flat()),
);

describe('leads actionsFor', () => {
  it('converts a live lead not yet converted, then edits and deletes it', () => {
    expect(actionsFor({ status: 'active', convertedAt: null }, everything)).toEqual(['convert', 'edit', 'delete']);
    expect(actionsFor({ status: 'active', convertedAt: '2026-01-02T00:00:00.000Z' }, everything)).toEqual(['edit', 'delete']);
  });

  it('retries a failed lead, and offers nothing on a deleted one', () => {
    expect(actionsFor({ status: 'failed', convertedAt: null }, everything)).toEqual(['retry', 'edit', 'delete']);
    expect(actionsFor({ status: 'pending', convertedAt: null }, everything)).toEqual(['edit', 'delete']);
    expect(actionsFor({ status: 'deleted', convertedAt: null }, everything)).toEqual([]);
  });

  it('lets the existing-leads codes act on live leads only, and never retry', () => {
    expect(actionsFor({ status: 'active', convertedAt: null }, existingOnly)).toEqual(['convert', 'edit', 'delete']);
    expect(actionsFor({ status: 'failed', convertedAt: null }, existingOnly)).toEqual([]);
    expect(actionsFor({ status: 'pending', convertedAt: null }, existingOnly)).toEqual([]);
  });

  it('offers nothing to a role that may only look', () => {
    const viewer = leadRights(holder(...LEAD_RIGHTS.view, ...LEAD_RIGHTS.viewExisting, ...LEAD_RIGHTS.open));
    expect(actionsFor({ status: 'active', convertedAt: null }, viewer)).toEqual([]);
    expect(actionsFor({ status: 'failed', convertedAt: null }, viewer)).toEqual([]);
  });
});

describe('the two codes of a lead action', () => {
  it('either code passes the first check; the existing-leads one only for a live lead', () => {
    expect(mayDoAny('edit', existingOnly)).toBe(true);
    expect(mayActOn('edit', 'active', existingOnly)).toBe(true);
    expect(mayActOn('edit', 'failed', existingOnly)).toBe(false);
    expect(mayActOn('edit', 'failed', everything)).toBe(true);
    expect(mayDoAny('add', existingOnly)).toBe(false);
  });

  it('adds with the registration page and either add code', () => {
    expect(mayAdd(everything)).toBe(true);
    expect(mayAdd(leadRights(holder(...LEAD_RIGHTS.addExisting, ...LEAD_RIGHTS.register)))).toBe(true);
    expect(mayAdd(leadRights(holder(...LEAD_RIGHTS.add)))).toBe(false);
  });
});
