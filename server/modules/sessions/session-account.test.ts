import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/database';
import * as schema from '../../db/schema';
import { verifiedAccount } from '../../test/accounts';
import { createTestApp } from '../../test/test-app';
import { testDatabase } from '../../test/test-database';
import { createSessionService } from './sessions.service';

const pools: Pool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.end()));
});

/** The same database through a drizzle that counts the statements it sends. */
function countingDatabase(handle: DatabaseHandle): { db: Database; statements: string[] } {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  if (handle.native.engine === 'pglite') return { db: drizzlePglite({ client: handle.native.client, schema, logger }), statements };
  const pool = new Pool({ connectionString: handle.native.connectionString, max: 2 });
  pools.push(pool);
  return { db: drizzlePg({ client: pool, schema, logger }), statements };
}

describe('the session check of every authenticated call', () => {
  it('reads the session, the user and the balance in one statement, as they are at that moment', async () => {
    const t = await createTestApp();
    const account = await verifiedAccount(t);
    const { db, statements } = countingDatabase(await testDatabase());
    const sessions = createSessionService({ db, clock: t.clock });

    const session = await sessions.authenticate(account.token);
    expect(statements).toHaveLength(1);
    expect(session?.account).toEqual({
      username: account.username,
      email: account.email,
      tier: 'Free',
      settings: { show_failed_tasks: true },
      pointsBalance: 50,
    });

    // Nothing is kept between calls: a change is seen by the very next one.
    await t.post('/api/v1/user/me/settings', { show_failed_tasks: false }, { token: account.token });
    await t.deps.db.execute(sql`update point_accounts set balance = 7 where owner_user_id = ${session!.userId}::uuid`);
    const after = await sessions.authenticate(account.token);
    expect(after?.account).toMatchObject({ settings: { show_failed_tasks: false }, pointsBalance: 7 });
    expect(statements).toHaveLength(2);
    expect(await t.get('/api/v1/user/me', { token: account.token })).toMatchObject({
      status: 200,
      body: { points_balance: 7, settings: { show_failed_tasks: false } },
    });

    // A revoked session and a token nobody holds are refused by the same one statement.
    await t.post('/api/v1/logout', undefined, { token: account.token });
    expect(await sessions.authenticate(account.token)).toBeNull();
    expect(await sessions.authenticate('not-a-token')).toBeNull();
    expect(statements).toHaveLength(4);
  });
});
