import { describe, expect, it } from 'vitest';
import { getPointsHistory } from '../../../contract';
import { createTestApp } from '../../test/test-app';
import { signedInUser } from '../../test/users';
import { createPointsService } from './points.service';

describe('GET /api/v1/points/balance', () => {
  it("answers the user's balance, moved by credits and debits", async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    expect((await t.get('/api/v1/points/balance', { token: user.token })).body).toEqual({ points_balance: 50 });
    const points = createPointsService({ db: t.deps.db, clock: t.clock });
    await points.debit(user.accountId, 20, { description: 'Generation', idempotencyKey: `${user.userId}:a` });
    expect((await t.get('/api/v1/points/balance', { token: user.token })).body).toEqual({ points_balance: 30 });
    expect((await t.get('/api/v1/points/balance')).status).toBe(401);
  });
});

describe('GET /api/v1/points/history', () => {
  it('pages the ledger newest first, with positive amounts and their direction', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const points = createPointsService({ db: t.deps.db, clock: t.clock });
    for (let i = 1; i <= 4; i += 1) {
      t.clock.advanceSeconds(10);
      const change = { description: `Change ${i}`, idempotencyKey: `${user.userId}:${i}` };
      await (i % 2 === 0 ? points.debit(user.accountId, i, change) : points.credit(user.accountId, i * 10, change));
    }
    const first = await t.get('/api/v1/points/history?page=1&per_page=2', { token: user.token });
    expect(first.status).toBe(200);
    const page = getPointsHistory.answer.parse(first.body);
    expect(page.pagination).toEqual({ current_page: 1, per_page: 2, total_pages: 3, total_items: 5 });
    expect(page.history.map(({ transaction_type, amount, description }) => ({ transaction_type, amount, description }))).toEqual([
      { transaction_type: 'debit', amount: 4, description: 'Change 4' },
      { transaction_type: 'credit', amount: 30, description: 'Change 3' },
    ]);
    expect(page.history[0]?.transaction_date).toBe(t.clock.now().toISOString());

    const last = getPointsHistory.answer.parse((await t.get('/api/v1/points/history?page=3&per_page=2', { token: user.token })).body);
    expect(last.history).toEqual([expect.objectContaining({ transaction_type: 'credit', amount: 50, description: 'Welcome points' })]);
    const beyond = getPointsHistory.answer.parse((await t.get('/api/v1/points/history?page=9&per_page=2', { token: user.token })).body);
    expect(beyond).toEqual({ history: [], pagination: { current_page: 9, per_page: 2, total_pages: 3, total_items: 5 } });
  });

  it('defaults to page 1 of 20, and shows only the caller’s own ledger', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    await signedInUser(t);
    const { body } = await t.get('/api/v1/points/history', { token: user.token });
    expect(body).toMatchObject({ pagination: { current_page: 1, per_page: 20, total_pages: 1, total_items: 1 } });
  });

  it('validates page and per_page, and needs a session', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    for (const query of ['page=0', 'page=abc', 'per_page=101', 'per_page=0', 'page=1.5']) {
      const { status, body } = await t.get(`/api/v1/points/history?${query}`, { token: user.token });
      expect(status, query).toBe(400);
      expect(body).toMatchObject({ code: 'validation_error' });
    }
    expect((await t.get('/api/v1/points/history')).status).toBe(401);
  });
});
