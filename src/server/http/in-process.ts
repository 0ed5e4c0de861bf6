/**
 * A page's call into the embedded backend (gateway.ts): its answer is read by the page in the same
 * process and never reaches a browser (issue 28 §1, the API hop of a fresh render).
 *
 * Such a call passes an InProcessCall as the `inProcess` binding. Its `c.json` answers keep the
 * JSON text there instead of encoding it into a body stream that the page would decode again, and
 * the headers only a browser reads (security headers, Cache-Control) are left off. The text is the
 * same JSON a browser gets, so the page parses what it always parsed.
 */
import type { Context } from 'hono';
import type { AppEnv } from '~/server/http/env';

/** True for a page's call in this process (the `inProcess` binding is set). */
export const isInProcess = (c: Context<AppEnv>): boolean => c.env?.inProcess !== undefined;

/**
 * Makes `c.json` keep its text on the call's InProcessCall and answer with an empty body of the same
 * status and headers. Does nothing for a browser's request.
 */
export function keepJsonText(c: Context<AppEnv>): void {
  const call = c.env?.inProcess;
  if (!call) return;
  const json = ((object: unknown, arg?: number | ResponseInit, headers?: HeadersInit) => {
    call.json = JSON.stringify(object);
    return typeof arg === 'number' ? c.body(null, arg as never, headers as never) : c.body(null, arg as never);
  }) as unknown as Context<AppEnv>['json'];
  c.json = json;
}
