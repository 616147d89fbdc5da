import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/** Smaller answers go as they are: compressing them saves less than a packet. */
export const COMPRESS_MIN_BYTES = 1024;
const jsonType = /^application\/(?:[\w.-]+\+)?json\b/i;

/** The coding to answer with: brotli, else gzip, as the Accept-Encoding header's q-values allow. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((name) => weightOf(name) > 0).toSorted((a, b) => weightOf(b) - weightOf(a))[0];
  return best ?? null;
}

/**
 * Compresses JSON answers of at least COMPRESS_MIN_BYTES: brotli at a fast level (about a millisecond for a
 * large history page) or gzip. Event streams and files are left alone: only JSON, which is built in memory
 * anyway, is read here.
 */
export function compressJson(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const res = c.res;
    // Only headers and status are read before the body is needed: under @hono/node-server, touching `res.body`
    // turns its lightweight answer into a web stream, which is read back chunk by chunk on every request.
    if (
      c.req.method === 'HEAD' ||
      res.status === 204 ||
      res.status === 304 ||
      res.headers.has('Content-Encoding') ||
      !jsonType.test(res.headers.get('Content-Type') ?? '')
    )
      return;
    const vary = res.headers.get('Vary');
    if (!/accept-encoding|\*/i.test(vary ?? '')) res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;
    const declaredLength = Number(res.headers.get('Content-Length') ?? Number.NaN);
    if (declaredLength < COMPRESS_MIN_BYTES) return;
    const body = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    const answer = (bytes: Buffer) => {
      c.res = undefined;
      c.res = new Response(new Uint8Array(bytes), { status: res.status, statusText: res.statusText, headers });
    };
    if (body.length < COMPRESS_MIN_BYTES) return answer(body);
    const compressed =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
        : gzipSync(body, { level: 6 });
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(compressed.length));
    answer(compressed);
  };
}
