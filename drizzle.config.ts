import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the one pg-core schema and applied at start to PGlite or PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
