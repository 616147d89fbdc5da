import { afterAll } from 'vitest';
import { closeTestDatabase } from './test-database';

// Each test file gets its own database lazily (see test-database.ts); it is let go when the file ends.
afterAll(async () => {
  await closeTestDatabase();
});
