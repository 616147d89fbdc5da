import type { SQL } from 'drizzle-orm';
import type { Executor } from '../db/database';

/** Rows of a raw query; both drivers answer `{ rows }`, which drizzle's shared type does not spell out. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
