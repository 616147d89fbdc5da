import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { resetUserStores } from './client-stores';
import { watchSession } from './session-watch';

/**
 * Mounted once beside the router: ends the session on a refused user or allowance load and clears the user's data
 * whenever the session ends. The guards then send the visitor to /auth.
 */
export function SessionWatcher() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      watchSession(queryClient, () => {
        resetUserStores();
        queryClient.clear();
      }),
    [queryClient],
  );
  return null;
}
