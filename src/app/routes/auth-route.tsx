import { useCallback, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AuthScreen } from '../../features/auth';
import { startSession } from '../../domain/session';
import { storageKeys, writeStored } from '../../lib/storage';
import { RequireGuest } from '../guards';
import { paths } from '../../domain/paths';

/** /auth, for logged-out visitors. A `prompt` query parameter is kept as the workshop's initial prompt. */
export function AuthRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const prompt = searchParams.get('prompt');

  useEffect(() => {
    if (prompt) writeStored('local', storageKeys.initialPrompt, prompt);
  }, [prompt]);

  const handleAuthenticated = useCallback(
    (token: string, remember: boolean) => {
      startSession(token, remember);
      void navigate(paths.home, { replace: true });
    },
    [navigate],
  );

  return (
    <RequireGuest>
      <AuthScreen onAuthenticated={handleAuthenticated} />
    </RequireGuest>
  );
}

export { AuthRoute as Component };
