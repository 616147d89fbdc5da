import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database';

/**
 * How many rows match, counting no further than `cap + 1`: an answer above `cap` means "more than cap", and a
 * million matching rows cost what `cap` of them do.
 */
export function cappedCount(db: Executor, table: PgTable, where: SQL | undefined, cap: number) {
  const matches = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('matches');
  return db.select({ n: count() }).from(matches);
}
