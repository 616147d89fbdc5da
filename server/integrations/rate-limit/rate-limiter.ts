import type { Clock } from '../../clock';

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

/** Counts hits per key; an interface so a shared store (the database, Redis) can replace memory when scaled out. */
export interface RateLimiter {
  hit(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
}

interface Window {
  startedAt: number;
  count: number;
  windowMs: number;
}

/** Fixed windows in memory: enough for one process; each process counts on its own when there are several. */
export function createMemoryRateLimiter(clock: Clock, options: { maxKeys?: number } = {}): RateLimiter {
  const windows = new Map<string, Window>();
  const maxKeys = options.maxKeys ?? 50_000;

  function sweep(now: number) {
    for (const [key, window] of windows) {
      if (now - window.startedAt >= window.windowMs) windows.delete(key);
    }
  }

  return {
    async hit(key, rule) {
      const now = clock.now().getTime();
      const windowMs = rule.windowSeconds * 1000;
      let window = windows.get(key);
      if (!window || now - window.startedAt >= windowMs) {
        if (windows.size >= maxKeys) sweep(now);
        window = { startedAt: now, count: 0, windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      const allowed = window.count <= rule.limit;
      return {
        allowed,
        remaining: Math.max(0, rule.limit - window.count),
        retryAfterSeconds: allowed ? 0 : Math.ceil((window.startedAt + windowMs - now) / 1000),
      };
    },
  };
}
