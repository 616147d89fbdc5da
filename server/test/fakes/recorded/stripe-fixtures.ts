import { readFileSync } from 'node:fs';

/**
 * Stripe's own example objects (stripe/openapi's fixtures, see README.md here) in the two API shapes a webhook
 * endpoint may be on: before the 2025-03-31 "basil" version, and from it on. Tests change only the fields that name
 * this test's objects (ids, reasons, periods, references); everything else is as Stripe recorded it.
 */
export const stripeShapes = ['before-basil', 'basil'] as const;
export type StripeShape = (typeof stripeShapes)[number];

/** The API version an endpoint of each shape is on, as its events say in `api_version`. */
const apiVersions: Record<StripeShape, string> = { 'before-basil': '2025-01-27.acacia', basil: '2025-03-31.basil' };

type Json = Record<string, unknown>;
type RecordedName = 'event' | 'checkout.session' | 'invoice' | 'subscription';

const cache = new Map<string, string>();
/** A fresh copy of one recorded object. */
function recordedStripe(shape: StripeShape, name: RecordedName): Json {
  const key = `${shape}/${name}`;
  let text = cache.get(key);
  if (text === undefined) {
    text = readFileSync(new URL(`./stripe/${shape}/${name}.json`, import.meta.url), 'utf8');
    cache.set(key, text);
  }
  return JSON.parse(text) as Json;
}

/** An invoice of `subscriptionId` for one period, in the shape's way of naming its subscription. */
export function stripeInvoice(
  shape: StripeShape,
  options: { id: string; billingReason: string; subscriptionId: string | null; periodEnd: number },
): Json {
  const invoice = recordedStripe(shape, 'invoice');
  const lines = invoice.lines as { data: Array<{ period: { start: number; end: number } }> };
  const line = lines.data[0]!;
  line.period = { start: options.periodEnd - 30 * 24 * 3600, end: options.periodEnd };
  const subscription = options.subscriptionId;
  return {
    ...invoice,
    id: options.id,
    billing_reason: options.billingReason,
    ...(shape === 'before-basil'
      ? { subscription }
      : {
          parent: subscription
            ? { type: 'subscription_details', quote_details: null, subscription_details: { metadata: {}, subscription } }
            : null,
        }),
  };
}

/** A subscription with one item, its period end where the shape keeps it (on the subscription, or on the item). */
export function stripeSubscription(
  shape: StripeShape,
  options: {
    id: string;
    customer: string;
    cancelAtPeriodEnd: boolean;
    periodEnd: number;
    item: { id: string; product: string; currency: string; unitAmount: number; interval: string };
    metadata?: Record<string, string>;
  },
): Json {
  const subscription = recordedStripe(shape, 'subscription');
  const items = subscription.items as { data: Json[] };
  const recordedItem = items.data[0]!;
  const recordedPrice = recordedItem.price as Json;
  const item: Json = {
    ...recordedItem,
    id: options.item.id,
    subscription: options.id,
    price: {
      ...recordedPrice,
      id: `price_${options.item.id}`,
      product: options.item.product,
      currency: options.item.currency,
      unit_amount: options.item.unitAmount,
      unit_amount_decimal: String(options.item.unitAmount),
      recurring: { ...(recordedPrice.recurring as Json), interval: options.item.interval },
    },
    ...(shape === 'basil' ? { current_period_end: options.periodEnd } : {}),
  };
  return {
    ...subscription,
    id: options.id,
    customer: options.customer,
    status: 'active',
    cancel_at_period_end: options.cancelAtPeriodEnd,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    metadata: options.metadata ?? {},
    items: { ...items, data: [item], url: `/v1/subscription_items?subscription=${options.id}` },
    ...(shape === 'before-basil' ? { current_period_end: options.periodEnd } : {}),
  };
}

/** A checkout session as its checkout.session.* events carry it. */
export function stripeCheckoutSession(
  shape: StripeShape,
  options: {
    id: string;
    clientReferenceId: string | null;
    mode: string;
    paymentStatus: string;
    customer: string | null;
    subscription: string | null;
    /** @default 'complete' */
    status?: 'open' | 'complete' | 'expired';
  },
): Json {
  return {
    ...recordedStripe(shape, 'checkout.session'),
    id: options.id,
    client_reference_id: options.clientReferenceId,
    metadata: options.clientReferenceId ? { checkout_id: options.clientReferenceId } : {},
    mode: options.mode,
    payment_status: options.paymentStatus,
    status: options.status ?? 'complete',
    customer: options.customer,
    subscription: options.subscription,
    url: null,
  };
}

/** An event's body as Stripe delivers it: the recorded envelope around `object`, on the shape's API version. */
export function stripeEventBody(shape: StripeShape, type: string, object: Json, options: { id: string; created: number }): string {
  const envelope = recordedStripe(shape, 'event');
  return JSON.stringify({
    ...envelope,
    id: options.id,
    api_version: apiVersions[shape],
    created: options.created,
    type,
    data: { object },
  });
}
