import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { billingSubscriptions } from '../../db/schema';
import { SITE, startCheckout } from '../../test/billing';
import { startFakeStripe, type FakeStripe } from '../../test/fakes/fake-stripe-server';
import { ledgerState } from '../../test/point-accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser } from '../../test/users';

// Each test runs a real checkout through a fake provider over HTTP: slow on a busy machine, so allow a minute.
vi.setConfig({ testTimeout: 60_000 });

let stripe: FakeStripe;
const keys = { secretKey: 'sk_test_fake', webhookSecret: 'whsec_fake' };

beforeAll(async () => {
  stripe = await startFakeStripe(keys);
  await createTestApp();
}, 120_000);
afterAll(() => stripe.close());

const stripeApp = () =>
  createTestApp({
    env: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: keys.secretKey,
      STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
      STRIPE_API_URL: stripe.url,
    },
  });
const deliver = (t: TestApp, delivery: { body: string; headers: Record<string, string> }) =>
  t.request('/api/v1/billing/webhooks/stripe', { method: 'POST', body: delivery.body, headers: delivery.headers });
const sessionOf = (checkoutUrl: string) => checkoutUrl.split('/').pop()!;

describe('the Stripe provider, against a fake Stripe', () => {
  it('creates a Checkout Session with the price inline and credits a point pack once from the signed webhook', async () => {
    const t = await stripeApp();
    const user = await signedInUser(t);
    const checkout = await startCheckout(t, user, 'points-5000-once');
    expect(checkout.status).toBe(200);
    const form = stripe.sessions.get(sessionOf(checkout.body.checkout_url))!;
    expect(form).toMatchObject({
      mode: 'payment',
      customer_email: user.email,
      success_url: `${SITE}/billing?status=success`,
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '4500',
      'line_items[0][price_data][product_data][name]': '5,000 Points',
    });

    const completed = stripe.completed(sessionOf(checkout.body.checkout_url));
    expect((await deliver(t, { ...completed, headers: { ...completed.headers, 'Stripe-Signature': 't=1,v1=00' } })).status).toBe(400);
    expect((await deliver(t, { ...completed, body: completed.body.replace('"paid"', '"paid" ') })).status).toBe(400);
    expect((await ledgerState(t.deps.db, user.accountId)).balance).toBe(50);
    expect((await deliver(t, completed)).status).toBe(200);
    expect((await deliver(t, completed)).status).toBe(200);
    expect(await ledgerState(t.deps.db, user.accountId)).toMatchObject({ balance: 5050, rows: 2 });
  });

  it('runs a subscription: Pro at once, a renewal, cancel at period end, a failed renewal, the end', async () => {
    const t = await stripeApp();
    const user = await signedInUser(t);
    const checkout = await startCheckout(t, user, 'pro-yearly');
    const sessionId = sessionOf(checkout.body.checkout_url);
    expect(stripe.sessions.get(sessionId)).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][recurring][interval]': 'year',
    });
    const completed = stripe.completed(sessionId);
    expect((await deliver(t, completed)).status).toBe(200);
    const me = async () => (await t.get<{ user_tier: string }>('/api/v1/user/me', { token: user.token })).body.user_tier;
    expect(await me()).toBe('Pro');
    const [row] = await t.deps.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, user.userId));
    expect(row).toMatchObject({ provider: 'stripe', providerCustomerId: 'cus_fake', status: 'active' });
    const subscription = row!.providerSubscriptionId;
    const read = async () => (await t.deps.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, row!.id)))[0]!;

    const nextYear = Math.floor(Date.now() / 1000) + 2 * 365 * 24 * 3600;
    const invoice = (reason: string) => ({
      id: `in_${reason}`,
      billing_reason: reason,
      subscription,
      lines: { data: [{ period: { end: nextYear } }] },
    });
    expect((await deliver(t, stripe.event('invoice.paid', invoice('subscription_cycle')))).status).toBe(200);
    expect((await read()).currentPeriodEnd.getTime()).toBe(nextYear * 1000);
    await deliver(t, stripe.event('customer.subscription.updated', { id: subscription, cancel_at_period_end: true, items: { data: [] } }));
    expect((await read()).cancelAtPeriodEnd).toBe(true);
    await deliver(t, stripe.event('invoice.payment_failed', invoice('subscription_cycle')));
    expect((await read()).status).toBe('past_due');
    expect(await me()).toBe('Pro');
    await deliver(t, stripe.event('customer.subscription.deleted', { id: subscription, cancel_at_period_end: true }));
    expect((await read()).status).toBe('ended');
    expect(await me()).toBe('Free');
    // Events Stripe sends that grant nothing here are answered, so Stripe does not retry them.
    expect((await deliver(t, stripe.event('customer.created', { id: 'cus_x' }))).status).toBe(200);
  });

  it("opens Stripe's customer portal for a customer, and says so when there is none yet", async () => {
    const t = await stripeApp();
    const user = await signedInUser(t);
    const none = await t.post('/api/v1/billing/portal-session', { return_url: `${SITE}/account` }, { token: user.token });
    expect(none.status).toBe(404);
    const checkout = await startCheckout(t, user, 'plus-monthly');
    await deliver(t, stripe.completed(sessionOf(checkout.body.checkout_url)));
    const portal = await t.post<{ portal_url: string }>(
      '/api/v1/billing/portal-session',
      { return_url: `${SITE}/account` },
      { token: user.token },
    );
    expect(portal.status).toBe(200);
    expect(portal.body.portal_url).toBe(`${stripe.url}/p/session/cus_fake`);
    expect(stripe.portals.at(-1)).toEqual({ customer: 'cus_fake', return_url: `${SITE}/account` });
  });
});
