import { afterAll, afterEach } from 'vitest';
import { closeTestApps } from './test-app';
import { closeTestDatabase } from './test-database';

afterEach(async () => {
  await closeTestApps();
});

// Each test file gets its own database lazily (see test-database.ts); it is let go when the file ends.
afterAll(async () => {
  await closeTestDatabase();
});
