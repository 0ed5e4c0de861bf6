import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '~': fileURLToPath(new URL('./src', import.meta.url)) };
// On a shared PostgreSQL server, test files take turns (each truncates the tables it uses).
const sharedServer = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['src/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'], exclude: ['src/**/*.integration.test.ts'] },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['src/**/*.integration.test.ts'],
          env: { LOG_LEVEL: 'silent' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: !sharedServer,
        },
      },
    ],
  },
});
