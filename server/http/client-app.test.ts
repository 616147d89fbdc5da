import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
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

/** A build as `npm run build` leaves it: brotli and gzip copies beside the text files. */
function precompressedBuild(): string {
  const dir = fakeBuild();
  for (const file of ['index.html', 'assets/index-AbCd1234.js', 'assets/lang/en.json']) {
    const source = fs.readFileSync(path.join(dir, file));
    fs.writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(source));
    fs.writeFileSync(path.join(dir, `${file}.gz`), gzipSync(source));
  }
  return dir;
}

/** An index.html with an inline script, as the build writes the boot script in. */
const pageWithScript = (script: string) =>
  `<!doctype html><meta charset="utf-8"><script>${script}</script><script type="module" src="/assets/index-AbCd1234.js"></script><div id="root"></div>`;
const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

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

  it("names the route's first chunks and stylesheets in a Link header, from the build's route hints", async () => {
    const dir = fakeBuild();
    fs.mkdirSync(path.join(dir, '.vite'));
    const routes = [
      { pattern: '/auth', files: ['/assets/auth-route-first-Ab12Cd34.css', '/assets/auth-route-Ab12Cd34.js'] },
      { pattern: '/workshop/*', files: ['/assets/workshop-route-Ab12Cd34.js'] },
      { pattern: '**', files: [] },
    ];
    fs.writeFileSync(path.join(dir, '.vite', 'route-hints.json'), JSON.stringify({ routes }));
    const t = await createTestApp({ env: { CLIENT_DIST: dir } });
    const page = async (pathname: string) => (await t.request(pathname, { headers: { Accept: 'text/html' } })).headers.get('Link');
    expect(await page('/auth')).toBe(
      '</assets/auth-route-first-Ab12Cd34.css>; rel=preload; as=style; crossorigin, </assets/auth-route-Ab12Cd34.js>; rel=modulepreload',
    );
    expect(await page('/workshop/default')).toBe('</assets/workshop-route-Ab12Cd34.js>; rel=modulepreload');
    // One segment only; a path no route names preloads nothing.
    expect(await page('/workshop/default/more')).toBeNull();
    // A build without hints sends no header.
    const bare = await createTestApp({ env: { CLIENT_DIST: fakeBuild() } });
    expect((await bare.request('/auth', { headers: { Accept: 'text/html' } })).headers.get('Link')).toBeNull();
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

  it("sends the build's brotli or gzip copy as Accept-Encoding allows, and says the answer varies with it", async () => {
    const t = await createTestApp({ env: { CLIENT_DIST: precompressedBuild() } });
    const brotli = await t.request('/assets/index-AbCd1234.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(brotli.headers.get('Content-Encoding')).toBe('br');
    expect(brotli.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(brotli.headers.get('Vary')).toBe('Accept-Encoding');
    expect(brotli.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(await bytesOf(brotli)).toString()).toBe('console.log("app")');

    const gzip = await t.request('/assets/lang/en.json', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gzip.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(JSON.parse(gunzipSync(await bytesOf(gzip)).toString())).toEqual({ hello: 'Hello' });

    const plain = await t.request('/assets/index-AbCd1234.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe('console.log("app")');

    const page = await t.request('/gallery', { headers: { Accept: 'text/html', 'Accept-Encoding': 'br' } });
    expect(page.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(await bytesOf(page)).toString()).toContain('<div id="root">');
  });

  it('lets a browser revalidate index.html and the language files with a 304, per encoding', async () => {
    const t = await createTestApp({ env: { CLIENT_DIST: precompressedBuild() } });
    const html = { Accept: 'text/html', 'Accept-Encoding': 'br' };
    const first = await t.request('/workshop/default', { headers: html });
    const tag = first.headers.get('ETag');
    expect(tag).toMatch(/^W\/".+-br"$/);
    const again = await t.request('/account', { headers: { ...html, 'If-None-Match': tag ?? '' } });
    expect(again.status).toBe(304);
    expect(again.headers.get('Cache-Control')).toBe('no-cache');
    expect(await again.text()).toBe('');
    // The gzip copy is another representation: the brotli copy's tag does not stand for it.
    const otherEncoding = await t.request('/account', { headers: { ...html, 'Accept-Encoding': 'gzip', 'If-None-Match': tag ?? '' } });
    expect(otherEncoding.status).toBe(200);

    const lang = await t.request('/assets/lang/en.json');
    const since = await t.request('/assets/lang/en.json', { headers: { 'If-Modified-Since': lang.headers.get('Last-Modified') ?? '' } });
    expect(since.status).toBe(304);
    const stale = await t.request('/assets/lang/en.json', { headers: { 'If-None-Match': 'W/"something-else"' } });
    expect(stale.status).toBe(200);
    expect(await stale.json()).toEqual({ hello: 'Hello' });
    // Hashed files never change under their name: no tag to revalidate.
    expect((await t.request('/assets/index-AbCd1234.js')).headers.get('ETag')).toBeNull();
  });

  it("allows index.html's inline boot script by its hash, and follows a rebuild", async () => {
    const dist = fakeBuild();
    fs.writeFileSync(path.join(dist, 'index.html'), pageWithScript('window.first = 1;'));
    const t = await createTestApp({ env: { CLIENT_DIST: dist } });
    const scriptSources = async () => {
      const response = await t.request('/auth', { headers: { Accept: 'text/html' } });
      return /script-src ([^;]*)/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1]?.split(' ');
    };
    expect(await scriptSources()).toEqual(["'self'", hashOf('window.first = 1;')]);
    fs.writeFileSync(path.join(dist, 'index.html'), pageWithScript('window.second = 22;'));
    expect(await scriptSources()).toEqual(["'self'", hashOf('window.second = 22;')]);
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
