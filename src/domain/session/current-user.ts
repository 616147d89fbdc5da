import { queryOptions } from '@tanstack/react-query';
import { getMe } from '@contract/browser';
import { api } from './api';

/**
 * Keys of the signed-in user's data. They carry no token: every change of session clears the whole cache (see
 * the app's session watcher and logout), so one user's data never shows for the next.
 */
export const sessionKeys = {
  all: ['session'] as const,
  currentUser: () => [...sessionKeys.all, 'current-user'] as const,
};

/** The signed-in user; disabled without a token. Shared by the auth gate, the shell and the account page. */
export function currentUserQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: sessionKeys.currentUser(),
    queryFn: ({ signal }) => api(getMe, {}, { signal }),
    enabled: token !== null,
    staleTime: 60_000,
  });
}
