import { beforeAll, describe, expect, it } from 'vitest';
import { createGoogleVerifier } from '../../integrations/google/google-verifier';
import { registerAccount } from '../../test/accounts';
import { createGoogleTestKeys, TEST_GOOGLE_CLIENT_ID, type GoogleTestKeys } from '../../test/google-keys';
import { createFakeClock } from '../../test/fake-clock';
import { createTestApp, uniqueName } from '../../test/test-app';

let keys: GoogleTestKeys;
beforeAll(async () => {
  keys = await createGoogleTestKeys();
});

async function googleApp() {
  const clock = createFakeClock();
  const google = createGoogleVerifier({ clientId: TEST_GOOGLE_CLIENT_ID, clock, keys: keys.keys });
  return createTestApp({ overrides: { clock, google } });
}

const identity = () => {
  const name = uniqueName('g');
  return { sub: `sub-${name}`, email: `${name}@gmail.com`, name: 'Google User' };
};

describe('POST /api/v1/auth/google', () => {
  it('creates a verified account on first use and answers a remembered session', async () => {
    const t = await googleApp();
    const who = identity();
    const { status, body } = await t.post<{ token: string }>('/api/v1/auth/google', { id_token: await keys.sign(who) });
    expect(status).toBe(200);
    const me = await t.get('/api/v1/user/me', { token: body.token });
    expect(me.body).toMatchObject({ email: who.email, points_balance: 50, user_tier: 'Free' });
    t.clock.advance(29 * 24 * 60 * 60 * 1000);
    expect((await t.get('/api/v1/user/me', { token: body.token })).status).toBe(200);

    const again = await t.post<{ token: string }>('/api/v1/auth/google', { id_token: await keys.sign(who) });
    const meAgain = await t.get('/api/v1/user/me', { token: again.body.token });
    expect(meAgain.body).toMatchObject({ id: (me.body as { id: string }).id });
  });

  it('links an existing account with the same e-mail and activates it', async () => {
    const t = await googleApp();
    const account = await registerAccount(t);
    const { body } = await t.post<{ token: string }>('/api/v1/auth/google', {
      id_token: await keys.sign({ sub: `sub-${account.username}`, email: account.email.toUpperCase() }),
    });
    const me = await t.get('/api/v1/user/me', { token: body.token });
    expect(me.body).toMatchObject({ username: account.username, email: account.email });
  });

  it.each([
    ['a wrong audience', () => keys.sign({ ...identity(), aud: 'someone-else.apps.googleusercontent.com' })],
    ['a wrong issuer', () => keys.sign({ ...identity(), iss: 'https://evil.example.com' })],
    ['an expired token', () => keys.sign(identity(), { issuedAt: new Date(Date.now() - 2 * 3600_000) })],
    ['a bad signature', () => keys.sign(identity(), { signWithOtherKey: true })],
    ['an unverified e-mail', () => keys.sign({ ...identity(), email_verified: false })],
    ['garbage', async () => 'not.a.jwt'],
  ])('refuses %s with 401 google_token_invalid', async (_name, makeToken) => {
    const t = await googleApp();
    const { status, body } = await t.post('/api/v1/auth/google', { id_token: await makeToken() });
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: 'google_token_invalid', message: expect.any(String) });
  });

  it('accepts the issuer without https', async () => {
    const t = await googleApp();
    const { status } = await t.post('/api/v1/auth/google', { id_token: await keys.sign({ ...identity(), iss: 'accounts.google.com' }) });
    expect(status).toBe(200);
  });

  it('answers 400 google_not_configured without a client id, and /config says so', async () => {
    const t = await createTestApp();
    const { status, body } = await t.post('/api/v1/auth/google', { id_token: await keys.sign(identity()) });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'google_not_configured' });
    expect((await t.get('/api/v1/config')).body).toEqual({ captcha: { provider: 'altcha' }, google_client_id: null });
  });

  it('publishes the client id in /config when configured', async () => {
    const t = await googleApp();
    expect((await t.get('/api/v1/config')).body).toMatchObject({ google_client_id: TEST_GOOGLE_CLIENT_ID });
  });
});
