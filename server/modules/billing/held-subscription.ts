import type { Executor } from '../../db/database';
import type { BillingSubscriptionRow } from '../../db/schema';
import { listAccountSubscriptions } from './billing.repository';

/**
 * Whether a live subscription renews by itself: a provider's that is not cancelled. A manual one (one paid period)
 * or a cancelled one ends with its period, so a new checkout beside it bills nothing twice.
 */
export const renews = (subscription: BillingSubscriptionRow): boolean =>
  subscription.provider !== 'manual' && !subscription.cancelAtPeriodEnd;

/** The subscription an account (the team's when `teamId` is given, else the user's own) holds that renews, if any. */
export async function renewingSubscriptionOf(
  db: Executor,
  account: { userId: string; teamId: string | null },
): Promise<BillingSubscriptionRow | null> {
  return (await listAccountSubscriptions(db, account)).find(renews) ?? null;
}
