import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';
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
    await next();
    c.header(REQUEST_ID_HEADER, requestId);
    c.get('logger').info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}

/** The caller's address: the socket's, or the first X-Forwarded-For hop when told to trust a proxy. */
export function clientIp(c: Context<AppEnv>, trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return c.env?.incoming?.socket.remoteAddress ?? null;
}
