import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-client-'));
  fs.mkdirSync(path.join(dir, 'assets', 'lang'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Studio</title><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'assets', 'index-AbCd1234.js'), 'console.log("app")');
  fs.writeFileSync(path.join(dir, 'assets', 'lang', 'en.json'), '{"hello":"Hello"}');
  return dir;
}

describe('the browser app', () => {
  it('serves index.html for client routes a browser navigates to', async () => {
    const t = await createTestApp({ env: { CLIENT_DIST: fakeBuild() } });
    for (const pathname of ['/', '/workshop/default', '/gallery', '/teams/123']) {
      const response = await t.request(pathname, { headers: { Accept: 'text/html,application/xhtml+xml' } });
      expect(response.status, pathname).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
    }
  });

  it('caches hashed bundles for a year and serves language files from the build', async () => {
    const t = await createTestApp({ env: { CLIENT_DIST: fakeBuild() } });
    const bundle = await t.request('/assets/index-AbCd1234.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const lang = await t.request('/assets/lang/en.json');
    expect(lang.status).toBe(200);
    expect(await lang.json()).toEqual({ hello: 'Hello' });
    expect(lang.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('answers 404 for a missing asset and for non-HTML requests, and leaves the API alone', async () => {
    const t = await createTestApp({ env: { CLIENT_DIST: fakeBuild() } });
    expect((await t.request('/assets/missing-12345678.js', { headers: { Accept: 'text/html' } })).status).toBe(404);
    expect((await t.request('/gallery', { headers: { Accept: 'application/json' } })).status).toBe(404);
    const api = await t.request('/api/v1/unknown', { headers: { Accept: 'text/html' } });
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: 'not_found' });
    expect((await t.request('/../../etc/passwd', { headers: { Accept: 'text/html' } })).status).not.toBe(500);
  });

  it('explains how to build the app when there is no build', async () => {
    const t = await createTestApp({ env: { CLIENT_DIST: path.join(os.tmpdir(), 'definitely-not-built') } });
    const response = await t.request('/workshop', { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build');
  });
});
