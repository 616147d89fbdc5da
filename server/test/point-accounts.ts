import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { insertUserAccount } from '../modules/points/points.repository';
import { queryRows } from './sql';
import { uniqueName } from './test-app';

/** A user with an empty point account, straight in the database: points tests need no HTTP. */
export async function emptyAccount(db: Database): Promise<{ userId: string; accountId: string }> {
  const name = uniqueName();
  const [user] = await db
    .insert(users)
    .values({ username: name, email: `${name}@example.com` })
    .returning();
  if (!user) throw new Error('Inserting a user returned no row');
  return { userId: user.id, accountId: await insertUserAccount(db, user.id, new Date()) };
}

/** The balance, the sum and the count of the account's ledger rows, read back in one query. */
export async function ledgerState(db: Database, accountId: string) {
  const [row] = await queryRows<{ balance: number; ledger_sum: number; rows: number; debits: number }>(
    db,
    sql`select a.balance,
          coalesce(sum(l.amount), 0)::int as ledger_sum,
          count(l.id)::int as rows,
          count(l.id) filter (where l.kind = 'debit')::int as debits
        from point_accounts a left join point_ledger l on l.account_id = a.id
        where a.id = ${accountId} group by a.id`,
  );
  if (!row) throw new Error(`No point account ${accountId}`);
  return row;
}
