import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { billingSubscriptions, users } from '../../db/schema';
import { startCheckout } from '../../test/billing';
import { startFakePayPal, type FakePayPal } from '../../test/fakes/fake-paypal-server';
import { ledgerState } from '../../test/point-accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser } from '../../test/users';

// Each test runs a real checkout through a fake provider over HTTP: slow on a busy machine, so allow a minute.
vi.setConfig({ testTimeout: 60_000 });

let paypal: FakePayPal;
const keys = { clientId: 'client-fake', clientSecret: 'secret-fake', webhookId: 'WH-fake' };

beforeAll(async () => {
  paypal = await startFakePayPal(keys);
  await createTestApp();
}, 120_000);
afterAll(() => paypal.close());

const paypalApp = () =>
  createTestApp({
    env: {
      PAYMENT_PROVIDER: 'paypal',
      PAYPAL_CLIENT_ID: keys.clientId,
      PAYPAL_CLIENT_SECRET: keys.clientSecret,
      PAYPAL_WEBHOOK_ID: keys.webhookId,
      PAYPAL_API_URL: paypal.url,
    },
  });
const deliver = (t: TestApp, delivery: { body: string; headers: Record<string, string> }) =>
  t.request('/api/v1/billing/webhooks/paypal', { method: 'POST', body: delivery.body, headers: delivery.headers });

describe('the PayPal provider, against a fake PayPal that checks signatures', () => {
  it('creates an order, captures it when the buyer approves, and credits the points once', async () => {
    const t = await paypalApp();
    const user = await signedInUser(t);
    const checkout = await startCheckout(t, user, 'points-1000-once');
    expect(checkout.status).toBe(200);
    const orderId = new URL(checkout.body.checkout_url).searchParams.get('token')!;
    const order = paypal.orders.get(orderId)!;
    const checkoutId = (order.body.purchase_units as Array<{ custom_id: string; amount: unknown }>)[0]!;
    expect(checkoutId.amount).toEqual({ currency_code: 'USD', value: '10.00' });

    const approved = paypal.event('CHECKOUT.ORDER.APPROVED', { id: orderId, purchase_units: [{ custom_id: checkoutId.custom_id }] });
    const forged = { ...approved, headers: { ...approved.headers, 'PayPal-Transmission-Sig': 'forged' } };
    expect((await deliver(t, forged)).status).toBe(400);
    const { 'PayPal-Transmission-Sig': _, ...unsigned } = approved.headers;
    expect((await deliver(t, { ...approved, headers: unsigned })).status).toBe(400);
    expect(paypal.orders.get(orderId)!.captured).toBe(false);

    expect((await deliver(t, approved)).status).toBe(200);
    expect(paypal.orders.get(orderId)!.captured).toBe(true);
    const captured = paypal.event('PAYMENT.CAPTURE.COMPLETED', { id: 'CAPTURE-1', custom_id: checkoutId.custom_id, status: 'COMPLETED' });
    expect((await deliver(t, captured)).status).toBe(200);
    expect((await deliver(t, approved)).status).toBe(200);
    expect(await ledgerState(t.deps.db, user.accountId)).toMatchObject({ balance: 1050, rows: 2 });
  });

  it('subscribes through a PayPal billing plan: Pro on activation, a renewal later, and the end', async () => {
    const t = await paypalApp();
    const user = await signedInUser(t);
    const checkout = await startCheckout(t, user, 'pro-monthly');
    const subscriptionId = new URL(checkout.body.checkout_url).searchParams.get('ba_token')!;
    const request = paypal.subscriptions.get(subscriptionId)!;
    expect(paypal.plans.at(-1)).toMatchObject({
      billing_cycles: [{ frequency: { interval_unit: 'MONTH' }, pricing_scheme: { fixed_price: { value: '29.99' } } }],
    });
    const me = async () => (await t.get<{ user_tier: string }>('/api/v1/user/me', { token: user.token })).body.user_tier;

    // PayPal subscribers manage their subscription in their PayPal account: there is no portal to open.
    const portal = await t.post('/api/v1/billing/portal-session', { return_url: 'http://localhost:3000/account' }, { token: user.token });
    expect(portal.status).toBe(404);
    const nextMonth = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();
    await deliver(
      t,
      paypal.event('BILLING.SUBSCRIPTION.ACTIVATED', {
        id: subscriptionId,
        custom_id: request.custom_id,
        billing_info: { next_billing_time: nextMonth },
      }),
    );
    expect(await me()).toBe('Pro');
    const read = async () =>
      (await t.deps.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.providerSubscriptionId, subscriptionId)))[0]!;
    expect((await read()).currentPeriodEnd.toISOString()).toBe(nextMonth);

    // The first period's sale was paid with the activation: it extends nothing.
    await deliver(
      t,
      paypal.event('PAYMENT.SALE.COMPLETED', { id: 'SALE-1', billing_agreement_id: subscriptionId, create_time: new Date().toISOString() }),
    );
    expect((await read()).currentPeriodEnd.toISOString()).toBe(nextMonth);
    t.clock.set(new Date(nextMonth));
    await deliver(
      t,
      paypal.event('PAYMENT.SALE.COMPLETED', { id: 'SALE-2', billing_agreement_id: subscriptionId, create_time: nextMonth }),
    );
    expect((await read()).currentPeriodEnd.getTime()).toBeGreaterThan(new Date(nextMonth).getTime());

    await deliver(t, paypal.event('BILLING.SUBSCRIPTION.CANCELLED', { id: subscriptionId }));
    // A month on, the session has lapsed: the tier is read where the permissions read it.
    expect((await t.deps.db.select({ tier: users.tier }).from(users).where(eq(users.id, user.userId)))[0]?.tier).toBe('Free');
    expect((await read()).status).toBe('ended');
  });
});
