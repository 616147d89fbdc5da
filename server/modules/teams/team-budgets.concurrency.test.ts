import { eq } from 'drizzle-orm';
import { Pool } from 'pg';
import { describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { postgresHandle } from '../../db/open-database';
import { generationTasks } from '../../db/schema';
import { fakeProvider, fakeRegistry, run, textToImage } from '../../test/generation';
import { ledgerState } from '../../test/point-accounts';
import { createPostgresCopy } from '../../test/test-database';
import { createTestApp } from '../../test/test-app';
import { createTeamAs, joinTeam, poolAccountId, teamPath, transfer } from '../../test/teams';
import { signedInUser } from '../../test/users';

/** Enough connections on PostgreSQL that the runs really overlap, while leaving room for the other test files. */
const POOL_SIZE = 40;

/**
 * On PostgreSQL a database of its own with a large pool, so that the runs race on many connections at once;
 * PGlite is one connection whose transactions queue, where the same test checks the count all the same.
 */
async function racingDatabase(): Promise<{ database?: DatabaseHandle; overlapped: () => void; close: () => Promise<void> }> {
  const info = inject('testDatabase');
  if (info.engine !== 'postgres') return { overlapped: () => undefined, close: async () => undefined };
  const copy = await createPostgresCopy(info);
  const pool = new Pool({ connectionString: copy.url, max: POOL_SIZE });
  const handle = postgresHandle(pool);
  return {
    database: handle,
    // Proof that the runs overlapped: the pool had to open many connections at once to serve them.
    overlapped: () => expect(pool.totalCount).toBeGreaterThan(POOL_SIZE / 2),
    close: async () => {
      await handle.close();
      await copy.drop();
    },
  };
}

describe('a member budget under concurrent runs', () => {
  it('lets exactly 3 of 100 concurrent 2-point runs through a cap of 7, and the pool pays for those 3 only', async () => {
    const racing = await racingDatabase();
    try {
      const t = await createTestApp({ database: racing.database, overrides: { providers: fakeRegistry(fakeProvider()) } });
      const owner = await signedInUser(t, { tier: 'Pro' });
      const member = await signedInUser(t, { tier: 'Pro' });
      const team = await createTeamAs(t, owner);
      await joinTeam(t, owner, member, team);
      await transfer(t, owner, team.id, 50);
      await t.put(teamPath(team.id, `/members/${member.userId}/budget`), { monthly_cap: 7 }, { token: owner.token });

      const body = { ...textToImage('a racing castle'), team_id: team.id };
      const answers = await Promise.all(Array.from({ length: 100 }, () => run(t, member.token, body)));
      const statuses = answers.map((answer) => answer.status);
      // The Pro tier's 8 tasks at once are more than the cap allows: the cap, not the tier, decides here.
      expect(statuses.filter((status) => status === 202)).toHaveLength(3);
      const refusals = answers.filter((answer) => answer.status === 402).map((answer) => (answer.body as unknown as { code: string }).code);
      expect(refusals).toEqual(Array.from({ length: 97 }, () => 'member_budget_exceeded'));
      expect(await ledgerState(t.deps.db, await poolAccountId(t, team.id))).toMatchObject({ balance: 44, ledger_sum: 44, debits: 3 });
      expect(await t.deps.db.select().from(generationTasks).where(eq(generationTasks.userId, member.userId))).toHaveLength(3);
      racing.overlapped();
      await t.close();
    } finally {
      await racing.close();
    }
  }, 120_000);
});
