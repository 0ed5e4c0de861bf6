/**
 * GET /healthz: 200 when the backend answers and its database is reachable, else 503.
 */
import type { APIRoute } from 'astro';
import { backendHttp } from '~/server/gateway';

export const prerender = false;

export const GET: APIRoute = async () => {
  try {
    await backendHttp(undefined, { getRetries: 0 }).get('/health', 'unhealthy');
    return Response.json({ status: 'ok' });
  } catch {
    return Response.json({ status: 'unavailable' }, { status: 503 });
  }
};
