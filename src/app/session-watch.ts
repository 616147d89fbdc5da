import type { QueryClient } from '@tanstack/react-query';
import { subscribeKey } from 'valtio/utils';
import { isApiError } from '../lib/api';
import { endSession, sessionKeys, sessionStore } from '../lib/session';

/** The loads whose refusal ends the session (spec part 1 §4): the user's data and the task allowance. */
const guardedLoads = new Set(['current-user', 'allowance']);

export function isSessionRefusal(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

function isGuardedLoad(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === sessionKeys.all[0] && guardedLoads.has(String(queryKey[1]));
}

/**
 * Forces logout (spec part 1 §4) however the session ends: a 401 or 403 on the user's data or allowance ends it
 * here, and any ending (this, the API client's own 401 handling, an explicit logout) then runs `onSessionEnded`
 * to clear what belonged to the user. It watches the query cache rather than a screen, so a refusal that lands
 * after its screen has gone (retries, navigation) still counts.
 */
export function watchSession(queryClient: QueryClient, onSessionEnded: () => void): () => void {
  const stopWatchingLoads = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    if (isGuardedLoad(event.query.queryKey) && isSessionRefusal(event.action.error)) endSession();
  });
  let hadSession = sessionStore.token !== null;
  const stopWatchingToken = subscribeKey(sessionStore, 'token', (token) => {
    if (hadSession && token === null) onSessionEnded();
    hadSession = token !== null;
  });
  return () => {
    stopWatchingLoads();
    stopWatchingToken();
  };
}
