import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimitWindows } from '../../db/schema';
import { createFakeClock, type FakeClock } from '../../test/fake-clock';
import { testDatabase } from '../../test/test-database';
import { createDatabaseRateLimiter } from './database-rate-limiter';
import { createMemoryRateLimiter, type RateLimiter } from './rate-limiter';

const limiters: Array<[string, (clock: FakeClock) => Promise<RateLimiter>]> = [
  ['memory', async (clock) => createMemoryRateLimiter(clock)],
  ['database', async (clock) => createDatabaseRateLimiter({ db: (await testDatabase()).db, clock })],
];

let keyCounter = 0;
/** Keys of their own per test: the database is shared by the file's tests. */
const freshKey = (name: string) => `${name}-${(keyCounter += 1)}-${Date.now()}`;

describe.each(limiters)('%s rate limiter', (_name, make) => {
  it('allows the limit per window per key, then says how long to wait', async () => {
    const clock = createFakeClock(new Date('2026-01-01T00:00:00Z'));
    const limiter = await make(clock);
    const [a, b] = [freshKey('a'), freshKey('b')];
    const rule = { limit: 2, windowSeconds: 60 };
    expect((await limiter.hit(a, rule)).allowed).toBe(true);
    expect(await limiter.hit(a, rule)).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
    clock.advanceSeconds(15);
    expect(await limiter.hit(a, rule)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 45 });
    expect((await limiter.hit(b, rule)).allowed).toBe(true);
    clock.advanceSeconds(45);
    expect(await limiter.hit(a, rule)).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
  });
});

describe('memory rate limiter', () => {
  it('forgets expired windows when it holds too many keys', async () => {
    const clock = createFakeClock();
    const limiter = createMemoryRateLimiter(clock, { maxKeys: 3 });
    const rule = { limit: 1, windowSeconds: 1 };
    for (const key of ['a', 'b', 'c']) await limiter.hit(key, rule);
    clock.advanceSeconds(2);
    for (const key of ['d', 'a']) expect((await limiter.hit(key, rule)).allowed).toBe(true);
  });
});

describe('database rate limiter', () => {
  it('counts hits from many callers at once exactly, as API processes sharing the database do', async () => {
    const { db } = await testDatabase();
    const clock = createFakeClock(new Date('2026-01-01T00:00:00Z'));
    // Separate limiters stand for separate processes: they share nothing but the table.
    const processes = [createDatabaseRateLimiter({ db, clock }), createDatabaseRateLimiter({ db, clock })];
    const key = freshKey('login');
    const rule = { limit: 10, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 40 }, (_, index) => processes[index % 2]!.hit(key, rule)));
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
    expect(results.filter((result) => !result.allowed).every((result) => result.retryAfterSeconds === 60)).toBe(true);
  });

  it('deletes ended windows as it goes, keeping the ones still running', async () => {
    const { db } = await testDatabase();
    await db.delete(rateLimitWindows);
    const clock = createFakeClock(new Date('2026-01-01T00:00:00Z'));
    const limiter = createDatabaseRateLimiter({ db, clock, sweepEvery: 3 });
    await limiter.hit(freshKey('short'), { limit: 5, windowSeconds: 1 });
    const long = freshKey('long');
    await limiter.hit(long, { limit: 5, windowSeconds: 600 });
    clock.advanceSeconds(5);
    await limiter.hit(long, { limit: 5, windowSeconds: 600 });
    const [left] = await db.select({ n: count() }).from(rateLimitWindows);
    expect(left?.n).toBe(1);
    expect((await limiter.hit(long, { limit: 5, windowSeconds: 600 })).remaining).toBe(2);
  });
});
