import { describe, expect, it } from 'vitest';
import { apiKeySchema, createApiKey, type ApiKey } from '../../../contract';
import { loginAs } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { setTier, signedInUser } from '../../test/users';

type Created = { message: string; key_data: ApiKey & { full_key: string } };

const create = (t: TestApp, token: string, body: unknown = { name: 'CI script' }) =>
  t.post<Created>('/api/v1/user/api-keys', body, { token });
const list = (t: TestApp, token: string) => t.get<{ api_keys: ApiKey[] }>('/api/v1/user/api-keys', { token });

describe('API keys', () => {
  it('creates a key on Plus: the full key once, stored as prefix and truncated form', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t, { tier: 'Plus' });
    const { status, body } = await create(t, user.token);
    expect(status).toBe(201);
    expect(createApiKey.answer.parse(body)).toEqual(body);
    const key = body.key_data;
    expect(key.full_key).toMatch(/^sk_live_[\w-]{43}$/);
    expect(key).toMatchObject({ name: 'CI script', scopes: ['generation:write'], last_used_at: null });
    expect(key.key_prefix).toBe(key.full_key.slice(0, 12));
    expect(key.truncated_key).toBe(`${key.full_key.slice(0, 12)}…${key.full_key.slice(-4)}`);

    const listed = await list(t, user.token);
    expect(listed.status).toBe(200);
    expect(listed.body.api_keys).toEqual([apiKeySchema.parse({ ...key, full_key: undefined })]);
    expect(JSON.stringify(listed.body)).not.toContain(key.full_key);
  });

  it('refuses a Free user with 403 permission_denied, and lists nothing', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const { status, body } = await create(t, user.token);
    expect(status).toBe(403);
    expect(body).toEqual({
      code: 'permission_denied',
      message: 'Your plan does not include API keys. Upgrade your plan to create one.',
    });
    expect((await list(t, user.token)).body).toEqual({ api_keys: [] });
  });

  it("enforces the tier's key cap, and keeps keys working after a downgrade", async () => {
    const t = await createTestApp();
    const user = await signedInUser(t, { tier: 'Plus' });
    for (let i = 0; i < 10; i += 1) expect((await create(t, user.token, { name: `key ${i}` })).status).toBe(201);
    const over = await create(t, user.token);
    expect(over.body).toEqual({ code: 'permission_denied', message: 'Your plan allows 10 API keys. Revoke one to create another.' });
    await setTier(t, user.userId, 'Free');
    expect((await list(t, user.token)).body.api_keys).toHaveLength(10);
  });

  it('validates the name and the scopes', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t, { tier: 'Pro' });
    const blank = await create(t, user.token, { name: '   ' });
    expect(blank.body).toMatchObject({ code: 'validation_error', message: 'Please provide a name for the API key.' });
    expect((await create(t, user.token, {})).body).toMatchObject({ code: 'validation_error', message: 'Name is required.' });
    const scope = await create(t, user.token, { name: 'x', scopes: ['admin'] });
    expect(scope.body).toMatchObject({ code: 'validation_error', details: { fields: { 'scopes.0': expect.any(String) } } });
    expect((await create(t, user.token, { name: 'x', scopes: [] })).status).toBe(400);
    expect((await create(t, user.token, { name: 'x'.repeat(61) })).status).toBe(400);
  });

  it('revokes at once: the key is refused on its next call and leaves the list', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t, { tier: 'Plus' });
    const { key_data: key } = (await create(t, user.token)).body;
    // On a session-only call a working key is refused for its scope; a revoked one is not a credential at all.
    expect((await t.get('/api/v1/user/me', { token: key.full_key })).status).toBe(403);
    const revoked = await t.delete(`/api/v1/user/api-keys/${key.id}`, { token: user.token });
    expect(revoked).toMatchObject({ status: 200, body: { message: 'The API key was revoked.' } });
    const refused = await t.get('/api/v1/user/me', { token: key.full_key });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ code: 'unauthorized', message: 'This API key is not valid or has been revoked.' });
    expect((await list(t, user.token)).body.api_keys).toEqual([]);
    expect((await t.delete(`/api/v1/user/api-keys/${key.id}`, { token: user.token })).status).toBe(404);
  });

  it("answers 404 for someone else's key, an unknown id and a malformed id", async () => {
    const t = await createTestApp();
    const owner = await signedInUser(t, { tier: 'Plus' });
    const other = await signedInUser(t, { tier: 'Plus' });
    const { key_data: key } = (await create(t, owner.token)).body;
    for (const id of [key.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const { status, body } = await t.delete(`/api/v1/user/api-keys/${id}`, { token: other.token });
      expect(status, id).toBe(404);
      expect(body).toEqual({ code: 'not_found', message: 'API key not found.' });
    }
    expect((await list(t, owner.token)).body.api_keys).toHaveLength(1);
  });

  it('refuses API keys on every session-only call with 403 insufficient_scope', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t, { tier: 'Plus' });
    const { key_data: key } = (await create(t, user.token)).body;
    const token = key.full_key;
    const refusals = [
      await t.get('/api/v1/user/me', { token }),
      await t.get('/api/v1/user/api-keys', { token }),
      await t.post('/api/v1/user/api-keys', { name: 'escalate' }, { token }),
      await t.delete(`/api/v1/user/api-keys/${key.id}`, { token }),
      await t.post('/api/v1/user/me/change-password', { current_password: 'x', new_password: 'yyyyyyyy' }, { token }),
      await t.get('/api/v1/points/balance', { token }),
      await t.post('/api/v1/logout', undefined, { token }),
    ];
    for (const { status, body } of refusals) {
      expect(status).toBe(403);
      expect(body).toEqual({ code: 'insufficient_scope', message: 'This API key cannot be used for this call.' });
    }
    // A refused try is not a use, and the key still works where its scope allows.
    expect((await list(t, user.token)).body.api_keys[0]?.last_used_at).toBeNull();
    expect((await loginAs(t, user)).status).toBe(200);
  });

  it('needs a session for every key call', async () => {
    const t = await createTestApp();
    expect((await t.get('/api/v1/user/api-keys')).status).toBe(401);
    expect((await t.post('/api/v1/user/api-keys', { name: 'x' })).status).toBe(401);
    expect((await t.delete('/api/v1/user/api-keys/abc')).status).toBe(401);
  });
});
