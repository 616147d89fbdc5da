import type { UserSettings } from './db/schema';

/** The signed-in user and their balance as the call found them, read in the same query as the session. */
interface SessionAccount {
  username: string;
  email: string;
  tier: string;
  settings: UserSettings;
  pointsBalance: number;
}

/** Who is calling, once the bearer token checked out as a session token. */
export interface AuthSession {
  sessionId: string;
  userId: string;
  account: SessionAccount;
}

/** An API key that checked out: not revoked, with the scopes it was created with. */
export interface ApiKeyCaller {
  apiKeyId: string;
  userId: string;
  scopes: readonly string[];
}

/** Whoever a call is made by: a signed-in browser session, or a script holding an API key. */
export type Caller = ({ kind: 'session' } & AuthSession) | ({ kind: 'api_key' } & ApiKeyCaller);
