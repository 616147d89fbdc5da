import { ledgerEntryMessage, tiers, type Plan, type Tier } from '../../../contract';
import type { Transaction } from '../../db/database';
import type { PlanCatalog } from '../../catalog/plan-catalog';
import { ledgerText, type PointsService } from '../points';
import type { UserDirectory } from '../user';
import type { BillingSubscriptionRow } from '../../db/schema';
import { endSubscriptionRow, listUserSubscriptions } from './billing.repository';
import type { TeamGrants } from './team-grants';

export interface Purchase {
  userId: string;
  teamId: string | null;
  plan: Plan;
  /** Unique per paid period: a checkout, a renewal's invoice, a manual request. Every grant is keyed by it. */
  key: string;
  isRenewal: boolean;
}

export interface GrantDeps {
  plans: PlanCatalog;
  points: PointsService;
  users: UserDirectory;
  teams: TeamGrants;
  /** The tier an account has with no subscription (NEW_USER_TIER). */
  baseTier: Tier;
}

const rank = (tier: Tier) => tiers.indexOf(tier);

/**
 * Grants what one paid period of `plan` buys, inside the caller's transaction: points into the user's ledger
 * or the team's pool, seats to the team (on the first period only), and the tier. Each points line and seat
 * grant carries a key derived from the purchase, so even a second call for the same purchase adds nothing.
 */
export async function grantPurchase(tx: Transaction, deps: GrantDeps, purchase: Purchase): Promise<void> {
  const { plan, key } = purchase;
  if (plan.points_granted > 0) {
    const message = ledgerEntryMessage(purchase.isRenewal ? 'renewal' : 'purchase', { plan: plan.plan_name, plan_id: plan.id });
    const change = { ...ledgerText(message), reference: `purchase:${key}`, idempotencyKey: `purchase:${key}:points` };
    if (purchase.teamId) {
      await deps.teams.creditPool(tx, purchase.teamId, plan.points_granted, change);
    } else {
      const account = await deps.points.accountOf(purchase.userId, tx);
      if (!account) throw new Error(`User ${purchase.userId} has no point account`);
      await deps.points.credit(account.id, plan.points_granted, change, tx);
    }
  }
  if (plan.seats_granted > 0 && !purchase.isRenewal) {
    if (!purchase.teamId) throw new Error(`Plan ${plan.id} grants seats but the purchase ${key} names no team`);
    await deps.teams.grantSeats(tx, purchase.teamId, plan.seats_granted, `purchase:${key}:seats`);
  }
  if (plan.grants_tier) await settleTier(tx, deps, purchase.userId);
}

/**
 * Sets the user's tier to the highest their live subscriptions grant, or the base tier without one. Called
 * whenever a subscription starts, renews or ends, so what an account unlocks follows at once.
 */
export async function settleTier(tx: Transaction, deps: GrantDeps, userId: string): Promise<Tier> {
  const live = await listUserSubscriptions(tx, userId, ['active', 'past_due']);
  const granted = live
    .filter((subscription) => subscription.teamId === null)
    .map((subscription) => deps.plans.plan(subscription.planId)?.grants_tier ?? null)
    .filter((tier): tier is Exclude<Tier, 'Free'> => tier !== null);
  const tier = [deps.baseTier, ...granted].reduce((best, next) => (rank(next) > rank(best) ? next : best));
  await deps.users.update(userId, { tier }, tx);
  return tier;
}

/**
 * Ends a subscription (its provider said so, or a manual one's paid period ran out), inside the caller's
 * transaction: the user's tier is settled again and a team's seats bought with it are taken back. Only the call
 * that moves the row to 'ended' does anything, so a replayed event or a second sweep changes nothing.
 */
export async function endSubscription(tx: Transaction, deps: GrantDeps, subscription: BillingSubscriptionRow, now: Date): Promise<boolean> {
  if (!(await endSubscriptionRow(tx, subscription.id, now))) return false;
  const plan = deps.plans.plan(subscription.planId);
  if (plan?.grants_tier) await settleTier(tx, deps, subscription.userId);
  if (plan && plan.seats_granted > 0 && subscription.teamId) {
    await deps.teams.revokeSeats(tx, subscription.teamId, plan.seats_granted);
  }
  return true;
}
