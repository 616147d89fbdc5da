import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';

/** One round trip: proves the database answers, whichever engine it is. */
export async function pingDatabase(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}
