import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../../test/fake-clock';
import { createMemoryRateLimiter } from './rate-limiter';

describe('memory rate limiter', () => {
  it('allows the limit per window per key, then says how long to wait', async () => {
    const clock = createFakeClock(new Date('2026-01-01T00:00:00Z'));
    const limiter = createMemoryRateLimiter(clock);
    const rule = { limit: 2, windowSeconds: 60 };
    expect((await limiter.hit('a', rule)).allowed).toBe(true);
    expect(await limiter.hit('a', rule)).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
    clock.advanceSeconds(15);
    expect(await limiter.hit('a', rule)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 45 });
    expect((await limiter.hit('b', rule)).allowed).toBe(true);
    clock.advanceSeconds(45);
    expect((await limiter.hit('a', rule)).allowed).toBe(true);
  });

  it('forgets expired windows when it holds too many keys', async () => {
    const clock = createFakeClock();
    const limiter = createMemoryRateLimiter(clock, { maxKeys: 3 });
    const rule = { limit: 1, windowSeconds: 1 };
    for (const key of ['a', 'b', 'c']) await limiter.hit(key, rule);
    clock.advanceSeconds(2);
    for (const key of ['d', 'a']) expect((await limiter.hit(key, rule)).allowed).toBe(true);
  });
});
