import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes a migration from the schema; the server applies them at start-up on both engines. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
  strict: true,
  verbose: true,
});
