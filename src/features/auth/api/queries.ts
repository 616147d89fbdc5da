import { queryOptions } from '@tanstack/react-query';
import { publicConfig } from '@contract/browser';
import { api } from '@/domain/session';
import { authKeys } from './keys';

/** Which captcha to show and whether Google sign-in is offered. */
export function publicConfigQueryOptions() {
  return queryOptions({ queryKey: authKeys.config(), queryFn: () => api(publicConfig, {}), staleTime: Infinity });
}
