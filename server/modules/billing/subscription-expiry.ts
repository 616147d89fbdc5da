import type { Database } from '../../db/database';
import type { ApplyDeps } from './apply-event';
import { listLapsedSubscriptions } from './billing.repository';
import { endSubscription } from './grants';

/** Subscriptions ended per round of a sweep; a larger backlog takes several rounds of the same sweep. */
const SWEEP_BATCH = 100;

export interface SubscriptionExpiry {
  /** Ends every subscription no provider will end whose paid period is over; answers how many it ended. */
  sweep(): Promise<number>;
  /** Sweeps now and then every `intervalMs` until the returned stop is called. */
  start(intervalMs: number): () => void;
}

/**
 * Staff approve one paid period of a manual subscription, and no provider will ever say it ended; PayPal says a
 * subscription is cancelled when the buyer cancels, not when the period paid for runs out. This sweep ends both
 * once their period is over (the tier settles, a team's seats go). Other subscriptions end by their provider's
 * own events. Each subscription ends in its own transaction, guarded, so sweeps in several processes (or a
 * sweep racing itself) end it once.
 */
export function createSubscriptionExpiry(deps: ApplyDeps & { db: Database }): SubscriptionExpiry {
  async function sweep(): Promise<number> {
    let ended = 0;
    for (;;) {
      const now = deps.clock.now();
      const lapsed = await listLapsedSubscriptions(deps.db, now, SWEEP_BATCH);
      let endedThisRound = 0;
      for (const subscription of lapsed) {
        const isEnded = await deps.db.transaction((tx) => endSubscription(tx, deps, subscription, now));
        if (isEnded) endedThisRound += 1;
      }
      ended += endedThisRound;
      // A short batch was the last; a full one in which another process ended everything would loop for ever.
      if (lapsed.length < SWEEP_BATCH || endedThisRound === 0) break;
    }
    if (ended > 0) deps.logger.info('ended subscriptions whose paid period was over', { ended });
    return ended;
  }

  const sweepLogged = () =>
    void sweep().catch((error: unknown) => deps.logger.error('the sweep of lapsed subscriptions failed', { error }));

  return {
    sweep,
    start(intervalMs) {
      sweepLogged();
      const timer = setInterval(sweepLogged, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
