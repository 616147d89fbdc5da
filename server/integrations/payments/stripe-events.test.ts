import { describe, expect, it } from 'vitest';
import {
  stripeCheckoutSession,
  stripeEventBody,
  stripeInvoice,
  stripeShapes,
  stripeSubscription,
} from '../../test/fakes/recorded/stripe-fixtures';
import type { EventAction } from './event-actions';
import { readStripeEvent, stripeCheckoutActions, stripeEventActions, stripeInvoicePaidActions } from './stripe-events';

const periodEnd = 1_900_000_000;
const read = (shape: (typeof stripeShapes)[number], type: string, object: Record<string, unknown>) =>
  readStripeEvent(JSON.parse(stripeEventBody(shape, type, object, { id: 'evt_test', created: periodEnd - 100 })));

/** The BillingEvent kind each action reads as. */
const kindOf: Partial<Record<EventAction, string>> = {
  start: 'checkout_completed',
  close_checkout: 'checkout_expired',
  grant_period: 'subscription_renewed',
  track: 'subscription_updated',
  past_due: 'renewal_failed',
  end_now: 'subscription_ended',
  ignore: 'ignored',
};

describe.each(stripeShapes)("Stripe's event table, on recorded %s events", (shape) => {
  const invoice = (billingReason: string, subscriptionId: string | null = 'sub_1') =>
    stripeInvoice(shape, { id: `in_${billingReason}`, billingReason, subscriptionId, periodEnd });

  it.each(Object.entries(stripeInvoicePaidActions))('invoice.paid with billing_reason %s: %s', (reason, action) => {
    const event = read(shape, 'invoice.paid', invoice(reason));
    expect(event.kind).toBe(kindOf[action]);
    if (event.kind === 'subscription_renewed') expect(event).toMatchObject({ subscriptionId: 'sub_1', paymentId: `in_${reason}` });
    if (event.kind === 'subscription_updated')
      expect(event).toEqual({
        eventId: 'evt_test',
        kind: 'subscription_updated',
        subscriptionId: 'sub_1',
        periodEnd: new Date(periodEnd * 1000),
      });
  });

  it('only a new period of a subscription grants one: a proration, a threshold bill and a manual invoice grant nothing', () => {
    const granting = Object.entries(stripeInvoicePaidActions).filter(([, action]) => action === 'grant_period');
    expect(granting.map(([reason]) => reason)).toEqual(['subscription_cycle']);
    for (const reason of ['subscription_update', 'subscription_threshold', 'manual']) {
      expect(read(shape, 'invoice.paid', invoice(reason)).kind).toBe('ignored');
    }
    // An invoice of no subscription at all (Stripe's fixture as recorded is one) grants nothing either.
    expect(read(shape, 'invoice.paid', invoice('subscription_cycle', null)).kind).toBe('ignored');
  });

  it.each(Object.entries(stripeCheckoutActions))('checkout.session.completed with payment_status %s: %s', (status, action) => {
    const session = stripeCheckoutSession(shape, {
      id: 'cs_1',
      clientReferenceId: '6f1c2a4e-0000-4000-8000-000000000001',
      mode: 'subscription',
      paymentStatus: status,
      customer: 'cus_1',
      subscription: 'sub_1',
    });
    const event = read(shape, 'checkout.session.completed', session);
    expect(event.kind).toBe(kindOf[action]);
    if (action === 'start') {
      expect(event).toMatchObject({
        checkoutId: '6f1c2a4e-0000-4000-8000-000000000001',
        customerId: 'cus_1',
        subscription: { id: 'sub_1' },
      });
    }
  });

  it.each(Object.entries(stripeEventActions))('%s: %s', (type, action) => {
    const subscription = stripeSubscription(shape, {
      id: 'sub_1',
      customer: 'cus_1',
      cancelAtPeriodEnd: true,
      periodEnd,
      item: { id: 'si_1', product: 'prod_1', currency: 'usd', unitAmount: 999, interval: 'month' },
    });
    const session = stripeCheckoutSession(shape, {
      id: 'cs_1',
      clientReferenceId: '6f1c2a4e-0000-4000-8000-000000000001',
      mode: 'payment',
      paymentStatus: 'paid',
      customer: null,
      subscription: null,
    });
    const object = type.startsWith('checkout.') ? session : type.startsWith('invoice.') ? invoice('subscription_cycle') : subscription;
    const event = read(shape, type, object);
    expect(event.kind).toBe(kindOf[action]);
    if (type === 'customer.subscription.updated') {
      // The period end is read from where the shape keeps it.
      expect(event).toMatchObject({ cancelAtPeriodEnd: true, periodEnd: new Date(periodEnd * 1000) });
    }
  });

  it('ignores events it does not use, and refuses a payload Stripe would not send', () => {
    expect(read(shape, 'customer.created', { id: 'cus_1' }).kind).toBe('ignored');
    expect(() => read(shape, 'invoice.paid', { id: 'in_1' })).toThrow();
  });
});
