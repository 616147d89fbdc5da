import { describe, expect, it } from 'vitest';
import { newAccount } from '../test/accounts';
import { createTestApp } from '../test/test-app';

describe('answers to garbage', () => {
  it('answers 400 for malformed JSON, never 500', async () => {
    const t = await createTestApp();
    const response = await t.request('/api/v1/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"username": "a",',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'validation_error', message: 'The request body is not valid JSON.' });
  });

  it.each([
    ['an array', '[]'],
    ['a string', '"hello"'],
    ['null', 'null'],
  ])('answers 400 when the body is %s', async (_name, body) => {
    const t = await createTestApp();
    const response = await t.request('/api/v1/register', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_error' });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const t = await createTestApp();
    const response = await t.request('/api/v1/login', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'hi' });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('answers 413 for a huge body', async () => {
    const t = await createTestApp();
    const response = await t.request('/api/v1/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'payload_too_large' });
    // The unread body spoils the connection: the answer must say it closes, not promise keep-alive.
    expect(response.headers.get('Connection')).toBe('close');
  });

  it('reads a JSON body that starts with a byte-order mark', async () => {
    const t = await createTestApp();
    const body = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify({ email: 'a@example.com' }))]);
    const response = await t.request('/api/v1/resend_activation_otp', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(response.status).toBe(200);
  });

  it('answers 400 for a body nested too deeply to walk recursively', async () => {
    const t = await createTestApp();
    const body = `{"email":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const response = await t.request('/api/v1/resend_activation_otp', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(response.status).toBe(400);
  });

  it('answers 404 JSON for an unknown API path or method', async () => {
    const t = await createTestApp();
    for (const [method, pathname] of [
      ['GET', '/api/v1/nothing-here'],
      ['GET', '/api/v1/login'],
      ['DELETE', '/api/v1/user/me'],
      ['GET', '/api/v2/health'],
    ] as const) {
      const response = await t.request(pathname, { method, headers: { Accept: 'text/html' } });
      expect(response.status, `${method} ${pathname}`).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'not_found', message: expect.any(String) });
    }
  });

  it('ignores unknown fields and rejects wrong types with a clear message', async () => {
    const t = await createTestApp();
    const { status, body } = await t.post('/api/v1/verify_email', { email: 'a@example.com', otp_code: 123456, extra: true });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'validation_error', message: 'The code must be a string.' });
  });

  it('hides internal errors behind a generic 500 and logs them with the request id', async () => {
    const t = await createTestApp({
      overrides: {
        captcha: {
          publicConfig: { provider: 'altcha' },
          verify: async () => undefined,
          createChallenge: async () => {
            throw new Error('secret internal detail');
          },
        },
      },
    });
    const response = await t.request('/api/v1/captcha/challenge', { headers: { 'X-Request-Id': 'trace-me-123' } });
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body).toEqual({ code: 'internal_error', message: 'Something went wrong on our side. Please try again.' });
    expect(JSON.stringify(body)).not.toContain('secret');
    expect(response.headers.get('X-Request-Id')).toBe('trace-me-123');
    const logged = t.logs.find((record) => record.level === 'error');
    expect(logged).toMatchObject({ requestId: 'trace-me-123', error: { message: 'secret internal detail' } });
  });

  it('answers 500 when a handler answers outside the contract', async () => {
    const t = await createTestApp({
      overrides: {
        captcha: {
          publicConfig: { provider: 'altcha' },
          verify: async () => undefined,
          createChallenge: async () => ({ parameters: {} }) as never,
        },
      },
    });
    const response = await t.request('/api/v1/captcha/challenge');
    expect(response.status).toBe(500);
  });

  it('generates a request id when none or a silly one is sent', async () => {
    const t = await createTestApp();
    const plain = await t.request('/api/v1/health');
    expect(plain.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    const silly = await t.request('/api/v1/health', { headers: { 'X-Request-Id': 'has spaces <script>' } });
    expect(silly.headers.get('X-Request-Id')).not.toContain('<');
  });

  it('still registers with extra unknown fields', async () => {
    const t = await createTestApp();
    const body = { ...newAccount(), 'g-recaptcha-response': '', admin: true };
    expect((await t.post('/api/v1/register', body)).status).toBe(400);
  });
});
