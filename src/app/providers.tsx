import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type I18n, LocaleProvider, TranslationProvider } from '@/lib/i18n';

interface AppProvidersProps {
  queryClient: QueryClient;
  i18n: I18n;
  children: ReactNode;
}

/** The providers every screen needs; the app, each story and each test build them with fresh instances. */
export function AppProviders({ queryClient, i18n, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <TranslationProvider i18n={i18n}>
        <LocaleProvider>{children}</LocaleProvider>
      </TranslationProvider>
    </QueryClientProvider>
  );
}
