import { describe, expect, it } from 'vitest';
import { verifiedAccount } from '../../test/accounts';
import { createTestApp } from '../../test/test-app';

describe('the plan new accounts start on', () => {
  it('is Free by default', async () => {
    const t = await createTestApp();
    const account = await verifiedAccount(t);
    const me = await t.get<{ user_tier: string }>('/api/v1/user/me', { token: account.token });
    expect(me.body.user_tier).toBe('Free');
  });

  it('follows NEW_USER_TIER, and with it what the account may do', async () => {
    const t = await createTestApp({ env: { NEW_USER_TIER: 'Plus' } });
    const account = await verifiedAccount(t);
    const me = await t.get<{ user_tier: string }>('/api/v1/user/me', { token: account.token });
    expect(me.body.user_tier).toBe('Plus');
    const created = await t.post(
      '/api/v1/user/api-keys',
      { name: 'Render server', scopes: ['generation:write'] },
      { token: account.token },
    );
    expect(created.status).toBe(201);
  });
});
