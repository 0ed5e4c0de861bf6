/**
 * A Vite plugin for the server build (issue 24 §5): copies the SQL migrations beside the chunk that
 * bundles the database client, where it reads them (`./migrations/` from its own module, see
 * MIGRATIONS_DIR in src/server/db/client.ts). A built console then migrates from wherever it is
 * started, and its build folder is all it needs of the source tree.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CLIENT_MODULE = fileURLToPath(new URL('../src/server/db/client.ts', import.meta.url));
const MIGRATIONS = fileURLToPath(new URL('../src/server/db/migrations/', import.meta.url));

/** @returns {import('vite').Plugin} */
export function shipMigrations() {
  return {
    name: 'ship-migrations',
    apply: 'build',
    async writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.moduleIds.includes(CLIENT_MODULE)) continue;
        const target = path.join(options.dir ?? path.dirname(options.file ?? ''), path.dirname(chunk.fileName), 'migrations');
        await fs.rm(target, { recursive: true, force: true });
        await fs.cp(MIGRATIONS, target, { recursive: true });
      }
    },
  };
}
