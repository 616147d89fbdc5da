import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { LoadingScreen } from '../features/shell';
import { currentUserQueryOptions, sessionStore, taskAllowanceQueryOptions } from '../domain/session';
import { paths } from '../domain/paths';
import { useRetryUnlessRefused } from './use-retry-unless-refused';

interface RequireAuthProps {
  /** The active workspace's team, whose allowance applies; null for the personal workspace. @default null */
  teamId?: string | null;
  children: ReactNode;
}

/**
 * Logged-out visitors go to /auth (spec part 1 §2). It also loads the user and the active workspace's allowance,
 * so that a 401 or 403 on either forces logout through the SessionWatcher (spec part 1 §4).
 */
export function RequireAuth({ teamId = null, children }: RequireAuthProps) {
  const { token } = useSnapshot(sessionStore);
  const retry = useRetryUnlessRefused();
  const user = useQuery({ ...currentUserQueryOptions(token), retry });
  useQuery({ ...taskAllowanceQueryOptions(token, teamId), retry });
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
