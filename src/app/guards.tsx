import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@/lib/router';
import { useSnapshot } from 'valtio';
import { LoadingScreen } from '@/features/shell';
import { currentUserQueryOptions, sessionStore, taskAllowanceQueryOptions } from '@/domain/session';
import { authPathReturningTo, paths } from '@/domain/paths';
import { useRetryUnlessRefused } from './use-retry-unless-refused';

interface RequireAuthProps {
  /** The active workspace's team, whose allowance applies; null for the personal workspace. @default null */
  teamId?: string | null;
  children: ReactNode;
}

/**
 * Logged-out visitors go to /auth (spec part 1 §2), which brings them back to the page they asked for. It also
 * loads the user and the active workspace's allowance, so that a 401 or 403 on either forces logout through the
 * SessionWatcher (spec part 1 §4).
 */
export function RequireAuth({ teamId = null, children }: RequireAuthProps) {
  const { token } = useSnapshot(sessionStore);
  const location = useLocation();
  const retry = useRetryUnlessRefused();
  const user = useQuery({ ...currentUserQueryOptions(token), retry });
  useQuery({ ...taskAllowanceQueryOptions(token, teamId), retry });
  if (!token) return <Navigate to={authPathReturningTo(location)} replace />;
  if (user.isPending) return <LoadingScreen />;
  return children;
}

interface RequireGuestProps {
  /** Where a logged-in visitor goes instead: a same-site path. @default paths.home */
  to?: string;
  children: ReactNode;
}

/** /auth is reachable only when logged out; a logged-in user goes on to `to`. */
export function RequireGuest({ to = paths.home, children }: RequireGuestProps) {
  const { token } = useSnapshot(sessionStore);
  if (token) return <Navigate to={to} replace />;
  return children;
}
