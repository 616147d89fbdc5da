import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from '../lib/router';
import type { I18n } from '../lib/i18n';
import { DeferredToastRegion } from '../design-system';
import { BootGate } from './boot-gate';
import { AppProviders } from './providers';
import { routes } from './router';
import { SessionWatcher } from './session-watcher';

/** The whole app: providers, the boot gate (language and auth check), the routes, and the toasts. */
export function App({ i18n, queryClient }: { i18n: I18n; queryClient: QueryClient }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <SessionWatcher />
      <BootGate i18n={i18n}>
        <RouterProvider router={router} />
      </BootGate>
      <DeferredToastRegion />
    </AppProviders>
  );
}
