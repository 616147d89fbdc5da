import { useCallback, useEffect } from 'react';
import { useNavigate, useSearchParams } from '@/lib/router';
import { AuthScreen } from '@/features/auth';
import { startSession } from '@/domain/session';
import { storageKeys, writeStored } from '@/lib/storage';
import { RequireGuest } from '../guards';
import { paths, returnPathParam, safeReturnPath } from '@/domain/paths';

/**
 * /auth, for logged-out visitors. A `prompt` query parameter is kept as the workshop's initial prompt; a `next`
 * parameter names the page to return to once signed in, followed only when it is a path on this site.
 */
export function AuthRoute() {
  const navigate = useNavigate();
  const searchParams = useSearchParams();
  const prompt = searchParams.get('prompt');
  const destination = safeReturnPath(searchParams.get(returnPathParam)) ?? paths.home;

  useEffect(() => {
    if (prompt) writeStored('local', storageKeys.initialPrompt, prompt);
  }, [prompt]);

  const handleAuthenticated = useCallback(
    (token: string, remember: boolean) => {
      startSession(token, remember);
      void navigate(destination, { replace: true });
    },
    [navigate, destination],
  );

  return (
    <RequireGuest to={destination}>
      <AuthScreen onAuthenticated={handleAuthenticated} />
    </RequireGuest>
  );
}

export { AuthRoute as Component };
