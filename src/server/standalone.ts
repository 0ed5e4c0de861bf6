/**
 * `npm run api`: the backend alone on PORT (default 8000), the spec's development backend (§7).
 */
import { serve } from '@hono/node-server';
import { runShutdownHooks } from '~/server/lifecycle';
import { log } from '~/server/log';
import { getBackend } from '~/server/runtime';

const port = Number(process.env.API_PORT || process.env.PORT || 8000);
const hostname = process.env.HOST || '127.0.0.1';

const { app } = await getBackend();
const server = serve({ fetch: app.fetch, port, hostname }, (info) =>
  log.info('api listening', { url: `http://${hostname}:${info.port}/api/v1` }),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log.info('shutting down', { signal });
    server.close(async () => {
      await runShutdownHooks();
      process.exit(0);
    });
  });
}
