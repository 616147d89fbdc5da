import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { isWorthRetrying } from './query-client';

describe('which failed loads are asked again', () => {
  it('retries lost connections and server faults, twice at most', () => {
    for (const error of [new ApiError(0, null), new ApiError(503, null), new ApiError(429, null), new TypeError('fetch')]) {
      expect(isWorthRetrying(0, error)).toBe(true);
      expect(isWorthRetrying(1, error)).toBe(true);
      expect(isWorthRetrying(2, error)).toBe(false);
    }
  });

  it('does not retry a refusal: not found, forbidden, invalid', () => {
    for (const status of [400, 403, 404, 422]) expect(isWorthRetrying(0, new ApiError(status, { message: 'no' }))).toBe(false);
  });
});
