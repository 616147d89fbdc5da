import { describe, expect, it } from 'vitest';
import { userSchema } from '../../../contract';
import { verifiedAccount } from '../../test/accounts';
import { createTestApp } from '../../test/test-app';

describe('GET /api/v1/user/me', () => {
  it('answers the signed-in user in the contract shape, with the points balance', async () => {
    const t = await createTestApp();
    const account = await verifiedAccount(t);
    const { status, body } = await t.get('/api/v1/user/me', { token: account.token });
    expect(status).toBe(200);
    expect(userSchema.parse(body)).toEqual({
      id: expect.any(String),
      username: account.username,
      display_name: account.username,
      email: account.email,
      points_balance: 50,
      user_tier: 'Free',
      settings: { show_failed_tasks: true },
    });
  });

  it('answers 401 unauthorized without a session', async () => {
    const t = await createTestApp();
    const { status, body } = await t.get('/api/v1/user/me');
    expect(status).toBe(401);
    expect(body).toEqual({ code: 'unauthorized', message: 'Please log in to continue.' });
  });
});
