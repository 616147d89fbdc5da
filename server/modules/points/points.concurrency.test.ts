import { describe, expect, inject, it } from 'vitest';
import { Pool } from 'pg';
import { postgresHandle } from '../../db/open-database';
import { createFakeClock } from '../../test/fake-clock';
import { emptyAccount, ledgerState } from '../../test/point-accounts';
import { createPostgresCopy } from '../../test/test-database';
import { uniqueName } from '../../test/test-app';
import { createPointsService } from './points.service';

/** PGlite is one connection: its transactions queue, so only PostgreSQL can show a race. */
const onPostgres = inject('testDatabase').engine === 'postgres';

/** Enough connections that the debits really overlap, while leaving room for the other test files. */
const POOL_SIZE = 40;

type Run = (points: ReturnType<typeof createPointsService>, db: ReturnType<typeof postgresHandle>['db']) => Promise<void>;

async function withPool(run: Run): Promise<void> {
  const info = inject('testDatabase');
  if (info.engine !== 'postgres') throw new Error('PostgreSQL only');
  const copy = await createPostgresCopy(info);
  const pool = new Pool({ connectionString: copy.url, max: POOL_SIZE });
  const handle = postgresHandle(pool);
  try {
    await run(createPointsService({ db: handle.db, clock: createFakeClock() }), handle.db);
    // Proof that the calls overlapped: the pool had to open many connections at once to serve them.
    expect(pool.totalCount).toBeGreaterThan(POOL_SIZE / 2);
  } finally {
    await handle.close();
    await copy.drop();
  }
}

describe.runIf(onPostgres)('points under concurrency (PostgreSQL)', () => {
  it('lets exactly 3 of 100 concurrent 1-point debits through a balance of 3', async () => {
    await withPool(async (points, db) => {
      const { accountId } = await emptyAccount(db);
      await points.credit(accountId, 3, { description: 'grant', idempotencyKey: uniqueName('grant') });
      const results = await Promise.allSettled(
        Array.from({ length: 100 }, (_, i) =>
          points.debit(accountId, 1, { description: `debit ${i}`, idempotencyKey: uniqueName(`debit-${i}`) }),
        ),
      );
      const refused = results.filter((result) => result.status === 'rejected');
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
      expect(refused).toHaveLength(97);
      for (const result of refused) expect(result.reason).toMatchObject({ code: 'insufficient_points' });
      expect(await ledgerState(db, accountId)).toEqual({ balance: 0, ledger_sum: 0, rows: 4, debits: 3 });
    });
  });

  it('applies 50 concurrent retries of one credit exactly once, all answering the same entry', async () => {
    await withPool(async (points, db) => {
      const { accountId } = await emptyAccount(db);
      const key = uniqueName('webhook');
      const results = await Promise.all(
        Array.from({ length: 50 }, () => points.credit(accountId, 25, { description: 'purchase', idempotencyKey: key })),
      );
      expect(results.filter((result) => !result.replayed)).toHaveLength(1);
      expect(new Set(results.map((result) => result.entry.id)).size).toBe(1);
      expect(await ledgerState(db, accountId)).toEqual({ balance: 25, ledger_sum: 25, rows: 1, debits: 0 });
    });
  });
});
