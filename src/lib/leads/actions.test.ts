import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearLeadAction, LEAD_ACTION_EVENT, leadActionStore, requestLeadAction } from '~/lib/leads/actions';

describe('the row-action store', () => {
  const dispatched: string[] = [];
  vi.stubGlobal('window', { dispatchEvent: (event: Event) => dispatched.push(event.type) });
  afterEach(() => clearLeadAction());

  it('records a request, notifies listeners and announces it on window', () => {
    const seen: unknown[] = [];
    const unsubscribe = leadActionStore.subscribe(() => seen.push(leadActionStore.get()));
    requestLeadAction({ kind: 'delete', id: 'l1' });
    expect(leadActionStore.get()).toEqual({ kind: 'delete', id: 'l1' });
    expect(seen).toEqual([{ kind: 'delete', id: 'l1' }]);
    expect(dispatched.at(-1)).toBe(LEAD_ACTION_EVENT);
    unsubscribe();
  });

  it('hands out a new object for the same request, so asking again still re-renders', () => {
    requestLeadAction({ kind: 'edit', id: 'l1' });
    const first = leadActionStore.get();
    requestLeadAction({ kind: 'edit', id: 'l1' });
    expect(leadActionStore.get()).not.toBe(first);
    expect(leadActionStore.get()).toEqual(first);
  });

  it('clears, and stops notifying after unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = leadActionStore.subscribe(listener);
    unsubscribe();
    requestLeadAction({ kind: 'retry', id: 'l2' });
    clearLeadAction();
    expect(listener).not.toHaveBeenCalled();
    expect(leadActionStore.get()).toBeNull();
  });
});
