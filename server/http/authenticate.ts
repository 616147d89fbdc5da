import type { MiddlewareHandler } from 'hono';
import { errorCodes, type CallAuth } from '../../contract';
import type { ApiKeyCaller, AuthSession } from '../callers';
import type { AppEnv } from './app-env';
import { HttpError, unauthorized } from '../http-error';

/** How bearer tokens are checked; the sessions and API key modules provide it (see app.ts). */
export interface Authenticator {
  /** Whether a token has the shape of an API key (they carry a prefix), so it is looked up as one. */
  isApiKey(token: string): boolean;
  session(token: string): Promise<AuthSession | null>;
  /** Unknown and revoked keys answer null. */
  apiKey(token: string): Promise<ApiKeyCaller | null>;
  /** Called only when the key is accepted for the call, so a refused try does not count as use. */
  markApiKeyUsed(key: ApiKeyCaller): Promise<void>;
}

const bearerPattern = /^Bearer\s+(\S+)\s*$/i;

const insufficientScope = () => new HttpError(errorCodes.insufficientScope, 'This API key cannot be used for this call.');

/**
 * A call declared `auth: 'session'` takes session tokens only: account management must never be reachable
 * with a key a script holds. A call declared `auth: { scope }` also takes an API key that has the scope.
 */
export function authenticateCall(authenticator: Authenticator, auth: Exclude<CallAuth, 'none'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = c.req.header('Authorization')?.match(bearerPattern)?.[1];
    if (!token) throw unauthorized('Please log in to continue.');
    if (authenticator.isApiKey(token)) {
      const key = await authenticator.apiKey(token);
      if (!key) throw unauthorized('This API key is not valid or has been revoked.');
      if (auth === 'session' || !key.scopes.includes(auth.scope)) throw insufficientScope();
      await authenticator.markApiKeyUsed(key);
      c.set('caller', { kind: 'api_key', ...key });
    } else {
      const session = await authenticator.session(token);
      if (!session) throw unauthorized('Your session has ended. Please log in again.');
      c.set('session', session);
      c.set('caller', { kind: 'session', ...session });
    }
    await next();
  };
}
