import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LocaleProvider } from '../lib/i18n';

interface AppProvidersProps {
  queryClient: QueryClient;
  i18n: I18n;
  children: ReactNode;
}

/** The providers every screen needs; the app, each story and each test build them with fresh instances. */
export function AppProviders({ queryClient, i18n, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <LocaleProvider>{children}</LocaleProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
