import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api';

const MAX_RETRIES = 2;

/**
 * Whether a failed load is worth asking again: a lost connection or a server fault may pass, a refusal will not.
 * A 404 retried twice only kept 'not found' (a project deleted or no longer shared) from showing for seconds.
 */
export function isWorthRetrying(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429;
}

/** The app's QueryClient. Stories and tests pass `retry: false` so a failing mock shows its error at once. */
export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  const retry = options.retry ?? true;
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retry ? isWorthRetrying : false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
