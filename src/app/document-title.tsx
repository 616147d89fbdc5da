import { useEffect } from 'react';
import { useMatches } from '@/lib/router';
import { type TranslationKey, useTranslation } from '@/lib/i18n';

/** What a route tells the shell about itself: the name of its page, for the browser tab. */
export interface RouteHandle {
  titleKey: TranslationKey;
}

function titleKeyOf(handle: unknown): TranslationKey | undefined {
  return typeof handle === 'object' && handle !== null && 'titleKey' in handle ? (handle as RouteHandle).titleKey : undefined;
}

/** Names the page in the browser tab, in the interface language ('Gallery · Studio'); the deepest route's name wins. */
export function DocumentTitle() {
  const { t } = useTranslation();
  const titleKey = useMatches()
    .map((match) => titleKeyOf(match.handle))
    .findLast((key) => key !== undefined);
  useEffect(() => {
    const app = t('common.appName');
    document.title = titleKey ? `${t(titleKey)} · ${app}` : app;
  }, [t, titleKey]);
  return null;
}
