import { beforeEach, describe, expect, it, vi } from 'vitest';

const session = vi.hoisted(() => ({ ended: false }));
const { showToast } = vi.hoisted(() => ({ showToast: vi.fn(async () => undefined) }));
vi.mock('~/lib/api/browser', () => ({ sessionEnded: () => session.ended }));
vi.mock('~/lib/toast', () => ({ showToast }));

const { runAction, toastFailure } = await import('~/lib/api/run-action');
const { ApiError } = await import('~/lib/api/http');

const rule = { fallback: 'Failed to archive package', permission: 'oi:edit::packages' };

beforeEach(() => {
  session.ended = false;
  showToast.mockClear();
});

describe('runAction', () => {
  it('resolves with the body and tells nothing when the call succeeds', async () => {
    expect(await runAction(async () => ({ message: 'Package archived', data: null }), rule)).toEqual({ ok: true, body: { message: 'Package archived', data: null } });
    expect(showToast).not.toHaveBeenCalled();
  });
  it("shows the API's message as an error toast and resolves with the failure", async () => {
    const result = await runAction(() => Promise.reject(new ApiError(409, 'Package is used by 3 customers')), rule);
    expect(result).toEqual({ ok: false, failure: { status: 409, message: 'Package is used by 3 customers' } });
    expect(showToast).toHaveBeenCalledWith('error', 'Package is used by 3 customers');
  });
  it('adds no toast of its own once a 401 has ended the session (its toast follows the way to sign in)', async () => {
    // The islands' client ends the session on a 401 (lib/api/browser.ts) before the call rejects.
    session.ended = true;
    await runAction(() => Promise.reject(new ApiError(401, 'Unauthorized')), rule);
    expect(showToast).not.toHaveBeenCalled();
  });
  it('leaves a failure the caller shows itself (a field error in its dialog) to the caller', async () => {
    const inline = (f: { status: number }) => f.status === 400;
    const result = await runAction(() => Promise.reject(new ApiError(400, 'Reason is required')), { ...rule, inline });
    expect(result).toMatchObject({ ok: false, failure: { status: 400, message: 'Reason is required' } });
    expect(showToast).not.toHaveBeenCalled();
  });
});

describe('toastFailure', () => {
  it('names the permission of a 403 that carries no message', () => {
    toastFailure(new ApiError(403, rule.fallback), rule);
    expect(showToast).toHaveBeenCalledWith('error', 'You do not have permission to do this (oi:edit::packages).');
  });
});
