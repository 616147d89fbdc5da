import { describe, expect, it } from 'vitest';
import { loginAs, verifiedAccount } from '../../test/accounts';
import { createTestApp } from '../../test/test-app';

describe('POST /api/v1/logout', () => {
  it('revokes the presenting token and only that one', async () => {
    const t = await createTestApp();
    const account = await verifiedAccount(t);
    const other = (await loginAs(t, account)).body.token;
    const { status, body } = await t.post('/api/v1/logout', undefined, { token: account.token });
    expect(status).toBe(200);
    expect(body).toEqual({ message: 'You have been logged out.' });
    const refused = await t.get('/api/v1/user/me', { token: account.token });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 'unauthorized' });
    expect((await t.post('/api/v1/logout', undefined, { token: account.token })).status).toBe(401);
    expect((await t.get('/api/v1/user/me', { token: other })).status).toBe(200);
  });

  it('answers 401 without a token, with a malformed header, or with an unknown token', async () => {
    const t = await createTestApp();
    expect((await t.post('/api/v1/logout')).body).toEqual({ code: 'unauthorized', message: 'Please log in to continue.' });
    const basic = await t.post('/api/v1/logout', undefined, { headers: { Authorization: 'Basic abc' } });
    expect(basic.status).toBe(401);
    const unknown = await t.post('/api/v1/logout', undefined, { token: 'A'.repeat(43) });
    expect(unknown.status).toBe(401);
  });
});
