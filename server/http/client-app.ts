import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler, Next } from 'hono';
import { API_BASE } from '../../contract';
import type { AppEnv } from './app-env';

/** Vite writes content-hashed bundles straight into /assets; nested folders there come from public/ unhashed. */
const hashedAsset = /^\/assets\/[^/]+-[\w-]{8,}\.[a-z0-9]+$/i;
const LONG_CACHE = 'public, max-age=31536000, immutable';

const missingBuildPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Studio: build the browser app</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem">
<h1>The browser app is not built yet</h1>
<p>Run <code>npm run build</code>, then reload this page.</p>
<p>The API is running: see <a href="${API_BASE}/docs">${API_BASE}/docs</a>.</p>
</body>
</html>`;

/** Every /api path, this version's or not, is the API's: it never falls back to the app. */
function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

function acceptsHtml(c: Context<AppEnv>): boolean {
  return (c.req.header('Accept') ?? '').includes('text/html');
}

type Handler = (c: Context<AppEnv>, next: Next) => Promise<Response | void>;

/** Passes /api requests on untouched: the API answers them, found or not. */
function outsideApi(handler: Handler): Handler {
  return (c, next) => (isApiPath(c.req.path) ? next() : handler(c, next));
}

/**
 * Serves the built browser app from `clientDist` on the API's port: files as they are, hashed bundles cached
 * for a year, and index.html for any other page a browser navigates to, so client-side routes survive a reload.
 */
export function registerClientApp(app: Hono<AppEnv>, options: { clientDist: string }): void {
  const indexFile = path.join(options.clientDist, 'index.html');
  // Made on first use: serveStatic complains at creation when the folder is missing, which is
  // normal before the first `npm run build`.
  let files: MiddlewareHandler<AppEnv> | undefined;
  const serveFile = (c: Context<AppEnv>, next: Next) => {
    if (!fs.existsSync(options.clientDist)) return next();
    files ??= serveStatic<AppEnv>({
      root: options.clientDist,
      // The header is set before looking (serveStatic builds the response before onFound runs);
      // a miss must not pass it on to whatever answers instead.
      onNotFound: (_path, missed) => {
        missed.header('Cache-Control', undefined);
      },
    });
    c.header('Cache-Control', hashedAsset.test(c.req.path) ? LONG_CACHE : 'no-cache');
    return files(c, next);
  };
  const index = serveStatic<AppEnv>({ path: indexFile });

  app.on(['GET', 'HEAD'], '*', outsideApi(serveFile));
  app.on(
    ['GET', 'HEAD'],
    '*',
    outsideApi(async (c, next) => {
      if (!acceptsHtml(c) || c.req.path.startsWith('/assets/')) return next();
      if (!fs.existsSync(indexFile)) return c.html(missingBuildPage, 503);
      c.header('Cache-Control', 'no-cache');
      return index(c, next);
    }),
  );
}
