import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { appContentSecurityPolicy } from './security-headers';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('security headers', () => {
  it('are on every answer: pages, API answers, errors and the reference page with its own policy', async () => {
    const t = await createTestApp();
    const answers = {
      page: await t.request('/workshop/default', { headers: { Accept: 'text/html' } }),
      api: await t.request('/api/v1/health'),
      error: await t.request('/api/v1/no-such-call'),
      docs: await t.request('/api/v1/docs'),
    };
    for (const [name, response] of Object.entries(answers)) {
      expect(response.headers.get('x-content-type-options'), name).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), name).toBe('DENY');
      expect(response.headers.get('referrer-policy'), name).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security'), `${name} over plain HTTP`).toBeNull();
      expect(directive(response.headers.get('content-security-policy') ?? '', 'frame-ancestors'), name).toEqual(["'none'"]);
    }
    const page = answers.page.headers.get('content-security-policy') ?? '';
    expect(directive(page, 'script-src')).toEqual(["'self'"]);
    expect(directive(page, 'object-src')).toEqual(["'none'"]);
    expect(directive(answers.docs.headers.get('content-security-policy') ?? '', 'script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(answers.error.status).toBe(404);
  });

  it('asks browsers for HTTPS only when the public address is HTTPS', async () => {
    const t = await createTestApp({ env: { PUBLIC_URL: 'https://studio.example.com' } });
    const response = await t.request('/api/v1/health');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('the app content security policy', () => {
  it('lets in Google sign-in and reCAPTCHA only when they are configured', () => {
    const plain = appContentSecurityPolicy({ PUBLIC_URL: 'http://localhost:3000' });
    expect(plain).not.toContain('google');
    expect(directive(plain, 'frame-src')).toEqual(["'none'"]);

    const google = appContentSecurityPolicy({ PUBLIC_URL: 'http://localhost:3000', GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com' });
    expect(directive(google, 'script-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/client']);
    expect(directive(google, 'frame-src')).toEqual(['https://accounts.google.com/gsi/']);
    expect(google).not.toContain('recaptcha');

    const recaptcha = appContentSecurityPolicy({ PUBLIC_URL: 'http://localhost:3000', RECAPTCHA_SITE_KEY: 'site-key' });
    expect(directive(recaptcha, 'script-src')).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(directive(recaptcha, 'frame-src')).toContain('https://www.google.com/recaptcha/');
    expect(recaptcha).not.toContain('accounts.google.com');
  });
});
