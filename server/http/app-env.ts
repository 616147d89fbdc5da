import type { HttpBindings } from '@hono/node-server';
import type { Logger } from '../logger';

/** Who is calling, once the bearer token checked out as a session token. */
export interface AuthSession {
  sessionId: string;
  userId: string;
}

/** An API key that checked out: not revoked, with the scopes it was created with. */
export interface ApiKeyCaller {
  apiKeyId: string;
  userId: string;
  scopes: readonly string[];
}

/** Whoever a call is made by: a signed-in browser session, or a script holding an API key. */
export type Caller = ({ kind: 'session' } & AuthSession) | ({ kind: 'api_key' } & ApiKeyCaller);

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
