import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '~': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
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
