import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { LoadingScreen } from '../features/shell';
import { currentUserQueryOptions, sessionStore } from '../lib/session';
import { paths } from './paths';

/** Logged-out visitors go to /auth (spec part 1 §2). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { token } = useSnapshot(sessionStore);
  const user = useQuery(currentUserQueryOptions(token));
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
