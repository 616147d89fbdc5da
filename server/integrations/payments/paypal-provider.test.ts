import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCatalog } from '../../catalog/load-catalog';
import { loadPlanCatalog } from '../../catalog/plan-catalog';
import { createBillingExpiry } from '../../billing-runtime';
import { billingSubscriptions, users } from '../../db/schema';
import { loadEnv } from '../../env';
import { createFakeClock } from '../../test/fake-clock';
import { plansIn, SITE, startCheckout } from '../../test/billing';
import { startFakePayPal, type Delivery, type FakePayPal } from '../../test/fakes/fake-paypal-server';
import { paypalEventBody, recordedPayPal } from '../../test/fakes/recorded/paypal-fixtures';
import { ledgerState } from '../../test/point-accounts';
import { createTeamAs, seatsOf } from '../../test/teams';
import { createTestApp, uniqueName, type TestApp } from '../../test/test-app';
import { signedInUser } from '../../test/users';
import { createPayPalProvider } from './paypal-provider';
import { selectPaymentProvider } from './select-provider';

// Each test runs a real checkout through a fake provider over HTTP: slow on a busy machine, so allow a minute.
vi.setConfig({ testTimeout: 60_000 });

let paypal: FakePayPal;
const keys = { clientId: 'client-fake', clientSecret: 'secret-fake', webhookId: 'WH-fake' };
const DAY_MS = 24 * 3600 * 1000;

beforeAll(async () => {
  paypal = await startFakePayPal(keys);
  await createTestApp();
}, 120_000);
afterAll(() => paypal.close());

const paypalEnv = () => ({
  PAYMENT_PROVIDER: 'paypal',
  PAYPAL_CLIENT_ID: keys.clientId,
  PAYPAL_CLIENT_SECRET: keys.clientSecret,
  PAYPAL_WEBHOOK_ID: keys.webhookId,
  PAYPAL_API_URL: paypal.url,
});
const paypalApp = (overrides: Parameters<typeof createTestApp>[0] = {}) => createTestApp({ ...overrides, env: paypalEnv() });
const deliver = (t: TestApp, delivery: Delivery) =>
  t.request('/api/v1/billing/webhooks/paypal', { method: 'POST', body: delivery.body, headers: delivery.headers });
const tierOf = async (t: TestApp, userId: string) =>
  (await t.deps.db.select({ tier: users.tier }).from(users).where(eq(users.id, userId)))[0]?.tier;

/** A checkout of a one-time price, its PayPal order, and our checkout's id. */
async function orderCheckout(t: TestApp, priceId = 'points-1000-once') {
  const user = await signedInUser(t);
  const checkout = await startCheckout(t, user, priceId);
  expect(checkout.status).toBe(200);
  const orderId = new URL(checkout.body.checkout_url).searchParams.get('token')!;
  const unit = (paypal.orders.get(orderId)!.body.purchase_units as Array<{ custom_id: string; amount: unknown }>)[0]!;
  return { user, orderId, checkoutId: unit.custom_id, amount: unit.amount };
}
const approvedEvent = (orderId: string, checkoutId: string) =>
  paypal.deliver('order-approved', [
    [recordedPayPal.orderId, orderId],
    [recordedPayPal.customId, checkoutId],
  ]);

describe('PayPal webhooks are verified over the exact bytes PayPal delivered', () => {
  it('accepts its recorded deliveries as they are (indented, \\/ and \\u escapes), and refuses forged or unsigned ones', async () => {
    const t = await paypalApp();
    const { user, orderId, checkoutId } = await orderCheckout(t);
    const approved = approvedEvent(orderId, checkoutId);
    // The recorded body is not what re-serialising it gives: that is what a genuine delivery looks like.
    expect(JSON.stringify(JSON.parse(approved.body))).not.toBe(approved.body);
    const forged = { ...approved, headers: { ...approved.headers, 'PayPal-Transmission-Sig': 'forged' } };
    expect((await deliver(t, forged)).status).toBe(400);
    const { 'PayPal-Transmission-Sig': _, ...unsigned } = approved.headers;
    expect((await deliver(t, { ...approved, headers: unsigned })).status).toBe(400);
    paypal.approve(orderId);
    const answer = await deliver(t, approved);
    expect(answer.status).toBe(200);
    expect(paypal.captures.get(orderId)).toBe(1);
    expect(await ledgerState(t.deps.db, user.accountId)).toMatchObject({ balance: 1050, rows: 2 });

    // PayPal's own delivered sample, byte for byte: a one-off sale, which grants nothing here, but is genuine.
    const sample = paypal.deliver('sale-completed');
    expect(sample.body).toBe(paypalEventBody('sale-completed').replace(/WH-[0-9A-Z]+-[0-9A-Z]+/g, JSON.parse(sample.body).id));
    expect(await (await deliver(t, sample)).json()).toEqual({ received: true, duplicate: false });
  });
});

describe('a PayPal order', () => {
  it('is captured when the buyer returns, once, and the late webhooks credit nothing more', async () => {
    const t = await paypalApp();
    const { user, orderId, checkoutId, amount } = await orderCheckout(t);
    expect(amount).toEqual({ currency_code: 'USD', value: '10.00' });
    const experience = (paypal.orders.get(orderId)!.body.payment_source as { paypal: { experience_context: { return_url: string } } })
      .paypal.experience_context;
    const returnPath = new URL(experience.return_url).pathname;
    expect(returnPath).toBe(`/api/v1/billing/checkouts/${checkoutId}/return`);

    paypal.approve(orderId);
    const back = await t.request(`${returnPath}?token=${orderId}&PayerID=PAYER`, { redirect: 'manual' });
    expect([back.status, back.headers.get('location')]).toEqual([303, `${SITE}/billing?status=success`]);
    expect(await ledgerState(t.deps.db, user.accountId)).toMatchObject({ balance: 1050, rows: 2 });
    // Back again (a reload), then PayPal's webhooks, late: the order was captured once and credited once.
    expect((await t.request(returnPath, { redirect: 'manual' })).status).toBe(303);
    expect((await deliver(t, approvedEvent(orderId, checkoutId))).status).toBe(200);
    const captured = paypal.deliver('capture-completed', [[recordedPayPal.customId, checkoutId]]);
    expect((await deliver(t, captured)).status).toBe(200);
    expect(paypal.captures.get(orderId)).toBe(1);
    expect(await ledgerState(t.deps.db, user.accountId)).toMatchObject({ balance: 1050, rows: 2 });
  });

  it('is not captured when the buyer comes back without approving: back to the checkout, nothing credited', async () => {
    const t = await paypalApp();
    const { user, checkoutId } = await orderCheckout(t);
    const back = await t.request(`/api/v1/billing/checkouts/${checkoutId}/return`, { redirect: 'manual' });
    expect([back.status, back.headers.get('location')]).toEqual([303, `${SITE}/billing`]);
    expect((await ledgerState(t.deps.db, user.accountId)).balance).toBe(50);
    expect((await t.request('/api/v1/billing/checkouts/00000000-0000-4000-8000-000000000000/return', { redirect: 'manual' })).status).toBe(
      404,
    );
  });

  it('is priced in the currency’s own unit: 1,000 JPY is "1000"', async () => {
    const t = await paypalApp({
      overrides: { plans: plansIn('JPY', { 'points-1000-once': 1000, 'plus-monthly': 1500, 'pro-monthly': 4500 }) },
    });
    const { amount } = await orderCheckout(t);
    expect(amount).toEqual({ currency_code: 'JPY', value: '1000' });
  });
});

async function activated(t: TestApp, priceId: string, extra: Record<string, unknown> = {}) {
  const user = await signedInUser(t, { tier: priceId.startsWith('team') ? 'Pro' : 'Free' });
  const checkout = await startCheckout(t, user, priceId, extra);
  const subscriptionId = new URL(checkout.body.checkout_url).searchParams.get('ba_token')!;
  const nextMonth = new Date(t.clock.now().getTime() + 30 * DAY_MS).toISOString().replace('.000', '');
  const activation = paypal.deliver('subscription-activated', [
    [recordedPayPal.subscriptionId, subscriptionId],
    [recordedPayPal.customId, String(paypal.subscriptions.get(subscriptionId)!.body.custom_id)],
    [recordedPayPal.nextBillingTime, nextMonth],
  ]);
  expect((await deliver(t, activation)).status).toBe(200);
  return { user, subscriptionId, nextMonth };
}
const subscriptionEvent = (subscriptionId: string, type: string, status: string) =>
  paypal.deliver('subscription-activated', [
    [recordedPayPal.subscriptionId, subscriptionId],
    ['BILLING.SUBSCRIPTION.ACTIVATED', type],
    ['"status":"ACTIVE"', `"status":"${status}"`],
  ]);
const sale = (subscriptionId: string, paidAt: string) =>
  paypal.deliver('sale-completed', [
    [recordedPayPal.saleParentPayment, `"billing_agreement_id":"${subscriptionId}"`],
    [recordedPayPal.saleId, `SALE-${paidAt.slice(0, 10)}`],
    [recordedPayPal.saleCreateTime, paidAt],
  ]);

const checkoutRequest = (plans: ReturnType<typeof loadPlanCatalog>, checkoutId: string) => {
  const found = plans.price('pro-monthly')!;
  const urls = { successUrl: SITE, cancelUrl: SITE, serverReturnUrl: SITE };
  return { checkoutId, ...found, customerEmail: 'buyer@example.com', ...urls };
};

describe('a PayPal subscription', () => {
  it('is Pro on activation, renews with a later sale, and a cancellation keeps it until the paid period ends', async () => {
    const t = await paypalApp();
    const { user, subscriptionId, nextMonth } = await activated(t, 'pro-monthly');
    expect(paypal.plans.at(-1)?.body).toMatchObject({
      billing_cycles: [{ frequency: { interval_unit: 'MONTH' }, pricing_scheme: { fixed_price: { value: '29.99' } } }],
    });
    expect(await tierOf(t, user.userId)).toBe('Pro');
    const read = async () =>
      (await t.deps.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.providerSubscriptionId, subscriptionId)))[0]!;
    expect((await read()).currentPeriodEnd.toISOString()).toBe(new Date(nextMonth).toISOString());
    // PayPal subscribers manage their subscription in their PayPal account: there is no portal to open.
    expect((await t.post('/api/v1/billing/portal-session', { return_url: `${SITE}/account` }, { token: user.token })).status).toBe(404);

    // The first period's sale was paid with the activation: it extends nothing.
    await deliver(t, sale(subscriptionId, t.clock.now().toISOString()));
    expect((await read()).currentPeriodEnd.toISOString()).toBe(new Date(nextMonth).toISOString());

    // A month on, the next sale pays the next period.
    t.clock.set(new Date(nextMonth));
    await deliver(t, sale(subscriptionId, nextMonth));
    const paidUntil = (await read()).currentPeriodEnd;
    expect(paidUntil.getTime()).toBeGreaterThan(new Date(nextMonth).getTime() + 27 * DAY_MS);

    // Cancelled: the buyer paid for this period, so it is theirs until it ends.
    expect((await deliver(t, subscriptionEvent(subscriptionId, 'BILLING.SUBSCRIPTION.CANCELLED', 'CANCELLED'))).status).toBe(200);
    expect(await read()).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(await tierOf(t, user.userId)).toBe('Pro');
    await createBillingExpiry(t.deps).sweep();
    expect(await tierOf(t, user.userId)).toBe('Pro');
    t.clock.set(new Date(paidUntil.getTime() + 1000));
    await createBillingExpiry(t.deps).sweep();
    expect((await read()).status).toBe('ended');
    expect(await tierOf(t, user.userId)).toBe('Free');
  });

  it('ends at once when PayPal suspends it (payments failed) or it expires', async () => {
    const t = await paypalApp();
    const { user, subscriptionId } = await activated(t, 'plus-monthly');
    expect(await tierOf(t, user.userId)).toBe('Plus');
    await deliver(t, subscriptionEvent(subscriptionId, 'BILLING.SUBSCRIPTION.SUSPENDED', 'SUSPENDED'));
    expect(await tierOf(t, user.userId)).toBe('Free');
  });

  it('makes a new PayPal plan when a price changes, instead of PayPal answering the old one', async () => {
    const clock = createFakeClock();
    const env = loadEnv({ ...paypalEnv(), SECRET_KEY: 'test-secret-key' });
    const catalog = loadCatalog();
    const before = selectPaymentProvider(env, { secret: 'secret', clock, plans: loadPlanCatalog(catalog) })!;
    const after = createPayPalProvider({ ...keys, apiUrl: paypal.url });
    const raised = plansIn('USD', { 'pro-monthly': 34.99 });
    const first = await before.createCheckout(checkoutRequest(loadPlanCatalog(catalog), '11111111-1111-4111-8111-111111111111'));
    const second = await after.createCheckout(checkoutRequest(raised, '22222222-2222-4222-8222-222222222222'));
    const planOf = (url: string) => paypal.subscriptions.get(new URL(url).searchParams.get('ba_token')!)!.planId;
    const priceOf = (planId: string) =>
      (
        paypal.plans.find((plan) => plan.id === planId)!.body.billing_cycles as Array<{
          pricing_scheme: { fixed_price: { value: string } };
        }>
      )[0]!.pricing_scheme.fixed_price.value;
    expect(priceOf(planOf(first.url))).toBe('29.99');
    expect(priceOf(planOf(second.url))).toBe('34.99');
  });

  it('keeps a team plan’s seats until its paid period ends after a cancellation', async () => {
    const t = await paypalApp();
    const owner = await signedInUser(t, { tier: 'Pro' });
    const team = await createTeamAs(t, owner, uniqueName('team'));
    const checkout = await startCheckout(t, owner, 'team-starter-monthly', { team_id: team.id });
    const subscriptionId = new URL(checkout.body.checkout_url).searchParams.get('ba_token')!;
    const nextMonth = new Date(t.clock.now().getTime() + 30 * DAY_MS).toISOString().replace('.000', '');
    await deliver(
      t,
      paypal.deliver('subscription-activated', [
        [recordedPayPal.subscriptionId, subscriptionId],
        [recordedPayPal.customId, String(paypal.subscriptions.get(subscriptionId)!.body.custom_id)],
        [recordedPayPal.nextBillingTime, nextMonth],
      ]),
    );
    const seats = async () => (await seatsOf(t, team.id)).purchased;
    expect(await seats()).toBe(5);
    await deliver(t, subscriptionEvent(subscriptionId, 'BILLING.SUBSCRIPTION.CANCELLED', 'CANCELLED'));
    expect(await seats()).toBe(5);
    t.clock.set(new Date(new Date(nextMonth).getTime() + 1000));
    await createBillingExpiry(t.deps).sweep();
    expect(await seats()).toBe(0);
  });
});

describe('currencies PayPal does not take', () => {
  it('stop the server at start-up, naming every price', () => {
    const env = loadEnv({ ...paypalEnv(), SECRET_KEY: 'test-secret-key' });
    const plans = plansIn('INR', {});
    expect(() => selectPaymentProvider(env, { secret: 'secret', clock: createFakeClock(), plans })).toThrow(
      /PAYMENT_PROVIDER=paypal cannot charge the plan catalog's prices:\n {2}price plus-monthly: PayPal does not take payments in INR\./,
    );
  });
});
