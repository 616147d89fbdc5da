import { health } from '../../../contract';
import type { Database, Engine } from '../../db/database';
import type { ApiRouter } from '../../http/api-router';
import { pingDatabase } from './health.repository';

export function registerHealthRoutes(router: ApiRouter, deps: { db: Database; engine: Engine; version: string }): void {
  router.implement(health, async () => {
    await pingDatabase(deps.db);
    return { status: 'ok' as const, engine: deps.engine, version: deps.version };
  });
}
