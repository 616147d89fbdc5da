import { queryOptions } from '@tanstack/react-query';
import { captchaChallenge, publicConfig } from '../../../../contract';
import { api } from '../../../lib/api';
import { authKeys } from './keys';

/** Which captcha to show and whether Google sign-in is offered. */
export function publicConfigQueryOptions() {
  return queryOptions({ queryKey: authKeys.config(), queryFn: () => api(publicConfig, {}), staleTime: Infinity });
}

/** A fresh proof-of-work challenge per attempt: a challenge is single use. */
export function captchaChallengeQueryOptions(attempt: number) {
  return queryOptions({
    queryKey: authKeys.captchaChallenge(attempt),
    queryFn: () => api(captchaChallenge, {}),
    staleTime: Infinity,
    gcTime: 0,
  });
}
