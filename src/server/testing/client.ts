/**
 * Small helpers to call a test backend like a client would: JSON bodies, Bearer or cookie auth.
 */
import type { BackendApp } from '~/server/app';
import { DEMO_PASSWORD } from '~/server/testing/backend';

export interface CallOptions {
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
  ip?: string;
}

export interface Called {
  status: number;
  body: { message: string; data?: any; meta?: any; errors?: Record<string, string> };
  headers: Headers;
}

/** Sends `method path` with a JSON body to the app; `path` is below /api/v1. */
export async function call(
  app: BackendApp,
  method: string,
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<Called> {
  const headers: Record<string, string> = { ...options.headers };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  const response = await app.request(
    `/api/v1${path}`,
    { method, headers, body: body === undefined ? null : JSON.stringify(body) },
    { clientAddress: options.ip ?? '203.0.113.7' },
  );
  return { status: response.status, body: await response.json(), headers: response.headers };
}

/** Signs in and returns the session token. */
export async function signIn(app: BackendApp, email: string, password = DEMO_PASSWORD): Promise<string> {
  const result = await call(app, 'POST', '/auth/login', { email, password }, { ip: `198.51.100.${Math.floor(Math.random() * 250)}` });
  if (result.status !== 200) throw new Error(`sign-in of ${email} failed: ${result.status} ${result.body.message}`);
  return result.body.data.token;
}
