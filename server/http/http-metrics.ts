import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Metrics } from '../metrics/metrics';
import type { AppEnv } from './app-env';

/**
 * The route pattern that answered (`/api/v1/tasks/:taskId`), so a label never holds an id; paths no route matched
 * (the browser app's files and unknown addresses alike) count as one.
 */
function routeLabel(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string {
  const route = routePath(c);
  return route.includes('*') ? 'other' : route;
}

/** Counts and times every answer by method, route pattern and status (an event stream: until its first byte). */
export function httpMetrics(metrics: Pick<Metrics, 'httpRequests' | 'httpDuration'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const route = routeLabel(c);
    metrics.httpRequests.inc({ method: c.req.method, route, status: String(c.res.status) });
    metrics.httpDuration.observe({ method: c.req.method, route }, (performance.now() - started) / 1000);
  };
}
