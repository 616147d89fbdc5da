import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The server tests on their own: `npx vitest run -c server/vitest.server.config.ts`. PGlite by default,
 * PostgreSQL when DATABASE_URL is set (or TEST_ENGINE says which).
 */
export default defineConfig({
  root: path.resolve(import.meta.dirname, '..'),
  test: {
    name: 'server',
    environment: 'node',
    include: ['server/**/*.test.ts'],
    globalSetup: ['server/test/global-setup.ts'],
    setupFiles: ['server/test/setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Files share a worker's module cache: the harness gives each file its own database and lets it go
    // after the file, and re-importing the server per file cost two thirds of the run's CPU time.
    isolate: false,
    maxWorkers: 2,
  },
});
