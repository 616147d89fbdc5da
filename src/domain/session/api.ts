import { createApiClient } from '../../lib/api';
import { endSession, sessionStore } from './session-store';

/** The app's API client: sends the session token, and ends the session when the server refuses it. */
export const api = createApiClient({
  getToken: () => sessionStore.token,
  onUnauthorized: () => endSession(),
});
