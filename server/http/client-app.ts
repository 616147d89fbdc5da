import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler, Next } from 'hono';
import { API_BASE } from '../../contract';
import type { AppEnv } from './app-env';
import { answerRevalidation } from './conditional';
import { prerenderedPages } from './prerendered-pages';
import { routeMatches } from './route-pattern';
import { watchedBuildFile } from './watched-build-file';

/** Vite writes content-hashed bundles straight into /assets; nested folders there come from public/ unhashed. */
const hashedAsset = /^\/assets\/[^/]+-[\w-]{8,}\.[a-z0-9]+$/i;
const LONG_CACHE = 'public, max-age=31536000, immutable';
/** Files that keep their name between builds (index.html, language files) are kept but asked about each time. */
const REVALIDATE = 'no-cache';
/** What the build precompresses (scripts/build/precompress.ts): the answer depends on Accept-Encoding. */
const compressibleType = /^(?:text\/|application\/(?:javascript|json|manifest\+json|xml)|image\/svg\+xml)/i;

const missingBuildPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Studio: build the browser app</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem">
<h1>The browser app is not built yet</h1>
<p>Run <code>npm run build</code>, then reload this page.</p>
<p>The API is running: see <a href="${API_BASE}/docs">${API_BASE}/docs</a>.</p>
</body>
</html>`;

const inlineScripts = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const scriptHashes = (html: string) =>
  [...html.matchAll(inlineScripts)].map(
    (match) =>
      `sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}`,
  );

/**
 * The CSP hashes of the inline scripts (the boot script the build writes in) of index.html and of the pages the
 * build prerendered from it, re-read when the files change. None when there is no build.
 */
export function indexScriptHashes(clientDist: string): () => readonly string[] {
  const index = watchedBuildFile(path.join(clientDist, 'index.html'), scriptHashes, []);
  const pages = prerenderedPages(clientDist);
  const pageHashes = new Map<string, () => string[]>();
  return () => {
    const hashes = new Set(index());
    for (const file of pages.files()) {
      let hashesOf = pageHashes.get(file);
      if (!hashesOf) {
        hashesOf = watchedBuildFile(path.join(clientDist, file), scriptHashes, []);
        pageHashes.set(file, hashesOf);
      }
      for (const hash of hashesOf()) hashes.add(hash);
    }
    return [...hashes];
  };
}

interface RouteHint {
  /** The path; `*` stands for one segment, `**` for any path no other pattern matches. */
  pattern: string;
  files: string[];
}

/**
 * The Link header for a page's answer: the first route's chunks (modulepreload) and stylesheets, which the build
 * lists per route in `.vite/route-hints.json` (scripts/build/boot-hints.ts), so the browser asks for them as the
 * answer's headers arrive, before it has read the page. Re-read when the file changes; none without a build.
 */
function routeLinkHeader(clientDist: string): (pathname: string) => string | null {
  const hints = watchedBuildFile(
    path.join(clientDist, '.vite', 'route-hints.json'),
    (text) => (JSON.parse(text) as { routes: RouteHint[] }).routes,
    [],
  );
  return (pathname) => {
    const files = hints().find((candidate) => routeMatches(candidate.pattern, pathname))?.files ?? [];
    if (files.length === 0) return null;
    // Crossorigin as the app's own loader asks for them, so the preloaded copies are the ones used.
    return files
      .map((file) => (file.endsWith('.css') ? `<${file}>; rel=preload; as=style; crossorigin` : `<${file}>; rel=modulepreload`))
      .join(', ');
  };
}

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
 * After serveStatic: says that the body depends on Accept-Encoding for every text file (serveStatic says so only
 * when it picked a compressed copy, and a cache would then hand the plain copy to everyone), and lets a browser
 * revalidate the files that are not hashed.
 */
function finishFileAnswer(c: Context<AppEnv>, answer: Response | void, isHashed: boolean): Response | void {
  if (!(answer instanceof Response) || answer.status !== 200) return answer;
  const headers = answer.headers;
  if (compressibleType.test(headers.get('Content-Type') ?? '') && !/accept-encoding/i.test(headers.get('Vary') ?? '')) {
    headers.append('Vary', 'Accept-Encoding');
  }
  return isHashed ? answer : answerRevalidation(c.req.raw, answer);
}

/**
 * Serves the built browser app from `clientDist` on the API's port: the build's brotli or gzip copy when the
 * browser takes it, hashed bundles cached for a year, other files (index.html, language files) revalidated, and
 * for any other page a browser navigates to, the page the build prerendered for it or else index.html, so
 * client-side routes survive a reload.
 */
export function registerClientApp(app: Hono<AppEnv>, options: { clientDist: string }): void {
  const indexFile = path.join(options.clientDist, 'index.html');
  // Made on first use: serveStatic complains at creation when the folder is missing, which is
  // normal before the first `npm run build`.
  let files: MiddlewareHandler<AppEnv> | undefined;
  const serveFile = async (c: Context<AppEnv>, next: Next) => {
    if (!fs.existsSync(options.clientDist)) return next();
    files ??= serveStatic<AppEnv>({
      root: options.clientDist,
      precompressed: true,
      // The header is set before looking (serveStatic builds the response before onFound runs);
      // a miss must not pass it on to whatever answers instead.
      onNotFound: (_path, missed) => {
        missed.header('Cache-Control', undefined);
      },
    });
    const isHashed = hashedAsset.test(c.req.path);
    c.header('Cache-Control', isHashed ? LONG_CACHE : REVALIDATE);
    return finishFileAnswer(c, await files(c, next), isHashed);
  };
  const index = serveStatic<AppEnv>({ path: indexFile, precompressed: true });
  const linkHeader = routeLinkHeader(options.clientDist);
  const prerendered = prerenderedPages(options.clientDist);
  const pageServers = new Map<string, MiddlewareHandler<AppEnv>>();
  const servePage = (file: string) => {
    let server = pageServers.get(file);
    if (!server) {
      server = serveStatic<AppEnv>({ path: path.join(options.clientDist, file), precompressed: true });
      pageServers.set(file, server);
    }
    return server;
  };

  app.on(['GET', 'HEAD'], '*', outsideApi(serveFile));
  app.on(
    ['GET', 'HEAD'],
    '*',
    outsideApi(async (c, next) => {
      if (!acceptsHtml(c) || c.req.path.startsWith('/assets/')) return next();
      if (!fs.existsSync(indexFile)) return c.html(missingBuildPage, 503);
      c.header('Cache-Control', REVALIDATE);
      const page = prerendered.pageFor(c, c.req.path);
      // A prerendered page holds its first screen's stylesheets, and its boot script starts the chunks once the page
      // has painted: preloading them with the answer would have them share the connection with that paint.
      const links = page === null ? linkHeader(c.req.path) : null;
      if (links) c.header('Link', links);
      if (page === null) return finishFileAnswer(c, await index(c, next), false);
      // The language cookie picks the page's language.
      c.header('Vary', 'Cookie', { append: true });
      return finishFileAnswer(c, await servePage(page)(c, next), false);
    }),
  );
}
