import { endSession, sessionStore } from '../session/session-store';
import { createApiClient } from './api-client';

/** The app's API client: sends the session token, and ends the session when the server refuses it. */
export const api = createApiClient({
  getToken: () => sessionStore.token,
  onUnauthorized: () => endSession(),
});

export { createApiClient } from './api-client';
export type { ApiCall, ApiClientOptions } from './api-client';
export { ApiError, errorMessage, isApiError } from './api-error';
export { useErrorMessage } from './use-error-message';
