/**
 * The typed HTTP client over the API contract (spec §7), built on redaxios. One factory serves the
 * islands (same-origin `/api/v1`, cookie auth) and the server (in-process or `API_URL`, Bearer auth).
 */
import redaxios from 'redaxios';
import type { ApiBody } from '~/lib/types';

/** A failed call: the HTTP status (0 for a network error) and the message to show the user. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface HttpOptions {
  /** Base URL ending in /api/v1, e.g. '/api/v1' in the browser. */
  baseURL: string;
  /** A fetch to use instead of the global one (the embedded backend's in-process fetch). */
  fetch?: typeof fetch | undefined;
  /** Bearer token, sent by server-side callers; the browser relies on the httpOnly cookie. */
  token?: string | undefined;
  /** Called on any 401 before the call rejects (spec §8: session expired). */
  onUnauthorized?: (() => void) | undefined;
  /** Delay before GET retry n (1-based), in ms; spec §9: exponential, capped at 30 s. */
  retryDelay?: ((attempt: number) => number) | undefined;
  /** How many times a failed GET is tried again (spec §9: 3); 0 for probes such as health checks. */
  getRetries?: number | undefined;
}

export interface Http {
  get<T>(path: string, fallback: string, params?: Record<string, string | number | undefined>): Promise<ApiBody<T>>;
  send<T>(method: 'post' | 'put' | 'patch' | 'delete', path: string, body: unknown, fallback: string): Promise<ApiBody<T>>;
}

/** GET retries of spec §9: 3 tries after the first. */
export const GET_RETRIES = 3;

/** Spec §9 backoff: 1 s, 2 s, 4 s, … never more than 30 s. */
export function backoffDelay(attempt: number): number {
  return Math.min(1000 * 2 ** (attempt - 1), 30_000);
}

interface RawResponse {
  status?: number;
  data?: unknown;
}

function toApiError(raw: unknown, fallback: string): ApiError {
  const response = raw as RawResponse;
  if (typeof response?.status !== 'number') return new ApiError(0, fallback);
  const body = (response.data ?? {}) as { message?: unknown; errors?: Record<string, string> };
  const message = typeof body.message === 'string' && body.message ? body.message : fallback;
  return new ApiError(response.status, message, body.errors);
}

/** Only network failures and server errors are worth repeating; a 4xx will answer the same. */
function isRetryable(error: ApiError): boolean {
  return error.status === 0 || error.status >= 500;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Creates a client. Every call resolves to the `{message, data}` body or rejects with an ApiError
 * whose message is the server's `message`, else `fallback` (spec §8). GETs are retried; writes never.
 */
export function createHttp(options: HttpOptions): Http {
  const client = redaxios.create({
    baseURL: options.baseURL,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    withCredentials: true,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
  const retryDelay = options.retryDelay ?? backoffDelay;

  async function run<T>(call: () => Promise<{ data: unknown }>, fallback: string, retries: number): Promise<ApiBody<T>> {
    for (let attempt = 0; ; attempt++) {
      try {
        const response = await call();
        return response.data as ApiBody<T>;
      } catch (raw) {
        const error = toApiError(raw, fallback);
        if (error.status === 401) options.onUnauthorized?.();
        if (attempt >= retries || !isRetryable(error)) throw error;
        await sleep(retryDelay(attempt + 1));
      }
    }
  }

  return {
    get: (path, fallback, params) => {
      const query = Object.fromEntries(
        Object.entries(params ?? {})
          .filter(([, v]) => v !== undefined && v !== '')
          .map(([k, v]) => [k, String(v)]),
      );
      return run(() => client.get(path, { params: query }), fallback, options.getRetries ?? GET_RETRIES);
    },
    send: (method, path, body, fallback) =>
      run(() => client(path, { method, data: body ?? {} }), fallback, 0),
  };
}
