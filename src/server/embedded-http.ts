/**
 * The pages' client of the in-process backend (issue 9 §4): the contract of createHttp
 * (src/lib/api/http.ts) without redaxios, which on Node throws and catches two errors on every call
 * (no `document` for its XSRF cookie, then JSON.parse of a body already parsed) and copies every
 * property of the Response. A page makes three to five of these calls.
 */
import { ApiError, type Http } from '~/lib/api/http';
import type { InProcessCall } from '~/server/http/env';
import type { ApiBody } from '~/lib/types';

/**
 * Answers a Request in-process (the embedded backend's app.fetch with `call` as its `inProcess`
 * binding): a JSON answer's text may come back on `call` instead of in the body.
 */
export type Dispatch = (request: Request, call: InProcessCall) => Promise<Response>;

/** The query string of `params` as createHttp sends it: empty and undefined values left out. */
function queryOf(params: Record<string, string | number | undefined> | undefined): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) if (value !== undefined && value !== '') query.append(key, String(value));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * A client of the backend behind `dispatch` at `baseURL` (ending in /api/v1), authenticated with
 * `token` when given. Every call resolves to the `{message, data}` body or rejects with an ApiError
 * carrying the server's `message` (else `fallback`) and field `errors`; status 0 when the backend
 * cannot be reached at all. Nothing is retried (see backendHttp).
 */
export function embeddedHttp(baseURL: string, dispatch: Dispatch, token?: string): Http {
  async function call<T>(method: string, path: string, fallback: string, body?: unknown): Promise<ApiBody<T>> {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    let text: string;
    try {
      const call: InProcessCall = {};
      response = await dispatch(new Request(`${baseURL}${path}`, { method, headers, body: body === undefined ? null : JSON.stringify(body) }), call);
      // The handed-over text stands for an empty body only: an answer that has a body is read from it.
      text = call.json !== undefined && response.body === null ? call.json : await response.text();
    } catch {
      throw new ApiError(0, fallback);
    }
    let data: unknown = text;
    try {
      data = JSON.parse(text);
    } catch {
      // Not JSON: the text stands as the body, as createHttp gives it.
    }
    if (response.ok) return data as ApiBody<T>;
    const { message, errors } = (data && typeof data === 'object' ? data : {}) as { message?: unknown; errors?: Record<string, string> };
    throw new ApiError(response.status, typeof message === 'string' && message ? message : fallback, errors);
  }

  return {
    get: (path, fallback, params) => call('GET', `${path}${queryOf(params)}`, fallback),
    send: (method, path, body, fallback) => call(method.toUpperCase(), path, fallback, body ?? {}),
  };
}
