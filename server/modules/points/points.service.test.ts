import { describe, expect, it } from 'vitest';
import { emptyAccount, ledgerState } from '../../test/point-accounts';
import { createFakeClock } from '../../test/fake-clock';
import { testDatabase } from '../../test/test-database';
import { uniqueName } from '../../test/test-app';
import { createPointsService } from './points.service';

async function setUp() {
  const { db } = await testDatabase();
  const { accountId, userId } = await emptyAccount(db);
  return { db, accountId, userId, points: createPointsService({ db, clock: createFakeClock() }) };
}

const change = (idempotencyKey = uniqueName('key')) => ({ description: 'test', reference: 'test:1', idempotencyKey });

describe('the points service', () => {
  it('credits and debits with a ledger row each, answering the new balance', async () => {
    const { db, accountId, points } = await setUp();
    const credit = await points.credit(accountId, 10, change());
    expect(credit).toMatchObject({ balance: 10, replayed: false, entry: { amount: 10, kind: 'credit', reference: 'test:1' } });
    expect(await points.debit(accountId, 4, change())).toMatchObject({ balance: 6, entry: { amount: -4, kind: 'debit' } });
    expect(await ledgerState(db, accountId)).toMatchObject({ balance: 6, ledger_sum: 6, rows: 2 });
  });

  it('applies a retried change once and answers the original entry', async () => {
    const { db, accountId, points } = await setUp();
    const first = await points.credit(accountId, 10, change('grant'));
    await points.debit(accountId, 3, change());
    const retry = await points.credit(accountId, 10, change('grant'));
    expect(retry).toEqual({ entry: first.entry, balance: 7, replayed: true });
    expect(await ledgerState(db, accountId)).toMatchObject({ balance: 7, rows: 2 });
  });

  it('refuses a debit the balance does not cover with 402, writing nothing; a later retry may succeed', async () => {
    const { db, accountId, points } = await setUp();
    await points.credit(accountId, 5, change());
    await expect(points.debit(accountId, 6, change('spend'))).rejects.toMatchObject({
      status: 402,
      code: 'insufficient_points',
      message: 'You do not have enough points.',
    });
    expect(await ledgerState(db, accountId)).toMatchObject({ balance: 5, rows: 1 });
    await points.credit(accountId, 1, change());
    expect((await points.debit(accountId, 6, change('spend'))).balance).toBe(0);
  });

  it("leaves no trace of a refused debit inside a caller's transaction that goes on", async () => {
    const { db, accountId, points } = await setUp();
    await points.credit(accountId, 2, change());
    await db.transaction(async (tx) => {
      await expect(points.debit(accountId, 3, change(), tx)).rejects.toMatchObject({ code: 'insufficient_points' });
      await points.debit(accountId, 1, change(), tx);
    });
    expect(await ledgerState(db, accountId)).toMatchObject({ balance: 1, ledger_sum: 1, rows: 2 });
  });

  it('treats a key reused for a different change as a bug, and rejects amounts that are not positive integers', async () => {
    const { accountId, points } = await setUp();
    await points.credit(accountId, 10, change('once'));
    await expect(points.credit(accountId, 11, change('once'))).rejects.toThrow(/already used for a different/);
    await expect(points.debit(accountId, 10, change('once'))).rejects.toThrow(/already used for a different/);
    for (const amount of [0, -1, 1.5, Number.NaN]) {
      await expect(points.credit(accountId, amount, change())).rejects.toThrow(/positive integer/);
    }
  });

  it('answers balance and history for a user', async () => {
    const { accountId, userId, points } = await setUp();
    await points.credit(accountId, 8, change());
    expect(await points.balance(userId)).toEqual({ points_balance: 8 });
    expect((await points.history(userId, { page: 1, per_page: 5 })).pagination).toEqual({
      current_page: 1,
      per_page: 5,
      total_pages: 1,
      total_items: 1,
    });
  });
});
