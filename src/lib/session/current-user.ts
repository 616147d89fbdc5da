import { queryOptions } from '@tanstack/react-query';
import { getMe } from '../../../contract';
import { api } from '../api';

export const sessionKeys = {
  all: ['session'] as const,
  currentUser: (token: string | null) => [...sessionKeys.all, 'current-user', token] as const,
};

/** The signed-in user; disabled without a token. Shared by the auth gate, the shell and the account page. */
export function currentUserQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: sessionKeys.currentUser(token),
    queryFn: () => api(getMe, {}),
    enabled: token !== null,
    staleTime: 60_000,
  });
}
