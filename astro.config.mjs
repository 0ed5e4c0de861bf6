// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'astro/config';
import { memoizeCspDigests } from './scripts/memoize-csp-digests.mjs';
import { memoizeServerImports } from './scripts/memoize-imports.mjs';
import { precompressIntegration } from './scripts/precompress.mjs';
import { shipMigrations } from './scripts/ship-migrations.mjs';
import { tagIslands } from './scripts/tag-islands.mjs';

/** The console's version and build time, shown on the help page (issue 15 §3). */
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const builtAt = new Date().toISOString();

/**
 * `client:event="name"`: hydrate an island when `name` is dispatched (src/directives/event.ts).
 * @type {import('astro').AstroIntegration}
 */
const eventDirective = {
  name: 'client-event-directive',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) =>
      addClientDirective({ name: 'event', entrypoint: new URL('./src/directives/event.ts', import.meta.url).pathname }),
  },
};

export default defineConfig({
  output: 'server',
  // Pages are rendered to one string: the middleware reads every page in full before answering
  // (a database outage must still become the 503 page, and kept pages need their bytes), so
  // streaming only added a promise and a copy per chunk: 10–20 % of a fresh dashboard (issue 28 §1).
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true }),
  // Islands are drawn with React's renderToString: the stream per island, its setup and its
  // reading back cost more than the island's markup (issue 28 §1); no island suspends on the server.
  integrations: [react({ experimentalDisableStreaming: true }), eventDirective, precompressIntegration()],
  // No Markdown is rendered; Shiki's inline styles would also clash with the CSP.
  markdown: { syntaxHighlight: false },
  server: { host: process.env.HOST || '127.0.0.1', port: Number(process.env.PORT || 4321) },
  security: {
    // Off: pages only read, and /api/v1 applies its own origin rule (src/middleware.ts, issue 9 §3).
    checkOrigin: false,
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "font-src 'self'",
        "form-action 'self'",
        "base-uri 'self'",
        "object-src 'none'",
        "frame-ancestors 'none'",
      ],
      // solid-toast injects its styles at run time (goober); scripts keep Astro's hashes.
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  vite: {
    plugins: [tailwindcss(), memoizeServerImports(), memoizeCspDigests(), shipMigrations(), tagIslands()],
    define: { __CONSOLE_VERSION__: JSON.stringify(version), __CONSOLE_BUILT_AT__: JSON.stringify(builtAt) },
    resolve: { alias: { '~': new URL('./src', import.meta.url).pathname } },
  },
});
