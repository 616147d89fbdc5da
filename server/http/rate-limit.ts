import { errorCodes } from '../../contract';
import type { RateLimiter, RateLimitRule } from '../integrations/rate-limit/rate-limiter';
import { retryLater } from '../http-error';

export interface RateLimitPolicy {
  perIp: RateLimitRule;
  perAccount: RateLimitRule;
}

/** Counts one attempt at `action` for the caller's address and, when given, the account it names. */
export type RateGuard = (action: string, ip: string | null, account?: string) => Promise<void>;

export function createRateGuard(limiter: RateLimiter, policy: RateLimitPolicy): RateGuard {
  return async (action, ip, account) => {
    const buckets: Array<[string, RateLimitRule]> = [[`${action}:ip:${ip ?? 'unknown'}`, policy.perIp]];
    if (account) buckets.push([`${action}:account:${account.trim().toLowerCase()}`, policy.perAccount]);
    let waitSeconds = 0;
    for (const [key, rule] of buckets) {
      const result = await limiter.hit(key, rule);
      if (!result.allowed) waitSeconds = Math.max(waitSeconds, result.retryAfterSeconds);
    }
    if (waitSeconds > 0) {
      throw retryLater(errorCodes.rateLimited, 'Too many attempts. Please wait a minute and try again.', waitSeconds);
    }
  };
}
