import type { QueryClient } from '@tanstack/react-query';
import { subscribeKey } from 'valtio/utils';
import { isApiError } from '@/lib/api';
import { endSession, isGuardedLoad, sessionStore } from '@/domain/session';

export function isSessionRefusal(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

/**
 * Forces logout (spec part 1 §4) however the session ends: a 401 or 403 on the user's data or allowance ends it
 * here, and any ending (this, the API client's own 401 handling, an explicit logout) or replacement of the token
 * then runs `onSessionEnded` to clear what belonged to the user. This is the one place the cache is cleared for a
 * change of user, which is why query keys carry no token. It watches the query cache rather than a screen, so a refusal that lands
 * after its screen has gone (retries, navigation) still counts.
 */
export function watchSession(queryClient: QueryClient, onSessionEnded: () => void): () => void {
  const stopWatchingLoads = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    if (isGuardedLoad(event.query.queryKey) && isSessionRefusal(event.action.error)) endSession();
  });
  let previous = sessionStore.token;
  const stopWatchingToken = subscribeKey(sessionStore, 'token', (token) => {
    if (previous !== null && token !== previous) onSessionEnded();
    previous = token;
  });
  return () => {
    stopWatchingLoads();
    stopWatchingToken();
  };
}
