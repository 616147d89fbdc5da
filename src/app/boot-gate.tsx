import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { toast } from '@/design-system';
import { LoadingScreen } from '@/features/shell';
import { fetchEarly } from '@/lib/boot';
import { type I18n, type LanguageLoadResult, loadLanguage, readLanguagePreference } from '@/lib/i18n';
import { currentUserQueryOptions, sessionStore } from '@/domain/session';
import { useRetryUnlessRefused } from './use-retry-unless-refused';

/**
 * Shows the loading screen until the language file and the authentication check both finish (spec part 1 §2).
 * A 401 or 403 on the check ends the session through the SessionWatcher.
 */
export function BootGate({ i18n, initialLanguage, children }: { i18n: I18n; initialLanguage?: LanguageLoadResult; children: ReactNode }) {
  const [language, setLanguage] = useState<LanguageLoadResult | null>(initialLanguage ?? null);
  const { token } = useSnapshot(sessionStore);
  const user = useQuery({ ...currentUserQueryOptions(token), retry: useRetryUnlessRefused() });

  useEffect(() => {
    if (initialLanguage) {
      if (initialLanguage.hasFailed) toast.error(i18n.t('languageFileFailed', { ns: 'boot' }));
      return;
    }
    let isCurrent = true;
    void loadLanguage(i18n, readLanguagePreference(), fetchEarly).then((result) => {
      if (!isCurrent) return;
      setLanguage(result);
      if (result.hasFailed) toast.error(i18n.t('languageFileFailed', { ns: 'boot' }));
    });
    return () => {
      isCurrent = false;
    };
  }, [i18n, initialLanguage]);

  const isCheckingAuth = token !== null && user.isPending;
  const isReady = language !== null && !isCheckingAuth;
  // The first screen renders as deferred work: React builds it in slices of a few milliseconds between frames
  // while the loading screen stays, instead of in one long task that holds the page (the session check's answer
  // arrives through the query cache's store, whose updates React renders at once otherwise).
  const isShown = useDeferredValue(isReady);
  if (!isReady || !isShown) return <LoadingScreen hasLanguageFailed={language?.hasFailed ?? false} />;
  return children;
}
