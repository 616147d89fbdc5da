import { QueryClient } from '@tanstack/react-query';

/** The app's QueryClient. Stories and tests pass `retry: false` so a failing mock shows its error at once. */
export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  const retry = options.retry ?? true;
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retry ? 2 : false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
