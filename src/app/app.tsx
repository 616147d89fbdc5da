import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, type Router } from '@/lib/router';
import type { I18n, LanguageLoadResult } from '@/lib/i18n';
import { DeferredToastRegion } from '@/design-system';
import { BootGate } from './boot-gate';
import { AppProviders } from './providers';
import { SessionWatcher } from './session-watcher';

interface AppProps {
  i18n: I18n;
  queryClient: QueryClient;
  /** Over the browser's history in the app, over a memory one when the build prerenders a page. */
  router: Router;
  /** The language already loaded before the first render (the boot and the prerender wait for it). */
  language?: LanguageLoadResult;
}

/** The whole app: providers, the boot gate (language and auth check), the routes, and the toasts. */
export function App({ i18n, queryClient, router, language }: AppProps) {
  return (
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <SessionWatcher />
      <BootGate i18n={i18n} initialLanguage={language}>
        <RouterProvider router={router} />
      </BootGate>
      <DeferredToastRegion />
    </AppProviders>
  );
}
