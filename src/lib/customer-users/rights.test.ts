import { describe, expect, it } from 'vitest';
import type { CustomerStatus } from '~/lib/customers/model';
import type { CustomerUserStatus } from '~/lib/customer-users/model';
import { actionsFor, customerUserRights, handoffActionsFor } from '~/lib/customer-users/rights';

const holder = (...permissions: string[]) => ({ is_super_admin: false, role: { permissions } });
const staff = customerUserRights(holder('oi:view::customer_users', 'oi:impersonate::customer_users'));
const viewer = customerUserRights(holder('oi:view::customer_users'));
const user = (status: CustomerUserStatus, customer: CustomerStatus) => ({ status, customer: { businessName: 'Acme', packageId: 'p', subdomain: 'acme', status: customer } });

describe('customer users actionsFor', () => {
  it('impersonates an active or invited user of an open customer', () => {
    expect(actionsFor(user('active', 'active'), staff)).toEqual(['impersonate']);
    expect(actionsFor(user('invited', 'trial'), staff)).toEqual(['impersonate']);
    expect(actionsFor(user('active', 'past_due'), staff)).toEqual(['impersonate']);
  });
  it('never a disabled user, nor a user of a cancelled or suspended customer', () => {
    expect(actionsFor(user('disabled', 'active'), staff)).toEqual([]);
    expect(actionsFor(user('active', 'cancelled'), staff)).toEqual([]);
    expect(actionsFor(user('active', 'suspended'), staff)).toEqual([]);
  });
  it('gives a viewer without oi:impersonate nothing', () => {
    expect(viewer.view).toBe(true);
    expect(actionsFor(user('active', 'active'), viewer)).toEqual([]);
    expect(handoffActionsFor({ status: 'active' }, viewer)).toEqual([]);
  });
  it('ends a live hand-off only', () => {
    expect(handoffActionsFor({ status: 'pending' }, staff)).toEqual(['end']);
    expect(handoffActionsFor({ status: 'active' }, staff)).toEqual(['end']);
    expect(handoffActionsFor({ status: 'expired' }, staff)).toEqual([]);
    expect(handoffActionsFor({ status: 'ended' }, staff)).toEqual([]);
  });
});
