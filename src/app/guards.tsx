import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { activeTeamId, LoadingScreen, workspaceStore } from '../features/shell';
import { currentUserQueryOptions, sessionStore, taskAllowanceQueryOptions } from '../lib/session';
import { paths } from './paths';
import { isSessionRefusal } from './session-watch';

/**
 * Logged-out visitors go to /auth (spec part 1 §2). It also loads the user and the active workspace's allowance,
 * so that a 401 or 403 on either forces logout through the SessionWatcher (spec part 1 §4).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { token } = useSnapshot(sessionStore);
  const { activeWorkspace } = useSnapshot(workspaceStore);
  const retry = useRetryUnlessRefused();
  const user = useQuery({ ...currentUserQueryOptions(token), retry });
  useQuery({ ...taskAllowanceQueryOptions(token, activeTeamId({ activeWorkspace })), retry });
  if (!token) return <Navigate to={paths.auth} replace />;
  if (user.isPending) return <LoadingScreen />;
  return children;
}

/** /auth is reachable only when logged out; a logged-in user goes to /. */
export function RequireGuest({ children }: { children: ReactNode }) {
  const { token } = useSnapshot(sessionStore);
  if (token) return <Navigate to={paths.home} replace />;
  return children;
}

/** A refusal will not change on a retry, so the logout follows at once; other failures keep the client's retries. */
function useRetryUnlessRefused() {
  const defaultRetry = useQueryClient().getDefaultOptions().queries?.retry;
  const retries = typeof defaultRetry === 'number' ? defaultRetry : 0;
  return (failureCount: number, error: Error) => !isSessionRefusal(error) && failureCount < retries;
}
