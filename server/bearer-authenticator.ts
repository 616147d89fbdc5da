import type { ApiKeyService } from './modules/api-keys';
import type { BearerIdentity } from './modules/media';
import type { SessionService } from './modules/sessions';
import type { Authenticator } from './http/authenticate';

/**
 * The one place that knows both kinds of bearer token, session tokens and API keys: app wiring, since it joins
 * two modules for the HTTP layer's Authenticator port.
 */
export function createBearerAuthenticator(deps: { sessions: SessionService; apiKeys: ApiKeyService }): Authenticator {
  return {
    isApiKey: (token) => deps.apiKeys.isApiKey(token),
    session: (token) => deps.sessions.authenticate(token),
    apiKey: (token) => deps.apiKeys.authenticate(token),
    markApiKeyUsed: (key) => deps.apiKeys.markUsed(key),
  };
}

/** Who a bearer token speaks for, as the media files ask: a session, or an API key with its scopes. */
export function identifyBearer(authenticator: Authenticator): (bearer: string) => Promise<BearerIdentity | null> {
  return async (bearer) => {
    if (authenticator.isApiKey(bearer)) {
      const key = await authenticator.apiKey(bearer);
      return key && { userId: key.userId, scopes: key.scopes };
    }
    const session = await authenticator.session(bearer);
    return session && { userId: session.userId, scopes: null };
  };
}
