import type { HttpBindings } from '@hono/node-server';
import type { AuthSession, Caller } from '../callers';
import type { Logger } from '../logger';

/** Hono's typing of our context: node bindings (absent under `app.request` in tests) and per-request values. */
export interface AppEnv {
  Bindings: Partial<HttpBindings> | undefined;
  Variables: {
    requestId: string;
    logger: Logger;
    /** Set only when the caller used a session token. */
    session: AuthSession | null;
    caller: Caller | null;
  };
}
