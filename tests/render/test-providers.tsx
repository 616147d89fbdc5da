import { useState, type ReactNode } from 'react';
import type { I18n } from '@/lib/i18n';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';

/** Fresh providers for one story or test: a new QueryClient with retries off. Stores are reset before each story. */
export function TestProviders({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient({ retry: false }));
  return (
    <AppProviders queryClient={queryClient} i18n={i18n}>
      {children}
    </AppProviders>
  );
}
