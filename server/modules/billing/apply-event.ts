import type { Clock } from '../../clock';
import type { Transaction } from '../../db/database';
import type { Logger } from '../../logger';
import type { BillingEvent, PaymentProviderName } from '../../integrations/payments/payment-provider';
import { periodEnd } from '../../integrations/payments/payment-provider';
import { closeCheckout, findSubscription, insertSubscription, updateSubscription } from './billing.repository';
import { endSubscription, grantPurchase, type GrantDeps } from './grants';
import { switchPlan } from './plan-switch';

/** A payment this long before the paid period ends is not a renewal: it is the first period's, granted at activation. */
const FIRST_PAYMENT_MARGIN_MS = 7 * 24 * 3600 * 1000;

/**
 * PayPal reports a subscription's first payment like every later one (a completed sale) after the activation
 * that already granted the first period: a sale long before that period's end is that first payment.
 */
function isFirstPayment(paidAt: Date | undefined, currentPeriodEnd: Date): boolean {
  return paidAt !== undefined && paidAt.getTime() < currentPeriodEnd.getTime() - FIRST_PAYMENT_MARGIN_MS;
}

export interface ApplyDeps extends GrantDeps {
  clock: Clock;
  logger: Logger;
}

/**
 * Applies one provider event inside the transaction that recorded its id. The checkout row, not the payload,
 * says who bought what: an event can only complete a checkout this server opened, once.
 */
export async function applyEvent(tx: Transaction, deps: ApplyDeps, provider: PaymentProviderName, event: BillingEvent): Promise<void> {
  const now = deps.clock.now();
  switch (event.kind) {
    case 'checkout_completed': {
      const checkout = await closeCheckout(tx, event.checkoutId, 'completed', now);
      if (!checkout) {
        deps.logger.warn('a payment completed a checkout that is unknown or already closed', { provider, checkoutId: event.checkoutId });
        return;
      }
      const found = deps.plans.price(checkout.priceId);
      if (!found) throw new Error(`Checkout ${checkout.id} names the price ${checkout.priceId}, which the catalog no longer has`);
      const { plan, price } = found;
      if (plan.plan_type === 'recurring') {
        await insertSubscription(tx, {
          userId: checkout.userId,
          teamId: checkout.teamId,
          planId: plan.id,
          priceId: price.id,
          provider,
          providerSubscriptionId: event.subscription?.id ?? `checkout:${checkout.id}`,
          providerCustomerId: event.customerId ?? null,
          status: 'active',
          currentPeriodEnd: event.subscription?.periodEnd ?? periodEnd(now, price.billing_interval),
          createdAt: now,
          updatedAt: now,
        });
      }
      await grantPurchase(tx, deps, {
        userId: checkout.userId,
        teamId: checkout.teamId,
        plan,
        key: `checkout:${checkout.id}`,
        isRenewal: false,
      });
      return;
    }
    case 'checkout_expired':
      await closeCheckout(tx, event.checkoutId, 'canceled', now);
      return;
    case 'ignored':
      return;
    default:
      break;
  }

  const subscription = await findSubscription(tx, provider, event.subscriptionId);
  if (!subscription) {
    deps.logger.warn('an event names a subscription this server does not know', { provider, kind: event.kind, id: event.subscriptionId });
    return;
  }
  switch (event.kind) {
    case 'subscription_renewed': {
      if (!event.periodEnd && isFirstPayment(event.paidAt, subscription.currentPeriodEnd)) return;
      // A change of plan waiting for this payment takes effect if the provider billed the plan it was asked for.
      let renewed = subscription;
      if (subscription.pendingPriceId && event.providerPlanId) {
        const pending = deps.plans.price(subscription.pendingPriceId);
        if (pending && event.providerPlanId === subscription.pendingProviderPlanId) {
          await switchPlan(tx, deps, subscription, pending, { key: `renewal:${provider}:${event.paymentId}:switch`, topUp: false, now });
          renewed = { ...subscription, planId: pending.plan.id, priceId: pending.price.id };
        } else {
          await updateSubscription(tx, subscription.id, { pendingPriceId: null, pendingProviderPlanId: null, updatedAt: now });
        }
      }
      const found = deps.plans.price(renewed.priceId);
      if (!found) throw new Error(`Subscription ${subscription.id} has the price ${renewed.priceId}, which the catalog no longer has`);
      const end = event.periodEnd ?? periodEnd(subscription.currentPeriodEnd, found.price.billing_interval);
      await updateSubscription(tx, subscription.id, { status: 'active', currentPeriodEnd: end, updatedAt: now });
      await grantPurchase(tx, deps, {
        userId: subscription.userId,
        teamId: subscription.teamId,
        plan: found.plan,
        key: `renewal:${provider}:${event.paymentId}`,
        isRenewal: true,
      });
      return;
    }
    case 'plan_changed': {
      const to = deps.plans.price(event.priceId);
      if (!to) throw new Error(`A change of plan names the price ${event.priceId}, which the catalog does not have`);
      if (to.price.id === subscription.priceId) return;
      await switchPlan(tx, deps, subscription, to, { key: `change:${provider}:${event.changeId}`, topUp: true, now });
      return;
    }
    case 'subscription_updated':
      await updateSubscription(tx, subscription.id, {
        ...(event.cancelAtPeriodEnd === undefined ? {} : { cancelAtPeriodEnd: event.cancelAtPeriodEnd }),
        ...(event.periodEnd ? { currentPeriodEnd: event.periodEnd } : {}),
        updatedAt: now,
      });
      return;
    case 'renewal_failed':
      // Access stays while the provider retries the payment; its final word is subscription_ended.
      await updateSubscription(tx, subscription.id, { status: 'past_due', updatedAt: now });
      return;
    case 'subscription_ended':
      await endSubscription(tx, deps, subscription, now);
      return;
  }
}
