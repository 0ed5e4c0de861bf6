/**
 * `npm run api`: the backend alone on PORT (default 8000), the spec's development backend (§7).
 * Requests are observed as the console's are (scripts/observe.mjs, issue 24 §1, §4): the client's
 * address behind TRUSTED_PROXIES (a console with API_URL is its proxy), request ids, access lines.
 */
import http from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { runShutdownHooks } from '~/server/lifecycle';
import { log } from '~/server/log';
import { getBackend } from '~/server/runtime';
import { observed } from '../../scripts/observe.mjs';

const port = Number(process.env.API_PORT || process.env.PORT || 8000);
const hostname = process.env.HOST || '127.0.0.1';

const { app } = await getBackend();
const answer = getRequestListener(app.fetch);
const server = http.createServer(observed((req, res) => void answer(req, res)));
server.listen(port, hostname, () => log.info('api listening', { url: `http://${hostname}:${port}/api/v1` }));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log.info('shutting down', { signal });
    server.close(async () => {
      await runShutdownHooks();
      process.exit(0);
    });
  });
}
