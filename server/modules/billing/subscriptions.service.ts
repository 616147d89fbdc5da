import { randomUUID } from 'node:crypto';
import { errorCodes, type Plan, type Subscription } from '../../../contract';
import type { BillingSubscriptionRow } from '../../db/schema';
import { HttpError, notFound } from '../../http-error';
import { permissionDenied } from '../permissions';
import { findSubscriptionById, listAccountSubscriptions, updateSubscription } from './billing.repository';
import { unavailable, type BillingDeps } from './billing.service';
import { renews } from './held-subscription';
import { recordAndApply } from './record-event';

const unavailableChange = (message: string) => new HttpError(errorCodes.planChangeUnavailable, message);
const validation = (message: string) => new HttpError(errorCodes.validation, message);

/** A personal plan and a team plan are different kinds: a subscription changes only within its kind. */
const isTeamPlan = (plan: Pick<Plan, 'seats_granted'>) => plan.seats_granted > 0;

/**
 * The account's subscriptions and changes of plan. A change goes through the provider the subscription is with,
 * which prorates it (or bills the new plan from the next payment, for PayPal); what it grants is applied once, by
 * the same path as the provider's events.
 */
export function createSubscriptionService(deps: BillingDeps) {
  const toAnswer = (row: BillingSubscriptionRow): Subscription => ({
    id: row.id,
    plan_id: row.planId,
    price_id: row.priceId,
    team_id: row.teamId,
    status: row.status === 'past_due' ? 'past_due' : 'active',
    current_period_end: row.currentPeriodEnd.toISOString(),
    cancel_at_period_end: row.cancelAtPeriodEnd,
    pending_price_id: row.pendingPriceId,
    can_change_plan: renews(row) && row.provider === deps.provider?.name,
  });

  /** The account `teamId` names (any member may look), or the user's own. */
  async function accountOf(userId: string, teamId: string | undefined) {
    if (teamId === undefined) return { userId, teamId: null };
    if (!(await deps.teamDirectory.membership(userId, teamId))) throw notFound('Team not found.');
    return { userId, teamId };
  }

  /** The live subscription `id`, if the user may change it: their own, or their team's as its owner or an admin. */
  async function changeableSubscription(userId: string, id: string): Promise<BillingSubscriptionRow> {
    const row = await findSubscriptionById(deps.db, id);
    const isLive = row?.status === 'active' || row?.status === 'past_due';
    if (!row || !isLive) throw notFound('Subscription not found.');
    if (row.teamId === null) {
      if (row.userId !== userId) throw notFound('Subscription not found.');
      return row;
    }
    const membership = await deps.teamDirectory.membership(userId, row.teamId);
    if (!membership) throw notFound('Subscription not found.');
    if (membership.role === 'member') throw permissionDenied("Only the team owner or an admin can change the team's plan.");
    return row;
  }

  return {
    async list(userId: string, teamId: string | undefined) {
      const rows = await listAccountSubscriptions(deps.db, await accountOf(userId, teamId));
      return { subscriptions: rows.map(toAnswer) };
    },

    async changePlan(userId: string, subscriptionId: string, body: { price_id: string; return_url: string }) {
      const provider = deps.provider;
      if (!provider) throw unavailable();
      const subscription = await changeableSubscription(userId, subscriptionId);
      const target = deps.plans.price(body.price_id);
      if (!target) throw notFound('Plan not found.');
      const current = deps.plans.plan(subscription.planId);
      if (target.plan.plan_type !== 'recurring' || !current || isTeamPlan(target.plan) !== isTeamPlan(current)) {
        throw validation(`A ${current?.plan_name ?? 'subscription'} plan can only change to another plan of its kind.`);
      }
      if (target.price.id === subscription.priceId) throw unavailableChange(`You already have the ${target.plan.plan_name} plan.`);
      if (!renews(subscription) || subscription.provider !== provider.name) {
        throw unavailableChange('This subscription ends with its period and cannot change plan. Subscribe again once it has ended.');
      }
      if (new URL(body.return_url).origin !== new URL(deps.publicUrl).origin) throw validation('The return address must be on this site.');
      const result = await provider.changePlan({
        changeId: randomUUID(),
        subscriptionId: subscription.providerSubscriptionId,
        plan: target.plan,
        price: target.price,
        returnUrl: body.return_url,
      });
      if (result.status === 'changed') {
        await recordAndApply(deps, provider.name, result.event);
      } else {
        await updateSubscription(deps.db, subscription.id, {
          pendingPriceId: target.price.id,
          pendingProviderPlanId: result.providerPlanId,
          updatedAt: deps.clock.now(),
        });
      }
      const row = await findSubscriptionById(deps.db, subscription.id);
      if (!row) throw new Error(`Subscription ${subscription.id} is gone after its change of plan`);
      return result.status === 'changed'
        ? { status: 'changed' as const, subscription: toAnswer(row) }
        : { status: 'scheduled' as const, subscription: toAnswer(row), approve_url: result.approveUrl };
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
