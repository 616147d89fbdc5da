import { describe, expect, it } from 'vitest';
import { newAccount } from '../../test/accounts';
import { solveCaptcha } from '../../test/captcha';
import { createTestApp } from '../../test/test-app';

describe('ALTCHA captcha', () => {
  it('hands out signed challenges in the contract shape', async () => {
    const t = await createTestApp();
    const { status, body } = await t.get('/api/v1/captcha/challenge');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      parameters: { algorithm: 'SHA-256', nonce: expect.any(String), salt: expect.any(String), keyPrefix: expect.any(String) },
      signature: expect.any(String),
    });
  });

  it('refuses a replayed payload', async () => {
    const t = await createTestApp();
    const captcha = await solveCaptcha(t);
    const first = await t.post('/api/v1/register', { ...newAccount(), 'g-recaptcha-response': captcha });
    expect(first.status).toBe(201);
    const replay = await t.post('/api/v1/register', { ...newAccount(), 'g-recaptcha-response': captcha });
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({
      code: 'captcha_invalid',
      message: 'The captcha has already been used. Please complete it again.',
    });
  });

  it('refuses a tampered or garbage payload', async () => {
    const t = await createTestApp();
    const solved = JSON.parse(Buffer.from(await solveCaptcha(t), 'base64').toString()) as {
      solution: { derivedKey: string };
    };
    // The derived key is the proof of work: a guessed one fails the signed key check.
    solved.solution.derivedKey = `${solved.solution.derivedKey.slice(0, -2)}${solved.solution.derivedKey.endsWith('00') ? '11' : '00'}`;
    const tampered = Buffer.from(JSON.stringify(solved)).toString('base64');
    for (const payload of [tampered, 'garbage', Buffer.from('{"a":1}').toString('base64')]) {
      const { status, body } = await t.post('/api/v1/register', { ...newAccount(), 'g-recaptcha-response': payload });
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'captcha_invalid' });
    }
  });

  it('refuses an expired challenge', async () => {
    const t = await createTestApp();
    const captcha = await solveCaptcha(t);
    t.clock.advance(11 * 60 * 1000);
    const { body } = await t.post('/api/v1/register', { ...newAccount(), 'g-recaptcha-response': captcha });
    expect(body).toEqual({ code: 'captcha_invalid', message: 'The captcha has expired. Please complete it again.' });
  });

  it('answers captcha_required for a blank answer', async () => {
    const t = await createTestApp();
    const { status, body } = await t.post('/api/v1/register', { ...newAccount(), 'g-recaptcha-response': '   ' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'captcha_required', message: 'Please complete the reCAPTCHA.' });
  });
});

describe('reCAPTCHA', () => {
  const env = { RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET_KEY: 'secret-key' };

  it('asks Google to verify the token with the secret and the caller address', async () => {
    const seen: URLSearchParams[] = [];
    const t = await createTestApp({
      env,
      overrides: {
        recaptchaFetch: async (_url, init) => {
          const form = new URLSearchParams(init.body as URLSearchParams);
          seen.push(form);
          return Response.json({ success: form.get('response') === 'good-token' });
        },
      },
    });
    expect((await t.get('/api/v1/config')).body).toMatchObject({ captcha: { provider: 'recaptcha', site_key: 'site-key' } });
    expect((await t.get('/api/v1/captcha/challenge')).status).toBe(404);
    const ok = await t.post('/api/v1/register', { ...newAccount(), 'g-recaptcha-response': 'good-token' }, { ip: '10.1.2.3' });
    expect(ok.status).toBe(201);
    expect(seen[0]?.get('secret')).toBe('secret-key');
    expect(seen[0]?.get('remoteip')).toBe('10.1.2.3');
    const bad = await t.post('/api/v1/register', { ...newAccount(), 'g-recaptcha-response': 'bad-token' });
    expect(bad.body).toMatchObject({ code: 'captcha_invalid' });
  });

  it('refuses when Google cannot be reached', async () => {
    const t = await createTestApp({
      env,
      overrides: {
        recaptchaFetch: async () => {
          throw new Error('offline');
        },
      },
    });
    const { status, body } = await t.post('/api/v1/register', { ...newAccount(), 'g-recaptcha-response': 'token' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'captcha_invalid' });
  });
});
