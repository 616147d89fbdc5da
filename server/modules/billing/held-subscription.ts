import { errorCodes, type Plan } from '../../../contract';
import type { PlanCatalog } from '../../catalog/plan-catalog';
import type { Executor } from '../../db/database';
import { HttpError } from '../../http-error';
import type { PaymentProvider } from '../../integrations/payments/payment-provider';
import type { BillingSubscriptionRow } from '../../db/schema';
import { listAccountSubscriptions } from './billing.repository';

/**
 * Whether a live subscription renews by itself: a provider's that is not cancelled. A manual one (one paid period)
 * or a cancelled one ends with its period, so a new checkout beside it bills nothing twice.
 */
export const renews = (subscription: BillingSubscriptionRow): boolean =>
  subscription.provider !== 'manual' && !subscription.cancelAtPeriodEnd;

/** The subscription an account (the team's when `teamId` is given, else the user's own) holds that renews, if any. */
async function renewingSubscriptionOf(
  db: Executor,
  account: { userId: string; teamId: string | null },
): Promise<BillingSubscriptionRow | null> {
  return (await listAccountSubscriptions(db, account)).find(renews) ?? null;
}

/**
 * A second subscription of an account that has one renewing would bill twice, whether bought by card or paid by
 * hand: its plan is changed instead. The 409 names the one held.
 */
export async function refuseSecondSubscription(
  db: Executor,
  deps: { plans: PlanCatalog; provider: PaymentProvider | null },
  account: { userId: string; teamId: string | null },
  plan: Plan,
  /** Staff approving a manual payment are told what to do about it instead. */
  reader: 'buyer' | 'staff' = 'buyer',
): Promise<void> {
  const held = await renewingSubscriptionOf(db, account);
  if (!held) return;
  const name = deps.plans.plan(held.planId)?.plan_name ?? held.planId;
  const message =
    reader === 'staff'
      ? `This account has had the ${name} plan, renewing, since the request was sent: reject the request and refund the payment.`
      : held.planId === plan.id
        ? `You already have the ${name} plan.`
        : `You already have the ${name} plan: change it to ${plan.plan_name} instead of buying a second subscription.`;
  throw new HttpError(errorCodes.subscriptionExists, message, {
    subscription_id: held.id,
    plan_id: held.planId,
    price_id: held.priceId,
    can_change_plan: held.provider === deps.provider?.name,
  });
}
