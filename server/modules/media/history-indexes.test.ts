import { ilike, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Executor } from '../../db/database';
import { mediaItems } from '../../db/schema';
import { queryRows } from '../../test/sql';
import { createTestApp } from '../../test/test-app';
import { signedInUser } from '../../test/users';
import { containsPattern } from '../../db/contains-pattern';
import { historyQueries, type HistoryFilter } from './media.repository';

/**
 * The plan the database would choose if reading the whole table were off the table: an index that cannot
 * serve the query still shows up as a sequential scan or a sort, whatever the table's size.
 */
async function planWithoutSeqScan(db: Executor, query: SQL): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = await queryRows<{ 'QUERY PLAN': string }>(tx, sql`explain ${query}`);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('history queries at scale', () => {
  it('read a page in order straight from the owner index, and search prompts through the trigram index', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const filter: HistoryFilter = { ownerUserId: user.userId, favoritesOnly: false, unassigned: false, limit: 20, offset: 0 };

    const page = await planWithoutSeqScan(t.deps.db, historyQueries(t.deps.db, filter).page.getSQL());
    expect(page).toContain('media_items_owner_created_idx');
    expect(page, 'newest first must come from the index, not a sort of every row').not.toMatch(/\bSort\b/);

    // Which index wins for one user depends on the table's statistics; what matters is that the search pattern,
    // escaped as the history escapes it, is one the trigram index can answer.
    const pattern = t.deps.db
      .select({ id: mediaItems.id })
      .from(mediaItems)
      .where(ilike(mediaItems.promptText, containsPattern('50%_lighthouse')));
    expect(await planWithoutSeqScan(t.deps.db, pattern.getSQL())).toContain('media_items_prompt_trgm_idx');
  });
});
