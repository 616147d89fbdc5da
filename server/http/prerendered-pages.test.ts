import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

const bootScript = 'window.boot = 1';
const page = (language: string) =>
  `<!doctype html><html lang="${language}" data-prerendered="${language}"><meta charset="utf-8"><script>${bootScript}</script><div id="root"><h1>${language}</h1></div>`;

/** A build with the sign-in page prerendered in two languages, as scripts/build/prerender-pages.ts leaves it. */
function buildWithPrerenderedPages(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-prerendered-'));
  fs.mkdirSync(path.join(dir, 'prerendered'), { recursive: true });
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root">index</div>');
  fs.writeFileSync(path.join(dir, 'prerendered', 'auth.en.html'), page('en'));
  fs.writeFileSync(path.join(dir, 'prerendered', 'auth.ar.html'), page('ar'));
  const listing = {
    defaultLanguage: 'en',
    languageCookie: 'language',
    pages: [{ pattern: '/auth', files: { en: 'prerendered/auth.en.html', ar: 'prerendered/auth.ar.html' } }],
  };
  fs.writeFileSync(path.join(dir, '.vite', 'prerendered.json'), JSON.stringify(listing));
  const routes = [{ pattern: '/auth', files: ['/assets/auth-route-first-Ab12Cd34.css', '/assets/auth-route-Ab12Cd34.js'] }];
  fs.writeFileSync(path.join(dir, '.vite', 'route-hints.json'), JSON.stringify({ routes }));
  return dir;
}

let app: Awaited<ReturnType<typeof createTestApp>> | undefined;

async function open(pathname: string, cookie?: string) {
  app ??= await createTestApp({ env: { CLIENT_DIST: buildWithPrerenderedPages() } });
  return app.request(pathname, { headers: { Accept: 'text/html', ...(cookie === undefined ? {} : { Cookie: cookie }) } });
}

describe('prerendered pages', () => {
  it('serves the page in the language its cookie names, and the default language without one', async () => {
    expect(await (await open('/auth')).text()).toContain('<h1>en</h1>');
    expect(await (await open('/auth', 'language=ar')).text()).toContain('<h1>ar</h1>');
    expect(await (await open('/auth?next=%2Fgallery', 'theme=dark; language=ar')).text()).toContain('<h1>ar</h1>');
  });

  it('says the answer varies with the cookie, and revalidates like index.html', async () => {
    const response = await open('/auth', 'language=ar');
    expect(response.headers.get('Vary')).toMatch(/Cookie/);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('gives the default language for a cookie naming no page of the build', async () => {
    for (const cookie of ['language=fr', 'language=../index', 'language=__proto__', 'language=%00', 'language=']) {
      const response = await open('/auth', cookie);
      expect(response.status, cookie).toBe(200);
      expect(await response.text(), cookie).toContain('<h1>en</h1>');
    }
  });

  it('leaves other routes to index.html', async () => {
    expect(await (await open('/workshop/default', 'language=ar')).text()).toContain('index');
  });

  it('preloads nothing: the page holds its stylesheets, and its boot script starts the chunks after the first paint', async () => {
    expect((await open('/auth')).headers.get('Link')).toBeNull();
  });

  it("allows the pages' inline scripts by their hash", async () => {
    const csp = (await open('/auth')).headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain(`'sha256-${createHash('sha256').update(bootScript).digest('base64')}'`);
  });
});
