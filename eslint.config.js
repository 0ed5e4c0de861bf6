// @ts-check
import eslintPluginAstro from 'eslint-plugin-astro';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  { ignores: ['dist/', 'dist-*/', 'data-e2e*/', '.astro/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', 'src/server/db/migrations/'] },
  ...tseslint.configs.recommended,
  ...eslintPluginAstro.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // One way to import tables (issue 25 §5): from the domain's schema.ts. The index is for the typed
    // database (db/client.ts) and drizzle-kit.
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['src/server/db/client.ts', 'src/server/db/schema/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^~|/src)/server/db/schema(/index)?$', message: "Import a table from its domain's schema.ts." }] },
      ],
    },
  },
  {
    // Test helpers read loosely typed JSON bodies; asserting their shape is the test's job.
    files: ['**/*.test.ts', 'src/server/testing/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
