import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '~': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default leaves one core idle (1 worker on CI's 2 cores), and the files ran one after
    // the other. At most 4, as each integration worker holds a database of about 1 GB.
    maxWorkers: Math.min(4, Math.max(2, availableParallelism())),
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['src/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'], exclude: ['src/**/*.integration.test.ts', 'scripts/**/*.integration.test.ts'] },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['src/**/*.integration.test.ts', 'scripts/**/*.integration.test.ts'],
          globalSetup: ['src/server/testing/seeded-dump.ts'],
          env: { LOG_LEVEL: 'silent' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
