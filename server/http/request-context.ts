import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';
import { runInRequestScope } from '../request-scope';
import type { AppEnv } from './app-env';

const REQUEST_ID_HEADER = 'X-Request-Id';
const acceptableId = /^[\w.:-]{1,128}$/;

/** Gives every request an id (the caller's, when it sent a sane one), a logger carrying it, and an access log line. */
export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header(REQUEST_ID_HEADER);
    const requestId = incoming && acceptableId.test(incoming) ? incoming : randomUUID();
    const started = performance.now();
    c.set('requestId', requestId);
    c.set('logger', logger.child({ requestId }));
    c.set('session', null);
    c.set('caller', null);
    await runInRequestScope(requestId, next);
    // Not `c.header()`: on a finished answer it rebuilds the response around its body as a stream, which
    // @hono/node-server then writes chunk by chunk instead of in one piece.
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
    // The load balancer asks every second or so: those answers are logged only when debugging.
    const isProbe = c.req.path === '/livez' || c.req.path === '/readyz';
    c.get('logger')[isProbe ? 'debug' : 'info']('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}

/**
 * The caller's address: the socket's, or, behind `proxyHops` trusted proxies, the X-Forwarded-For entry the
 * outermost of them appended. Each proxy appends the address it was reached from, so only the last `proxyHops`
 * entries were written by proxies; everything before them came from the client and may be forged. 0 trusts none.
 */
export function clientIp(c: Context<AppEnv>, proxyHops: number): string | null {
  if (proxyHops > 0) {
    const hops = (c.req.header('X-Forwarded-For') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    // Fewer entries than proxies: the request skipped some of them, and the first entry is the furthest one known.
    const forwarded = hops[Math.max(0, hops.length - proxyHops)];
    if (forwarded) return forwarded.slice(0, 64);
  }
  return c.env?.incoming?.socket.remoteAddress ?? null;
}
