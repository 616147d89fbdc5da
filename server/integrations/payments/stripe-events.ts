import { z } from 'zod';
import type { EventAction } from './event-actions';
import type { BillingEvent } from './payment-provider';

/**
 * Stripe's events, each to what it does here. An invoice.paid acts by its billing_reason and a completed checkout
 * by its payment_status (the two tables below); every event not listed is ignored (and answered 200, so Stripe
 * does not retry it).
 */
export const stripeEventActions = {
  'checkout.session.completed': 'start',
  'checkout.session.async_payment_succeeded': 'start',
  'checkout.session.expired': 'close_checkout',
  'invoice.paid': 'grant_period',
  'invoice.payment_failed': 'past_due',
  'customer.subscription.updated': 'track',
  'customer.subscription.deleted': 'end_now',
} as const satisfies Record<string, EventAction>;

/** invoice.paid by billing_reason: only a new period of a subscription is a period to grant. */
export const stripeInvoicePaidActions = {
  // The first period, granted by its checkout: this invoice only says when the period ends.
  subscription_create: 'track',
  subscription_cycle: 'grant_period',
  // A proration after a change of plan or quantity: the change was applied when it was made, not a new period.
  subscription_update: 'ignore',
  // Usage billed mid-period on reaching a threshold: no new period.
  subscription_threshold: 'ignore',
  // Made by hand (the dashboard's invoice editor): not a period of the plan.
  manual: 'ignore',
  // Stripe's reason for subscriptions before May 2018 only; none of ours.
  subscription: 'ignore',
  automatic_pending_invoice_item_invoice: 'ignore',
  quote_accept: 'ignore',
  // A preview, never paid.
  upcoming: 'ignore',
} as const satisfies Record<string, EventAction>;

/**
 * checkout.session.completed by payment_status. Nothing to pay (a 100 % coupon, a trial) is as good as paid; an
 * unpaid session (a bank debit on its way) waits for checkout.session.async_payment_succeeded.
 */
export const stripeCheckoutActions = {
  paid: 'start',
  no_payment_required: 'start',
  unpaid: 'ignore',
} as const satisfies Record<string, EventAction>;

const idOf = z.union([z.string(), z.object({ id: z.string() })]).transform((value) => (typeof value === 'string' ? value : value.id));
const stripeEvent = z.object({ id: z.string(), type: z.string(), data: z.object({ object: z.record(z.string(), z.unknown()) }) });
const checkoutObject = z.object({
  client_reference_id: z.string().nullish(),
  payment_status: z.string(),
  subscription: idOf.nullish(),
  customer: idOf.nullish(),
});
const invoiceObject = z.object({
  id: z.string(),
  billing_reason: z.string().nullish(),
  // Before the 2025-03-31 (basil) API the invoice names its subscription; from it on, parent.subscription_details does.
  subscription: idOf.nullish(),
  parent: z.object({ subscription_details: z.object({ subscription: idOf }).nullish() }).nullish(),
  lines: z.object({ data: z.array(z.object({ period: z.object({ end: z.number() }) })) }),
});
const subscriptionObject = z.object({
  id: z.string(),
  cancel_at_period_end: z.boolean(),
  // Before basil the period is the subscription's; from basil on each item has its own.
  current_period_end: z.number().nullish(),
  items: z.object({ data: z.array(z.object({ current_period_end: z.number().nullish() })) }).nullish(),
});

const fromUnix = (seconds: number) => new Date(seconds * 1000);
const actionOf = <T extends Record<string, EventAction>>(table: T, key: string | null | undefined): EventAction =>
  key && Object.hasOwn(table, key) ? table[key as keyof T]! : 'ignore';

/** The subscription an invoice bills, in either API shape, and the end of the period it bills. */
function readInvoice(object: Record<string, unknown>) {
  const invoice = invoiceObject.parse(object);
  const subscriptionId = invoice.subscription ?? invoice.parent?.subscription_details?.subscription ?? null;
  const end = invoice.lines.data[0]?.period.end;
  return { invoice, subscriptionId, periodEnd: end === undefined ? undefined : fromUnix(end) };
}

/** Stripe's event, in our words, by the tables above. Throws (a ZodError) on a payload Stripe would not send. */
export function readStripeEvent(raw: unknown): BillingEvent {
  const event = stripeEvent.parse(raw);
  const { id: eventId, type } = event;
  const object = event.data.object;
  const ignored: BillingEvent = { eventId, kind: 'ignored', type };
  switch (type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = checkoutObject.parse(object);
      const action = type === 'checkout.session.completed' ? actionOf(stripeCheckoutActions, session.payment_status) : 'start';
      if (action !== 'start' || !session.client_reference_id) return ignored;
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
      return session.client_reference_id ? { eventId, kind: 'checkout_expired', checkoutId: session.client_reference_id } : ignored;
    }
    case 'invoice.paid': {
      const { invoice, subscriptionId, periodEnd } = readInvoice(object);
      if (!subscriptionId || !periodEnd) return ignored;
      const action = actionOf(stripeInvoicePaidActions, invoice.billing_reason);
      if (action === 'track') return { eventId, kind: 'subscription_updated', subscriptionId, periodEnd };
      if (action === 'grant_period') return { eventId, kind: 'subscription_renewed', subscriptionId, paymentId: invoice.id, periodEnd };
      return ignored;
    }
    case 'invoice.payment_failed': {
      const { subscriptionId } = readInvoice(object);
      return subscriptionId ? { eventId, kind: 'renewal_failed', subscriptionId } : ignored;
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
      return ignored;
  }
}
