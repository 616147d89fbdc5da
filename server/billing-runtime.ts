import type { AppDeps } from './app';
import { createSubscriptionExpiry } from './modules/billing';
import { createPointsService } from './modules/points';
import { createTeamGrants } from './modules/teams';
import { createUserDirectory } from './modules/user';

/** How often an API process looks for manual subscriptions whose paid period is over. */
const EXPIRY_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** The sweep that ends lapsed manual subscriptions, built on the app's dependencies. */
export function createBillingExpiry(deps: Pick<AppDeps, 'db' | 'clock' | 'logger' | 'plans' | 'env'>) {
  const points = createPointsService({ db: deps.db, clock: deps.clock });
  return createSubscriptionExpiry({
    db: deps.db,
    clock: deps.clock,
    logger: deps.logger.child({ component: 'billing' }),
    plans: deps.plans,
    points,
    users: createUserDirectory({ db: deps.db }),
    teams: createTeamGrants({ clock: deps.clock, points }),
    baseTier: deps.env.NEW_USER_TIER,
  });
}

/**
 * Billing's background work in an API process: the sweep that ends manual subscriptions once their paid period
 * is over (providers end theirs by webhook). Answers its stop. Sweeps of several processes end each one once.
 */
export function startBillingRuntime(deps: Pick<AppDeps, 'db' | 'clock' | 'logger' | 'plans' | 'env'>): () => void {
  return createBillingExpiry(deps).start(EXPIRY_SWEEP_INTERVAL_MS);
}
