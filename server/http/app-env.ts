import type { HttpBindings } from '@hono/node-server';
import type { Logger } from '../logger';

/** Who is calling, once the bearer token checked out. */
export interface AuthSession {
  sessionId: string;
  userId: string;
}

/** Hono's typing of our context: node bindings (absent under `app.request` in tests) and per-request values. */
export interface AppEnv {
  Bindings: Partial<HttpBindings> | undefined;
  Variables: {
    requestId: string;
    logger: Logger;
    session: AuthSession | null;
  };
}
