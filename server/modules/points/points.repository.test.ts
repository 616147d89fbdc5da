import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { queryRows } from '../../test/sql';
import { testDatabase } from '../../test/test-database';
import { uniqueName } from '../../test/test-app';
import { applyLedgerEntry, findUserBalance, InsufficientPointsError, insertUserAccount } from './points.repository';

async function newAccount() {
  const { db } = await testDatabase();
  const name = uniqueName();
  const [user] = await db
    .insert(users)
    .values({ username: name, email: `${name}@example.com` })
    .returning();
  if (!user) throw new Error('no user');
  const accountId = await insertUserAccount(db, user.id, new Date());
  return { db, userId: user.id, accountId };
}

const entry = (accountId: string, amount: number, idempotencyKey = uniqueName('key')) => ({
  accountId,
  amount,
  description: 'test',
  idempotencyKey,
  createdAt: new Date(),
});

describe('points ledger', () => {
  it('credits and debits through ledger rows, once per idempotency key', async () => {
    const { db, userId, accountId } = await newAccount();
    await db.transaction((tx) => applyLedgerEntry(tx, entry(accountId, 30, 'grant-1')));
    expect(await db.transaction((tx) => applyLedgerEntry(tx, entry(accountId, 30, 'grant-1')))).toEqual({ status: 'duplicate' });
    await db.transaction((tx) => applyLedgerEntry(tx, entry(accountId, -10)));
    expect(await findUserBalance(db, userId)).toBe(20);
    const kinds = await queryRows(db, sql`select kind, amount from point_ledger where account_id = ${accountId} order by id`);
    expect(kinds).toEqual([
      { kind: 'credit', amount: 30 },
      { kind: 'debit', amount: -10 },
    ]);
  });

  it('never lets a balance go below zero, and rolls back the ledger row with it', async () => {
    const { db, userId, accountId } = await newAccount();
    await expect(db.transaction((tx) => applyLedgerEntry(tx, entry(accountId, -1)))).rejects.toThrow(InsufficientPointsError);
    expect(await findUserBalance(db, userId)).toBe(0);
    expect(await queryRows(db, sql`select id from point_ledger where account_id = ${accountId}`)).toEqual([]);
    await expect(db.execute(sql`update point_accounts set balance = -5 where id = ${accountId}`)).rejects.toThrow();
  });

  it('refuses to rewrite history', async () => {
    const { db, accountId } = await newAccount();
    await db.transaction((tx) => applyLedgerEntry(tx, entry(accountId, 5)));
    await expect(db.execute(sql`update point_ledger set amount = 500 where account_id = ${accountId}`)).rejects.toThrow();
    await expect(db.execute(sql`delete from point_ledger where account_id = ${accountId}`)).rejects.toThrow();
  });
});
