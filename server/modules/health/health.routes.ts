import { health } from '../../../contract';
import type { Database, Engine } from '../../db/database';
import type { Hono } from 'hono';
import type { ApiRouter } from '../../http/api-router';
import type { AppEnv } from '../../http/app-env';
import { probeAnswer } from '../../operator/probe-answers';
import type { Readiness } from '../../operator/readiness';
import { pingDatabase } from './health.repository';

export function registerHealthRoutes(router: ApiRouter, deps: { db: Database; engine: Engine; version: string }): void {
  router.implement(health, async () => {
    await pingDatabase(deps.db);
    return { status: 'ok' as const, engine: deps.engine, version: deps.version };
  });
}

/**
 * The load balancer's probes, outside the API: /livez (the process runs) and /readyz (it should get traffic: not
 * while starting, migrating or draining, nor while its database does not answer). Never cached.
 */
export function registerProbeRoutes(app: Hono<AppEnv>, readiness: Readiness): void {
  for (const pathname of ['/livez', '/readyz']) {
    app.get(pathname, async (c) => {
      const probe = await probeAnswer(pathname, readiness);
      c.header('Cache-Control', 'no-store');
      return c.json(probe?.body ?? {}, (probe?.status ?? 404) as 200);
    });
  }
}
