import { z } from 'zod';
import type { Clock } from '../../clock';
import { minorUnits, WebhookRejectedError, type BillingEvent, type PaymentProvider } from './payment-provider';
import { verifySignedPayload } from './signed-payload';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

const sessionAnswer = z.object({ id: z.string(), url: z.url() });
const portalAnswer = z.object({ url: z.url() });

const idOf = z.union([z.string(), z.object({ id: z.string() })]).transform((value) => (typeof value === 'string' ? value : value.id));
const stripeEvent = z.object({ id: z.string(), type: z.string(), data: z.object({ object: z.record(z.string(), z.unknown()) }) });
const checkoutObject = z.object({
  client_reference_id: z.string().nullish(),
  mode: z.enum(['payment', 'subscription', 'setup']),
  payment_status: z.string(),
  subscription: idOf.nullish(),
  customer: idOf.nullish(),
});
const invoiceObject = z.object({
  id: z.string(),
  billing_reason: z.string().nullish(),
  // Older API versions name the subscription on the invoice; newer ones under parent.subscription_details.
  subscription: idOf.nullish(),
  parent: z.object({ subscription_details: z.object({ subscription: idOf }).nullish() }).nullish(),
  lines: z.object({ data: z.array(z.object({ period: z.object({ end: z.number() }) })) }),
});
const subscriptionObject = z.object({
  id: z.string(),
  cancel_at_period_end: z.boolean(),
  current_period_end: z.number().nullish(),
  items: z.object({ data: z.array(z.object({ current_period_end: z.number().nullish() })) }).nullish(),
});

const fromUnix = (seconds: number) => new Date(seconds * 1000);

/** Stripe's event, in our words; events we do not act on are 'ignored' (and still answered 200). */
export function readStripeEvent(raw: unknown): BillingEvent {
  const event = stripeEvent.parse(raw);
  const eventId = event.id;
  const object = event.data.object;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = checkoutObject.parse(object);
      // A bank debit completes the session unpaid; its async_payment_succeeded event is the payment.
      if (session.payment_status !== 'paid' || !session.client_reference_id) return { eventId, kind: 'ignored', type: event.type };
      return {
        eventId,
        kind: 'checkout_completed',
        checkoutId: session.client_reference_id,
        ...(session.customer ? { customerId: session.customer } : {}),
        ...(session.subscription ? { subscription: { id: session.subscription } } : {}),
      };
    }
    case 'checkout.session.expired': {
      const session = checkoutObject.parse(object);
      return session.client_reference_id
        ? { eventId, kind: 'checkout_expired', checkoutId: session.client_reference_id }
        : { eventId, kind: 'ignored', type: event.type };
    }
    case 'invoice.paid': {
      const invoice = invoiceObject.parse(object);
      const subscriptionId = invoice.subscription ?? invoice.parent?.subscription_details?.subscription;
      const end = invoice.lines.data[0]?.period.end;
      if (!subscriptionId || end === undefined) return { eventId, kind: 'ignored', type: event.type };
      // The first invoice is the checkout's own payment, granted by checkout.session.completed.
      if (invoice.billing_reason === 'subscription_create') {
        return { eventId, kind: 'subscription_updated', subscriptionId, cancelAtPeriodEnd: false, periodEnd: fromUnix(end) };
      }
      return { eventId, kind: 'subscription_renewed', subscriptionId, paymentId: invoice.id, periodEnd: fromUnix(end) };
    }
    case 'invoice.payment_failed': {
      const invoice = invoiceObject.parse(object);
      const subscriptionId = invoice.subscription ?? invoice.parent?.subscription_details?.subscription;
      return subscriptionId ? { eventId, kind: 'renewal_failed', subscriptionId } : { eventId, kind: 'ignored', type: event.type };
    }
    case 'customer.subscription.updated': {
      const subscription = subscriptionObject.parse(object);
      const end = subscription.current_period_end ?? subscription.items?.data[0]?.current_period_end;
      return {
        eventId,
        kind: 'subscription_updated',
        subscriptionId: subscription.id,
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
        ...(end ? { periodEnd: fromUnix(end) } : {}),
      };
    }
    case 'customer.subscription.deleted':
      return { eventId, kind: 'subscription_ended', subscriptionId: subscriptionObject.parse(object).id };
    default:
      return { eventId, kind: 'ignored', type: event.type };
  }
}

/**
 * Stripe: Checkout Sessions with the price given inline (nothing to set up in Stripe's dashboard but the
 * webhook), the customer portal, and webhooks signed with the endpoint's secret (`Stripe-Signature`).
 */
export function createStripeProvider(deps: {
  secretKey: string;
  webhookSecret: string;
  apiUrl: string;
  clock: Clock;
  fetch?: FetchLike;
}): PaymentProvider {
  const fetcher: FetchLike = deps.fetch ?? ((input, init) => fetch(input, init));
  async function post<T>(path: string, form: Record<string, string>, schema: z.ZodType<T>): Promise<T> {
    const response = await fetcher(`${deps.apiUrl.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${deps.secretKey}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`Stripe answered ${response.status} to ${path}: ${text.slice(0, 500)}`);
    return schema.parse(JSON.parse(text));
  }

  return {
    name: 'stripe',
    async createCheckout(request) {
      const isSubscription = request.price.billing_interval !== 'one-time';
      const line = 'line_items[0]';
      const form: Record<string, string> = {
        mode: isSubscription ? 'subscription' : 'payment',
        client_reference_id: request.checkoutId,
        'metadata[checkout_id]': request.checkoutId,
        customer_email: request.customerEmail,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        [`${line}[quantity]`]: '1',
        [`${line}[price_data][currency]`]: request.price.currency.toLowerCase(),
        [`${line}[price_data][unit_amount]`]: String(minorUnits(request.price.price)),
        [`${line}[price_data][product_data][name]`]: request.plan.plan_name,
      };
      if (isSubscription) {
        form[`${line}[price_data][recurring][interval]`] = request.price.billing_interval;
        form['subscription_data[metadata][checkout_id]'] = request.checkoutId;
      }
      const session = await post('/v1/checkout/sessions', form, sessionAnswer);
      return { url: session.url, sessionId: session.id };
    },
    async createPortal(request) {
      if (!request.customerId) return null;
      const portal = await post(
        '/v1/billing_portal/sessions',
        { customer: request.customerId, return_url: request.returnUrl },
        portalAnswer,
      );
      return portal.url;
    },
    async readWebhook(rawBody, headers) {
      if (!verifySignedPayload(deps.webhookSecret, rawBody, headers.get('Stripe-Signature'), deps.clock.now())) {
        throw new WebhookRejectedError('The Stripe signature does not match.');
      }
      try {
        return readStripeEvent(JSON.parse(rawBody));
      } catch {
        throw new WebhookRejectedError('The event is not one Stripe sends.');
      }
    },
  };
}
