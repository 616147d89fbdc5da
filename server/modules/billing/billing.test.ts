import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { signedInUser } from '../../test/users';

describe('POST /api/v1/billing/portal-session', () => {
  it('answers 503 billing_unavailable until a payment provider exists', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t, { tier: 'Pro' });
    const { status, body } = await t.post(
      '/api/v1/billing/portal-session',
      { return_url: 'http://localhost:3000/account' },
      { token: user.token },
    );
    expect(status).toBe(503);
    expect(body).toEqual({ code: 'billing_unavailable', message: 'Subscription management is not available yet.' });
  });

  it('validates the return URL and needs a session', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const invalid = await t.post('/api/v1/billing/portal-session', { return_url: 'not a url' }, { token: user.token });
    expect(invalid).toMatchObject({ status: 400, body: { code: 'validation_error' } });
    expect((await t.post('/api/v1/billing/portal-session', { return_url: 'http://localhost/' })).status).toBe(401);
  });
});
