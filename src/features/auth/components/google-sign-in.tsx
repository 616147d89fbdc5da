import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useErrorMessage } from '@/lib/api';
import { useGoogleSignInMutation } from '../api/mutations';
import { publicConfigQueryOptions } from '../api/queries';
import { loadGoogleIdentity } from '../google/load-google-identity';
import formStyles from './auth-form.module.css';
import type { OnAuthenticated } from './on-authenticated';

/** Google sign-in, offered only when the server has a Google client id; it logs in with remember on (spec §4). */
export function GoogleSignIn({ onAuthenticated }: { onAuthenticated: OnAuthenticated }) {
  const { t, i18n } = useTranslation();
  const toMessage = useErrorMessage();
  const config = useQuery(publicConfigQueryOptions());
  const clientId = config.data?.google_client_id ?? null;
  const container = useRef<HTMLDivElement>(null);
  const googleMutation = useGoogleSignInMutation();
  const [error, setError] = useState<string | null>(null);
  const { mutate } = googleMutation;

  useEffect(() => {
    if (!clientId || !container.current) return;
    const element = container.current;
    let isCurrent = true;
    loadGoogleIdentity()
      .then((google) => {
        if (!isCurrent) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) =>
            mutate(
              { id_token: credential },
              {
                onSuccess: ({ token }) => onAuthenticated(token, true),
                onError: (failure) => setError(toMessage(failure, 'auth.google.failed')),
              },
            ),
        });
        google.accounts.id.renderButton(element, { theme: 'filled_black', size: 'large', shape: 'pill', locale: i18n.language });
      })
      .catch(() => isCurrent && setError(t('auth.google.failed')));
    return () => {
      isCurrent = false;
    };
  }, [clientId, i18n.language, mutate, onAuthenticated, t, toMessage]);

  if (!clientId) return null;
  return (
    <div className={formStyles.google}>
      <div ref={container} aria-label={t('auth.google.button')} />
      {error && (
        <p role="alert" className={formStyles.googleError}>
          {error}
        </p>
      )}
      <div className={formStyles.divider}>{t('auth.or')}</div>
    </div>
  );
}
