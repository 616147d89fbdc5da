import { ledgerEntryMessage, type Plan, type PlanPrice } from '../../../contract';
import type { Transaction } from '../../db/database';
import type { BillingSubscriptionRow } from '../../db/schema';
import { ledgerText } from '../points';
import { updateSubscription } from './billing.repository';
import { settleTier, type GrantDeps } from './grants';

/**
 * Moves a live subscription to another plan of its kind, inside the caller's transaction: from now on it is
 * `to`'s plan and price, a team holds `to`'s seats (more granted, or the latest members unseated), and the tier
 * follows. With `topUp`, the current period is brought up to what the new plan gives, once (its key): the points
 * the new plan grants beyond the old one's, and nothing back on a downgrade (points spent stay spent). Without it
 * (a change that waits for the next paid period), that period's grant gives the new plan's points.
 */
export async function switchPlan(
  tx: Transaction,
  deps: GrantDeps,
  subscription: BillingSubscriptionRow,
  to: { plan: Plan; price: PlanPrice },
  options: { key: string; topUp: boolean; now: Date },
): Promise<void> {
  const from = deps.plans.plan(subscription.planId);
  if (!from) throw new Error(`Subscription ${subscription.id} is of the plan ${subscription.planId}, which the catalog no longer has`);
  await updateSubscription(tx, subscription.id, {
    planId: to.plan.id,
    priceId: to.price.id,
    pendingPriceId: null,
    pendingProviderPlanId: null,
    updatedAt: options.now,
  });
  const seats = to.plan.seats_granted - from.seats_granted;
  if (subscription.teamId && seats > 0) await deps.teams.grantSeats(tx, subscription.teamId, seats, `${options.key}:seats`);
  if (subscription.teamId && seats < 0) await deps.teams.revokeSeats(tx, subscription.teamId, -seats);
  const points = to.plan.points_granted - from.points_granted;
  if (options.topUp && points > 0) {
    const change = {
      ...ledgerText(ledgerEntryMessage('plan_change', { plan: to.plan.plan_name, plan_id: to.plan.id })),
      reference: `purchase:${options.key}`,
      idempotencyKey: `purchase:${options.key}:points`,
    };
    if (subscription.teamId) {
      await deps.teams.creditPool(tx, subscription.teamId, points, change);
    } else {
      const account = await deps.points.accountOf(subscription.userId, tx);
      if (!account) throw new Error(`User ${subscription.userId} has no point account`);
      await deps.points.credit(account.id, points, change, tx);
    }
  }
  if (from.grants_tier || to.plan.grants_tier) await settleTier(tx, deps, subscription.userId);
}
