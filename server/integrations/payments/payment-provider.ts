import type { Plan, PlanPrice } from '../../../contract';

export type PaymentProviderName = 'sandbox' | 'stripe' | 'paypal';

export interface CheckoutRequest {
  /** Our checkout's id: the provider hands it back in its webhook, which is how a payment finds its buyer. */
  checkoutId: string;
  plan: Plan;
  price: PlanPrice;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
}

export interface PortalRequest {
  userId: string;
  /** The provider's customer id from an earlier payment, if any. */
  customerId: string | null;
  returnUrl: string;
}

/**
 * What a provider's webhook told us, in our words. Every kind carries the provider's event id, the key that
 * makes a replay change nothing. Amounts and plans never come from here: they come from our checkout row.
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
   * new period ends gives `paidAt` instead: the period then runs on from the current one.
   */
  | { kind: 'subscription_renewed'; subscriptionId: string; paymentId: string; periodEnd?: Date; paidAt?: Date }
  | { kind: 'subscription_updated'; subscriptionId: string; cancelAtPeriodEnd: boolean; periodEnd?: Date }
  | { kind: 'renewal_failed'; subscriptionId: string }
  | { kind: 'subscription_ended'; subscriptionId: string }
  | { kind: 'ignored'; type: string }
);

/** The provider's signature did not check out (or the event is too old): answered 400, nothing applied. */
export class WebhookRejectedError extends Error {
  override name = 'WebhookRejectedError';
}

export interface PaymentProvider {
  name: PaymentProviderName;
  /** Starts a hosted checkout; `url` is where the buyer goes, `sessionId` the provider's id for it. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string; sessionId: string }>;
  /** The provider's page where a customer manages their subscription; null when it has none for them. */
  createPortal(request: PortalRequest): Promise<string | null>;
  /** Checks the signature over the exact bytes received, then reads the event. Throws WebhookRejectedError. */
  readWebhook(rawBody: string, headers: Headers): Promise<BillingEvent>;
}

/** The end of a period of `interval` that starts at `from`, by calendar (a month from 31 January is 3 March). */
export function periodEnd(from: Date, interval: PlanPrice['billing_interval']): Date {
  const end = new Date(from);
  if (interval === 'month') end.setUTCMonth(end.getUTCMonth() + 1);
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

/** Major units to the provider's minor units (9.99 USD is 999 cents), exactly. */
export function minorUnits(price: number): number {
  return Math.round(price * 100);
}
