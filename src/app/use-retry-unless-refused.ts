import { useQueryClient } from '@tanstack/react-query';
import { isSessionRefusal } from './session-watch';

/**
 * The retry rule for the session loads: a refusal will not change on a retry, so the forced logout follows at
 * once; other failures keep the client's own number of retries (none in stories and tests).
 */
export function useRetryUnlessRefused(): (failureCount: number, error: Error) => boolean {
  const defaultRetry = useQueryClient().getDefaultOptions().queries?.retry;
  const retries = typeof defaultRetry === 'number' ? defaultRetry : 0;
  return (failureCount, error) => !isSessionRefusal(error) && failureCount < retries;
}
