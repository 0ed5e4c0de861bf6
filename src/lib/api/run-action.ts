/**
 * Runs an action of an island and tells the user when it fails, by the one rule of failure.ts
 * (issue 25 §2): the API's message else the operation's fallback as an error toast; after a 401 of
 * the islands' client nothing more, since it has ended the session (toast 'Session expired. Please
 * login again.' and the way to /); a 403 names the permission. Islands call `runAction` for a call,
 * or `toastFailure` where they caught one.
 */
import { sessionEnded } from '~/lib/api/browser';
import { describeFailure, type Failure } from '~/lib/api/failure';
import type { ApiBody } from '~/lib/types';
import { showToast } from '~/lib/toast';

export interface FailureRule {
  /** Shown when the API gave no message, e.g. 'Failed to delete package'. */
  fallback: string;
  /** Named when a 403 gives no message. */
  permission?: string | undefined;
  /** True for a failure the caller shows itself (a field error in its dialog): no toast then. */
  inline?: ((failure: Failure) => boolean) | undefined;
}

/** Tells the user why `error` happened (see FailureRule); returns what it told. */
export function toastFailure(error: unknown, rule: FailureRule): Failure {
  const failure = describeFailure(error, rule.fallback, rule.permission, sessionEnded());
  if (failure.message && !rule.inline?.(failure)) void showToast('error', failure.message);
  return failure;
}

export type ActionResult<T> = { ok: true; body: ApiBody<T> } | { ok: false; failure: Failure };

/** Runs `call`; on a failure tells the user by `rule` and resolves with what failed (never rejects). */
export async function runAction<T>(call: () => Promise<ApiBody<T>>, rule: FailureRule): Promise<ActionResult<T>> {
  try {
    return { ok: true, body: await call() };
  } catch (error) {
    return { ok: false, failure: toastFailure(error, rule) };
  }
}
