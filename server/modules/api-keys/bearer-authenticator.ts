import type { Authenticator } from '../../http/authenticate';
import type { SessionService } from '../sessions/sessions.service';
import type { ApiKeyService } from './api-keys.service';

/** The one place that knows both kinds of bearer token: session tokens and API keys. */
export function createBearerAuthenticator(deps: { sessions: SessionService; apiKeys: ApiKeyService }): Authenticator {
  return {
    isApiKey: (token) => deps.apiKeys.isApiKey(token),
    session: (token) => deps.sessions.authenticate(token),
    apiKey: (token) => deps.apiKeys.authenticate(token),
    markApiKeyUsed: (key) => deps.apiKeys.markUsed(key),
  };
}
