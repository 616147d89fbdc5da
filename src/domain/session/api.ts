import { createApiClient } from '@/lib/api';
import { fetchEarly } from '@/lib/boot';
import { endSession, sessionStore } from './session-store';

/**
 * The app's API client: sends the session token, ends the session when the server refuses it, and takes the
 * session check index.html's boot script already started.
 */
export const api = createApiClient({
  fetch: fetchEarly,
  getToken: () => sessionStore.token,
  onUnauthorized: () => endSession(),
});
