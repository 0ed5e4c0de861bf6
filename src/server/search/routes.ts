/**
 * /api/v1/search (issue 29 §1): the command palette's search. Any signed-in user may search; what
 * each finds is limited by their permissions, type by type (server/search/sources.ts).
 */
import { Hono } from 'hono';
import { searchQuerySchema } from '~/lib/search/schemas';
import { requireAuth } from '~/server/http/auth';
import type { AppEnv } from '~/server/http/env';
import { validQuery } from '~/server/http/validate';

export const searchRoutes = new Hono<AppEnv>().get('/', requireAuth, async (c) => {
  const { q } = await validQuery(c, searchQuerySchema);
  const data = await c.var.services.search(q, c.var.user.details);
  return c.json({ message: 'Search results', data });
});
