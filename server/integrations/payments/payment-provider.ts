import type { Plan, PlanPrice } from '../../../contract';
import type { MinorUnit } from './money';

export type PaymentProviderName = 'sandbox' | 'stripe' | 'paypal';

/** Each provider's name in messages to people. */
export const providerLabels: Record<PaymentProviderName, string> = { sandbox: 'The sandbox', stripe: 'Stripe', paypal: 'PayPal' };

interface CheckoutRequest {
  /** Our checkout's id: the provider hands it back in its webhook, which is how a payment finds its buyer. */
  checkoutId: string;
  plan: Plan;
  price: PlanPrice;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  /**
   * This server's return page for the checkout: it completes what the provider lets the seller complete (see
   * completeReturn), then sends the buyer on to successUrl. A provider uses it or successUrl as its return address.
   */
  serverReturnUrl: string;
}

interface PortalRequest {
  userId: string;
  /** The provider's customer id from an earlier payment, if any. */
  customerId: string | null;
  returnUrl: string;
}

/**
 * What a provider's webhook told us, in our words. Every kind carries the provider's event id, the key that
 * makes a replay change nothing. Amounts and plans never come from here: they come from our checkout row (or, for
 * a change of plan, from the price our own server asked the provider for).
 */
export type BillingEvent = { eventId: string } & (
  | {
      kind: 'checkout_completed';
      checkoutId: string;
      /** Set for a subscription: its id at the provider and, when the event says, the end of the first paid period. */
      subscription?: { id: string; periodEnd?: Date };
      customerId?: string;
    }
  | { kind: 'checkout_expired'; checkoutId: string }
  /**
   * A period was paid; `paymentId` (the invoice, the sale) keys the grant. A provider that does not say when the
   * new period ends gives `paidAt` instead: the period then runs on from the current one. `providerPlanId` is the
   * provider's plan the subscription is billed on now, for a provider whose change of plan waits for this payment.
   */
  | {
      kind: 'subscription_renewed';
      subscriptionId: string;
      paymentId: string;
      periodEnd?: Date;
      paidAt?: Date;
      providerPlanId?: string;
    }
  /** The provider's state of a subscription; a field left out is unchanged. */
  | { kind: 'subscription_updated'; subscriptionId: string; cancelAtPeriodEnd?: boolean; periodEnd?: Date }
  /** The subscription is on `priceId` from now on, the difference prorated by the provider; `changeId` keys what it grants. */
  | { kind: 'plan_changed'; subscriptionId: string; priceId: string; changeId: string }
  | { kind: 'renewal_failed'; subscriptionId: string }
  | { kind: 'subscription_ended'; subscriptionId: string }
  | { kind: 'ignored'; type: string }
);

/** The provider's signature did not check out (or the event is too old): answered 400, nothing applied. */
export class WebhookRejectedError extends Error {
  override name = 'WebhookRejectedError';
}

/** A change of plan asked of the provider for a live subscription. */
export interface PlanChangeRequest {
  /** Ours, unique per request: the provider's idempotency key and the key of what the change grants. */
  changeId: string;
  /** The provider's id of the subscription. */
  subscriptionId: string;
  plan: Plan;
  price: PlanPrice;
  /** Where a provider that asks the buyer to approve the change sends them back. */
  returnUrl: string;
}

/**
 * What a change of plan did: applied at once by the provider, prorated (its answer is the event to apply), or
 * scheduled for the next paid period on the provider's plan `providerPlanId` (PayPal, which prorates nothing), once
 * the buyer approves it at `approveUrl` (null when the provider needs no approval).
 */
type PlanChangeResult =
  { status: 'changed'; event: BillingEvent } | { status: 'scheduled'; providerPlanId: string; approveUrl: string | null };

/** The event a provider's accepted change of plan is applied as: keyed by the change, so it applies once. */
export function planChangedEvent(request: PlanChangeRequest, subscriptionId = request.subscriptionId): BillingEvent {
  return {
    eventId: `plan-change:${request.changeId}`,
    kind: 'plan_changed',
    subscriptionId,
    priceId: request.price.id,
    changeId: request.changeId,
  };
}

export interface PaymentProvider {
  name: PaymentProviderName;
  /** How the provider's API writes amounts of `currency`; null when it does not take that currency. */
  minorUnit(currency: string): MinorUnit | null;
  /** Starts a hosted checkout; `url` is where the buyer goes, `sessionId` the provider's id for it. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string; sessionId: string }>;
  /** The provider's page where a customer manages their subscription; null when it has none for them. */
  createPortal(request: PortalRequest): Promise<string | null>;
  /** Checks the signature over the exact bytes received, then reads the event. Throws WebhookRejectedError. */
  readWebhook(rawBody: string, headers: Headers): Promise<BillingEvent>;
  /** Moves a live subscription to another plan of the same kind, prorated by the provider. */
  changePlan(request: PlanChangeRequest): Promise<PlanChangeResult>;
  /**
   * The buyer is back from the provider's checkout: a provider whose payment is only taken by the seller's call
   * (PayPal's orders) takes it now, so a late or lost webhook loses nothing. Answers the event to apply, if any.
   */
  completeReturn?(checkout: { id: string; providerSessionId: string | null }): Promise<BillingEvent | null>;
  /**
   * Closes an open checkout at the provider so it can no longer be paid: 'expired' when it is closed unpaid (now or
   * before), 'completed' when the buyer has paid it. A provider that cannot close a checkout on request leaves it out.
   */
  expireCheckout?(providerSessionId: string): Promise<'expired' | 'completed'>;
}

/** The end of a period of `interval` that starts at `from`, by calendar (a month from 31 January is 3 March). */
export function periodEnd(from: Date, interval: PlanPrice['billing_interval']): Date {
  const end = new Date(from);
  if (interval === 'month') end.setUTCMonth(end.getUTCMonth() + 1);
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}
