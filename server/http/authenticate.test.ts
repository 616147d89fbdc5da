import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '../../contract';
import { generateApiKey, hashApiKey, visibleParts } from '../modules/api-keys/api-key-token';
import { insertApiKey, listActiveApiKeys } from '../modules/api-keys/api-keys.repository';
import { createApiKeyService } from '../modules/api-keys';
import { createPermissionService } from '../modules/permissions';
import { createSessionService } from '../modules/sessions';
import { createUserDirectory } from '../modules/user';
import { createTestApp, type TestApp } from '../test/test-app';
import { signedInUser } from '../test/users';
import { createApiRouter, requireCaller } from './api-router';
import { createBearerAuthenticator } from '../bearer-authenticator';
import type { AppEnv } from './app-env';
import { handleError } from './error-handler';
import { requestContext } from './request-context';

/** A call declared the way generation calls will be: a session or an API key with the scope. */
const scopedCall = defineCall({
  name: 'scopedTestCall',
  method: 'post',
  path: '/test/scoped',
  summary: 'Test only',
  tags: ['test'],
  auth: { scope: 'generation:write' },
  answer: z.object({ kind: z.enum(['session', 'api_key']), user_id: z.string() }),
  errors: [],
});

/** The real authenticator on the test database, in front of a router serving only the scoped call. */
function scopedApp(t: TestApp) {
  const { db, clock, logger } = t.deps;
  const apiKeys = createApiKeyService({ db, clock, permissions: createPermissionService({ users: createUserDirectory({ db }) }) });
  const sessions = createSessionService({ db, clock });
  const router = createApiRouter({ authenticator: createBearerAuthenticator({ sessions, apiKeys }), proxyHops: 0 });
  router.implement(scopedCall, async (ctx) => {
    const caller = requireCaller(ctx);
    return { kind: caller.kind, user_id: caller.userId };
  });
  const app = new Hono<AppEnv>();
  app.use('*', requestContext(logger));
  app.route('/', router.app);
  app.onError(handleError);
  return async (token?: string) => {
    const response = await app.request('/test/scoped', {
      method: 'POST',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
}

async function keyWithScopes(t: TestApp, userId: string, scopes: string[]): Promise<string> {
  const key = generateApiKey();
  const { prefix, suffix } = visibleParts(key);
  const values = { userId, name: 'k', keyHash: hashApiKey(key), keyPrefix: prefix, keySuffix: suffix, scopes };
  await insertApiKey(t.deps.db, { ...values, createdAt: t.clock.now() });
  return key;
}

describe('scoped calls', () => {
  it('accept a session token', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    expect(await scopedApp(t)(user.token)).toEqual({ status: 200, body: { kind: 'session', user_id: user.userId } });
  });

  it('accept an API key holding the scope, and record its use', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t, { tier: 'Plus' });
    const created = await t.post<{ key_data: { full_key: string } }>('/api/v1/user/api-keys', { name: 'ci' }, { token: user.token });
    const call = scopedApp(t);
    expect(await call(created.body.key_data.full_key)).toEqual({ status: 200, body: { kind: 'api_key', user_id: user.userId } });
    const [stored] = await listActiveApiKeys(t.deps.db, user.userId);
    expect(stored?.lastUsedAt).toEqual(t.clock.now());

    // Within a minute another use writes nothing; after it, the time moves on.
    t.clock.advanceSeconds(30);
    await call(created.body.key_data.full_key);
    expect((await listActiveApiKeys(t.deps.db, user.userId))[0]?.lastUsedAt).toEqual(stored?.lastUsedAt);
    t.clock.advanceSeconds(31);
    await call(created.body.key_data.full_key);
    expect((await listActiveApiKeys(t.deps.db, user.userId))[0]?.lastUsedAt).toEqual(t.clock.now());
  });

  it('refuse an API key without the scope with 403 insufficient_scope', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const key = await keyWithScopes(t, user.userId, ['gallery:read']);
    expect(await scopedApp(t)(key)).toEqual({
      status: 403,
      body: { code: 'insufficient_scope', message: 'This API key cannot be used for this call.' },
    });
    expect((await listActiveApiKeys(t.deps.db, user.userId))[0]?.lastUsedAt).toBeNull();
  });

  it('refuse a revoked key, an unknown key, an expired session and no token with 401', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t, { tier: 'Pro' });
    const created = await t.post<{ key_data: { id: string; full_key: string } }>(
      '/api/v1/user/api-keys',
      { name: 'ci' },
      { token: user.token },
    );
    await t.delete(`/api/v1/user/api-keys/${created.body.key_data.id}`, { token: user.token });
    const call = scopedApp(t);
    expect(await call(created.body.key_data.full_key)).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
    expect(await call(generateApiKey())).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
    expect(await call()).toMatchObject({ status: 401, body: { message: 'Please log in to continue.' } });
    t.clock.advance(13 * 60 * 60 * 1000);
    expect(await call(user.token)).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
  });
});
