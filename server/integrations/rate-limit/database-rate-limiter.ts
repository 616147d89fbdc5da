import { lt, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { rateLimitWindows } from '../../db/schema';
import type { RateLimiter } from './rate-limiter';

/** Expired windows are deleted once in this many hits: often enough to keep the table small, rarely enough to cost nothing. */
const DEFAULT_SWEEP_EVERY = 500;

/**
 * Fixed windows in a table, so every API process counts the same hits: one statement per hit, atomic per key
 * (an upsert that starts a new window once the old one has ended).
 */
export function createDatabaseRateLimiter(deps: { db: Database; clock: Clock; sweepEvery?: number }): RateLimiter {
  const sweepEvery = deps.sweepEvery ?? DEFAULT_SWEEP_EVERY;
  let hitsSinceSweep = 0;
  return {
    async hit(key, rule) {
      const now = deps.clock.now();
      const at = sql`${now.toISOString()}::timestamptz`;
      const endsAt = new Date(now.getTime() + rule.windowSeconds * 1000);
      const hasEnded = sql`${rateLimitWindows.endsAt} <= ${at}`;
      const [row] = await deps.db
        .insert(rateLimitWindows)
        .values({ key, startedAt: now, endsAt, hits: 1 })
        .onConflictDoUpdate({
          target: rateLimitWindows.key,
          set: {
            startedAt: sql`case when ${hasEnded} then ${at} else ${rateLimitWindows.startedAt} end`,
            endsAt: sql`case when ${hasEnded} then ${endsAt.toISOString()}::timestamptz else ${rateLimitWindows.endsAt} end`,
            hits: sql`case when ${hasEnded} then 1 else ${rateLimitWindows.hits} + 1 end`,
          },
        })
        .returning({ hits: rateLimitWindows.hits, endsAt: rateLimitWindows.endsAt });
      if (!row) throw new Error(`Counting a hit for ${key} returned no row`);
      hitsSinceSweep += 1;
      if (hitsSinceSweep >= sweepEvery) {
        hitsSinceSweep = 0;
        await deps.db.delete(rateLimitWindows).where(lt(rateLimitWindows.endsAt, now));
      }
      const allowed = row.hits <= rule.limit;
      return {
        allowed,
        remaining: Math.max(0, rule.limit - row.hits),
        retryAfterSeconds: allowed ? 0 : Math.ceil((row.endsAt.getTime() - now.getTime()) / 1000),
      };
    },
  };
}
