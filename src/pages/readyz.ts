/**
 * GET /readyz (issue 24 §3): 200 `{status: 'ok', checks: {database: 'up'}}` when this process should
 * be sent traffic, else 503 with the reason (src/server/readiness.ts). No session needed. The server
 * (scripts/serve.mjs) asks it once at start, which opens the backend, and answers GET /livez itself.
 */
import type { APIRoute } from 'astro';
import { readiness } from '~/server/readiness';

export const prerender = false;

export const GET: APIRoute = async () => {
  const { ready, body } = await readiness();
  return Response.json(body, { status: ready ? 200 : 503, headers: { 'cache-control': 'no-store' } });
};
