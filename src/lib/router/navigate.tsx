import { useEffect } from 'react';
import { useNavigate } from './hooks';
import type { To } from './path';

export interface NavigateProps {
  /** Where to go. */
  to: To;
  /** Replace the current history entry instead of adding one. @default false */
  replace?: boolean;
  /** State carried with the entry. @default null */
  state?: unknown;
}

/** Navigates once rendered (a redirect); renders nothing. */
export function Navigate({ to, replace = false, state = null }: NavigateProps) {
  const navigate = useNavigate();
  // Compared by value, so a `{ pathname, search }` written inline does not navigate again on every render.
  const target = JSON.stringify(to);
  useEffect(() => void navigate(JSON.parse(target) as To, { replace, state }), [navigate, target, replace, state]);
  return null;
}
