import type { Subscription } from '@contract/browser';

/**
 * The plan an account has now, to mark on /billing and not sell again: its live subscription's that is not ending.
 * A cancelled one runs out with its period (buying again is a new subscription), so it marks nothing. With no live
 * subscription at all, `fallbackPlanId` (the plan the user's tier comes from) stands; while the subscriptions are
 * unknown it stands too.
 */
export function accountCurrentPlanId(subscriptions: readonly Subscription[] | undefined, fallbackPlanId: string | null): string | null {
  if (!subscriptions) return fallbackPlanId;
  const held = subscriptions.find((subscription) => !subscription.cancel_at_period_end);
  if (held) return held.plan_id;
  return subscriptions.length === 0 ? fallbackPlanId : null;
}

/** The subscription whose plan a purchase of `priceId` would change instead of buying a second one, if any. */
export function changeableSubscription(subscriptions: readonly Subscription[] | undefined): Subscription | null {
  return subscriptions?.find((subscription) => subscription.can_change_plan) ?? null;
}
