import { z } from 'zod';
import type { BillingEvent } from './payment-provider';

export const paypalWebhookEvent = z.object({ id: z.string(), event_type: z.string(), resource: z.record(z.string(), z.unknown()) });
export type PayPalWebhookEvent = z.infer<typeof paypalWebhookEvent>;

const orderResource = z.object({ id: z.string(), purchase_units: z.array(z.object({ custom_id: z.string().nullish() })).min(1) });
const captureResource = z.object({ id: z.string(), custom_id: z.string().nullish() });
const subscriptionResource = z.object({
  id: z.string(),
  custom_id: z.string().nullish(),
  billing_info: z.object({ next_billing_time: z.iso.datetime({ offset: true }).nullish() }).nullish(),
});
const saleResource = z.object({
  id: z.string(),
  billing_agreement_id: z.string().nullish(),
  create_time: z.iso.datetime({ offset: true }).nullish(),
});

/** What reading an event needs of PayPal itself. */
export interface PayPalLookups {
  /** Captures an approved order (once, whoever asks first); true when its money is taken. */
  captureOrder(orderId: string): Promise<boolean>;
  /** The PayPal plan a subscription is billed on now. */
  planOf(subscriptionId: string): Promise<string>;
}

/**
 * PayPal's event, in our words. Throws (a ZodError) on a resource PayPal would not send. Every event not handled
 * here is ignored (and answered 200). A change of plan (revise) takes effect with the next paid period: PayPal bills
 * the new plan from then on and prorates nothing, so BILLING.SUBSCRIPTION.UPDATED changes nothing and the next
 * PAYMENT.SALE.COMPLETED carries the plan it billed.
 */
export async function readPayPalEvent(event: PayPalWebhookEvent, paypal: PayPalLookups): Promise<BillingEvent> {
  const eventId = event.id;
  const ignored: BillingEvent = { eventId, kind: 'ignored', type: event.event_type };
  switch (event.event_type) {
    case 'CHECKOUT.ORDER.APPROVED': {
      const order = orderResource.parse(event.resource);
      const checkoutId = order.purchase_units[0]!.custom_id;
      if (!checkoutId || !(await paypal.captureOrder(order.id))) return ignored;
      return { eventId, kind: 'checkout_completed', checkoutId };
    }
    case 'PAYMENT.CAPTURE.COMPLETED': {
      const capture = captureResource.parse(event.resource);
      return capture.custom_id ? { eventId, kind: 'checkout_completed', checkoutId: capture.custom_id } : ignored;
    }
    case 'BILLING.SUBSCRIPTION.ACTIVATED': {
      const subscription = subscriptionResource.parse(event.resource);
      const next = subscription.billing_info?.next_billing_time;
      if (!subscription.custom_id) return ignored;
      return {
        eventId,
        kind: 'checkout_completed',
        checkoutId: subscription.custom_id,
        subscription: { id: subscription.id, ...(next ? { periodEnd: new Date(next) } : {}) },
      };
    }
    case 'PAYMENT.SALE.COMPLETED': {
      const sale = saleResource.parse(event.resource);
      if (!sale.billing_agreement_id) return ignored;
      return {
        eventId,
        kind: 'subscription_renewed',
        subscriptionId: sale.billing_agreement_id,
        paymentId: sale.id,
        providerPlanId: await paypal.planOf(sale.billing_agreement_id),
        ...(sale.create_time ? { paidAt: new Date(sale.create_time) } : {}),
      };
    }
    case 'BILLING.SUBSCRIPTION.PAYMENT.FAILED':
      return { eventId, kind: 'renewal_failed', subscriptionId: subscriptionResource.parse(event.resource).id };
    case 'BILLING.SUBSCRIPTION.CANCELLED':
      return {
        eventId,
        kind: 'subscription_updated',
        subscriptionId: subscriptionResource.parse(event.resource).id,
        cancelAtPeriodEnd: true,
      };
    case 'BILLING.SUBSCRIPTION.EXPIRED':
    case 'BILLING.SUBSCRIPTION.SUSPENDED':
      return { eventId, kind: 'subscription_ended', subscriptionId: subscriptionResource.parse(event.resource).id };
    default:
      return ignored;
  }
}
