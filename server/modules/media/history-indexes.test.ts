import { ilike, or, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Executor } from '../../db/database';
import { mediaItems, projects } from '../../db/schema';
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

describe('history queries at scale', { timeout: 120_000 }, () => {
  it('read every filtered page in order straight from an index made for it, from a cursor, with no sort', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const base: HistoryFilter = { ownerUserId: user.userId, favoritesOnly: false, unassigned: false, limit: 20 };
    const project = '00000000-0000-4000-8000-000000000001';
    const elsewhere = '00000000-0000-4000-8000-000000000002';
    const team = '00000000-0000-4000-8000-000000000003';
    await t.deps.db.insert(projects).values([
      { id: project, ownerUserId: user.userId, name: 'Rare' },
      { id: elsewhere, ownerUserId: user.userId, name: 'Common' },
    ]);
    // Each filter rare (one row in a hundred), so reading the owner's rows and skipping is the plan to beat.
    await t.deps.db.execute(sql`
      insert into media_items (owner_user_id, media_type, service_type, prompt_text, width, height, storage_key,
        content_type, size_bytes, is_favorite, project_id, team_id, created_at)
      select ${user.userId}::uuid, case when i % 100 = 1 then 'video' else 'image' end, 'text-to-image', 'row ' || i,
        8, 8, 'k/' || i, 'image/png', 1, i % 100 = 0,
        case when i % 100 = 2 then null when i % 100 = 3 then ${project}::uuid else ${elsewhere}::uuid end,
        case when i % 100 = 4 then ${team}::uuid end,
        now() - make_interval(secs => i)
      from generate_series(1, 5000) as i`);
    await t.deps.db.execute(sql`analyze media_items`);
    const after = { at: '2026-01-01T00:00:00.000000Z', id: '00000000-0000-4000-8000-000000000000' };
    const cases: Array<[string, Partial<HistoryFilter>, string]> = [
      ['everything', {}, 'media_items_owner_created_idx'],
      ['favourites', { favoritesOnly: true }, 'media_items_owner_favorite_created_idx'],
      ['videos', { mediaType: 'video' }, 'media_items_owner_type_created_idx'],
      ['unassigned', { unassigned: true }, 'media_items_owner_unassigned_created_idx'],
      ['one project', { projectId: project }, 'media_items_project_created_idx'],
      ['a team workspace', { teamId: team }, 'media_items_team_created_idx'],
    ];
    for (const [label, filter, index] of cases) {
      for (const position of [null, after]) {
        const query = historyQueries(t.deps.db, { ...base, ...filter, after: position }).page.getSQL();
        const plan = await planWithoutSeqScan(t.deps.db, query);
        expect(plan, `${label}${position ? ' after a cursor' : ''}`).toContain(index);
        expect(plan, `${label}: newest first must come from the index, not a sort of every row`).not.toMatch(/\bSort\b/);
      }
    }

    // Which index wins for one user depends on the table's statistics; what matters is that the search pattern,
    // escaped as the history escapes it, is one the trigram index can answer.
    const pattern = t.deps.db
      .select({ id: mediaItems.id })
      .from(mediaItems)
      .where(ilike(mediaItems.promptText, containsPattern('50%_lighthouse')));
    expect(await planWithoutSeqScan(t.deps.db, pattern.getSQL())).toContain('media_items_prompt_trgm_idx');
    // The search matches names too (Rename Asset): each side of the OR has its own trigram index.
    const search = containsPattern('harbour');
    const either = t.deps.db
      .select({ id: mediaItems.id })
      .from(mediaItems)
      .where(or(ilike(mediaItems.promptText, search), ilike(mediaItems.name, search)));
    const plan = await planWithoutSeqScan(t.deps.db, either.getSQL());
    expect(plan).toContain('media_items_prompt_trgm_idx');
    expect(plan).toContain('media_items_name_trgm_idx');
  });
});
